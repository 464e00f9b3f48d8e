/// UIKit: `UIApplication` (https://developer.apple.com/documentation/uikit/uiapplication).
@MainActor
open class UIApplication: UIResponder {
  /// UIKit: `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// UIKit: `UIApplication.LaunchOptionsKey.init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// UIKit: `UIApplication.LaunchOptionsKey.rawValue`.
    public var rawValue: String
  }
}

/// UIKit: `UIApplicationDelegate`
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate).
/// Every requirement is optional; the model declares those the sample uses.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// UIKit: `application(_:didFinishLaunchingWithOptions:)` (optional).
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// UIKit: `application(_:configurationForConnecting:options:)` (optional).
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  /// The default of an optional method: records the call, returns `true`.
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UIKitModelRecorder.record("UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)")
    return true
  }

  /// The default of an optional method: records the call, returns the session's configuration.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UIKitModelRecorder.record("UIApplicationDelegate.application(_:configurationForConnecting:options:)")
    return connectingSceneSession.configuration
  }

  /// UIKit: `UIApplicationDelegate.main()`, which makes `@main` start the
  /// app. The model has no app to start.
  public static func main() { fatalError("the UIKit model does not run apps; tests drive the sample's screens") }
}

/// UIKit: `UIScene` (https://developer.apple.com/documentation/uikit/uiscene).
@MainActor
open class UIScene: UIResponder {
  /// UIKit: `UIScene.ConnectionOptions`.
  @MainActor
  open class ConnectionOptions: NSObject {}

  /// UIKit: `UIScene.session`.
  public let session: UISceneSession

  init(session: UISceneSession) {
    self.session = session
    super.init()
  }
}

/// UIKit: `UIWindowScene` (https://developer.apple.com/documentation/uikit/uiwindowscene).
@MainActor
open class UIWindowScene: UIScene {
  /// Model only: a scene on the model's one screen.
  public init() { super.init(session: UISceneSession()) }

  /// UIKit: `UIWindowScene.screen`, unavailable here: the sample never needs it.
  var modelScreen: UIScreen { UIScreen.modelMain }

  /// Model only: what the system does when it disconnects `scene` and, at
  /// the next launch, connects a new one: it asks `delegate` for the
  /// scene's `stateRestorationActivity(for:)`, archives it, and returns a
  /// scene whose session holds the copy, for the test to connect.
  ///
  /// Launched while the device is locked (`lockedAtLaunch`), the new
  /// session holds no activity when the scene connects: "The initial value
  /// of stateRestorationActivity may not be immediately available when the
  /// scene is connected, depending on the app's default protection class and
  /// the lock state of the device" (UISceneSession.h, iOS 16.5 SDK). It
  /// arrives with ``modelRestoreInteractionState(delegate:)``.
  public static func modelReconnect(
    after scene: UIWindowScene, delegate: any UISceneDelegate, lockedAtLaunch: Bool = false
  ) -> UIWindowScene {
    let next = UIWindowScene()
    let copy = delegate.stateRestorationActivity(for: scene)?.modelArchivedCopy()
    if lockedAtLaunch {
      next.modelPendingActivity = copy
    } else {
      next.session.stateRestorationActivity = copy
    }
    return next
  }

  /// Model only: the activity a locked launch holds back until the device is unlocked.
  var modelPendingActivity: NSUserActivity?

  /// Model only: the system restores the scene's interaction state "after
  /// scene connection, but before activation", with "the activity that was
  /// last supplied to the stateRestorationActivityForScene callback"
  /// (UIScene.h, iOS 16.5 SDK, `scene:restoreInteractionStateWithUserActivity:`);
  /// after a locked launch, once the device is unlocked, when the session
  /// receives the activity. Nothing happens without one.
  public func modelRestoreInteractionState(delegate: any UISceneDelegate) {
    if let pending = modelPendingActivity {
      modelPendingActivity = nil
      session.stateRestorationActivity = pending
    }
    guard let activity = session.stateRestorationActivity else { return }
    delegate.scene(self, restoreInteractionStateWith: activity)
  }
}

/// UIKit: `UISceneSession` (https://developer.apple.com/documentation/uikit/uiscenesession).
@MainActor
open class UISceneSession: NSObject {
  /// UIKit: `UISceneSession.role`.
  public let role = UISceneSession.Role.windowApplication

  /// UIKit: `UISceneSession.configuration`.
  public let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)

  /// UIKit: `UISceneSession.stateRestorationActivity`: "Before
  /// disconnecting a scene, the system asks your delegate for an
  /// NSUserActivity object containing state information for that scene. If
  /// you provide that object, the system puts a copy of it in this
  /// property"
  /// (https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity).
  /// See ``UIWindowScene/modelReconnect(after:delegate:)``.
  open var stateRestorationActivity: NSUserActivity?

  /// UIKit: `UISceneSession.Role`.
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// UIKit: `UISceneSession.Role.init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit: `UISceneSession.Role.rawValue`.
    public var rawValue: String
    /// UIKit: `UISceneSession.Role.windowApplication`.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// UIKit: `UISceneConfiguration` (https://developer.apple.com/documentation/uikit/uisceneconfiguration).
@MainActor
open class UISceneConfiguration: NSObject {
  /// UIKit: `UISceneConfiguration.init(name:sessionRole:)`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }

  /// UIKit: `UISceneConfiguration.name`.
  public let name: String?

  /// UIKit: `UISceneConfiguration.role`.
  public let role: UISceneSession.Role

  /// UIKit: `UISceneConfiguration.delegateClass`.
  open var delegateClass: AnyClass?
}

/// UIKit: `UISceneDelegate` (https://developer.apple.com/documentation/uikit/uiscenedelegate).
/// Every requirement is optional; the model declares the ones the sample uses.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// UIKit: `scene(_:willConnectTo:options:)` (optional).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

  /// UIKit: `stateRestorationActivity(for:)` (optional): "Save enough
  /// information to be able to restore that state again after UIKit
  /// disconnects and then reconnects the scene"
  /// (https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)).
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

  /// UIKit: `scene(_:restoreInteractionStateWith:)` (optional): called
  /// "after scene connection, but before activation" with the activity
  /// last saved (UIScene.h, iOS 16.5 SDK).
  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
  /// The default of an optional method: records the call.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    UIKitModelRecorder.record("UISceneDelegate.scene(_:willConnectTo:options:)")
  }

  /// The default of an optional method: no activity, so nothing is restored.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    UIKitModelRecorder.record("UISceneDelegate.stateRestorationActivity(for:)")
    return nil
  }

  /// The default of an optional method: records the call.
  public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
    UIKitModelRecorder.record("UISceneDelegate.scene(_:restoreInteractionStateWith:)")
  }
}

/// UIKit: `UIWindowSceneDelegate` (https://developer.apple.com/documentation/uikit/uiwindowscenedelegate).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// UIKit: `UIWindowSceneDelegate.window` (optional; declared as a requirement).
  var window: UIWindow? { get set }
}
