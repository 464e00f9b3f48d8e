import ReuseKitTestSupport
import Testing

@testable import ReuseKit

/// The apply queue under random seeded steps, played as a data source plays
/// it: applies of random snapshots with random marks and completions, runs
/// held back until a pass ends, background diffs that finish fresh or after
/// a drop, stages that finish with their completions run at once or later
/// (and applying, dropping or waiting from inside them), drops, and
/// `whenApplied`. After every step the queue must agree with
/// ``ApplyQueueModel``: the snapshot it heads to, whether it applies, each
/// request it hands out, and the completions that ran, in request order.
@MainActor
@Suite struct ApplyQueuePropertyTests {
  typealias Queue = ApplyQueue<Int, Model>
  typealias Plain = ApplyQueueModel.Plain

  /// The data source's part: the queue, the request it runs, the snapshot
  /// on screen, and the completions that ran; with the model beside it.
  @MainActor
  final class Harness {
    var queue = Queue()
    var model = ApplyQueueModel()
    var generator: SeededGenerator
    /// The request the queue handed out to run, the generation its diff
    /// started at (`nil` while held back), and whether it is diffed.
    var running: (request: Queue.Request, startedAt: Int?, diffed: Bool)?
    var screen = Snapshot<Int, Model>()
    var ran: [Int] = []
    var nextID = 0
    var failure: String?
    /// How often each interesting case came up.
    var seen: [String: Int] = [:]

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    func step() {
      switch Int.random(in: 0..<20, using: &generator) {
      case 0..<6: enqueue()
      case 6, 7: if let running, running.startedAt == nil { startDiff() }
      case 8..<11: finishDiff()
      case 11..<15: finishStage()
      case 15..<18: drop()
      default: whenApplied()
      }
    }

    /// Finishes everything that runs and waits.
    func drain() {
      for _ in 0..<10_000 where failure == nil {
        guard let running else { return }
        if running.startedAt == nil { startDiff() } else if !running.diffed { finishDiff() } else { finishStage() }
      }
    }

    // MARK: - Steps

    func enqueue() {
      var entry = ApplyQueueModel.Entry(plain: randomPlain())
      let items = entry.plain.flatMap(\.items)
      entry.reloaded = Set(items.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
      entry.reconfigured = Set(items.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
      entry.reloadedSections = Set(entry.plain.map(\.id).filter { _ in Bool.random(using: &generator) })
      entry.usingReloadData = Int.random(in: 0..<5, using: &generator) == 0
      if Int.random(in: 0..<10, using: &generator) < 7 { entry.completions = [newID()] }
      var snapshot = Snapshot<Int, Model>()
      for section in entry.plain {
        snapshot.appendSections([section.id])
        snapshot.appendItems(section.items.map { Model(id: $0) }, toSection: section.id)
      }
      snapshot.reloadItems(ids: entry.reloaded.sorted())
      snapshot.reconfigureItems(ids: entry.reconfigured.sorted())
      snapshot.reloadSections(entry.reloadedSections.sorted())
      let request = Queue.Request(
        snapshot: snapshot, animation: .automatic, usingReloadData: entry.usingReloadData, diffing: .automatic,
        completions: entry.completions.map(completion))
      if model.running == nil, !model.waiting.isEmpty {
        seen["a completion's apply took a waiting one in", default: 0] += 1
      }
      if model.running != nil { seen["coalesced", default: 0] += 1 }
      follow(queue.enqueue(request), model.enqueue(entry), "enqueue", mayHold: true)
    }

    func startDiff() {
      guard var running else { return }
      running.startedAt = queue.generation
      running.diffed = running.request.usingReloadData || Bool.random(using: &generator)
      self.running = running
      model.diffStarted()
    }

    func finishDiff() {
      guard let running, let startedAt = running.startedAt, !running.diffed else { return }
      let expected = model.diffFinished()
      if case .run = expected { seen["stale diff", default: 0] += 1 }
      follow(queue.diffFinished(running.request, startedAt: startedAt), expected, "diffFinished", mayHold: false)
    }

    func finishStage() {
      guard let running, running.diffed else { return }
      self.running = nil
      screen = running.request.snapshot
      screen.clearMarks()
      queue.finished()
      model.finished()
      let later = Bool.random(using: &generator)
      if !later { running.request.completions.forEach { $0() } }
      follow(queue.startNext(), model.startNext(), "startNext", mayHold: false)
      if later { running.request.completions.forEach { $0() } }
    }

    func drop() {
      let paths = screen.sections.indices.flatMap { s in screen.sections[s].items.indices.map { (s, $0) } }
      guard let (section, index) = paths.randomElement(using: &generator) else { return }
      let item = screen.sections[section].items[index]
      let target = Int.random(in: screen.sections.indices, using: &generator)
      let room = screen.sections[target].items.count - (target == section ? 1 : 0)
      var moved = screen
      moved.moveItem(
        at: ItemPath(item: index, section: section),
        to: ItemPath(item: Int.random(in: 0...room, using: &generator), section: target))
      if model.running != nil || !model.waiting.isEmpty { seen["drop while applying", default: 0] += 1 }
      queue.takeMove(of: item, like: moved)
      model.drop(item.id, like: Self.plain(moved))
      screen = moved
      checkDropKept(item.id, like: Self.plain(moved))
    }

    func whenApplied() {
      let id = newID()
      let waits = queue.whenApplied(completion(id))
      if waits { seen["whenApplied waits", default: 0] += 1 }
      guard waits == model.whenApplied(id) else { return fail("whenApplied: the queue keeps the body: \(waits)") }
    }

    // MARK: - Checks

    /// Compares what the queue said with what the model expects, and acts on it.
    func follow(_ action: Queue.Action, _ expected: ApplyQueueModel.Expected, _ what: String, mayHold: Bool) {
      switch (action, expected) {
      case (.wait, .wait): break
      case (.show, .show): running?.diffed = true
      case (.run(let request), .run(let entry)):
        compare(request, entry, what)
        running = (request, nil, false)
        if !mayHold || Bool.random(using: &generator) { startDiff() }
      default: fail("\(what): the queue says \(Self.name(action)), the model \(Self.name(expected))")
      }
    }

    /// `request` must be `entry`: the same snapshot, marks, completions and options.
    func compare(_ request: Queue.Request, _ entry: ApplyQueueModel.Entry, _ what: String) {
      let snapshot = request.snapshot
      let found = ApplyQueueModel.Entry(
        plain: Self.plain(snapshot), reloaded: snapshot.reloadedItems, reconfigured: snapshot.reconfiguredItems,
        reloadedSections: snapshot.reloadedSections, completions: entry.completions,
        usingReloadData: request.usingReloadData)
      if found != entry {
        fail("\(what): the queue runs \(found), the model \(entry)")
      } else if request.completions.count != entry.completions.count {
        fail("\(what): the request keeps \(request.completions.count) completions, the model \(entry.completions)")
      }
    }

    /// After every step: the snapshot heading to the screen, whether the
    /// queue applies, the completions that ran; idle, the screen.
    func check() {
      guard failure == nil else { return }
      let heading = queue.snapshot
      if Self.plain(heading) != model.heading {
        fail("snapshot() is \(Self.plain(heading)), the model heads to \(model.heading)")
      } else if !(heading.reloadedItems.isEmpty && heading.reconfiguredItems.isEmpty
        && heading.reloadedSections.isEmpty)
      {
        fail("snapshot() keeps marks")
      } else if queue.isApplying != (model.running != nil) || queue.isApplying != (running != nil) {
        fail("isApplying is \(queue.isApplying), the model runs \(model.running?.count ?? 0) requests")
      } else if ran != model.log {
        fail("the completions that ran are \(ran), the model's \(model.log)")
      } else if zip(ran, ran.dropFirst()).contains(where: { $0 >= $1 }) {
        fail("completions ran out of request order: \(ran)")
      } else if !queue.isApplying, model.waiting.isEmpty, Self.plain(screen) != model.heading {
        fail("idle, the screen shows \(Self.plain(screen)), not \(model.heading)")
      }
    }

    /// Finishing everything, every kept completion ran once.
    func checkDrained() {
      guard failure == nil else { return }
      if running != nil || queue.isApplying {
        fail("drained, the queue still applies")
      } else if Set(ran) != model.kept || Set(ran).count != ran.count {
        fail("drained, \(ran.count) completions ran, \(model.kept.count) were kept")
      }
    }

    /// The dropped item, where the snapshot heading to the screen has it,
    /// follows the item before it on screen, or else precedes the one after.
    func checkDropKept(_ item: Int, like moved: Plain) {
      let heading = model.heading
      guard failure == nil, let (section, index) = ApplyQueueModel.find(item, in: moved),
        let place = ApplyQueueModel.find(item, in: Self.plain(queue.snapshot))
      else { return }
      let neighbours = moved[section].items
      let items = Self.plain(queue.snapshot)[place.section].items
      if index > 0, ApplyQueueModel.find(neighbours[index - 1], in: heading) != nil {
        if place.index == 0 || items[place.index - 1] != neighbours[index - 1] {
          fail("the drop of \(item) after \(neighbours[index - 1]) is lost: \(Self.plain(queue.snapshot))")
        }
      }
    }

    // MARK: - Helpers

    func fail(_ message: String) { failure = failure ?? message }

    func newID() -> Int {
      nextID += 1
      return nextID
    }

    func completion(_ id: Int) -> @MainActor () -> Void {
      { [unowned self] in
        ran.append(id)
        guard failure == nil else { return }
        switch Int.random(in: 0..<12, using: &generator) {
        case 0, 1: enqueue()
        case 2: drop()
        case 3: whenApplied()
        default: break
        }
      }
    }

    /// Up to three sections of up to ten items, drawn from a small universe
    /// so that snapshots in a row share items and marks.
    func randomPlain() -> Plain {
      let sections = Array((0..<3).shuffled(using: &generator).prefix(Int.random(in: 0...3, using: &generator)))
      guard !sections.isEmpty else { return [] }
      var plain = sections.map { ApplyQueueModel.Section(id: $0, items: []) }
      for item in (0..<10).shuffled(using: &generator) where Int.random(in: 0..<10, using: &generator) < 7 {
        plain[Int.random(in: plain.indices, using: &generator)].items.append(item)
      }
      return plain
    }

    static func plain(_ snapshot: Snapshot<Int, Model>) -> Plain {
      snapshot.sections.map { ApplyQueueModel.Section(id: $0.model, items: $0.items.map(\.id)) }
    }

    static func name(_ action: Queue.Action) -> String {
      switch action {
      case .run(let request): "run \(plain(request.snapshot))"
      case .show: "show"
      case .wait: "wait"
      }
    }

    static func name(_ expected: ApplyQueueModel.Expected) -> String {
      switch expected {
      case .run(let entry): "run \(entry.plain)"
      case .show: "show"
      case .wait: "wait"
      }
    }
  }

  @Test func theQueueFollowsAPlainModelThroughRandomSteps() {
    let seeds: [UInt64] = [0x25_0003, 1, 2, 3, 4, 5, 6, 7]
    var steps = 0
    var seen: [String: Int] = [:]
    for seed in seeds {
      let harness = Harness(seed: seed)
      for step in 0..<PropertyTestBudget.cases(400) {
        harness.step()
        harness.check()
        steps += 1
        if let failure = harness.failure {
          Issue.record("seed \(seed), step \(step): \(failure)")
          return
        }
      }
      harness.drain()
      harness.check()
      harness.checkDrained()
      if let failure = harness.failure {
        Issue.record("seed \(seed), drained: \(failure)")
        return
      }
      seen.merge(harness.seen, uniquingKeysWith: +)
    }
    #expect(steps >= PropertyTestBudget.cases(3_200))
    for name in [
      "a completion's apply took a waiting one in", "coalesced", "stale diff", "drop while applying",
      "whenApplied waits",
    ] {
      #expect(
        seen[name, default: 0] >= max(1, PropertyTestBudget.cases(3_200) / 400), "too few cases of \(name): \(seen)")
    }
  }
}
