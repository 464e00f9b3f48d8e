/// The gallery's time: seconds that only move when ``advance(to:)`` says so,
/// with one-shot timers.
///
/// The interactive session advances it with the wall clock; the scripted
/// session advances it by exact steps, so that what happens "0.5 s later" is
/// the same on every run.
@MainActor
public final class SimulatedClock {
  // MARK: - Lifecycle

  /// A clock at 0 s, without timers.
  public init() {}

  // MARK: - Public

  /// The current time, in seconds.
  public private(set) var now: Double = 0

  /// The time of the earliest timer, or `nil` when none is waiting.
  public var nextDueTime: Double? { timers.map(\.due).min() }

  /// Runs `action` once, `delay` seconds from now; returns a token for ``cancel(_:)``.
  @discardableResult
  public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> Int {
    nextToken += 1
    timers.append(Timer(token: nextToken, due: now + max(0, delay), action: action))
    return nextToken
  }

  /// Forgets the timer of `token`, if it has not run yet.
  public func cancel(_ token: Int) {
    timers.removeAll { $0.token == token }
  }

  /// Moves the time forward to `time` (never backwards), running every timer
  /// due by then in the order of their due times; returns whether any ran.
  @discardableResult
  public func advance(to time: Double) -> Bool {
    var ran = false
    while let next = timers.enumerated().filter({ $0.element.due <= time }).min(by: {
      Self.precedes($0.element, $1.element)
    }) {
      timers.remove(at: next.offset)
      now = max(now, next.element.due)
      next.element.action()
      ran = true
    }
    now = max(now, time)
    return ran
  }

  // MARK: - Private

  private struct Timer {
    var token: Int
    var due: Double
    var action: @MainActor () -> Void
  }

  private var timers: [Timer] = []
  private var nextToken = 0

  private static func precedes(_ lhs: Timer, _ rhs: Timer) -> Bool {
    (lhs.due, lhs.token) < (rhs.due, rhs.token)
  }
}
