import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

/// A view shown in a window the size of `size`, laid out.
@MainActor
func inWindow(_ view: UIView, size: CGSize = CGSize(width: 390, height: 400)) -> UIWindow {
  useModelRunLoop()
  let window = UIWindow(frame: CGRect(origin: .zero, size: size))
  view.frame = window.bounds
  window.addSubview(view)
  window.makeKeyAndVisible()
  keptAlive.append(window)
  UIKitModelRunLoop.main.runUntilIdle()
  return window
}

/// A one-column grid of SwiftUI note rows driven by a data source.
@MainActor
func noteGrid(_ count: Int) -> (UICollectionView, DiffableDataSource<Int, Note>, UIWindow) {
  let layout = UICollectionViewFlowLayout()
  layout.minimumLineSpacing = 0
  layout.estimatedItemSize = CGSize(width: 390, height: 44)
  let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  let window = inWindow(grid)
  let delegate = ReuseCollectionViewDelegate()
  grid.delegate = delegate
  keptAlive.append(delegate)
  let dataSource = DiffableDataSource<Int, Note>(grid) { .swiftUI($0) { NoteRow(note: $0) } }
  var snapshot = Snapshot<Int, Note>()
  snapshot.appendSections([0])
  snapshot.appendItems(notes(Array(0..<count)))
  dataSource.apply(snapshot, animation: .none, completion: nil)
  settle()
  return (grid, dataSource, window)
}

/// SwiftUI views as the content of ReuseKit cells (issue 27, point 1).
@MainActor
let cellTests: [ModelTest] = [
  ModelTest(
    name: "cell.reconfigureUpdatesInPlaceAndReuseKeepsTheHostingView",
    cites: "UIContentView.configuration: a new configuration updates the view in place"
  ) {
    let (grid, dataSource, _) = noteGrid(60)
    let first = grid.cellForItem(at: IndexPath(item: 0, section: 0))
    guard let hosting = first.flatMap(hostingView(in:)) else {
      throw ExpectationFailure(description: "no hosting view")
    }
    let draws = hosting.modelDrawCount
    var snapshot = Snapshot<Int, Note>()
    snapshot.appendSections([0])
    snapshot.appendItems(notes(Array(0..<60), version: 1))
    dataSource.apply(snapshot, animation: .none, completion: nil)
    settle()
    let again = grid.cellForItem(at: IndexPath(item: 0, section: 0))
    try expect(again === first && again.flatMap(hostingView(in:)) === hosting, "the same cell and hosting view")
    try expect(hosting.modelTexts == ["n0v1"] && hosting.modelDrawCount == draws + 1, "\(hosting.modelTexts)")
    let hostingViews = Set(grid.visibleCells.compactMap { hostingView(in: $0).map(ObjectIdentifier.init) })
    grid.contentOffset = CGPoint(x: 0, y: 600)
    settle()
    let reused = Set(grid.visibleCells.compactMap { hostingView(in: $0).map(ObjectIdentifier.init) })
    try expect(!reused.isDisjoint(with: hostingViews), "reused cells keep their hosting views")
    try expect(firstVisibleRow(grid) == 30 && shownRows(grid).contains("n30v1"), "\(shownRows(grid))")
  },
  ModelTest(
    name: "cell.stateReachesTheSwiftUIViewAsAnEnvironmentValue",
    cites: "EnvironmentValues: a value set for a view's content"
  ) {
    let (grid, dataSource, _) = noteGrid(5)
    dataSource.selection.selectItem(withID: 2)
    settle()
    try expect(shownRows(grid)[2] == "n2 selected" && shownRows(grid)[1] == "n1", "\(shownRows(grid))")
    grid.modelTap(itemAt: IndexPath(item: 4, section: 0))
    settle()
    try expect(shownRows(grid)[4] == "n4 selected" && shownRows(grid)[2] == "n2", "\(shownRows(grid))")
  },
  ModelTest(
    name: "cell.highlightUnderAFingerReachesTheSwiftUIView",
    cites:
      "UICollectionViewDelegate.collectionView(_:didHighlightItemAt:) "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/"
      + "collectionview(_:didhighlightitemat:)) and didUnhighlightItemAt "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/"
      + "collectionview(_:didunhighlightitemat:)); EnvironmentValues "
      + "(https://developer.apple.com/documentation/swiftui/environmentvalues): a value set for a view's content"
  ) {
    let (grid, dataSource, _) = noteGrid(5)
    grid.modelTouchDown(itemAt: IndexPath(item: 1, section: 0))
    settle()
    try expect(shownRows(grid)[1] == "n1 highlighted" && shownRows(grid)[2] == "n2", "\(shownRows(grid))")
    grid.modelTouchUp(selecting: true)
    settle()
    try expect(shownRows(grid)[1] == "n1 selected", "unhighlighted, then selected: \(shownRows(grid))")
    try expect(dataSource.selection.selectedIDs == [1], "\(dataSource.selection.selectedIDs)")
  },
  ModelTest(
    name: "cell.heightChangeResizesTheRowThroughTheLateSizePath",
    cites: "UIHostingConfiguration: the content's ideal size; SizeInvalidatingView.invalidateSize()"
  ) {
    let (grid, _, _) = noteGrid(10)
    let path = IndexPath(item: 2, section: 0)
    try expect(grid.layoutAttributesForItem(at: path)?.frame.height == 20, "one line")
    SwiftUIModelLayout.idealHeight = { texts, _ in texts == ["n2"] ? 60 : CGFloat(texts.count) * 20 }
    grid.cellForItem(at: path).flatMap(hostingView(in:))?.modelContentDidChange()
    settle()
    SwiftUIModelLayout.idealHeight = nil
    try expect(
      grid.layoutAttributesForItem(at: path)?.frame.height == 60,
      "\(String(describing: grid.layoutAttributesForItem(at: path)))")
    try expect(
      grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 100, "the next row moves")
  },
  ModelTest(
    name: "cell.tableRowsHeadersAndFootersShowSwiftUIViews",
    cites:
      "UIHostingConfiguration (https://developer.apple.com/documentation/swiftui/uihostingconfiguration) in table "
      + "cells, header and footer views"
  ) {
    let table = UITableView(frame: .zero, style: .plain)
    let window = inWindow(table)
    let delegate = ReuseTableViewDelegate()
    table.delegate = delegate
    let dataSource = DiffableDataSource<String, Note>(table) { .swiftUI($0) { NoteRow(note: $0) } }
    dataSource.supplementaryViewProvider = { kind, section in
      kind == .header ? .swiftUI(section) { Text($0) } : .swiftUI("end of \(section)") { Text($0) }
    }
    var snapshot = Snapshot<String, Note>()
    snapshot.appendSections(["Today"])
    snapshot.appendItems(notes([1, 2]))
    dataSource.apply(snapshot, animation: .none, completion: nil)
    settle()
    let rows = table.indexPathsForVisibleRows?.compactMap {
      table.cellForRow(at: $0).flatMap(hostingView(in:))?.modelTexts
    }
    try expect(rows == [["n1"], ["n2"]], "\(String(describing: rows))")
    let header = table.headerView(forSection: 0).flatMap(hostingView(in:))
    try expect(header?.modelTexts == ["Today"], "\(String(describing: header?.modelTexts))")
    let footer = table.footerView(forSection: 0).flatMap(hostingView(in:))
    try expect(footer?.modelTexts == ["end of Today"], "\(String(describing: footer?.modelTexts))")
    _ = (window, delegate)
  },
  ModelTest(
    name: "cell.collectionHeadersShowSwiftUIViews",
    cites:
      "UIHostingConfiguration (https://developer.apple.com/documentation/swiftui/uihostingconfiguration) in collection "
      + "reusable views; UICollectionViewFlowLayout.headerReferenceSize "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize)"
  ) {
    let screen = AlbumsScreen()
    let (_, grid) = host(screen)
    let kind = UICollectionView.elementKindSectionHeader
    let headers = (0..<2).map { section in
      grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section)).flatMap(hostingView(in:))?
        .modelTexts
    }
    try expect(headers == [["Spring"], ["Summer"]], "\(headers)")
    try expect(
      grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30,
      "the rows start below the header")
  },
]

/// Two sections of notes under SwiftUI headers, in a ``DiffableList``.
@MainActor
struct AlbumsScreen: View {
  var body: some View {
    DiffableList(Self.albums) { .swiftUI($0) { NoteRow(note: $0) } }
      .sectionHeaders(height: 30) { album in .swiftUI(album) { Text($0) } }
  }

  static var albums: Snapshot<String, Note> {
    var snapshot = Snapshot<String, Note>()
    snapshot.appendSections(["Spring", "Summer"])
    snapshot.appendItems(notes([1, 2]), toSection: "Spring")
    snapshot.appendItems(notes([3]), toSection: "Summer")
    return snapshot
  }
}
