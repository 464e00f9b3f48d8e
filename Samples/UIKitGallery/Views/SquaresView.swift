import ReuseKitUIKit
import UIKit

/// Rows of squares whose side is the width divided by the column count, so
/// the view's height follows its width.
final class SquaresView: UIView, ConfigurableView {
  /// How many squares, in how many columns.
  struct ViewModel: Hashable, Sendable {
    var count: Int
    var columns: Int
  }

  private var squares: [UIView] = []
  private var count = 0
  private var columns = 1

  init() {
    super.init(frame: .zero)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("SquaresView is created in code only")
  }

  func configure(with viewModel: ViewModel) {
    count = max(0, viewModel.count)
    columns = max(1, viewModel.columns)
    while squares.count < viewModel.count {
      let square = UIView(frame: .zero)
      square.backgroundColor = .lightGray
      addSubview(square)
      squares.append(square)
    }
    for (index, square) in squares.enumerated() {
      square.isHidden = index >= count
    }
    setNeedsLayout()
  }

  /// Whole rows of squares `width / columns` on a side.
  func preferredHeight(forWidth width: Double) -> Double? {
    let rows = (count + columns - 1) / columns
    return Double(rows) * width / Double(columns)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = bounds.width / CGFloat(columns)
    for (index, square) in squares.enumerated() {
      let origin = CGPoint(x: CGFloat(index % columns) * side, y: CGFloat(index / columns) * side)
      square.frame = CGRect(origin: origin, size: CGSize(width: side, height: side)).insetBy(dx: 2, dy: 2)
    }
  }
}
