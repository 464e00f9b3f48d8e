import ReuseKit

/// `Benchmarks layout`: a list of 1,000,000 self-sizing rows.
///
/// Prints one line:
/// `bench=layout rows=… build_ms=… fill_ms=… update_query_us=… naive_update_query_us=… bytes_per_row=…
/// cells_created_after_first_screen=…`.
@MainActor
func runLayoutBenchmark() {
  let benchmark = LayoutBenchmark()
  let (build, fill) = benchmark.buildAndFill()
  let fields = [
    "bench=layout",
    "rows=\(benchmark.rows)",
    "build_ms=\(fixed(build * 1e3, digits: 3))",
    "fill_ms=\(fixed(fill * 1e3, digits: 3))",
    "update_query_us=\(fixed(benchmark.updateAndQuery() * 1e6, digits: 3))",
    "naive_update_query_us=\(fixed(benchmark.naiveUpdateAndQuery() * 1e6, digits: 1))",
    "bytes_per_row=\(fixed(benchmark.bytesPerRow(), digits: 2))",
    "cells_created_after_first_screen=\(benchmark.cellsCreatedAfterFirstScreen())",
  ]
  print(fields.joined(separator: " "))
}

@MainActor
private struct LayoutBenchmark {
  let rows = 1_000_000
  let arrangement = ListArrangement(itemHeight: .selfSizing(estimate: 44))
  let screen = Viewport(width: 320, height: 800)

  /// Medians, in seconds, of building the layout and of filling an array of
  /// as many heights, interleaved in the same run: 2 warm-ups, then 9 runs.
  func buildAndFill() -> (build: Double, fill: Double) {
    var builds: [Double] = []
    var fills: [Double] = []
    for run in 0..<11 {
      let (heights, fill) = timed { [Double](repeating: 44, count: rows) }
      let (layout, build) = timed {
        ListLayout(sectionCounts: [rows], width: screen.width, arrangement: arrangement)
      }
      Sink.heights = heights
      Sink.layout = layout
      if run >= 2 {
        fills.append(fill)
        builds.append(build)
      }
    }
    return (median(builds), median(fills))
  }

  /// The median, in seconds, of one random height change plus one query of
  /// the visible rows: 101 batches of 1,000 pairs after a warm-up batch.
  func updateAndQuery() -> Double {
    var layout = ListLayout(sectionCounts: [rows], width: screen.width, arrangement: arrangement)
    var random = SplitMix(seed: 42)
    let batch = 1_000
    let maxOffset = layout.contentSize.height - screen.height
    let operations = (0..<(102 * batch)).map { _ in
      (
        row: Int(random.next() % UInt64(rows)), height: Double(20 + random.next() % 60),
        offset: Double(random.next() % UInt64(maxOffset))
      )
    }
    var times: [Double] = []
    for start in stride(from: 0, to: operations.count, by: batch) {
      let time = seconds {
        for operation in operations[start..<(start + batch)] {
          layout.setHeight(operation.height, for: ItemPath(row: operation.row, section: 0))
          var viewport = screen
          viewport.offset = operation.offset
          Sink.value += Double(layout.visibleItems(in: viewport).count)
        }
      }
      if start > 0 { times.append(time / Double(batch)) }
    }
    return median(times)
  }

  /// The same on a naive layout that recomputes every row's top after a
  /// change: 2 warm-ups, then 15 pairs.
  func naiveUpdateAndQuery() -> Double {
    var naive = NaiveList(rows: rows, height: 44)
    var random = SplitMix(seed: 42)
    var times: [Double] = []
    for run in 0..<17 {
      let row = Int(random.next() % UInt64(rows))
      let offset = Double(random.next() % UInt64(naive.contentHeight - screen.height))
      let time = seconds {
        naive.setHeight(Double(20 + row % 60), at: row)
        Sink.value += Double(naive.visibleRows(offset: offset, height: screen.height).count)
      }
      if run >= 2 { times.append(time) }
    }
    return median(times)
  }

  /// The layout state per row: allocated capacity times element size.
  func bytesPerRow() -> Double {
    let layout = ListLayout(sectionCounts: [rows], width: screen.width, arrangement: arrangement)
    return Double(layout.allocatedByteCount) / Double(rows)
  }

  /// Scrolls a `HeadlessList` of the same self-sizing rows through 10,000
  /// screens, one screen per step, and counts the cells created after the
  /// first screen. Every row sizes itself to one line (32 points, against an
  /// estimate of 44), so every screen shows as many rows as the first.
  func cellsCreatedAfterFirstScreen() -> Int {
    let list = HeadlessList(viewport: screen, arrangement: arrangement)
    list.register(RowView.self)
    let dataSource = DiffableDataSource<Int, Int>(list) { row in
      .view(RowView.self, row)
    }
    dataSource.backgroundDiffingThreshold = .max
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<rows))
    dataSource.apply(snapshot, completion: nil)
    let firstScreen = list.createdCount
    for step in 1...10_000 { list.viewport.offset = Double(step) * screen.height }
    precondition(list.visibleItemPaths.first?.row ?? 0 > 0, "the list did not scroll")
    return list.createdCount - firstScreen
  }
}

/// A row that shows its index as text, 8 points per character, in lines of
/// 20 points with 12 points of padding.
@MainActor
final class RowView: ConfigurableView {
  var text = ""

  init() {}

  func configure(with viewModel: Int) { text = "Row number \(viewModel)" }

  func prepareForReuse() { text = "" }

  func preferredHeight(forWidth width: Double) -> Double? {
    let perLine = max(1, Int(width / 8))
    return Double((text.count + perLine - 1) / perLine) * 20 + 12
  }
}

/// The baseline: plain arrays, every row's top recomputed after a change.
private struct NaiveList {
  var heights: [Double]
  var tops: [Double]

  init(rows: Int, height: Double) {
    heights = Array(repeating: height, count: rows)
    tops = Array(repeating: 0, count: rows + 1)
    relayout()
  }

  var contentHeight: Double { tops[tops.count - 1] }

  mutating func setHeight(_ height: Double, at row: Int) {
    heights[row] = height
    relayout()
  }

  func visibleRows(offset: Double, height: Double) -> Range<Int> {
    var low = 0
    var high = heights.count
    while low < high {
      let middle = (low + high) / 2
      if tops[middle + 1] > offset { high = middle } else { low = middle + 1 }
    }
    var end = low
    while end < heights.count, tops[end] < offset + height { end += 1 }
    return low..<end
  }

  private mutating func relayout() {
    var top = 0.0
    for row in heights.indices {
      tops[row] = top
      top += heights[row]
    }
    tops[heights.count] = top
  }
}

/// Keeps benchmark results alive, so that the optimizer cannot drop the work.
@MainActor
private enum Sink {
  static var value = 0.0
  static var heights: [Double] = []
  static var layout: ListLayout?
}

/// SplitMix64: fixed inputs for every run.
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// The time `body` takes, in seconds, on the monotonic clock.
func seconds(_ body: () -> Void) -> Double {
  timed(body).seconds
}

/// What `body` returns, and the time it takes in seconds on the monotonic
/// clock; the result is released outside the timed region.
func timed<Result>(_ body: () -> Result) -> (result: Result, seconds: Double) {
  let clock = ContinuousClock()
  let start = clock.now
  let result = body()
  let (whole, attoseconds) = (clock.now - start).components
  return (result, Double(whole) + Double(attoseconds) * 1e-18)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// `value` with exactly `digits` decimals, without Foundation.
func fixed(_ value: Double, digits: Int) -> String {
  var scale = 1
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int((value * Double(scale)).rounded())
  let fraction = String(scaled % scale)
  return "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
}
