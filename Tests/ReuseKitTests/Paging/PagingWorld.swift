import ReuseKit
import ReuseKitTestSupport
import Testing

/// The world of ``PagingPropertyTests``: a server's history of messages in
/// days of 40, a list that pages through it, and the plain model of what the
/// list must hold.
@MainActor
final class PagingWorld {
  typealias Source = DiffableDataSource<Int, Model>
  typealias Page = Source.Paging.Page

  struct Failure: Error {}

  // MARK: - Lifecycle

  init(_ generator: inout SeededGenerator) {
    historyCount = Int.random(in: 120...400, using: &generator)
    edges = [[.top], [.bottom], [.top, .bottom]].randomElement(using: &generator) ?? [.top]
    threshold = [0.5, 1, 2].randomElement(using: &generator) ?? 1
    retention = Bool.random(using: &generator) ? .first : .last
    values = (0..<historyCount).map { _ in Int.random(in: 1...80, using: &generator) }
    (list, dataSource) = (HeadlessList(), Source(HeadlessList()) { .view(MessageView.self, $0) })
    launch(width: 200, height: 300)
  }

  // MARK: - Internal

  let historyCount: Int
  let edges: Set<ContentEdge>
  let threshold: Double
  let retention: DuplicateRetention
  /// The content of each message of the history, by identity.
  var values: [Int]
  private(set) var list: HeadlessList
  private(set) var dataSource: Source
  private(set) var server = PageServer<Int, Model>()
  /// What the list must hold.
  var plain = SnapshotMergeTests.Plain()
  /// Whether the test itself starts the next load (a retry, a button), so
  /// that it need not be within the threshold.
  var explicit = false
  /// Loads that started farther from their edge than the threshold.
  var lateStarts: [String] = []

  var paging: Source.Paging { dataSource.paging }

  /// A new list and data source of `width` and `height`, configured as an
  /// app would, showing nothing yet.
  func launch(width: Double, height: Double) {
    // The old list's loads are cancelled, so none is left suspended,
    // including one whose task has not reached the server yet.
    dataSource.paging.edges = []
    dataSource.paging.reset()
    server.cancelAll()
    server = PageServer<Int, Model>()
    list = HeadlessList(
      viewport: Viewport(width: width, height: height),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 30)))
    dataSource = Source(list) { .view(MessageView.self, $0) }
    let paging = dataSource.paging
    paging.duplicates = retention
    paging.threshold = threshold
    paging.retryViewProvider = { edge, _ in .view(LabelView.self, "retry \(edge)") }
    paging.eventHandler = { [weak self] event in self?.heard(event) }
    paging.loader = server.loader
    paging.edges = edges
  }

  /// Ends the test: the list stops loading and no load is left suspended.
  func finish() async -> Bool { await server.finish(paging) }

  /// The plain model as a snapshot.
  var plainSnapshot: Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections(plain.sections.map(\.id))
    for section in plain.sections { snapshot.appendItems(section.items, toSection: section.id) }
    return snapshot
  }

  /// The largest offset the list rests at.
  var maximumOffset: Double { max(0, list.contentSize.height - list.viewport.height) }

  /// The page a server sends for `request`, with the repeats a server makes:
  /// items the list holds at the boundary, a copy repeated within the page,
  /// and an item that moved here from another page, with new content.
  func page(for request: Source.Paging.Request, _ generator: inout SeededGenerator) -> Page {
    let size = Int.random(in: 3...25, using: &generator)
    var ids: [Int]
    let reachedEnd: Bool
    switch (request.edge, request.boundaryItem?.id) {
    case (_, nil):
      let start = Int.random(in: 0...(historyCount - size), using: &generator)
      ids = Array(start..<(start + size))
      reachedEnd = false
    case (.top, let boundary?):
      ids = Array(max(0, boundary - size)..<boundary)
      reachedEnd = ids.first ?? 0 == 0
      if Bool.random(using: &generator) { ids += [boundary, boundary + 1].filter { $0 < historyCount } }
    case (.bottom, let boundary?):
      ids = Array((boundary + 1)..<min(historyCount, boundary + 1 + size))
      reachedEnd = (ids.last ?? historyCount - 1) == historyCount - 1
      if Bool.random(using: &generator) { ids = [boundary - 1, boundary].filter { $0 >= 0 } + ids }
    }
    if !ids.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
      ids.insert(ids.randomElement(using: &generator) ?? 0, at: Int.random(in: 0...ids.count, using: &generator))
    }
    let held = plain.sections.flatMap(\.items)
    if let moved = held.randomElement(using: &generator), Int.random(in: 0..<3, using: &generator) == 0 {
      values[moved.id] = Int.random(in: 1...80, using: &generator)
      ids.insert(moved.id, at: Int.random(in: 0...ids.count, using: &generator))
    }
    var sections: [DiffSection<Int, Model>] = []
    for id in ids {
      let item = Model(id: id, value: values[id])
      if sections.last?.model == id / 40 {
        sections[sections.count - 1].items.append(item)
      } else {
        sections.append(DiffSection(model: id / 40, items: [item]))
      }
    }
    return Page(sections: sections, reachedEnd: reachedEnd)
  }

  /// Merges `page` at `edge` into the plain model, as the paging must;
  /// returns the identities the page replaced.
  @discardableResult
  func mergeIntoPlain(_ page: Page, at edge: ContentEdge) -> Set<Int> {
    var replaced: Set<Int> = []
    for section in edge == .top ? page.sections.reversed() : page.sections {
      replaced.formUnion(
        plain.merge(section.items, into: section.model, at: edge, keeping: retention).replaced.map(\.id))
    }
    return replaced
  }

  /// Whether the list shows `position`: its item at the top with the same
  /// share of its height scrolled away, or rests at its end, short of it.
  func shows(_ position: ReadingPosition<Int, Int>) -> Bool {
    if list.viewport.offset >= maximumOffset - 0.5 { return true }
    guard let now = dataSource.scrolling.readingPosition else { return false }
    return now.itemID == position.itemID && abs(now.fractionOfHeight - position.fractionOfHeight) < 1e-6
  }

  /// Where the item `id` is on screen: its top minus the viewport's offset.
  func screenY(of id: Int) -> Double? {
    dataSource.snapshot().itemPath(forID: id).map { list.frameOfItem(at: $0).minY - list.viewport.offset }
  }

  // MARK: - Private

  private func heard(_ event: Source.Paging.Event) {
    guard case .started(let edge) = event, !explicit else { return }
    let region = VisibleRegion(
      viewport: list.viewport, contentHeight: list.contentSize.height, anchor: nil, fractionOfHeight: 0)
    let screens = region.screens(beyond: edge)
    if screens > threshold + 1e-9 { lateStarts.append("a load at the \(edge) started \(screens) screens away") }
  }
}
