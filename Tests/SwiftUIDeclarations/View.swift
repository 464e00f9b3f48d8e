import UIKit

/// SwiftUI: `View` (https://developer.apple.com/documentation/swiftui/view):
/// a value that describes part of the interface through its `body`. SwiftUI
/// evaluates `body` whenever the state it reads changes; the model does the
/// same through ``SwiftUIModelHost``. As in the iOS 16 SDK, only `body` is
/// main-actor isolated, not the protocol.
public protocol View {
  /// SwiftUI: `View.Body`.
  associatedtype Body: View
  /// SwiftUI: `View.body`, evaluated with the environment of its place.
  @ViewBuilder @MainActor var body: Body { get }
}

/// SwiftUI: `Never` is the body of primitive views.
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// Model only: a view the model draws itself instead of evaluating a body.
protocol ModelPrimitiveView {
  @MainActor func modelRender(_ renderer: SwiftUIModelRenderer)
}

/// SwiftUI: `ViewBuilder`
/// (https://developer.apple.com/documentation/swiftui/viewbuilder): builds
/// one view from the statements of a closure: several statements become a
/// `TupleView`, an `if` an optional view, an `if`–`else` a conditional one.
///
/// The model's builder is main-actor isolated, as are the initializers
/// that take one: it is only ever run from a body or a main-actor type.
@resultBuilder
@MainActor
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView(value: (repeat each content)) { renderer in
      var index = 0
      for child in repeat each content {
        renderer.renderChild(index, child)
        index += 1
      }
    }
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
}

/// SwiftUI: `TupleView`: the views of a builder block, in order.
public struct TupleView<T>: View, ModelPrimitiveView {
  public var value: T
  let renderChildren: @MainActor (SwiftUIModelRenderer) -> Void
  init(value: T, renderChildren: @escaping @MainActor (SwiftUIModelRenderer) -> Void) {
    self.value = value
    self.renderChildren = renderChildren
  }
  public var body: Never { fatalError("TupleView has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) { renderChildren(renderer) }
}

/// SwiftUI: `_ConditionalContent`, what an `if`–`else` builds; each branch
/// has an identity of its own, so switching branches replaces the views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, ModelPrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public var body: Never { fatalError("_ConditionalContent has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) {
    switch storage {
    case .trueContent(let content): renderer.renderChild("true", content)
    case .falseContent(let content): renderer.renderChild("false", content)
    }
  }
}

/// SwiftUI: `Optional: View` when its wrapped value is a view: nothing when `nil`.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional has no body") }
}

extension Optional: ModelPrimitiveView where Wrapped: View {
  func modelRender(_ renderer: SwiftUIModelRenderer) {
    if let wrapped = self { renderer.renderChild("some", wrapped) }
  }
}
