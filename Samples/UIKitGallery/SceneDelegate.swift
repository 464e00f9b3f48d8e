import ReuseKitUIKit
import UIKit

/// Shows the gallery in a navigation controller, in a window of the scene
/// that connects, sized by the scene rather than by `UIScreen.main`. The
/// feed demo keeps its reading position through a relaunch: the scene's
/// state restoration activity is the feed's, and a scene opens the feed
/// from it when it connects with one, or when the activity arrives later,
/// as after a launch while the device was locked.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let navigation = UINavigationController(rootViewController: GalleryMenuViewController())
    if let activity = session.stateRestorationActivity, let feed = FeedViewController(restoring: activity) {
      navigation.pushViewController(feed, animated: false)
    }
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
  }

  /// The restoration activity, once the system has it: after the scene
  /// connects, or, after a launch while the device was locked, once it is
  /// unlocked, when the session had none at connection. Opens the feed from
  /// it, unless the feed is already on screen.
  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
    guard let navigation = window?.rootViewController as? UINavigationController,
      !(navigation.topViewController is FeedViewController),
      let feed = FeedViewController(restoring: stateRestorationActivity)
    else { return }
    navigation.pushViewController(feed, animated: false)
  }

  /// The feed's reading position when the feed is on screen; UIKit keeps a
  /// copy for the next connection of this scene.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    let navigation = window?.rootViewController as? UINavigationController
    return (navigation?.topViewController as? FeedViewController)?.restorationActivity()
  }
}
