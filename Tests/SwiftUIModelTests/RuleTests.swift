import ReuseKit
import ReuseKitSwiftUI
import SwiftUI
import UIKit

/// One test for each of SwiftUI's rules a `DiffableList` keeps (issue 27,
/// point 2).
@MainActor
let ruleTests: [ModelTest] = [
  ModelTest(
    name: "rule1.oneChangeAppliesOnceThoughUpdatedSeveralTimes",
    cites:
      "UIViewRepresentable.updateUIView(_:context:): SwiftUI calls it for any change affecting the view "
      + "(https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:))"
  ) {
    let screen = NotesScreen(notes: notes(Array(0..<5)), logger: ReuseKitLogger { _ in })
    let (host, collectionView) = host(screen, updatesPerChange: 3)
    let batches = collectionView.modelBatchUpdateCount
    let requests = collectionView.modelCellRequestCount
    let updates = host.updateUIViewCount
    screen.notes.append(Note(id: 5, text: "n5"))
    settle()
    try expect(host.updateUIViewCount - updates >= 3, "updateUIView ran several times: \(host.updateUIViewCount)")
    try expect(
      collectionView.modelBatchUpdateCount == batches + 1,
      "one batch: \(collectionView.modelBatchUpdateCount - batches)")
    try expect(
      collectionView.modelCellRequestCount == requests + 1,
      "one new cell: \(collectionView.modelCellRequestCount - requests)")
    host.forceRepresentableUpdates()
    host.update(Transaction())
    settle()
    try expect(collectionView.modelBatchUpdateCount == batches + 1, "an update without a change applies nothing")
    try expect(shownRows(collectionView) == ["n0", "n1", "n2", "n3", "n4", "n5"], "\(shownRows(collectionView))")
  },
  ModelTest(
    name: "rule1.markedSnapshotReconfiguresOnceThoughUpdatedSeveralTimes",
    cites:
      "UIViewRepresentable.updateUIView(_:context:): SwiftUI calls it for any change affecting the view "
      + "(https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:))"
  ) {
    let screen = SnapshotScreen(snapshot: snapshot(notes(Array(0..<5))))
    let (host, collectionView) = host(screen, updatesPerChange: 3)
    guard let row = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)).flatMap(hostingView(in:)) else {
      throw ExpectationFailure(description: "no row")
    }
    let draws = row.modelDrawCount
    var marked = screen.snapshot
    marked.reconfigureItems([Note(id: 1, text: "n1")])
    screen.snapshot = marked
    settle()
    try expect(row.modelDrawCount == draws + 1, "reconfigured once: \(row.modelDrawCount - draws) times")
    host.update(Transaction())
    settle()
    try expect(row.modelDrawCount == draws + 1, "not again: \(row.modelDrawCount - draws) times")
  },
  ModelTest(
    name: "rule2.animatedTransactionAnimatesAndNoneDoesNot",
    cites:
      "Transaction.animation (https://developer.apple.com/documentation/swiftui/transaction/animation), "
      + "Transaction.disablesAnimations "
      + "(https://developer.apple.com/documentation/swiftui/transaction/disablesanimations); withAnimation(_:_:) "
      + "(https://developer.apple.com/documentation/swiftui/withanimation(_:_:))"
  ) {
    let screen = NotesScreen(notes: notes(Array(0..<5)), logger: ReuseKitLogger { _ in })
    let (_, collectionView) = host(screen)
    let initial = collectionView.modelBatchAnimations.count
    withAnimation { screen.notes = Array(screen.notes.dropFirst()) }
    settle()
    try expect(collectionView.modelBatchAnimations.last == true, "animated: \(collectionView.modelBatchAnimations)")
    withTransaction(Transaction(animation: nil)) { screen.notes = Array(screen.notes.dropFirst()) }
    settle()
    try expect(
      collectionView.modelBatchAnimations.last == false, "no animation: \(collectionView.modelBatchAnimations)")
    var disabled = Transaction(animation: .default)
    disabled.disablesAnimations = true
    withTransaction(disabled) { screen.notes = Array(screen.notes.dropFirst()) }
    settle()
    try expect(collectionView.modelBatchAnimations.last == false, "disabled: \(collectionView.modelBatchAnimations)")
    try expect(
      collectionView.modelBatchAnimations.count == initial + 3, "three batches: \(collectionView.modelBatchAnimations)")
  },
  ModelTest(
    name: "rule3.noStateWriteDuringAnUpdate",
    cites:
      "State (https://developer.apple.com/documentation/swiftui/state): SwiftUI reports \"Modifying state during view "
      + "update, this will cause undefined behavior.\""
  ) {
    let screen = NotesScreen(notes: notes(Array(0..<30)), logger: ReuseKitLogger { _ in })
    let (host, collectionView) = host(screen)
    try expect(
      screen.firstVisible == 0, "the first visible item reaches the binding: \(String(describing: screen.firstVisible))"
    )
    collectionView.modelTap(itemAt: IndexPath(item: 2, section: 0))
    settle()
    try expect(screen.selection == 2, "a tap reaches the binding: \(String(describing: screen.selection))")
    screen.notes.removeFirst(3)
    settle()
    try expect(screen.selection == nil, "the deleted selected item leaves the binding")
    try expect(screen.firstVisible == 3, "the first visible item follows: \(String(describing: screen.firstVisible))")
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    settle()
    try expect(screen.firstVisible == 8, "a scroll reaches the binding: \(String(describing: screen.firstVisible))")
    screen.selection = 99
    settle()
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
  ModelTest(
    name: "rule4.teardownReleasesCoordinatorDataSourceAndView",
    cites:
      "UIViewRepresentable.dismantleUIView(_:coordinator:) "
      + "(https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)): the "
      + "view leaves the hierarchy"
  ) {
    weak var collectionView: UICollectionView?
    weak var cell: UICollectionViewCell?
    let screen = NotesScreen(notes: notes(Array(0..<5)), logger: ReuseKitLogger { _ in })
    do {
      let (host, view) = host(screen)
      collectionView = view
      cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
      view.modelTap(itemAt: IndexPath(item: 1, section: 0))
      host.tearDown()
    }
    settle()
    try expect(cell == nil, "the cells are released")
    try expect(collectionView == nil, "the collection view, its data source and the coordinator are released")
    try expect(screen.selection == nil, "nothing is written back after the teardown")
  },
  ModelTest(
    name: "rule5.unknownIdentityInABindingIsIgnoredAndLogged",
    cites:
      "Binding (https://developer.apple.com/documentation/swiftui/binding): a value the view does not hold; ReuseKit "
      + "logs a notice and sets the binding back"
  ) {
    let collector = ReuseKitLogger.Collector()
    let screen = NotesScreen(notes: notes(Array(0..<60)), logger: collector.logger)
    let (host, collectionView) = host(screen)
    screen.selection = 3
    settle()
    screen.selection = 77
    settle()
    try expect(collector.notices.contains { $0.text.contains("77") }, "logged: \(collector.messages)")
    try expect(screen.selection == nil, "the binding is set back: \(String(describing: screen.selection))")
    screen.firstVisible = 88
    settle()
    try expect(collector.notices.contains { $0.text.contains("88") }, "logged: \(collector.messages)")
    try expect(screen.firstVisible == 0, "set back to what is on screen: \(String(describing: screen.firstVisible))")
    screen.firstVisible = 12
    settle()
    try expect(
      firstVisibleRow(collectionView) == 12 && screen.firstVisible == 12 && collectionView.contentOffset.y == 240,
      "scrolled exactly: \(collectionView.contentOffset), \(String(describing: screen.firstVisible))")
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  },
]
