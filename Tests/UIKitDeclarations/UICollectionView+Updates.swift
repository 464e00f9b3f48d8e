/// UIKit: the batch updates of `UICollectionView`
/// (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)).
/// A change outside a batch is a batch of its own.
extension UICollectionView {
  /// UIKit: `UICollectionView.performBatchUpdates(_:completion:)`. The block
  /// runs now and is not kept (`NS_NOESCAPE`); counts not loaded yet (a
  /// pending `reloadData()`) are read at the first change, the data source
  /// after the block; `completion` runs when the animations end.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    interaction.checkNoUncommittedUpdates("performBatchUpdates(_:completion:)")
    guard let result = engine.performBatch(updates) else { return }
    for (path, cell) in result.discarded { modelEndDisplaying(cell, at: path) }
    visiblePaths = engine.lastMapping.carry(visiblePaths)
    interaction.prefetched = engine.lastMapping.carry(interaction.prefetched)
    _ = interaction.carrySwipe(engine.lastMapping)
    modelCarryHeaders()
    modelMeasuredSizes = [:]
    if UICollectionViewCompositionalLayout.modelBatchUpdatesResetOrthogonalOffsets {
      (collectionViewLayout as? UICollectionViewCompositionalLayout)?.modelResetOrthogonalOffsets()
    }
    engine.reconfigure(result.reconfigured)
    modelLayoutItems()
    let animated = window != nil && UIView.areAnimationsEnabled
    if animated { modelBeginAnimation(duration: UIKitModelRunLoop.animationDuration) }
    ModelItemEngine.complete(animated: animated, completion)
  }

  /// UIKit: `UICollectionView.insertSections(_:)`.
  public func insertSections(_ sections: IndexSet) {
    engine.record({
      $0.insertedSections.formUnion(sections)
      $0.updates.insertSections(sections)
    }) { performBatchUpdates { self.insertSections(sections) } }
  }

  /// UIKit: `UICollectionView.deleteSections(_:)`.
  public func deleteSections(_ sections: IndexSet) {
    engine.record({
      $0.deletedSections.formUnion(sections)
      $0.updates.deleteSections(sections)
    }) { performBatchUpdates { self.deleteSections(sections) } }
  }

  /// UIKit: `UICollectionView.reloadSections(_:)`.
  public func reloadSections(_ sections: IndexSet) {
    engine.record({
      $0.reloadedSections.formUnion(sections)
      $0.updates.reloadSections(sections)
    }) { performBatchUpdates { self.reloadSections(sections) } }
  }

  /// UIKit: `UICollectionView.moveSection(_:toSection:)`.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    engine.record({
      $0.movedSections.append((section, newSection))
      $0.updates.moveSection(section, to: newSection)
    }) {
      performBatchUpdates { self.moveSection(section, toSection: newSection) }
    }
  }

  /// UIKit: `UICollectionView.insertItems(at:)`.
  public func insertItems(at indexPaths: [IndexPath]) {
    engine.record({
      $0.insertedItems.formUnion(indexPaths)
      $0.updates.inserts += indexPaths
    }) {
      performBatchUpdates { self.insertItems(at: indexPaths) }
    }
  }

  /// UIKit: `UICollectionView.deleteItems(at:)`.
  public func deleteItems(at indexPaths: [IndexPath]) {
    engine.record({
      $0.deletedItems.formUnion(indexPaths)
      $0.updates.deletes += indexPaths
    }) {
      performBatchUpdates { self.deleteItems(at: indexPaths) }
    }
  }

  /// UIKit: `UICollectionView.reloadItems(at:)`.
  public func reloadItems(at indexPaths: [IndexPath]) {
    engine.record({
      $0.reloadedItems.formUnion(indexPaths)
      $0.updates.reloads += indexPaths
    }) {
      performBatchUpdates { self.reloadItems(at: indexPaths) }
    }
  }

  /// UIKit: `UICollectionView.moveItem(at:to:)`.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.record({
      $0.movedItems.append((indexPath, newIndexPath))
      $0.updates.moves.append((indexPath, newIndexPath))
    }) {
      performBatchUpdates { self.moveItem(at: indexPath, to: newIndexPath) }
    }
  }

  /// UIKit: `UICollectionView.reconfigureItems(at:)`
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)):
  /// existing cells, prefetched ones included, are configured again; paths
  /// are before the update inside a batch, current outside; an item without
  /// a cell is skipped. Outside a batch the reconfigured items self-size
  /// again: "reconfiguring ... will also allow self-sizing cells to resize"
  /// (WWDC21 session 10252, "Make blazing fast lists and collection views").
  @available(iOS 15.0, *)
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    engine.record({ $0.reconfiguredItems += indexPaths }) {
      engine.reconfigure(indexPaths)
      for path in indexPaths where engine.cells[path] != nil { modelMeasuredSizes[path] = nil }
      setNeedsLayout()
    }
  }
}
