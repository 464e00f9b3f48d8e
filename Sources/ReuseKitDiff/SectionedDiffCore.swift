/// The matchings behind a sectioned diff: sections by their models, items by
/// their own identity across all sections, and which matched sections and
/// items keep their order.
struct SectionedDiffCore<Model: Diffable, Item: Diffable> {
  // MARK: - Lifecycle

  init(source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>]) {
    self.source = source
    self.target = target
    sections = source.withUnsafeBufferPointer { source in
      target.withUnsafeBufferPointer { target in IdentityMatching(source: source, target: target) }
    }
    (sourceStart, sourceSectionOf) = Self.starts(of: source)
    (targetStart, targetSectionOf) = Self.starts(of: target)
    let sourceItems = source.flatMap(\.items)
    let targetItems = target.flatMap(\.items)
    items = sourceItems.withUnsafeBufferPointer { source in
      targetItems.withUnsafeBufferPointer { target in IdentityMatching(source: source, target: target) }
    }
    sectionStays = sections.targetToSource.withUnsafeBufferPointer(longestIncreasingSubsequence)
    itemStays = [Bool](repeating: false, count: targetItems.count)
    markStayingItems()
  }

  // MARK: - Internal

  let source: [DiffSection<Model, Item>]
  let target: [DiffSection<Model, Item>]
  /// Sections matched by their models' identities.
  let sections: IdentityMatching<Model.DiffIdentifier>
  /// Items matched by identity across all sections, by flat index.
  let items: IdentityMatching<Item.DiffIdentifier>
  /// The flat index of each source section's first item, plus the total.
  let sourceStart: [Int]
  /// The flat index of each target section's first item, plus the total.
  let targetStart: [Int]
  /// The section of each flat source item.
  let sourceSectionOf: [Int32]
  /// The section of each flat target item.
  let targetSectionOf: [Int32]
  /// Per target section: matched and kept in order (not moved).
  let sectionStays: [Bool]
  /// Per flat target item: matched within its section pair and kept in order.
  private(set) var itemStays: [Bool]

  func sourcePath(_ flat: Int) -> ItemPath {
    let section = Int(sourceSectionOf[flat])
    return ItemPath(item: flat - sourceStart[section], section: section)
  }

  func targetPath(_ flat: Int) -> ItemPath {
    let section = Int(targetSectionOf[flat])
    return ItemPath(item: flat - targetStart[section], section: section)
  }

  func sourceItem(_ flat: Int) -> Item {
    source[Int(sourceSectionOf[flat])].items[flat - sourceStart[Int(sourceSectionOf[flat])]]
  }

  func targetItem(_ flat: Int) -> Item {
    target[Int(targetSectionOf[flat])].items[flat - targetStart[Int(targetSectionOf[flat])]]
  }

  func isDeleted(sourceSection section: Int) -> Bool { sections.sourceToTarget[section] < 0 }

  func isInserted(targetSection section: Int) -> Bool { sections.targetToSource[section] < 0 }

  /// Whether the source section moves (it is matched but out of order).
  func isMoved(sourceSection section: Int) -> Bool {
    let destination = Int(sections.sourceToTarget[section])
    return destination >= 0 && !sectionStays[destination]
  }

  func difference() -> SectionedDifference<Model.DiffIdentifier, Item.DiffIdentifier> {
    var sectionDeletions: [Int] = []
    var sectionInsertions: [Int] = []
    var sectionMoves: [Move<Int>] = []
    var sectionUpdates: [Update<Int>] = []
    for section in source.indices where isDeleted(sourceSection: section) { sectionDeletions.append(section) }
    for section in target.indices {
      let origin = Int(sections.targetToSource[section])
      guard origin >= 0 else {
        sectionInsertions.append(section)
        continue
      }
      if !sectionStays[section] { sectionMoves.append(Move(from: origin, to: section)) }
      if !source[origin].isContentEqual(to: target[section]) {
        sectionUpdates.append(Update(source: origin, target: section))
      }
    }
    var itemDeletions: [ItemPath] = []
    var itemInsertions: [ItemPath] = []
    var itemMoves: [Move<ItemPath>] = []
    var itemUpdates: [Update<ItemPath>] = []
    for flat in 0..<sourceSectionOf.count
    where items.sourceToTarget[flat] < 0 && !isDeleted(sourceSection: Int(sourceSectionOf[flat])) {
      itemDeletions.append(sourcePath(flat))
    }
    for flat in 0..<targetSectionOf.count {
      let origin = Int(items.targetToSource[flat])
      guard origin >= 0 else {
        if !isInserted(targetSection: Int(targetSectionOf[flat])) { itemInsertions.append(targetPath(flat)) }
        continue
      }
      if !itemStays[flat] { itemMoves.append(Move(from: sourcePath(origin), to: targetPath(flat))) }
      if !sourceItem(origin).isContentEqual(to: targetItem(flat)) {
        itemUpdates.append(Update(source: sourcePath(origin), target: targetPath(flat)))
      }
    }
    return SectionedDifference(
      sectionDeletions: sectionDeletions, sectionInsertions: sectionInsertions, sectionMoves: sectionMoves,
      sectionUpdates: sectionUpdates, itemDeletions: itemDeletions, itemInsertions: itemInsertions,
      itemMoves: itemMoves, itemUpdates: itemUpdates, duplicateSections: sections.duplicates,
      duplicateItems: items.duplicates)
  }

  // MARK: - Private

  private static func starts(of sections: [DiffSection<Model, Item>]) -> ([Int], [Int32]) {
    var starts = [Int]()
    starts.reserveCapacity(sections.count + 1)
    var sectionOf = [Int32]()
    var total = 0
    for (index, section) in sections.enumerated() {
      starts.append(total)
      total += section.items.count
      sectionOf.append(contentsOf: repeatElement(Int32(index), count: section.items.count))
    }
    starts.append(total)
    return (starts, sectionOf)
  }

  private mutating func markStayingItems() {
    var order: [Int32] = []
    var positions: [Int] = []
    for section in target.indices {
      let origin = sections.targetToSource[section]
      guard origin >= 0 else { continue }
      order.removeAll(keepingCapacity: true)
      positions.removeAll(keepingCapacity: true)
      for flat in targetStart[section]..<targetStart[section + 1] {
        let sourceFlat = items.targetToSource[flat]
        if sourceFlat >= 0 && sourceSectionOf[Int(sourceFlat)] == origin {
          order.append(sourceFlat)
          positions.append(flat)
        }
      }
      let members = order.withUnsafeBufferPointer(longestIncreasingSubsequence)
      for (index, flat) in positions.enumerated() where members[index] { itemStays[flat] = true }
    }
  }
}
