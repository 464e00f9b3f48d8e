/// UIKit: `UIStackView` (https://developer.apple.com/documentation/uikit/uistackview),
/// with the `.fill` distribution only.
///
/// Along the axis, an arranged view with an intrinsic length keeps it (it
/// hugs its content) and the views without one share the rest equally, as
/// the fill distribution stretches the views of lowest hugging priority;
/// across the axis, each view fills the stack.
@MainActor
open class UIStackView: UIView {
  /// UIKit: `UIStackView.init(arrangedSubviews:)`.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// UIKit: `UIStackView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  /// UIKit: `UIStackView.arrangedSubviews`.
  public private(set) var arrangedSubviews: [UIView] = []

  /// UIKit: `UIStackView.axis`, `.horizontal` by default.
  open var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsLayout() } }

  /// UIKit: `UIStackView.spacing`.
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }

  /// UIKit: `UIStackView.addArrangedSubview(_:)`.
  open func addArrangedSubview(_ view: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.append(view)
    addSubview(view)
  }

  /// Places the arranged views along the axis.
  open override func layoutSubviews() {
    for (view, frame) in modelArrangedFrames(width: bounds.width, height: bounds.height) where view.frame != frame {
      view.frame = frame
    }
  }

  override var modelNaturalWidth: CGFloat {
    let widths = arrangedSubviews.map(\.modelNaturalWidth)
    guard !widths.contains(where: { $0 < 0 }) else { return UIView.noIntrinsicMetric }
    return axis == .horizontal
      ? widths.reduce(0, +) + spacing * CGFloat(max(0, widths.count - 1)) : widths.max() ?? 0
  }

  override func modelFittingHeight(forWidth width: CGFloat) -> CGFloat {
    let frames = modelArrangedFrames(width: width, height: nil)
    return frames.map(\.1.maxY).max() ?? 0
  }

  private func modelArrangedFrames(width: CGFloat, height: CGFloat?) -> [(UIView, CGRect)] {
    let views = arrangedSubviews.filter { !$0.isHidden }
    let gaps = spacing * CGFloat(max(0, views.count - 1))
    if axis == .vertical {
      var y: CGFloat = 0
      return views.map { view in
        let frame = CGRect(x: 0, y: y, width: width, height: view.modelFittingHeight(forWidth: width))
        y = frame.maxY + spacing
        return (view, frame)
      }
    }
    let intrinsic = views.map { $0.intrinsicContentSize.width }
    let fixed = intrinsic.filter { $0 != UIView.noIntrinsicMetric }.reduce(0, +)
    let flexible = intrinsic.filter { $0 == UIView.noIntrinsicMetric }.count
    let share = flexible > 0 ? max(0, width - gaps - fixed) / CGFloat(flexible) : 0
    var x: CGFloat = 0
    let widths = intrinsic.map { $0 == UIView.noIntrinsicMetric ? share : $0 }
    let rowHeight =
      height ?? zip(views, widths).map { $0.modelFittingHeight(forWidth: $1) }.max() ?? 0
    return zip(views, widths).map { view, viewWidth in
      let frame = CGRect(x: x, y: 0, width: viewWidth, height: rowHeight)
      x = frame.maxX + spacing
      return (view, frame)
    }
  }
}

extension NSLayoutConstraint {
  /// UIKit: `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    /// UIKit: `.horizontal`.
    case horizontal
    /// UIKit: `.vertical`.
    case vertical
  }
}
