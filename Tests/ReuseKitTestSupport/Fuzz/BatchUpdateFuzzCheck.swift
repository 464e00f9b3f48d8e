import ReuseKit

/// The batch-update fuzz check: bytes become item counts, a batch update
/// that often breaks a rule, and the data a data source switches to. The
/// update goes to a headless list or grid, to ``ReferenceBatchUpdate`` and to
/// ``ReferenceBatchUpdateChecker``, whose verdict and message the container must match.
/// An accepted update must leave the container showing what the reference
/// computes; a rejected one must leave the container as it was, and usable.
@MainActor
public enum BatchUpdateFuzzCheck {
  // MARK: - Public

  /// One decoded case.
  public struct Case: CustomStringConvertible {
    /// The item count of each section before the update.
    public var before: [Int]
    /// The update.
    public var update: BatchUpdate
    /// How many items the reference puts in an inserted or reloaded section.
    public var newSectionSize: Int
    /// A change to one section's count after the update, as (section, ±1), or `nil`.
    public var countChange: (section: Int, delta: Int)?
    /// Whether the container is a grid rather than a list.
    public var grid: Bool

    /// The case, for failure messages.
    public var description: String {
      "\(grid ? "grid" : "list") \(before) \(update) new sections of \(newSectionSize)"
        + (countChange.map { " count change \($0)" } ?? "")
    }
  }

  /// The case `bytes` decode to.
  public static func decode(_ bytes: [UInt8]) -> Case {
    var input = FuzzBytes(bytes)
    let grid = input.bool()
    let before = (0..<(1 + input.int(below: 4))).map { _ in input.int(below: 6) }
    let newSectionSize = input.int(below: 4)
    let countChange: (Int, Int)? = input.int(below: 4) == 0 ? (input.int(below: 8), input.bool() ? 1 : -1) : nil
    var update = BatchUpdate()
    func section(extra: Int = 1) -> Int { input.int(below: before.count + extra) }
    func path(end: Bool) -> ItemPath {
      let section = section()
      let count = section < before.count ? before[section] : 1
      return ItemPath(item: input.int(below: count + (end ? 2 : 1)), section: section)
    }
    for _ in 0..<input.int(below: 12) {
      switch input.int(below: 9) {
      case 0: update.deletedSections.append(section())
      case 1: update.insertedSections.append(section(extra: 2))
      case 2: update.movedSections.append(Move(from: section(), to: section()))
      case 3: update.reloadedSections.append(section())
      case 4: update.deletedItems.append(path(end: false))
      case 5: update.insertedItems.append(path(end: true))
      case 6: update.movedItems.append(Move(from: path(end: false), to: path(end: true)))
      case 7: update.reloadedItems.append(path(end: false))
      default: update.reconfiguredItems.append(path(end: false))
      }
    }
    return Case(before: before, update: update, newSectionSize: newSectionSize, countChange: countChange, grid: grid)
  }

  /// Checks the case `bytes` decode to.
  ///
  /// - Throws: ``FuzzFailure`` naming the case and what went wrong.
  @MainActor
  public static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
    let fuzzCase = decode(bytes)
    if fuzzCase.grid {
      try check(fuzzCase, in: HeadlessGrid(viewport: Viewport(width: 300, height: 10_000), rowHeight: 10, columns: 3))
    } else {
      try check(fuzzCase, in: HeadlessList(viewport: Viewport(width: 300, height: 10_000), rowHeight: 10))
    }
  }

  // MARK: - Private

  /// What a container shows.
  private struct Shown: Equatable {
    var counts: [Int]
    var paths: [ItemPath]
    var texts: [String?]

    @MainActor
    init<Arrangement>(_ container: HeadlessContainer<Arrangement>) {
      counts = (0..<container.numberOfSections).map(container.numberOfItems(inSection:))
      paths = container.visibleItemPaths
      texts = container.visibleItemPaths.map { container.cell(at: $0, as: LabelView.self)?.viewModel }
    }
  }

  @MainActor
  private static func check<Arrangement>(_ fuzzCase: Case, in container: HeadlessContainer<Arrangement>)
    throws(FuzzFailure)
  {
    let update = fuzzCase.update
    // Old items are `o<section>.<item>`, new ones `n<section>.<item>` by their
    // final path, and items of new sections `N<section>.<item>`.
    let old = fuzzCase.before.enumerated().map { section, count in (0..<count).map { "o\(section).\($0)" } }
    let result = ReferenceBatchUpdate(update).apply(
      to: old, newSection: { section in (0..<fuzzCase.newSectionSize).map { "N\(section).\($0)" } },
      newItem: { "n\($0.section).\($0.item)" })
    var after = result ?? old
    if let change = fuzzCase.countChange, !after.isEmpty {
      let section = change.section % after.count
      if change.delta > 0 {
        after[section].append("x")
      } else if !after[section].isEmpty {
        after[section].removeLast()
      }
    }

    container.register(LabelView.self)
    let dataSource = StringsDataSource(sections: old, container: container)
    container.dataSource = dataSource
    container.reloadData()
    let shownBefore = Shown(container)
    // The container must agree with the separate model of UIKit's checks.
    let verdict = ReferenceBatchUpdateChecker(isList: !fuzzCase.grid, containerDescription: container.description)
      .check(update, before: fuzzCase.before, after: after.map(\.count))
    var rejection: BatchUpdateError?
    do {
      try container.performBatchUpdates(update) { dataSource.sections = after }
    } catch {
      rejection = error
    }
    guard rejection?.message == verdict?.message else {
      throw FuzzFailure(
        "\(rejection.map { "rejected (\($0.message))" } ?? "accepted"), the reference says "
          + "\(verdict?.description ?? "accepted"): \(fuzzCase)")
    }
    if let error = rejection {
      guard Shown(container) == shownBefore else {
        throw FuzzFailure("rejected (\(error.message)) but the container changed: \(fuzzCase)")
      }
      dataSource.sections = old
      do {
        try container.performBatchUpdates(BatchUpdate()) {}
      } catch {
        throw FuzzFailure("an empty update after a rejection was rejected (\(error.message)): \(fuzzCase)")
      }
      guard Shown(container) == shownBefore else {
        throw FuzzFailure("an empty update after a rejection changed the container: \(fuzzCase)")
      }
      return
    }
    guard let result else { throw FuzzFailure("accepted, but the reference cannot apply it: \(fuzzCase)") }
    guard after.count == result.count else { throw FuzzFailure("accepted a wrong section count: \(fuzzCase)") }
    // Only inserted and reloaded sections may hold any number of items.
    let sources = sectionSources(update, before: fuzzCase.before) ?? []
    for (section, source) in sources.enumerated() where source != nil && after[section] != result[section] {
      throw FuzzFailure("accepted a wrong count in section \(section): \(fuzzCase)")
    }
    let shown = Shown(container)
    let texts: [String?] = after.flatMap { $0 }
    guard shown.counts == after.map(\.count), shown.texts == texts else {
      throw FuzzFailure("shows \(shown.texts), the reference \(texts): \(fuzzCase)")
    }
  }

  /// The old section each final section continues, by the reference.
  private static func sectionSources(_ update: BatchUpdate, before: [Int]) -> [Int?]? {
    let sectionsOnly = BatchUpdate(
      deletedSections: update.deletedSections, insertedSections: update.insertedSections,
      movedSections: update.movedSections, reloadedSections: update.reloadedSections)
    let reloaded = Set(update.reloadedSections)
    return ReferenceBatchUpdate(sectionsOnly).apply(
      to: before.indices.map { [reloaded.contains($0) ? nil : $0] }, newSection: { _ in [nil] }, newItem: { _ in nil }
    )?.map { $0.first ?? nil }
  }
}
