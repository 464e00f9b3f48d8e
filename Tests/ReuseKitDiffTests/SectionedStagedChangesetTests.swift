import ReuseKitDiff
import ReuseKitTestSupport
import Testing

@Suite struct SectionedStagedChangesetTests {
  typealias Section = DiffSection<Model, Model>

  private func section(_ id: Int, _ items: [Int], value: Int = 0) -> Section {
    DiffSection(model: Model(id: id, value: value), items: items.map { Model(id: $0) })
  }

  private func replay(
    _ changes: SectionedStagedChangeset<Model, Model>, source: [Section], target: [Section],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [Section] {
    var data = source
    for index in changes.stages.indices {
      let next = changes.data(afterStage: index)
      data = ReplayReference.apply(changes.stages[index], to: data, next: next)
      if index == changes.stages.count - 1 {
        data = ReplayReference.reconfiguring(changes.reconfiguredSections, of: data, from: next)
      }
      #expect(
        ReplayReference.isSame(data, next), "stage \(index) of \(changes.stages) does not lead to its data",
        sourceLocation: sourceLocation)
    }
    return ReplayReference.reconfiguring(changes.reconfiguredSections, of: data, from: target)
  }

  /// The rules every stage must obey, checked directly (the validator checks them all).
  private func expectSafe(_ stage: BatchUpdate, sourceLocation: SourceLocation = #_sourceLocation) {
    let movedFrom = Set(stage.movedSections.map(\.source))
    let movedTo = Set(stage.movedSections.map(\.destination))
    #expect(!stage.deletedItems.contains { movedFrom.contains($0.section) }, sourceLocation: sourceLocation)
    #expect(!stage.insertedItems.contains { movedTo.contains($0.section) }, sourceLocation: sourceLocation)
    #expect(
      !stage.movedItems.contains { movedFrom.contains($0.source.section) || movedTo.contains($0.destination.section) },
      sourceLocation: sourceLocation)
    #expect(
      !stage.movedItems.contains { stage.deletedSections.contains($0.source.section) }, sourceLocation: sourceLocation)
    #expect(
      !stage.movedItems.contains { stage.insertedSections.contains($0.destination.section) },
      sourceLocation: sourceLocation)
    if !stage.reloadedItems.isEmpty {
      #expect(stage.movedItems.isEmpty && stage.movedSections.isEmpty, sourceLocation: sourceLocation)
      #expect(Set(stage.reloadedItems).isDisjoint(with: stage.deletedItems), sourceLocation: sourceLocation)
    }
    if !stage.reconfiguredItems.isEmpty {
      #expect(
        stage.deletedItems.isEmpty && stage.insertedItems.isEmpty && stage.movedItems.isEmpty,
        sourceLocation: sourceLocation)
      #expect(
        stage.deletedSections.isEmpty && stage.insertedSections.isEmpty && stage.movedSections.isEmpty,
        sourceLocation: sourceLocation)
    }
  }

  @Test func sectionMoveWithAnItemMovingOutOfItIsSplit() {
    let source = [section(1, [10, 11]), section(2, [20])]
    let target = [section(2, [20, 10]), section(1, [11])]
    let changes = SectionedStagedChangeset(source: source, target: target)
    #expect(changes.stages.count == 2)
    #expect(changes.stages[0].movedSections.count == 1 && changes.stages[0].movedItems.isEmpty)
    #expect(changes.stages[1].movedSections.isEmpty && changes.stages[1].movedItems.count == 1)
    for stage in changes.stages { expectSafe(stage) }
    #expect(ReplayReference.isSame(replay(changes, source: source, target: target), target))
  }

  @Test func independentChangesShareOneStage() {
    let source = [section(1, [10, 11]), section(2, [20]), section(3, [30])]
    let target = [section(3, [30]), section(1, [11, 12]), section(4, [40])]
    let changes = SectionedStagedChangeset(source: source, target: target)
    #expect(changes.stages.count == 1)
    #expect(changes.stages[0].deletedSections == [1])
    #expect(changes.stages[0].insertedSections == [2])
    #expect(changes.stages[0].movedSections == [Move(from: 2, to: 0)])
  }

  @Test func itemsLeavingADeletedSectionAreInserted() {
    let source = [section(1, [10]), section(2, [20, 21])]
    let target = [section(1, [10, 21])]
    let changes = SectionedStagedChangeset(source: source, target: target)
    #expect(
      changes.difference.itemMoves == [Move(from: ItemPath(item: 1, section: 1), to: ItemPath(item: 1, section: 0))])
    #expect(changes.stages == [BatchUpdate(deletedSections: [1], insertedItems: [ItemPath(item: 1, section: 0)])])
  }

  @Test func sectionModelUpdatesReloadTheSection() {
    let source = [section(1, [10]), section(2, [20])]
    let target = [section(1, [10]), section(2, [20], value: 1)]
    let changes = SectionedStagedChangeset(source: source, target: target)
    #expect(changes.stages == [BatchUpdate(reloadedSections: [1])])
  }

  @Test func duplicateSectionsAndItemsAreReported() {
    let source = [section(1, [10, 10]), section(1, [11])]
    let target = [section(1, [10, 11, 11])]
    let changes = SectionedStagedChangeset(source: source, target: target)
    #expect(changes.difference.duplicateSections.map(\.self) == [1])
    #expect(Set(changes.difference.duplicateItems) == [10, 11])
    #expect(ReplayReference.isSame(replay(changes, source: source, target: target), target))
  }

  /// 5,000 seeded cases per style: every stage is safe, leads to its data, and
  /// the last leads to the target; moves are minimal.
  @Test(arguments: [UpdateStyle.reload, .reconfigure])
  func replayingTheStagesGivesTheTarget(style: UpdateStyle) {
    var edits = RandomEdits(seed: style == .reload ? 0x5EED_0004 : 0x5EED_0005)
    for _ in 0..<5_000 {
      let source = edits.sectionedSource(maxSections: 6, maxItems: 12)
      let target = edits.sectionedTarget(from: source)
      let changes = SectionedStagedChangeset(source: source, target: target, updateStyle: style)
      #expect(changes.stages.count <= 5)
      for stage in changes.stages {
        #expect(!stage.isEmpty)
        expectSafe(stage)
      }
      #expect(ReplayReference.isSame(replay(changes, source: source, target: target), target))
      let sectionMatch = referenceMatching(source: source.map(\.model.id), target: target.map(\.model.id))
      let matchedSections = sectionMatch.compactMap { $0 }
      #expect(changes.difference.sectionMoves.count == matchedSections.count - referenceLISLength(matchedSections))
    }
  }
}
