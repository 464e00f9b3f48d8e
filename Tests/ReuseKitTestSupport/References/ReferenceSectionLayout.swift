import ReuseKit

/// A plain layout of sections that each have a ``SectionLayout``: every
/// frame recomputed from the top on every query, sections and carousel
/// offsets kept by identity. The reference a ``FlowLayout`` of mixed
/// sections is checked against.
///
/// It follows the documented rules with the simplest code: rows as tall as
/// their tallest item; a carousel's items moved left by its offset, which is
/// kept within the carousel; a waterfall's items each in the column chosen
/// when it entered the section, the shortest then, and kept while every item
/// before it stays.
package struct ReferenceSectionLayout {
  // MARK: - Lifecycle

  /// A reference of `sections` at `width` with `insets` around the content.
  package init(sections: [Section], width: Double, insets: LayoutInsets) {
    self.sections = sections
    self.width = width
    self.insets = insets
    for index in self.sections.indices { place(index, keeping: 0) }
  }

  // MARK: - Package

  /// One item: its identity, its height, whether it was measured, and in a
  /// waterfall its column.
  package struct Item {
    package init(id: Int, height: Double, measured: Bool) {
      self.id = id
      self.height = height
      self.measured = measured
    }

    package var id: Int
    package var height: Double
    package var measured: Bool
    package var column = 0
  }

  /// One section: its identity, its layout, its items, and the heights of
  /// its header and footer.
  package struct Section {
    package init(id: Int, layout: SectionLayout, items: [Item]) {
      self.id = id
      self.layout = layout
      self.items = items
    }

    package var id: Int
    package var layout: SectionLayout
    package var items: [Item]
  }

  package private(set) var sections: [Section]
  package private(set) var width: Double
  /// Each carousel's horizontal offset, by section identity; 0 when absent.
  package private(set) var offsets: [Int: Double] = [:]
  package let insets: LayoutInsets

  /// The width of the items of `layout`'s section, and its column count.
  package func columns(of layout: SectionLayout) -> (count: Int, itemWidth: Double) {
    let available = max(
      0, width - insets.left - insets.right - layout.contentInsets.left - layout.contentInsets.right)
    let spacing = layout.interitemSpacing
    func share(_ count: Int) -> Double { max(0, (available - Double(count - 1) * spacing) / Double(count)) }
    switch layout.kind {
    case .list: return (1, available)
    case .grid(.count(let count)), .waterfall(let count): return (count, share(count))
    case .grid(.minimumWidth(let minimum)), .grid(.fixedWidth(let minimum)):
      var count = 1
      while Double(count + 1) * minimum + Double(count) * spacing <= available { count += 1 }
      if case .grid(.fixedWidth) = layout.kind { return (count, minimum) }
      return (count, share(count))
    case .carousel(.fractionalWidth(let fraction), _): return (1, available * fraction)
    case .carousel(.absolute(let points), _): return (1, points)
    }
  }

  /// The frame of every item, and the content height.
  package func walk() -> (frames: [[LayoutRect]], height: Double) {
    var y = insets.top
    var frames: [[LayoutRect]] = []
    for section in sections {
      let layout = section.layout
      let (count, itemWidth) = columns(of: layout)
      let left = insets.left + layout.contentInsets.left
      y += layout.headerHeight + layout.contentInsets.top
      var sectionFrames: [LayoutRect] = []
      switch layout.kind {
      case .list, .grid:
        var row = 0
        while row * count < section.items.count {
          if row > 0 { y += layout.lineSpacing }
          let rowItems = section.items[(row * count)..<min(section.items.count, (row + 1) * count)]
          let tallest = rowItems.map(\.height).max() ?? 0
          for column in rowItems.indices.map({ $0 - row * count }) {
            let x = left + Double(column) * (itemWidth + layout.interitemSpacing)
            sectionFrames.append(LayoutRect(x: x, y: y, width: itemWidth, height: tallest))
          }
          y += tallest
          row += 1
        }
      case .carousel:
        let tallest = section.items.map(\.height).max() ?? 0
        let offset = offsets[section.id] ?? 0
        for index in section.items.indices {
          let x = left + Double(index) * (itemWidth + layout.interitemSpacing) - offset
          sectionFrames.append(LayoutRect(x: x, y: y, width: itemWidth, height: tallest))
        }
        y += tallest
      case .waterfall:
        var bottoms = [Double?](repeating: nil, count: count)
        for item in section.items {
          let top = bottoms[item.column].map { $0 + layout.lineSpacing } ?? 0
          let x = left + Double(item.column) * (itemWidth + layout.interitemSpacing)
          sectionFrames.append(LayoutRect(x: x, y: y + top, width: itemWidth, height: item.height))
          bottoms[item.column] = top + item.height
        }
        y += bottoms.compactMap { $0 }.max() ?? 0
      }
      y += layout.contentInsets.bottom + layout.footerHeight
      frames.append(sectionFrames)
    }
    return (frames, y + insets.bottom)
  }

  /// The items whose frames meet `viewport`, in order; a carousel's items
  /// must also meet the width.
  package func visibleItems(in viewport: Viewport) -> [ItemPath] {
    let frames = walk().frames
    var result: [ItemPath] = []
    for (section, sectionFrames) in frames.enumerated() {
      let isCarousel = if case .carousel = sections[section].layout.kind { true } else { false }
      for (item, frame) in sectionFrames.enumerated() where frame.intersects(viewport) {
        if isCarousel, !(frame.x + frame.width > 0 && frame.x < width) { continue }
        result.append(ItemPath(item: item, section: section))
      }
    }
    return result
  }

  /// The first item in order whose frame ends below `offset`.
  package func anchor(below offset: Double) -> (item: ItemPath, top: Double)? {
    for (section, sectionFrames) in walk().frames.enumerated() {
      for (item, frame) in sectionFrames.enumerated() where frame.maxY > offset {
        return (ItemPath(item: item, section: section), frame.minY)
      }
    }
    return nil
  }

  /// The offset a carousel of `section` rests at when scrolled to `offset`.
  package func restingOffset(_ offset: Double, inSection index: Int) -> Double {
    let section = sections[index]
    guard case .carousel(_, let behavior) = section.layout.kind, !section.items.isEmpty else { return 0 }
    let itemWidth = columns(of: section.layout).itemWidth
    let stride = itemWidth + section.layout.interitemSpacing
    let count = Double(section.items.count)
    let end =
      insets.left + section.layout.contentInsets.left + count * itemWidth + (count - 1)
      * section.layout.interitemSpacing + section.layout.contentInsets.right + insets.right
    let maximum = max(0, end - width)
    var result = offset
    if behavior == .paging, stride > 0, result < maximum { result = (result / stride).rounded() * stride }
    return min(max(0, result), maximum)
  }

  /// Scrolls the carousel of `section` sideways.
  package mutating func setHorizontalOffset(_ offset: Double, inSection section: Int) {
    offsets[sections[section].id] = restingOffset(offset, inSection: section)
  }

  /// Sets an item's height, measured.
  package mutating func setHeight(_ height: Double, for path: ItemPath) {
    sections[path.section].items[path.item].height = height
    sections[path.section].items[path.item].measured = true
  }

  /// Changes the width: a self-sizing section whose item width changes goes
  /// back to its estimates; a waterfall whose column count changes is placed
  /// again; carousels stay within their extent.
  package mutating func setWidth(_ newWidth: Double) {
    let old = sections.map { columns(of: $0.layout) }
    width = newWidth
    for index in sections.indices {
      let new = columns(of: sections[index].layout)
      let rule = sections[index].layout.itemHeight
      if rule.isSelfSizing, new.itemWidth != old[index].itemWidth {
        for item in sections[index].items.indices {
          sections[index].items[item].height = rule.defaultHeight
          sections[index].items[item].measured = false
        }
      }
      if new.count != old[index].count { place(index, keeping: 0) }
      offsets[sections[index].id] = restingOffset(offsets[sections[index].id] ?? 0, inSection: index)
    }
  }

  /// Replaces the sections by `newSections`, whose items carry their
  /// heights from where they were (by identity) when their new section
  /// sizes them alike, and whose waterfalls keep the columns of the items
  /// before their first change.
  package mutating func apply(_ newSections: [(id: Int, layout: SectionLayout, items: [Int])]) {
    var old: [Int: (section: Int, item: Int)] = [:]
    for (section, value) in sections.enumerated() {
      for (item, element) in value.items.enumerated() { old[element.id] = (section, item) }
    }
    let previous = sections
    sections = newSections.map { new in
      let (count, itemWidth) = columns(of: new.layout)
      let rule = new.layout.itemHeight
      let items = new.items.map { id -> Item in
        guard let (section, item) = old[id] else {
          return Item(id: id, height: rule.defaultHeight, measured: !rule.isSelfSizing)
        }
        let from = previous[section]
        let oldRule = from.layout.itemHeight
        let carries =
          rule.isSelfSizing
          ? oldRule.isSelfSizing && columns(of: from.layout).itemWidth == itemWidth : oldRule == rule
        var element = from.items[item]
        if !carries { element = Item(id: id, height: rule.defaultHeight, measured: !rule.isSelfSizing) }
        element.column = min(from.items[item].column, count - 1)
        return element
      }
      return Section(id: new.id, layout: new.layout, items: items)
    }
    for index in sections.indices {
      let id = sections[index].id
      var kept = 0
      if let from = previous.first(where: { $0.id == id }), case .waterfall(let was) = from.layout.kind,
        case .waterfall(let now) = sections[index].layout.kind, was == now
      {
        while kept < sections[index].items.count, kept < from.items.count,
          sections[index].items[kept].id == from.items[kept].id
        {
          kept += 1
        }
      }
      place(index, keeping: kept)
      offsets[id] = restingOffset(previous.contains { $0.id == id } ? offsets[id] ?? 0 : 0, inSection: index)
    }
    offsets = offsets.filter { entry in sections.contains { $0.id == entry.key } }
  }

  // MARK: - Private

  /// Places the items of a waterfall section after the first `kept`, each in
  /// the shortest column, the leftmost of equals.
  private mutating func place(_ index: Int, keeping kept: Int) {
    guard case .waterfall(let count) = sections[index].layout.kind else { return }
    var bottoms = [Double?](repeating: nil, count: count)
    for item in sections[index].items.indices {
      var element = sections[index].items[item]
      if item >= kept {
        element.column = bottoms.indices.min { (bottoms[$0] ?? 0, $0) < (bottoms[$1] ?? 0, $1) } ?? 0
      }
      let top = bottoms[element.column].map { $0 + sections[index].layout.lineSpacing } ?? 0
      bottoms[element.column] = top + element.height
      sections[index].items[item] = element
    }
  }
}
