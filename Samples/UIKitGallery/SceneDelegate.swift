import ReuseKitUIKit
import UIKit

/// Shows the gallery in a navigation controller, in a window of the scene
/// that connects, sized by the scene rather than by `UIScreen.main`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: GalleryMenuViewController())
    window.makeKeyAndVisible()
    self.window = window
  }
}
