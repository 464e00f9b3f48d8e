/// The model's Auto Layout: enough to place and measure subviews pinned to
/// their superview's edges or stacked one below the other, with constant
/// widths and heights, and leaf views that report an intrinsic size. It
/// solves no general system of constraints; see Tests/UIKitDeclarations/README.md.
extension UIView {
  /// The constant of an active `self.attribute == constant` constraint.
  func modelConstant(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
    modelConstraints.first {
      $0.isActive && $0.first.item === self && $0.first.attribute == attribute && $0.second == nil
    }?
    .constant
  }

  /// Places the subviews that use Auto Layout within the bounds.
  func modelPlaceConstrainedSubviews() {
    for (view, frame) in modelConstrainedFrames(width: bounds.width, height: bounds.height) where view.frame != frame {
      view.frame = frame
    }
  }

  /// The height of the subviews that use Auto Layout at `width`: the lowest
  /// bottom pinned to this view's bottom.
  func modelConstrainedFittingHeight(forWidth width: CGFloat) -> CGFloat {
    var height: CGFloat = 0
    for (view, frame) in modelConstrainedFrames(width: width, height: nil) {
      if let bottom = view.modelPin(.bottom, to: self, .bottom) { height = max(height, frame.maxY - bottom) }
    }
    return height
  }

  /// The widest subview pinned on both sides, or `noIntrinsicMetric`.
  func modelConstrainedNaturalWidth() -> CGFloat {
    var width = UIView.noIntrinsicMetric
    for view in subviews where !view.translatesAutoresizingMaskIntoConstraints {
      guard let leading = view.modelPin(.leading, to: self, .leading),
        let trailing = view.modelPin(.trailing, to: self, .trailing)
      else { continue }
      let natural = view.modelNaturalWidth
      if natural >= 0 { width = max(width, natural + leading - trailing) }
    }
    return width
  }

  /// The frames of the subviews that use Auto Layout in a `width` wide view;
  /// with `height`, a subview pinned to the top and the bottom stretches,
  /// without it every subview takes its fitting height.
  func modelConstrainedFrames(width: CGFloat, height: CGFloat?) -> [(UIView, CGRect)] {
    var frames: [(UIView, CGRect)] = []
    for view in subviews where !view.translatesAutoresizingMaskIntoConstraints {
      let leading = view.modelPin(.leading, to: self, .leading)
      let trailing = view.modelPin(.trailing, to: self, .trailing)
      let x = leading ?? 0
      let viewWidth: CGFloat
      if let constant = view.modelConstant(.width) {
        viewWidth = constant
      } else if let (other, constant) = view.modelMatch(.width) {
        viewWidth = (other === self ? width : other.bounds.width) + constant
      } else if let trailing, leading != nil {
        viewWidth = max(0, width + trailing - x)
      } else {
        let natural = view.modelNaturalWidth
        viewWidth = natural >= 0 ? natural : max(0, width - x)
      }
      var y: CGFloat = 0
      if let top = view.modelPin(.top, to: self, .top) {
        y = top
      } else if let (sibling, constant) = view.modelMatch(.top),
        let above = frames.first(where: { $0.0 === sibling })
      {
        y = above.1.maxY + constant
      }
      let bottom = view.modelPin(.bottom, to: self, .bottom)
      let viewHeight: CGFloat
      if let height, let bottom, view.modelPin(.top, to: self, .top) != nil {
        viewHeight = max(0, height + bottom - y)
      } else {
        viewHeight = view.modelConstant(.height) ?? view.modelFittingHeight(forWidth: viewWidth)
      }
      frames.append((view, CGRect(x: x, y: y, width: viewWidth, height: viewHeight)))
    }
    return frames
  }

  /// The constant of an active `self.attribute == other.otherAttribute + c`.
  func modelPin(
    _ attribute: NSLayoutConstraint.Attribute, to other: UIView, _ otherAttribute: NSLayoutConstraint.Attribute
  ) -> CGFloat? {
    modelConstraints.first {
      $0.isActive && $0.first.item === self && $0.first.attribute == attribute && $0.second?.item === other
        && $0.second?.attribute == otherAttribute
    }?.constant
  }

  /// The other view and constant of an active constraint from `attribute`
  /// to another view's anchor (a sibling's bottom for `.top`).
  func modelMatch(_ attribute: NSLayoutConstraint.Attribute) -> (UIView, CGFloat)? {
    for constraint in modelConstraints where constraint.isActive && constraint.first.item === self {
      guard constraint.first.attribute == attribute, let second = constraint.second, let other = second.item,
        other !== superview || attribute == .width
      else { continue }
      return (other, constraint.constant)
    }
    return nil
  }
}
