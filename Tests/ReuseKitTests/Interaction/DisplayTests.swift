import ReuseKit
import ReuseKitTestSupport
import Testing

/// Display callbacks by identity: items and headers that come on screen and
/// leave, through scrolls, deletions, reloads, moves and reconfigures.
@MainActor
@Suite struct DisplayTests {
  typealias Fixtures = InteractionFixtures

  /// The events a data source reports, in order: `+id` for a display, `-id` for an end.
  final class Recorder {
    var events: [String] = []
    func take() -> [String] {
      defer { events = [] }
      return events
    }
  }

  static func record(_ dataSource: DiffableDataSource<Int, Model>) -> Recorder {
    let recorder = Recorder()
    dataSource.display.willDisplayItem = { recorder.events.append("+\($0.id)") }
    dataSource.display.didEndDisplayingItem = { recorder.events.append("-\($0.id)") }
    dataSource.display.willDisplaySupplementaryView = {
      recorder.events.append("+\($0 == .header ? "header" : "footer")\($1)")
    }
    dataSource.display.didEndDisplayingSupplementaryView = {
      recorder.events.append("-\($0 == .header ? "header" : "footer")\($1)")
    }
    return recorder
  }

  @Test func scrollingShowsAndEndsItemsByIdentity() {
    let (list, dataSource) = Fixtures.makeList([Array(0..<40)], height: 50)
    let recorder = Self.record(dataSource)
    #expect(dataSource.display.displayedIDs == Set(0..<5))
    list.viewport.offset = 20
    #expect(Set(recorder.take()) == ["-0", "-1", "+5", "+6"])
    #expect(dataSource.display.displayedIDs == Set(2..<7))
  }

  @Test func updatesEndTheItemsTheyRemoveAndShowTheNewOnes() {
    let (list, dataSource) = Fixtures.makeList([Array(0..<10)], height: 50)
    let recorder = Self.record(dataSource)
    // A deletion ends the deleted item, by its identity, and shows the next.
    dataSource.apply(Fixtures.snapshot([[0, 2, 3, 4, 5, 6, 7, 8, 9]]), completion: nil)
    #expect(Set(recorder.take()) == ["-1", "+5"])
    // A move and a reconfigure keep their cells: no event.
    var snapshot = Fixtures.snapshot([[0, 2, 4, 3, 5, 6, 7, 8, 9]])
    snapshot.reconfigureItems([Model(id: 5)])
    dataSource.apply(snapshot, completion: nil)
    #expect(recorder.take().isEmpty)
    // A reload gives the item a new cell within one update: it stays shown.
    snapshot.reloadItems([Model(id: 4)])
    dataSource.apply(snapshot, completion: nil)
    #expect(recorder.take().isEmpty)
    // Deleted and inserted again in one apply, it gets a new cell, and stays.
    dataSource.apply(Fixtures.snapshot([[0, 2, 4, 3, 5, 6, 7, 8, 9]]), completion: nil)
    #expect(recorder.take().isEmpty)
    // Reloading everything keeps every item on screen.
    dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
    #expect(recorder.take().isEmpty)
    #expect(dataSource.display.displayedIDs == [0, 2, 3, 4, 5])
    _ = list
  }

  @Test func headersAndFootersAreShownAndEndedBySection() {
    let list = HeadlessList(
      viewport: Viewport(width: 100, height: 50),
      arrangement: ListArrangement(itemHeight: .fixed(10), headerHeight: 10))
    let dataSource = DiffableDataSource<Int, Model>(list) { .view(StateView.self, $0) }
    dataSource.supplementaryViewProvider = { kind, section in
      kind == .header ? .view(LabelView.self, "\(section)") : nil
    }
    let recorder = Self.record(dataSource)
    dataSource.apply(Fixtures.snapshot([Array(0..<2), Array(100..<102), Array(200..<210)]), completion: nil)
    // Headers of 20 points (the label's own height): header 0, rows 0 and 1, header 1.
    #expect(recorder.take().sorted() == ["+0", "+1", "+header0", "+header1"])
    list.viewport.offset = 60
    #expect(recorder.take().sorted() == ["+100", "+101", "+200", "+header2", "-0", "-1", "-header0", "-header1"])
    // A deleted section's header ends with the section; the offset comes
    // back within the shorter content, and header 1 shows again.
    dataSource.apply(Fixtures.snapshot([Array(0..<2), Array(100..<102)]), completion: nil)
    #expect(recorder.take().sorted() == ["+1", "+header1", "-200", "-header2"])
  }
}
