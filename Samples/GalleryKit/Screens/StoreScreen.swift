import ReuseKit

/// A store front in one ``HeadlessCollection``: a carousel of featured
/// cards, a grid, a second carousel, a waterfall of tiles and a list, each
/// section's layout chosen by its identity (`dataSource.sectionLayout`).
///
/// `[` and `]` scroll the topmost carousel in view sideways by one card;
/// `m` and `r` apply batches that move sections; a resize lays everything
/// out at the new width. Each carousel keeps its horizontal position, by its
/// section's identity, through all of them, and the log says so.
@MainActor
final class StoreScreen: GalleryScreen {
  // MARK: - Lifecycle

  init(environment: GalleryEnvironment, width: Int, height: Int) {
    self.environment = environment
    collection = HeadlessCollection(
      viewport: Viewport(width: Double(width), height: Double(height)),
      arrangement: CompositionalArrangement(section: .list(itemHeight: .fixed(1))))
    collection.register(CardView.self)
    collection.register(TileView.self)
    dataSource = DiffableDataSource(collection) { card in
      StoreCatalog.wall.contains(card.id) ? .view(TileView.self, card) : .view(CardView.self, card)
    }
    dataSource.sectionLayout = StoreCatalog.layout(of:)
    dataSource.supplementaryViewProvider = { kind, section in
      kind == .header ? .view(SectionTitleView.self, section) : nil
    }
    dataSource.apply(catalog.snapshot, animation: .none, completion: nil)
  }

  // MARK: - Internal

  let collection: HeadlessCollection

  var name: String { "Store" }

  var subtitle: String {
    "carousels, grid, waterfall, list in one HeadlessCollection · [ ] carousel · m/r move sections · resize"
  }

  var stats: ContainerStats { ContainerStats(collection) }

  /// The titles of the sections, in the order shown.
  var sectionOrder: [String] { catalog.order }

  /// How far the carousel of the section whose identity is `id` is scrolled
  /// sideways, wherever the section is; `nil` when there is no such section.
  func horizontalOffset(ofSection id: Int) -> Double? {
    index(ofSection: id).map { collection.horizontalOffset(inSection: $0) }
  }

  /// The index of the section whose identity is `id`, wherever batches moved it.
  func index(ofSection id: Int) -> Int? {
    dataSource.snapshot().sectionIdentifiers.firstIndex { $0.id == id }
  }

  /// Resizes the collection, which lays every section out at the new width;
  /// the log shows that the carousels kept their positions.
  func resize(width: Int, height: Int) {
    let oldWidth = Int(collection.viewport.width)
    let before = carouselPositions()
    collection.resize(width: width, height: height)
    guard oldWidth != width else { return }
    environment.log.append(
      "\(environment.timestamp) store width \(oldWidth) → \(width): relaid out; \(describe(before, carouselPositions()))"
    )
  }

  func scroll(by lines: Double) { collection.scroll(by: lines) }

  /// `[` and `]` scroll a carousel; `m` swaps neighbouring sections.
  @discardableResult
  func handle(character: Character) -> Bool {
    switch character {
    case "[": scrollCarousel(by: -1)
    case "]": scrollCarousel(by: 1)
    case "m": applyMove("m") { catalog in "moved " + catalog.swapNeighbours().joined(separator: " and ") }
    default: return false
    }
    return true
  }

  /// Moves a random section to another place.
  func randomChange() {
    applyMove("r") { [self] catalog in
      let (title, from, to) = catalog.moveRandomSection(using: &environment.random)
      return "moved \(title) \(from) → \(to)"
    }
  }

  func layoutIfNeeded() { collection.layoutIfNeeded() }

  func render() -> [String] { ContainerRenderer.render(collection) }

  // MARK: - Private

  private let environment: GalleryEnvironment
  private let dataSource: DiffableDataSource<CardSection, Card>
  private var catalog = StoreCatalog()

  /// The width of a card of `section`, when it is a carousel.
  private func width(ofCardsIn section: Int) -> Double? {
    dataSource.sectionIdentifier(for: section).flatMap { StoreCatalog.cardWidths[$0.id] }
  }

  /// The carousels' offsets, by title.
  private func carouselPositions() -> [(title: String, offset: Double)] {
    [StoreCatalog.featured, StoreCatalog.new].compactMap { id in
      guard let section = index(ofSection: id), let model = dataSource.sectionIdentifier(for: section) else {
        return nil
      }
      return (model.title, collection.horizontalOffset(inSection: section))
    }
  }

  /// `Featured at 54 → 54, New at 0 → 0`.
  private func describe(_ before: [(title: String, offset: Double)], _ after: [(title: String, offset: Double)])
    -> String
  {
    zip(before, after).map { "\($0.title) at \(Int($0.offset)) → \(Int($1.offset))" }.joined(separator: ", ")
  }

  /// Applies what `body` does to the catalog, and logs it with the carousels' positions.
  private func applyMove(_ key: String, _ body: (inout StoreCatalog) -> String) {
    let before = carouselPositions()
    let change = body(&catalog)
    dataSource.apply(catalog.snapshot, completion: nil)
    environment.log.append(
      "\(environment.timestamp) \(key): \(change); order \(catalog.order.joined(separator: ", "))")
    environment.log.append("  carousels kept: \(describe(before, carouselPositions()))")
  }

  /// Scrolls the topmost carousel with a card in view by `cards` cards.
  private func scrollCarousel(by cards: Int) {
    let sections = collection.visibleItemPaths.map(\.section)
    guard let section = sections.first(where: { width(ofCardsIn: $0) != nil }),
      let model = dataSource.sectionIdentifier(for: section), let width = width(ofCardsIn: section)
    else {
      return environment.log.append("\(environment.timestamp) no carousel in view to scroll")
    }
    let stride = width + StoreCatalog.cardSpacing
    let old = collection.horizontalOffset(inSection: section)
    collection.setHorizontalOffset(old + Double(cards) * stride, inSection: section)
    let new = collection.horizontalOffset(inSection: section)
    environment.log.append(
      "\(environment.timestamp) \(model.title) carousel scrolled sideways \(Int(old)) → \(Int(new))")
  }
}
