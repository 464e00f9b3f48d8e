extension LayoutUpdate {
  // MARK: - Lifecycle

  /// The layout effect of a validated batch update: items keep their heights
  /// when they survive without a reload.
  ///
  /// Each final section is filled in one pass: moved items at their
  /// destinations, new items (inserts and reloads) at theirs, and the items
  /// of the section's source that stay, in order, in the positions left.
  ///
  /// - Complexity: O(n + m + k log k) for n items before the update, m after
  ///   it, and k operations.
  init(_ mapping: BatchUpdateMapping, countsBefore: [Int], countsAfter: [Int]) {
    // The moves by destination, so that each final section takes its own
    // from the front.
    let movesInto = mapping.moved.sorted { $0.destination < $1.destination }
    var nextMove = 0
    var sections: [Section] = []
    sections.reserveCapacity(countsAfter.count)
    for (section, count) in countsAfter.enumerated() {
      var items = [ItemSource](repeating: .new, count: count)
      while nextMove < movesInto.count && movesInto[nextMove].destination.section == section {
        items[movesInto[nextMove].destination.item] = .old(movesInto[nextMove].source)
        nextMove += 1
      }
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
    self.init(sections: sections, movedItems: Set(mapping.moved.map(\.source)))
  }
}
