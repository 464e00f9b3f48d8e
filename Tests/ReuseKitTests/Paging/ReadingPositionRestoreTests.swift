import Foundation
import ReuseKit
import ReuseKitTestSupport
import Testing

/// ``DiffableDataSource/Scrolling/readingPosition`` and
/// ``DiffableDataSource/Scrolling/restore(_:)``: a value by identity that
/// survives a rotation, a text-size change, a refresh, and a relaunch
/// through JSON, and falls back on the nearest neighbour.
@MainActor
@Suite struct ReadingPositionRestoreTests {
  typealias Source = DiffableDataSource<Int, Model>

  static func make(width: Double, items: [Model]?) -> (HeadlessList, Source) {
    let list = HeadlessList(
      viewport: Viewport(width: width, height: 300),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 30)))
    let dataSource = Source(list) { .view(MessageView.self, $0) }
    if let items {
      var snapshot = Snapshot<Int, Model>()
      snapshot.mergeItems(items, intoSection: 0, at: .bottom)
      dataSource.apply(snapshot, completion: nil)
    }
    return (list, dataSource)
  }

  static let items = (0..<200).map { Model(id: $0, value: 5 + ($0 * 37) % 60) }

  /// The share of the item `id`'s height above the top of `list`'s viewport.
  static func fraction(of id: Int, in list: HeadlessList, _ dataSource: Source) -> Double? {
    guard let path = dataSource.snapshot().itemPath(forID: id) else { return nil }
    let frame = list.frameOfItem(at: path)
    return (list.viewport.offset - frame.minY) / frame.height
  }

  @Test func aPositionHoldsThroughRotationAndTextSizeAndRefresh() throws {
    let (list, dataSource) = Self.make(width: 200, items: Self.items)
    list.viewport.offset = 2_345
    let position = try #require(dataSource.scrolling.readingPosition)
    #expect(Self.fraction(of: position.itemID, in: list, dataSource) == position.fractionOfHeight)
    list.viewport = Viewport(width: 300, height: 200, offset: list.viewport.offset)
    #expect(dataSource.scrolling.readingPosition?.itemID == position.itemID)
    #expect(abs((dataSource.scrolling.readingPosition?.fractionOfHeight ?? -1) - position.fractionOfHeight) < 1e-9)
    MessageView.textScale = 1.5
    defer { MessageView.textScale = 1 }
    list.contentSizeCategoryDidChange()
    #expect(dataSource.scrolling.readingPosition?.itemID == position.itemID)
    #expect(abs((dataSource.scrolling.readingPosition?.fractionOfHeight ?? -1) - position.fractionOfHeight) < 1e-9)
    var refreshed = dataSource.snapshot()
    refreshed.deleteItems(ids: [3, 4, 5])
    refreshed.replaceItem(Model(id: 2, value: 90))
    dataSource.apply(refreshed, completion: nil)
    #expect(dataSource.scrolling.readingPosition?.itemID == position.itemID)
    #expect(abs((dataSource.scrolling.readingPosition?.fractionOfHeight ?? -1) - position.fractionOfHeight) < 1e-9)
  }

  @Test func aCollaboratorHearsOfEachRegionWithItsReadingPosition() throws {
    let (list, dataSource) = Self.make(width: 200, items: Self.items)
    var heard: [ReadingPosition<Int, Int>?] = []
    let observer = ChangeObserver { _ in heard.append(dataSource.scrolling.readingPosition) }
    dataSource.observers.add(observer)
    list.viewport.offset = 1_234
    let position = try #require(dataSource.scrolling.readingPosition)
    #expect(heard.last == position)
    #expect(observer.changes.last == .readingPosition)
    dataSource.observers.remove(observer)
    list.viewport.offset = 2_000
    #expect(heard.last == position, "a removed observer hears nothing")
  }

  @Test func aRelaunchRestoresThePositionOnceTheItemArrives() throws {
    let (list, dataSource) = Self.make(width: 200, items: Self.items)
    list.viewport.offset = 4_321
    let saved = try JSONEncoder().encode(try #require(dataSource.scrolling.readingPosition))
    let position = try JSONDecoder().decode(ReadingPosition<Int, Int>.self, from: saved)
    #expect(position == dataSource.scrolling.readingPosition)

    let (relaunched, restored) = Self.make(width: 260, items: nil)
    restored.scrolling.restore(position)
    #expect(relaunched.viewport.offset == 0, "nothing to restore to yet")
    var first = Snapshot<Int, Model>()
    first.mergeItems(Array(Self.items[150...]), intoSection: 0, at: .bottom)
    restored.apply(first, completion: nil)
    #expect(restored.scrolling.readingPosition?.itemID == 150, "the item is not there yet")
    var all = restored.snapshot()
    all.mergeItems(Array(Self.items[..<150]), intoSection: 0, at: .top)
    restored.apply(all, completion: nil)
    #expect(restored.scrolling.readingPosition?.itemID == position.itemID)
    let fraction = try #require(Self.fraction(of: position.itemID, in: relaunched, restored))
    #expect(abs(fraction - position.fractionOfHeight) < 1e-9)
  }

  @Test func aMissingAnchorFallsBackOnTheNearestNeighbour() throws {
    let (list, dataSource) = Self.make(width: 200, items: Self.items)
    list.viewport.offset = 3_000
    let position = try #require(dataSource.scrolling.readingPosition)
    let anchor = position.itemID
    #expect(position.neighbourIDs.prefix(4) == [anchor + 1, anchor - 1, anchor + 2, anchor - 2])
    let (relaunched, restored) = Self.make(width: 200, items: nil)
    restored.scrolling.restore(position)
    let survivors = Self.items.filter { ![anchor, anchor + 1].contains($0.id) }
    var snapshot = Snapshot<Int, Model>()
    snapshot.mergeItems(survivors, intoSection: 0, at: .bottom)
    restored.apply(snapshot, completion: nil)
    #expect(restored.scrolling.readingPosition?.itemID == anchor - 1)
    #expect(Self.fraction(of: anchor - 1, in: relaunched, restored) == 0)
  }
  @Test func theNeighboursOfASectionsLastItemStartAtTheNextSectionsFirst() throws {
    let list = HeadlessList(viewport: Viewport(width: 200, height: 300), rowHeight: 30)
    let dataSource = Source(list) { .view(MessageView.self, $0) }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems((0..<30).map { Model(id: $0) }, toSection: 0)
    snapshot.appendItems((30..<60).map { Model(id: $0) }, toSection: 1)
    dataSource.apply(snapshot, completion: nil)
    // Item 29, the last of section 0, is at the viewport's top.
    list.viewport.offset = 29 * 30
    let position = try #require(dataSource.scrolling.readingPosition)
    #expect(position.itemID == 29)
    #expect(position.neighbourIDs == [30, 28, 31, 27, 32, 26, 33, 25])
    let (relaunched, restored) = Self.make(width: 200, items: nil)
    restored.scrolling.restore(position)
    var survivors = Snapshot<Int, Model>()
    survivors.appendSections([0, 1])
    survivors.appendItems((0..<29).map { Model(id: $0) }, toSection: 0)
    survivors.appendItems((30..<60).map { Model(id: $0) }, toSection: 1)
    restored.apply(survivors, completion: nil)
    #expect(restored.scrolling.readingPosition?.itemID == 30, "the next section's first item stands in for item 29")
    #expect(Self.fraction(of: 30, in: relaunched, restored) == 0)
  }
}
