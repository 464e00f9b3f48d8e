import ReuseKit

/// A card as a tile of the Store screen's waterfall: a box whose height
/// comes from the card, so that the waterfall's columns differ.
///
/// ```
/// ┌─ #40 Ada ──┐
/// │ compilers  │
/// │            │
/// └────────────┘
/// ```
final class TileView: TextRendering {
  // MARK: - Lifecycle

  /// Creates an empty tile.
  init() {}

  // MARK: - Internal

  /// The card shown, or `nil` before the first configuration and after reuse.
  private(set) var card: Card?

  /// The height of the tile of `card`: 3 to 5 lines, by its identity.
  static func height(of card: Card) -> Int { 3 + card.id % 3 }

  /// Shows `viewModel`.
  func configure(with viewModel: Card) { card = viewModel }

  /// Forgets the card.
  func prepareForReuse() { card = nil }

  /// The tile's own height, whatever the width.
  func preferredHeight(forWidth width: Double) -> Double? { card.map { Double(Self.height(of: $0)) } }

  /// The card as a box, its note on the first line inside.
  func render(width: Int, height: Int) -> [String] {
    guard let card else { return [] }
    return BoxDrawing.box(title: card.title, body: [" \(card.note)"], width: width, height: height)
  }
}
