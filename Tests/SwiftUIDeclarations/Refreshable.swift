import UIKit

/// SwiftUI: `RefreshAction` (iOS 15;
/// https://developer.apple.com/documentation/swiftui/refreshaction): "An
/// action that initiates a refresh operation. When the refresh environment
/// value contains an instance of this structure, certain built-in views in
/// the corresponding Environment begin offering a refresh capability. They
/// apply the instance's handler to any refresh operation that the user
/// initiates."
///
/// As in the iOS 16.5 SDK's interface, it is not `Sendable`.
public struct RefreshAction {
  /// The handler `refreshable(action:)` was given.
  let handler: @Sendable () async -> Void

  /// SwiftUI: `RefreshAction.callAsFunction()`: "Initiates a refresh
  /// action"
  /// (https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction()):
  /// runs the handler and returns when it has finished.
  public func callAsFunction() async { await handler() }
}

/// The environment key of `EnvironmentValues.refresh`.
private struct ModelRefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// SwiftUI: `EnvironmentValues.refresh` (iOS 15, get-only in the SDK;
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/refresh):
  /// the refresh action of the view's place, `nil` by default; only
  /// `refreshable(action:)` sets it.
  public var refresh: RefreshAction? { self[ModelRefreshActionKey.self] }
}

@MainActor
extension View {
  /// SwiftUI: `View.refreshable(action:)` (iOS 15;
  /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)):
  /// "Apply this modifier to a view to set the refresh value in the view's
  /// environment to a RefreshAction instance that uses the specified action
  /// as its handler"; its return value is "A view with a new refresh action
  /// in its environment". The views under it, a `UIViewRepresentable`
  /// among them (its context's `environment`), read the action; the views
  /// beside and above it do not. The SDK's signature, with the parameter's
  /// `@_inheritActorContext`.
  public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
    ModelModified(content: self) { renderer, content in
      let saved = renderer.environment
      renderer.environment[ModelRefreshActionKey.self] = RefreshAction(handler: action)
      renderer.renderChild(0, content)
      renderer.environment = saved
    }
  }
}
