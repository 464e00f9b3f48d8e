import Foundation
import ReuseKit
import SwiftUI
import Synchronization
import UIKit

@testable import ReuseKitSwiftUI

/// A server whose loads wait, one per edge, until the test answers them
/// with a page or a failure; a cancelled load ends at once.
final class PageGate: Sendable {
  typealias Paging = DiffableDataSource<Int, Note>.Paging

  /// The failure the test answers with.
  struct Outage: Error {}

  /// How many loads were asked for.
  var calls: Int { state.withLock { $0.calls } }

  /// The request waiting at `edge`, if any.
  func pending(at edge: ContentEdge) -> Paging.Request? {
    state.withLock { $0.waiting.first { $0.request.edge == edge }?.request }
  }

  /// Answers the request waiting at `edge` with `result`; `false` when none waits.
  @discardableResult
  func answer(at edge: ContentEdge, with result: Result<Paging.Page, any Error>) -> Bool {
    let waiting = state.withLock { state -> Waiting? in
      guard let index = state.waiting.firstIndex(where: { $0.request.edge == edge }) else { return nil }
      return state.waiting.remove(at: index)
    }
    waiting?.continuation.resume(with: result)
    return waiting != nil
  }

  /// The loader: waits for the test's answer.
  func load(_ request: Paging.Request) async throws -> Paging.Page {
    let id = state.withLock { state -> Int in
      state.calls += 1
      return state.calls
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state -> Bool in
          if state.cancelled.remove(id) != nil { return true }
          state.waiting.append(Waiting(id: id, request: request, continuation: continuation))
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let waiting = state.withLock { state -> Waiting? in
        guard let index = state.waiting.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.waiting.remove(at: index)
      }
      waiting?.continuation.resume(throwing: CancellationError())
    }
  }

  private struct Waiting {
    let id: Int
    let request: Paging.Request
    let continuation: CheckedContinuation<Paging.Page, any Error>
  }

  private struct State {
    var waiting: [Waiting] = []
    var cancelled: Set<Int> = []
    var calls = 0
  }

  private let state = Mutex(State())
}

/// Runs the main queue, where paging's tasks come back, and the model's run
/// loop and clock until `condition` holds, for up to about five seconds.
@MainActor
func pump(
  _ what: String, file: StaticString = #file, line: UInt = #line, until condition: () -> Bool
) throws {
  for _ in 0..<500 {
    if condition() { return }
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    // Animations of the model end as its clock moves on.
    UIKitModelRunLoop.main.runUntilIdle()
    UIKitModelRunLoop.main.advance(by: 1)
  }
  try expect(condition(), "timed out waiting: \(what)", file: file, line: line)
}

/// The paging of the list of notes `host` shows.
@MainActor
func paging(of host: SwiftUIModelHost) throws -> PageGate.Paging {
  guard let coordinator = host.modelCoordinator(ListCoordinator<Int, Note>.self) else {
    throw ExpectationFailure(description: "no list of notes")
  }
  return coordinator.dataSource.paging
}

/// Waits until every edge that loads has its request waiting at `gate`, or
/// its page applied, and the views settled.
@MainActor
func settleLoads(
  of host: SwiftUIModelHost, at gate: PageGate, file: StaticString = #file, line: UInt = #line
) throws {
  let paging = try paging(of: host)
  settle()
  try pump("the loads reach the server or end", file: file, line: line) {
    ContentEdge.allCases.allSatisfy { !paging.state(of: $0).isLoading || gate.pending(at: $0) != nil }
  }
  settle()
}

/// The texts of the footer of `section` on screen, or `nil` when none shows.
@MainActor
func footerTexts(_ collectionView: UICollectionView, section: Int) -> [String]? {
  collectionView.supplementaryView(
    forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section)
  ).flatMap(hostingView(in:))?.modelTexts
}

/// Scrolls `collectionView` to the end of its content.
@MainActor
func scrollToBottom(_ collectionView: UICollectionView) {
  for _ in 0..<4 {
    collectionView.contentOffset.y = max(0, collectionView.contentSize.height - collectionView.bounds.height)
    settle()
  }
}

/// The retry view of an edge: the edge, and a button that loads again.
@MainActor
func retryRow(_ edge: ContentEdge, _ retry: RetryLoadAction) -> ViewConfiguration {
  .swiftUI(edge) { edge in
    VStack {
      Text("Could not load the \(edge)")
      Button("Retry") { retry() }
    }
  }
}
