import ReuseKit
import ReuseKitTestSupport
import Testing

/// The README's promises of pull to refresh, under random seeded steps:
/// pulls at the top and refreshes from code anywhere, answers that bring
/// new rows above, below and in place of the old ones, failures, a list
/// that leaves the screen, pages loading at the bottom meanwhile, rotations
/// and late sizes. After every step, checked against a plain model: the
/// list holds exactly the items the model last applied; one refresh runs at
/// most, and the indicator shows while it does; no page loads while it
/// runs; a refresh that ends ends at the top when it started there and
/// otherwise keeps its reading item where it was; the retry view shows at
/// the top after a failure, and only then.
@MainActor
@Suite struct RefreshPropertyTests {
  static let steps = 40

  /// What the test expects: the items applied, and whether a refresh runs.
  struct Plain {
    var items: [Int]
    var refreshing = false
    var failed = false
    var nextID = 1_000
  }

  @Test(arguments: 0..<PropertyTestBudget.cases(30))
  func refreshingKeepsItsPromises(seed: Int) async {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 7_100)
    let (list, dataSource, server) = await RefreshTests.make(count: 30)
    let pages = PageServer<Int, Model>()
    dataSource.paging.loader = pages.loader
    dataSource.paging.edges = [.bottom]
    var plain = Plain(items: Array(0..<30))
    var startedAtTop = false
    for step in 0..<Self.steps {
      let label = "seed \(seed) step \(step)"
      var comment = Comment(rawValue: label)
      var anchor: (id: Int, y: Double)?
      switch Int.random(in: 0..<12, using: &generator) {
      case 0, 1:
        let offset = Bool.random(using: &generator) ? 0 : Double.random(in: 0...1_200, using: &generator)
        comment = "\(label): scroll to \(offset)"
        list.viewport.offset = min(offset, max(0, list.contentSize.height - list.viewport.height))
      case 2:
        comment = "\(label): a pull at \(list.viewport.offset)"
        let pulled = list.interaction.pullToRefresh()
        #expect(pulled == (list.viewport.offset == 0 && !plain.refreshing), comment)
        if pulled { (plain.refreshing, plain.failed, startedAtTop) = (true, false, true) }
      case 3:
        comment = "\(label): a refresh from code at \(list.viewport.offset)"
        let started = dataSource.refreshing.refresh()
        #expect(started == !plain.refreshing, comment)
        if started { (plain.refreshing, plain.failed, startedAtTop) = (true, false, list.viewport.offset == 0) }
      case 4, 5, 6:
        guard plain.refreshing, await server.settle(dataSource.refreshing), server.isHolding else { break }
        if Int.random(in: 0..<3, using: &generator) == 0 {
          comment = "\(label): the refresh fails"
          server.respond(with: .failure(RefreshTests.Outage()))
          await server.settleUntilIdle(dataSource.refreshing)
          (plain.refreshing, plain.failed) = (false, true)
          break
        }
        var items = plain.items.filter { _ in Int.random(in: 0..<5, using: &generator) > 0 }
        let above = Int.random(in: 0..<8, using: &generator)
        items = (plain.nextID..<plain.nextID + above).map { $0 } + items
        plain.nextID += above
        comment = "\(label): the refresh brings \(above) rows above, \(items.count) in all"
        let reading = dataSource.scrolling.readingPosition?.itemID
        if !startedAtTop, let reading, items.contains(reading), let y = Self.screenY(of: reading, list, dataSource) {
          anchor = (reading, y)
        }
        server.respond(with: .success(RefreshTests.snapshot(items)))
        await server.settleUntilIdle(dataSource.refreshing)
        (plain.items, plain.refreshing) = (items, false)
        if startedAtTop { #expect(list.viewport.offset == 0, "a refresh from the top ends there; \(comment)") }
      case 7:
        comment = "\(label): the list leaves the screen and comes back"
        list.isVisible = false
        list.isVisible = true
        plain.refreshing = false
      case 8:
        guard let pending = pages.pending(at: .bottom) else { break }
        let ids = (plain.nextID..<plain.nextID + 5).map { $0 }
        plain.nextID += 5
        comment = "\(label): a page of \(ids) after \(String(describing: pending.request.boundaryItem))"
        pages.respond(at: .bottom, with: .success(.init(items: ids.map { Model(id: $0) }, section: 0)))
        await pages.settle(dataSource.paging)
        plain.items += ids
      case 9:
        let viewport = list.viewport
        comment = "\(label): a rotation"
        list.viewport = Viewport(width: viewport.height, height: viewport.width, offset: viewport.offset)
      default:
        guard let path = list.visibleItemPaths.randomElement(using: &generator) else { break }
        comment = "\(label): a late size at \(path)"
        list.reportHeight(Double.random(in: 20...120, using: &generator), forItemAt: path)
        list.layoutIfNeeded()
      }
      await pages.settle(dataSource.paging)
      if let anchor, list.viewport.offset < max(0, list.contentSize.height - list.viewport.height) - 0.5 {
        let y = Self.screenY(of: anchor.id, list, dataSource) ?? .infinity
        #expect(abs(y - anchor.y) < 1e-6, "a refresh from below keeps row \(anchor.id); \(comment)")
      }
      Self.check(list, dataSource, server, pages, plain, comment)
    }
    server.respond(with: .failure(CancellationError()))
    #expect(await pages.finish(dataSource.paging))
  }

  static func check(
    _ list: HeadlessList, _ dataSource: RefreshTests.Source, _ server: RefreshServer<Int, Model>,
    _ pages: PageServer<Int, Model>, _ plain: Plain, _ comment: Comment
  ) {
    #expect(dataSource.snapshot().itemIdentifiers.map(\.id) == plain.items, comment)
    #expect(list.isRefreshing == plain.refreshing, "the indicator; \(comment)")
    #expect(dataSource.refreshing.state.isRefreshing == plain.refreshing, comment)
    if plain.refreshing { #expect(pages.pending(at: .bottom) == nil, "a page loads during a refresh; \(comment)") }
    // A list with no item shows its state view instead.
    guard !plain.items.isEmpty else { return }
    let header = list.content.supplementaryConfiguration(ofKind: .header, inSection: 0)
    let showsRetry = header?.reuseIdentifier == ReuseIdentifier(LabelView.self)
    #expect(showsRetry == plain.failed, "the retry view; \(comment)")
  }

  static func screenY(of id: Int, _ list: HeadlessList, _ dataSource: RefreshTests.Source) -> Double? {
    dataSource.snapshot().itemPath(forID: id).map { list.frameOfItem(at: $0).minY - list.viewport.offset }
  }
}
