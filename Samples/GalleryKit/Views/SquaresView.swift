import ReuseKit

/// A title and a number of squares wrapped into as many lines as the width
/// needs: its height depends on its width.
public final class SquaresView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty view.
  public init() {}

  // MARK: - Public

  /// The squares shown.
  public private(set) var squares: Squares?

  /// How many squares fit on a line `width` characters wide: each is `[]`,
  /// one space apart.
  public static func squaresPerLine(width: Int) -> Int { max(1, (width + 1) / 3) }

  /// Shows `viewModel`.
  public func configure(with viewModel: Squares) { squares = viewModel }

  /// Forgets the squares.
  public func prepareForReuse() { squares = nil }

  /// A title line and whole lines of squares.
  public func preferredHeight(forWidth width: Double) -> Double? {
    guard let squares else { return nil }
    let perLine = Self.squaresPerLine(width: Int(width))
    return Double(1 + (squares.count + perLine - 1) / perLine)
  }

  /// The title, then the squares.
  public func render(width: Int, height: Int) -> [String] {
    guard let squares else { return [] }
    let perLine = Self.squaresPerLine(width: width)
    var lines = ["\(squares.title): \(squares.count) squares, \(perLine) a line".fitted(to: width)]
    var left = squares.count
    while left > 0 {
      let count = min(left, perLine)
      lines.append(Array(repeating: "[]", count: count).joined(separator: " "))
      left -= count
    }
    return lines
  }
}
