import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// What the walk behind `visibleItems` costs, counted rather than timed: it
/// visits the visible rows and nothing else, however many items are hidden.
@Suite struct OutlineWalkTests {
  /// Where a walk of a whole snapshot starts: above the roots.
  static let top = SectionSnapshot<Int>.noParent

  /// 91 folders: 90 of 1,000 files, and one in the middle of 10,000; 100,091 items.
  static func tree() -> SectionSnapshot<Int> {
    var tree = SectionSnapshot<Int>()
    let folders = Array(0..<91).map { -1 - $0 }
    tree.append(folders)
    var next = 0
    for folder in folders {
      let count = folder == -46 ? 10_000 : 1_000
      tree.append(Array(next..<next + count), to: folder)
      next += count
    }
    return tree
  }

  @Test func expandAndCollapseVisitOnlyTheVisibleRows() {
    var tree = Self.tree()
    #expect(tree.items.count == 100_091)
    tree.expand([-3, -80])
    let before = tree.preorder(under: Self.top, expandedOnly: true)
    #expect(before.visits == 2_091 && before.items == tree.visibleItems)
    tree.expand([-46])
    let expanded = tree.preorder(under: Self.top, expandedOnly: true)
    #expect(expanded.visits == 12_091 && expanded.items.count == 12_091)
    #expect(expanded.items[1_045..<1_047] == [-46, 45_000])
    tree.collapse([-46])
    #expect(tree.preorder(under: Self.top, expandedOnly: true).visits == 2_091)
    tree.collapse([-3, -80])
    #expect(tree.preorder(under: Self.top, expandedOnly: true).visits == 91)
  }

  @Test func aHiddenSubtreeCostsNothingHoweverDeep() {
    var chain = SectionSnapshot<Int>()
    chain.append([0])
    for depth in 1..<5_000 { chain.append([depth], to: depth - 1) }
    #expect(chain.level(of: 4_999) == 4_999 && chain.index(of: 4_999) == 4_999)
    #expect(chain.preorder(under: Self.top, expandedOnly: true).visits == 1)
    chain.expand(Array(0..<5_000))
    #expect(chain.preorder(under: Self.top, expandedOnly: true).visits == 5_000)
    #expect(chain.isVisible(4_999))
  }
}
