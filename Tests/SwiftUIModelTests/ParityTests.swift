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

/// `sections` of notes, section by section.
func shelves(_ sections: [(Int, [Int])]) -> Snapshot<Int, Note> {
  var snapshot = Snapshot<Int, Note>()
  for (section, ids) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(notes(ids), toSection: section)
  }
  return snapshot
}

/// DiffableList at parity with the data source (issue 40): section layouts.
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
  }
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
