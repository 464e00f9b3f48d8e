import UIKit

/// SwiftUI: `EmptyView`: shows nothing.
public struct EmptyView: View, ModelPrimitiveView {
  public init() {}
  public var body: Never { fatalError("EmptyView has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) {}
}

/// SwiftUI: `Text` (https://developer.apple.com/documentation/swiftui/text):
/// one string. The model records it as one line of the rendered texts.
public struct Text: View, ModelPrimitiveView {
  let string: String
  public init(_ content: String) { string = content }
  public init(verbatim content: String) { string = content }
  public var body: Never { fatalError("Text has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) { renderer.texts.append(string) }
}

/// SwiftUI: `Image(systemName:)`; the model records `[image name]`.
public struct Image: View, ModelPrimitiveView {
  let name: String
  public init(systemName: String) { name = systemName }
  public var body: Never { fatalError("Image has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) { renderer.texts.append("[\(name)]") }
}

/// SwiftUI: `Spacer`: takes space, shows nothing.
public struct Spacer: View, ModelPrimitiveView {
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError("Spacer has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) {}
}

/// SwiftUI: `Color`, as a view that fills its space; the model draws nothing.
public struct Color: View, Hashable, Sendable, ModelPrimitiveView {
  let name: String
  public static let clear = Color(name: "clear")
  public static let accentColor = Color(name: "accent")
  public static let secondary = Color(name: "secondary")
  public var body: Never { fatalError("Color has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) {}
}

/// SwiftUI: `HorizontalAlignment`, `VerticalAlignment`, `Alignment`; the model does not lay out.
public struct HorizontalAlignment: Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
}

public struct VerticalAlignment: Sendable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let firstTextBaseline = VerticalAlignment()
}

public struct Alignment: Sendable {
  public static let center = Alignment()
  public static let leading = Alignment()
}

/// SwiftUI: `VStack`: its children top to bottom; the model records their texts in order.
public struct VStack<Content: View>: View, ModelPrimitiveView {
  let content: Content
  @MainActor public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { fatalError("VStack has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) { renderer.renderChild(0, content) }
}

/// SwiftUI: `HStack`: its children leading to trailing.
public struct HStack<Content: View>: View, ModelPrimitiveView {
  let content: Content
  @MainActor public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { fatalError("HStack has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) { renderer.renderChild(0, content) }
}

/// SwiftUI: `GeometryProxy`: the size proposed to a `GeometryReader`.
public struct GeometryProxy {
  public let size: CGSize
}

/// SwiftUI: `GeometryReader`
/// (https://developer.apple.com/documentation/swiftui/geometryreader): its
/// content is built with the size proposed to it. In the model that size is
/// the one the hosting view measured (``SwiftUIModelLayout``).
public struct GeometryReader<Content: View>: View, ModelPrimitiveView {
  let content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public var body: Never { fatalError("GeometryReader has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) {
    renderer.renderChild(0, content(GeometryProxy(size: renderer.proposedSize)))
  }
}

/// SwiftUI: `Button` (https://developer.apple.com/documentation/swiftui/button):
/// "A control that initiates an action"; its action "does something when a
/// user clicks or taps the button", and its label describes it. Signatures
/// as in the iOS 16.5 SDK (an action `@escaping () -> Void`). The model draws
/// the label's texts and records the button, with them, on the hosting view
/// that shows it (``ModelHostingContentView/modelTapButton(_:)`` is a
/// person's tap).
public struct Button<Label: View>: View, ModelPrimitiveView {
  let action: () -> Void
  let label: Label
  /// SwiftUI: `Button.init(action:label:)`.
  @MainActor public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
  public var body: Never { fatalError("Button has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) {
    let start = renderer.texts.count
    renderer.renderChild("label", label)
    renderer.buttons.append(ModelButton(texts: Array(renderer.texts[start...]), action: action))
  }
}

extension Button where Label == Text {
  /// SwiftUI: `Button.init(_:action:)`, a button whose label is a text of
  /// `title` (https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7).
  @MainActor public init(_ title: String, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// Model only: a button a drawing showed: the texts of its label, and its action.
public struct ModelButton {
  public let texts: [String]
  let action: () -> Void
}
