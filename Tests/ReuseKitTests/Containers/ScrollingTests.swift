import ReuseKit
import ReuseKitTestSupport
import Testing

/// Scrolling to things by identity, sticking to the bottom, and the reading
/// position through reloads and text-size changes.
@MainActor
@Suite struct ScrollingTests {
  typealias Fixture = ReadingPositionTests

  /// A frame's top minus the viewport's offset.
  static func screenFrame(of id: Int, _ list: HeadlessList, _ dataSource: DiffableDataSource<Int, Model>) -> LayoutRect
  {
    let path = dataSource.itemPath(forID: id) ?? ItemPath(item: -1, section: 0)
    var frame = list.layout.frame(of: path)
    frame.y -= list.viewport.offset
    return frame
  }

  @Test(arguments: [ScrollPosition.top, .center, .bottom])
  func scrollToItemLandsExactlyThroughEstimatedRows(position: ScrollPosition) {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<1_000))
    #expect(dataSource.scrolling.scrollToItem(withID: 700, at: position))
    let frame = Self.screenFrame(of: 700, list, dataSource)
    switch position {
    case .top: #expect(frame.minY == 0)
    case .center: #expect(frame.minY + frame.height / 2 == list.viewport.height / 2)
    case .bottom: #expect(frame.maxY == list.viewport.height)
    }
    #expect(list.layout.isMeasured(ItemPath(item: 700, section: 0)))
    #expect(list.visibleItemPaths.contains(ItemPath(item: 700, section: 0)))
  }

  @Test func scrollingToTheBottomByOffsetMissesButScrollToBottomLands() {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<1_000))
    list.viewport.offset = list.contentSize.height - list.viewport.height
    // The rows below were estimates: measured, the list grew past the viewport.
    #expect(list.viewport.offset < list.contentSize.height - list.viewport.height)
    dataSource.scrolling.scrollToBottom()
    #expect(list.viewport.offset == list.contentSize.height - list.viewport.height)
    #expect(list.visibleItemPaths.last == ItemPath(item: 999, section: 0))
  }

  @Test func anItemNearTheEndLandsAsFarAsTheListScrolls() {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<100))
    dataSource.scrolling.scrollToItem(withID: 99, at: .top)
    #expect(list.viewport.offset == list.contentSize.height - list.viewport.height)
  }

  @Test func anUnknownIdentityIsLoggedAndNothingMoves() {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<100))
    let messages = LogCollector()
    dataSource.logger = messages.logger
    list.viewport.offset = 300
    #expect(!dataSource.scrolling.scrollToItem(withID: 5_000, at: .top))
    #expect(list.viewport.offset == 300)
    #expect(messages.messages.count == 1)
    #expect(messages.messages.first?.contains("5000") == true)
  }

  @Test func aScrollToAnItemOfAnApplyUnderWayLandsWhenItIsOnScreen() async {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<100))
    var next = dataSource.snapshot()
    next.appendItems(Fixture.messages(100..<200))
    dataSource.apply(next, diffing: .background, completion: nil)
    #expect(dataSource.scrolling.scrollToItem(withID: 150, at: .top))
    await dataSource.apply(dataSource.snapshot())
    #expect(Self.screenFrame(of: 150, list, dataSource).minY == 0)
  }

  @Test func aListThatSticksToTheBottomStaysThereUntilScrolledAway() {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<200))
    list.sticksToBottom = true
    dataSource.scrolling.scrollToBottom()
    var next = dataSource.snapshot()
    next.appendItems([Model(id: 500, value: 75)])
    dataSource.apply(next, completion: nil)
    Self.expectAtBottom(list, last: 200)

    // A late size of a visible row, and a rotation.
    let visible = list.visibleItemPaths[1]
    list.reportHeight(333, forItemAt: visible)
    list.layoutIfNeeded()
    Self.expectAtBottom(list, last: 200)
    list.viewport = Viewport(width: 180, height: 260, offset: list.viewport.offset)
    Self.expectAtBottom(list, last: 200)

    // Scrolled up, the first visible row is the anchor again.
    list.viewport.offset -= 100
    let anchor = dataSource.itemIdentifier(for: list.visibleItemPaths[0])?.id ?? -1
    let top = Self.screenFrame(of: anchor, list, dataSource).minY
    next = dataSource.snapshot()
    next.appendItems([Model(id: 501, value: 75)])
    dataSource.apply(next, completion: nil)
    #expect(Self.screenFrame(of: anchor, list, dataSource).minY == top)
    #expect(list.viewport.offset < list.contentSize.height - list.viewport.height)
  }

  static func expectAtBottom(_ list: HeadlessList, last: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(list.viewport.offset == list.contentSize.height - list.viewport.height, sourceLocation: sourceLocation)
    #expect(list.visibleItemPaths.last == ItemPath(item: last, section: 0), sourceLocation: sourceLocation)
  }

  @Test(arguments: [false, true])
  func aReloadKeepsTheReadingPositionByIdentity(usingReloadData: Bool) {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<300))
    list.viewport.offset = 4_000
    let anchor = dataSource.itemIdentifier(for: list.visibleItemPaths[0])?.id ?? -1
    let top = Self.screenFrame(of: anchor, list, dataSource).minY
    var next = dataSource.snapshot()
    next.insertItems(Fixture.messages(1_000..<1_050), beforeItem: Fixture.messages(0..<1)[0])
    next.deleteItems(ids: Array(100..<110))
    if usingReloadData {
      dataSource.applySnapshotUsingReloadData(next, completion: nil)
    } else {
      list.isVisible = false
      dataSource.apply(next, completion: nil)
    }
    #expect(dataSource.reloadCount == 1)
    #expect(Self.screenFrame(of: anchor, list, dataSource).minY == top)
  }

  @Test func aTextSizeChangeMeasuresEveryRowAgainAndKeepsTheReadingPosition() {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<300))
    list.viewport.offset = 4_010
    let anchor = list.visibleItemPaths[0]
    let share = (list.viewport.offset - list.layout.frame(of: anchor).minY) / list.layout.frame(of: anchor).height
    MessageView.textScale = 1.5
    defer { MessageView.textScale = 1 }
    list.contentSizeCategoryDidChange()
    for path in list.visibleItemPaths {
      let model = dataSource.itemIdentifier(for: path)
      #expect(list.layout.frame(of: path).height == MessageView.height(of: model?.value ?? 0, atWidth: 100))
    }
    let frame = list.layout.frame(of: anchor)
    #expect(list.viewport.offset == frame.minY + share * frame.height)
    #expect(!list.layout.isMeasured(ItemPath(item: 0, section: 0)))
  }

  @Test func aShorterViewportKeepsTheEndInViewWhileSticking() {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<100))
    list.sticksToBottom = true
    dataSource.scrolling.scrollToBottom()
    // A keyboard appears: the viewport loses height, its offset stays.
    list.viewport = Viewport(width: 100, height: 150, offset: list.viewport.offset)
    Self.expectAtBottom(list, last: 99)
    list.viewport = Viewport(width: 100, height: 400, offset: list.viewport.offset)
    Self.expectAtBottom(list, last: 99)
  }

  @Test func scrollingUpIntoEstimatedRowsMovesTheRowsOnScreenByTheScroll() {
    let (list, dataSource) = Fixture.makeList(Fixture.messages(0..<300))
    dataSource.scrolling.scrollToBottom()
    for _ in 0..<40 {
      let first = list.visibleItemPaths[0]
      let id = dataSource.itemIdentifier(for: first)?.id ?? -1
      let top = Self.screenFrame(of: id, list, dataSource).minY
      list.viewport.offset -= 30
      // The rows above came into view at their estimates and were measured;
      // the row that was on screen moved by exactly the scroll.
      #expect(Self.screenFrame(of: id, list, dataSource).minY == top + 30)
    }
  }

  @Test(arguments: [ItemPath(item: 100, section: 0), ItemPath(item: 0, section: 3)])
  func scrollingToAPathTheListDoesNotHoldStopsWithTheCounts(path: ItemPath) async {
    let (item, section) = (path.item, path.section)
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [item = item as Int, section = section as Int] in
      recordCoverageWhenTrapping()
      await MainActor.run {
        let (list, _) = Fixture.makeList(Fixture.messages(0..<100))
        list.scroll(to: .item(ItemPath(item: item, section: section), .top))
      }
    }
    let message = standardError(of: result)
    #expect(message.contains("HeadlessList.scroll(to:animated:): cannot scroll to item \(path): "))
    #expect(message.contains("section 0 holds 100 items") == (path.section == 0))
    #expect(message.contains("there is 1 section") == (path.section != 0))
  }

  @Test func scrollsAndTextSizeChangesFromInsideTheCellProviderRunAfterThePass() {
    var fromProvider: [@MainActor () -> Void] = []
    let list = HeadlessList(
      viewport: Viewport(width: 100, height: 400), arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
    let dataSource = DiffableDataSource<Int, Model>(list) { item in
      if let work = fromProvider.popLast() { work() }
      return .view(MessageView.self, item)
    }
    dataSource.apply(Fixture.snapshot(Fixture.messages(0..<300)), completion: nil)
    // A content makes each item's configuration once, so each step scrolls
    // to rows no pass has asked about yet, for the provider to run.
    fromProvider.append { list.scroll(to: .item(ItemPath(item: 150, section: 0), .top)) }
    list.viewport.offset += 2_000
    #expect(Self.screenFrame(of: 150, list, dataSource).minY == 0)
    fromProvider.append { list.scroll(to: .bottom) }
    list.viewport.offset -= 1_500
    #expect(list.viewport.offset == list.contentSize.height - list.viewport.height)
    MessageView.textScale = 2
    defer { MessageView.textScale = 1 }
    fromProvider.append { list.contentSizeCategoryDidChange() }
    list.viewport.offset -= 2_500
    for path in list.visibleItemPaths {
      let model = dataSource.itemIdentifier(for: path)
      #expect(list.layout.frame(of: path).height == MessageView.height(of: model?.value ?? 0, atWidth: 100))
    }
  }
}
