/// A plain model of a data source's apply queue, for
/// `ApplyQueuePropertyTests`: the requests as they came, never merged, in
/// lists (the ones the running apply stands for, the ones that wait), with
/// their marks and completion ids as sets and arrays of integers. What one
/// coalesced request must hold is worked out from a list when it is asked
/// for, in ``merged(_:)``.
struct ApplyQueueModel {
  /// A section of identities.
  struct Section: Equatable {
    var id: Int
    var items: [Int]
  }

  /// A snapshot as sections of identities.
  typealias Plain = [Section]

  /// One request as it came: an apply, a drop's request, or a `whenApplied`.
  struct Entry: Equatable {
    var plain: Plain
    var reloaded: Set<Int> = []
    var reconfigured: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var completions: [Int] = []
    var usingReloadData = false
  }

  /// What the queue must answer.
  enum Expected: Equatable {
    case run(Entry)
    case show
    case wait
  }

  /// What `snapshot()` must return.
  private(set) var heading: Plain = []
  /// The requests the running apply stands for, in order; `nil` when none runs.
  private(set) var running: [Entry]?
  /// The requests that came after, in order.
  private(set) var waiting: [Entry] = []
  /// The completion ids that must have run, in the order they must have run.
  private(set) var log: [Int] = []
  /// Every completion id the queue was given to keep.
  private(set) var kept: Set<Int> = []
  private var droppedSinceDiffStarted = false

  /// The one request `entries` stand for: the last one's snapshot and
  /// options, every completion in order, and every mark of any of them
  /// that the last snapshot holds.
  static func merged(_ entries: [Entry]) -> Entry {
    let last = entries[entries.count - 1]
    let items = Set(last.plain.flatMap(\.items))
    let sections = Set(last.plain.map(\.id))
    return Entry(
      plain: last.plain, reloaded: Set(entries.flatMap(\.reloaded)).intersection(items),
      reconfigured: Set(entries.flatMap(\.reconfigured)).intersection(items),
      reloadedSections: Set(entries.flatMap(\.reloadedSections)).intersection(sections),
      completions: entries.flatMap(\.completions), usingReloadData: last.usingReloadData)
  }

  /// `plain` with `item` moved to where `moved` shows it: after the item
  /// before it there, else before the item after it, else to the end of
  /// its section there; unchanged when `plain` has no place for it.
  static func rebased(_ plain: Plain, moving item: Int, like moved: Plain) -> Plain {
    guard let (section, index) = find(item, in: moved), find(item, in: plain) != nil else { return plain }
    let neighbours = moved[section].items
    var result = plain.map { Section(id: $0.id, items: $0.items.filter { $0 != item }) }
    if index > 0, let (s, i) = find(neighbours[index - 1], in: result) {
      result[s].items.insert(item, at: i + 1)
    } else if index + 1 < neighbours.count, let (s, i) = find(neighbours[index + 1], in: result) {
      result[s].items.insert(item, at: i)
    } else if let s = result.firstIndex(where: { $0.id == moved[section].id }) {
      result[s].items.append(item)
    } else {
      return plain
    }
    return result
  }

  /// Where `item` is in `plain`.
  static func find(_ item: Int, in plain: Plain) -> (section: Int, index: Int)? {
    for (section, content) in plain.enumerated() {
      if let index = content.items.firstIndex(of: item) { return (section, index) }
    }
    return nil
  }

  /// An apply: it runs with every request that waited when none runs, and
  /// otherwise waits.
  mutating func enqueue(_ entry: Entry) -> Expected {
    heading = entry.plain
    kept.formUnion(entry.completions)
    guard running == nil else {
      waiting.append(entry)
      return .wait
    }
    running = waiting + [entry]
    waiting = []
    return .run(Self.merged(running ?? []))
  }

  /// The running apply's diff starts from the data on screen.
  mutating func diffStarted() { droppedSinceDiffStarted = false }

  /// Its background diff finished: shown when no drop came since it
  /// started; otherwise the running requests and the waiting ones run again.
  mutating func diffFinished() -> Expected {
    guard droppedSinceDiffStarted, let running else { return .show }
    self.running = running + waiting
    waiting = []
    return .run(Self.merged(self.running ?? []))
  }

  /// The running apply is on screen: its completions are due.
  mutating func finished() {
    log += (running ?? []).flatMap(\.completions)
    running = nil
  }

  /// After a finished apply's completions: what waited runs, unless something runs.
  mutating func startNext() -> Expected {
    guard running == nil, !waiting.isEmpty else { return .wait }
    running = waiting
    waiting = []
    return .run(Self.merged(running ?? []))
  }

  /// A person dropped `item` where `moved`, now on screen, shows it.
  mutating func drop(_ item: Int, like moved: Plain) {
    droppedSinceDiffStarted = true
    guard running != nil || !waiting.isEmpty else {
      heading = moved
      return
    }
    if waiting.isEmpty { waiting = [Entry(plain: heading)] }
    waiting[waiting.count - 1].plain = Self.rebased(waiting[waiting.count - 1].plain, moving: item, like: moved)
    heading = waiting[waiting.count - 1].plain
  }

  /// Whether the body with completion id `id` waits for what runs.
  mutating func whenApplied(_ id: Int) -> Bool {
    guard running != nil else { return false }
    waiting.append(Entry(plain: heading, completions: [id]))
    kept.insert(id)
    return true
  }
}
