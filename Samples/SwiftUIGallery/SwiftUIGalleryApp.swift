import SwiftUI

/// The app: the five screens in tabs. The screens run in the SwiftUI
/// model's tests (Tests/SwiftUIModelTests); this file only type-checks
/// against the iOS SDK (.ci/ios-sdk.sh).
@main
@MainActor
struct SwiftUIGalleryApp: App {
  var body: some Scene {
    WindowGroup {
      if #available(iOS 16.0, *) {
        TabView {
          ChatScreen().tabItem { Label("Chat", systemImage: "bubble.left") }
          PhotoGridScreen().tabItem { Label("Grid", systemImage: "square.grid.3x3") }
          FolderOutlineScreen().tabItem { Label("Outline", systemImage: "folder") }
          InboxScreen().tabItem { Label("Inbox", systemImage: "tray") }
          StoreFrontScreen().tabItem { Label("Store", systemImage: "bag") }
        }
      } else {
        Text("SwiftUIGallery needs iOS 16")
      }
    }
  }
}
