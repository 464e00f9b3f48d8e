/// Arranges a sectioned diff into the fewest batch updates that are each safe
/// to apply at once under UIKit's batch-update rules.
///
/// One structural batch holds everything unless a moved section also has item
/// changes inside it, which UIKit cannot animate together. Then the structure
/// takes three batches: deletes; section inserts and moves; item inserts and
/// moves, in the coordinates the section batch leaves behind. Reloads join a
/// batch only where their derived insert position is the item's real one (no
/// moves in that batch); section reloads join the last batch when nothing in
/// it touches the reloaded sections.
@usableFromInline
struct SectionedStagePlanner<Model: Diffable, Item: Diffable> {
  @usableFromInline let core: SectionedDiffCore<Model, Item>
  @usableFromInline let style: UpdateStyle

  @inlinable
  init(core: SectionedDiffCore<Model, Item>, style: UpdateStyle) {
    self.core = core
    self.style = style
  }

  /// The stages, each with the kind of data it leads to, and the sections
  /// (target indices, ascending) whose model changed while their identity
  /// stayed.
  @inlinable
  func plan() -> (stages: [(update: BatchUpdate, kind: StageKind)], updatedSections: [Int]) {
    let parts = Parts(core)
    return (stages(parts), parts.updatedSections.map(\.target))
  }

  /// The stages of `parts`.
  @inlinable
  func stages(_ parts: Parts) -> [(update: BatchUpdate, kind: StageKind)] {
    var stages: [(update: BatchUpdate, kind: StageKind)] = []
    let conflicts = parts.hasItemChangesInMovedSections(core)
    if conflicts {
      var deletes = BatchUpdate(deletedSections: parts.deletedSections, deletedItems: parts.deletedItems)
      if style == .reload { deletes.reloadedItems = parts.updatedItems.map(\.source) }
      stages.append((deletes, .deletes))
      stages.append(
        (
          BatchUpdate(insertedSections: parts.insertedSections, movedSections: parts.compactedSectionMoves(core)),
          .sectionsMoved
        ))
      stages.append(
        (BatchUpdate(insertedItems: parts.insertedItems, movedItems: parts.stagedItemMoves(core)), .structure))
    } else {
      var structure = BatchUpdate(
        deletedSections: parts.deletedSections, insertedSections: parts.insertedSections,
        movedSections: parts.movedSections, deletedItems: parts.deletedItems, insertedItems: parts.insertedItems,
        movedItems: parts.movedItems)
      if style == .reload && !parts.updatedItems.isEmpty {
        let reloads = parts.updatedItems.map(\.source)
        if structure.movedItems.isEmpty && structure.movedSections.isEmpty {
          structure.reloadedItems = reloads
        } else {
          stages.append((BatchUpdate(reloadedItems: reloads), .updates))
        }
      }
      stages.append((structure, .structure))
    }
    stages.removeAll { $0.update.isEmpty }

    // Reconfiguring, a section whose model changed keeps its rows: the
    // container configures its supplementary views again instead
    // (``SectionedStagedChangeset/reconfiguredSections``).
    var trailing = BatchUpdate()
    if style == .reconfigure {
      trailing.reconfiguredItems = parts.updatedItems.map(\.target)
    } else {
      trailing.reloadedSections = parts.updatedSections.map(\.target)
    }
    guard !trailing.isEmpty else {
      if let last = stages.indices.last { stages[last].kind = .final }
      return stages
    }
    if let last = stages.indices.last, style == .reload,
      let merged = merging(sectionReloads: parts.updatedSections, into: stages[last].update, isSplit: conflicts)
    {
      stages[last] = (merged, .final)
    } else {
      stages.append((trailing, .final))
    }
    return stages
  }

  /// `update` plus reloads of `sections`, when no operation in it touches them
  /// and no section moves; otherwise `nil`.
  @inlinable
  func merging(sectionReloads sections: [Update<Int>], into update: BatchUpdate, isSplit: Bool) -> BatchUpdate? {
    guard update.movedSections.isEmpty else { return nil }
    // In the last split stage the sections are already in their final order.
    let oldIndices = sections.map { isSplit ? $0.target : $0.source }
    let old = Set(oldIndices)
    let final = Set(sections.map(\.target))
    let touched =
      update.deletedItems.contains { old.contains($0.section) }
      || update.reloadedItems.contains { old.contains($0.section) }
      || update.movedItems.contains { old.contains($0.source.section) || final.contains($0.destination.section) }
      || update.insertedItems.contains { final.contains($0.section) }
    guard !touched else { return nil }
    var merged = update
    merged.reloadedSections = oldIndices
    return merged
  }
}

extension SectionedStagePlanner {
  /// The operations of the diff, in the form one structural batch takes.
  @usableFromInline
  struct Parts {
    @usableFromInline var deletedSections: [Int] = []
    @usableFromInline var insertedSections: [Int] = []
    @usableFromInline var movedSections: [Move<Int>] = []
    @usableFromInline var updatedSections: [Update<Int>] = []
    @usableFromInline var deletedItems: [ItemPath] = []
    @usableFromInline var insertedItems: [ItemPath] = []
    @usableFromInline var movedItems: [Move<ItemPath>] = []
    /// Flat source and target index of each moved item, parallel to `movedItems`.
    @usableFromInline var movedFlat: [(source: Int, target: Int)] = []
    @usableFromInline var updatedItems: [Update<ItemPath>] = []

    @inlinable
    init(_ core: SectionedDiffCore<Model, Item>) {
      let sections = core.sections
      for section in core.source.indices where core.isDeleted(sourceSection: section) {
        deletedSections.append(section)
      }
      for section in core.target.indices {
        let origin = Int(sections.targetToSource[section])
        guard origin >= 0 else {
          insertedSections.append(section)
          continue
        }
        if !core.sectionStays[section] { movedSections.append(Move(from: origin, to: section)) }
        if !core.source[origin].isContentEqual(to: core.target[section]) {
          updatedSections.append(Update(source: origin, target: section))
        }
      }
      collectDeletedItems(core)
      collectInsertedAndMovedItems(core)
      for flat in core.updatedItems where core.staysBetweenSurvivingSections(targetFlat: Int(flat)) {
        let origin = Int(core.items.targetToSource[Int(flat)])
        updatedItems.append(Update(source: core.sourcePath(origin), target: core.targetPath(Int(flat))))
      }
    }

    /// Whether an item operation touches a section that moves (rule 25).
    @inlinable
    func hasItemChangesInMovedSections(_ core: SectionedDiffCore<Model, Item>) -> Bool {
      guard !movedSections.isEmpty else { return false }
      let movedSource = Set(movedSections.map(\.source))
      let movedTarget = Set(movedSections.map(\.destination))
      return deletedItems.contains { movedSource.contains($0.section) }
        || insertedItems.contains { movedTarget.contains($0.section) }
        || movedItems.contains {
          movedSource.contains($0.source.section) || movedTarget.contains($0.destination.section)
        }
    }

    /// Section moves, from the section's index once deleted sections are gone.
    @inlinable
    func compactedSectionMoves(_ core: SectionedDiffCore<Model, Item>) -> [Move<Int>] {
      var remaining = [Int](repeating: -1, count: core.source.count)
      var index = 0
      for section in core.source.indices where !core.isDeleted(sourceSection: section) {
        remaining[section] = index
        index += 1
      }
      return movedSections.map { Move(from: remaining[$0.source], to: $0.destination) }
    }

    /// Item moves, from the item's place once deletes and section moves are done.
    @inlinable
    func stagedItemMoves(_ core: SectionedDiffCore<Model, Item>) -> [Move<ItemPath>] {
      guard !movedFlat.isEmpty else { return [] }
      // The index of each source item among the items its section keeps after the deletes.
      var kept = [Int32](repeating: -1, count: core.sourceSectionOf.count)
      let deleted = Set(deletedItems)
      for section in core.source.indices where !core.isDeleted(sourceSection: section) {
        var index: Int32 = 0
        for flat in core.sourceStart[section]..<core.sourceStart[section + 1]
        where !deleted.contains(ItemPath(item: flat - core.sourceStart[section], section: section)) {
          kept[flat] = index
          index += 1
        }
      }
      return zip(movedFlat, movedItems).map { flat, move in
        let section = Int(core.sections.sourceToTarget[move.source.section])
        return Move(from: ItemPath(item: Int(kept[flat.source]), section: section), to: move.destination)
      }
    }
  }
}
