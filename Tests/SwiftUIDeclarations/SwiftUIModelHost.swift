import UIKit

/// Model only: plays SwiftUI's part for a root view in a window of the size
/// the test sets. A write to a `State` schedules one update on
/// `UIKitModelRunLoop.main` (writes of one turn share it, with the last
/// write's transaction); an update evaluates the bodies, makes the
/// representables that appear, calls `updateUIView` ``updatesPerChange``
/// times on each when a `State` that a body read in the last update was
/// written since (SwiftUI "calls this method for any changes affecting the
/// corresponding UIKit view",
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)),
/// and dismantles those that left. Every hosted view is
/// given the window's bounds. A `State` write while an update runs is
/// recorded, as SwiftUI reports "Modifying state during view update".
@MainActor
public final class SwiftUIModelHost {
  // MARK: - Lifecycle

  /// Hosts `root` in a window of `size`, and updates it once.
  public init<Root: View>(_ root: Root, size: CGSize = CGSize(width: 390, height: 844)) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    renderRoot = { $0.render(root) }
    Self.active = self
    update(Transaction())
  }

  // MARK: - Public

  /// The window the representables' views are in.
  public let window: UIWindow

  /// How many times an update calls `updateUIView` on each representable:
  /// SwiftUI may call it more than once for one change.
  public var updatesPerChange = 2

  /// One entry per `State` written while an update ran.
  public private(set) var stateWritesDuringUpdate: [String] = []

  /// How many updates ran, and how many `updateUIView` calls.
  public private(set) var updateCount = 0
  public private(set) var updateUIViewCount = 0

  /// The texts the last update showed, outside representables.
  public private(set) var texts: [String] = []

  /// The transaction of the last update.
  public private(set) var lastTransaction = Transaction()

  /// The view of the first hosted representable whose view is a `View`.
  public func hostedView<HostedView: UIView>(_ type: HostedView.Type) -> HostedView? {
    hosted.values.lazy.compactMap { $0.view as? HostedView }.first
  }

  /// Model only: the coordinator of the first hosted representable whose
  /// coordinator is a `Coordinator`, for a test that reads what it keeps.
  public func modelCoordinator<Coordinator>(_ type: Coordinator.Type) -> Coordinator? {
    hosted.values.lazy.compactMap { $0.coordinator as? Coordinator }.first
  }

  /// Updates now, in `transaction`.
  public func update(_ transaction: Transaction) {
    scheduled = false
    lastTransaction = transaction
    updateCount += 1
    // The representables depend on what the bodies read the last time.
    updatesRepresentables = !written.isDisjoint(with: reads) || forcesUpdate
    (written, reads, forcesUpdate) = ([], [], false)
    let renderer = SwiftUIModelRenderer(host: self, memory: memory, proposedSize: window.bounds.size)
    seen = []
    Self.updateDepth += 1
    renderRoot?(renderer)
    Self.updateDepth -= 1
    texts = renderer.texts
    for place in Set(hosted.keys).subtracting(seen) { dismantle(at: place) }
    renderer.runPendingActions()
  }

  /// Takes the root out of the hierarchy: every representable is dismantled
  /// and its view removed; the host keeps nothing of them.
  public func tearDown() {
    renderRoot = nil
    for place in hosted.keys { dismantle(at: place) }
    if Self.active === self { Self.active = nil }
  }

  // MARK: - Internal

  /// The host state writes schedule an update of.
  static weak var active: SwiftUIModelHost?

  /// How many updates (of a host or of a hosting view) are running.
  static var updateDepth = 0

  /// A `State` is about to change: recorded when an update runs, and an
  /// update is scheduled.
  static func stateWillChange(_ state: ObjectIdentifier) {
    guard let host = active else { return }
    host.written.insert(state)
    if updateDepth > 0 {
      host.stateWritesDuringUpdate.append("Modifying state during view update, this will cause undefined behavior.")
    }
    host.pendingTransaction = ModelTransactions.current ?? Transaction()
    guard !host.scheduled else { return }
    host.scheduled = true
    UIKitModelRunLoop.main.perform { [weak host] in
      guard let host, host.scheduled else { return }
      host.update(host.pendingTransaction)
    }
  }

  /// A body read the `State` whose storage is `state`: the views it draws
  /// depend on it. Reads outside a body, as in `updateUIView`, do not count.
  static func stateWasRead(_ state: ObjectIdentifier) {
    guard SwiftUIModelRenderer.current != nil, let host = active else { return }
    host.reads.insert(state)
  }

  /// Model only: the next update calls `updateUIView` whatever changed, as
  /// for a change of the environment or of a representable's own inputs.
  public func forceRepresentableUpdates() { forcesUpdate = true }

  /// Model only: the window takes `size`, as when the device rotates or the
  /// app's window is resized, and SwiftUI's next layout gives each hosted
  /// view the window's new bounds; UIKit lays them out in its next pass.
  /// No update runs and no `updateUIView` is called: SwiftUI sizes a
  /// representable's view in its layout passes (`sizeThatFits` "may be
  /// called more than once with different proposed sizes during the same
  /// layout pass. SwiftUI views choose their own size",
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)),
  /// and calls `updateUIView(_:context:)` "for any changes affecting the
  /// corresponding UIKit view", among which Apple does not name a new size;
  /// the model takes the case harder for the code under test, where the
  /// view learns of its new size from UIKit's layout alone.
  public func resizeWindow(to size: CGSize) {
    window.frame = CGRect(origin: window.frame.origin, size: size)
    for entry in hosted.values { entry.view.frame = window.bounds }
  }

  func update<Representable: UIViewRepresentable>(
    _ representable: Representable, at place: String, environment: EnvironmentValues
  ) {
    let key = "\(place)#\(Representable.self)"
    seen.insert(key)
    let isNew = hosted[key] == nil
    let entry = hosted[key] ?? make(representable, at: key, environment: environment)
    guard let view = entry.view as? Representable.UIViewType,
      let coordinator = entry.coordinator as? Representable.Coordinator
    else { fatalError("the model keeps a \(Representable.self) of another type at \(key)") }
    view.frame = window.bounds
    guard isNew || updatesRepresentables else { return }
    let context = Representable.Context(
      coordinator: coordinator, transaction: lastTransaction, environment: environment)
    for _ in 0..<max(1, updatesPerChange) {
      updateUIViewCount += 1
      representable.updateUIView(view, context: context)
    }
  }

  // MARK: - Private

  private var renderRoot: (@MainActor (SwiftUIModelRenderer) -> Void)?
  private let memory = ModelViewMemory()
  private var hosted: [String: ModelHostedRepresentable] = [:]
  private var seen: Set<String> = []
  private var scheduled = false
  private var pendingTransaction = Transaction()
  /// The `State`s written since the last update, and those its bodies read.
  private var written: Set<ObjectIdentifier> = []
  private var reads: Set<ObjectIdentifier> = []
  private var updatesRepresentables = true
  private var forcesUpdate = false

  private func make<Representable: UIViewRepresentable>(
    _ representable: Representable, at key: String, environment: EnvironmentValues
  ) -> ModelHostedRepresentable {
    let coordinator = representable.makeCoordinator()
    let context = Representable.Context(
      coordinator: coordinator, transaction: lastTransaction, environment: environment)
    let view = representable.makeUIView(context: context)
    view.frame = window.bounds
    window.addSubview(view)
    let entry = ModelHostedRepresentable(type: Representable.self, view: view, coordinator: coordinator) {
      Representable.dismantleUIView(view, coordinator: coordinator)
    }
    hosted[key] = entry
    return entry
  }

  private func dismantle(at key: String) {
    guard let entry = hosted.removeValue(forKey: key) else { return }
    entry.dismantle()
    entry.view.removeFromSuperview()
  }
}
