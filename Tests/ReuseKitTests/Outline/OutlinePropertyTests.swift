import ReuseKit
import ReuseKitTestSupport
import Testing

/// Random forests with random expansion and random edits: after every step
/// the section snapshot agrees with a plain recursive forest.
@Suite struct OutlinePropertyTests {
  /// 24 forests of 60 steps: 1,440 steps in all.
  @Test(arguments: 0..<UInt64(PropertyTestBudget.cases(24)))
  func randomEditsAgreeWithTheReference(seed: UInt64) {
    var run = OutlineRun(seed: seed)
    for _ in 0..<60 {
      run.step()
      run.compare()
    }
  }
}

/// One random run: a section snapshot and the reference, edited alike.
struct OutlineRun {
  var generator: SeededGenerator
  var snapshot = SectionSnapshot<Int>()
  var reference = OutlineReference()
  var nextID = 0
  var steps = 0

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ 17)
    for _ in 0..<Int.random(in: 0...6, using: &generator) { appendLeaves() }
  }

  /// Makes one random edit to both.
  mutating func step() {
    steps += 1
    let ids = reference.all
    guard let target = ids.randomElement(using: &generator), Int.random(in: 0..<12, using: &generator) > 0 else {
      return appendLeaves()
    }
    switch Int.random(in: 0..<10, using: &generator) {
    case 0, 1: appendLeaves()
    case 2:
      let leaves = newLeaves()
      let after = Bool.random(using: &generator)
      if after { snapshot.insert(leaves, after: target) } else { snapshot.insert(leaves, before: target) }
      reference.insert(leaves.map { OutlineReference.Node(id: $0) }, at: target, after: after)
    case 3:
      let doomed = [target, ids.randomElement(using: &generator) ?? target, -1]
      snapshot.delete(doomed)
      reference.delete(Set(doomed))
    case 4, 5:
      snapshot.expand([target])
      reference.setExpanded(target, true)
    case 6:
      snapshot.collapse([target])
      reference.setExpanded(target, false)
    case 7, 8: moveSubtree(target)
    default:
      let includingParent = Bool.random(using: &generator)
      let subtree = snapshot.snapshot(of: target, includingParent: includingParent)
      let node = reference.node(target) ?? OutlineReference.Node(id: -1)
      expectAgreement(subtree, OutlineReference(roots: includingParent ? [node] : node.children))
    }
  }

  /// Checks the snapshot against the reference.
  func compare() {
    expectAgreement(snapshot, reference)
  }

  private func expectAgreement(_ snapshot: SectionSnapshot<Int>, _ reference: OutlineReference) {
    let context = Comment(rawValue: "step \(steps)")
    #expect(snapshot.items == reference.all, context)
    #expect(snapshot.visibleItems == reference.visible, context)
    #expect(snapshot.rootItems == reference.roots.map(\.id), context)
    for (index, id) in reference.all.enumerated() {
      guard let facts = reference.facts[id] else { continue }
      let seen = OutlineReference.Facts(
        level: snapshot.level(of: id), parent: snapshot.parent(of: id), isExpanded: snapshot.isExpanded(id),
        isVisible: snapshot.isVisible(id))
      #expect(seen == facts, "item \(id), \(context)")
      if index % 7 == 0 { #expect(snapshot.index(of: id) == index, context) }
    }
  }

  /// Moves the subtree of `root` as a block: taken out, deleted, and put
  /// back under or beside another item, or at the end of the roots.
  private mutating func moveSubtree(_ root: Int) {
    let subtree = snapshot.snapshot(of: root, includingParent: true)
    guard let node = reference.node(root) else { return }
    snapshot.delete([root])
    reference.delete([root])
    let destination = reference.all.randomElement(using: &generator)
    switch (destination, Int.random(in: 0..<3, using: &generator)) {
    case (let anchor?, 0):
      snapshot.insert(subtree, before: anchor)
      reference.insert([node], at: anchor, after: false)
    case (let anchor?, 1):
      snapshot.insert(subtree, after: anchor)
      reference.insert([node], at: anchor, after: true)
    default:
      snapshot.append(subtree, to: destination)
      reference.append([node], to: destination)
    }
  }

  private mutating func appendLeaves() {
    let leaves = newLeaves()
    let parent = Bool.random(using: &generator) ? reference.all.randomElement(using: &generator) : nil
    snapshot.append(leaves, to: parent)
    reference.append(leaves.map { OutlineReference.Node(id: $0) }, to: parent)
    if let parent, Bool.random(using: &generator) {
      snapshot.expand([parent])
      reference.setExpanded(parent, true)
    }
  }

  private mutating func newLeaves() -> [Int] {
    let count = Int.random(in: 1...4, using: &generator)
    defer { nextID += count }
    return Array(nextID..<nextID + count)
  }
}
