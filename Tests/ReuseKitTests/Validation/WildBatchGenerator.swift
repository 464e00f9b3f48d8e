import ReuseKit
import ReuseKitTestSupport

/// Random batches for comparing the validator with the reference: zero to
/// four sections of zero to five items, every kind of operation, overlaps,
/// out-of-range and negative indexes, and counts after the update that are
/// consistent about half of the time.
struct WildBatchGenerator {
  // MARK: - Lifecycle

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  // MARK: - Internal

  mutating func next() -> ReferenceAgreementTests.Case {
    let before = (0..<int(0...4)).map { _ in int(0...5) }
    var update = BatchUpdate()
    for _ in 0..<some() { update.deletedSections.append(section(before)) }
    for _ in 0..<some() { update.insertedSections.append(section(before, extra: 2)) }
    for _ in 0..<some() { update.movedSections.append(Move(from: section(before), to: section(before, extra: 1))) }
    for _ in 0..<some() { update.reloadedSections.append(section(before)) }
    for _ in 0..<some(more: true) { update.deletedItems.append(path(before)) }
    for _ in 0..<some(more: true) { update.insertedItems.append(path(before, extra: 2)) }
    for _ in 0..<some() { update.movedItems.append(Move(from: path(before), to: path(before, extra: 1))) }
    for _ in 0..<some(more: true) { update.reloadedItems.append(path(before)) }
    for _ in 0..<some() { update.reconfiguredItems.append(path(before)) }
    // Overlaps: repeat an operation, or aim two kinds at one position.
    if chance(0.2), let first = update.deletedItems.first { update.deletedItems.append(first) }
    if chance(0.15), let first = update.deletedItems.first { update.reloadedItems.append(first) }
    if chance(0.15), let first = update.insertedItems.first { update.insertedItems.append(first) }
    if chance(0.1), let first = update.movedItems.first {
      update.movedItems.append(chance(0.5) ? first : Move(from: first.source, to: path(before, extra: 2)))
    }
    if chance(0.1), let first = update.movedSections.first {
      update.movedSections.append(Move(from: first.source, to: section(before, extra: 2)))
    }
    let wording: BatchUpdateWording = chance(0.5) ? .list : .grid
    let reference = ReferenceBatchUpdateChecker(isList: wording == .list, containerDescription: gridDescription)
    var after = reference.consistentCounts(for: update, before: before, newSectionCount: int(0...3))
    if chance(0.45) { perturb(&after) }
    return .init(before: before, after: after, update: update, wording: wording)
  }

  // MARK: - Private

  private var random: SeededGenerator

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  /// How many operations of one kind: usually none.
  private mutating func some(more: Bool = false) -> Int {
    chance(more ? 0.35 : 0.2) ? int(1...(more ? 3 : 2)) : 0
  }

  /// A section index, now and then past the end or negative.
  private mutating func section(_ counts: [Int], extra: Int = 0) -> Int {
    if chance(0.04) { return -1 }
    return int(0...(counts.count + extra - (chance(0.9) && counts.count + extra > 0 ? 1 : 0)))
  }

  /// An item path, now and then out of range or negative.
  private mutating func path(_ counts: [Int], extra: Int = 0) -> ItemPath {
    let section = section(counts, extra: extra == 0 ? 0 : 1)
    if chance(0.04) { return ItemPath(item: -1, section: section) }
    let count = counts.indices.contains(section) ? counts[section] : 2
    return ItemPath(item: int(0...max(0, count - 1 + extra)), section: section)
  }

  /// Breaks the counts: one off by one, a negative one, or a section more or less.
  private mutating func perturb(_ counts: inout [Int]) {
    switch int(0...3) {
    case 0 where !counts.isEmpty: counts[int(0...(counts.count - 1))] += chance(0.5) ? 1 : -1
    case 1 where !counts.isEmpty: counts[int(0...(counts.count - 1))] = -1
    case 2: counts.append(int(0...3))
    case 3 where !counts.isEmpty: counts.removeLast()
    default: counts.append(0)
    }
  }
}
