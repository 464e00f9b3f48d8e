/// The matchings behind a sectioned diff: sections by their models, items by
/// their own identity across all sections, which matched sections and items
/// keep their order, and which matched items changed content.
@usableFromInline
struct SectionedDiffCore<Model: Diffable, Item: Diffable> {
  // MARK: - Lifecycle

  @inlinable
  init(source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>], identities: IdentityGuarantee) {
    self.source = source
    self.target = target
    sections = source.withUnsafeBufferPointer { source in
      target.withUnsafeBufferPointer { target in
        IdentityMatching(source: source, target: target, identities: identities)
      }
    }
    (sourceStart, sourceSectionOf) = Self.starts(of: source)
    (targetStart, targetSectionOf) = Self.starts(of: target)
    let sourceItems = source.count == 1 ? source[0].items : source.flatMap(\.items)
    let targetItems = target.count == 1 ? target[0].items : target.flatMap(\.items)
    self.sourceItems = sourceItems
    self.targetItems = targetItems
    items = sourceItems.withUnsafeBufferPointer { source in
      targetItems.withUnsafeBufferPointer { target in
        IdentityMatching(source: source, target: target, identities: identities)
      }
    }
    sectionStays = sections.targetToSource.withUnsafeBufferPointer(longestIncreasingSubsequence)
    itemStays = []
    updatedItems = []
    classifyItems()
  }

  // MARK: - Internal

  @usableFromInline let source: [DiffSection<Model, Item>]
  @usableFromInline let target: [DiffSection<Model, Item>]
  /// All source items, section after section.
  @usableFromInline let sourceItems: [Item]
  /// All target items, section after section.
  @usableFromInline let targetItems: [Item]
  /// Sections matched by their models' identities.
  @usableFromInline let sections: IdentityMatching<Model.DiffIdentifier>
  /// Items matched by identity across all sections, by flat index.
  @usableFromInline let items: IdentityMatching<Item.DiffIdentifier>
  /// The flat index of each source section's first item, plus the total.
  @usableFromInline let sourceStart: [Int]
  /// The flat index of each target section's first item, plus the total.
  @usableFromInline let targetStart: [Int]
  /// The section of each flat source item.
  @usableFromInline let sourceSectionOf: [Int32]
  /// The section of each flat target item.
  @usableFromInline let targetSectionOf: [Int32]
  /// Per target section: matched and kept in order (not moved).
  @usableFromInline let sectionStays: [Bool]
  /// Per flat target item: matched within its section pair and kept in order.
  @usableFromInline var itemStays: [Bool]
  /// Flat target indices of matched items whose content changed, ascending.
  @usableFromInline var updatedItems: [Int32]

  @inlinable
  func sourcePath(_ flat: Int) -> ItemPath {
    let section = Int(sourceSectionOf[flat])
    return ItemPath(item: flat - sourceStart[section], section: section)
  }

  @inlinable
  func targetPath(_ flat: Int) -> ItemPath {
    let section = Int(targetSectionOf[flat])
    return ItemPath(item: flat - targetStart[section], section: section)
  }

  @inlinable
  func isDeleted(sourceSection section: Int) -> Bool { sections.sourceToTarget[section] < 0 }

  @inlinable
  func isInserted(targetSection section: Int) -> Bool { sections.targetToSource[section] < 0 }

  /// Whether the flat target item came from a surviving section and stays in
  /// a section that is not inserted: the items a reload or reconfigure can show.
  @inlinable
  func staysBetweenSurvivingSections(targetFlat flat: Int) -> Bool {
    let origin = Int(items.targetToSource[flat])
    return origin >= 0 && !isInserted(targetSection: Int(targetSectionOf[flat]))
      && !isDeleted(sourceSection: Int(sourceSectionOf[origin]))
  }

  @inlinable
  func difference() -> SectionedDifference<Model.DiffIdentifier, Item.DiffIdentifier> {
    var result = SectionedDifference<Model.DiffIdentifier, Item.DiffIdentifier>(
      duplicateSections: sections.duplicates, duplicateItems: items.duplicates)
    for section in source.indices where isDeleted(sourceSection: section) { result.sectionDeletions.append(section) }
    for section in target.indices {
      let origin = Int(sections.targetToSource[section])
      guard origin >= 0 else {
        result.sectionInsertions.append(section)
        continue
      }
      if !sectionStays[section] { result.sectionMoves.append(Move(from: origin, to: section)) }
      if !source[origin].isContentEqual(to: target[section]) {
        result.sectionUpdates.append(Update(source: origin, target: section))
      }
    }
    for flat in 0..<sourceItems.count
    where items.sourceToTarget[flat] < 0 && !isDeleted(sourceSection: Int(sourceSectionOf[flat])) {
      result.itemDeletions.append(sourcePath(flat))
    }
    for flat in 0..<targetItems.count {
      let origin = Int(items.targetToSource[flat])
      if origin < 0 {
        if !isInserted(targetSection: Int(targetSectionOf[flat])) { result.itemInsertions.append(targetPath(flat)) }
      } else if !itemStays[flat] {
        result.itemMoves.append(Move(from: sourcePath(origin), to: targetPath(flat)))
      }
    }
    result.itemUpdates = updatedItems.map { flat in
      Update(source: sourcePath(Int(items.targetToSource[Int(flat)])), target: targetPath(Int(flat)))
    }
    return result
  }

  // MARK: - Private

  @inlinable
  static func starts(of sections: [DiffSection<Model, Item>]) -> ([Int], [Int32]) {
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

  /// Marks the items that keep their order inside their section pair, and
  /// collects the matched items whose content changed, in one pass per section.
  ///
  /// The runs that the matching paired one for one at the ends (see
  /// ``alignedRun(fromTarget:upTo:)``) stay whenever they keep their
  /// section pair: they hold the smallest and the largest source positions,
  /// so every longest increasing subsequence takes them all. Only the items
  /// between them go through the subsequence, and an append to a long list
  /// compares nothing but content.
  @inlinable
  mutating func classifyItems() {
    var stays = [Bool](repeating: false, count: targetItems.count)
    var updated: [Int32] = []
    var order: [Int32] = []
    var positions: [Int] = []
    let middle = targetMiddle
    for section in target.indices {
      let origin = sections.targetToSource[section]
      order.removeAll(keepingCapacity: true)
      positions.removeAll(keepingCapacity: true)
      var isIncreasing = true
      var flat = targetStart[section]
      let end = targetStart[section + 1]
      while flat < end {
        guard !middle.contains(flat) else {
          for target in flat..<min(end, middle.upperBound) {
            let sourceFlat = items.targetToSource[target]
            guard sourceFlat >= 0 else { continue }
            if !sourceItems[Int(sourceFlat)].isContentEqual(to: targetItems[target]) { updated.append(Int32(target)) }
            if origin >= 0 && sourceSectionOf[Int(sourceFlat)] == origin {
              if let last = order.last, last >= sourceFlat { isIncreasing = false }
              order.append(sourceFlat)
              positions.append(target)
            }
          }
          flat = min(end, middle.upperBound)
          continue
        }
        let run = alignedRun(fromTarget: flat, upTo: end)
        for target in flat..<run.end
        where !sourceItems[target + run.shift].isContentEqual(to: targetItems[target]) {
          updated.append(Int32(target))
        }
        if origin >= 0 && sourceSectionOf[flat + run.shift] == origin {
          for target in flat..<run.end { stays[target] = true }
        }
        flat = run.end
      }
      // Items still in their order all stay: the subsequence is all of them.
      guard !isIncreasing else {
        for flat in positions { stays[flat] = true }
        continue
      }
      let members = order.withUnsafeBufferPointer(longestIncreasingSubsequence)
      for (index, flat) in positions.enumerated() where members[index] { stays[flat] = true }
    }
    itemStays = stays
    updatedItems = updated
  }

  /// The flat target items between the runs that the matching paired one
  /// for one by position at the ends.
  @inlinable
  var targetMiddle: Range<Int> { items.prefixCount..<(targetItems.count - items.suffixCount) }

  /// The flat source items between those runs.
  @inlinable
  var sourceMiddle: Range<Int> { items.prefixCount..<(sourceItems.count - items.suffixCount) }

  /// The run of flat target items from `flat`, which is not in
  /// ``targetMiddle``, on, short of `limit`, that the matching paired one for
  /// one at that end: each with source item `target + shift`, all in one
  /// source section and one target section.
  ///
  /// - Complexity: O(1).
  @inlinable
  func alignedRun(fromTarget flat: Int, upTo limit: Int) -> (end: Int, shift: Int) {
    let atStart = flat < items.prefixCount
    let shift = atStart ? 0 : sourceItems.count - targetItems.count
    let end = min(limit, targetStart[Int(targetSectionOf[flat]) + 1], atStart ? items.prefixCount : limit)
    return (min(end, sourceStart[Int(sourceSectionOf[flat + shift]) + 1] - shift), shift)
  }

  /// The same run as ``alignedRun(fromTarget:upTo:)``, from flat source
  /// item `flat`, which is not in ``sourceMiddle``, on: it ends before source
  /// item `end`, and source item `s` of it is paired with target item
  /// `s + shift`.
  ///
  /// - Complexity: O(1).
  @inlinable
  func alignedRun(fromSource flat: Int) -> (end: Int, shift: Int) {
    let shift = flat < items.prefixCount ? 0 : targetItems.count - sourceItems.count
    let run = alignedRun(fromTarget: flat + shift, upTo: targetItems.count)
    return (run.end - shift, shift)
  }
}

extension SectionedDiffCore: Sendable
where Model: Sendable, Item: Sendable, Model.DiffIdentifier: Sendable, Item.DiffIdentifier: Sendable {}
