import Foundation
import ReuseKitTestSupport

/// One input shape of the diff benchmark: the source, how the target is made
/// from it, and the element types it runs with.
struct Scenario {
  /// How the target is made from the source.
  enum Shape {
    /// The shared benchmark inputs: delete a range, insert new elements at an
    /// index after it, then shuffle a range.
    case ranges(delete: Range<Int>, insertCount: Int, insertAt: Int, shuffle: Range<Int>)
    /// The target is the source.
    case identical
    /// New elements after the last one.
    case append(Int)
    /// New elements before the first one.
    case prepend(Int)
    /// Elements whose content changes, spread evenly over the list.
    case edit(Int)
    /// Every element replaced by a new one.
    case replaced
    /// `percent`% of the elements deleted, as many inserted, and as many moved,
    /// each at random places.
    case scatter(percent: Int)
  }

  /// The elements a scenario runs with; see `BenchmarkElement`.
  enum Elements: String {
    case uuid, int, sequential, strided8, strided1024, revised
  }

  let name: String
  let count: Int
  let shape: Shape
  let elements: [Elements]

  /// Every scenario, in order.
  static let all: [Scenario] = {
    let ranges1m = Shape.ranges(delete: 200_000..<210_000, insertCount: 10_000, insertAt: 300_000, shuffle: 0..<2_000)
    return [
      Scenario(
        name: "5k", count: 5_000,
        shape: .ranges(delete: 2_000..<3_000, insertCount: 1_000, insertAt: 3_000, shuffle: 0..<200),
        elements: [.uuid, .int]),
      Scenario(
        name: "100k", count: 100_000,
        shape: .ranges(delete: 20_000..<30_000, insertCount: 10_000, insertAt: 30_000, shuffle: 0..<2_000),
        elements: [.uuid, .int]),
      Scenario(name: "1m", count: 1_000_000, shape: ranges1m, elements: [.uuid, .int]),
      Scenario(name: "identical-100k", count: 100_000, shape: .identical, elements: [.uuid]),
      Scenario(name: "append-100k", count: 100_000, shape: .append(10), elements: [.uuid]),
      Scenario(name: "prepend-100k", count: 100_000, shape: .prepend(10), elements: [.uuid]),
      Scenario(name: "edit-100k", count: 100_000, shape: .edit(10), elements: [.revised]),
      Scenario(name: "sequential-1m", count: 1_000_000, shape: ranges1m, elements: [.sequential]),
      Scenario(name: "strided8-1m", count: 1_000_000, shape: ranges1m, elements: [.strided8]),
      Scenario(name: "strided1024-1m", count: 1_000_000, shape: ranges1m, elements: [.strided1024]),
      Scenario(name: "replaced-100k", count: 100_000, shape: .replaced, elements: [.uuid]),
      Scenario(name: "scatter-100k", count: 100_000, shape: .scatter(percent: 1), elements: [.uuid, .int]),
      Scenario(name: "scatter-1m", count: 1_000_000, shape: .scatter(percent: 1), elements: [.uuid, .int]),
    ]
  }()

  /// The scenarios named by `name`, or all of them.
  static func selected(_ name: String?) -> [Scenario] {
    guard let name else { return all }
    let chosen = all.filter { $0.name == name }
    if chosen.isEmpty { print("unknown scenario \(name); choose one of \(all.map(\.name))") }
    return chosen
  }

  /// Source and target from a fixed-seed generator. `make` builds the
  /// element with a sequence number (0..<count for the source, then onward
  /// for new ones); `edit` changes an element's content.
  func inputs<Element>(
    _ make: (inout SeededGenerator, Int) -> Element, edit: (Element) -> Element
  ) -> (source: [Element], target: [Element]) {
    var generator = SeededGenerator(seed: 20_260_101)
    let source = (0..<count).map { make(&generator, $0) }
    var serial = count
    func fresh(_ amount: Int) -> [Element] {
      defer { serial += amount }
      return (serial..<(serial + amount)).map { make(&generator, $0) }
    }
    var target = source
    switch shape {
    case .ranges(let delete, let insertCount, let insertAt, let shuffle):
      target.removeSubrange(delete)
      target.insert(contentsOf: fresh(insertCount), at: insertAt)
      target[shuffle].shuffle(using: &generator)
    case .identical: break
    case .append(let amount): target += fresh(amount)
    case .prepend(let amount): target = fresh(amount) + target
    case .edit(let amount):
      for step in 0..<amount {
        let index = step * count / amount + count / (2 * amount)
        target[index] = edit(target[index])
      }
    case .replaced: target = fresh(count)
    case .scatter(let percent):
      let amount = count * percent / 100
      target = Self.removing(amount, from: target, using: &generator).kept
      let (kept, moving) = Self.removing(amount, from: target, using: &generator)
      target = Self.inserting((fresh(amount) + moving).shuffled(using: &generator), into: kept, using: &generator)
    }
    return (source, target)
  }

  /// Removes `amount` elements at distinct random positions, in one pass.
  private static func removing<Element>(
    _ amount: Int, from values: [Element], using generator: inout SeededGenerator
  ) -> (kept: [Element], removed: [Element]) {
    var chosen = Set<Int>()
    while chosen.count < amount { chosen.insert(Int.random(in: values.indices, using: &generator)) }
    var kept: [Element] = []
    var removed: [Element] = []
    kept.reserveCapacity(values.count - amount)
    for (index, value) in values.enumerated() {
      if chosen.contains(index) { removed.append(value) } else { kept.append(value) }
    }
    return (kept, removed)
  }

  /// Inserts `newValues` at random positions of `values`, in one pass.
  private static func inserting<Element>(
    _ newValues: [Element], into values: [Element], using generator: inout SeededGenerator
  ) -> [Element] {
    let positions = newValues.indices.map { _ in Int.random(in: 0...values.count, using: &generator) }.sorted()
    var result: [Element] = []
    result.reserveCapacity(values.count + newValues.count)
    var next = 0
    for (index, value) in values.enumerated() {
      while next < positions.count && positions[next] == index {
        result.append(newValues[next])
        next += 1
      }
      result.append(value)
    }
    result += newValues[next...]
    return result
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
