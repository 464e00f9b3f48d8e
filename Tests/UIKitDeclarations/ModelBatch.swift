/// The operations recorded inside one `performBatchUpdates(_:completion:)`
/// block, in UIKit's index spaces (UIKIT-RULES.md, section A): deletes,
/// reloads and move sources before the update, inserts and move targets after.
struct ModelBatch {
  var deletedSections: Set<Int> = []
  var insertedSections: Set<Int> = []
  var reloadedSections: Set<Int> = []
  var movedSections: [(from: Int, to: Int)] = []
  var deletedItems: Set<IndexPath> = []
  var insertedItems: Set<IndexPath> = []
  var reloadedItems: Set<IndexPath> = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
  /// Reconfigured items, by their paths before the update.
  var reconfiguredItems: [IndexPath] = []
  /// The same changes as UIKit keeps them, repeats included, for the check.
  var updates = ModelUpdateList()

  /// Where each item before the update goes.
  struct Mapping {
    /// The path after the update of every item that survives it.
    var finalPaths: [IndexPath: IndexPath] = [:]
    /// Items whose cell is replaced: reloaded, directly or with their section.
    var reloaded: Set<IndexPath> = []

    /// Per-path state (selection, display, prefetching) carried to the final
    /// paths; deleted and reloaded items leave it.
    func carry(_ paths: Set<IndexPath>) -> Set<IndexPath> {
      Set(paths.compactMap { reloaded.contains($0) ? nil : finalPaths[$0] })
    }
  }

  /// For each section after the update, the section before it that it
  /// continues, or `nil` for an inserted one (UIKIT-RULES.md rule 27's map).
  func sectionSources(before: Int, after: Int) -> [Int?] {
    let movedFrom = Set(movedSections.map(\.from))
    var survivors = (0..<before).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }[...]
    var targets: [Int: Int] = [:]
    for move in movedSections { targets[move.to] = move.from }
    return (0..<after).map { section in
      if insertedSections.contains(section) { return nil }
      if let source = targets[section] { return source }
      return survivors.popFirst()
    }
  }

  /// The mapping of a batch that passed ``ModelBatchCheck``.
  func mapping(before: [Int], after: [Int]) -> Mapping {
    var mapping = Mapping()
    for (final, source) in sectionSources(before: before.count, after: after.count).enumerated() {
      guard let source, source < before.count, final < after.count else { continue }
      let reloadedSection = reloadedSections.contains(source)
      let movedOut = Set(movedItems.filter { $0.from.section == source }.map(\.from.item))
      var survivors = (0..<before[source]).filter {
        !deletedItems.contains(IndexPath(item: $0, section: source)) && !movedOut.contains($0)
      }[...]
      var fixed: [Int: IndexPath?] = [:]
      for path in insertedItems where path.section == final { fixed[path.item] = .some(nil) }
      for move in movedItems where move.to.section == final { fixed[move.to.item] = .some(move.from) }
      for item in 0..<after[final] {
        let old: IndexPath?
        if let entry = fixed[item] {
          old = entry
        } else {
          old = survivors.popFirst().map { IndexPath(item: $0, section: source) }
        }
        guard let old else { continue }
        mapping.finalPaths[old] = IndexPath(item: item, section: final)
        if reloadedSection || reloadedItems.contains(old) { mapping.reloaded.insert(old) }
      }
    }
    return mapping
  }
}
