import ReuseKit

/// A chart whose data arrives after it is first shown: one line while it
/// waits, then a box of bars ``LateChart/finalHeight`` lines tall.
///
/// It reports the change through ``SizeInvalidatingView/invalidateSize()``;
/// its container folds the reports into its next layout pass.
public final class LateChartView: SizeInvalidatingView, TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty chart.
  public init() {}

  // MARK: - Public

  /// Set by the hosting cell.
  public var sizeInvalidationHandler: (@MainActor () -> Void)?

  /// The chart shown.
  public private(set) var chart: LateChart?

  /// Whether the chart's data arrived.
  public private(set) var isLoaded = false

  /// Shows `viewModel`, and starts loading its data if needed.
  public func configure(with viewModel: LateChart) {
    chart = viewModel
    isLoaded = loader?.isLoaded(viewModel.id) ?? false
    guard !isLoaded else { return }
    loader?.load(viewModel) { [weak self] in
      guard let self, self.chart?.id == viewModel.id else { return }
      self.isLoaded = true
      self.invalidateSize()
    }
  }

  /// Forgets the chart.
  public func prepareForReuse() {
    chart = nil
    isLoaded = false
  }

  /// One line while waiting, the final height once loaded.
  public func preferredHeight(forWidth width: Double) -> Double? {
    guard let chart else { return nil }
    return isLoaded ? Double(chart.finalHeight) : 1
  }

  /// A waiting line, or a box of bars.
  public func render(width: Int, height: Int) -> [String] {
    guard let chart else { return [] }
    guard isLoaded else {
      return ["⋯ \(chart.title): waiting for data (arrives \(chart.delay) s after it is shown)".fitted(to: width)]
    }
    let barSpace = max(0, width - 4)
    let bars = (0..<max(0, height - 2)).map { line in
      let fraction = Double((line * 37 + chart.id * 11) % 90 + 10) / 100
      return " " + String(repeating: "#", count: Int(Double(barSpace) * fraction))
    }
    return BoxDrawing.box(title: "\(chart.title) (arrived)", body: bars, width: width, height: height)
  }

  // MARK: - Internal

  /// Where the data comes from; set by the cell provider before configuring.
  var loader: LateContentLoader?
}
