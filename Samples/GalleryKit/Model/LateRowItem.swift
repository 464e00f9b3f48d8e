import ReuseKit

/// A row of the Late row screen: a card, or a chart whose height arrives late.
enum LateRowItem: Hashable, Sendable, Diffable {
  case card(Card)
  case chart(LateChart)
}
