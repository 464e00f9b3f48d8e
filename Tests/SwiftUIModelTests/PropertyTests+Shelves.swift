import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

@testable import ReuseKitSwiftUI

/// The layout the random steps give a shelf.
enum ShelfLayout: Equatable {
  case list
  case grid(Int)
  case carousel

  static func random(using random: inout ModelRandom) -> ShelfLayout {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: .list
    case 1: .grid(Int.random(in: 2...4, using: &random))
    default: .carousel
    }
  }

  var sectionLayout: SectionLayout {
    switch self {
    case .list: .list(itemHeight: .fixed(20))
    case .grid(let columns):
      .grid(columns: .count(columns), itemHeight: .fixed(30), interitemSpacing: 4, lineSpacing: 4)
    case .carousel: .carousel(itemWidth: .absolute(120), itemHeight: .fixed(40), interitemSpacing: 8)
    }
  }

  /// Where the layout puts `item` of a section whose first item is at
  /// `first`, in a list 390 points wide, before a carousel's scroll.
  func frame(ofItem item: Int, first: CGRect) -> CGRect {
    switch self {
    case .list: return CGRect(x: 0, y: first.minY + CGFloat(item) * 20, width: 390, height: 20)
    case .grid(let columns):
      let width = (390 - 4 * CGFloat(columns - 1)) / CGFloat(columns)
      let (row, column) = (item / columns, item % columns)
      return CGRect(x: CGFloat(column) * (width + 4), y: first.minY + CGFloat(row) * 34, width: width, height: 30)
    case .carousel: return CGRect(x: CGFloat(item) * 128, y: first.minY, width: 120, height: 40)
    }
  }
}

/// Shelves of notes the app owns, each in the layout the app chose for it,
/// loading more at the bottom from `gate`, with a retry view, that a
/// person refreshes with the shelves `server` brings.
@MainActor
struct ShelvesScreen: View {
  typealias Shelves = [(id: Int, notes: [Note])]
  @State var snapshot: Snapshot<Int, Note>
  @State var layouts: [Int: ShelfLayout] = [:]
  let gate: PageGate
  let server: RefreshGate<Shelves>
  var body: some View {
    DiffableList(snapshot) { .swiftUI($0) { NoteRow(note: $0) } }
      .sectionLayout { [layouts] section in (layouts[section] ?? .list).sectionLayout }
      .onLoadMore { request in try await gate.load(request) }
      .retryView { edge, _, retry in retryRow(edge, retry) }
      .stateView { phase, retry in
        guard case .failed = phase else { return nil }
        return .swiftUI(phase) { _ in Button("Try Again") { retry() } }
      }
      .refreshable {
        if let shelves = await server.load() { snapshot = shelvesSnapshot(shelves) }
      }
  }
}

/// The snapshot of `sections`, in their order.
func shelvesSnapshot(_ sections: ShelvesScreen.Shelves) -> Snapshot<Int, Note> {
  var snapshot = Snapshot<Int, Note>()
  for section in sections {
    snapshot.appendSections([section.id])
    snapshot.appendItems(section.notes, toSection: section.id)
  }
  return snapshot
}

/// What the shelves should show, kept without ReuseKit: the app's
/// sections, then each page's new notes at the end of its section (a new
/// section at the end), a repeated identity keeping the copy shown first;
/// and whether the bottom's last load failed.
struct PlainShelves {
  var input: [(id: Int, notes: [Note])] = []
  var pages: [(section: Int, notes: [Note])] = []
  var failed = false

  var shown: [(id: Int, notes: [Note])] {
    var sections = input
    var seen = Set(input.flatMap { $0.notes.map(\.id) })
    for page in pages {
      var index = sections.firstIndex { $0.id == page.section }
      if index == nil {
        sections.append((page.section, []))
        index = sections.count - 1
      }
      guard let index else { continue }
      for note in page.notes where seen.insert(note.id).inserted { sections[index].notes.append(note) }
    }
    return sections
  }

  /// The last note shown: where the bottom loads from.
  var boundary: Int? { shown.last { !$0.notes.isEmpty }?.notes.last?.id }

  /// A refresh brought `sections`: they show alone, and paging starts again.
  mutating func refreshed(_ sections: [(id: Int, notes: [Note])]) {
    (input, pages, failed) = (sections, [], false)
  }

  /// The app shows `sections`: a failure is forgotten when the last note
  /// shown changes with them, as an apply that changes an edge's item does.
  mutating func show(_ sections: [(id: Int, notes: [Note])]) {
    let before = boundary
    input = sections
    if boundary != before { failed = false }
  }
}

/// Random steps on shelves in random layouts that load more at the bottom,
/// whose loads the steps answer with pages or failures, and retry: after
/// each, no state was written during an update, the failure shows as the
/// plain model says, the items are the plain model's, and each visible
/// item is where its section's layout puts it.
///
/// A person also pulls the shelves at their top, while a page loads or
/// not, and the server's refresh brings new shelves or fails (the app then
/// keeps its own): a refresh started at the top ends at the top.
///
/// Returns how many pages, failures, retries and refreshes the steps brought.
@MainActor
func runRandomShelfSteps(seed: UInt64, steps: Int) throws -> ShelfCounts {
  var counts = ShelfCounts()
  var random = ModelRandom(state: seed)
  let (gate, server) = (PageGate(), RefreshGate<ShelvesScreen.Shelves>())
  let screen = ShelvesScreen(snapshot: Snapshot(), gate: gate, server: server)
  let (host, collectionView) = host(screen, updatesPerChange: Int.random(in: 1...3, using: &random))
  var plain = PlainShelves()
  var version = 0
  var nextPageID = 1_000
  func randomSections() -> [(id: Int, notes: [Note])] {
    version += 1
    guard Int.random(in: 0..<8, using: &random) != 0 else { return [] }
    var pool = Array(0..<60).shuffled(using: &random)[...]
    // An app that keeps some of the loaded notes too.
    let fresh = plain.pages.flatMap(\.notes).filter { $0.id >= 1_000 }
    let loaded = fresh.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))
    let ids = Array(0..<4).shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random))
    var sections = ids.map { id -> (id: Int, notes: [Note]) in
      let count = Int.random(in: 1...8, using: &random)
      let notes = pool.prefix(count).map {
        Note(id: $0, text: Bool.random(using: &random) ? "n\($0)v\(version)" : "n\($0)")
      }
      pool = pool.dropFirst(count)
      return (id, notes)
    }
    sections[sections.count - 1].notes += loaded
    return sections
  }
  for step in 0..<steps {
    var description = ""
    switch Int.random(in: 0..<11, using: &random) {
    case 0:
      let sections = randomSections()
      description = "app sections \(sections.map { ($0.id, $0.notes.map(\.id)) })"
      screen.snapshot = shelvesSnapshot(sections)
      plain.show(sections)
    case 1:
      let section = [0, 1, 2, 3, 9].randomElement(using: &random) ?? 0
      let layout = ShelfLayout.random(using: &random)
      description = "section \(section) as \(layout)"
      screen.layouts[section] = layout
    case 2:
      let maxOffset = max(0, collectionView.contentSize.height - collectionView.bounds.height)
      let offset = CGFloat(Int.random(in: 0...Int(maxOffset), using: &random))
      description = "scroll to \(offset)"
      collectionView.contentOffset.y = offset
    case 3:
      description = "scroll to the bottom"
      scrollToBottom(collectionView)
    case 4, 5:
      guard let request = gate.pending(at: .bottom) else { continue }
      try expect(
        request.boundaryItem?.id == plain.boundary,
        "seed \(seed) step \(step): load after \(String(describing: request.boundaryItem?.id)), expected "
          + "\(String(describing: plain.boundary))")
      let fresh = (0..<Int.random(in: 1...6, using: &random)).map { offset in
        Note(id: nextPageID + offset, text: "p\(nextPageID + offset)")
      }
      nextPageID += 100
      let repeated = plain.shown.flatMap(\.notes).shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))
      let items = (fresh + repeated.map { Note(id: $0.id, text: "dup\($0.id)") }).shuffled(using: &random)
      let section = [plain.shown.last?.id ?? 0, 3, 9].randomElement(using: &random) ?? 0
      description = "page \(items.map(\.id)) for section \(section)"
      gate.answer(at: .bottom, with: .success(.init(items: items, section: section)))
      plain.pages.append((section, items))
      counts.pages += 1
    case 6:
      guard gate.pending(at: .bottom) != nil else { continue }
      description = "the load fails"
      gate.answer(at: .bottom, with: .failure(PageGate.Outage()))
      plain.failed = true
      counts.failures += 1
    case 7:
      guard plain.failed, !server.isWaiting else { continue }
      description = "retry"
      scrollToBottom(collectionView)
      // With no note, the state view shows the failure; else the last footer.
      let (view, button) =
        plain.boundary == nil
        ? (collectionView.backgroundView, "Try Again")
        : (
          collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: plain.shown.count - 1)), "Retry"
        )
      let retry = try view.flatMap(hostingView(in:)).unwrapped("seed \(seed) step \(step): the view of the failure")
      try expect(retry.modelTapButton(button), "seed \(seed) step \(step): a tap on \(button)")
      plain.failed = false
      counts.retries += 1
    case 9:
      description = try pullShelves(
        collectionView, gate: gate, server: server, counts: &counts, step: "\(seed) \(step)")
    case 10:
      guard server.isWaiting else { continue }
      let sections = Int.random(in: 0..<3, using: &random) == 0 ? nil : randomSections()
      description = "the refresh brings \(sections.map { $0.map { ($0.id, $0.notes.map(\.id)) } } ?? [])"
      server.answer(with: sections)
      try pump("seed \(seed) step \(step): the refresh ends") { collectionView.refreshControl?.isRefreshing == false }
      settle()
      // A refresh ends with exactly the app's shelves, its own on a failure.
      plain.refreshed(sections ?? plain.input)
      if sections != nil {
        counts.refreshed += 1
      } else {
        counts.refreshFailures += 1
      }
      do {
        try expect(
          collectionView.contentOffset.y == -collectionView.adjustedContentInset.top,
          "seed \(seed) step \(step): a refresh started at the top ends at the top, not at "
            + "\(collectionView.contentOffset.y)")
      }
    default:
      description = "an update with no change"
      host.forceRepresentableUpdates()
      host.update(Transaction())
    }
    try settleLoads(of: host, at: gate)
    try checkShelves(
      collectionView, host: host, plain: plain, layouts: screen.layouts, "seed \(seed) step \(step) (\(description))")
  }
  return counts
}

/// How many pages, failures, retries, pulls, refreshes and failed refreshes
/// random steps brought.
struct ShelfCounts {
  var pages = 0
  var failures = 0
  var retries = 0
  var pulls = 0
  var refreshed = 0
  var refreshFailures = 0
}

/// A person pulls the shelves at their top: a refresh starts, which cancels
/// a page's load, or, while one runs, nothing does.
@MainActor
private func pullShelves(
  _ collectionView: UICollectionView, gate: PageGate, server: RefreshGate<ShelvesScreen.Shelves>,
  counts: inout ShelfCounts, step: String
) throws -> String {
  let (calls, running, loading) = (server.calls, server.isWaiting, gate.pending(at: .bottom) != nil)
  collectionView.contentOffset.y = -collectionView.adjustedContentInset.top
  settle()
  collectionView.modelPullToRefresh()
  if running {
    settle()
    try expect(server.calls == calls, "seed \(step): one refresh at a time, \(server.calls) calls")
    return "a pull while a refresh runs"
  }
  try pump("seed \(step): the pull refreshes") { server.isWaiting }
  try expect(gate.pending(at: .bottom) == nil, "seed \(step): the refresh cancelled the page's load")
  counts.pulls += 1
  return loading ? "a pull at the top while a page loads" : "a pull at the top"
}

@MainActor
private func checkShelves(
  _ collectionView: UICollectionView, host: SwiftUIModelHost, plain: PlainShelves, layouts: [Int: ShelfLayout],
  _ context: String
) throws {
  try expect(host.stateWritesDuringUpdate.isEmpty, "\(context): \(host.stateWritesDuringUpdate)")
  let paging = try paging(of: host)
  try expect(paging.state(of: .bottom).isFailed == plain.failed, "\(context): failed \(paging.state(of: .bottom))")
  let shown = plain.shown
  let list = try host.modelCoordinator(ListCoordinator<Int, Note>.self).unwrapped("the list")
  let snapshot = list.dataSource.snapshot()
  let sections: [Int] = snapshot.sectionIdentifiers
  let items: [[Int]] = sections.map { section in snapshot.itemIdentifiers(inSection: section).map { $0.id } }
  let expectedItems: [[Int]] = shown.map { section in section.notes.map { $0.id } }
  try expect(
    sections == shown.map { $0.id } && items == expectedItems,
    "\(context): shows \(sections) \(items), expected \(shown.map { $0.id }) \(expectedItems)")
  try expect(collectionView.numberOfSections == shown.count, "\(context): \(collectionView.numberOfSections) sections")
  for path in collectionView.indexPathsForVisibleItems.sorted() {
    let note = shown[path.section].notes[path.item]
    let text = collectionView.cellForItem(at: path).flatMap(hostingView(in:))?.modelTexts.joined(separator: " ")
    try expect(text == note.text, "\(context): \(path) shows \(String(describing: text)), expected \(note.text)")
    let layout = layouts[shown[path.section].id] ?? .list
    let frame = collectionView.layoutAttributesForItem(at: path)?.frame ?? .zero
    let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: path.section))?.frame ?? .zero
    let expected = layout.frame(ofItem: path.item, first: first)
    try expect(
      abs(frame.minX - expected.minX) < 0.5 && abs(frame.width - expected.width) < 0.5
        && abs(frame.minY - expected.minY) < 0.5 && frame.height == expected.height,
      "\(context): \(path) in a \(layout) at \(frame), expected \(expected)")
  }
  let footer = footerTexts(collectionView, section: shown.count - 1)
  let retry = ["Could not load the bottom", "Retry"]
  try expect(plain.failed || footer != retry, "\(context): a retry view while nothing failed")
}
