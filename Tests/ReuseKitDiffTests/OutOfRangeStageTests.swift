import ReuseKitDiff
import ReuseKitTestSupport
import Testing

/// Asking for the data after a stage that does not exist stops with a
/// message that gives the number of stages.
@Suite struct OutOfRangeStageTests {
  @Test func aStageOfAFlatChangesetOutOfRangeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      let changes = StagedChangeset(source: [1, 2], target: [2, 1, 3])
      _ = changes.data(afterStage: changes.stages.count)
    }
    #expect(
      standardError(of: result).contains(
        "StagedChangeset<Int>.data(afterStage:): stage 1 is out of range: there is 1 stage"
      ))
  }

  @Test func aStageOfASectionedChangesetOutOfRangeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      let changes = SectionedStagedChangeset(
        source: [DiffSection(model: 0, items: [1])], target: [DiffSection(model: 0, items: [1, 2])])
      _ = changes.data(afterStage: -1)
    }
    #expect(
      standardError(of: result).contains(
        "SectionedStagedChangeset<Int, Int>.data(afterStage:): stage -1 is out of range: there is 1 stage"
      ))
  }
}

private func standardError(of result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
