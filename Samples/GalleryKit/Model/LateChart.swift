/// A chart whose data arrives after it is first shown: the model of
/// ``LateChartView``.
public struct LateChart: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates a chart that is `finalHeight` lines tall once its data arrives,
  /// `delay` seconds after it is first shown.
  public init(id: Int, title: String, finalHeight: Int, delay: Double) {
    self.id = id
    self.title = title
    self.finalHeight = finalHeight
    self.delay = delay
  }

  // MARK: - Public

  /// The identity of the chart.
  public var id: Int
  /// The chart's title.
  public var title: String
  /// The height, in lines, once the data arrived.
  public var finalHeight: Int
  /// The seconds between the first showing and the data's arrival.
  public var delay: Double
}
