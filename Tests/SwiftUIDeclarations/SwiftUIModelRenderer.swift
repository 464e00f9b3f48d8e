import UIKit

/// Model only: one evaluation of a view tree: bodies with their environment,
/// the texts the primitive views show, the preferences views pass up, and
/// the representables, by their place in the tree.
@MainActor
public final class SwiftUIModelRenderer {
  // MARK: - Lifecycle

  init(host: SwiftUIModelHost?, memory: ModelViewMemory, proposedSize: CGSize) {
    self.host = host
    self.memory = memory
    self.proposedSize = proposedSize
  }

  // MARK: - Internal

  /// The renderer whose bodies are being evaluated, for `@Environment`.
  static var current: SwiftUIModelRenderer?

  let host: SwiftUIModelHost?
  let memory: ModelViewMemory
  var environment = EnvironmentValues()
  var texts: [String] = []
  /// The buttons drawn, in order.
  var buttons: [ModelButton] = []
  var padding: CGFloat = 0
  private(set) var proposedSize: CGSize
  /// Preference actions to run once the update is over.
  private(set) var pendingActions: [@MainActor () -> Void] = []

  /// The place being drawn: its path from the root.
  var place: String { path.joined(separator: "/") }

  /// Draws `view`: a primitive itself, a representable through the host,
  /// any other view through its body, evaluated with this environment.
  func render<Content: View>(_ view: Content) {
    if let primitive = view as? any ModelPrimitiveView {
      primitive.modelRender(self)
    } else if let representable = view as? any UIViewRepresentable {
      hostRepresentable(representable)
    } else {
      let outer = Self.current
      Self.current = self
      let body = view.body
      Self.current = outer
      renderChild(String(describing: Content.self), body)
    }
  }

  /// Draws `view` as the child `key` of the place being drawn.
  func renderChild<Content: View>(_ key: some CustomStringConvertible, _ view: Content) {
    path.append(key.description)
    render(view)
    path.removeLast()
  }

  /// Runs `body` with `size` proposed to the views it draws.
  func withProposedSize(_ size: CGSize, _ body: () -> Void) {
    let outer = proposedSize
    proposedSize = size
    body()
    proposedSize = outer
  }

  func setPreference<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value) {
    guard !preferenceScopes.isEmpty else { return }
    let id = ObjectIdentifier(key)
    var combined = preferenceScopes[preferenceScopes.count - 1][id] as? Key.Value ?? Key.defaultValue
    Key.reduce(value: &combined) { value }
    preferenceScopes[preferenceScopes.count - 1][id] = combined
  }

  /// The value of `key` that the views `body` draws pass up.
  func collectingPreference<Key: PreferenceKey>(_ key: Key.Type, _ body: () -> Void) -> Key.Value {
    preferenceScopes.append([:])
    body()
    let value = preferenceScopes.removeLast()[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
    // The value also reaches the ancestors.
    if !preferenceScopes.isEmpty { setPreference(key, value) }
    return value
  }

  /// Schedules `action` for after the update when `value` differs from the
  /// one of the previous update at this place, or there was none.
  func onChange<Value: Equatable>(of value: Value, perform action: @escaping (Value) -> Void) {
    let key = place
    if let last = memory.lastValues[key] as? Value, last == value { return }
    memory.lastValues[key] = value
    pendingActions.append { action(value) }
  }

  /// Runs the preference actions of the update.
  func runPendingActions() {
    let actions = pendingActions
    pendingActions = []
    for action in actions { action() }
  }

  // MARK: - Private

  private var path: [String] = []
  private var preferenceScopes: [[ObjectIdentifier: Any]] = []

  private func hostRepresentable<Representable: UIViewRepresentable>(_ representable: Representable) {
    guard let host else {
      fatalError("the SwiftUI model hosts a UIViewRepresentable only under a SwiftUIModelHost")
    }
    host.update(representable, at: place, environment: environment)
  }
}

/// Model only: what a host keeps between updates, by place.
@MainActor
final class ModelViewMemory {
  var lastValues: [String: Any] = [:]
}

/// Model only: the sizes the model gives SwiftUI content, which it cannot
/// lay out: each text is one line of ``lineHeight`` points, plus padding;
/// a test may set ``idealHeight`` instead.
@MainActor
public enum SwiftUIModelLayout {
  /// The height of one line of text.
  public static var lineHeight: CGFloat = 20
  /// The ideal height of content that shows `texts` at `width`, without its
  /// padding; `nil`, the default, gives every text one line.
  public static var idealHeight: (@MainActor (_ texts: [String], _ width: CGFloat) -> CGFloat)?

  static func idealSize(texts: [String], padding: CGFloat, width: CGFloat) -> CGSize {
    let height = idealHeight?(texts, width) ?? CGFloat(texts.count) * lineHeight
    return CGSize(width: width, height: height + padding)
  }
}
