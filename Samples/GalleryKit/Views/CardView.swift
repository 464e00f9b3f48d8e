import ReuseKit

/// A person's card: a box with the name and note when it has three lines or
/// more, one line otherwise.
///
/// It is a list row, a grid item and a line of a nested list: the same view
/// type in every container.
public final class CardView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty card.
  public init() {}

  // MARK: - Public

  /// The card shown, or `nil` before the first configuration and after reuse.
  public private(set) var card: Card?

  /// Shows `viewModel`.
  public func configure(with viewModel: Card) { card = viewModel }

  /// Forgets the card.
  public func prepareForReuse() { card = nil }

  /// The card as a box, or as one line when `height` is below 3.
  public func render(width: Int, height: Int) -> [String] {
    guard let card else { return [] }
    let revision = "r\(card.revision)"
    guard height >= 3 else { return ["\(card.title) · \(card.note) \(revision)".fitted(to: width)] }
    let right = " \(revision) "
    let note = " \(card.note)".fitted(to: max(0, width - 2 - right.count)) + right
    return BoxDrawing.box(title: card.title, body: [note], width: width, height: height)
  }
}
