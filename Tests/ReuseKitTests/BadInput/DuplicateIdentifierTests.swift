import ReuseKit
import ReuseKitTestSupport
import Testing

/// Duplicate identifiers: from code they stop the app with a message that
/// names them, as UIKit's snapshot does; from outside data they are thrown,
/// or dropped and reported, never trapped on.
@Suite struct DuplicateIdentifierTests {
  static let call = "Snapshot<Int, Int>(validating:)"

  @Test func duplicateItemsFromCodeStop() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var snapshot = Snapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 1])
    }
    #expect(
      standardError(of: result).contains(
        "Snapshot<Int, Int>.appendItems(_:toSection:): items are not unique: the identity 1 appears more than once"))
  }

  @Test func anItemAlreadyInTheSnapshotFromCodeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var snapshot = Snapshot<Int, Int>()
      snapshot.appendSections([0, 1])
      snapshot.appendItems([1], toSection: 0)
      snapshot.appendItems([1], toSection: 1)
    }
    #expect(standardError(of: result).contains("Snapshot<Int, Int>.appendItems(_:toSection:): "))
    #expect(standardError(of: result).contains("Item identifier that already exists: [1]"))
  }

  @Test func duplicateSectionsFromCodeStop() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      var snapshot = Snapshot<Int, Int>()
      snapshot.appendSections([7, 7])
    }
    #expect(
      standardError(of: result).contains(
        "Snapshot<Int, Int>.appendSections(_:): sections are not unique: the identity 7 appears more than once"))
  }

  @Test func deduplicatingKeepsTheFirstOccurrenceAndReportsTheRest() {
    let (snapshot, report) = Snapshot<Int, Model>.deduplicating([
      DiffSection(model: 0, items: [Model(id: 1), Model(id: 1, value: 9), Model(id: 2)]),
      DiffSection(model: 1, items: [Model(id: 2), Model(id: 3)]),
      DiffSection(model: 0, items: [Model(id: 4)]),
    ])
    #expect(snapshot.sectionIdentifiers == [0, 1])
    #expect(snapshot.itemIdentifiers(inSection: 0) == [Model(id: 1), Model(id: 2), Model(id: 4)])
    #expect(snapshot.itemIdentifiers(inSection: 1) == [Model(id: 3)])
    #expect(report.mergedSections == [0])
    #expect(report.droppedItems == [Model(id: 1, value: 9), Model(id: 2)])
  }

  @Test func validatingThrowsAndNamesTheDuplicates() {
    #expect(throws: SnapshotError.duplicateItemsSupplied(["1"], type: "Int", call: Self.call)) {
      try Snapshot<Int, Int>(validating: [DiffSection(model: 0, items: [1, 2, 1])])
    }
    #expect(throws: SnapshotError.duplicateItemsSupplied(["2"], type: "Int", call: Self.call)) {
      try Snapshot<Int, Int>(validating: [DiffSection(model: 0, items: [2]), DiffSection(model: 1, items: [2])])
    }
    #expect(throws: SnapshotError.duplicateSectionsSupplied(["0"], type: "Int", call: Self.call)) {
      try Snapshot<Int, Int>(validating: [DiffSection(model: 0, items: [1]), DiffSection(model: 0, items: [2])])
    }
  }

  @Test func validatingNamesEveryRepeatOnce() throws {
    let repeatedItems = [
      DiffSection(model: 0, items: [1, 2, 1, 1]), DiffSection(model: 1, items: [3, 2]),
      DiffSection(model: 2, items: [3]),
    ]
    #expect(throws: SnapshotError.duplicateItemsSupplied(["1", "2", "3"], type: "Int", call: Self.call)) {
      try Snapshot<Int, Int>(validating: repeatedItems)
    }
    // Repeated sections are named first, even after a repeated item.
    let both = [
      DiffSection(model: 0, items: [1, 1]), DiffSection(model: 1, items: []), DiffSection(model: 0, items: []),
    ]
    let error = #expect(throws: SnapshotError.self) { try Snapshot<Int, Int>(validating: both) }
    #expect(error == .duplicateSectionsSupplied(["0"], type: "Int", call: Self.call))
    #expect(
      error?.description
        == "Snapshot<Int, Int>(validating:): sections are not unique: the identity 0 of Int appears more than once")
    let items = #expect(throws: SnapshotError.self) {
      try Snapshot<String, Model>(validating: [
        DiffSection(model: "a", items: [Model(id: 3), Model(id: 7), Model(id: 3)]),
        DiffSection(model: "b", items: [Model(id: 7), Model(id: 8)]),
      ])
    }
    #expect(
      items?.description
        == "Snapshot<String, Model>(validating:): items are not unique: the identities 3 and 7 of Model appear "
        + "more than once")
    #expect(items.map { $0.description.contains("Fatal") } == false)
    let valid = [DiffSection(model: 0, items: [1, 2]), DiffSection(model: 1, items: [3])]
    #expect(try Snapshot<Int, Int>(validating: valid).sections == valid)
  }

  @Test func performThrowsAndLeavesTheSnapshotUnchanged() throws {
    var snapshot = Snapshot<Int, Int>()
    try snapshot.perform(.appendSections([0]))
    try snapshot.perform(.appendItems([1, 2], toSection: nil))
    let before = snapshot.sections
    #expect(throws: SnapshotMutationError.duplicateItemsSupplied(["3"])) {
      try snapshot.perform(.appendItems([3, 3], toSection: 0))
    }
    #expect(throws: SnapshotMutationError.itemsAlreadyExist(["2"])) { try snapshot.perform(.insertItemsBefore([2], 1)) }
    #expect(throws: SnapshotMutationError.duplicateSectionsSupplied(["5"])) {
      try snapshot.perform(.appendSections([5, 5]))
    }
    #expect(throws: SnapshotMutationError.sectionsAlreadyExist(["0"])) { try snapshot.perform(.appendSections([0])) }
    #expect(snapshot.sections == before)
    #expect(snapshot.itemPath(of: 2) == ItemPath(item: 1, section: 0))
    #expect(snapshot.indexOfItem(3) == nil)
  }

  /// The diff never traps on duplicates either: a data source given
  /// duplicates by way of the diff shows them, and the diff reports them.
  @Test func theDiffReportsDuplicatesInsteadOfTrapping() {
    let source = [DiffSection(model: Model(id: 0), items: [Model(id: 1), Model(id: 1)])]
    let target = [DiffSection(model: Model(id: 0), items: [Model(id: 1), Model(id: 2), Model(id: 1), Model(id: 1)])]
    let changes = SectionedStagedChangeset(source: source, target: target)
    #expect(changes.difference.duplicateItems == [Model(id: 1).id])
    var data = source
    for index in changes.stages.indices {
      data = ReplayReference.apply(changes.stages[index], to: data, next: changes.data(afterStage: index))
    }
    #expect(ReplayReference.isSame(data, target))
  }
}
