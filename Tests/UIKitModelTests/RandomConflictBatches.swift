import ReuseKitUIKit

/// A random batch with the counts before and after it: a stage of the diff
/// between two random sectioned lists (a batch UIKit accepts), then, three
/// times in four, up to three random changes to it: an extra operation of
/// any kind at a small index (in bounds or one past them), a repeat of one of
/// its operations, or a count off by one. Small indexes make conflicts common.
func randomConflictBatch(_ random: inout ModelRandom) -> (BatchUpdate, before: [Int], after: [Int]) {
  let source = randomSections(&random, ids: 0..<30)
  let target = randomEdit(of: source, &random)
  let staged = SectionedStagedChangeset(source: source, target: target)
  var update = BatchUpdate()
  var before = source.map(\.items.count)
  var after = before
  if !staged.stages.isEmpty {
    let stage = Int.random(in: 0..<staged.stages.count, using: &random)
    update = staged.stages[stage]
    before = stage == 0 ? before : staged.data(afterStage: stage - 1).map(\.items.count)
    after = staged.data(afterStage: stage).map(\.items.count)
  }
  guard Int.random(in: 0..<4, using: &random) != 0 else { return (update, before, after) }
  for _ in 0..<Int.random(in: 1...3, using: &random) {
    change(&update, &after, before: before, &random)
  }
  return (update, before, after)
}

private func randomSections(_ random: inout ModelRandom, ids: Range<Int>) -> [DiffSection<Int, Int>] {
  var pool = Array(ids).shuffled(using: &random)[...]
  return (0..<Int.random(in: 0...4, using: &random)).map { section in
    let count = Int.random(in: 0...4, using: &random)
    defer { pool = pool.dropFirst(count) }
    return DiffSection(model: section, items: Array(pool.prefix(count)))
  }
}

/// Deletes, inserts and reorders some sections and items of `sections`.
private func randomEdit(of sections: [DiffSection<Int, Int>], _ random: inout ModelRandom) -> [DiffSection<Int, Int>] {
  var edited = sections.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
  for _ in 0..<Int.random(in: 0...2, using: &random) {
    edited.insert(
      DiffSection(model: 10 + edited.count, items: []), at: Int.random(in: 0...edited.count, using: &random))
  }
  if Bool.random(using: &random) { edited.shuffle(using: &random) }
  var fresh = 100
  for index in edited.indices {
    edited[index].items = edited[index].items.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      edited[index].items.insert(fresh, at: Int.random(in: 0...edited[index].items.count, using: &random))
      fresh += 1
    }
    if Int.random(in: 0..<3, using: &random) == 0 { edited[index].items.shuffle(using: &random) }
  }
  if edited.count > 1, let item = edited[0].items.popLast() { edited[edited.count - 1].items.append(item) }
  return edited
}

private func change(_ update: inout BatchUpdate, _ after: inout [Int], before: [Int], _ random: inout ModelRandom) {
  func section(_ counts: [Int]) -> Int { Int.random(in: 0...counts.count, using: &random) }
  func path(_ counts: [Int]) -> ItemPath {
    let section = section(counts)
    let count = section < counts.count ? max(counts[section], 0) : 1
    return ItemPath(item: Int.random(in: 0...count, using: &random), section: section)
  }
  switch Int.random(in: 0..<11, using: &random) {
  case 0: update.deletedSections.append(section(before))
  case 1: update.insertedSections.append(section(after))
  case 2: update.reloadedSections.append(section(before))
  case 3: update.movedSections.append(Move(from: section(before), to: section(after)))
  case 4: update.deletedItems.append(path(before))
  case 5: update.insertedItems.append(path(after))
  case 6: update.reloadedItems.append(path(before))
  case 7: update.movedItems.append(Move(from: path(before), to: path(after)))
  case 8:
    if let repeated = update.deletedSections.randomElement(using: &random) { update.deletedSections.append(repeated) }
    if let repeated = update.deletedItems.randomElement(using: &random) { update.deletedItems.append(repeated) }
  case 9:
    if let repeated = update.insertedItems.randomElement(using: &random) { update.insertedItems.append(repeated) }
    if let repeated = update.movedItems.randomElement(using: &random) { update.movedItems.append(repeated) }
  default:
    if !after.isEmpty { after[Int.random(in: 0..<after.count, using: &random)] += Bool.random(using: &random) ? 1 : -1 }
  }
}
