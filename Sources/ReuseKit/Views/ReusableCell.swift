/// A reusable wrapper that hosts a ``ConfigurableView``, seen without its
/// view type.
///
/// Containers and reuse pools hold cells through this protocol;
/// ``HostingCell`` conforms to it.
@MainActor
package protocol ReusableCell: AnyObject {
  /// The identifier of the hosted view type.
  var reuseIdentifier: ReuseIdentifier { get }

  /// Forwards to the hosted view, and forgets the last view model.
  func prepareForReuse()

  /// Called when the hosted view reports that its size changed; the container
  /// that shows the cell sets it.
  var sizeInvalidationHandler: (@MainActor () -> Void)? { get set }

  /// Forwards to the hosted view's sizing hook.
  func preferredHeight(forWidth width: Double) -> Double?

  /// The state the cell last handed to its view.
  var state: CellState { get }

  /// Hands `state` to the view when it changed, or always when `force`.
  func apply(_ state: CellState, force: Bool)

  /// The view model the cell last showed, described; `nil` for none.
  var viewModelDescription: String? { get }
}
