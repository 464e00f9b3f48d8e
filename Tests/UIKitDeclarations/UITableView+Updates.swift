/// UIKit: the batch updates of `UITableView`
/// (https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)).
/// A change outside a batch is a batch of its own.
extension UITableView {
  /// UIKit: `UITableView.performBatchUpdates(_:completion:)`. The block runs
  /// now and is not kept (`NS_NOESCAPE` in UIKit's header); the data source
  /// is read after it; visible rows are measured again, which is how an
  /// empty batch updates row heights; `completion` runs when the animations end.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    interaction.checkNoUncommittedUpdates("performBatchUpdates(_:completion:)")
    guard let result = engine.performBatch(updates) else { return }
    modelFinishBatch(discarding: result.discarded, reconfiguring: result.reconfigured)
    let animated = window != nil && UIView.areAnimationsEnabled
    if animated { modelBeginAnimation(duration: UIKitModelRunLoop.animationDuration) }
    ModelItemEngine.complete(animated: animated, completion)
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
  /// one their current paths; a row without a cell (visible or prepared) is
  /// skipped. Outside a batch the reconfigured rows self-size again:
  /// "reconfiguring ... will also allow self-sizing cells to resize" (WWDC21
  /// session 10252, "Make blazing fast lists and collection views").
  @available(iOS 15.0, *)
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    engine.record({ $0.reconfiguredItems += indexPaths }) {
      engine.reconfigure(indexPaths)
      for path in indexPaths where engine.cells[path] != nil { rowHeights[path] = nil }
      setNeedsLayout()
    }
  }

  /// UIKit: `UITableView.SelfSizingInvalidation`
  /// (UITableView.h: "Calling -invalidateIntrinsicContentSize on a self-sizing
  /// cell or its contentView will cause it to be resized if necessary").
  @available(iOS 16.0, *)
  public enum SelfSizingInvalidation: Int, Sendable {
    /// UIKit: `.disabled`.
    case disabled
    /// UIKit: `.enabled`.
    case enabled
    /// UIKit: `.enabledIncludingConstraints`; the model treats it as `.enabled`.
    case enabledIncludingConstraints
  }

  /// UIKit: `UITableView.selfSizingInvalidation`, `.enabled` by default
  /// (https://developer.apple.com/documentation/uikit/uitableview/selfsizinginvalidation).
  @available(iOS 16.0, *)
  public var selfSizingInvalidation: SelfSizingInvalidation {
    get { SelfSizingInvalidation(rawValue: selfSizingInvalidationRawValue) ?? .enabled }
    set { selfSizingInvalidationRawValue = newValue.rawValue }
  }

  /// A cell, or its content view, invalidated its intrinsic size: with
  /// `selfSizingInvalidation` on, the table sizes its row again.
  func modelSelfSizingInvalidated(_ cell: UITableViewCell) {
    guard #available(iOS 16.0, *), selfSizingInvalidation != .disabled,
      let path = engine.cells.first(where: { $0.value === cell })?.key
    else { return }
    rowHeights[path] = nil
    setNeedsLayout()
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
    visibleRows = engine.lastMapping.carry(visibleRows)
    interaction.prefetched = engine.lastMapping.carry(interaction.prefetched)
    modelCarrySwipeActions()
    rowHeights = [:]
    modelCarrySupplementaryViews(engine.lastSectionSources, reloaded: engine.lastReloadedSections)
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
