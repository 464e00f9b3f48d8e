import ReuseKit

/// The Chat screen's server: it answers a page of older history half a
/// second later on the gallery's ``SimulatedClock``, fails about one load
/// in three, and about one page in two repeats the two oldest messages the
/// list already shows, as a server whose pages overlap does.
///
/// Its choices come from its own seed, so a session shows the same loads,
/// failures and duplicates on every run. A load cancelled while it waits
/// ends at once, with a `CancellationError`.
@MainActor
final class ChatServer {
  // MARK: - Lifecycle

  /// A server of `generator`'s history that answers `delay` seconds after
  /// each request, on `clock`.
  init(clock: SimulatedClock, generator: ChatGenerator, seed: UInt64 = 29, delay: Double = 0.5) {
    self.clock = clock
    self.generator = generator
    self.delay = delay
    random = GalleryRandom(seed: seed)
  }

  // MARK: - Internal

  typealias Paging = DiffableDataSource<ChatDay, ChatMessage>.Paging

  /// A load the server did not answer.
  struct Failure: Error, CustomStringConvertible {
    /// The number of the request, from 1.
    let request: Int
    var description: String { "request \(request) timed out" }
  }

  /// How many loads the server was asked for.
  private(set) var requestCount = 0

  /// The edges whose load the server holds, waiting for the clock.
  var heldEdges: Set<ContentEdge> { Set(held.values.map(\.edge)) }

  /// A loader for ``DiffableDataSource/Paging/loader`` that asks this server.
  var loader: Paging.Loader { { [self] request in try await self.load(request) } }

  /// The day before the oldest one `request` stands at, with the two
  /// oldest messages it shows repeated when the server says so; or a
  /// failure.
  func load(_ request: Paging.Request) async throws -> Paging.Page {
    requestCount += 1
    let number = requestCount
    let fails = (random.next() >> 33) % 3 == 0
    let repeats = (random.next() >> 33) % 2 == 0
    let newest = request.boundaryItem?.day ?? -1
    let day = newest + 1
    var messages = generator.messages(ofDay: day)
    if repeats, newest >= 0 { messages += generator.messages(ofDay: newest).prefix(2) }
    let page = Paging.Page(items: messages, section: ChatDay(day), reachedEnd: day >= generator.oldestDay)
    let result: Result<Paging.Page, any Error> = fails ? .failure(Failure(request: number)) : .success(page)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !Task.isCancelled else { return continuation.resume(throwing: CancellationError()) }
        let token = clock.schedule(after: delay) { [weak self] in self?.answer(number) }
        held[number] = Held(edge: request.edge, token: token, result: result, continuation: continuation)
      }
    } onCancel: {
      // A paging cancels its loads on the main actor, so the handler runs there.
      MainActor.assumeIsolated { self.cancel(number) }
    }
  }

  /// Answers every load held with a cancellation, so that none is left waiting.
  func cancelAll() {
    for number in held.keys.sorted() { cancel(number) }
  }

  // MARK: - Private

  /// A request waiting for its answer.
  private struct Held {
    let edge: ContentEdge
    let token: Int
    let result: Result<Paging.Page, any Error>
    let continuation: CheckedContinuation<Paging.Page, any Error>
  }

  private let clock: SimulatedClock
  private let generator: ChatGenerator
  private let delay: Double
  private var random: GalleryRandom
  private var held: [Int: Held] = [:]

  private func answer(_ number: Int) {
    guard let load = held.removeValue(forKey: number) else { return }
    load.continuation.resume(with: load.result)
  }

  private func cancel(_ number: Int) {
    guard let load = held.removeValue(forKey: number) else { return }
    clock.cancel(load.token)
    load.continuation.resume(throwing: CancellationError())
  }
}
