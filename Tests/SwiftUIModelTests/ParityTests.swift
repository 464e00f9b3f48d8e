import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

/// A store front in one list: a carousel of featured notes (section 0), a
/// grid of products (1) in the columns the screen holds, and reviews (2).
@MainActor
struct StoreFrontScreen: View {
  @State var snapshot: Snapshot<Int, Note>
  @State var columns = 3
  var body: some View {
    DiffableList(snapshot) { .swiftUI($0) { NoteRow(note: $0) } }
      .sectionLayout { [columns] section in
        switch section {
        case 0: .carousel(itemWidth: .absolute(150), itemHeight: .fixed(100), interitemSpacing: 10)
        case 1: .grid(columns: .count(columns), itemHeight: .fixed(80), interitemSpacing: 6, lineSpacing: 6)
        default: .list(itemHeight: .selfSizing(estimate: 44))
        }
      }
  }
}

/// Notes that load more at the bottom from `gate`, with a retry view and a
/// state view of each phase.
@MainActor
struct PagedNotesScreen: View {
  @State var notes: [Note]
  let gate: PageGate
  var body: some View {
    DiffableList(notes) { .swiftUI($0) { NoteRow(note: $0) } }
      .onLoadMore { request in try await gate.load(request) }
      .retryView { edge, _, retry in retryRow(edge, retry) }
      .stateView { phase, retry in
        switch phase {
        case .empty: .swiftUI("empty") { _ in Text("No notes") }
        case .loading: .swiftUI("loading") { _ in Text("Loading") }
        case .failed:
          .swiftUI("failed") { _ in
            VStack {
              Text("Could not load the notes")
              Button("Try Again") { retry() }
            }
          }
        }
      }
  }
}

/// Notes a person may drag; the screen reorders its own notes by identity,
/// as each drop's final snapshot has them.
@MainActor
struct MovableNotesScreen: View {
  final class Drops { var items: [Int] = [] }
  @State var notes: [Note]
  let drops: Drops
  var body: some View {
    DiffableList(notes) { .swiftUI($0) { NoteRow(note: $0) } }
      .onMove { transaction in
        drops.items.append(transaction.item.id)
        let order = transaction.finalSnapshot.itemIdentifiers.map(\.id)
        notes = order.compactMap { id in notes.first { $0.id == id } }
      }
  }
}

/// `sections` of notes, section by section.
func shelves(_ sections: [(Int, [Int])]) -> Snapshot<Int, Note> {
  var snapshot = Snapshot<Int, Note>()
  for (section, ids) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(notes(ids), toSection: section)
  }
  return snapshot
}

/// DiffableList at parity with the data source (issue 40): section
/// layouts, loading more with a retry view, the state view, and a drag.
@MainActor
let parityTests: [ModelTest] = [
  ModelTest(
    name: "parity.sectionLayoutsShowACarouselAGridAndAList",
    cites:
      "UICollectionViewCompositionalLayout (https://developer.apple.com/documentation/uikit/"
      + "uicollectionviewcompositionallayout); NSCollectionLayoutSection.orthogonalScrollingBehavior "
      + "(https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior)"
  ) {
    let screen = StoreFrontScreen(
      snapshot: shelves([(0, Array(0..<6)), (1, Array(10..<16)), (2, Array(20..<23))]))
    let (_, collectionView) = host(screen)
    try expectStoreFront(collectionView, columns: 3)
    // The carousel scrolls sideways, and the list does not.
    let offset = collectionView.contentOffset.y
    let before = try collectionView.cellForItem(at: IndexPath(item: 1, section: 0)).unwrapped("carousel cell").frame
    collectionView.modelScrollOrthogonalSection(0, toOffset: 100)
    settle()
    let after = try collectionView.cellForItem(at: IndexPath(item: 1, section: 0)).unwrapped("carousel cell").frame
    try expect(after.minX == before.minX - 100 && after.minY == before.minY, "the cell moved sideways: \(after)")
    try expect(collectionView.contentOffset.y == offset, "the list stayed: \(collectionView.contentOffset.y)")
    // The layout follows the screen's state.
    screen.columns = 2
    settle()
    try expectStoreFront(collectionView, columns: 2)
  },
  ModelTest(
    name: "parity.loadingMoreFailsShowsTheRetryViewAndARetryLoadsThePage",
    cites:
      "https://developer.apple.com/documentation/swiftui/button; UICollectionView.supplementaryView(forElementKind:at:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:))"
  ) {
    let gate = PageGate()
    let screen = PagedNotesScreen(notes: notes(Array(0..<60)), gate: gate)
    let (host, collectionView) = host(screen)
    try settleLoads(of: host, at: gate)
    try expect(gate.calls == 0, "nothing loads at the top of 60 notes: \(gate.calls) loads")
    scrollToBottom(collectionView)
    try settleLoads(of: host, at: gate)
    let request = try gate.pending(at: .bottom).unwrapped("a load at the bottom")
    try expect(request.boundaryItem?.id == 59, "after note 59: \(String(describing: request.boundaryItem))")
    gate.answer(at: .bottom, with: .failure(PageGate.Outage()))
    try settleLoads(of: host, at: gate)
    let failed = try footerTexts(collectionView, section: 0).unwrapped("the retry view, in view at the end")
    try expect(failed == ["Could not load the bottom", "Retry"], "the retry view shows \(failed)")
    // An update of the app's own notes keeps the failure and its view.
    screen.notes[0].text = "first"
    try settleLoads(of: host, at: gate)
    try expect(footerTexts(collectionView, section: 0) == failed, "still failed: \(gate.calls) loads")
    let footer = try collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)
    ).flatMap(hostingView(in:)).unwrapped("the retry view's hosting view")
    try expect(footer.modelTapButton("Retry"), "a person taps Retry")
    try settleLoads(of: host, at: gate)
    try expect(gate.calls == 2 && gate.pending(at: .bottom)?.boundaryItem?.id == 59, "the retry loads after 59")
    try expect(footerTexts(collectionView, section: 0) != failed, "the retry view went")
    gate.answer(at: .bottom, with: .success(.init(items: notes(Array(60..<70)), section: 0)))
    try settleLoads(of: host, at: gate)
    let ids = { collectionView.numberOfItems(inSection: 0) }
    try expect(ids() == 70, "the page shows: \(ids()) notes")
    // The app's next update of its own 60 notes keeps the page.
    screen.notes[1].text = "second"
    try settleLoads(of: host, at: gate)
    try expect(ids() == 70, "the page stays through the app's update: \(ids()) notes")
    scrollToBottom(collectionView)
    try expect(shownRows(collectionView).last == "n69", "the page's last note shows: \(shownRows(collectionView))")
    collectionView.contentOffset.y = 0
    settle()
    try expect(shownRows(collectionView).prefix(2) == ["first", "second"], "\(shownRows(collectionView))")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(
    name: "parity.anEmptyListShowsTheStateViewOfItsPhase",
    cites:
      "UICollectionView.backgroundView (https://developer.apple.com/documentation/uikit/uicollectionview/"
      + "backgroundview); https://developer.apple.com/documentation/swiftui/button"
  ) {
    let gate = PageGate()
    let screen = PagedNotesScreen(notes: [], gate: gate)
    let (host, collectionView) = host(screen)
    try settleLoads(of: host, at: gate)
    let state = { collectionView.backgroundView.flatMap(hostingView(in:)) }
    try expect(gate.pending(at: .bottom) != nil, "an empty list loads its first page at once")
    try expect(state()?.modelTexts == ["Loading"], "loading: \(String(describing: state()?.modelTexts))")
    gate.answer(at: .bottom, with: .failure(PageGate.Outage()))
    try settleLoads(of: host, at: gate)
    try expect(
      state()?.modelTexts == ["Could not load the notes", "Try Again"],
      "failed: \(String(describing: state()?.modelTexts))")
    try expect(state()?.modelTapButton("Try Again") == true, "a person taps Try Again")
    try settleLoads(of: host, at: gate)
    try expect(gate.calls == 2 && gate.pending(at: .bottom) != nil, "it loads again: \(gate.calls) loads")
    try expect(state()?.modelTexts == ["Loading"], "loading again: \(String(describing: state()?.modelTexts))")
    gate.answer(at: .bottom, with: .success(.init(items: [], section: 0, reachedEnd: true)))
    try settleLoads(of: host, at: gate)
    try expect(state()?.modelTexts == ["No notes"], "empty: \(String(describing: state()?.modelTexts))")
    screen.notes = notes([1, 2])
    try settleLoads(of: host, at: gate)
    try expect(collectionView.backgroundView == nil, "notes hide the state view")
    try expect(shownRows(collectionView) == ["n1", "n2"], "\(shownRows(collectionView))")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(
    name: "parity.aDragReordersByIdentityAndTheAppsNextUpdateAgrees",
    cites:
      "UICollectionView.beginInteractiveMovementForItem(at:), endInteractiveMovement() "
      + "(https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)); "
      + "UIViewRepresentable.updateUIView(_:context:) "
      + "(https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:))"
  ) {
    let drops = MovableNotesScreen.Drops()
    let screen = MovableNotesScreen(notes: notes(Array(0..<8)), drops: drops)
    let (host, collectionView) = host(screen, updatesPerChange: 3)
    let batches = collectionView.modelBatchUpdateCount
    let requests = collectionView.modelCellRequestCount
    let updates = host.updateCount
    try expect(
      collectionView.modelDragItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0)),
      "a person drags note 1 onto the fifth row")
    let moved = ["n0", "n2", "n3", "n4", "n1", "n5", "n6", "n7"]
    try expect(drops.items == [1], "onMove heard of note 1 once: \(drops.items)")
    try expect(shownRows(collectionView) == moved, "the drop shows at once: \(shownRows(collectionView))")
    settle()
    try expect(host.updateCount > updates, "the app's reordered notes updated the list")
    try expect(screen.notes.map(\.id) == [0, 2, 3, 4, 1, 5, 6, 7], "the app reordered: \(screen.notes.map(\.id))")
    try expect(
      collectionView.modelBatchUpdateCount == batches,
      "the app's update, reordered the same way, applied nothing: \(collectionView.modelBatchUpdateCount - batches)")
    try expect(collectionView.modelCellRequestCount == requests, "and asked for no cell")
    try expect(shownRows(collectionView) == moved, "\(shownRows(collectionView))")
    // The list still follows the app.
    screen.notes.reverse()
    settle()
    try expect(shownRows(collectionView) == moved.reversed(), "\(shownRows(collectionView))")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
]

/// The store front's frames, from the model's compositional layout: the
/// carousel's items side by side in one row, the grid in `columns` columns,
/// the list's rows full width, each section below the last.
@MainActor
private func expectStoreFront(_ collectionView: UICollectionView, columns: Int) throws {
  func frame(_ item: Int, _ section: Int) throws -> CGRect {
    try collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section)).unwrapped(
      "item \(item) of section \(section)"
    ).frame
  }
  for item in 0..<6 {
    let carousel = try frame(item, 0)
    try expect(
      carousel == CGRect(x: CGFloat(item) * 160, y: 0, width: 150, height: 100),
      "carousel item \(item) at \(carousel)")
  }
  let width = (390 - 6 * CGFloat(columns - 1)) / CGFloat(columns)
  let gridTop = try frame(0, 1).minY
  try expect(gridTop >= 100, "the grid is below the carousel: \(gridTop)")
  for item in 0..<6 {
    let grid = try frame(item, 1)
    let (row, column) = (item / columns, item % columns)
    let expected = CGRect(
      x: CGFloat(column) * (width + 6), y: gridTop + CGFloat(row) * 86, width: width, height: 80)
    try expect(
      abs(grid.minX - expected.minX) < 0.5 && abs(grid.width - expected.width) < 0.5 && grid.minY == expected.minY
        && grid.height == 80, "grid item \(item) at \(grid), expected \(expected) in \(columns) columns")
  }
  var top = try frame(5, 1).maxY
  for item in 0..<3 {
    let row = try frame(item, 2)
    try expect(row.minX == 0 && row.width == 390 && row.minY >= top, "list row \(item) at \(row), below \(top)")
    top = row.maxY
  }
}
