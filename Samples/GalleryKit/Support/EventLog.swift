/// The lines of the log pane: what the last batches and layout passes did,
/// newest last.
@MainActor
final class EventLog {
  // MARK: - Lifecycle

  init(capacity: Int = 200) {
    self.capacity = capacity
  }

  // MARK: - Internal

  private(set) var lines: [String] = []

  /// Adds `line` at the end, dropping the oldest lines beyond the capacity.
  func append(_ line: String) {
    lines.append(line)
    if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
  }

  /// The newest `count` lines, oldest first.
  func last(_ count: Int) -> [String] { Array(lines.suffix(max(0, count))) }

  // MARK: - Private

  private let capacity: Int
}
