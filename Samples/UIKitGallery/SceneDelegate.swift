import ReuseKitUIKit
import UIKit

/// Shows the gallery in a navigation controller, in a window of the scene
/// that connects, sized by the scene rather than by `UIScreen.main`. The
/// feed demo keeps its reading position through a relaunch: the scene's
/// state restoration activity is the feed's, and a scene that connects
/// with one opens the feed from it.
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

  /// The feed's reading position when the feed is on screen; UIKit keeps a
  /// copy for the next connection of this scene.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    let navigation = window?.rootViewController as? UINavigationController
    return (navigation?.topViewController as? FeedViewController)?.restorationActivity()
  }
}
