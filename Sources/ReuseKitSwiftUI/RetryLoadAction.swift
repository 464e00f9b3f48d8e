#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit

  /// Loads again at an edge of a ``DiffableList`` whose last load failed:
  /// what a retry view (``DiffableList/retryView(_:)``) or a state view
  /// (``DiffableList/stateView(_:)-2nwot``) calls, as `retry()`, from a button.
  ///
  /// Calling it starts the load at once, wherever the list is scrolled, and
  /// the retry view goes until that load ends; calling it when the edge is
  /// not failed, or once the list is gone, does nothing. Like SwiftUI's
  /// own actions it is a value: keep it, pass it to a subview, call it later.
  public struct RetryLoadAction: Sendable {
    // MARK: - Lifecycle

    /// An action that loads again at `edge` through `action`.
    init(edge: ContentEdge, action: @escaping @MainActor @Sendable () -> Void) {
      self.edge = edge
      self.action = action
    }

    // MARK: - Public

    /// The edge that loads again.
    public let edge: ContentEdge

    /// Loads again at ``edge``.
    @MainActor
    public func callAsFunction() { action() }

    // MARK: - Private

    private let action: @MainActor @Sendable () -> Void
  }
#endif
