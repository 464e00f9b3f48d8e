import ReuseKit

/// The Chat screen's older history, loaded in pages at the top through
/// `dataSource.paging` from a ``ChatServer``: it sets the paging up, logs
/// what its events say (loads, merges, dropped duplicates, failures), and
/// retries at the top when asked.
@MainActor
final class ChatHistory {
  // MARK: - Lifecycle

  /// Loads `dataSource`'s older days from `server` as its list nears the
  /// top, logging to `environment`'s log.
  init(dataSource: DiffableDataSource<ChatDay, ChatMessage>, server: ChatServer, environment: GalleryEnvironment) {
    self.dataSource = dataSource
    self.server = server
    self.environment = environment
    // Standard output carries the scripted frames, and the log pane shows
    // the paging's notices already: only a recovered failure is printed, to
    // standard error.
    dataSource.logger = ReuseKitLogger { message in
      guard message.kind == .recoveredFailure else { return }
      var standardError = StandardError()
      print("ReuseKit: \(message)", to: &standardError)
    }
    let paging = dataSource.paging
    // A quarter of a screen: the two latest days are little more than a screen.
    paging.threshold = 0.25
    paging.duplicates = .first
    paging.retryViewProvider = { _, error in .view(RetryView.self, "\(error)") }
    paging.eventHandler = { [weak self] event in self?.log(event) }
    paging.loader = server.loader
    paging.edges = [.top]
  }

  // MARK: - Internal

  /// Whether no load is on its way back: each load is idle, finished,
  /// failed, or held by the server until the clock says.
  var isSettled: Bool {
    ContentEdge.allCases.allSatisfy { edge in
      !dataSource.paging.state(of: edge).isLoading || server.heldEdges.contains(edge)
    }
  }

  /// Whether a load runs at the top.
  var isLoading: Bool { dataSource.paging.state(of: .top).isLoading }

  /// Whether the top shows the retry view.
  var hasFailed: Bool { dataSource.paging.state(of: .top).isFailed }

  /// `x`: loads the top again after a failure; returns whether it did.
  @discardableResult
  func retry() -> Bool {
    guard hasFailed else {
      environment.log.append("\(environment.timestamp) x: nothing to retry")
      return false
    }
    environment.log.append("\(environment.timestamp) x: retrying at the top")
    dataSource.paging.retry(.top)
    return true
  }

  /// Stops loading: the load under way, if any, is cancelled and answered.
  func stop() {
    dataSource.paging.edges = []
    dataSource.paging.reset()
    server.cancelAll()
  }

  // MARK: - Private

  private let dataSource: DiffableDataSource<ChatDay, ChatMessage>
  private let server: ChatServer
  private let environment: GalleryEnvironment

  /// The oldest day the list holds.
  private var oldestDay: Int { dataSource.snapshot().sectionIdentifiers.first?.id ?? -1 }

  private func log(_ event: DiffableDataSource<ChatDay, ChatMessage>.Paging.Event) {
    let time = environment.timestamp
    switch event {
    case .started:
      environment.log.append("\(time) the top: loading \(ChatDay.title(ofDay: oldestDay + 1))…")
    case .merged(_, let report):
      environment.log.append(
        "\(time) \(ChatDay.title(ofDay: oldestDay + 1)) prepended: \(report.mergedCount) messages merged above")
      if !report.droppedItems.isEmpty {
        let dropped = report.droppedItems.map { "\($0.author) \($0.time)" }.joined(separator: ", ")
        environment.log.append("  dropped \(report.droppedItems.count) duplicates the list shows: \(dropped)")
      }
    case .failed(_, let error):
      environment.log.append("\(time) the top: the load failed, \(error); the retry view shows, x retries")
    case .cancelled:
      environment.log.append("\(time) the top: a load cancelled")
    case .reachedEnd:
      environment.log.append("\(time) the top: the beginning of the chat")
    }
  }
}
