import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

/// Notes in a waterfall of two columns, 80 points tall each: on UIKit a
/// waterfall's items take their fixed or estimated heights.
@MainActor
struct WaterfallScreen: View {
  @State var notes: [Note]
  var body: some View {
    DiffableList(notes) { .swiftUI($0) { NoteRow(note: $0) } }
      .sectionLayout { _ in .waterfall(columns: 2, itemHeight: .fixed(80), interitemSpacing: 10, lineSpacing: 10) }
  }
}

/// DiffableList's waterfall: each item goes to the shortest column, the
/// leftmost of equals, as the data source's waterfall puts it headlessly
/// and on UIKit.
@MainActor
let waterfallParityTests: [ModelTest] = [
  ModelTest(
    name: "parity.aWaterfallSectionPlacesItsItemsInTheShortestColumn",
    cites:
      "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) "
      + "(https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/custom(layoutsize:itemprovider:))"
  ) {
    let screen = WaterfallScreen(notes: (0..<7).map { Note(id: $0, text: "note \($0)") })
    let (_, collectionView) = host(screen)
    settle()
    // The plain rule: the shortest column, the leftmost of equals, takes
    // the next item below what it holds.
    let width = (390 - 10) / 2.0
    var bottoms = [CGFloat](repeating: 0, count: 2)
    for item in 0..<7 {
      let frame = try collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0)).unwrapped(
        "item \(item)"
      ).frame
      let column = bottoms[1] < bottoms[0] ? 1 : 0
      let top = bottoms[column] == 0 ? 0 : bottoms[column] + 10
      let expected = CGRect(x: CGFloat(column) * (width + 10), y: top, width: width, height: 80)
      try expect(
        abs(frame.minX - expected.minX) < 0.5 && abs(frame.width - width) < 0.5 && frame.minY == top
          && frame.height == 80, "item \(item) at \(frame), expected \(expected)")
      bottoms[column] = frame.maxY
    }
  }
]
