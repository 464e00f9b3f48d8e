// swift-tools-version: 6.2
import PackageDescription

/// `REUSEKIT_INTERNAL_CHECKS=1 swift test` compiles ReuseKit's invariant
/// checks in (see CONTRIBUTING.md). CI sets the variable; nothing sets it
/// for a user's build, so an app that depends on ReuseKit runs no check.
let internalChecks: [SwiftSetting] =
  switch Context.environment["REUSEKIT_INTERNAL_CHECKS"] {
  case nil, "", "0": []
  default: [.define("REUSEKIT_INTERNAL_CHECKS")]
  }

let package = Package(
  name: "ReuseKit",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "ReuseKitDiff", targets: ["ReuseKitDiff"]),
    .library(name: "ReuseKit", targets: ["ReuseKit"]),
    .library(name: "ReuseKitUIKit", targets: ["ReuseKitUIKit"]),
    .library(name: "ReuseKitSwiftUI", targets: ["ReuseKitSwiftUI"]),
  ],
  targets: [
    // Standard library only: identity, changesets, the diff and its stages.
    .target(name: "ReuseKitDiff"),
    // Views, registration, reuse, snapshots, validation, layout, headless containers.
    .target(
      name: "ReuseKit",
      dependencies: ["ReuseKitDiff"],
      swiftSettings: internalChecks,
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // Apple-platform adapters; every file is wrapped in `#if canImport(UIKit)`.
    .target(name: "ReuseKitUIKit", dependencies: ["ReuseKit"]),
    // SwiftUI both ways (iOS 16); every file is wrapped in `#if canImport(SwiftUI) && canImport(UIKit)`.
    .target(name: "ReuseKitSwiftUI", dependencies: ["ReuseKitUIKit"]),

    .target(
      name: "ReuseKitTestSupport",
      dependencies: ["ReuseKit"],
      path: "Tests/ReuseKitTestSupport"
    ),
    .testTarget(
      name: "ReuseKitDiffTests",
      dependencies: ["ReuseKitDiff", "ReuseKitTestSupport"]
    ),
    .testTarget(
      name: "ReuseKitTests",
      dependencies: ["ReuseKit", "ReuseKitTestSupport"],
      swiftSettings: internalChecks,
      plugins: ["ReadmeSnippets"]
    ),
    // README.md's Linux quick start, compiled into ReuseKitTests as written.
    .executableTarget(name: "ReadmeSnippetExtractor", path: "Tests/ReadmeSnippetExtractor"),
    .plugin(
      name: "ReadmeSnippets",
      capability: .buildTool(),
      dependencies: ["ReadmeSnippetExtractor"],
      path: "Tests/ReadmeSnippetsPlugin"
    ),

    // The terminal demo: its logic and views in GalleryKit, tested by GalleryTests.
    // The store front, one file that the three galleries compile.
    .target(name: "StoreFront", dependencies: ["ReuseKit"], path: "Samples/StoreFront"),
    .target(name: "GalleryKit", dependencies: ["ReuseKit", "StoreFront"], path: "Samples/GalleryKit"),
    .executableTarget(name: "Gallery", dependencies: ["GalleryKit"], path: "Samples/Gallery"),
    .testTarget(name: "GalleryTests", dependencies: ["GalleryKit", "StoreFront"]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["ReuseKit", "ReuseKitTestSupport"],
      path: "Samples/Benchmarks"
    ),
  ],
  swiftLanguageModes: [.v6]
)
