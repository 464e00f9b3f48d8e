#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The table's `dataSource` and `prefetchDataSource`, once a
  /// ``DiffableDataSource`` shows content in it: its counts, cells, titles
  /// and editing rules, read from the content the table shows now (inside a
  /// batch update, the content of the transition being committed, so the
  /// counts UIKit reads after the batch's block are that transition's), and
  /// a person's deletions and moves and UIKit's prefetching, sent back to
  /// that content. UIKit calls these; an app does not.
  extension TableViewReuse: UITableViewDataSource, UITableViewDataSourcePrefetching {
    // MARK: - Public

    /// The content's number of sections.
    public func numberOfSections(in tableView: UITableView) -> Int { state.content.numberOfSections }

    /// The content's number of rows in `section`.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      section < state.content.numberOfSections ? state.content.numberOfItems(inSection: section) : 0
    }

    /// The cell of the content's item at `indexPath`, or, once the data
    /// source behind the content is gone, an empty cell and a reload that
    /// shows nothing.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      if let cell = cell(at: indexPath) { return cell }
      showNothingSoon()
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Whether the row enters editing mode: a row a person may delete (its
    /// configuration is `deletable`) or drag (`movable`). UIKit shows a
    /// reorder control only on a row in editing mode; the delegate's
    /// `tableView(_:editingStyleForRowAt:)` keeps the delete control off a
    /// row that may only move (``editingStyle(forRowAt:)``).
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      state.content.entersEditingMode(at: ItemPath(indexPath))
    }

    /// A person confirmed the deletion of the row: the data source deletes
    /// the item by identity and applies the change. Insertions are not
    /// offered, and a row that may only move is never deleted, even when
    /// the app's delegate showed it a delete control.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, state.content.isDeletable(at: ItemPath(indexPath)) else { return }
      state.content.send(.didDeleteItem(ItemPath(indexPath)))
    }

    /// Whether a person may drag the row in editing mode: its item's
    /// configuration is `movable`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      state.content.isMovable(at: ItemPath(indexPath))
    }

    /// A person dropped the row at `destinationIndexPath`, where the table
    /// already shows it: the data source takes the move into its data, and
    /// tells the app.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      state.content.send(.didMoveItem(from: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath)))
    }

    /// The titles of the section index, or `nil` for no index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      let titles = state.content.sectionIndexTitles
      return titles.isEmpty ? nil : titles.map(\.title)
    }

    /// The section the index title at `index` scrolls to.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      let titles = state.content.sectionIndexTitles
      return titles.indices.contains(index) ? titles[index].section : 0
    }

    /// The plain title of the section's header, or `nil`.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      state.content.title(ofKind: .header, inSection: section)
    }

    /// The plain title of the section's footer, or `nil`.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      state.content.title(ofKind: .footer, inSection: section)
    }

    /// The table will soon show the rows: their items are prefetched, when
    /// the data source listens.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      state.sendPrefetching(.prefetch(indexPaths.map(ItemPath.init)))
    }

    /// The table no longer expects to show the rows soon.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      state.sendPrefetching(.cancelPrefetching(indexPaths.map(ItemPath.init)))
    }
  }
#endif
