/// Builds the data a stage leads to from the source, the target and the matchings.
@usableFromInline
struct StageDataBuilder<Model: Diffable, Item: Diffable> {
  @usableFromInline let core: SectionedDiffCore<Model, Item>

  @inlinable
  init(core: SectionedDiffCore<Model, Item>) {
    self.core = core
  }

  /// The source, with every item that stays in a surviving section showing its new content.
  @inlinable
  func sourceWithNewContent() -> [DiffSection<Model, Item>] {
    var result = core.source
    for (section, value) in core.source.enumerated() {
      for item in value.items.indices {
        if let newer = updatedContent(ofSourceFlat: core.sourceStart[section] + item) {
          result[section].items[item] = newer
        }
      }
    }
    return result
  }

  /// The surviving source sections with the items they keep after the deletes.
  @inlinable
  func afterDeletes(newContent: Bool) -> [DiffSection<Model, Item>] {
    core.source.indices.filter { !core.isDeleted(sourceSection: $0) }.map { kept(section: $0, newContent: newContent) }
  }

  /// The target order of sections: inserted ones complete, surviving ones with the items they kept.
  @inlinable
  func afterSectionMoves(newContent: Bool) -> [DiffSection<Model, Item>] {
    core.target.indices.map { section in
      let origin = Int(core.sections.targetToSource[section])
      return origin < 0 ? core.target[section] : kept(section: origin, newContent: newContent)
    }
  }

  /// The target, with old section models for updated sections and old content
  /// for updated items that stay, as asked.
  @inlinable
  func target(oldModels: Bool, oldContent: Bool) -> [DiffSection<Model, Item>] {
    var result = core.target
    for section in core.target.indices {
      let origin = Int(core.sections.targetToSource[section])
      guard origin >= 0 else { continue }
      if oldModels { result[section].model = core.source[origin].model }
      guard oldContent else { continue }
      for item in core.target[section].items.indices {
        let sourceFlat = Int(core.items.targetToSource[core.targetStart[section] + item])
        if sourceFlat >= 0, !core.isDeleted(sourceSection: Int(core.sourceSectionOf[sourceFlat])) {
          result[section].items[item] = core.sourceItems[sourceFlat]
        }
      }
    }
    return result
  }

  /// Source section `section` with its old model and the items the deletes keep.
  @inlinable
  func kept(section: Int, newContent: Bool) -> DiffSection<Model, Item> {
    var items: [Item] = []
    for flat in core.sourceStart[section]..<core.sourceStart[section + 1] {
      let destination = Int(core.items.sourceToTarget[flat])
      guard destination >= 0, !core.isInserted(targetSection: Int(core.targetSectionOf[destination])) else { continue }
      items.append(newContent ? (updatedContent(ofSourceFlat: flat) ?? core.sourceItems[flat]) : core.sourceItems[flat])
    }
    return DiffSection(model: core.source[section].model, items: items)
  }

  /// The target version of a source item that stays between surviving
  /// sections, or `nil` when the item is deleted or leaves for an inserted section.
  @inlinable
  func updatedContent(ofSourceFlat flat: Int) -> Item? {
    let destination = Int(core.items.sourceToTarget[flat])
    guard destination >= 0, !core.isDeleted(sourceSection: Int(core.sourceSectionOf[flat])),
      !core.isInserted(targetSection: Int(core.targetSectionOf[destination]))
    else { return nil }
    return core.targetItems[destination]
  }
}
