import ReuseKit

/// An object that gives a headless container its counts and cells, as
/// `UITableViewDataSource` does for a table: tests use it to play a
/// hand-written data source, with no ``DiffableDataSource``.
@MainActor
package protocol HeadlessDataSource: AnyObject {
  /// The number of sections in the data.
  func numberOfSections() -> Int

  /// The number of items in `section` of the data.
  func numberOfItems(inSection section: Int) -> Int

  /// The view type and view model of the item at `itemPath`.
  func configuration(at itemPath: ItemPath) -> ViewConfiguration
}

extension HeadlessContainer {
  /// The hand-written data source the container reads in
  /// ``reloadData()`` and ``performBatchUpdates(_:updateData:)``, held
  /// weakly as UIKit holds a table's.
  package var dataSource: (any HeadlessDataSource)? {
    get { HandWrittenSources.source(of: self) }
    set { HandWrittenSources.setSource(newValue, of: self) }
  }

  /// Applies `update` as one batch: `updateData` switches ``dataSource``
  /// to its new data, whose counts are then read (without one, the content
  /// shown stays), and the update is checked against both by UIKit's rules
  /// before anything changes.
  ///
  /// - Throws: ``BatchUpdateError`` when the update breaks a rule; the
  ///   container is then unchanged, and the caller restores its data.
  package func performBatchUpdates(_ update: BatchUpdate, updateData: () -> Void) throws(BatchUpdateError) {
    let from = content
    updateData()
    let to = dataSource.map(HandWrittenContent.content(of:)) ?? from
    let transition = try ContentTransition(
      from: from, to: to, batchUpdate: update, wording: updateWording, containerDescription: description)
    commit(ContentUpdate([transition], animation: .none), completion: nil)
  }

  /// Reads ``dataSource`` again and shows it in place of everything.
  package func reloadData() {
    reloadContent(dataSource.map(HandWrittenContent.content(of:)) ?? content, mappingItemPaths: { _ in nil })
  }
}

/// Which hand-written data source each container reads, held weakly on
/// both sides: an entry whose container is gone answers for no other
/// container that later takes its address.
@MainActor
private enum HandWrittenSources {
  private struct Entry {
    weak var container: AnyObject?
    weak var source: (any HeadlessDataSource)?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  static func source(of container: AnyObject) -> (any HeadlessDataSource)? {
    guard let entry = entries[ObjectIdentifier(container)], entry.container === container else { return nil }
    return entry.source
  }

  static func setSource(_ source: (any HeadlessDataSource)?, of container: AnyObject) {
    entries = entries.filter { $0.value.container != nil }
    entries[ObjectIdentifier(container)] = Entry(container: container, source: source)
  }
}

/// The content of a hand-written ``HeadlessDataSource``, read when a
/// container asks.
@MainActor
private final class HandWrittenContent: ContentStorage {
  private init(source: any HeadlessDataSource) {
    self.source = source
  }

  /// The content `source` gives now: its counts, and its items when asked.
  static func content(of source: any HeadlessDataSource) -> ContainerContent {
    let counts = (0..<source.numberOfSections()).map(source.numberOfItems(inSection:))
    return ContainerContent(sectionCounts: counts, storage: HandWrittenContent(source: source))
  }

  func configuration(at itemPath: ItemPath) -> ViewConfiguration? { source?.configuration(at: itemPath) }

  private weak var source: (any HeadlessDataSource)?
}
