#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The calls through which the adapter keeps a UIKit view's selection,
  /// its cells' states and its prefetching in step with its content;
  /// `UITableView` and `UICollectionView` each map them to their own methods.
  @MainActor
  protocol UIKitInteractionPrimitives: AnyObject {
    /// The paths UIKit has selected, in any order.
    var selectedItemIndexPaths: [IndexPath] { get }

    /// Whether a person can select several rows or items at once.
    var allowsMultipleSelection: Bool { get set }

    /// Selects the row or item without animation, scrolling or delegate calls.
    func selectQuietly(_ indexPath: IndexPath)

    /// Deselects the row or item without animation or delegate calls.
    func deselectQuietly(_ indexPath: IndexPath)

    /// The visible or prepared cell at `indexPath`, or `nil`.
    func visibleCell(at indexPath: IndexPath) -> UIView?
  }

  /// A hosting cell that hands the state of its item to its hosted view.
  @MainActor
  protocol CellStateShowing: AnyObject {
    /// The state last handed to the hosted view.
    var shownState: CellState { get }

    /// Whether UIKit shows the cell highlighted, under a finger.
    var isHighlightedByUIKit: Bool { get }

    /// Hands `state` to the hosted view (``ConfigurableView/update(for:)``)
    /// when it changed, or always when `force`.
    func show(_ state: CellState, force: Bool)
  }

  extension TableViewCell: CellStateShowing {
    var shownState: CellState { content.cell.state }
    var isHighlightedByUIKit: Bool { isHighlighted }
    func show(_ state: CellState, force: Bool) { content.cell.apply(state, force: force) }
  }

  extension CollectionViewCell: CellStateShowing {
    var shownState: CellState { content.cell.state }
    var isHighlightedByUIKit: Bool { isHighlighted }
    func show(_ state: CellState, force: Bool) { content.cell.apply(state, force: force) }
  }

  extension UIKitContainer {
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
      let content = reuseState.content
      guard reuseState.isConnected else { return }
      let multiple = content.allowsMultipleSelection
      if allowsMultipleSelection != multiple { allowsMultipleSelection = multiple }
      let wanted = Set(content.selectedItemPaths.map(IndexPath.init))
      if !wanted.isEmpty, window != nil { layoutIfNeeded() }
      let shown = Set(selectedItemIndexPaths)
      for path in shown.subtracting(wanted).sorted() { deselectQuietly(path) }
      for path in wanted.subtracting(shown).sorted() where contains(path) { selectQuietly(path) }
      // Prepared cells are not visible yet, and an app's delegate need not
      // forward their display: reach them too, and forget the paths whose
      // cells are gone.
      let paths = reuseState.cellPaths.union(indexPathsForVisibleItems)
      reuseState.cellPaths = []
      for path in paths.sorted() {
        guard let cell = visibleCell(at: path) as? CellStateShowing else { continue }
        reuseState.cellPaths.insert(path)
        let state = reuseState.content.state(at: ItemPath(path), keepingWhatThePersonDidIn: cell.shownState)
        cell.show(state, force: false)
      }
    }

    /// Shows the cell of the row at `indexPath` swiped open, or closes every
    /// swiped cell when `swiped` is `false`: UIKit's swipe, which the data
    /// source does not keep, as ``CellState/isSwiped``.
    func showSwipe(_ swiped: Bool, at indexPath: IndexPath?) {
      let paths = swiped ? indexPath.map { [$0] } ?? [] : indexPathsForVisibleItems
      for path in paths { changeState(at: path) { $0.isSwiped = swiped } }
    }

    /// Whether UIKit may highlight the row or item at `indexPath`, and so
    /// begin a person's selection of it: the content decides
    /// (``ContainerContent/canHighlightItem(at:)``).
    func canHighlight(at indexPath: IndexPath) -> Bool {
      reuseState.isConnected && reuseState.content.canHighlightItem(at: ItemPath(indexPath))
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

    /// Tells the hosted view of `cell`, which shows the item at `indexPath`,
    /// the item's state: always when `force`, as when the cell starts
    /// showing the item, so that no state of its previous item is left but
    /// UIKit's highlight; otherwise (as when UIKit reconfigures the item's
    /// own cell) only when it changed, keeping what a person did to it.
    func showCellState(of cell: UIView, at indexPath: IndexPath, force: Bool) {
      guard let cell = cell as? CellStateShowing, var state = contentState(at: indexPath) else { return }
      if force {
        state.isHighlighted = cell.isHighlightedByUIKit
      } else {
        state = reuseState.content.state(at: ItemPath(indexPath), keepingWhatThePersonDidIn: cell.shownState)
      }
      cell.show(state, force: force)
    }

    // MARK: - Private

    /// The state the content keeps for the item at `indexPath`, or `nil`
    /// when the content has no such item.
    private func contentState(at indexPath: IndexPath) -> CellState? {
      let content = reuseState.content
      let path = ItemPath(indexPath)
      return content.contains(path) ? content.state(at: path) : nil
    }

    /// Changes with `body` what the visible cell of the item at `indexPath`
    /// shows of a person's touch, keeping what the content says.
    private func changeState(at indexPath: IndexPath, _ body: (inout CellState) -> Void) {
      guard reuseState.isConnected, let cell = visibleCell(at: indexPath) as? CellStateShowing,
        reuseState.content.contains(ItemPath(indexPath))
      else { return }
      var state = reuseState.content.state(at: ItemPath(indexPath), keepingWhatThePersonDidIn: cell.shownState)
      body(&state)
      cell.show(state, force: false)
    }

    /// Whether the view has a row or item at `indexPath`.
    private func contains(_ indexPath: IndexPath) -> Bool {
      indexPath.section < numberOfSections && indexPath.item < numberOfItems(inSection: indexPath.section)
    }
  }

  extension UITableView: UIKitInteractionPrimitives {
    var selectedItemIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }

    func selectQuietly(_ indexPath: IndexPath) { selectRow(at: indexPath, animated: false, scrollPosition: .none) }

    func deselectQuietly(_ indexPath: IndexPath) { deselectRow(at: indexPath, animated: false) }

    func visibleCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }
  }

  extension UICollectionView: UIKitInteractionPrimitives {
    var selectedItemIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }

    func selectQuietly(_ indexPath: IndexPath) { selectItem(at: indexPath, animated: false, scrollPosition: []) }

    func deselectQuietly(_ indexPath: IndexPath) { deselectItem(at: indexPath, animated: false) }

    func visibleCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }
  }
#endif
