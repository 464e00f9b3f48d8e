/// Seeded random inputs for diff tests: a source, and a target made from it by
/// deletes, inserts, moves, content updates and duplicates.
public struct RandomEdits {
  private var generator: SeededGenerator
  private var nextID = 1_000_000

  /// Creates an input maker whose cases are fixed by `seed`.
  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  /// A random integer in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

  /// A random boolean that is true with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }

  /// A fresh identity, never seen before.
  public mutating func freshID() -> Int {
    nextID += 1
    return nextID
  }

  /// A source of up to `maxCount` models, with duplicate identities now and then.
  public mutating func source(maxCount: Int) -> [Model] {
    let count = int(0...maxCount)
    let duplicates = chance(0.3)
    return (0..<count).map { _ in Model(id: duplicates ? int(0...max(1, count / 2)) : freshID()) }
  }

  /// A target made from `source`: the shape of the edit is picked at random.
  public mutating func target(from source: [Model]) -> [Model] {
    var target = source
    switch int(0...9) {
    case 0: return []
    case 1: return target.reversed()
    case 2: return target.shuffled(using: &generator)
    default: break
    }
    let deletes = target.isEmpty ? 0 : int(0...max(0, target.count / 3))
    for _ in 0..<deletes where !target.isEmpty { target.remove(at: int(0...(target.count - 1))) }
    for _ in 0..<int(0...10) {
      let id = chance(0.2) && !source.isEmpty ? source[int(0...(source.count - 1))].id : freshID()
      target.insert(Model(id: id), at: int(0...target.count))
    }
    for _ in 0..<int(0...5) where target.count > 1 {
      let element = target.remove(at: int(0...(target.count - 1)))
      target.insert(element, at: int(0...target.count))
    }
    for index in target.indices where chance(0.1) { target[index].value += 1 }
    return target
  }

  /// Up to `maxSections` sections with models identified by small integers.
  public mutating func sections(maxSections: Int, maxItems: Int) -> [[Model]] {
    (0..<int(0...maxSections)).map { _ in source(maxCount: maxItems) }
  }

  /// Shuffles `values` with this generator.
  public mutating func shuffled<T>(_ values: [T]) -> [T] { values.shuffled(using: &generator) }
}
