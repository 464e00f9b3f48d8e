import ReuseKit
import ReuseKitTestSupport
import Testing

/// README's promise of the reading position, under random seeded steps:
/// animated and non-animated applies of inserts, deletes, moves and edits in
/// three sections, applies while hidden, reloads, applies from inside the
/// cell provider, applies near the end whose second batch makes rows
/// taller, width and text-size changes, late sizes, scrolls, scrolls to
/// items, sticking to the bottom, with self-sizing headers and a footer,
/// pinned or not. After every step, checked against a plain model of the
/// items: the first item visible before the step that survives it (and is
/// not moved) is exactly where it was on screen, unless the list cannot
/// scroll that far; while sticking to the bottom, the end is in view; every
/// visible row is measured and shows its item.
@MainActor
@Suite struct ReadingPositionPropertyTests {
  typealias Fixture = ReadingPositionTests

  /// The plain model: the items of each section, and what the step did.
  struct Model3 {
    var sections: [[Model]] = [[], [], []]
    /// The identity of each section, in order; a step may reorder them.
    var sectionIDs = [0, 1, 2]
    var nextID = 0
    /// Items the step moved; they never anchor.
    var moved: Set<Int> = []
    /// Whether the step reflowed every item (width or text size), so the
    /// anchor keeps a share of its height rather than a distance.
    var reflowed = false
    /// Whether the step scrolled, so there is no anchor to keep.
    var scrolled = false

    var snapshot: Snapshot<Int, Model> {
      var snapshot = Snapshot<Int, Model>()
      snapshot.appendSections(sectionIDs)
      for (section, items) in zip(sectionIDs, sections) { snapshot.appendItems(items, toSection: section) }
      return snapshot
    }

    mutating func newItem(_ generator: inout SeededGenerator) -> Model {
      defer { nextID += 1 }
      return Model(id: nextID, value: Int.random(in: 1...120, using: &generator))
    }

    /// A random change: inserts, deletes, one move and content edits.
    mutating func change(_ generator: inout SeededGenerator) {
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        let section = Int.random(in: 0..<3, using: &generator)
        let index = Int.random(in: 0...sections[section].count, using: &generator)
        sections[section].insert(newItem(&generator), at: index)
      }
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let section = Int.random(in: 0..<3, using: &generator)
        guard !sections[section].isEmpty else { continue }
        sections[section].remove(at: Int.random(in: sections[section].indices, using: &generator))
      }
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        let section = Int.random(in: 0..<3, using: &generator)
        guard !sections[section].isEmpty else { continue }
        let index = Int.random(in: sections[section].indices, using: &generator)
        sections[section][index].value = Int.random(in: 1...120, using: &generator)
      }
      if Bool.random(using: &generator) { move(&generator) }
      if Int.random(in: 0..<4, using: &generator) == 0 {
        // The first or last section moves to the other end: with item
        // changes inside, that takes several batches. Its items move away.
        let (from, to) = Bool.random(using: &generator) ? (0, 2) : (2, 0)
        sectionIDs.insert(sectionIDs.remove(at: from), at: to)
        sections.insert(sections.remove(at: from), at: to)
        moved.formUnion(sections[to].map(\.id))
      }
    }

    /// Deletes one to three of the last items and makes one or two of the
    /// items `visible` (ids) that are left longer: near the end, the deletes'
    /// batch alone would keep the offset within a shorter list than the
    /// second batch, of the taller rows, leaves.
    mutating func shrinkTheEndAndGrow(_ visible: [Int], _ generator: inout SeededGenerator) {
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        guard let section = sections.lastIndex(where: { !$0.isEmpty }) else { break }
        sections[section].removeLast()
      }
      let left = visible.filter { id in sections.contains { $0.contains { $0.id == id } } }
      for id in left.shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator)) {
        for section in sections.indices {
          guard let index = sections[section].firstIndex(where: { $0.id == id }) else { continue }
          sections[section][index].value += Int.random(in: 40...160, using: &generator)
        }
      }
    }

    /// Moves one item to another section, or at least two places along its
    /// own, so that the fewest moves move exactly that item: an adjacent
    /// swap could move either of the two.
    mutating func move(_ generator: inout SeededGenerator) {
      let from = Int.random(in: 0..<3, using: &generator)
      guard !sections[from].isEmpty else { return }
      let index = Int.random(in: sections[from].indices, using: &generator)
      let to = Int.random(in: 0..<3, using: &generator)
      let count = sections[to].count - (from == to ? 1 : 0)
      let target = Int.random(in: 0...max(0, count), using: &generator)
      guard from != to || abs(target - index) >= 2 else { return }
      let item = sections[from].remove(at: index)
      sections[to].insert(item, at: target)
      moved.insert(item.id)
    }
  }

  /// What the list showed before a step: the visible items with their
  /// frames, the offset, and whether the end was in view.
  struct Before {
    var visible: [(id: Int, frame: LayoutRect)]
    var offset: Double
    var atBottom: Bool
  }

  static func before(_ list: HeadlessList, _ dataSource: DiffableDataSource<Int, Model>) -> Before {
    let offset = list.viewport.offset
    let visible = list.visibleItemPaths.compactMap { path -> (id: Int, frame: LayoutRect)? in
      let frame = list.layout.frame(of: path)
      guard frame.maxY > offset, let item = dataSource.itemIdentifier(for: path) else { return nil }
      return (item.id, frame)
    }
    let end = max(0, list.contentSize.height - list.viewport.height)
    return Before(visible: visible, offset: offset, atBottom: offset >= end - 0.5)
  }

  @Test func theReadingPositionHoldsThroughRandomSteps() async {
    var generator = SeededGenerator(seed: 0x15_0004)
    var model = Model3()
    var fromProvider: [@MainActor () -> Void] = []
    let list = HeadlessList(
      viewport: Viewport(width: 200, height: 300),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
    let dataSource = DiffableDataSource<Int, Model>(list) { item in
      if let work = fromProvider.popLast() { work() }
      return .view(MessageView.self, item)
    }
    // Headers that wrap, so they size themselves at each width; a footer
    // under one section.
    dataSource.supplementaryViewProvider = { kind, section in
      switch kind {
      case .header: .view(LabelView.self, "section \(section), " + String(repeating: "x", count: 10 * section))
      default: section == 1 ? .view(LabelView.self, "end of 1") : nil
      }
    }
    for _ in 0..<60 { model.sections[model.nextID % 3].append(model.newItem(&generator)) }
    dataSource.apply(model.snapshot, completion: nil)
    defer { MessageView.textScale = 1 }
    var anchoredSteps = 0
    var twoBatchApplies = 0
    let steps = PropertyTestBudget.cases(2_000)

    for step in 0..<steps {
      model.moved = []
      model.reflowed = false
      model.scrolled = false
      var before = Self.before(list, dataSource)
      let kind = Int.random(in: 0..<14, using: &generator)
      switch kind {
      case 0, 1, 2:
        model.change(&generator)
        dataSource.apply(
          model.snapshot, animation: Bool.random(using: &generator) ? .automatic : .none, completion: nil)
      case 3:
        model.change(&generator)
        list.isVisible = false
        dataSource.apply(model.snapshot, completion: nil)
        list.isVisible = true
        model.moved = []
      case 4:
        model.change(&generator)
        // A reload keeps the first visible item that survives, moved or not.
        dataSource.applySnapshotUsingReloadData(model.snapshot, completion: nil)
        model.moved = []
      case 5:
        // An apply from inside the cell provider waits for the list's pass.
        model.change(&generator)
        let snapshot = model.snapshot
        fromProvider.append { [weak dataSource] in dataSource?.apply(snapshot, completion: nil) }
        list.viewport.offset += Double.random(in: -30...30, using: &generator)
        model.scrolled = true
        for work in fromProvider { work() }
        fromProvider = []
      case 6:
        model.reflowed = true
        // A rotation, a split-screen resize, or a keyboard.
        list.viewport = Viewport(
          width: [120, 200, 320].randomElement(using: &generator) ?? 200,
          height: [150, 300, 450].randomElement(using: &generator) ?? 300, offset: list.viewport.offset)
      case 7:
        model.reflowed = true
        MessageView.textScale = [1, 1.25, 1.5].randomElement(using: &generator) ?? 1
        list.contentSizeCategoryDidChange()
      case 8:
        if let path = list.visibleItemPaths.randomElement(using: &generator) {
          list.reportHeight(Double.random(in: 10...200, using: &generator), forItemAt: path)
          list.layoutIfNeeded()
        }
      case 9:
        model.scrolled = true
        let end = max(0, list.contentSize.height - list.viewport.height)
        list.viewport.offset = Double.random(in: 0...max(1, end), using: &generator)
      case 10:
        model.scrolled = true
        Self.scrollToRandomItem(list, dataSource, model, &generator)
      case 11:
        model.scrolled = true
        dataSource.scrolling.scrollToBottom()
        #expect(list.viewport.offset == max(0, list.contentSize.height - list.viewport.height), "step \(step)")
      case 13:
        // Near the end, an apply of two batches: the last rows go, then
        // rows on screen grow.
        let end = max(0, list.contentSize.height - list.viewport.height)
        list.viewport.offset = max(0, end - Double.random(in: 0...60, using: &generator))
        before = Self.before(list, dataSource)
        model.shrinkTheEndAndGrow(before.visible.map(\.id), &generator)
        let batches = dataSource.batchUpdateCount
        dataSource.apply(
          model.snapshot, animation: Bool.random(using: &generator) ? .automatic : .none, completion: nil)
        if dataSource.batchUpdateCount == batches + 2 { twoBatchApplies += 1 }
      default:
        list.sticksToBottom.toggle()
        list.pinsSectionHeaders.toggle()
      }
      if Self.check(list, dataSource, model, before, step: "\(step) (kind \(kind))") { anchoredSteps += 1 }
      if dataSource.isApplying { await dataSource.apply(dataSource.snapshot()) }
    }
    // Most steps must have had an anchor to keep, or the test proves little.
    #expect(anchoredSteps * 2 > steps, "\(anchoredSteps) of \(steps) steps checked an anchor")
    // And enough of the applies near the end took two batches.
    #expect(twoBatchApplies * 50 > steps, "\(twoBatchApplies) of \(steps) steps applied two batches near the end")
  }

  static func scrollToRandomItem(
    _ list: HeadlessList, _ dataSource: DiffableDataSource<Int, Model>, _ model: Model3,
    _ generator: inout SeededGenerator
  ) {
    let ids = model.sections.flatMap { $0.map(\.id) }
    guard let id = ids.randomElement(using: &generator) else { return }
    let position = [ScrollPosition.top, .center, .bottom].randomElement(using: &generator) ?? .top
    dataSource.scrolling.scrollToItem(withID: id, at: position)
    guard let path = dataSource.itemPath(forID: id) else { return }
    let frame = list.layout.frame(of: path)
    let viewport = list.viewport
    let wanted: Double
    switch position {
    case .top: wanted = frame.minY
    case .center: wanted = frame.minY + (frame.height - viewport.height) / 2
    case .bottom: wanted = frame.maxY - viewport.height
    }
    let end = max(0, list.contentSize.height - viewport.height)
    #expect(viewport.offset == min(max(0, wanted), end), "scroll to \(id) at \(position)")
  }

  /// Checks the list after `step`; returns whether it checked an anchor or
  /// the bottom.
  @discardableResult
  static func check(
    _ list: HeadlessList, _ dataSource: DiffableDataSource<Int, Model>, _ model: Model3, _ before: Before, step: String
  ) -> Bool {
    let viewport = list.viewport
    let end = max(0, list.contentSize.height - viewport.height)
    #expect(dataSource.snapshot().itemIdentifiers == model.snapshot.itemIdentifiers, "step \(step)")
    #expect(viewport.offset >= 0 && viewport.offset <= end, "step \(step): offset \(viewport.offset), end \(end)")
    for path in list.visibleItemPaths {
      #expect(list.layout.isMeasured(path), "step \(step): \(path) is visible and not measured")
      #expect(
        list.cell(at: path, as: MessageView.self)?.view.model == dataSource.itemIdentifier(for: path),
        "step \(step): \(path)")
    }
    for (index, id) in model.sectionIDs.enumerated() {
      guard let header = list.supplementaryView(ofKind: .header, inSection: index, as: LabelView.self) else { continue }
      #expect(header.viewModel?.hasPrefix("section \(id),") == true, "step \(step): the header of section \(index)")
    }
    guard !model.scrolled, !dataSource.isApplying else { return false }
    if list.sticksToBottom, before.atBottom {
      #expect(viewport.offset == end, "step \(step): stuck to the bottom, offset \(viewport.offset), end \(end)")
      return true
    }
    guard
      let anchor = before.visible.first(where: {
        !model.moved.contains($0.id) && dataSource.itemPath(forID: $0.id) != nil
      }),
      let path = dataSource.itemPath(forID: anchor.id)
    else { return false }
    let frame = list.layout.frame(of: path)
    let distance = before.offset - anchor.frame.minY
    let wanted =
      model.reflowed && anchor.frame.height > 0
      ? frame.minY + distance / anchor.frame.height * frame.height : frame.minY + distance
    #expect(
      viewport.offset == min(max(0, wanted), end),
      "step \(step): item \(anchor.id) at \(frame.minY - viewport.offset), was \(anchor.frame.minY - before.offset)")
    return true
  }
}
