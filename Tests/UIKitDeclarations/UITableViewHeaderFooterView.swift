/// UIKit: `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
  /// UIKit: `UITableViewHeaderFooterView.init(reuseIdentifier:)`.
  public init(reuseIdentifier: String?) { fatalError() }

  /// UIKit: `UITableViewHeaderFooterView.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UITableViewHeaderFooterView.contentView`.
  open var contentView: UIView { fatalError() }

  /// UIKit: `UITableViewHeaderFooterView.prepareForReuse()`.
  open func prepareForReuse() { fatalError() }
}
