import Foundation
import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

/// The reading position binding and section footers of a `DiffableList`.
@MainActor
let positionTests: [ModelTest] = [
  ModelTest(
    name: "binding.readingPositionRoundTripsThroughCodable",
    cites:
      "Binding (https://developer.apple.com/documentation/swiftui/binding); State: \"Modifying state during view "
      + "update\"; JSONEncoder / JSONDecoder (https://developer.apple.com/documentation/foundation/jsonencoder, "
      + "https://developer.apple.com/documentation/foundation/jsondecoder)"
  ) {
    let collector = ReuseKitLogger.Collector()
    let screen = ReadingScreen(notes: notes(Array(0..<60)), logger: collector.logger)
    let (scrolledHost, collectionView) = host(screen)
    collectionView.contentOffset = CGPoint(x: 0, y: 250)
    settle()
    let kept = try expectValue(screen.reading, "a scroll reaches the binding")
    try expect(
      kept.itemID == 12 && kept.sectionID == 0 && kept.fractionOfHeight == 0.5,
      "the row at the top and half its height above it: \(kept)")
    try expect(scrolledHost.stateWritesDuringUpdate.isEmpty, "\(scrolledHost.stateWritesDuringUpdate)")
    let data = try JSONEncoder().encode(kept)
    let decoded = try JSONDecoder().decode(ReadingPosition<Int, Int>.self, from: data)

    let fresh = ReadingScreen(notes: notes(Array(0..<60)), logger: collector.logger)
    let (freshHost, freshView) = host(fresh)
    try expect(fresh.reading?.itemID == 0, "a fresh list is at its top: \(String(describing: fresh.reading))")
    fresh.reading = decoded
    settle()
    try expect(
      freshView.contentOffset.y == 250 && firstVisibleRow(freshView) == 12,
      "restored exactly: \(freshView.contentOffset)")
    try expect(fresh.reading == kept, "the binding keeps the position: \(String(describing: fresh.reading))")
    fresh.reading = ReadingPosition(itemID: 99, sectionID: 0, fractionOfHeight: 0.25, neighbourIDs: [98])
    settle()
    try expect(collector.notices.contains { $0.text.contains("99") }, "logged: \(collector.messages)")
    try expect(
      fresh.reading == kept && freshView.contentOffset.y == 250,
      "an unknown item is ignored and the binding set back: \(String(describing: fresh.reading))")
    try expect(freshHost.stateWritesDuringUpdate.isEmpty, "\(freshHost.stateWritesDuringUpdate)")
  },
  ModelTest(
    name: "cell.collectionFootersShowSwiftUIViews",
    cites:
      "UIHostingConfiguration (https://developer.apple.com/documentation/swiftui/uihostingconfiguration) in collection "
      + "reusable views; UICollectionViewFlowLayout.footerReferenceSize "
      + "(https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize)"
  ) {
    let (_, grid) = host(FootedAlbumsScreen())
    let kind = UICollectionView.elementKindSectionFooter
    let footers = (0..<2).map { section in
      grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section)).flatMap(hostingView(in:))?
        .modelTexts
    }
    try expect(footers == [["end of Spring"], nil], "a footer, and none where the content names none: \(footers)")
    let first = grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame
    try expect(first?.minY == 70, "the footer follows the rows: \(String(describing: first))")
    try expect(
      grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 110,
      "the next section starts below the footer")
  },
]

/// A screen that owns its notes and its reading position.
@MainActor
struct ReadingScreen: View {
  @State var notes: [Note]
  @State var reading: ReadingPosition<Int, Int>?
  let logger: ReuseKitLogger

  var body: some View {
    DiffableList(notes) { .swiftUI($0) { NoteRow(note: $0) } }
      .readingPosition($reading)
      .logger(logger)
  }
}

/// Two sections of notes under SwiftUI headers, the first with a SwiftUI footer.
@MainActor
struct FootedAlbumsScreen: View {
  var body: some View {
    DiffableList(AlbumsScreen.albums) { .swiftUI($0) { NoteRow(note: $0) } }
      .sectionHeaders(height: 30) { album in .swiftUI(album) { Text($0) } }
      .sectionFooters(height: 10) { album in album == "Spring" ? .swiftUI("end of \(album)") { Text($0) } : nil }
  }
}

/// `value`, or a failure that says `message`.
func expectValue<Value>(_ value: Value?, _ message: String) throws -> Value {
  guard let value else { throw ExpectationFailure(description: message) }
  return value
}
