// The `BadgeView` of the article "Getting started".
import ReuseKit

final class BadgeView: ConfigurableView {
  private(set) var text = ""
  init() {}
  func configure(with viewModel: String) { text = viewModel }
  func prepareForReuse() { text = "" }
}
