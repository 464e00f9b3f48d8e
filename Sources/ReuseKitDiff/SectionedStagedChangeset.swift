/// The changes between two sectioned collections, arranged into the fewest
/// batch updates that are each safe to apply at once.
///
/// Apply the stages in order. Before each stage, switch your data source to
/// that stage's data (``data(afterStage:)``), then perform the stage's
/// ``BatchUpdate`` in one `performBatchUpdates`. No stage moves a section
/// together with item changes inside it, reloads an item it also moves or
/// deletes, or moves an item out of a deleted section.
///
/// <!-- compile: prelude sectioned-store -->
/// ```swift
/// let changes = SectionedStagedChangeset(source: old, target: new)
/// for index in changes.stages.indices {
///   try list.performBatchUpdates(changes.stages[index]) {
///     data = changes.data(afterStage: index)
///   }
/// }
/// ```
public struct SectionedStagedChangeset<Model: Diffable, Item: Diffable> {
  /// The batch updates, in the order to apply them.
  public let stages: [BatchUpdate]
  /// The difference the stages express, worked out when asked.
  ///
  /// - Complexity: O(S + n + m) for S sections and n + m items.
  @inlinable
  package var difference: SectionedDifference<Model.DiffIdentifier, Item.DiffIdentifier> { core.difference() }

  /// Diffs `source` against `target` and stages the result.
  ///
  /// - Parameters:
  ///   - source: The sections the container shows before the update.
  ///   - target: The sections it shows after the last stage.
  ///   - updateStyle: Whether items whose content changed are reloaded or
  ///     reconfigured in place.
  ///   - identities: Whether section and item identities may repeat (the
  ///     default) or are known to be unique, as in a `Snapshot`, which lets
  ///     the diff skip hashing the untouched ends.
  /// - Complexity: O(S + n + m) expected for S sections and n + m items, plus
  ///   O(k log k) for the k matched items or sections that are out of order.
  @inlinable
  public init(
    source: [DiffSection<Model, Item>],
    target: [DiffSection<Model, Item>],
    updateStyle: UpdateStyle = .reload,
    identities: IdentityGuarantee = .mayRepeat
  ) {
    let core = SectionedDiffCore(source: source, target: target, identities: identities)
    let plan = SectionedStagePlanner(core: core, style: updateStyle).plan()
    self.core = core
    stages = plan.stages.map(\.update)
    kinds = plan.stages.map(\.kind)
    self.updateStyle = updateStyle
    reconfiguredSections = updateStyle == .reconfigure ? plan.updatedSections : []
  }

  /// With ``UpdateStyle/reconfigure``, the sections (at their indices in the
  /// target) whose model changed but whose identity stayed: their rows are
  /// not reloaded, and a container configures their headers and footers
  /// again in place once the stages are applied. Empty with
  /// ``UpdateStyle/reload``, whose stages reload those sections.
  public let reconfiguredSections: [Int]

  /// The data the container shows once stage `index` is applied.
  ///
  /// - Precondition: `index` is a stage of ``stages``; otherwise this stops
  ///   with a message naming the call, the index and the stage count.
  ///
  /// The last stage leads to the target itself; earlier stages build their
  /// data when asked, and nothing is copied for a stage nobody asks about.
  ///
  /// - Complexity: O(1) for the last stage; O(S + n + m) for earlier ones.
  @inlinable
  public func data(afterStage index: Int) -> [DiffSection<Model, Item>] {
    guard stages.indices.contains(index) else {
      fatalError(
        "\(Self.self).data(afterStage:): stage \(index) is out of range: there "
          + (stages.count == 1 ? "is 1 stage" : "are \(stages.count) stages"))
    }
    let later = kinds[(index + 1)...]
    let builder = StageDataBuilder(core: core)
    switch kinds[index] {
    case .final: return core.target
    case .updates: return builder.sourceWithNewContent()
    case .deletes: return builder.afterDeletes(newContent: updateStyle == .reload)
    case .sectionsMoved: return builder.afterSectionMoves(newContent: updateStyle == .reload)
    case .structure:
      return builder.target(
        oldModels: later.contains(.final), oldContent: updateStyle == .reconfigure && !later.isEmpty)
    }
  }

  @usableFromInline let core: SectionedDiffCore<Model, Item>
  @usableFromInline let kinds: [StageKind]
  @usableFromInline let updateStyle: UpdateStyle
}

extension SectionedStagedChangeset: Sendable
where Model: Sendable, Item: Sendable, Model.DiffIdentifier: Sendable, Item.DiffIdentifier: Sendable {}
