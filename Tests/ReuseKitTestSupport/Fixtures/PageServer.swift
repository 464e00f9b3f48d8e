import ReuseKit

/// A server for paging tests that answers each load only when the test
/// says so, and counts the loads it holds at each edge: a load cancelled
/// while it waits leaves at once, as a real request's cancellation would.
@MainActor
public final class PageServer<Section: Diffable & Sendable, Item: Diffable & Sendable> {
  // MARK: - Lifecycle

  /// A server that holds no load.
  public init() {}

  // MARK: - Public

  public typealias Paging = DiffableDataSource<Section, Item>.Paging

  /// A load the server holds.
  public struct Pending {
    /// What the data source asked for.
    public let request: Paging.Request
    let id: Int
    let continuation: CheckedContinuation<Paging.Page, any Error>
  }

  /// The loads the server holds, in the order they arrived.
  public private(set) var pending: [Pending] = []

  /// The most loads the server ever held at once at each edge.
  public private(set) var mostPending: [ContentEdge: Int] = [:]

  /// How many loads were cancelled while the server held them.
  public private(set) var cancelledCount = 0

  /// A loader for ``DiffableDataSource/Paging/loader`` that asks this server.
  public var loader: Paging.Loader { { [self] request in try await self.load(request) } }

  /// The load held at `edge`, if any.
  public func pending(at edge: ContentEdge) -> Pending? { pending.first { $0.request.edge == edge } }

  /// Answers the load held at `edge` with `result`; `false` when none is held.
  @discardableResult
  public func respond(at edge: ContentEdge, with result: Result<Paging.Page, any Error>) -> Bool {
    guard let index = pending.firstIndex(where: { $0.request.edge == edge }) else { return false }
    pending.remove(at: index).continuation.resume(with: result)
    return true
  }

  /// How many loads run in this server now, held or on their way out.
  public private(set) var runningCount = 0

  /// Holds `request` until the test answers it, or its task is cancelled.
  public func load(_ request: Paging.Request) async throws -> Paging.Page {
    runningCount += 1
    defer { runningCount -= 1 }
    lastID += 1
    let id = lastID
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !Task.isCancelled else { return continuation.resume(throwing: CancellationError()) }
        pending.append(Pending(request: request, id: id, continuation: continuation))
        let count = pending.count { $0.request.edge == request.edge }
        mostPending[request.edge] = max(mostPending[request.edge] ?? 0, count)
      }
    } onCancel: {
      // A paging cancels its loads from the main actor, so the handler runs there.
      MainActor.assumeIsolated { self.cancel(id) }
    }
  }

  // MARK: - Private

  private var lastID = 0

  private func cancel(_ id: Int) {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
    cancelledCount += 1
    pending.remove(at: index).continuation.resume(throwing: CancellationError())
  }
}

extension PageServer {
  /// Answers every load held with a cancellation: for a test that drops
  /// its data source, so that no continuation is left waiting.
  public func cancelAll() {
    let held = pending
    pending = []
    for load in held { load.continuation.resume(throwing: CancellationError()) }
  }

  /// Ends a test that pages: `paging` stops loading and cancels its loads,
  /// any load still held is cancelled, and this waits, a bounded time,
  /// until every load has returned, so that no load task is left
  /// suspended when the test ends. Returns `false` when one still runs.
  @discardableResult
  public func finish(_ paging: Paging?) async -> Bool {
    paging?.edges = []
    paging?.reset()
    cancelAll()
    for round in 0..<200_000 {
      guard runningCount > 0 else { break }
      if round % 8 == 7 { try? await Task.sleep(nanoseconds: 50_000) } else { await Task.yield() }
    }
    // The tasks that awaited the loads hear of them once more on the main actor.
    for _ in 0..<10 { await Task.yield() }
    return runningCount == 0
  }
}
