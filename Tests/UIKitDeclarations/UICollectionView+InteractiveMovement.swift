/// UIKit: the interactive movement of `UICollectionView` items
/// (https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)).
///
/// While the item moves, the collection view shows it at its current target
/// path; `endInteractiveMovement()` leaves it there and calls the data
/// source's `collectionView(_:moveItemAt:to:)` "if the position of the item
/// changed", so the data source updates its data only; the collection view
/// does not read the counts again (a data source that does not move the
/// item traps at the next update). `cancelInteractiveMovement()` puts it back.
extension UICollectionView {
  /// UIKit: `UICollectionView.beginInteractiveMovementForItem(at:)`: "returns
  /// `true` if it is possible to move the item", asking
  /// `collectionView(_:canMoveItemAt:)`. `false` while another movement runs.
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard let dataSource, interaction.movement == nil else { return false }
    modelCheckExists(indexPath)
    guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
    interaction.movement = (indexPath, indexPath)
    return true
  }

  /// UIKit: `UICollectionView.updateInteractiveMovementTargetPosition(_:)`:
  /// "updates the position of the item within the collection view's bounds"
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/updateinteractivemovementtargetposition(_:)).
  /// The model moves the item to the path of the item whose frame contains
  /// `targetPosition`, if any.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard let movement = interaction.movement else { return }
    guard let target = modelItem(at: targetPosition), target != movement.current else { return }
    engine.userMove(from: movement.current, to: target)
    modelAfterUserMove()
    interaction.movement = (movement.original, target)
  }

  /// UIKit: `UICollectionView.endInteractiveMovement()`: "ends interactive
  /// movement tracking and moves the target item to its new location"
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement()).
  public func endInteractiveMovement() {
    guard let movement = interaction.movement else { return }
    interaction.movement = nil
    guard movement.original != movement.current, let dataSource else { return }
    let recorded = UIKitModelRecorder.defaultsCalled.count
    dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
    if UIKitModelRecorder.defaultsCalled.dropFirst(recorded).contains(
      "UICollectionViewDataSource.collectionView(_:moveItemAt:to:)")
    {
      modelRaise("UIKit model: interactive movement needs collectionView(_:moveItemAt:to:) on the data source")
    }
  }

  /// UIKit: `UICollectionView.cancelInteractiveMovement()`: "ends interactive
  /// movement tracking and returns the target item to its original location"
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement()).
  public func cancelInteractiveMovement() {
    guard let movement = interaction.movement else { return }
    interaction.movement = nil
    guard movement.original != movement.current else { return }
    engine.userMove(from: movement.current, to: movement.original)
    modelAfterUserMove()
  }

  /// UIKit: `UICollectionView.hasUncommittedUpdates`, `true` during an
  /// interactive movement (UICollectionView.h; see `UITableView.hasUncommittedUpdates`).
  public var hasUncommittedUpdates: Bool { interaction.movement != nil }

  /// Model only: the user drags the item at `source` onto the item at
  /// `destination` and drops it there, through `beginInteractiveMovementForItem(at:)`,
  /// `updateInteractiveMovementTargetPosition(_:)` at the centre of
  /// `destination`'s frame, and `endInteractiveMovement()`. Returns whether
  /// the movement began.
  @discardableResult
  public func modelDragItem(at source: IndexPath, to destination: IndexPath) -> Bool {
    guard beginInteractiveMovementForItem(at: source) else { return false }
    if let frame = layoutAttributesForItem(at: destination)?.frame {
      updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
    }
    endInteractiveMovement()
    return true
  }

  private func modelItem(at point: CGPoint) -> IndexPath? {
    engine.loadCountsIfNeeded()
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return nil }
    let frames = flow.modelFrames(counts: engine.counts, width: bounds.width, sizes: modelMeasuredSizes).items
    return frames.first { $0.value.contains(point) }?.key
  }

  private func modelAfterUserMove() {
    visiblePaths = engine.lastMapping.carry(visiblePaths)
    interaction.prefetched = engine.lastMapping.carry(interaction.prefetched)
    modelMeasuredSizes = [:]
    modelLayoutItems()
  }
}
