/// How an apply shows its changes: animated, faded, or at once.
///
/// <!-- compile: prelude message-snapshot -->
/// ```swift
/// await dataSource.apply(snapshot, animation: UpdateAnimation(insertions: .fade, deletions: .fade))
/// await dataSource.apply(snapshot, animation: .none)   // diffed, shown at once
/// await dataSource.apply(snapshot, animation: UpdateAnimation(insertions: .left, deletions: .right))
/// ```
///
/// Every option diffs and performs batch updates, so cells that survive keep
/// their views and their state; only ``DiffableDataSource/applySnapshotUsingReloadData(_:completion:)``
/// and ``DiffableDataSource/reloadDataThreshold`` reload. A table view
/// animates each kind of row change with its ``RowAnimation``; a collection
/// view animates or not; a headless container shows every change at once.
public struct UpdateAnimation: Hashable, Sendable {
  // MARK: - Lifecycle

  /// An animation with a row animation per kind of change, as a table view
  /// shows them: `UITableView.RowAnimation`.
  public init(insertions: RowAnimation, deletions: RowAnimation, reloads: RowAnimation = .automatic) {
    self.insertions = insertions
    self.deletions = deletions
    self.reloads = reloads
  }

  // MARK: - Public

  /// How inserted rows and sections appear.
  public var insertions: RowAnimation
  /// How deleted rows and sections disappear.
  public var deletions: RowAnimation
  /// How reloaded rows and sections change.
  public var reloads: RowAnimation

  /// The platform's own animation for every change: the default.
  public static let automatic = UpdateAnimation(insertions: .automatic, deletions: .automatic, reloads: .automatic)

  /// The changes are diffed and performed as batch updates, with animations
  /// off: UIKit's `UIView.performWithoutAnimation(_:)`.
  public static let none = UpdateAnimation(insertions: .none, deletions: .none, reloads: .none)

  /// Whether anything animates: `false` only when every kind is `.none`.
  package var isAnimated: Bool { self != .none }
}

/// How a table view animates one kind of row change: `UITableView.RowAnimation`.
public enum RowAnimation: Hashable, Sendable {
  /// The platform chooses.
  case automatic
  /// The rows fade.
  case fade
  /// The rows slide in from, or out to, the right.
  case right
  /// The rows slide in from, or out to, the left.
  case left
  /// The rows slide from or to the top.
  case top
  /// The rows slide from or to the bottom.
  case bottom
  /// The rows keep to the middle of their space.
  case middle
  /// No animation.
  case none
}
