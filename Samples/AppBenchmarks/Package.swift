// swift-tools-version: 6.2
import Foundation
import PackageDescription

// What an app pays for its snapshots: a package of its own that depends on
// the repository by path, so that ReuseKit's generic code is compiled as an
// app's module sees it. Run with
// `swift run -c release --package-path Samples/AppBenchmarks SnapshotBenchmark`.
// A path dependency is named after its folder, which a clone may rename.
let reuseKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
  name: "AppBenchmarks",
  platforms: [.iOS(.v15), .macOS(.v12)],
  dependencies: [.package(path: reuseKit.path)],
  targets: [
    .executableTarget(
      name: "SnapshotBenchmark",
      dependencies: [.product(name: "ReuseKit", package: reuseKit.lastPathComponent)]
    )
  ],
  swiftLanguageModes: [.v6]
)
