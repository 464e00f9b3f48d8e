import ReuseKit
import ReuseKitTestSupport
import Testing

@Suite struct FlowLayoutReferenceTests {
  static let insets = LayoutInsets(top: 8, left: 4, bottom: 6, right: 4)

  static let lists: [ListArrangement] = [
    ListArrangement(
      itemHeight: .selfSizing(estimate: 30), rowSpacing: 2, insets: insets, headerHeight: 20, footerHeight: 10),
    ListArrangement(itemHeight: .fixed(25)),
    ListArrangement(itemHeight: .selfSizing(estimate: 0.5), rowSpacing: 0.25, headerHeight: 0, footerHeight: 3),
  ]

  static let grids: [GridArrangement] = [
    GridArrangement(
      columns: .minimumWidth(70), itemHeight: .selfSizing(estimate: 40), interitemSpacing: 4, lineSpacing: 6,
      insets: insets, headerHeight: 12),
    GridArrangement(columns: .fixedWidth(50), itemHeight: .selfSizing(estimate: 30), interitemSpacing: 2.5),
    GridArrangement(columns: .fixedWidth(60), itemHeight: .fixed(60), lineSpacing: 1, footerHeight: 8),
  ]

  static let widths: [Double] = [320, 200, 375.5, 90, 640]

  @Test(arguments: lists.indices, [1, 2, 3] as [UInt64])
  func listMatchesReference(arrangement: Int, seed: UInt64) {
    let list = Self.lists[arrangement]
    var driver = LayoutDriver<ListArrangement>(
      seed: seed, counts: [40, 0, 70, 15], viewport: Viewport(width: 320, height: 250), widths: Self.widths
    ) { counts, width in
      (
        ListLayout(sectionCounts: counts, width: width, arrangement: list),
        ReferenceLayout(sectionCounts: counts, width: width, list: list)
      )
    }
    run(&driver, steps: 400)
  }

  @Test(arguments: grids.indices, [1, 2, 3] as [UInt64])
  func gridMatchesReference(arrangement: Int, seed: UInt64) {
    let grid = Self.grids[arrangement]
    var driver = LayoutDriver<GridArrangement>(
      seed: seed, counts: [33, 80, 0, 7], viewport: Viewport(width: 320, height: 300), widths: Self.widths
    ) { counts, width in
      (
        GridLayout(sectionCounts: counts, width: width, arrangement: grid),
        ReferenceLayout(sectionCounts: counts, width: width, grid: grid)
      )
    }
    run(&driver, steps: 400)
  }

  @Test func emptyLayoutHasOnlyInsets() {
    let list = ListLayout(sectionCounts: [], width: 100, arrangement: ListArrangement(insets: Self.insets))
    #expect(list.contentSize == LayoutSize(width: 100, height: 14))
    #expect(list.visibleItems(in: Viewport(width: 100, height: 100)).isEmpty)
    #expect(list.anchor(for: Viewport(width: 100, height: 100, offset: 5)).item == nil)
  }

  @Test func heightProviderCountsAsMeasured() {
    let arrangement = ListArrangement(itemHeight: .selfSizing(estimate: 10), rowSpacing: 1)
    let built = ListLayout(sectionCounts: [5, 5], width: 100, arrangement: arrangement) { path in
      path.item.isMultiple(of: 2) ? Double(path.item + path.section * 10) : nil
    }
    var set = ListLayout(sectionCounts: [5, 5], width: 100, arrangement: arrangement)
    for section in 0..<2 {
      for item in stride(from: 0, to: 5, by: 2) {
        set.setHeight(Double(item + section * 10), for: ItemPath(item: item, section: section))
      }
    }
    for section in 0..<2 {
      for item in 0..<5 {
        let path = ItemPath(item: item, section: section)
        #expect(built.frame(of: path) == set.frame(of: path))
        #expect(built.isMeasured(path) == item.isMultiple(of: 2))
      }
    }
  }

  private func run<Arrangement>(_ driver: inout LayoutDriver<Arrangement>, steps: Int) {
    if let mismatch = driver.mismatch() {
      Issue.record("after building: \(mismatch)")
      return
    }
    for step in 0..<steps {
      let operation = driver.step()
      if let mismatch = driver.mismatch() {
        Issue.record("step \(step) (\(operation)): \(mismatch)")
        return
      }
    }
  }
}
