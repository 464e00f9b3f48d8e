/// Model only: the main run loop, which tests advance by hand.
///
/// UIKit runs work queued on the main queue, fires timers, and at the end of
/// each turn lays out every view that needs it (the Core Animation commit,
/// documented in "Understanding the run loop" and `UIView.setNeedsLayout()`:
/// "the view is updated during the next update cycle"). Animations run for
/// ``animationDuration`` and their completions run on this loop.
@MainActor
public final class UIKitModelRunLoop {
  // MARK: - Lifecycle

  private init() {}

  // MARK: - Public

  /// The main run loop.
  public static let main = UIKitModelRunLoop()

  /// How long a UIKit animation lasts in the model: UIKit's default for table
  /// and collection view updates is about 0.3 seconds.
  public static let animationDuration: TimeInterval = 0.3

  /// Seconds since the loop started.
  public private(set) var now: TimeInterval = 0

  /// How many tasks wait, due or not.
  public var pendingTaskCount: Int { tasks.count }

  /// Queues `work` to run `delay` seconds from now, after the work already due.
  public func perform(after delay: TimeInterval = 0, _ work: @escaping @MainActor () -> Void) {
    sequence += 1
    tasks.append(Task(time: now + max(0, delay), sequence: sequence, work: work))
  }

  /// Runs one turn: every task due now, then a layout pass over the windows.
  public func runOneTurn() {
    let due = tasks.filter { $0.time <= now }.sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
    let dueSequences = Set(due.map(\.sequence))
    tasks.removeAll { dueSequences.contains($0.sequence) }
    for task in due { task.work() }
    layoutWindows()
  }

  /// Runs turns until nothing is due now (at most 100 turns).
  public func runUntilIdle() {
    for _ in 0..<100 {
      runOneTurn()
      if !tasks.contains(where: { $0.time <= now }) && !windowsNeedLayout { return }
    }
  }

  /// Moves time forward by `seconds`, running every task on the way at its time.
  public func advance(by seconds: TimeInterval) {
    let end = now + seconds
    runUntilIdle()
    while let next = tasks.map(\.time).filter({ $0 <= end }).min() {
      now = max(now, next)
      runUntilIdle()
    }
    now = end
    runUntilIdle()
  }

  // MARK: - Internal

  /// The windows made key and visible, laid out at the end of each turn;
  /// kept, as the application keeps its windows.
  var windows: [UIWindow] = []

  // MARK: - Private

  private struct Task {
    var time: TimeInterval
    var sequence: Int
    var work: @MainActor () -> Void
  }

  private var tasks: [Task] = []
  private var sequence = 0

  private var windowsNeedLayout: Bool {
    windows.contains { $0.modelSubtreeNeedsLayout }
  }

  private func layoutWindows() {
    for window in windows { window.layoutIfNeeded() }
  }
}
