import ReuseKitDiff

extension RandomEdits {
  /// A sectioned source: up to `maxSections` sections, identified by small
  /// integers (duplicates now and then), with up to `maxItems` items each.
  public mutating func sectionedSource(maxSections: Int, maxItems: Int) -> [DiffSection<Model, Model>] {
    let count = int(0...maxSections)
    let duplicateSections = chance(0.1)
    return (0..<count).map { index in
      DiffSection(model: Model(id: duplicateSections ? int(0...count) : index), items: source(maxCount: maxItems))
    }
  }

  /// A sectioned target made from `source`: sections deleted, inserted,
  /// shuffled and updated; items edited, and moved between sections.
  public mutating func sectionedTarget(from source: [DiffSection<Model, Model>]) -> [DiffSection<Model, Model>] {
    var target = source.filter { _ in !chance(0.15) }
    for _ in 0..<int(0...2) {
      target.insert(
        DiffSection(model: Model(id: freshID()), items: self.source(maxCount: 6)), at: int(0...target.count))
    }
    if chance(0.4) { target = shuffled(target) }
    for index in target.indices {
      target[index].items = self.target(from: target[index].items)
      if chance(0.15) { target[index].model.value += 1 }
    }
    for _ in 0..<int(0...4) where target.count > 1 {
      let from = int(0...(target.count - 1))
      guard !target[from].items.isEmpty else { continue }
      let item = target[from].items.remove(at: int(0...(target[from].items.count - 1)))
      let to = int(0...(target.count - 1))
      target[to].items.insert(item, at: int(0...target[to].items.count))
    }
    return target
  }
}
