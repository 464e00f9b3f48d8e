extension LayoutUpdate {
  // MARK: - Lifecycle

  /// The layout effect of a validated batch update: items keep their heights
  /// when they survive without a reload.
  ///
  /// Each final section is filled in one pass: moved items at their
  /// destinations, new items (inserts and reloads) at theirs, and the items
  /// of the section's source that stay, in order, in the positions left.
  ///
  /// - Complexity: O(n + m + k) for n items before the update, m after it,
  ///   and k operations.
  init(_ mapping: BatchUpdateMapping, countsBefore: [Int], countsAfter: [Int]) {
    var movesInto: [Int: [(item: Int, source: ItemPath)]] = [:]
    for (source, destination) in mapping.moved {
      movesInto[destination.section, default: []].append((destination.item, source))
    }
    var sections: [Section] = []
    sections.reserveCapacity(countsAfter.count)
    for (section, count) in countsAfter.enumerated() {
      var items = [ItemSource](repeating: .new, count: count)
      for move in movesInto[section] ?? [] { items[move.item] = .old(move.source) }
      let origin = mapping.sourceSection(ofFinalSection: section)
      if let origin {
        let removed = mapping.removed[origin]?.values ?? []
        let occupied = mapping.occupied[section]?.values ?? []
        var nextRemoved = 0
        var nextOccupied = 0
        var slot = 0
        for item in 0..<countsBefore[origin] {
          if nextRemoved < removed.count && removed[nextRemoved] == item {
            nextRemoved += 1
            continue
          }
          while nextOccupied < occupied.count && occupied[nextOccupied] == slot {
            nextOccupied += 1
            slot += 1
          }
          items[slot] = .old(ItemPath(item: item, section: origin))
          slot += 1
        }
      }
      sections.append(Section(source: origin, items: items))
    }
    self.init(sections: sections, movedItems: Set(mapping.moved.keys))
  }
}
