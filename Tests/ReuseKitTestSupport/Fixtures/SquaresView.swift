import ReuseKit

/// A view that shows `count` squares of `side` points, wrapped into as many
/// lines as the width needs: its height depends on its width.
@MainActor
public final class SquaresView: ConfigurableView {
  /// The side of one square.
  public static let side = 10.0

  /// How many squares it shows.
  public private(set) var count = 0
  /// How many times it was asked for its height.
  public private(set) var measureCount = 0

  /// Creates an empty view.
  public init() {}

  /// Shows `viewModel` squares.
  public func configure(with viewModel: Int) { count = viewModel }

  /// `ceil(count / floor(width / side)) * side`: full lines of squares.
  public func preferredHeight(forWidth width: Double) -> Double? {
    measureCount += 1
    let perLine = max(1, Int((width / Self.side).rounded(.down)))
    return Double((count + perLine - 1) / perLine) * Self.side
  }
}
