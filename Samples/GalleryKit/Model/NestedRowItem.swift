import ReuseKit

/// A row of the Nested list screen: a card, or a team shown as a nested list.
///
/// Identified by kind and id, so a team whose members change is the same row
/// with new content, reconfigured in place.
enum NestedRowItem: Identifiable, Equatable, Sendable, Diffable {
  case card(Card)
  case team(Team)

  var id: String {
    switch self {
    case .card(let card): "card-\(card.id)"
    case .team(let team): "team-\(team.id)"
    }
  }
}
