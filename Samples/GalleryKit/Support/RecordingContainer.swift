import ReuseKit

/// A container that forwards everything to another one and records the
/// batch updates and reloads a data source performs through it, with how
/// long each took, and the headers it configures again in place.
///
/// The log pane shows these records: they are the stages the data source
/// really applied, not a second diff made for display.
@MainActor
final class RecordingContainer<Base: ReusableViewContainer>: ReusableViewContainer {
  // MARK: - Lifecycle

  init(_ base: Base, stopwatch: Stopwatch) {
    self.base = base
    self.stopwatch = stopwatch
  }

  // MARK: - Internal

  let base: Base

  /// The records since the last ``takeRecords()``.
  private(set) var records: [ContainerRecord] = []

  /// The records since the last call, which are then forgotten.
  func takeRecords() -> [ContainerRecord] {
    defer { records = [] }
    return records
  }

  func register<View: ConfigurableView>(_ viewType: View.Type) { base.register(viewType) }

  func setDataProvider(_ provider: ContainerDataProvider?) { base.setDataProvider(provider) }

  var isVisible: Bool { base.isVisible }

  var numberOfSections: Int { base.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }

  func reloadData() {
    let time = stopwatch.milliseconds { base.reloadData() }
    records.append(.reload(milliseconds: time))
  }

  func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError) {
    var failure: BatchUpdateError?
    let time = stopwatch.milliseconds {
      do throws(BatchUpdateError) {
        try base.performBatchUpdates(update, updateData: updateData)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    records.append(.batch(update, milliseconds: time))
  }

  func reloadData(mappingItemPaths itemPathAfterReload: @escaping (ItemPath) -> ItemPath?) {
    let time = stopwatch.milliseconds { base.reloadData(mappingItemPaths: itemPathAfterReload) }
    records.append(.reload(milliseconds: time))
  }

  func scrollToItem(at itemPath: ItemPath, at position: ScrollPosition, animated: Bool) {
    base.scrollToItem(at: itemPath, at: position, animated: animated)
  }

  func scrollToBottom(animated: Bool) { base.scrollToBottom(animated: animated) }

  func reconfigureSupplementaryViews(inSections sections: [Int]) {
    base.reconfigureSupplementaryViews(inSections: sections)
    records.append(.supplementaryViews(sections: sections))
  }

  func keepingReadingPosition(_ body: () -> Void) { base.keepingReadingPosition(body) }

  func reloadCellStates() { base.reloadCellStates() }

  var sticksToBottom: Bool {
    get { base.sticksToBottom }
    set { base.sticksToBottom = newValue }
  }

  var visibleItemPaths: [ItemPath] { base.visibleItemPaths }

  func reconfigureItems(at itemPaths: [ItemPath]) { base.reconfigureItems(at: itemPaths) }

  // MARK: - Private

  private let stopwatch: Stopwatch
}
