import ReuseKit

/// A section of the Cards screen: the model of its ``SectionTitleView``
/// header.
///
/// Its identity is its `id`: a new title or card count is a content change,
/// which configures the header again in place and leaves the section's
/// rows alone.
struct CardSection: Identifiable, Hashable, Sendable, Diffable {
  /// The identity of the section.
  let id: Int
  /// The section's name, which `h` changes.
  var title: String
  /// How many cards it holds.
  var count: Int
}
