import ReuseKitUIKit
import UIKit

/// A person's name and role, shown both as a table row and as a grid item.
///
/// It does not size itself: its label wraps, and Auto Layout measures it.
final class PersonView: UIView, ConfigurableView {
  private let label = UILabel(frame: .zero)

  init() {
    super.init(frame: .zero)
    label.numberOfLines = 0
    addPinnedSubview(label)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("PersonView is created in code only")
  }

  func configure(with viewModel: Person) {
    label.text = "\(viewModel.name)\n\(viewModel.role)"
  }

  func prepareForReuse() {
    label.text = nil
  }
}
