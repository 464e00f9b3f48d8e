import ReuseKit

/// A server for ``DiffableDataSource/Refreshing``: it holds each refresh
/// until the test answers it with a snapshot or an error, and hears of a
/// cancellation, so that a test decides when and how a refresh ends.
@MainActor
public final class RefreshServer<Section: Diffable & Sendable, Item: Diffable & Sendable>
where Section.DiffIdentifier: Sendable, Item.DiffIdentifier: Sendable {
  // MARK: - Lifecycle

  /// A server that holds no refresh.
  public init() {}

  // MARK: - Public

  /// An action for ``DiffableDataSource/Refreshing/action`` that asks this server.
  public var action: DiffableDataSource<Section, Item>.Refreshing.Action {
    { [self] in try await self.refresh() }
  }

  /// Whether a refresh is held, waiting for ``respond(with:)``.
  public var isHolding: Bool { held != nil }

  /// How many refreshes were asked for.
  public private(set) var askedCount = 0

  /// How many refreshes were cancelled while the server held them.
  public private(set) var cancelledCount = 0

  /// Answers the refresh held with `result`; `false` when none is held.
  @discardableResult
  public func respond(with result: Result<Snapshot<Section, Item>, any Error>) -> Bool {
    guard let held else { return false }
    self.held = nil
    held.continuation.resume(with: result)
    return true
  }

  /// Waits until `refreshing` has its refresh held here, or none runs.
  /// Returns `false` when that takes more than about ten seconds.
  @discardableResult
  public func settle(_ refreshing: DiffableDataSource<Section, Item>.Refreshing) async -> Bool {
    for round in 0..<200_000 {
      guard refreshing.state.isRefreshing, held == nil else { return true }
      if round % 8 == 7 { try? await Task.sleep(nanoseconds: 50_000) } else { await Task.yield() }
    }
    return false
  }

  /// Waits until `refreshing` ends its refresh: applied, failed or cancelled.
  @discardableResult
  public func settleUntilIdle(_ refreshing: DiffableDataSource<Section, Item>.Refreshing) async -> Bool {
    for round in 0..<200_000 {
      guard refreshing.state.isRefreshing else { return true }
      if round % 8 == 7 { try? await Task.sleep(nanoseconds: 50_000) } else { await Task.yield() }
    }
    return false
  }

  // MARK: - Private

  private struct Held {
    let id: Int
    let continuation: CheckedContinuation<Snapshot<Section, Item>, any Error>
  }

  private var held: Held?
  private var lastID = 0

  private func refresh() async throws -> Snapshot<Section, Item> {
    askedCount += 1
    lastID += 1
    let id = lastID
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !Task.isCancelled else { return continuation.resume(throwing: CancellationError()) }
        held = Held(id: id, continuation: continuation)
      }
    } onCancel: {
      // Refreshing cancels its task from the main actor, so the handler runs there.
      MainActor.assumeIsolated { self.cancel(id) }
    }
  }

  private func cancel(_ id: Int) {
    guard let held, held.id == id else { return }
    self.held = nil
    cancelledCount += 1
    held.continuation.resume(throwing: CancellationError())
  }
}
