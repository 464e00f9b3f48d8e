/// How the diff's items sort into the deletes, inserts and moves of one
/// structural batch. The runs that the matching paired one for one at the
/// ends (see ``SectionedDiffCore/alignedRun(fromTarget:upTo:)``) keep their
/// section pair or leave it as a whole, and are decided at once.
extension SectionedStagePlanner.Parts {
  /// The source items that leave: deleted, or gone to an inserted section,
  /// in order.
  @inlinable
  mutating func collectDeletedItems(_ core: SectionedDiffCore<Model, Item>) {
    let items = core.items
    let middle = core.sourceMiddle
    var flat = 0
    while flat < core.sourceItems.count {
      guard !middle.contains(flat) else {
        for source in middle
        where !core.isDeleted(sourceSection: Int(core.sourceSectionOf[source])) {
          let destination = Int(items.sourceToTarget[source])
          if destination < 0 || core.isInserted(targetSection: Int(core.targetSectionOf[destination])) {
            deletedItems.append(core.sourcePath(source))
          }
        }
        flat = middle.upperBound
        continue
      }
      let run = core.alignedRun(fromSource: flat)
      if !core.isDeleted(sourceSection: Int(core.sourceSectionOf[flat]))
        && core.isInserted(targetSection: Int(core.targetSectionOf[flat + run.shift]))
      {
        for source in flat..<run.end { deletedItems.append(core.sourcePath(source)) }
      }
      flat = run.end
    }
  }

  /// The target items that arrive (inserted, or come from a deleted
  /// section) and those that move, in order.
  @inlinable
  mutating func collectInsertedAndMovedItems(_ core: SectionedDiffCore<Model, Item>) {
    let middle = core.targetMiddle
    var flat = 0
    while flat < core.targetItems.count {
      guard !middle.contains(flat) else {
        for target in middle where !core.isInserted(targetSection: Int(core.targetSectionOf[target])) {
          collect(target, from: Int(core.items.targetToSource[target]), core)
        }
        flat = middle.upperBound
        continue
      }
      let run = core.alignedRun(fromTarget: flat, upTo: core.targetItems.count)
      if !core.isInserted(targetSection: Int(core.targetSectionOf[flat]))
        && (core.isDeleted(sourceSection: Int(core.sourceSectionOf[flat + run.shift])) || !core.itemStays[flat])
      {
        for target in flat..<run.end { collect(target, from: target + run.shift, core) }
      }
      flat = run.end
    }
  }

  /// Target item `flat` of a section that is not inserted, from source item
  /// `origin` (negative for none): an insert, a move, or nothing.
  @inlinable @inline(__always)
  mutating func collect(_ flat: Int, from origin: Int, _ core: SectionedDiffCore<Model, Item>) {
    if origin < 0 || core.isDeleted(sourceSection: Int(core.sourceSectionOf[origin])) {
      insertedItems.append(core.targetPath(flat))
    } else if !core.itemStays[flat] {
      movedItems.append(Move(from: core.sourcePath(origin), to: core.targetPath(flat)))
      movedFlat.append((origin, flat))
    }
  }
}
