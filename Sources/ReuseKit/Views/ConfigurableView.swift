/// A view that shows one view model and can be reused for another.
///
/// Define a view once and show it anywhere: standalone, or hosted by a
/// ``HostingCell`` in a list or a grid. Nothing in the protocol names UIKit; on
/// Apple platforms the same view is usually also a `UIView`.
///
/// <!-- compile: prelude profile-model -->
/// ```swift
/// final class ProfileView: ConfigurableView {
///   private(set) var name = ""
///   init() {}
///   func configure(with viewModel: Profile) { name = viewModel.name }
/// }
/// ```
@MainActor
public protocol ConfigurableView: AnyObject {
  /// The value the view shows.
  associatedtype ViewModel

  /// Creates an empty view; the framework calls it when no view is free for reuse.
  init()

  /// Shows `viewModel`.
  func configure(with viewModel: ViewModel)

  /// Resets state that must not leak to the next view model. Called before a
  /// reused view is handed out again. The default does nothing.
  func prepareForReuse()

  /// The height the view needs when it is `width` wide, or `nil` when the
  /// container's fixed or estimated height should be used.
  ///
  /// This is the first pass of a two-pass layout: the container fixes the
  /// width, the view answers with its height. The default returns `nil`.
  func preferredHeight(forWidth width: Double) -> Double?

  /// Draws `state`: selected, highlighted, swiped… Called when the state of
  /// the item the view shows changes, and each time the view starts showing
  /// an item. The default does nothing.
  func update(for state: CellState)
}

extension ConfigurableView {
  /// Does nothing.
  public func prepareForReuse() {}

  /// Returns `nil`: the view does not size itself.
  public func preferredHeight(forWidth width: Double) -> Double? { nil }

  /// Does nothing: the view draws no state.
  public func update(for state: CellState) {}
}
