/// UIKit: `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
  /// UIKit: `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// UIKit: `UITableViewCell.CellStyle.default`.
    case `default`
  }

  /// UIKit: `UITableViewCell.init(style:reuseIdentifier:)`.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }

  /// UIKit: `UITableViewCell.init(coder:)`.
  public required init?(coder: NSCoder) { fatalError() }

  /// UIKit: `UITableViewCell.contentView`.
  open var contentView: UIView { fatalError() }

  /// UIKit: `UITableViewCell.prepareForReuse()`.
  open func prepareForReuse() { fatalError() }
}
