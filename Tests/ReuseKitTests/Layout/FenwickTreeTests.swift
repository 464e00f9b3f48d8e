import ReuseKitTestSupport
import Testing

@testable import ReuseKit

@Suite struct FenwickTreeTests {
  @Test(arguments: [0, 1, 2, 7, 64, 100])
  func sumsAndDescentMatchPlainArrays(count: Int) {
    var rng = SeededGenerator(seed: UInt64(count))
    var values = (0..<count).map { _ in Double(Int.random(in: 0...8, using: &rng)) / 2 }
    var tree = FenwickTree(values: values)
    for _ in 0..<50 {
      if count > 0 {
        let index = Int.random(in: 0..<count, using: &rng)
        let value = Double(Int.random(in: 0...8, using: &rng)) / 2
        tree.add(value - values[index], at: index)
        values[index] = value
      }
      var sum = 0.0
      for prefix in 0...count {
        #expect(tree.prefixSum(prefix) == sum)
        if prefix < count { sum += values[prefix] }
      }
      let offset = Double(Int.random(in: -2...(count * 4 + 2), using: &rng)) / 2
      let expected = (0...count).last { values[0..<$0].reduce(0, +) <= offset } ?? 0
      #expect(tree.count(endingAtOrBefore: offset) == expected)
    }
  }
}
