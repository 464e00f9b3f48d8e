import ReuseKit

/// The diff fuzz check: bytes become two sectioned collections with
/// duplicate sections and items; both staged changesets (reload and
/// reconfigure) must replay to the target, and every stage must pass a
/// headless list's batch-update validation and leave it showing the target.
@MainActor
public enum DiffFuzzCheck {
  // MARK: - Public

  /// A source and a target decoded from `bytes`: up to 5 sections of up to 8
  /// items each, from small alphabets of identities so that they repeat.
  public static func decode(_ bytes: [UInt8]) -> (
    source: [DiffSection<Model, Model>], target: [DiffSection<Model, Model>]
  ) {
    var input = FuzzBytes(bytes)
    let source = sections(&input)
    let target = sections(&input)
    return (source, target)
  }

  /// Checks the diff of the collections `bytes` decode to.
  ///
  /// - Throws: ``FuzzFailure`` naming the collections and what went wrong.
  @MainActor
  public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
    let (source, target) = decode(bytes)
    let flatSource = source.flatMap(\.items)
    let flatTarget = target.flatMap(\.items)
    for style in [UpdateStyle.reload, .reconfigure] {
      let context = "\(style) \(describe(source)) → \(describe(target))"
      let changes = SectionedStagedChangeset(source: source, target: target, updateStyle: style)
      try replay(
        changes.stages, reconfiguring: changes.reconfiguredSections, source: source, target: target, context: context
      ) { changes.data(afterStage: $0) }
      try showInList(changes.stages, source: source, target: target, context: context) { changes.data(afterStage: $0) }

      let flat = StagedChangeset(source: flatSource, target: flatTarget, updateStyle: style)
      let wrap = { (items: [Model]) in [DiffSection(model: Model(id: 0), items: items)] }
      let flatContext = "flat \(style) \(flatSource) → \(flatTarget)"
      try replay(
        flat.stages, reconfiguring: [], source: wrap(flatSource), target: wrap(flatTarget), context: flatContext
      ) {
        wrap(flat.data(afterStage: $0))
      }
      try showInList(flat.stages, source: wrap(flatSource), target: wrap(flatTarget), context: flatContext) {
        wrap(flat.data(afterStage: $0))
      }
    }
  }

  // MARK: - Private

  private static func sections(_ input: inout FuzzBytes) -> [DiffSection<Model, Model>] {
    (0..<input.int(below: 6)).map { _ in
      let model = Model(id: input.int(below: 8), value: input.int(below: 2))
      let items = (0..<input.int(below: 9)).map { _ in
        let byte = Int(input.byte())
        return Model(id: byte % 24, value: byte / 24 % 2)
      }
      return DiffSection(model: model, items: items)
    }
  }

  private static func describe(_ sections: [DiffSection<Model, Model>]) -> String {
    "[" + sections.map { "\($0.model): \($0.items)" }.joined(separator: ", ") + "]"
  }

  /// Replays `stages` with the reference, checking that each leads to its data
  /// and the last to the target.
  private static func replay(
    _ stages: [BatchUpdate], reconfiguring sections: [Int], source: [DiffSection<Model, Model>],
    target: [DiffSection<Model, Model>], context: String, data: (Int) -> [DiffSection<Model, Model>]
  ) throws(FuzzFailure) {
    var current = source
    for (index, stage) in stages.enumerated() {
      guard !stage.isEmpty else { throw FuzzFailure("stage \(index) is empty: \(context)") }
      let next = data(index)
      current = ReplayReference.apply(stage, to: current, next: next)
      if index == stages.count - 1 { current = ReplayReference.reconfiguring(sections, of: current, from: next) }
      guard ReplayReference.isSame(current, next) else {
        throw FuzzFailure("stage \(index) \(stage) does not lead to its data: \(context)")
      }
    }
    current = ReplayReference.reconfiguring(sections, of: current, from: target)
    guard ReplayReference.isSame(current, target) else {
      throw FuzzFailure("the stages \(stages) do not lead to the target: \(context)")
    }
  }

  /// Performs `stages` on a headless list tall enough to show every item,
  /// switching its data at each stage; every stage must be accepted and the
  /// list must end up showing the target's items.
  private static func showInList(
    _ stages: [BatchUpdate], source: [DiffSection<Model, Model>], target: [DiffSection<Model, Model>],
    context: String, data: (Int) -> [DiffSection<Model, Model>]
  ) throws(FuzzFailure) {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 10_000), rowHeight: 10)
    list.register(ModelView.self)
    let dataSource = ModelSectionsDataSource(sections: source, container: list)
    list.dataSource = dataSource
    list.reloadData()
    for (index, stage) in stages.enumerated() {
      do {
        try list.performBatchUpdates(stage) { dataSource.sections = data(index) }
      } catch {
        throw FuzzFailure("stage \(index) \(stage) was rejected (\(error.message)): \(context)")
      }
    }
    let shown = list.visibleItemPaths.map { list.cell(at: $0, as: ModelView.self)?.viewModel }
    let expected: [Model?] = target.flatMap(\.items)
    guard list.numberOfSections == target.count,
      target.indices.allSatisfy({ list.numberOfItems(inSection: $0) == target[$0].items.count }), shown == expected
    else {
      throw FuzzFailure("the list shows \(shown) instead of the target: \(context)")
    }
  }
}
