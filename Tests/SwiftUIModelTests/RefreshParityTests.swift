import Foundation
import ReuseKit
import SwiftUI
import Synchronization
import UIKit

@testable import ReuseKitSwiftUI

/// A server whose refreshes wait until the test answers them with a value.
final class RefreshGate<Value: Sendable>: Sendable {
  /// How many refreshes were asked for.
  var calls: Int { state.withLock { $0.calls } }
  /// Whether a refresh waits for its answer.
  var isWaiting: Bool { state.withLock { $0.waiting != nil } }

  /// Answers the waiting refresh with `value`, or `nil` for a failure the
  /// screen keeps what it shows through; `false` when none waits.
  @discardableResult
  func answer(with value: Value?) -> Bool {
    let waiting = state.withLock { state in
      defer { state.waiting = nil }
      return state.waiting
    }
    waiting?.resume(returning: value)
    return waiting != nil
  }

  /// The refresh: waits for the test's answer.
  func load() async -> Value? {
    await withCheckedContinuation { continuation in
      state.withLock { state in
        state.calls += 1
        state.waiting = continuation
      }
    }
  }

  private struct State {
    var waiting: CheckedContinuation<Value?, Never>?
    var calls = 0
  }

  private let state = Mutex(State())
}

/// Notes that load more at the bottom and that a person refreshes: the
/// screen's refreshable action writes the notes the server brings.
@MainActor
struct RefreshingNotesScreen: View {
  @State var notes: [Note]
  let gate: PageGate
  let server: RefreshGate<[Note]>
  var body: some View {
    DiffableList(notes) { .swiftUI($0) { NoteRow(note: $0) } }
      .onLoadMore { request in try await gate.load(request) }
      .refreshable {
        if let fresh = await server.load() { notes = fresh }
      }
  }
}

/// The identities the data source of the list of notes `host` shows.
@MainActor
func shownIDs(of host: SwiftUIModelHost) -> [Int] {
  host.modelCoordinator(ListCoordinator<Int, Note>.self)?.dataSource.snapshot().itemIdentifiers.map(\.id) ?? []
}

/// `DiffableList` and SwiftUI's `refreshable`.
@MainActor
let refreshParityTests: [ModelTest] = [
  ModelTest(
    name: "parity.refreshableRefreshesTheList",
    cites: "https://developer.apple.com/documentation/swiftui/view/refreshable(action:) (\"when you apply "
      + "this modifier on iOS and iPadOS to a List, the list enables a standard pull-to-refresh gesture\"; \"The "
      + "indicator remains visible for the duration of the refresh\"); https://developer.apple.com/documentation/uikit/uirefreshcontrol"
  ) {
    let (gate, server) = (PageGate(), RefreshGate<[Note]>())
    let screen = RefreshingNotesScreen(notes: notes(Array(0..<60)), gate: gate, server: server)
    let (host, collectionView) = host(screen)
    try settleLoads(of: host, at: gate)
    let control = try collectionView.refreshControl.unwrapped("the refreshable list's refresh control")
    // A page loads at the bottom, and the list goes back to its top.
    scrollToBottom(collectionView)
    try settleLoads(of: host, at: gate)
    gate.answer(at: .bottom, with: .success(.init(items: notes(Array(60..<70)), section: 0)))
    try settleLoads(of: host, at: gate)
    try expect(shownIDs(of: host).count == 70, "the page shows: \(shownIDs(of: host).count) notes")
    collectionView.contentOffset.y = 0
    settle()
    // A person pulls: the app's action runs once, however often they pull.
    collectionView.modelPullToRefresh()
    try pump("the app's refresh asks the server") { server.isWaiting }
    try expect(control.isRefreshing, "the control refreshes")
    collectionView.modelPullToRefresh()
    settle()
    try expect(server.calls == 1, "one refresh at a time: \(server.calls) calls")
    // A failure the app keeps its notes through ends the refresh with them
    // alone: a refresh ends with exactly the app's items.
    server.answer(with: nil)
    try pump("the refresh ends") { !control.isRefreshing }
    try expect(shownIDs(of: host) == Array(0..<60), "the app's notes: \(shownIDs(of: host).count)")
    // A refresh that brings new notes shows exactly them, from the top.
    collectionView.modelPullToRefresh()
    try pump("the second refresh asks the server") { server.isWaiting }
    server.answer(with: notes(Array(100..<130), version: 1))
    try pump("the refresh ends") { !control.isRefreshing }
    settle()
    try expect(shownIDs(of: host) == Array(100..<130), "the refreshed notes, no page: \(shownIDs(of: host))")
    // The app's next update shows its notes alone still: the page is gone.
    screen.notes[0].text = "first"
    try settleLoads(of: host, at: gate)
    try expect(shownIDs(of: host) == Array(100..<130), "no page comes back: \(shownIDs(of: host))")
    collectionView.contentOffset.y = -collectionView.adjustedContentInset.top
    settle()
    try expect(shownRows(collectionView).first == "first", "from the top: \(shownRows(collectionView).prefix(2))")
    // A list that leaves the screen cancels its refresh.
    collectionView.modelPullToRefresh()
    try pump("a third refresh asks the server") { server.isWaiting }
    let dataSource = try host.modelCoordinator(ListCoordinator<Int, Note>.self).unwrapped("the coordinator").dataSource
    host.modelCoordinator(ListCoordinator<Int, Note>.self)?.tearDown()
    try expect(!dataSource.refreshing.state.isRefreshing, "the list's refresh is cancelled")
    server.answer(with: [])
    settle()
    try expect(host.stateWritesDuringUpdate.isEmpty, "\(host.stateWritesDuringUpdate)")
  }
]
