#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension UIKitAdapter {
    // MARK: - Internal

    /// Makes the view's selection the content's and tells every hosted view
    /// of a visible or prepared cell the state of its item.
    ///
    /// UIKit drops the selection of deleted and reloaded rows and all of it
    /// on `reloadData()`; the data source keeps it by identity, so after
    /// every commit and reload the view selects again what the content has
    /// selected, at the paths it shows now, and deselects the rest, quietly:
    /// the delegate hears nothing. The view's `allowsMultipleSelection`
    /// follows the content's. A view in a window is laid out first when
    /// something is to be selected: a collection view carries out
    /// `reloadData()` at its next layout, which would drop a selection made
    /// before it.
    func reloadCellStates() {
      let content = state.content
      guard state.isConnected, let view = listView else { return }
      let multiple = content.allowsMultipleSelection
      if view.allowsMultipleSelection != multiple { view.allowsMultipleSelection = multiple }
      let wanted = Set(content.selectedItemPaths.map(IndexPath.init))
      if !wanted.isEmpty, view.scrollView.window != nil { view.scrollView.layoutIfNeeded() }
      let shown = Set(view.selectedIndexPaths)
      for path in shown.subtracting(wanted).sorted() { view.setSelected(false, at: path) }
      for path in wanted.subtracting(shown).sorted() where view.contains(path) {
        view.setSelected(true, at: path)
      }
      // Prepared cells are not visible yet, and an app's delegate need not
      // forward their display: reach them too.
      for path in pathsWithCells(in: view) {
        guard let cell = view.visibleCell(at: path) as? CellStateShowing else { continue }
        cell.show(content.state(at: ItemPath(path), keepingWhatThePersonDidIn: cell.shownState), force: false)
      }
    }

    /// Shows the cell of the row at `indexPath` swiped open, or closes every
    /// swiped cell when `swiped` is `false`: UIKit's swipe, which the data
    /// source does not keep, as ``CellState/isSwiped``.
    func showSwipe(_ swiped: Bool, at indexPath: IndexPath?) {
      let paths = swiped ? indexPath.map { [$0] } ?? [] : listView?.indexPathsForVisibleItems ?? []
      for path in paths { changeState(at: path) { $0.isSwiped = swiped } }
    }

    /// Whether UIKit may highlight the row or item at `indexPath`, and so
    /// begin a person's selection of it: the content decides
    /// (``ContainerContent/canHighlightItem(at:)``).
    func canHighlight(at indexPath: IndexPath) -> Bool {
      state.isConnected && state.content.canHighlightItem(at: ItemPath(indexPath))
    }

    /// Shows the cell of the row or item at `indexPath` highlighted, or not:
    /// UIKit's highlight under a finger, which the data source does not
    /// keep, as ``CellState/isHighlighted``.
    func showHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
      changeState(at: indexPath) { $0.isHighlighted = highlighted }
    }

    /// Moves the focus shown on cells from the row or item at `previous` to
    /// the one at `next`: UIKit's focus, which the data source does not
    /// keep, as ``CellState/isFocused``.
    func showFocus(from previous: IndexPath?, to next: IndexPath?) {
      if let previous { changeState(at: previous) { $0.isFocused = false } }
      if let next { changeState(at: next) { $0.isFocused = true } }
    }

    /// The items' swipe actions, menus and accessories in UIKit's terms,
    /// made for the items' identities and performed on what the view shows
    /// when a person acts.
    var itemActions: UIKitItemActions {
      UIKitItemActions { [weak self] in
        guard let self, state.isConnected else { return nil }
        return (state.content, sortedVisibleItemPaths)
      }
    }

    // MARK: - Private

    /// Changes with `body` what the visible cell of the item at `indexPath`
    /// shows of a person's touch, keeping what the content says.
    private func changeState(at indexPath: IndexPath, _ body: (inout CellState) -> Void) {
      guard state.isConnected, let cell = listView?.visibleCell(at: indexPath) as? CellStateShowing,
        state.content.contains(ItemPath(indexPath))
      else { return }
      var shown = state.content.state(at: ItemPath(indexPath), keepingWhatThePersonDidIn: cell.shownState)
      body(&shown)
      cell.show(shown, force: false)
    }
  }

#endif
