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

  /// Model only: the user taps the item at `indexPath`, as UIKit handles a
  /// touch: `collectionView(_:shouldSelectItemAt:)` may refuse it; in single
  /// selection the other selected items are deselected (each asked with
  /// `shouldDeselectItemAt`, then `didDeselectItemAt`); the item is selected
  /// and `didSelectItemAt` is called. In multiple selection a tap on a
  /// selected item deselects it.
  public func modelTap(itemAt indexPath: IndexPath) {
    guard allowsSelection else { return }
    modelCheckExists(indexPath)
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
