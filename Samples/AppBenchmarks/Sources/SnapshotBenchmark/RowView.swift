import ReuseKit

/// The row of the app's cycle: a view that keeps its number.
final class RowView: ConfigurableView {
  private(set) var number = 0
  init() {}
  func configure(with number: Int) { self.number = number }
  func prepareForReuse() { number = 0 }
}
