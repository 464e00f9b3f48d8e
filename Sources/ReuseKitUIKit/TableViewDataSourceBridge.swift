#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The `UITableViewDataSource` through which a table view shows its
  /// ``ContainerContent``: its counts, cells, titles and editing rules, and
  /// a person's deletions and moves, sent back to the content.
  ///
  /// It answers from the content the table shows now: inside a batch
  /// update, the content of the transition being committed, so the counts
  /// UIKit reads after the batch's block are that transition's. A table view
  /// holds its data source weakly; the table's ``TableViewReuse`` keeps the
  /// bridge.
  @MainActor
  final class TableViewDataSourceBridge: NSObject, UITableViewDataSource {
    // MARK: - Internal

    /// The content's number of sections.
    func numberOfSections(in tableView: UITableView) -> Int {
      content(of: tableView).numberOfSections
    }

    /// The content's number of items in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      let content = content(of: tableView)
      return section < content.numberOfSections ? content.numberOfItems(inSection: section) : 0
    }

    /// The cell of the content's item at `indexPath`, or, once the data
    /// source behind the content is gone, an empty cell and a reload that
    /// shows nothing.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      if let cell = tableView.cell(at: indexPath) { return cell }
      tableView.showNothingSoon()
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: - Editing and reordering

    /// Whether the row enters editing mode: a row a person may delete
    /// (its configuration is `deletable`) or drag (`movable`). UIKit
    /// shows a reorder control only on a row in editing mode; the delegate's
    /// `tableView(_:editingStyleForRowAt:)` keeps the delete control off a
    /// row that may only move (``TableViewReuse/editingStyle(forRowAt:)``).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      content(of: tableView).entersEditingMode(at: ItemPath(indexPath))
    }

    /// A person confirmed the deletion of the row: the data source deletes
    /// the item by identity and applies the change. Insertions are not
    /// offered, and a row that may only move is never deleted, even when
    /// the app's delegate showed it a delete control.
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, content(of: tableView).isDeletable(at: ItemPath(indexPath)) else { return }
      content(of: tableView).send(.didDeleteItem(ItemPath(indexPath)))
    }

    /// Whether a person may drag the row in editing mode: its item's
    /// configuration is `movable`.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      content(of: tableView).isMovable(at: ItemPath(indexPath))
    }

    /// A person dropped the row at `destinationIndexPath`, where the table
    /// already shows it: the data source takes the move into its data and
    /// hands back an update the table already shows, and tells the app.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      content(of: tableView).send(.didMoveItem(from: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath)))
    }

    // MARK: - Titles

    /// The titles of the section index, or `nil` for no index.
    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      let titles = content(of: tableView).sectionIndexTitles
      return titles.isEmpty ? nil : titles.map(\.title)
    }

    /// The section the index title at `index` scrolls to.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      let titles = content(of: tableView).sectionIndexTitles
      return titles.indices.contains(index) ? titles[index].section : 0
    }

    /// The plain title of the section's header, or `nil`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      content(of: tableView).title(ofKind: .header, inSection: section)
    }

    /// The plain title of the section's footer, or `nil`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      content(of: tableView).title(ofKind: .footer, inSection: section)
    }

    // MARK: - Private

    /// What `tableView` shows now.
    private func content(of tableView: UITableView) -> ContainerContent { tableView.reuse.state.content }
  }
#endif
