import ReuseKitDiff
import ReuseKitTestSupport
import Testing

@Suite struct StagedChangesetTests {
  private func replay(
    _ changes: StagedChangeset<Model>, source: [Model], sourceLocation: SourceLocation = #_sourceLocation
  ) -> [Model] {
    var data = [DiffSection(model: 0, items: source)]
    for index in changes.stages.indices {
      let next = [DiffSection(model: 0, items: changes.data(afterStage: index))]
      data = ReplayReference.apply(changes.stages[index], to: data, next: next)
      #expect(
        ReplayReference.isSame(data, next), "stage \(index) does not lead to its data", sourceLocation: sourceLocation)
    }
    return data[0].items
  }

  @Test func updateAndMoveOfTheSameItemTakeTwoStages() {
    let source = [Model(id: 1), Model(id: 2)]
    let target = [Model(id: 2), Model(id: 1, value: 1)]
    let changes = StagedChangeset(source: source, target: target)
    #expect(changes.stages.count == 2)
    #expect(changes.stages[0] == BatchUpdate(reloadedItems: [ItemPath(item: 0, section: 0)]))
    #expect(changes.stages[1].movedItems.count == 1)
    #expect(replay(changes, source: source) == target)
  }

  @Test func updatesWithoutMovesShareTheStage() {
    let source = [Model(id: 1), Model(id: 2), Model(id: 3)]
    let target = [Model(id: 1), Model(id: 3, value: 1), Model(id: 4)]
    let changes = StagedChangeset(source: source, target: target)
    #expect(changes.stages.count == 1)
    #expect(changes.stages[0].reloadedItems == [ItemPath(item: 2, section: 0)])
  }

  @Test func reconfiguresComeLastAtFinalPositions() {
    let source = [Model(id: 1), Model(id: 2)]
    let target = [Model(id: 0), Model(id: 1), Model(id: 2, value: 1)]
    let changes = StagedChangeset(source: source, target: target, updateStyle: .reconfigure)
    #expect(changes.stages.count == 2)
    #expect(changes.stages[1] == BatchUpdate(reconfiguredItems: [ItemPath(item: 2, section: 0)]))
    #expect(changes.data(afterStage: 0)[2].value == 0)
    #expect(replay(changes, source: source) == target)
  }

  @Test func noChangeIsNoStage() {
    #expect(StagedChangeset(source: [1, 2, 3], target: [1, 2, 3]).stages.isEmpty)
  }

  /// 20,000 seeded cases, both update styles: replaying every stage onto the
  /// source gives each stage's data, and the last gives the target.
  @Test(arguments: [UpdateStyle.reload, .reconfigure])
  func replayingTheStagesGivesTheTarget(style: UpdateStyle) {
    var edits = RandomEdits(seed: style == .reload ? 0x5EED_0002 : 0x5EED_0003)
    for _ in 0..<20_000 {
      let source = edits.source(maxCount: edits.chance(0.1) ? 300 : 40)
      let target = edits.target(from: source)
      let changes = StagedChangeset(source: source, target: target, updateStyle: style)
      #expect(changes.stages.count <= 2)
      #expect(replay(changes, source: source) == target)
    }
  }
}
