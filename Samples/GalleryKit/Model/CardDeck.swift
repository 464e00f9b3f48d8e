import ReuseKit

/// The cards of the Cards screen, in sections, and the random batches that
/// change them: deletes, inserts, moves (across sections too) and content
/// updates; and renames, which change a section's model but not its identity.
struct CardDeck {
  // MARK: - Lifecycle

  /// A deck of `counts.count` sections named after `titles`, with `counts` cards.
  init(titles: [String], counts: [Int]) {
    var next = 1
    sections = zip(titles, counts).enumerated().map { index, pair in
      let (title, count) = pair
      let cards = (0..<count).map { offset in
        Card(
          id: next + offset, name: SampleText.pick(SampleText.names, next + offset - 1),
          note: SampleText.pick(SampleText.notes, next + offset - 1))
      }
      next += count
      return Section(id: index + 1, title: title, cards: cards)
    }
    nextID = next
  }

  // MARK: - Internal

  /// A titled section of cards.
  struct Section {
    /// The section's identity, which a rename keeps.
    let id: Int
    var title: String
    var cards: [Card]
  }

  /// What a random batch asked for.
  struct Batch: Hashable {
    var deletes = 0
    var inserts = 0
    var moves = 0
    var updates = 0
  }

  private(set) var sections: [Section]

  /// The number of cards in all sections.
  var cardCount: Int { sections.reduce(0) { $0 + $1.cards.count } }

  /// The deck as a snapshot: each section's model is its title and count,
  /// identified by its `id`.
  var snapshot: Snapshot<CardSection, Card> {
    var snapshot = Snapshot<CardSection, Card>()
    for section in sections {
      let model = CardSection(id: section.id, title: section.title, count: section.cards.count)
      snapshot.appendSections([model])
      snapshot.appendItems(section.cards, toSection: model)
    }
    return snapshot
  }

  /// Gives section `index` a title that no section has, and returns it.
  mutating func rename(section index: Int, using random: inout GalleryRandom) -> String {
    let taken = Set(sections.map(\.title))
    let free = Self.titles.filter { !taken.contains($0) }
    let title = free.isEmpty ? "\(sections[index].title)′" : free[Int.random(in: 0..<free.count, using: &random)]
    sections[index].title = title
    return title
  }

  /// Applies a random batch: 1–2 deletes (while more than 6 cards are left),
  /// 1–3 inserts, 1–2 moves and 1–2 content updates.
  mutating func applyRandomBatch(using random: inout GalleryRandom) -> Batch {
    var batch = Batch()
    for _ in 0..<Int.random(in: 1...2, using: &random) where cardCount > 6 {
      let path = randomPath(using: &random)
      sections[path.section].cards.remove(at: path.item)
      batch.deletes += 1
    }
    for _ in 0..<Int.random(in: 1...2, using: &random) {
      let path = randomPath(using: &random)
      sections[path.section].cards[path.item].revision += 1
      sections[path.section].cards[path.item].note = SampleText.pick(
        SampleText.notes, Int.random(in: 0..<SampleText.notes.count, using: &random))
      batch.updates += 1
    }
    for _ in 0..<Int.random(in: 1...2, using: &random) {
      let from = randomPath(using: &random)
      let card = sections[from.section].cards.remove(at: from.item)
      insert(card, using: &random)
      batch.moves += 1
    }
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let name = SampleText.pick(SampleText.names, Int.random(in: 0..<SampleText.names.count, using: &random))
      let note = SampleText.pick(SampleText.notes, Int.random(in: 0..<SampleText.notes.count, using: &random))
      insert(Card(id: nextID, name: name, note: note), using: &random)
      nextID += 1
      batch.inserts += 1
    }
    return batch
  }

  // MARK: - Private

  /// The names `h` gives sections.
  private static let titles = ["Inbox", "Archive", "Drafts", "Starred", "Later", "Team", "Travel", "Receipts"]

  private var nextID: Int

  /// A random existing card's position; the deck is never empty when asked.
  private func randomPath(using random: inout GalleryRandom) -> ItemPath {
    var index = Int.random(in: 0..<cardCount, using: &random)
    for (section, content) in sections.enumerated() {
      if index < content.cards.count { return ItemPath(item: index, section: section) }
      index -= content.cards.count
    }
    preconditionFailure("a random index beyond the \(cardCount) cards of the deck")
  }

  private mutating func insert(_ card: Card, using random: inout GalleryRandom) {
    let section = Int.random(in: 0..<sections.count, using: &random)
    let item = Int.random(in: 0...sections[section].cards.count, using: &random)
    sections[section].cards.insert(card, at: item)
  }
}
