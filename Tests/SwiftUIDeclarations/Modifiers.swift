import UIKit

/// Model only: a view with a modifier applied: `apply` draws `content` its own way.
struct ModelModified<Content: View>: View, ModelPrimitiveView {
  let content: Content
  let apply: @MainActor (SwiftUIModelRenderer, Content) -> Void
  var body: Never { fatalError("a modified view has no body") }
  func modelRender(_ renderer: SwiftUIModelRenderer) { apply(renderer, content) }
}

/// SwiftUI: `Edge.Set`.
public enum Edge: Sendable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// SwiftUI: `EdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// SwiftUI: `Font`; the model does not measure text, so a font changes nothing.
public struct Font: Hashable, Sendable {
  let name: String
  public static let body = Font(name: "body")
  public static let headline = Font(name: "headline")
  public static let caption = Font(name: "caption")
  public static let title = Font(name: "title")
}

@MainActor
extension View {
  /// SwiftUI: `View.padding(_:_:)`; the model adds `length` (16 by default)
  /// to the vertical edges it names in the ideal height (``SwiftUIModelLayout``).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    ModelModified(content: self) { renderer, content in
      let length = length ?? 16
      renderer.padding += (edges.contains(.top) ? length : 0) + (edges.contains(.bottom) ? length : 0)
      renderer.renderChild(0, content)
    }
  }

  /// SwiftUI: `View.padding(_:)` with one length for every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// SwiftUI: `View.font(_:)`.
  public func font(_ font: Font?) -> some View {
    ModelModified(content: self) { renderer, content in renderer.renderChild(0, content) }
  }

  /// SwiftUI: `View.fixedSize(horizontal:vertical:)`
  /// (https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)):
  /// the view takes its ideal size on the fixed axes whatever is proposed.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    ModelModified(content: self) { renderer, content in renderer.renderChild(0, content) }
  }

  /// SwiftUI: `View.background(alignment:content:)`
  /// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)):
  /// the background is proposed the size of the view it is behind; in the
  /// model, the ideal size of the view's texts (``SwiftUIModelLayout``).
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content background: () -> Background
  ) -> some View {
    let background = background()
    return ModelModified(content: self) { renderer, content in
      let start = renderer.texts.count
      let padding = renderer.padding
      renderer.renderChild(0, content)
      let size = SwiftUIModelLayout.idealSize(
        texts: Array(renderer.texts[start...]), padding: renderer.padding - padding, width: renderer.proposedSize.width)
      let texts = renderer.texts
      renderer.withProposedSize(size) { renderer.renderChild(1, background) }
      // A background is drawn, but its texts are not the view's content.
      renderer.texts = texts
    }
  }
}

/// SwiftUI: `EnvironmentKey`.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// SwiftUI: `EnvironmentValues`
/// (https://developer.apple.com/documentation/swiftui/environmentvalues):
/// the values a view reads from its place; a view's modifiers set them for
/// its content only.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]
  public init() {}
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// SwiftUI: `DynamicProperty`.
public protocol DynamicProperty {}

/// SwiftUI: `Environment`
/// (https://developer.apple.com/documentation/swiftui/environment): reads
/// an environment value of the view's place while its body is evaluated.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  @MainActor public var wrappedValue: Value {
    (SwiftUIModelRenderer.current?.environment ?? EnvironmentValues())[keyPath: keyPath]
  }
}

@MainActor
extension View {
  /// SwiftUI: `View.environment(_:_:)`: sets a value for this view's content.
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
    ModelModified(content: self) { renderer, content in
      let saved = renderer.environment
      renderer.environment[keyPath: keyPath] = value
      renderer.renderChild(0, content)
      renderer.environment = saved
    }
  }
}

/// SwiftUI: `PreferenceKey`
/// (https://developer.apple.com/documentation/swiftui/preferencekey): a
/// value views pass up to their ancestors, combined by `reduce`.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

@MainActor
extension View {
  /// SwiftUI: `View.preference(key:value:)`.
  public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
    ModelModified(content: self) { renderer, content in
      renderer.setPreference(key, value)
      renderer.renderChild(0, content)
    }
  }

  /// SwiftUI: `View.onPreferenceChange(_:perform:)`
  /// (https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)):
  /// `action` runs when the value the content passes up changes. The model
  /// runs it after the update that changed it, and also after the first
  /// one, the case harder for the caller.
  public func onPreferenceChange<Key: PreferenceKey>(
    _ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void
  ) -> some View where Key.Value: Equatable {
    ModelModified(content: self) { renderer, content in
      let value = renderer.collectingPreference(key) { renderer.renderChild(0, content) }
      renderer.onChange(of: value, perform: action)
    }
  }
}
