/// UIKit: `UILabel`.
@MainActor
open class UILabel: UIView {
  /// UIKit: `UILabel.text`.
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `UILabel.numberOfLines`.
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
}
