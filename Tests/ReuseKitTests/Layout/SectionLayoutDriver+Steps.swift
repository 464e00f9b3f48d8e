import ReuseKit
import ReuseKitTestSupport

extension SectionLayoutDriver {
  // MARK: - Internal

  /// An apply: a section moves, items go into a carousel, an item moves or
  /// goes, a section comes or goes; both layouts keep the first visible
  /// item that survives in place.
  mutating func apply() -> String {
    let old = sections
    var name = "apply"
    switch Int.random(in: 0..<6, using: &rng) {
    case 0 where sections.count > 1:
      let from = Int.random(in: 0..<sections.count, using: &rng)
      let moved = sections.remove(at: from)
      sections.insert(moved, at: Int.random(in: 0...sections.count, using: &rng))
      name = "moveSection"
    case 1:
      let carousels = sections.indices.filter { sections[$0].id % 6 == 2 || sections[$0].id % 6 == 3 }
      guard let section = carousels.randomElement(using: &rng) else { break }
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        let at = Int.random(in: 0...sections[section].items.count, using: &rng)
        sections[section].items.insert(Self.nextID(&nextItem), at: at)
      }
      name = "insertIntoCarousel"
    case 2:
      guard let section = sections.indices.filter({ !sections[$0].items.isEmpty }).randomElement(using: &rng) else {
        break
      }
      let item = sections[section].items.remove(at: Int.random(in: 0..<sections[section].items.count, using: &rng))
      if Bool.random(using: &rng) {
        let target = Int.random(in: 0..<sections.count, using: &rng)
        sections[target].items.insert(item, at: Int.random(in: 0...sections[target].items.count, using: &rng))
        name = "moveItem"
      } else {
        name = "deleteItem"
      }
    case 3:
      let id = (sections.map(\.id).max() ?? 0) + 1 + Int.random(in: 0..<6, using: &rng)
      let items = (0..<Int.random(in: 0...12, using: &rng)).map { _ in Self.nextID(&nextItem) }
      sections.insert((id, items), at: Int.random(in: 0...sections.count, using: &rng))
      name = "insertSection"
    case 4 where sections.count > 2:
      sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
      name = "deleteSection"
    default:
      guard let section = sections.indices.randomElement(using: &rng) else { break }
      sections[section].items.append(Self.nextID(&nextItem))
      name = "append"
    }
    commit(from: old)
    return name
  }

  /// A height change of a waterfall item; checks that only the later items
  /// of its column move within its section.
  mutating func changeWaterfallHeight() -> String {
    let waterfalls = sections.indices.filter { sections[$0].id % 6 >= 4 && !sections[$0].items.isEmpty }
    guard let section = waterfalls.randomElement(using: &rng) else { return "none" }
    let path = ItemPath(item: Int.random(in: 0..<sections[section].items.count, using: &rng), section: section)
    let height = Double(Int.random(in: 0...120, using: &rng)) * 0.5
    let before = (0..<sections[section].items.count).map { layout.frame(of: ItemPath(item: $0, section: section)) }
    layout.setHeight(height, for: path)
    reference.setHeight(height, for: path)
    let column = before[path.item].x
    for item in before.indices where item != path.item {
      let after = layout.frame(of: ItemPath(item: item, section: section))
      let moves = item > path.item && before[item].x == column
      if !moves, after != before[item] {
        fatalError("item \(item) of waterfall section \(section) moved from \(before[item]) to \(after)")
      }
    }
    return "waterfallHeight"
  }

  /// A carousel scrolled sideways.
  mutating func scrollCarousel() -> String {
    let carousels = sections.indices.filter { sections[$0].id % 6 == 2 || sections[$0].id % 6 == 3 }
    guard let section = carousels.randomElement(using: &rng) else { return "none" }
    let offset = Double(Int.random(in: -50...1_500, using: &rng)) * 0.75
    layout.setHorizontalOffset(offset, inSection: section)
    reference.setHorizontalOffset(offset, inSection: section)
    return "carouselScroll"
  }

  /// A change of width, keeping the first visible item in place.
  mutating func changeWidth() {
    let anchor = referenceAnchor()
    let width = Self.widths.randomElement(using: &rng) ?? 320
    let before = reference.sections.map { reference.columns(of: $0.layout).itemWidth }
    viewport = layout.setWidth(width, anchoring: viewport)
    reference.setWidth(width)
    pending.removeAll { report in
      let section = report.path.section
      return reference.sections[section].layout.itemHeight.isSelfSizing
        && reference.columns(of: reference.sections[section].layout).itemWidth != before[section]
    }
    referenceOffset = restore(anchor)
  }

  /// Late size reports, sometimes folded in one pass.
  mutating func reportLateSizes() -> String {
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      guard let section = sections.indices.filter({ !sections[$0].items.isEmpty }).randomElement(using: &rng) else {
        break
      }
      let path = ItemPath(item: Int.random(in: 0..<sections[section].items.count, using: &rng), section: section)
      let height = Self.trueHeight(id: sections[section].items[path.item], width: layout.itemWidth(of: path))
      layout.reportHeight(height, for: path)
      pending.append((path, height))
    }
    guard Bool.random(using: &rng) else { return "reports-pending" }
    viewport = layout.layoutIfNeeded(anchoring: viewport)
    let anchor = referenceAnchor()
    foldPending()
    referenceOffset = restore(anchor)
    return "reports"
  }

  // MARK: - Private

  /// Hands the change from `old` to ``sections`` to both layouts.
  private mutating func commit(from old: [(id: Int, items: [Int])]) {
    var oldSection: [Int: Int] = [:]
    var oldPath: [Int: ItemPath] = [:]
    for (section, value) in old.enumerated() {
      oldSection[value.id] = section
      for (item, id) in value.items.enumerated() { oldPath[id] = ItemPath(item: item, section: section) }
    }
    let update = LayoutUpdate(
      sections: sections.map { section in
        LayoutUpdate.Section(
          source: oldSection[section.id], items: section.items.map { oldPath[$0].map { .old($0) } ?? .new })
      })
    // The reference's anchor: its first visible item that survives, or its
    // first item below the top, before the pending reports fold in.
    var candidates = reference.visibleItems(in: referenceViewport)
    if candidates.isEmpty, let first = reference.anchor(below: referenceOffset) { candidates = [first.item] }
    let frames = reference.walk().frames
    let held = candidates.map {
      (
        id: reference.sections[$0.section].items[$0.item].id,
        distance: referenceOffset - frames[$0.section][$0.item].minY
      )
    }
    viewport = layout.apply(update, layouts: sections.map { Self.layout(ofSection: $0.id) }, anchoring: viewport)
    foldPending()
    reference.apply(sections.map { (id: $0.id, layout: Self.layout(ofSection: $0.id), items: $0.items) })
    if let survivor = held.first(where: { top(ofItem: $0.id) != nil }), let top = top(ofItem: survivor.id) {
      referenceOffset = top + survivor.distance
    }
  }
}
