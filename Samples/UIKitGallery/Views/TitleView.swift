import ReuseKitUIKit
import UIKit

/// One line of text: a menu entry or a section title. Auto Layout sizes it.
final class TitleView: UIView, ConfigurableView {
  private let label = UILabel(frame: .zero)

  init() {
    super.init(frame: .zero)
    addPinnedSubview(label)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("TitleView is created in code only")
  }

  func configure(with viewModel: String) {
    label.text = viewModel
  }

  func prepareForReuse() {
    label.text = nil
  }
}
