import ReuseKit
import ReuseKitTestSupport

/// Drives a ``FlowLayout`` and a ``ReferenceLayout`` through the same seeded
/// random operations, and reports the first difference between them.
struct LayoutDriver<Arrangement: LayoutArrangement> {
  // MARK: - Lifecycle

  init(
    seed: UInt64, counts: [Int], viewport: Viewport, widths: [Double],
    make: ([Int], Double) -> (FlowLayout<Arrangement>, ReferenceLayout)
  ) {
    (layout, reference) = make(counts, viewport.width)
    rng = SeededGenerator(seed: seed)
    self.viewport = viewport
    self.widths = widths
    var next = 0
    ids = counts.map { count in
      (0..<count).map { _ in
        defer { next += 1 }
        return next
      }
    }
    nextID = next
  }

  // MARK: - Internal

  var layout: FlowLayout<Arrangement>
  var reference: ReferenceLayout
  var viewport: Viewport
  private(set) var referenceViewport: Viewport?

  /// The height an item really has at `width`: width-dependent, a multiple of
  /// 0.5 (so that every sum is exact), sometimes zero.
  static func trueHeight(id: Int, width: Double) -> Double {
    Double((id &* 7919 &+ Int(width * 4) &* 31) % 160) * 0.5
  }

  /// Runs one random operation on both layouts and returns its name.
  mutating func step() -> String {
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<25:
      scroll()
      measure()
      return "scroll"
    case 25..<40:
      guard let path = randomItem() else { return "none" }
      let height = randomHeight()
      layout.setHeight(height, for: path)
      reference.setHeight(height, for: path)
      return "setHeight"
    case 40..<45:
      guard let path = randomItem() else { return "none" }
      layout.invalidateHeight(of: path)
      reference.invalidateHeight(of: path)
      return "invalidate"
    case 45..<60:
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        guard let path = randomItem() else { break }
        let height = Self.trueHeight(id: ids[path.section][path.item], width: layout.width)
        layout.reportHeight(height, for: path)
        reference.reportHeight(height, for: path)
      }
      if Bool.random(using: &rng) {
        let before = viewport
        viewport = layout.layoutIfNeeded(anchoring: before)
        referenceViewport = reference.layoutIfNeeded(anchoring: before)
        return "reports"
      }
      return "reports-pending"
    case 60..<65:
      guard !ids.isEmpty else { return "none" }
      let section = Int.random(in: 0..<ids.count, using: &rng)
      let height = Double(Int.random(in: 0...40, using: &rng))
      if Bool.random(using: &rng) {
        layout.setHeaderHeight(height, forSection: section)
        reference.setHeaderHeight(height, forSection: section)
      } else {
        layout.setFooterHeight(height, forSection: section)
        reference.setFooterHeight(height, forSection: section)
      }
      return "supplementary"
    case 65..<75:
      let width = widths.randomElement(using: &rng) ?? viewport.width
      let before = viewport
      viewport = layout.setWidth(width, anchoring: before)
      referenceViewport = reference.setWidth(width, anchoring: before)
      if referenceViewport == viewport { measure() }
      return "width"
    default:
      let update = randomUpdate()
      let before = viewport
      viewport = layout.apply(update, anchoring: before)
      referenceViewport = reference.apply(update, anchoring: before)
      if referenceViewport == viewport { measure() }
      return "update"
    }
  }

  /// The first difference between the layout and the reference, or `nil`.
  func mismatch() -> String? {
    if let referenceViewport, !close(referenceViewport.offset, viewport.offset) {
      return "viewport offset \(viewport.offset), reference \(referenceViewport.offset)"
    }
    if layout.numberOfSections != ids.count { return "\(layout.numberOfSections) sections, expected \(ids.count)" }
    let frames = reference.frames
    for (section, items) in frames.enumerated() {
      guard layout.numberOfItems(inSection: section) == items.count else {
        return "section \(section) holds \(layout.numberOfItems(inSection: section)) items, expected \(items.count)"
      }
      for (item, expected) in items.enumerated() {
        let path = ItemPath(item: item, section: section)
        let frame = layout.frame(of: path)
        if !close(frame.x, expected.x) || !close(frame.y, expected.y) || !close(frame.width, expected.width)
          || !close(frame.height, expected.height)
        {
          return "frame of \(path) is \(frame), expected \(expected)"
        }
        if layout.isMeasured(path) != reference.measured[section][item] {
          return "measured flag of \(path) is \(layout.isMeasured(path))"
        }
      }
    }
    if !close(layout.contentSize.height, reference.contentHeight) {
      return "content height \(layout.contentSize.height), expected \(reference.contentHeight)"
    }
    let visible = layout.visibleItems(in: viewport)
    let expectedVisible = reference.visibleItems(in: viewport)
    if visible != expectedVisible { return "visible \(visible), expected \(expectedVisible) in \(viewport)" }
    if layout.anchor(for: viewport) != reference.anchor(for: viewport) {
      return "anchor \(layout.anchor(for: viewport)), expected \(reference.anchor(for: viewport))"
    }
    if layout.layoutPassCount != reference.layoutPassCount {
      return "\(layout.layoutPassCount) passes, expected \(reference.layoutPassCount)"
    }
    return nil
  }

  // MARK: - Private

  private var rng: SeededGenerator
  private var ids: [[Int]]
  private var nextID: Int
  private let widths: [Double]

  private func close(_ lhs: Double, _ rhs: Double) -> Bool { abs(lhs - rhs) <= 1e-9 }

  private mutating func measure() {
    let ids = ids
    let before = viewport
    viewport = layout.measureVisibleItems(in: before) { path, width in
      Self.trueHeight(id: ids[path.section][path.item], width: width)
    }
    referenceViewport = reference.measureVisibleItems(in: before) { path, width in
      Self.trueHeight(id: ids[path.section][path.item], width: width)
    }
  }

  private mutating func scroll() {
    let height = layout.contentSize.height
    let quarters = Int.random(in: -80...Int(height * 4) + 80, using: &rng)
    viewport.offset = Double(quarters) / 4
  }

  private mutating func randomHeight() -> Double {
    Double(Int.random(in: 0...200, using: &rng)) / 2
  }

  private mutating func randomItem() -> ItemPath? {
    let sections = ids.indices.filter { !ids[$0].isEmpty }
    guard let section = sections.randomElement(using: &rng) else { return nil }
    return ItemPath(item: Int.random(in: 0..<ids[section].count, using: &rng), section: section)
  }

  /// A random update: deleted, moved and inserted sections; deleted, moved,
  /// reloaded and inserted items.
  private mutating func randomUpdate() -> LayoutUpdate {
    typealias Entry = (source: LayoutUpdate.ItemSource, id: Int)
    var sections: [(source: Int?, items: [Entry])] = []
    for section in ids.indices where Int.random(in: 0..<10, using: &rng) > 0 {
      var items: [Entry] = []
      for (item, id) in ids[section].enumerated() where Int.random(in: 0..<8, using: &rng) > 0 {
        let reloaded = Int.random(in: 0..<20, using: &rng) == 0
        items.append((reloaded ? .new : .old(ItemPath(item: item, section: section)), id))
      }
      sections.append((section, items))
    }
    if Int.random(in: 0..<5, using: &rng) == 0 { sections.shuffle(using: &rng) }
    if sections.isEmpty || Int.random(in: 0..<5, using: &rng) == 0 {
      let items: [Entry] = (0..<Int.random(in: 0...6, using: &rng)).map { _ in (.new, makeID()) }
      sections.insert((nil, items), at: Int.random(in: 0...sections.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      let from = Int.random(in: 0..<sections.count, using: &rng)
      guard !sections[from].items.isEmpty else { continue }
      let entry = sections[from].items.remove(at: Int.random(in: 0..<sections[from].items.count, using: &rng))
      let to = Int.random(in: 0..<sections.count, using: &rng)
      sections[to].items.insert(entry, at: Int.random(in: 0...sections[to].items.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...5, using: &rng) {
      let to = Int.random(in: 0..<sections.count, using: &rng)
      sections[to].items.insert((.new, makeID()), at: Int.random(in: 0...sections[to].items.count, using: &rng))
    }
    ids = sections.map { $0.items.map(\.id) }
    return LayoutUpdate(
      sections: sections.map { LayoutUpdate.Section(source: $0.source, items: $0.items.map(\.source)) })
  }

  private mutating func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
