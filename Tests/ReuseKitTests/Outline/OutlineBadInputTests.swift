import ReuseKit
import ReuseKitTestSupport
import Testing

/// Repeated and unknown identities: from code, a mutation stops with a
/// message that names them; from outside data, `perform` throws and leaves
/// the snapshot as it was.
@Suite struct OutlineBadInputTests {
  nonisolated static let stops: [(name: String, message: String)] = [
    ("append a repeated item", "items are not unique: the identity 7 appears more than once"),
    ("append an item already there", "Item identifier that already exists: [1]"),
    ("append to an unknown parent", "Item identifier was not found in the snapshot: 9"),
    ("insert before an unknown item", "Item identifier was not found in the snapshot: 9"),
    ("insert after itself", "destination for insertion operation [1] is in the insertion identifier list"),
    ("expand an unknown item", "Item identifier was not found in the snapshot: 9"),
    ("collapse an unknown item", "Item identifier was not found in the snapshot: 9"),
    ("level of an unknown item", "Item identifier was not found in the snapshot: 9"),
    ("parent of an unknown item", "Item identifier was not found in the snapshot: 9"),
    ("subtree of an unknown item", "Item identifier was not found in the snapshot: 9"),
    ("append a subtree already there", "Item identifier that already exists: [2]"),
    ("insert a subtree before an unknown item", "Item identifier was not found in the snapshot: 9"),
    ("insert a subtree after its own item", "destination for insertion operation [1] is in the insertion"),
  ]

  @Test(arguments: stops)
  func aProgrammerErrorStopsNamingTheIdentity(name: String, message: String) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
      recordCoverageWhenTrapping()
      var outline = SectionSnapshot<Int>()
      outline.append([1, 3])
      outline.append([2], to: 1)
      var subtree = SectionSnapshot<Int>()
      subtree.append([1, 2])
      switch name {
      case "append a repeated item": outline.append([7, 8, 7])
      case "append an item already there": outline.append([5, 1], to: 3)
      case "append to an unknown parent": outline.append([5], to: 9)
      case "insert before an unknown item": outline.insert([5], before: 9)
      case "insert after itself": outline.insert([1], after: 1)
      case "expand an unknown item": outline.expand([1, 9])
      case "collapse an unknown item": outline.collapse([9])
      case "level of an unknown item": _ = outline.level(of: 9)
      case "parent of an unknown item": _ = outline.parent(of: 9)
      case "subtree of an unknown item": _ = outline.snapshot(of: 9)
      case "append a subtree already there": outline.append(outline.snapshot(of: 1), to: 3)
      case "insert a subtree before an unknown item": outline.insert(SectionSnapshot<Int>(), before: 9)
      default: outline.insert(subtree, after: 1)
      }
    }
    #expect(standardError(of: result).contains(message), "\(name)")
  }

  @Test func performThrowsAndLeavesTheSnapshotUnchanged() {
    var outline = SectionSnapshot<Int>()
    outline.append([1, 3])
    outline.append([2], to: 1)
    outline.expand([1])
    let before = (outline.items, outline.visibleItems)
    let moved = outline.snapshot(of: 1, includingParent: true)
    let failures: [(SectionSnapshot<Int>.Mutation, SnapshotMutationError)] = [
      (.append([4, 4], to: nil), .duplicateItemsSupplied(["4"])),
      (.append([4], to: 9), .unknownItem("9")),
      (.append([2], to: 3), .itemsAlreadyExist(["2"])),
      (.insertBefore([4], 9), .unknownItem("9")),
      (.insertAfter([3], 3), .insertionAnchorIsInserted("3")),
      (.appendSnapshot(moved, to: 3), .itemsAlreadyExist(["1", "2"])),
      (.appendSnapshot(moved, to: 9), .unknownItem("9")),
      (.insertSnapshotBefore(moved, 1), .insertionAnchorIsInserted("1")),
      (.insertSnapshotAfter(SectionSnapshot(), 9), .unknownItem("9")),
      (.expand([3, 9]), .unknownItem("9")),
      (.collapse([9, 1]), .unknownItem("9")),
    ]
    for (mutation, error) in failures {
      #expect(throws: error) { try outline.perform(mutation) }
      #expect(outline.items == before.0 && outline.visibleItems == before.1)
    }
  }

  @Test func performAppliesEveryMutation() throws {
    var outline = SectionSnapshot<Int>()
    try outline.perform(.append([1, 5], to: nil))
    try outline.perform(.append([2], to: 1))
    try outline.perform(.insertBefore([0], 1))
    try outline.perform(.insertAfter([3], 2))
    try outline.perform(.expand([1, 0]))
    try outline.perform(.collapse([0]))
    #expect(outline.visibleItems == [0, 1, 2, 3, 5])
    let subtree = outline.snapshot(of: 1, includingParent: true)
    try outline.perform(.delete([1]))
    try outline.perform(.appendSnapshot(subtree, to: 5))
    #expect(outline.items == [0, 5, 1, 2, 3] && outline.level(of: 3) == 2)
    try outline.perform(.delete([1]))
    try outline.perform(.insertSnapshotBefore(subtree, 0))
    try outline.perform(.delete([1]))
    try outline.perform(.insertSnapshotAfter(subtree, 0))
    #expect(outline.items == [0, 1, 2, 3, 5] && outline.isExpanded(1))
    try outline.perform(.deleteAll)
    #expect(outline.items.isEmpty)
  }
}
