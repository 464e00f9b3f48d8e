import ReuseKit
import ReuseKitTestSupport

/// Random item counts and batch updates for the property tests.
struct BatchUpdateGenerator {
  // MARK: - Lifecycle

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  // MARK: - Internal

  /// One to four sections of zero to five items.
  mutating func counts() -> [Int] {
    (0..<int(1...4)).map { _ in int(0...5) }
  }

  /// Whether an event of probability `probability` happens.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  /// A random integer in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  /// A batch of random operations at mostly existing positions; it often
  /// breaks a rule.
  mutating func wildUpdate(before: [Int]) -> BatchUpdate {
    var update = BatchUpdate()
    for _ in 0..<some(0.15) { update.deletedSections.append(section(before)) }
    for _ in 0..<some(0.15) { update.insertedSections.append(section(before)) }
    for _ in 0..<some(0.15) { update.movedSections.append(Move(from: section(before), to: section(before))) }
    for _ in 0..<some(0.15) { update.reloadedSections.append(section(before)) }
    for _ in 0..<some(0.4) { update.deletedItems.append(path(before)) }
    for _ in 0..<some(0.4) { update.insertedItems.append(path(before, end: true)) }
    for _ in 0..<some(0.3) { update.movedItems.append(Move(from: path(before), to: path(before, end: true))) }
    for _ in 0..<some(0.3) { update.reloadedItems.append(path(before)) }
    for _ in 0..<some(0.15) { update.reconfiguredItems.append(path(before)) }
    return update
  }

  /// A batch that follows every rule, so it must be accepted once the data
  /// changes as the update says.
  mutating func cleanUpdate(before: [Int]) -> BatchUpdate {
    var update = BatchUpdate()
    let moveSections = chance(0.3)
    var staying: [Int] = []  // Old sections that keep their relative place.
    var movedSources: [Int] = []
    for section in before.indices {
      if chance(0.15) {
        update.deletedSections.append(section)
        if chance(0.3) { update.deletedItems.append(ItemPath(item: int(0...9), section: section)) }
      } else if moveSections && chance(0.3) {
        movedSources.append(section)
      } else {
        if !moveSections && chance(0.15) { update.reloadedSections.append(section) }
        staying.append(section)
      }
    }
    let insertedCount = int(0...2)
    let finalCount = staying.count + movedSources.count + insertedCount
    var fixedSlots = Array((0..<finalCount).shuffled(using: &random).prefix(insertedCount + movedSources.count))
    update.insertedSections = Array(fixedSlots.prefix(insertedCount))
    fixedSlots.removeFirst(insertedCount)
    update.movedSections = zip(movedSources, fixedSlots).map { Move(from: $0, to: $1) }
    let freeSlots = (0..<finalCount).filter { !update.insertedSections.contains($0) && !fixedSlots.contains($0) }
    // Rule 10 drops these, but only after their bounds are checked
    // (decision 9): new sections hold at least one item in these tests.
    for section in update.insertedSections where chance(0.3) {
      update.insertedItems.append(ItemPath(item: 0, section: section))
    }

    // Item operations, only in sections that are neither moved nor reloaded.
    let itemSections = zip(staying, freeSlots).filter { !update.reloadedSections.contains($0.0) }
    let moveItems = chance(0.5) && !itemSections.isEmpty
    let reloadItems = !moveItems && !moveSections
    var extras: [Int: [ItemPath?]] = [:]  // Final section → moved-in sources, nil for an insert.
    var remaining: [Int: Int] = [:]
    for (old, final) in itemSections {
      var kept = 0
      for item in 0..<before[old] {
        let path = ItemPath(item: item, section: old)
        if chance(0.2) {
          update.deletedItems.append(path)
        } else if moveItems && chance(0.2) {
          let target = itemSections[int(0...(itemSections.count - 1))].1
          extras[target, default: []].append(path)
        } else {
          kept += 1
          if reloadItems && chance(0.15) {
            update.reloadedItems.append(path)
          } else if chance(0.1) {
            update.reconfiguredItems.append(path)
          }
        }
      }
      remaining[final] = kept
      for _ in 0..<int(0...2) { extras[final, default: []].append(nil) }
    }
    for (final, incoming) in extras {
      let length = (remaining[final] ?? 0) + incoming.count
      let slots = (0..<length).shuffled(using: &random).prefix(incoming.count)
      for (source, item) in zip(incoming, slots) {
        let destination = ItemPath(item: item, section: final)
        if let source {
          update.movedItems.append(Move(from: source, to: destination))
        } else {
          update.insertedItems.append(destination)
        }
      }
    }
    if chance(0.1), let first = update.movedItems.first { update.movedItems.append(first) }
    if chance(0.1), let first = update.reloadedItems.first { update.reloadedItems.append(first) }
    update.deletedItems.shuffle(using: &random)
    update.insertedItems.shuffle(using: &random)
    update.movedItems.shuffle(using: &random)
    return update
  }

  // MARK: - Private

  private var random: SeededGenerator

  /// Zero with probability 1 − `probability`, else one or two.
  private mutating func some(_ probability: Double) -> Int {
    chance(probability) ? int(1...2) : 0
  }

  /// A section index, now and then one past the end.
  private mutating func section(_ counts: [Int]) -> Int {
    counts.isEmpty || chance(0.05) ? counts.count : int(0...(counts.count - 1))
  }

  /// A path in `counts`, now and then out of range; `end` allows the index
  /// just past the last item, as inserts do.
  private mutating func path(_ counts: [Int], end: Bool = false) -> ItemPath {
    let section = section(counts)
    let count = counts.indices.contains(section) ? counts[section] : 1
    let last = max(0, count - (end ? 0 : 1)) + (chance(0.05) ? 1 : 0)
    return ItemPath(item: int(0...last), section: section)
  }
}
