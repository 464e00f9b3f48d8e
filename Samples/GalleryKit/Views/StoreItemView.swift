import ReuseKit
import StoreFront

/// A product or a review of the store front: a box with its title and
/// detail when it has three lines or more, one line otherwise.
final class StoreItemView: TextRendering {
  // MARK: - Lifecycle

  init() {}

  // MARK: - Internal

  /// The item shown, or `nil` before the first configuration and after reuse.
  private(set) var item: StoreItem?

  func configure(with viewModel: StoreItem) { item = viewModel }

  func prepareForReuse() { item = nil }

  func render(width: Int, height: Int) -> [String] {
    guard let item else { return [] }
    guard height >= 3 else { return ["\(item.title) · \(item.detail)".fitted(to: width)] }
    return BoxDrawing.box(title: item.title, body: [" \(item.detail)"], width: width, height: height)
  }
}

/// One line of text: a section's header, or the state view's title.
final class LineView: TextRendering {
  // MARK: - Lifecycle

  init() {}

  // MARK: - Internal

  /// The text shown, or `nil` before the first configuration and after reuse.
  private(set) var text: String?

  func configure(with viewModel: String) { text = viewModel }

  func prepareForReuse() { text = nil }

  func preferredHeight(forWidth width: Double) -> Double? { text == nil ? nil : 1 }

  func render(width: Int, height: Int) -> [String] {
    guard let text, height > 0 else { return [] }
    return ["── \(text) ".fitted(to: width, padding: "─")]
  }
}
