import ReuseKit
import ReuseKitTestSupport

/// Drives a ``FlowLayout`` of mixed sections and a ``ReferenceSectionLayout``
/// through the same seeded random steps: applies that move sections and
/// insert into carousels, waterfall height changes, carousel scrolls,
/// vertical scrolls that measure, width changes and late sizes.
struct SectionLayoutDriver {
  // MARK: - Lifecycle

  init(seed: UInt64, sectionCount: Int, viewport: Viewport) {
    var rng = SeededGenerator(seed: seed)
    var nextItem = 100_000
    self.viewport = viewport
    referenceOffset = viewport.offset
    let sections = (0..<sectionCount).map { id in
      (id: id, items: (0..<Int.random(in: 0...24, using: &rng)).map { _ in Self.nextID(&nextItem) })
    }
    self.rng = rng
    self.nextItem = nextItem
    self.sections = sections
    let layouts = sections.map { Self.layout(ofSection: $0.id) }
    layout = FlowLayout(
      sectionCounts: sections.map(\.items.count), width: viewport.width,
      arrangement: CompositionalArrangement(insets: Self.insets), sectionLayouts: layouts)
    reference = ReferenceSectionLayout(
      sections: sections.map { section in
        let rule = Self.layout(ofSection: section.id).itemHeight
        return ReferenceSectionLayout.Section(
          id: section.id, layout: Self.layout(ofSection: section.id),
          items: section.items.map {
            ReferenceSectionLayout.Item(id: $0, height: rule.defaultHeight, measured: !rule.isSelfSizing)
          })
      }, width: viewport.width, insets: Self.insets)
  }

  // MARK: - Internal

  static let insets = LayoutInsets(top: 6, left: 3, bottom: 9, right: 5)
  static let widths: [Double] = [320, 200, 375.5, 90, 640]

  /// The layout of the section of identity `id`: one of six, by identity.
  static func layout(ofSection id: Int) -> SectionLayout {
    var layout: SectionLayout
    switch id % 6 {
    case 0:
      layout = .list(itemHeight: .selfSizing(estimate: 30), spacing: 2)
      layout.headerHeight = 10
      layout.footerHeight = 5
    case 1:
      layout = .grid(columns: .count(3), itemHeight: .selfSizing(estimate: 40), interitemSpacing: 4, lineSpacing: 6)
    case 2:
      layout = .carousel(itemWidth: .fractionalWidth(0.4), itemHeight: .selfSizing(estimate: 50), interitemSpacing: 8)
    case 3:
      layout = .carousel(
        itemWidth: .absolute(70), itemHeight: .fixed(60), interitemSpacing: 5, scrollingBehavior: .paging)
      layout.contentInsets = LayoutInsets(top: 4, left: 10, bottom: 2, right: 12)
    case 4:
      layout = .waterfall(columns: 2, itemHeight: .selfSizing(estimate: 45), interitemSpacing: 3, lineSpacing: 4)
      layout.headerHeight = 7
    default:
      layout = .waterfall(columns: 3, itemHeight: .selfSizing(estimate: 20))
      layout.contentInsets = LayoutInsets(top: 1, left: 2, bottom: 3, right: 4)
    }
    return layout
  }

  /// The height an item really has at `width`: width-dependent, a multiple
  /// of 0.5, sometimes zero.
  static func trueHeight(id: Int, width: Double) -> Double {
    Double((id &* 7919 &+ Int(width * 4) &* 31) % 160) * 0.5
  }

  var layout: FlowLayout<CompositionalArrangement>
  var reference: ReferenceSectionLayout
  var viewport: Viewport
  /// The offset the reference puts the viewport at.
  var referenceOffset: Double
  /// The identity of each section and of its items, in order.
  var sections: [(id: Int, items: [Int])]

  /// Runs one random step on both layouts and returns its name.
  mutating func step() -> String {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<20: return apply()
    case 20..<35: return changeWaterfallHeight()
    case 35..<50: return scrollCarousel()
    case 50..<70:
      viewport.offset = Double.random(in: 0...max(1, layout.contentSize.height), using: &rng).rounded()
      referenceOffset = viewport.offset
      measure()
      return "scroll"
    case 70..<80:
      changeWidth()
      return "width"
    default: return reportLateSizes()
    }
  }

  // MARK: - Internal state

  var rng: SeededGenerator
  var nextItem: Int
  /// Late reports not yet applied to the reference.
  var pending: [(path: ItemPath, height: Double)] = []

  static func nextID(_ counter: inout Int) -> Int {
    counter += 1
    return counter
  }

  /// The reference's anchor: the first item ending below the viewport's
  /// top, by identity, and the viewport's distance from its top.
  func referenceAnchor() -> (id: Int, distance: Double)? {
    guard let anchor = reference.anchor(below: referenceOffset) else { return nil }
    return (reference.sections[anchor.item.section].items[anchor.item.item].id, referenceOffset - anchor.top)
  }

  /// The reference offset that puts `anchor`'s item back in place.
  func restore(_ anchor: (id: Int, distance: Double)?) -> Double {
    guard let anchor, let top = top(ofItem: anchor.id) else { return referenceOffset }
    return top + anchor.distance
  }

  func top(ofItem id: Int) -> Double? {
    let frames = reference.walk().frames
    for (section, value) in reference.sections.enumerated() {
      if let item = value.items.firstIndex(where: { $0.id == id }) { return frames[section][item].minY }
    }
    return nil
  }

  /// Applies the pending reports to the reference.
  mutating func foldPending() {
    for report in pending { reference.setHeight(report.height, for: report.path) }
    pending = []
  }

  /// Measures the visible items of both, as a container does after a scroll.
  mutating func measure() {
    let widthOf = { (layout: FlowLayout<CompositionalArrangement>, path: ItemPath) in layout.itemWidth(of: path) }
    let ids = sections
    viewport = layout.measureVisibleItems(in: viewport) { path, width in
      Self.trueHeight(id: ids[path.section].items[path.item], width: width)
    }
    if !pending.isEmpty {
      let anchor = referenceAnchor()
      foldPending()
      referenceOffset = restore(anchor)
    }
    let anchor = referenceAnchor()
    while true {
      let unmeasured = reference.visibleItems(in: referenceViewport).filter {
        !reference.sections[$0.section].items[$0.item].measured
      }
      if unmeasured.isEmpty { break }
      for path in unmeasured {
        let id = reference.sections[path.section].items[path.item].id
        reference.setHeight(Self.trueHeight(id: id, width: widthOf(layout, path)), for: path)
      }
      referenceOffset = restore(anchor)
    }
  }

  var referenceViewport: Viewport {
    Viewport(width: viewport.width, height: viewport.height, offset: referenceOffset)
  }
}
