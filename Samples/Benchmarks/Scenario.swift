import Foundation
import ReuseKitTestSupport

/// One input shape of the diff benchmark: the source, and how the target is
/// made from it.
struct Scenario {
  let name: String
  let count: Int
  let deleteRange: Range<Int>
  let insertCount: Int
  let insertAt: Int
  let shuffleRange: Range<Int>

  /// The scenarios of the shared benchmark inputs, in order.
  static let all = [
    Scenario(
      name: "5k", count: 5_000, deleteRange: 2_000..<3_000, insertCount: 1_000, insertAt: 3_000,
      shuffleRange: 0..<200),
    Scenario(
      name: "100k", count: 100_000, deleteRange: 20_000..<30_000, insertCount: 10_000, insertAt: 30_000,
      shuffleRange: 0..<2_000),
    Scenario(
      name: "1m", count: 1_000_000, deleteRange: 200_000..<210_000, insertCount: 10_000, insertAt: 300_000,
      shuffleRange: 0..<2_000),
  ]

  /// The scenarios named by `name`, or all of them.
  static func selected(_ name: String?) -> [Scenario] {
    guard let name else { return all }
    let chosen = all.filter { $0.name == name }
    if chosen.isEmpty { print("unknown scenario \(name); choose one of \(all.map(\.name))") }
    return chosen
  }

  /// Source and target, built with `make` from a fixed-seed generator.
  func inputs<Element>(_ make: (inout SeededGenerator) -> Element) -> (source: [Element], target: [Element]) {
    var generator = SeededGenerator(seed: 20_260_101)
    let source = (0..<count).map { _ in make(&generator) }
    var target = source
    target.removeSubrange(deleteRange)
    target.insert(contentsOf: (0..<insertCount).map { _ in make(&generator) }, at: insertAt)
    target[shuffleRange].shuffle(using: &generator)
    return (source, target)
  }
}

extension SeededGenerator {
  /// A random UUID from this generator.
  mutating func uuid() -> UUID {
    let high = next()
    let low = next()
    return withUnsafeBytes(of: (high, low)) { bytes in
      UUID(uuid: bytes.load(as: uuid_t.self))
    }
  }
}
