import ReuseKit
import Testing

@testable import GalleryKit

/// The Store screen: two carousels, a grid, a waterfall and a list in one
/// `HeadlessCollection`, in the scripted frames; and each carousel's
/// horizontal position, kept by its section's identity through random
/// section moves, sideways scrolls and width changes.
@MainActor
@Suite struct StoreScreenTests {
  /// The pane line of frame `number` that starts the cards under `title`'s header.
  static func cards(under title: String, in number: Int) -> String? {
    let pane = ScriptedFrames.pane(number)
    return pane.firstIndex { $0.hasPrefix("── \(title) ·") }.flatMap { $0 + 1 < pane.count ? pane[$0 + 1] : nil }
  }

  @Test func theScriptedKeysScrollTheCarouselMoveSectionsAndResize() async throws {
    await ScriptedFrames.prepare()
    let store = try #require(ScriptedFrames.number(ofCaption: "8: Store"))
    let scrolled = try #require(ScriptedFrames.number(ofCaption: "] ]: the Featured carousel"))
    let moved = try #require(ScriptedFrames.number(ofCaption: "m: a batch moves sections"))
    let narrow = try #require(ScriptedFrames.number(ofCaption: "resized to 44 columns: relaid out"))
    let waterfall = try #require(ScriptedFrames.number(ofCaption: "j j j j: at 80 columns"))
    #expect(
      ScriptedFrames.frame(store).lines[1].hasPrefix("carousels, grid, waterfall, list in one HeadlessCollection"))
    // One container: a carousel, a grid of three columns and a second carousel.
    #expect(try #require(Self.cards(under: "Featured", in: store)).hasPrefix("┌─ #1 Ada ─"))
    #expect(try #require(Self.cards(under: "Picks", in: store)).ranges(of: "┌─ #").count == 3)
    let new = try #require(Self.cards(under: "New", in: store))
    #expect(new.ranges(of: "┌─ #").count == 5, "the last card of the row is cut by the pane's edge")
    // `] ]`: two cards sideways, one page each; the grid does not move.
    #expect(try #require(Self.cards(under: "Featured", in: scrolled)).hasPrefix("┌─ #3 Edsger ─"))
    #expect(Self.cards(under: "Picks", in: scrolled) == Self.cards(under: "Picks", in: store))
    #expect(
      ScriptedFrames.frame(scrolled).lines.contains { $0.hasSuffix("Featured carousel scrolled sideways 27 → 54") })
    // `m`: the sections moved; the carousel shows the same cards.
    let log = ScriptedFrames.frame(moved).lines
    #expect(log.contains { $0.hasSuffix("order Picks, Featured, New, Recent, Wall") })
    #expect(log.contains("  carousels kept: Featured at 54 → 54, New at 0 → 0"))
    #expect(try #require(Self.cards(under: "Featured", in: moved)).hasPrefix("┌─ #3 Edsger ─"))
    #expect(try #require(Self.cards(under: "Recent", in: moved)).hasPrefix("#37 Leslie · "), "a list of one-line rows")
    // A narrower terminal: laid out again, the carousel at the same card.
    #expect(try #require(Self.cards(under: "Featured", in: narrow)).hasPrefix("┌─ #3 Edsger ─"))
    #expect(ScriptedFrames.frame(narrow).lines.contains { $0.contains(" store width 80 → 44: relaid out") })
    // The waterfall: tiles of their own heights side by side.
    let tiles = try #require(Self.cards(under: "Wall", in: waterfall))
    #expect(tiles.hasPrefix("┌─ #25 Ada ─") && tiles.ranges(of: "┌─ #").count == 3)
  }

  /// Where a carousel of `cards` cards `stride` apart rests at `width`, as
  /// `setHorizontalOffset(_:inSection:)` documents it: within the carousel,
  /// and at a card's leading edge when it pages, unless at the end.
  static func resting(_ offset: Double, cards: Int, stride: Double, width: Double, paging: Bool) -> Double {
    let maximum = max(0, Double(cards) * stride - StoreCatalog.cardSpacing - width)
    let rounded = paging && offset < maximum ? (offset / stride).rounded() * stride : offset
    return min(max(0, rounded), maximum)
  }

  /// Random steps: section moves (`m`, `r`), sideways scrolls of the
  /// carousel in view, vertical scrolls and width changes. After every step
  /// each carousel's offset is the model's, by identity (the model clamps
  /// it to the carousel at the new width, as a carousel's offset is), and
  /// the card the model says leads it is at the section's leading edge.
  @Test(arguments: 1...8)
  func eachCarouselKeepsItsPositionByIdentity(seed: UInt64) throws {
    let environment = GalleryEnvironment(seed: seed, stopwatch: Stopwatch(isEnabled: false))
    let screen = StoreScreen(environment: environment, width: 80, height: 15)
    var random = GalleryRandom(seed: seed &* 7919)
    var model = [StoreCatalog.featured: 0.0, StoreCatalog.new: 0.0]
    for step in 0..<120 {
      var scrolled: Int?
      let kind = Int.random(in: 0..<6, using: &random)
      let name = ["m", "r", "resize", "scroll", "] or [", "] or ["][kind]
      switch kind {
      case 0: screen.handle(character: "m")
      case 1: screen.randomChange()
      case 2: screen.resize(width: Int.random(in: 40...100, using: &random), height: 15)
      case 3: screen.scroll(by: Double(Int.random(in: -6...6, using: &random)))
      default:
        let before = Dictionary(uniqueKeysWithValues: model.keys.map { ($0, screen.horizontalOffset(ofSection: $0)) })
        screen.handle(character: Bool.random(using: &random) ? "]" : "[")
        // Only the carousel the key scrolled may change, and by whole cards.
        for (id, offset) in before where screen.horizontalOffset(ofSection: id) != offset {
          #expect(scrolled == nil, "step \(step): one key scrolled two carousels")
          scrolled = id
        }
      }
      screen.layoutIfNeeded()
      if let scrolled { model[scrolled] = screen.horizontalOffset(ofSection: scrolled) }
      let width = screen.collection.viewport.width
      for (id, offset) in model {
        let cards = StoreCatalog().sections.first { $0.id == id }?.cards.count ?? 0
        let stride = (StoreCatalog.cardWidths[id] ?? 0) + StoreCatalog.cardSpacing
        model[id] = Self.resting(
          offset, cards: cards, stride: stride, width: width, paging: id == StoreCatalog.featured)
      }
      for (id, offset) in model {
        let shown = try #require(screen.horizontalOffset(ofSection: id))
        #expect(shown == offset, "step \(step) (\(name)): carousel \(id) at \(shown), the model says \(offset)")
        try checkLeadingCard(of: id, at: offset, in: screen, step: "\(step) (\(name))")
      }
    }
  }

  /// The card `offset` puts at the leading edge of carousel `id` is there.
  func checkLeadingCard(of id: Int, at offset: Double, in screen: StoreScreen, step: String) throws {
    let stride = try #require(StoreCatalog.cardWidths[id]) + StoreCatalog.cardSpacing
    let section = try #require(screen.index(ofSection: id))
    let leading = Int(offset / stride)
    let frame = screen.collection.frameOfItem(at: ItemPath(item: leading, section: section))
    #expect(frame.x == Double(leading) * stride - offset, "step \(step): carousel \(id) leads with card \(leading)")
  }
}
