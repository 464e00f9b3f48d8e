import ReuseKit

/// `Benchmarks layout --scenario mixed`: 100,000 self-sizing items in 1,000
/// sections of all four layouts: grids, waterfalls, carousels and lists.
///
/// Prints one line: `bench=layout scenario=mixed items=… update_query_us=… build_ms=… fill_ms=…
/// build_per_fill=… bytes_per_item=… carousel_scroll_us=… waterfall_height_us=…
/// cells_created_after_first_screen=… cells_created_scrolling_down=… cells_created_scrolling_up=…
/// cells_created_after_first_pass=…`: the cells created after the first screen, in all and in each
/// direction, and those created after the first pass down.
@MainActor
func runMixedLayoutBenchmark() {
  let benchmark = MixedLayoutBenchmark()
  let (build, fill, ratio) = benchmark.buildAndFill()
  let created = benchmark.cellsCreatedWhileScrolling()
  let fields = [
    "bench=layout", "scenario=mixed",
    "items=\(benchmark.sections * benchmark.itemsPerSection)",
    "sections=\(benchmark.sections)",
    "update_query_us=\(fixed(benchmark.updateAndQuery() * 1e6, digits: 3))",
    "build_ms=\(fixed(build * 1e3, digits: 3))",
    "fill_ms=\(fixed(fill * 1e3, digits: 3))",
    "build_per_fill=\(fixed(ratio, digits: 2))",
    "bytes_per_item=\(fixed(benchmark.bytesPerItem(), digits: 2))",
    "carousel_scroll_us=\(fixed(benchmark.carouselScroll() * 1e6, digits: 3))",
    "waterfall_height_us=\(fixed(benchmark.waterfallHeightChange() * 1e6, digits: 3))",
    "cells_created_after_first_screen=\(created.down + created.up)",
    "cells_created_scrolling_down=\(created.down)",
    "cells_created_scrolling_up=\(created.up)",
    "cells_created_after_first_pass=\(created.up)",
  ]
  print(fields.joined(separator: " "))
}

@MainActor
private struct MixedLayoutBenchmark {
  let sections = 1_000
  let itemsPerSection = 100
  let screen = Viewport(width: 320, height: 800)

  /// The layout of section `index`: a grid, a waterfall, a carousel, a list, in turn.
  static func layout(ofSection index: Int) -> SectionLayout {
    var layout: SectionLayout
    switch index % 4 {
    case 0: layout = .grid(columns: .count(4), itemHeight: .selfSizing(estimate: 44), interitemSpacing: 4)
    case 1: layout = .waterfall(columns: 2, itemHeight: .selfSizing(estimate: 60), interitemSpacing: 4, lineSpacing: 4)
    case 2:
      layout = .carousel(itemWidth: .fractionalWidth(0.45), itemHeight: .selfSizing(estimate: 44), interitemSpacing: 8)
    default: layout = .list(itemHeight: .selfSizing(estimate: 44))
    }
    layout.headerHeight = 24
    layout.contentInsets = LayoutInsets(top: 8, left: 0, bottom: 8, right: 0)
    return layout
  }

  var counts: [Int] { Array(repeating: itemsPerSection, count: sections) }
  var layouts: [SectionLayout] { (0..<sections).map(Self.layout(ofSection:)) }

  func makeLayout() -> FlowLayout<CompositionalArrangement> {
    FlowLayout(
      sectionCounts: counts, width: screen.width, arrangement: CompositionalArrangement(), sectionLayouts: layouts)
  }

  /// Medians, in seconds, of building the layout and of filling an array of
  /// as many heights, timed in alternation, and the median of the ratios of
  /// each pair: 3 warm-ups, then 21 pairs, so that a change in the machine's
  /// load reaches both sides of a ratio alike. Every result is kept until
  /// the end, so that each side writes into memory fresh from the system,
  /// never into pages the other side freed: a fill into recycled pages
  /// takes a fraction of the time, and made the ratio swing twofold.
  func buildAndFill() -> (build: Double, fill: Double, ratio: Double) {
    let counts = counts
    let layouts = layouts
    var builds: [Double] = []
    var fills: [Double] = []
    var ratios: [Double] = []
    for run in 0..<24 {
      let (heights, fill) = timed { [Double](repeating: 44, count: sections * itemsPerSection) }
      let (layout, build) = timed {
        FlowLayout(
          sectionCounts: counts, width: screen.width, arrangement: CompositionalArrangement(), sectionLayouts: layouts)
      }
      MixedSink.heights.append(heights)
      MixedSink.layouts.append(layout)
      if run >= 3 {
        fills.append(fill)
        builds.append(build)
        ratios.append(build / fill)
      }
    }
    MixedSink.heights = []
    MixedSink.layouts = []
    return (median(builds), median(fills), median(ratios))
  }

  /// The median, in seconds, of one random height change anywhere plus one
  /// query of the visible items at a random offset: 101 batches of 1,000.
  func updateAndQuery() -> Double {
    var layout = makeLayout()
    var random = SplitMix(seed: 42)
    let maxOffset = UInt64(layout.contentSize.height - screen.height)
    let operations = (0..<(102 * 1_000)).map { _ in
      (
        path: ItemPath(
          item: Int(random.next() % UInt64(itemsPerSection)), section: Int(random.next() % UInt64(sections))),
        height: Double(20 + random.next() % 60), offset: Double(random.next() % maxOffset)
      )
    }
    return medianOfBatches(operations.count, on: &layout) { layout, index in
      layout.setHeight(operations[index].height, for: operations[index].path)
      var viewport = screen
      viewport.offset = operations[index].offset
      MixedSink.value += Double(layout.visibleItems(in: viewport).count)
    }
  }

  /// The median, in seconds, of scrolling a random carousel sideways and
  /// querying the visible items with the carousel on screen.
  func carouselScroll() -> Double {
    var layout = makeLayout()
    var random = SplitMix(seed: 7)
    let carousels = stride(from: 2, to: sections, by: 4).map { $0 }
    let operations = (0..<(102 * 1_000)).map { _ in
      let section = carousels[Int(random.next() % UInt64(carousels.count))]
      var viewport = screen
      viewport.offset = max(0, layout.frame(of: ItemPath(item: 0, section: section)).minY - 200)
      return (section: section, offset: Double(random.next() % 4_000), viewport: viewport)
    }
    return medianOfBatches(operations.count, on: &layout) { layout, index in
      layout.setHorizontalOffset(operations[index].offset, inSection: operations[index].section)
      MixedSink.value += Double(layout.visibleItems(in: operations[index].viewport).count)
    }
  }

  /// The median, in seconds, of a height change of a random waterfall item
  /// plus a query of the visible items around it.
  func waterfallHeightChange() -> Double {
    var layout = makeLayout()
    var random = SplitMix(seed: 9)
    let waterfalls = stride(from: 1, to: sections, by: 4).map { $0 }
    let operations = (0..<(102 * 1_000)).map { _ in
      let path = ItemPath(
        item: Int(random.next() % UInt64(itemsPerSection)),
        section: waterfalls[Int(random.next() % UInt64(waterfalls.count))])
      var viewport = screen
      viewport.offset = max(0, layout.frame(of: path).minY - 400)
      return (path: path, height: Double(20 + random.next() % 80), viewport: viewport)
    }
    return medianOfBatches(operations.count, on: &layout) { layout, index in
      layout.setHeight(operations[index].height, for: operations[index].path)
      MixedSink.value += Double(layout.visibleItems(in: operations[index].viewport).count)
    }
  }

  /// The layout state per item: allocated capacity times element size.
  func bytesPerItem() -> Double {
    Double(makeLayout().allocatedByteCount) / Double(sections * itemsPerSection)
  }

  /// Scrolls a `HeadlessCollection` of the same sections down through every
  /// screen and back up, one screen per step, and counts the cells created
  /// after the first screen on the way down, and on the way up (after the
  /// first pass down).
  func cellsCreatedWhileScrolling() -> (down: Int, up: Int) {
    let store = HeadlessCollection(viewport: screen, arrangement: CompositionalArrangement())
    store.register(RowView.self)
    let dataSource = DiffableDataSource<Int, Int>(store) { .view(RowView.self, $0) }
    dataSource.sectionLayout = { Self.layout(ofSection: $0) }
    dataSource.backgroundDiffingThreshold = .max
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections(Array(0..<sections))
    for section in 0..<sections {
      snapshot.appendItems(Array((section * itemsPerSection)..<((section + 1) * itemsPerSection)), toSection: section)
    }
    dataSource.apply(snapshot, completion: nil)
    let firstScreen = store.createdCount
    var step = 0
    while store.viewport.offset + screen.height < store.contentSize.height {
      step += 1
      store.viewport.offset = Double(step) * screen.height
    }
    let firstPass = store.createdCount
    while step > 0 {
      step -= 1
      store.viewport.offset = Double(step) * screen.height
    }
    return (firstPass - firstScreen, store.createdCount - firstPass)
  }

  /// The median time of one operation on `layout`, in seconds, over
  /// batches of 1,000 after a warm-up batch. The layout is passed `inout`,
  /// not captured, so that no call copies it.
  private func medianOfBatches(
    _ count: Int, on layout: inout FlowLayout<CompositionalArrangement>,
    _ operation: (inout FlowLayout<CompositionalArrangement>, Int) -> Void
  ) -> Double {
    var times: [Double] = []
    for start in stride(from: 0, to: count, by: 1_000) {
      let time = seconds {
        for index in start..<(start + 1_000) { operation(&layout, index) }
      }
      if start > 0 { times.append(time / 1_000) }
    }
    return median(times)
  }
}

/// Keeps benchmark results alive, so that the optimizer cannot drop the work.
@MainActor
private enum MixedSink {
  static var value = 0.0
  static var heights: [[Double]] = []
  static var layouts: [FlowLayout<CompositionalArrangement>] = []
}
