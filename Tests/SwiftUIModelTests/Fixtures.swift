import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

@testable import ReuseKitSwiftUI
@testable import ReuseKitUIKit

/// An item with an identity and a text; two with the same identity and
/// another text are the same item, changed.
struct Note: Identifiable, Equatable, Diffable {
  let id: Int
  var text: String
  var diffIdentifier: Int { id }
  func isContentEqual(to other: Note) -> Bool { text == other.text }
}

/// A row: the note's text, and "selected" when its cell is.
struct NoteRow: View {
  @Environment(\.cellState) private var state
  let note: Note
  var body: some View {
    HStack {
      Text(note.text)
      if state.isHighlighted { Text("highlighted") }
      if state.isSelected { Text("selected") }
    }
  }
}

/// A screen that owns its notes, its selection, its scroll and reading positions.
@MainActor
struct NotesScreen: View {
  @State var notes: [Note]
  @State var selection: Int?
  @State var firstVisible: Int?
  @State var reading: ReadingPosition<Int, Int>?
  let logger: ReuseKitLogger

  var body: some View {
    DiffableList(notes) { .swiftUI($0) { NoteRow(note: $0) } }
      .selection($selection)
      .scrollPosition($firstVisible)
      .readingPosition($reading)
      .logger(logger)
  }
}

/// A screen that shows a snapshot it owns.
@MainActor
struct SnapshotScreen: View {
  @State var snapshot: Snapshot<Int, Note>
  var body: some View { DiffableList(snapshot) { .swiftUI($0) { NoteRow(note: $0) } } }
}

/// One section of `notes`.
func snapshot(_ notes: [Note]) -> Snapshot<Int, Note> {
  var snapshot = Snapshot<Int, Note>()
  snapshot.appendSections([0])
  snapshot.appendItems(notes)
  return snapshot
}

/// Hosts and windows the tests keep, as an app keeps its scene.
@MainActor
var keptAlive: [AnyObject] = []

/// Sends deferred work of the adapters and of the SwiftUI list to the
/// model's run loop.
@MainActor
func useModelRunLoop() {
  AdapterEnvironment.schedule = { work in UIKitModelRunLoop.main.perform(work) }
  ListScheduling.schedule = { work in UIKitModelRunLoop.main.perform(work) }
}

/// Runs the model's run loop until nothing is left, animations included.
@MainActor
func settle() {
  for _ in 0..<4 {
    UIKitModelRunLoop.main.runUntilIdle()
    UIKitModelRunLoop.main.advance(by: 1)
  }
  UIKitModelRunLoop.main.runUntilIdle()
}

func notes(_ ids: [Int], version: Int = 0) -> [Note] {
  ids.map { Note(id: $0, text: version == 0 ? "n\($0)" : "n\($0)v\(version)") }
}

/// The first hosting content view under `view`.
@MainActor
func hostingView(in view: UIView) -> ModelHostingContentView? {
  if let hosting = view as? ModelHostingContentView { return hosting }
  for subview in view.subviews {
    if let hosting = hostingView(in: subview) { return hosting }
  }
  return nil
}

/// The texts of the visible rows, in the order of their index paths.
@MainActor
func shownRows(_ collectionView: UICollectionView) -> [String] {
  collectionView.indexPathsForVisibleItems.sorted().compactMap { path in
    collectionView.cellForItem(at: path).flatMap(hostingView(in:))?.modelTexts.joined(separator: " ")
  }
}

/// The item of the first row whose frame reaches below the top of the
/// viewport, from UIKit's own frames.
@MainActor
func firstVisibleRow(_ collectionView: UICollectionView) -> Int? {
  let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
  return collectionView.indexPathsForVisibleItems.sorted().first { path in
    (collectionView.layoutAttributesForItem(at: path)?.frame.maxY ?? 0) > top
  }?.item
}

/// A host of `screen` in a window 390 × 400 (twenty 20-point rows).
@MainActor
func host<Screen: View>(_ screen: Screen, updatesPerChange: Int = 2) -> (SwiftUIModelHost, UICollectionView) {
  useModelRunLoop()
  let host = SwiftUIModelHost(screen, size: CGSize(width: 390, height: 400))
  keptAlive.append(host)
  host.updatesPerChange = updatesPerChange
  settle()
  guard let collectionView = host.hostedView(UICollectionView.self) else { fatalError("no collection view") }
  return (host, collectionView)
}

extension Optional {
  /// The value, or a failure that names `what` was missing.
  func unwrapped(_ what: String) throws -> Wrapped {
    guard let self else { throw ExpectationFailure(description: "missing: \(what)") }
    return self
  }
}

// The model creates registered classes through these protocols (see Tests/UIKitDeclarations/README.md).
extension TableViewCell: UIKitModelTableViewCellClass {}
extension TableViewHeaderFooterView: UIKitModelHeaderFooterViewClass {}
extension CollectionViewCell: UIKitModelReusableViewClass {}
extension CollectionReusableView: UIKitModelReusableViewClass {}
extension PlaceholderCollectionViewCell: UIKitModelReusableViewClass {}
extension PlaceholderCollectionReusableView: UIKitModelReusableViewClass {}
