import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

/// What the screen should show, kept without ReuseKit: the notes with each
/// identity once (the first copy), the selected identity, and where a
/// scroll-position write should land.
struct PlainListModel {
  var notes: [Note] = []
  var selection: Int?

  mutating func show(_ items: [Note]) {
    var seen = Set<Int>()
    notes = items.filter { seen.insert($0.id).inserted }
    if let selected = selection, !seen.contains(selected) { selection = nil }
  }

  mutating func select(_ id: Int?) { selection = id.flatMap { id in notes.contains { $0.id == id } ? id : nil } }

  /// The text a row of `note` shows.
  func row(_ index: Int) -> String {
    notes[index].text + (notes[index].id == selection ? " selected" : "")
  }
}

/// Random SwiftUI-side changes through the driver, checked after every step
/// (issue 27, point 6), then on shelves in layouts of their own that load
/// more at the bottom, with failures and retries, and that a person pulls to
/// refresh (issue 40).
@MainActor
let propertyTests: [ModelTest] = [
  ModelTest(
    name: "property.randomSwiftUIChanges",
    cites:
      "State, Binding, Transaction (https://developer.apple.com/documentation/swiftui/transaction); "
      + "UIViewRepresentable.updateUIView(_:context:) "
      + "(https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)) called "
      + "several times"
  ) {
    let seeds: [UInt64] = [1, 2, 3, 4]
    let stepsPerSeed = 300
    for seed in seeds {
      try runRandomSteps(seed: seed, steps: stepsPerSeed)
    }
    // Shelves in layouts of their own, loading more with failures and retries.
    let shelfSeeds: [UInt64] = [5, 6]
    let shelfSteps = 200
    var loads = ShelfCounts()
    for seed in shelfSeeds {
      let counts = try runRandomShelfSteps(seed: seed, steps: shelfSteps)
      loads.pages += counts.pages
      loads.failures += counts.failures
      loads.retries += counts.retries
      loads.pulls += counts.pulls
      loads.refreshed += counts.refreshed
      loads.refreshFailures += counts.refreshFailures
    }
    // The steps must reach what they test.
    try expect(loads.pages >= 20 && loads.failures >= 10 && loads.retries >= 5, "loads: \(loads)")
    try expect(loads.pulls >= 10 && loads.refreshed >= 5 && loads.refreshFailures >= 2, "refreshes: \(loads)")
    print(
      "property.randomSwiftUIChanges: \(seeds.count * stepsPerSeed) steps, "
        + "\(shelfSeeds.count * shelfSteps) on shelves that load more: \(loads)")
  }
]

@MainActor
private func runRandomSteps(seed: UInt64, steps: Int) throws {
  var random = ModelRandom(state: seed)
  let collector = ReuseKitLogger.Collector()
  let screen = NotesScreen(notes: notes(Array(0..<30)), logger: collector.logger)
  let (host, collectionView) = host(screen, updatesPerChange: Int.random(in: 1...3, using: &random))
  var plain = PlainListModel()
  plain.show(screen.notes)
  var version = 0
  func randomNotes() -> [Note] {
    version += 1
    let count = Int.random(in: 0...45, using: &random)
    var ids = Array((0..<60).shuffled(using: &random).prefix(count))
    if Bool.random(using: &random) { ids.sort() }
    // A server's duplicates: an identity again, with another text.
    for _ in 0..<Int.random(in: 0...3, using: &random) where !ids.isEmpty {
      ids.insert(ids.randomElement(using: &random) ?? 0, at: Int.random(in: 0...ids.count, using: &random))
    }
    var seen = Set<Int>()
    return ids.map { id in
      let first = seen.insert(id).inserted
      let changed = Int.random(in: 0..<4, using: &random) == 0
      return Note(id: id, text: first ? (changed ? "n\(id)v\(version)" : "n\(id)") : "dup\(id)")
    }
  }
  func randomTransaction() -> Transaction {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return Transaction(animation: .default)
    case 1: return Transaction(animation: nil)
    default:
      var transaction = Transaction(animation: .default)
      transaction.disablesAnimations = true
      return transaction
    }
  }
  var expectedFirst: Int?
  var expectedReading: ReadingPosition<Int, Int>?
  var offsetBefore: CGFloat?
  for step in 0..<steps {
    let kind = Int.random(in: 0..<9, using: &random)
    let transaction = randomTransaction()
    expectedFirst = nil
    expectedReading = nil
    offsetBefore = nil
    var description = ""
    switch kind {
    case 0:
      let items = randomNotes()
      description = "new notes \(items.map(\.id))"
      withTransaction(transaction) { screen.notes = items }
      plain.show(items)
    case 1:
      let id =
        Bool.random(using: &random)
        ? plain.notes.randomElement(using: &random)?.id : Int.random(in: 0..<70, using: &random)
      description = "select \(String(describing: id)) from code"
      withTransaction(transaction) { screen.selection = id }
      plain.select(id)
    case 2:
      guard let path = collectionView.indexPathsForVisibleItems.randomElement(using: &random) else { continue }
      description = "tap \(path.item)"
      collectionView.modelTap(itemAt: path)
      plain.select(plain.notes[path.item].id)
    case 3:
      guard let note = plain.notes.randomElement(using: &random) else { continue }
      description = "scroll position \(note.id)"
      // A write of the value the binding holds is no change to SwiftUI:
      // the list hears nothing new, and the offset stays.
      offsetBefore = screen.firstVisible == note.id ? collectionView.contentOffset.y : nil
      withTransaction(transaction) { screen.firstVisible = note.id }
      expectedFirst = note.id
    case 4:
      let maxOffset = max(0, collectionView.contentSize.height - collectionView.bounds.height)
      let offset = CGFloat(Int.random(in: 0...Int(maxOffset), using: &random))
      description = "scroll to offset \(offset)"
      collectionView.contentOffset = CGPoint(x: 0, y: offset)
    case 5:
      // A burst: several writes within one transaction, one update.
      let items = randomNotes()
      let id = items.randomElement(using: &random)?.id
      description = "burst: notes \(items.map(\.id)), select \(String(describing: id))"
      withTransaction(transaction) {
        screen.notes = randomNotes()
        screen.notes = items
        screen.selection = id
      }
      plain.show(items)
      plain.select(id)
    case 6:
      // New notes and a tap in one turn: SwiftUI's update comes before the
      // tap's selection reaches the binding.
      guard let path = collectionView.indexPathsForVisibleItems.randomElement(using: &random) else { continue }
      let items = randomNotes()
      description = "new notes \(items.map(\.id)), then tap \(path.item)"
      withTransaction(transaction) { screen.notes = items }
      collectionView.modelTap(itemAt: path)
      plain.select(plain.notes[path.item].id)
      plain.show(items)
    case 7:
      guard let note = plain.notes.randomElement(using: &random) else { continue }
      let position = ReadingPosition(
        itemID: note.id, sectionID: 0, fractionOfHeight: [0, 0.25, 0.5][Int.random(in: 0..<3, using: &random)])
      description = "reading position \(position)"
      offsetBefore = screen.reading == position ? collectionView.contentOffset.y : nil
      withTransaction(transaction) { screen.reading = position }
      expectedReading = position
    default:
      description = "an update with no change"
      host.update(transaction)
    }
    settle()
    let context = "seed \(seed) step \(step) (\(description))"
    // Every scroll-position write names a note on screen: nothing to log.
    let scrollNotices = collector.notices.filter { $0.text.contains("scrollToItem") }
    try expect(scrollNotices.isEmpty, "\(context): \(scrollNotices)")
    collector.removeAll()
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(context): \(host.stateWritesDuringUpdate)")
    try expect(
      collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == plain.notes.count,
      "\(context): \(collectionView.numberOfItems(inSection: 0)) items, expected \(plain.notes.count)")
    let paths = collectionView.indexPathsForVisibleItems.sorted()
    try expect(!plain.notes.isEmpty == !paths.isEmpty, "\(context): rows are shown when there are notes")
    let shown = shownRows(collectionView)
    let expected = paths.map { plain.row($0.item) }
    try expect(shown == expected, "\(context): shown \(shown), expected \(expected)")
    try expect(
      screen.selection == plain.selection,
      "\(context): selection \(String(describing: screen.selection)), expected \(String(describing: plain.selection))")
    let first = firstVisibleRow(collectionView).map { plain.notes[$0].id }
    try expect(
      screen.firstVisible == first,
      "\(context): first visible \(String(describing: screen.firstVisible)), on screen \(String(describing: first))")
    // A scroll-position write lands its row exactly at the top when the
    // rows below fill the screen, and otherwise shows the end exactly, even
    // when rows above or below changed height while off screen; a write of
    // the value the binding holds leaves the offset.
    try checkReadingPosition(screen.reading, in: collectionView, notes: plain.notes, context)
    if let target = expectedReading, let index = plain.notes.firstIndex(where: { $0.id == target.itemID }) {
      let maxOffset = max(0, collectionView.contentSize.height - collectionView.bounds.height)
      let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame ?? .zero
      let expected = offsetBefore ?? min(frame.minY + target.fractionOfHeight * frame.height, maxOffset)
      try expect(
        collectionView.contentOffset.y == expected,
        "\(context): offset \(collectionView.contentOffset.y), expected \(expected) for \(target)")
    }
    if let target = expectedFirst, let index = plain.notes.firstIndex(where: { $0.id == target }) {
      let maxOffset = max(0, collectionView.contentSize.height - collectionView.bounds.height)
      let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame ?? .zero
      let expected = offsetBefore ?? min(frame.minY, maxOffset)
      try expect(
        collectionView.contentOffset.y == expected,
        "\(context): offset \(collectionView.contentOffset.y), expected \(expected): row at \(frame.minY), "
          + "end at \(maxOffset)")
    }
  }
}

/// The reading position binding names the first visible row and the share
/// of its height above the top of the viewport, from UIKit's own frames.
@MainActor
private func checkReadingPosition(
  _ reading: ReadingPosition<Int, Int>?, in collectionView: UICollectionView, notes: [Note], _ context: String
) throws {
  guard let row = firstVisibleRow(collectionView) else {
    try expect(reading == nil, "\(context): reading position \(String(describing: reading)) with no row shown")
    return
  }
  let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: row, section: 0))?.frame ?? .zero
  let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
  let fraction = min(1, max(0, (top - frame.minY) / frame.height))
  try expect(
    reading?.itemID == notes[row].id && reading.map { abs($0.fractionOfHeight - fraction) < 1e-9 } == true,
    "\(context): reading position \(String(describing: reading)), on screen \(notes[row].id) at \(fraction)")
}
