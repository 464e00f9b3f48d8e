import ReuseKit
import ReuseKitTestSupport
import Testing

/// A view whose height depends on its model, so rows are measured and
/// measured again as their content changes.
@MainActor
private final class SizedModelView: ConfigurableView {
  private(set) var model: Model?
  func configure(with viewModel: Model) { model = viewModel }
  func preferredHeight(forWidth width: Double) -> Double? { Double(8 + ((model?.id ?? 0) + (model?.value ?? 0)) % 9) }
}

/// README's promise that no update is lost, under an app's load: random,
/// seeded steps of edits made from app code, from completions and from inside
/// the cell provider, on and off the main actor, with scrolls (from app code
/// and from inside the provider) and late heights in between, checked after
/// every step against a plain array.
@MainActor
@Suite struct ReentrantApplyPropertyTests {
  /// What the data source must be heading to, and the work that waits for
  /// the cell provider's next call.
  @MainActor
  final class Harness {
    var expected: [Model] = []
    var nextID = 0
    var fromProvider: [@MainActor () -> Void] = []
    var generator: SeededGenerator
    weak var dataSource: DiffableDataSource<Int, Model>?

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    /// One random change to the snapshot the data source is heading to, made
    /// the way an app makes it, and the same change to `expected`.
    func edit(completion: (@MainActor () -> Void)? = nil) {
      guard let dataSource else { return }
      var next = dataSource.snapshot()
      switch Int.random(in: 0..<4, using: &generator) {
      case 0, 1:
        let model = Model(id: nextID)
        nextID += 1
        next.appendItems([model])
        expected.append(model)
      case 2 where !expected.isEmpty:
        let index = Int.random(in: expected.indices, using: &generator)
        next.deleteItems(ids: [expected[index].id])
        expected.remove(at: index)
      default:
        guard !expected.isEmpty else { return }
        let index = Int.random(in: expected.indices, using: &generator)
        expected[index].value += 1
        next.replaceItem(expected[index])
      }
      let policies: [DiffingPolicy] = [.automatic, .mainActor, .background]
      let diffing = policies[Int.random(in: 0..<3, using: &generator)]
      dataSource.apply(next, diffing: diffing, completion: completion)
    }
  }

  @Test func randomReentrantAppliesNeverLoseAnUpdate() async {
    let harness = Harness(seed: 0x15_0002)
    let list = HeadlessList(
      viewport: Viewport(width: 100, height: 60), arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 10)))
    let dataSource = DiffableDataSource<Int, Model>(list) { item in
      if let work = harness.fromProvider.popLast() { work() }
      return .view(SizedModelView.self, item)
    }
    dataSource.backgroundDiffingThreshold = 3
    harness.dataSource = dataSource
    var start = Snapshot<Int, Model>()
    start.appendSections([0])
    await dataSource.apply(start)

    for step in 0..<PropertyTestBudget.cases(2_000) {
      switch Int.random(in: 0..<7, using: &harness.generator) {
      case 0: harness.edit()
      case 1: harness.fromProvider.append { harness.edit() }
      case 6:
        // A scroll set from inside the cell provider, in the middle of the
        // list's own pass: it waits for the pass, and is not lost.
        let offset = Double.random(in: 0...400, using: &harness.generator)
        harness.fromProvider.append { [weak list] in list?.viewport.offset = offset }
      case 2: harness.edit { harness.edit() }
      case 3:
        let height = max(0, list.contentSize.height - list.viewport.height)
        list.viewport.offset = Double.random(in: 0...max(1, height), using: &harness.generator)
      case 4:
        if let path = list.visibleItemPaths.randomElement(using: &harness.generator) {
          list.reportHeight(Double.random(in: 5...30, using: &harness.generator), forItemAt: path)
          list.layoutIfNeeded()
        }
      default: await dataSource.apply(dataSource.snapshot())
      }
      #expect(dataSource.snapshot().itemIdentifiers == harness.expected, "step \(step)")
      #expect(list.viewport.offset >= 0, "step \(step)")
      #expect(list.viewport.offset <= max(0, list.contentSize.height - list.viewport.height), "step \(step)")
      if !dataSource.isApplying {
        Self.expectShows(list, harness.expected, step: step)
      }
    }
    // Settle: the work left for the provider, and edits that completions of
    // earlier applies make, may each start another apply; await until none
    // is left, so that the list is checked against what it was last given.
    for _ in 0..<100 {
      let works = harness.fromProvider
      harness.fromProvider = []
      for work in works { work() }
      await dataSource.apply(dataSource.snapshot())
      if harness.fromProvider.isEmpty, !dataSource.isApplying { break }
    }
    #expect(harness.fromProvider.isEmpty && !dataSource.isApplying, "the applies settle")
    #expect(dataSource.snapshot().itemIdentifiers == harness.expected)
    Self.expectShows(list, harness.expected, step: -1)
  }

  /// The list holds `expected`, and every visible cell shows its item.
  static func expectShows(
    _ list: HeadlessList, _ expected: [Model], step: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(list.numberOfItems(inSection: 0) == expected.count, "step \(step)", sourceLocation: sourceLocation)
    for path in list.visibleItemPaths where path.item < expected.count {
      let shown = list.cell(at: path, as: SizedModelView.self)?.view.model
      #expect(shown == expected[path.item], "step \(step), \(path)", sourceLocation: sourceLocation)
    }
  }
}
