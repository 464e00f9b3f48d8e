/// UIKit: the batch updates of `UITableView`
/// (https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)).
/// A change outside a batch is a batch of its own.
extension UITableView {
  /// UIKit: `UITableView.performBatchUpdates(_:completion:)`. The block runs
  /// now and is not kept (`NS_NOESCAPE` in UIKit's header); the data source
  /// is read after it; visible rows are measured again, which is how an
  /// empty batch updates row heights; `completion` runs when the animations end.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    guard let result = engine.performBatch(updates) else { return }
    modelFinishBatch(discarding: result.discarded, reconfiguring: result.reconfigured)
    ModelItemEngine.complete(animated: window != nil && UIView.areAnimationsEnabled, completion)
  }

  /// UIKit: `UITableView.insertSections(_:with:)`.
  public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    engine.record({
      $0.insertedSections.formUnion(sections)
      $0.updates.insertSections(sections)
      modelRecord("insertSections", sections: sections, animation: animation)
    }) {
      performBatchUpdates { self.insertSections(sections, with: animation) }
    }
  }

  /// UIKit: `UITableView.deleteSections(_:with:)`.
  public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    engine.record({
      $0.deletedSections.formUnion(sections)
      $0.updates.deleteSections(sections)
      modelRecord("deleteSections", sections: sections, animation: animation)
    }) {
      performBatchUpdates { self.deleteSections(sections, with: animation) }
    }
  }

  /// UIKit: `UITableView.reloadSections(_:with:)`.
  public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    engine.record({
      $0.reloadedSections.formUnion(sections)
      $0.updates.reloadSections(sections)
      modelRecord("reloadSections", sections: sections, animation: animation)
    }) {
      performBatchUpdates { self.reloadSections(sections, with: animation) }
    }
  }

  /// UIKit: `UITableView.moveSection(_:toSection:)`.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    engine.record({
      $0.movedSections.append((section, newSection))
      $0.updates.moveSection(section, to: newSection)
    }) {
      performBatchUpdates { self.moveSection(section, toSection: newSection) }
    }
  }

  /// UIKit: `UITableView.insertRows(at:with:)`.
  public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    engine.record({
      $0.insertedItems.formUnion(indexPaths)
      $0.updates.inserts += indexPaths
      modelRecord("insertRows", rows: indexPaths, animation: animation)
    }) {
      performBatchUpdates { self.insertRows(at: indexPaths, with: animation) }
    }
  }

  /// UIKit: `UITableView.deleteRows(at:with:)`.
  public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    engine.record({
      $0.deletedItems.formUnion(indexPaths)
      $0.updates.deletes += indexPaths
      modelRecord("deleteRows", rows: indexPaths, animation: animation)
    }) {
      performBatchUpdates { self.deleteRows(at: indexPaths, with: animation) }
    }
  }

  /// UIKit: `UITableView.reloadRows(at:with:)`.
  public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    engine.record({
      $0.reloadedItems.formUnion(indexPaths)
      $0.updates.reloads += indexPaths
      modelRecord("reloadRows", rows: indexPaths, animation: animation)
    }) {
      performBatchUpdates { self.reloadRows(at: indexPaths, with: animation) }
    }
  }

  /// UIKit: `UITableView.moveRow(at:to:)`.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.record({
      $0.movedItems.append((indexPath, newIndexPath))
      $0.updates.moves.append((indexPath, newIndexPath))
    }) {
      performBatchUpdates { self.moveRow(at: indexPath, to: newIndexPath) }
    }
  }

  /// UIKit: `UITableView.reconfigureRows(at:)`
  /// (https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)):
  /// inside a batch the paths are the rows' paths before the update, outside
  /// one their current paths; a row without a cell is skipped.
  @available(iOS 15.0, *)
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    engine.record({ $0.reconfiguredItems += indexPaths }) {
      engine.reconfigure(indexPaths)
      setNeedsLayout()
    }
  }

  /// Model only: every row and section change the table was given, in
  /// order, with its `RowAnimation` and whether animations were enabled
  /// (`UIView.performWithoutAnimation(_:)` turns them off).
  public var modelRowAnimations: [UIKitModelRowAnimationRecord] { rowAnimationRecords }

  func modelRecord(
    _ change: String, rows: [IndexPath] = [], sections: IndexSet = [], animation: UITableView.RowAnimation
  ) {
    rowAnimationRecords.append(
      UIKitModelRowAnimationRecord(
        change: change, rows: rows, sections: sections, animation: animation, animated: UIView.areAnimationsEnabled))
  }

  func modelFinishBatch(
    discarding discarded: [(path: IndexPath, cell: UIView)], reconfiguring reconfigured: [IndexPath]
  ) {
    for (path, cell) in discarded { modelEndDisplaying(cell, at: path) }
    interaction.prefetched = engine.lastMapping.carry(interaction.prefetched)
    rowHeights = [:]
    modelEndDisplayingHeaders()
    headerHeights = [:]
    engine.reconfigure(reconfigured)
    modelLayoutRows(remeasuring: true)
  }
}

/// Model only: one row or section change of a table and its animation.
public struct UIKitModelRowAnimationRecord: Equatable, Sendable {
  /// The method: `"insertRows"`, `"deleteRows"`, `"reloadRows"`,
  /// `"insertSections"`, `"deleteSections"` or `"reloadSections"`.
  public var change: String
  /// The rows of a row change.
  public var rows: [IndexPath]
  /// The sections of a section change.
  public var sections: IndexSet
  /// UIKit: the `with:` argument, a `UITableView.RowAnimation`.
  public var animation: UITableView.RowAnimation
  /// Whether `UIView.areAnimationsEnabled` was on: `false` inside
  /// `UIView.performWithoutAnimation(_:)`
  /// (https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)).
  public var animated: Bool
}
