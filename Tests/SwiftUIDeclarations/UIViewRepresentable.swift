import UIKit

/// SwiftUI: `UIViewRepresentable`
/// (https://developer.apple.com/documentation/swiftui/uiviewrepresentable):
/// a UIKit view in a SwiftUI hierarchy. SwiftUI calls `makeCoordinator()`
/// and then `makeUIView(context:)` once for the view's identity, calls
/// `updateUIView(_:context:)` "for any changes affecting the corresponding
/// UIKit view" (which may be several times for one change: the model calls
/// it ``SwiftUIModelHost/updatesPerChange`` times), and calls
/// `dismantleUIView(_:coordinator:)` when the view leaves the hierarchy.
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  @MainActor func makeUIView(context: Context) -> UIViewType
  @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
  @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  @MainActor func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
  /// SwiftUI: the default coordinator is `Void`.
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// SwiftUI: the default `dismantleUIView` does nothing.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable and has no body") }
}

/// SwiftUI: `UIViewRepresentableContext`
/// (https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext):
/// the coordinator, the transaction of the update, and the environment.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// SwiftUI: `UIViewControllerRepresentable`
/// (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable):
/// as `UIViewRepresentable`, for a view controller.
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
  @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  @MainActor static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  @MainActor func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
  public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable and has no body") }
}

/// SwiftUI: `UIViewControllerRepresentableContext`.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// Model only: one representable the host keeps, by place.
@MainActor
final class ModelHostedRepresentable {
  init(type: Any.Type, view: UIView, coordinator: Any, dismantle: @escaping @MainActor () -> Void) {
    self.type = ObjectIdentifier(type)
    self.view = view
    self.coordinator = coordinator
    self.dismantle = dismantle
  }
  let type: ObjectIdentifier
  let view: UIView
  let coordinator: Any
  let dismantle: @MainActor () -> Void
}
