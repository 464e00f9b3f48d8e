/// UIKit: the selection of `UICollectionView`
/// (https://developer.apple.com/documentation/uikit/uicollectionview, "Selecting cells").
///
/// As in the model's table: selected paths follow their items through
/// batch updates, a deleted or reloaded item leaves the selection (the
/// model applies the table's documented reload behaviour; Apple says
/// nothing for collection views), `reloadData()` clears it, and realized
/// cells' `isSelected` shows it.
extension UICollectionView {
  /// UIKit: `UICollectionView.allowsSelection`, `true` by default
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection).
  public var allowsSelection: Bool {
    get { interaction.allowsSelection }
    set { interaction.allowsSelection = newValue }
  }

  /// UIKit: `UICollectionView.allowsMultipleSelection`, `false` by default
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection).
  public var allowsMultipleSelection: Bool {
    get { interaction.allowsMultipleSelection }
    set {
      interaction.allowsMultipleSelection = newValue
      if !newValue, let first = engine.selected.min() { modelSetSelection([first]) }
    }
  }

  /// UIKit: `UICollectionView.indexPathsForSelectedItems`: "if there are no
  /// selected items, the value of this property is `nil`"
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems).
  public var indexPathsForSelectedItems: [IndexPath]? { engine.selected.isEmpty ? nil : engine.selected.sorted() }

  /// UIKit: `UICollectionView.selectItem(at:animated:scrollPosition:)`: "this
  /// method doesn't cause any selection-related delegate methods to be called"
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)).
  /// `nil` clears the selection; an empty position does not scroll.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else {
      modelSetSelection([])
      return
    }
    guard allowsSelection else { return }
    modelCheckExists(indexPath)
    modelSetSelection(engine.selecting(indexPath, multiple: allowsMultipleSelection))
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// UIKit: `UICollectionView.deselectItem(at:animated:)`: no delegate message
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    modelSetSelection(engine.selected.subtracting([indexPath]))
  }

  /// Model only: the user taps the item at `indexPath`: a touch down on it
  /// (``modelTouchDown(itemAt:)``) and the finger lifted
  /// (``modelTouchUp(selecting:)``).
  public func modelTap(itemAt indexPath: IndexPath) {
    modelTouchDown(itemAt: indexPath)
    modelTouchUp(selecting: true)
  }

  /// Model only: a finger comes down on the item at `indexPath`: "as touch
  /// events arrive, the collection view highlights items in anticipation of
  /// the user selecting them", asking `collectionView(_:shouldHighlightItemAt:)`;
  /// "if you return false in your implementation, the cell does not get
  /// highlighted and the system bypasses the entire selection process ... If
  /// you return true, isHighlighted is set to true,
  /// collectionView(_:didHighlightItemAt:) is called, and the system begins
  /// the selection process"
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)).
  /// Nothing happens with `allowsSelection` off.
  public func modelTouchDown(itemAt indexPath: IndexPath) {
    guard allowsSelection else { return }
    modelCheckExists(indexPath)
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    interaction.touch = (indexPath, true)
    cellForItem(at: indexPath)?.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
  }

  /// Model only: the finger lifts (`selecting`) or the touch is cancelled,
  /// as by a scroll: a lifted finger selects, and then the highlight is
  /// removed, in the order UICollectionView.h (iOS 16.5 SDK, lines 121-127)
  /// documents: "3. -collectionView:shouldSelectItemAtIndexPath: ... 4.
  /// -collectionView:didSelectItemAtIndexPath: ... 5.
  /// -collectionView:didUnhighlightItemAtIndexPath:".
  public func modelTouchUp(selecting: Bool) {
    guard let touch = interaction.touch else { return }
    interaction.touch = nil
    if selecting { modelSelectByTouch(touch.path) }
    cellForItem(at: touch.path)?.isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: touch.path)
  }

  /// The selection of a lifted finger, as UIKit handles a touch:
  /// `collectionView(_:shouldSelectItemAt:)` may refuse it; in single
  /// selection the other selected items are deselected (each asked with
  /// `shouldDeselectItemAt`, then `didDeselectItemAt`); the item is selected
  /// and `didSelectItemAt` is called. In multiple selection a tap on a
  /// selected item deselects it.
  private func modelSelectByTouch(_ indexPath: IndexPath) {
    let delegate = delegate
    engine.userTap(
      indexPath, multiple: allowsMultipleSelection,
      willSelect: { path in delegate?.collectionView(self, shouldSelectItemAt: path) == false ? nil : path },
      willDeselect: { path in delegate?.collectionView(self, shouldDeselectItemAt: path) == false ? nil : path },
      didSelect: { delegate?.collectionView(self, didSelectItemAt: $0) },
      didDeselect: { delegate?.collectionView(self, didDeselectItemAt: $0) }, show: modelShowSelection)
  }

  func modelSetSelection(_ selection: Set<IndexPath>) {
    engine.selected = selection
    modelShowSelection()
  }

  /// Gives each realized cell the selected state of its item.
  func modelShowSelection() {
    for (path, cell) in engine.cells {
      guard let cell = cell as? UICollectionViewCell, cell.isSelected != engine.selected.contains(path) else {
        continue
      }
      cell.isSelected = engine.selected.contains(path)
    }
  }

  func modelCheckExists(_ indexPath: IndexPath) { engine.checkExists(indexPath, in: "UICollectionView (\(self))") }
}
