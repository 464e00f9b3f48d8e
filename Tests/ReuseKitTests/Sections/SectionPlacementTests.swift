import ReuseKit
import ReuseKitTestSupport
import Testing

/// What an adapter reads of a section's geometry agrees with the headless
/// engine: a waterfall's frames, and a carousel's leading item.
@Suite struct SectionPlacementTests {
  @Test(arguments: 1...20) func waterfallFramesAreTheEnginesFrames(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let columns = Int.random(in: 1...4, using: &random)
    let heights = (0..<Int.random(in: 0...40, using: &random)).map { _ in
      Double(Int.random(in: 5...120, using: &random))
    }
    var layout = SectionLayout.waterfall(
      columns: columns, itemHeight: .fixed(50), interitemSpacing: Double(Int.random(in: 0...10, using: &random)),
      lineSpacing: Double(Int.random(in: 0...10, using: &random)))
    layout.contentInsets = LayoutInsets(left: Double(Int.random(in: 0...16, using: &random)), right: 8)
    let engine = FlowLayout(
      sectionCounts: [heights.count], width: 330, arrangement: CompositionalArrangement(section: layout),
      height: { heights[$0.item] })
    let geometry = SectionGeometry(layout, width: 330, insets: .zero)
    let placed = geometry.waterfallFrames(heights: heights)
    for (item, frame) in placed.frames.enumerated() {
      let expected = engine.frame(of: ItemPath(item: item, section: 0))
      #expect(frame.x + layout.contentInsets.left == expected.x, "item \(item)")
      #expect(frame.y == expected.y && frame.width == expected.width && frame.height == expected.height, "item \(item)")
    }
    #expect(placed.height == engine.contentSize.height, "the columns are as tall as the section")
  }

  @Test func theLeadingItemIsTheFirstThatEndsPastTheLeadingInset() {
    let layout = SectionLayout.carousel(itemWidth: .absolute(150), itemHeight: .fixed(100), interitemSpacing: 10)
    let geometry = SectionGeometry(layout, width: 390, insets: .zero)
    let leading = [0, 149, 150, 159, 160, 800, 10_000, -20].map {
      geometry.leadingItem(atHorizontalOffset: $0, items: 12)
    }
    #expect(leading == [0, 0, 1, 1, 1, 5, 11, 0])
    #expect(geometry.leadingItem(atHorizontalOffset: 500, items: 0) == 0)
    #expect(geometry.leadingItem(atHorizontalOffset: .nan, items: 5) == 0)
  }
}
