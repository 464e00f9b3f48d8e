import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// The identity table behind a snapshot's index, driven by random seeded
/// steps (inserts, repeats, removals, rollbacks, compactions, rewrites,
/// moves between tables) and checked after every step against a plain
/// dictionary: every identity the model holds is found with its value, and
/// identities it does not hold are not. The identities hash to a handful
/// of values, so probes run long and removals shift buckets back across
/// clusters that wrap around the end.
@Suite struct IdentityHashTablePropertyTests {
  /// An identity whose hash value takes one of seven values.
  struct Clumped: Hashable, CustomStringConvertible {
    let value: Int

    func hash(into hasher: inout Hasher) { hasher.combine(value % 7) }

    var description: String { "\(value)" }
  }

  typealias Table = IdentityHashTable<Clumped, Int>

  @Test(arguments: 0..<PropertyTestBudget.cases(12))
  func randomStepsKeepTheTableEqualToADictionary(seed: Int) {
    var random = SeededGenerator(seed: 0x1DE7_7AB1 + UInt64(seed))
    var table = Table()
    var model: [Clumped: Int] = [:]
    var other = Table()
    for step in 0..<1_500 {
      let id = Clumped(value: Int.random(in: 0..<300, using: &random))
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<45:
        let existing = table.insert(id, hash: id.hashValue, value: step)
        #expect((existing != nil) == (model[id] != nil), "seed \(seed) step \(step): insert \(id)")
        if model[id] == nil { model[id] = step }
      case 45..<70:
        if let entry = table.entry(of: id, hash: id.hashValue) {
          table.remove(entry: entry)
          model[id] = nil
        }
      case 70..<78:
        // A batch that stops at a repeat is taken back.
        let start = table.count
        let batch = (0..<Int.random(in: 1..<20, using: &random)).map { _ in
          Clumped(value: Int.random(in: 300..<400, using: &random))
        }
        for added in batch where table.insert(added, hash: added.hashValue, value: -1) != nil { break }
        table.removeEntries(from: start)
      case 78..<84:
        let cut = Int.random(in: 0..<300, using: &random)
        table.compact { $0 % 3 != 0 || $0 < cut }
        model = model.filter { $0.value % 3 != 0 || $0.value < cut }
      case 84..<90:
        table.updateValues { $0 += 1 }
        for key in model.keys { model[key]! += 1 }
      case 90..<95:
        // An entry moves to another table, with no hashing.
        if let entry = table.entry(of: id, hash: id.hashValue), other.entry(of: id, hash: id.hashValue) == nil {
          other.insertMoved(table.entries[entry])
          table.remove(entry: entry)
          model[id] = nil
        }
      default:
        table.reserveCapacity(table.count + Int.random(in: 0..<200, using: &random))
      }
      Self.check(table, against: model, seed: seed, step: step)
    }
  }

  static func check(_ table: Table, against model: [Clumped: Int], seed: Int, step: Int) {
    #expect(
      table.count == model.count, "seed \(seed) step \(step): \(table.count) entries, \(model.count) in the model")
    for (id, value) in model {
      let found = table.entry(of: id, hash: id.hashValue).map { table.entries[$0].value }
      guard found == value else {
        Issue.record("seed \(seed) step \(step): \(id) gives \(String(describing: found)), not \(value)")
        return
      }
    }
    for value in stride(from: 0, to: 400, by: 37) where model[Clumped(value: value)] == nil {
      let id = Clumped(value: value)
      #expect(table.entry(of: id, hash: id.hashValue) == nil, "seed \(seed) step \(step): \(id) is found")
    }
    #if REUSEKIT_INTERNAL_CHECKS
      table.checkTable()
    #endif
  }
}
