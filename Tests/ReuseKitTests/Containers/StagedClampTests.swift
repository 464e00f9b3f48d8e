import ReuseKit
import ReuseKitTestSupport
import Testing

/// An apply of several stages near the bottom of a self-sizing list: the
/// offset is kept within the content the apply ends with, not the content
/// an earlier stage left, so the anchor keeps its place whenever the final
/// content lets the list scroll that far.
@MainActor
@Suite struct StagedClampTests {
  typealias Fixture = ReadingPositionTests

  /// Fifty rows of 100 points at a width of 100 (those above the screen
  /// still at their estimates), in a viewport 300 tall, scrolled 50 points
  /// above the end: row 46 is the first visible one, half above the top.
  static func makeList() -> (HeadlessList, DiffableDataSource<Int, Model>) {
    let (list, dataSource) = Fixture.makeList((0..<50).map { Model(id: $0, value: 50) }, height: 300)
    Fixture.scrollToTheEnd(list)
    list.viewport.offset -= 50
    return (list, dataSource)
  }

  @Test func aTwoStageApplyNearTheBottomWhoseSecondStageMakesRowsTallerKeepsTheAnchorExactly() {
    let (list, dataSource) = Self.makeList()
    let anchor = 46
    let before = Fixture.screenTop(of: anchor, in: list, dataSource)
    #expect(before == -50)
    let (offset, height, batches) = (list.viewport.offset, list.contentSize.height, dataSource.batchUpdateCount)
    // The last two rows go, which alone would clamp the offset 150 points
    // higher; row 47 grows from 100 to 300 points, so the list ends where
    // it did.
    let next = Fixture.snapshot((0..<48).map { Model(id: $0, value: $0 == 47 ? 150 : 50) })
    dataSource.apply(next, completion: nil)
    #expect(dataSource.batchUpdateCount == batches + 2, "the deletes, then the taller row")
    #expect(list.contentSize.height == height)
    #expect(Fixture.screenTop(of: anchor, in: list, dataSource) == before)
    #expect(list.viewport.offset == offset)
  }

  @Test func theFinalContentStillClampsWhenItIsTooShortForTheAnchor() {
    let (list, dataSource) = Self.makeList()
    // Row 47 grows by 100 points only: the list ends 100 points higher than
    // it did, and the offset rests at the end of the final content.
    let next = Fixture.snapshot((0..<48).map { Model(id: $0, value: $0 == 47 ? 100 : 50) })
    let (height, batches) = (list.contentSize.height, dataSource.batchUpdateCount)
    dataSource.apply(next, completion: nil)
    #expect(dataSource.batchUpdateCount == batches + 2)
    #expect(list.contentSize.height == height - 100)
    #expect(list.viewport.offset == list.contentSize.height - list.viewport.height)
    #expect(Fixture.screenTop(of: 46, in: list, dataSource) == 0)
  }
}
