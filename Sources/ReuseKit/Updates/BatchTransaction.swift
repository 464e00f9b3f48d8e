/// How every container commits a batch update, headless or UIKit: read the
/// counts the container holds, let the data source switch to its new data,
/// read the counts it gives now, validate the update against both, and work
/// out where each item goes. Only then may the container touch its view; a
/// rejected update throws before anything is shown, and the caller restores
/// its data.
package struct BatchTransaction {
  // MARK: - Lifecycle

  /// Runs the transaction's steps up to the view.
  ///
  /// - Parameters:
  ///   - update: The batch to commit.
  ///   - countsBefore: The item count of each section the container holds.
  ///   - updateData: Switches the data source to its new data.
  ///   - countsAfter: Reads the item count of each section from the data source.
  ///   - wording: Whether messages say "row" or "item".
  ///   - containerDescription: The container's description, for grid messages.
  ///   - container: The container; a batch it starts while its own
  ///     `updateData` runs stops with a message, since the counts before that
  ///     batch are not known. A ``DiffableDataSource`` queues its applies
  ///     instead, so it never does.
  /// - Throws: ``BatchUpdateError`` when the update breaks a batch-update rule.
  @MainActor
  package init(
    _ update: BatchUpdate,
    countsBefore: [Int],
    updateData: () -> Void,
    countsAfter: () -> [Int],
    wording: BatchUpdateWording,
    containerDescription: String,
    container: AnyObject
  ) throws(BatchUpdateError) {
    let key = ObjectIdentifier(container)
    guard !Self.updatingData.contains(key) else {
      fatalError(
        "\(containerDescription): a batch update was started inside the updateData block of another batch update "
          + "on the same container; start it after that batch, or apply through a DiffableDataSource, which queues")
    }
    self.countsBefore = countsBefore
    Self.updatingData.insert(key)
    updateData()
    Self.updatingData.remove(key)
    self.countsAfter = countsAfter()
    let validator = BatchUpdateValidator(wording: wording, containerDescription: containerDescription)
    mapping = try validator.validate(update, before: countsBefore, after: self.countsAfter)
  }

  // MARK: - Package

  /// The containers whose `updateData` block is running.
  @MainActor private static var updatingData: Set<ObjectIdentifier> = []

  /// The item count of each section before the update.
  package let countsBefore: [Int]

  /// The item count of each section after the update.
  package let countsAfter: [Int]

  /// The final paths of the reconfigured items, ascending.
  package var reconfiguredFinalPaths: [ItemPath] { mapping.reconfiguredFinalPaths }

  /// The path after the update of the item at `path` before it, or `nil`
  /// when the item is deleted or reloaded, so that its cell goes.
  package func survivingPath(of path: ItemPath) -> ItemPath? {
    mapping.isReloaded(path) ? nil : mapping.finalPath(of: path)
  }

  /// The path after the update of the item at `path` before it, reloaded
  /// or not, or `nil` when the item is deleted.
  package func finalPath(of path: ItemPath) -> ItemPath? {
    mapping.finalPath(of: path) ?? mapping.reloadedFinalPath(of: path)
  }

  /// The indices after the update of the sections it reloads.
  package var reloadedFinalSections: [Int] {
    mapping.normalizedUpdate.reloadedSections.compactMap(mapping.finalSection(of:))
  }

  /// The index after the update of the section at `section` before it, or
  /// `nil` when the update deletes or reloads it, so that its header and
  /// footer views go.
  package func survivingSection(of section: Int) -> Int? {
    mapping.normalizedUpdate.reloadedSections.contains(section) ? nil : mapping.finalSection(of: section)
  }

  // MARK: - Internal

  /// Where each item goes.
  let mapping: BatchUpdateMapping
}
