import ReuseKit
import ReuseKitTestSupport
import Testing

/// The retry view of a failed edge shows whatever the arrangement's header
/// or footer height, and whether the edge was on screen when the load
/// started, at the height its view asks for: 20 rows of 44 points in a
/// 440-point list, a load that fails, then the edge in view.
@MainActor
@Suite struct RetryViewTests {
  typealias Source = DiffableDataSource<Int, Model>

  struct Outage: Error {}

  /// The list of 20 rows, `supplementaryHeight` the arrangement's header and
  /// footer height, set up as an app does (a retry view, a loader) and
  /// scrolled to `offset`, or to the end when `nil`, whose load at `edge`,
  /// started there, failed.
  static func failed(
    at edge: ContentEdge, supplementaryHeight: Double, offset: Double?
  ) async -> (HeadlessList, Source, PageServer<Int, Model>) {
    let list = HeadlessList(
      viewport: Viewport(width: 320, height: 440),
      arrangement: ListArrangement(
        itemHeight: .fixed(44), headerHeight: supplementaryHeight, footerHeight: supplementaryHeight))
    let dataSource = Source(list) { .view(MessageView.self, $0) }
    let server = PageServer<Int, Model>()
    dataSource.paging.retryViewProvider = { edge, _ in .view(LabelView.self, "retry \(edge)") }
    dataSource.paging.loader = server.loader
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<20).map { Model(id: $0) })
    await dataSource.apply(snapshot)
    if let offset { list.viewport.offset = offset } else { list.scroll(to: .bottom) }
    dataSource.paging.edges = [edge]
    await server.settle(dataSource.paging)
    server.respond(at: edge, with: .failure(Outage()))
    await server.settle(dataSource.paging)
    #expect(dataSource.paging.state(of: edge).isFailed)
    return (list, dataSource, server)
  }

  /// The frame of the retry view at `edge`, when it shows one.
  static func retryFrame(at edge: ContentEdge, in list: HeadlessList) -> LayoutRect? {
    let kind: ElementKind = edge == .top ? .header : .footer
    guard list.supplementaryView(ofKind: kind, inSection: 0, as: LabelView.self)?.view.text == "retry \(edge)" else {
      return nil
    }
    return list.frameOfSupplementaryView(ofKind: kind, inSection: 0)
  }

  /// Whether `frame` lies within the viewport of `list`.
  static func isInView(_ frame: LayoutRect?, _ list: HeadlessList) -> Bool {
    guard let frame else { return false }
    return frame.minY >= list.viewport.offset - 1e-9
      && frame.maxY <= list.viewport.offset + list.viewport.height + 1e-9
  }

  @Test(arguments: [0.0, 44])
  func aBottomRetryViewShowsWhenTheFooterWasOffScreen(footerHeight: Double) async {
    // 880 points of rows: at 100 the bottom is within a screen, its footer off it.
    let (list, dataSource, server) = await Self.failed(at: .bottom, supplementaryHeight: footerHeight, offset: 100)
    list.scroll(to: .bottom)
    let frame = Self.retryFrame(at: .bottom, in: list)
    #expect(frame?.height == 20, "the retry view takes its own height: \(String(describing: frame))")
    #expect(Self.isInView(frame, list), "\(String(describing: frame)) in \(list.viewport)")
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test(arguments: [0.0, 44])
  func aBottomRetryViewShowsWhenTheFooterWasOnScreen(footerHeight: Double) async {
    let (list, dataSource, server) = await Self.failed(at: .bottom, supplementaryHeight: footerHeight, offset: nil)
    let frame = Self.retryFrame(at: .bottom, in: list)
    #expect(frame?.height == 20, "the retry view takes its own height: \(String(describing: frame))")
    #expect(Self.isInView(frame, list), "a person at the end sees it: \(String(describing: frame)) in \(list.viewport)")
    list.scroll(to: .bottom)
    #expect(Self.isInView(Self.retryFrame(at: .bottom, in: list), list))
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test(arguments: [0.0, 44])
  func aTopRetryViewShowsWhenTheHeaderWasOnScreen(headerHeight: Double) async {
    let (list, dataSource, server) = await Self.failed(at: .top, supplementaryHeight: headerHeight, offset: 0)
    let frame = Self.retryFrame(at: .top, in: list)
    #expect(frame?.height == 20, "the retry view takes its own height: \(String(describing: frame))")
    #expect(Self.isInView(frame, list), "a person at the top sees it: \(String(describing: frame)) in \(list.viewport)")
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }

  @Test(arguments: [0.0, 44])
  func aTopRetryViewShowsWhenTheHeaderWasOffScreen(headerHeight: Double) async {
    let (list, dataSource, server) = await Self.failed(at: .top, supplementaryHeight: headerHeight, offset: 200)
    list.viewport.offset = 0
    let frame = Self.retryFrame(at: .top, in: list)
    #expect(frame?.height == 20, "the retry view takes its own height: \(String(describing: frame))")
    #expect(Self.isInView(frame, list), "\(String(describing: frame)) in \(list.viewport)")
    #expect(await server.finish(dataSource.paging), "no load is left suspended")
  }
}
