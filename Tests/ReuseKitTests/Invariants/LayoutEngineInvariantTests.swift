import ReuseKitTestSupport
import Testing

@testable import ReuseKit

#if REUSEKIT_INTERNAL_CHECKS
  /// Each check of the layout engine's shapes, sections and items stops the
  /// next mutator with its own message when the state it guards is broken
  /// behind the mutator's back. Each case runs in its own process.
  @Suite struct LayoutEngineInvariantTests {
    nonisolated static let cases: [(name: String, message: String)] = [
      ("item starts that do not begin at zero", "LayoutEngine: item starts begin [1], slot starts [0]"),
      (
        "a header height too many",
        "LayoutEngine: 2 sections by the item starts, 2 by the slot starts, 3 headers, 2 footers"
      ),
      ("a measured flag too many", "LayoutEngine: 5 items by the starts, 5 heights, 6 flags"),
      ("a tree a slot short", "LayoutEngine: the tree holds 8 slots, the slot starts end at 9"),
      ("a negative header height", "LayoutEngine: section 1 has header -1.0, footer 0.0"),
      ("an unmeasured item of a fixed height", "LayoutEngine: item 2 of a fixed height is not measured"),
    ]

    nonisolated static let sectionCases: [(name: String, message: String)] = [
      (
        "a carousel row too many",
        "LayoutEngine: 2 sections, 2 geometries, 2 layouts, 2 offsets, 2 waterfalls, 3 carousel rows"
      ),
      (
        "a carousel row out of step",
        "LayoutEngine: carousel section 0 keeps TallestItem(height: 0.0, count: 0), not TallestItem(height: 44.0, count: 3)"
      ),
      ("a waterfall placement of too few items", "LayoutEngine: waterfall section 1 places 2 of 3 items"),
      ("a placement for a carousel", "LayoutEngine: section 0 has a placement"),
      ("a waterfall without a placement", "LayoutEngine: waterfall section 1 has no placement"),
      ("a kept column out of range", "WaterfallPlacement: item 0 keeps column 5 of 2"),
    ]

    /// A carousel of 3 items 44 tall, then a waterfall of 3 in 2 columns.
    @Test(arguments: sectionCases)
    func aBrokenSectionStopsTheNextMutator(name: String, message: String) async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
        recordCoverageWhenTrapping()
        var layout = FlowLayout(
          sectionCounts: [3, 3], width: 320, arrangement: CompositionalArrangement(),
          sectionLayouts: [
            .carousel(itemWidth: .absolute(100), itemHeight: .fixed(44)),
            .waterfall(columns: 2, itemHeight: .fixed(30)),
          ])
        let placement = WaterfallPlacement(heights: [30, 30], columns: 2, spacing: 0, keeping: [])
        switch name {
        case "a carousel row too many": layout.engine.carouselRows.append(.none)
        case "a carousel row out of step": layout.engine.carouselRows[0] = .none
        case "a waterfall placement of too few items": layout.engine.waterfalls[1] = placement
        case "a placement for a carousel": layout.engine.waterfalls[0] = placement
        case "a waterfall without a placement": layout.engine.waterfalls[1] = nil
        case "a kept column out of range": _ = WaterfallPlacement(heights: [30], columns: 2, spacing: 0, keeping: [5])
        default: return  // An unknown name exits cleanly, which fails the expectation.
        }
        layout.setHeaderHeight(0, forSection: 0)
      }
      #expect(standardError(of: result).contains(message), "\(name)")
    }

    @Test(arguments: cases)
    func aBrokenEngineStopsTheNextMutator(name: String, message: String) async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
        recordCoverageWhenTrapping()
        // Two sections of 3 and 2 rows of a fixed height: 9 slots, with a
        // header and a footer each.
        var list = ListLayout(sectionCounts: [3, 2], width: 100, arrangement: ListArrangement())
        switch name {
        case "item starts that do not begin at zero": list.engine.itemStarts[0] = 1
        case "a header height too many": list.engine.headerHeights.append(0)
        case "a measured flag too many": list.engine.measured.append(true)
        case "a tree a slot short": list.engine.tree = FenwickTree(values: Array(repeating: 0, count: 8))
        case "a negative header height": list.engine.headerHeights[1] = -1
        case "an unmeasured item of a fixed height": list.engine.measured[2] = false
        default: return  // An unknown name exits cleanly, which fails the expectation.
        }
        list.setHeaderHeight(0, forSection: 0)
      }
      #expect(standardError(of: result).contains(message), "\(name)")
    }
  }
#endif
