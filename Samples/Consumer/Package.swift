// swift-tools-version: 6.2
import Foundation
import PackageDescription

// An app's view of ReuseKit: a package of its own that depends on the
// repository by path and uses only its public API (no `@testable`, no
// `package` access). CI builds and runs it: `swift run --package-path Samples/Consumer`.
// A path dependency is named after its folder, which a clone may rename.
let reuseKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
  name: "Consumer",
  platforms: [.iOS(.v15), .macOS(.v12)],
  dependencies: [.package(path: reuseKit.path)],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [.product(name: "ReuseKit", package: reuseKit.lastPathComponent)]
    )
  ],
  swiftLanguageModes: [.v6]
)
