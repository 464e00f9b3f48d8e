import Foundation
import ReuseKit
import ReuseKitTestSupport
import Testing

/// The README's promises of loading more, under random seeded steps:
/// scrolls toward both ends, server pages with duplicates and moved items,
/// failures and retries, loads asked for by a button, full replaces during
/// a load, relaunches through a JSON reading position, rotations and late
/// sizes, at the top, the bottom or both, keeping either copy of a
/// duplicate. After every step, checked against a plain model: the list
/// holds exactly the model's items, so no identity is shown twice; at most
/// one load per edge; the reading position is held exactly through prepends
/// and restores; loads start only within the threshold; an edge whose load
/// failed shows its retry view, and only then.
@MainActor
@Suite struct PagingPropertyTests {
  static let steps = 50

  @Test(arguments: 0..<PropertyTestBudget.cases(40))
  func pagingKeepsItsPromises(seed: Int) async throws {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 2_900)
    let world = PagingWorld(&generator)
    var snapshot = Snapshot<Int, Model>()
    if Bool.random(using: &generator) {
      // The app shows a first window itself; otherwise the paging loads it.
      let start = Int.random(in: 0..<(world.historyCount - 30), using: &generator)
      let page = world.page(for: .init(edge: .bottom, boundaryItem: Model(id: start)), &generator)
      world.mergeIntoPlain(page, at: .bottom)
      snapshot = world.plainSnapshot
      await world.dataSource.apply(snapshot)
    }
    for step in 0..<Self.steps {
      try await Self.step(world, &generator, "seed \(seed) step \(step)")
    }
    #expect(await world.finish(), "seed \(seed): no load is left suspended")
  }

  static func step(_ world: PagingWorld, _ generator: inout SeededGenerator, _ label: String) async throws {
    var comment = Comment(rawValue: label)
    switch Int.random(in: 0..<20, using: &generator) {
    case 0..<6:
      let offset =
        Int.random(in: 0..<3, using: &generator) == 0
        ? Double.random(in: 0...max(1, world.maximumOffset), using: &generator)
        : Bool.random(using: &generator)
          ? Double.random(in: 0...world.list.viewport.height * 1.5, using: &generator)
          : world.maximumOffset - Double.random(in: 0...world.list.viewport.height * 1.5, using: &generator)
      comment = "\(label): scroll to \(offset)"
      world.list.viewport.offset = max(0, offset)
    case 6..<12:
      guard let pending = world.server.pending.randomElement(using: &generator) else { break }
      let edge = pending.request.edge
      if Int.random(in: 0..<4, using: &generator) == 0 {
        comment = "\(label): the load at the \(edge) fails"
        world.server.respond(at: edge, with: .failure(PagingWorld.Failure()))
        _ = await world.server.settle(world.paging)
        #expect(world.paging.state(of: edge).isFailed, comment)
        break
      }
      let page = world.page(for: pending.request, &generator)
      comment = "\(label): a page of \(page.sections.map(\.items)) at the \(edge)"
      let anchor = world.dataSource.scrolling.readingPosition?.itemID
      let before = anchor.flatMap(world.screenY(of:))
      let replaced = world.mergeIntoPlain(page, at: edge)
      world.server.respond(at: edge, with: .success(page))
      _ = await world.server.settle(world.paging)
      // Unless the list is too short to scroll that far, or the page moved the anchor.
      if edge == .top, let anchor, let before, !replaced.contains(anchor),
        world.list.viewport.offset < world.maximumOffset - 0.5
      {
        #expect(
          abs((world.screenY(of: anchor) ?? .infinity) - before) < 1e-6,
          "a prepend keeps the reading position; \(comment)")
      }
    case 12:
      guard let edge = ContentEdge.allCases.first(where: { world.paging.state(of: $0).isFailed }) else { break }
      comment = "\(label): retry at the \(edge)"
      world.explicit = true
      world.paging.retry(edge)
      world.explicit = false
      #expect(world.paging.state(of: edge).isLoading, comment)
    case 13:
      let edge: ContentEdge = Bool.random(using: &generator) ? .top : .bottom
      comment = "\(label): a button loads more at the \(edge)"
      world.explicit = true
      world.paging.loadMore(at: edge)
      world.explicit = false
    case 14:
      let start = Int.random(in: 0..<(world.historyCount - 30), using: &generator)
      comment = "\(label): a full replace from \(start) while \(world.server.pending.map(\.request.edge)) load"
      let loading = ContentEdge.allCases.filter { world.server.pending(at: $0) != nil }
      let old = world.dataSource.snapshot()
      world.plain = SnapshotMergeTests.Plain()
      world.mergeIntoPlain(
        world.page(for: .init(edge: .bottom, boundaryItem: Model(id: start)), &generator), at: .bottom)
      await world.dataSource.apply(world.plainSnapshot)
      for edge in loading where Self.boundary(of: old, edge) != Self.boundary(of: world.dataSource.snapshot(), edge) {
        #expect(world.server.pending(at: edge) == nil, "the load at the \(edge) is cancelled; \(comment)")
        #expect(!world.paging.state(of: edge).isFailed, comment)
      }
    case 15, 16:
      guard let position = world.dataSource.scrolling.readingPosition else { break }
      let saved = try JSONEncoder().encode(position)
      let width = Double.random(in: 150...320, using: &generator)
      comment = "\(label): a relaunch at width \(width) restores \(position)"
      world.launch(width: width, height: 300)
      world.dataSource.scrolling.restore(try JSONDecoder().decode(ReadingPosition<Int, Int>.self, from: saved))
      await world.dataSource.apply(world.plainSnapshot)
      #expect(world.shows(position), comment)
    case 17:
      guard let position = world.dataSource.scrolling.readingPosition else { break }
      let viewport = world.list.viewport
      comment = "\(label): a rotation from \(viewport)"
      world.list.viewport = Viewport(width: viewport.height, height: viewport.width, offset: viewport.offset)
      #expect(world.shows(position), comment)
    default:
      let visible = world.list.visibleItemPaths
      guard let path = visible.randomElement(using: &generator),
        let anchor = world.dataSource.scrolling.readingPosition?.itemID, let before = world.screenY(of: anchor)
      else { break }
      comment = "\(label): a late size for \(path)"
      world.list.reportHeight(Double.random(in: 10...200, using: &generator), forItemAt: path)
      world.list.layoutIfNeeded()
      let reported = world.dataSource.snapshot().itemIdentifier(at: path)?.id
      if reported != anchor, world.list.viewport.offset < world.maximumOffset - 0.5 {
        #expect(abs((world.screenY(of: anchor) ?? .infinity) - before) < 1e-6, comment)
      }
    }
    #expect(await world.server.settle(world.paging), comment)
    check(world, comment)
  }

  /// The promises that hold after every step.
  static func check(_ world: PagingWorld, _ comment: Comment) {
    let snapshot = world.dataSource.snapshot()
    #expect(snapshot.sections.map(\.items) == world.plain.sections.map(\.items), comment)
    let shown = world.list.visibleViewModels(of: MessageView.self).map(\.id)
    #expect(Set(shown).count == shown.count, "an identity shown twice; \(comment)")
    for edge in ContentEdge.allCases {
      #expect(world.server.pending.count { $0.request.edge == edge } <= 1, comment)
      #expect(world.server.mostPending[edge] ?? 0 <= 1, "two loads at once at the \(edge); \(comment)")
      let sectionCount = world.list.content.sectionCounts.count
      guard sectionCount > 0 else { continue }
      let configuration =
        edge == .top
        ? world.list.content.supplementaryConfiguration(ofKind: .header, inSection: 0)
        : world.list.content.supplementaryConfiguration(ofKind: .footer, inSection: sectionCount - 1)
      let showsRetry = configuration?.reuseIdentifier == ReuseIdentifier(LabelView.self)
      #expect(showsRetry == world.paging.state(of: edge).isFailed, "the retry view at the \(edge); \(comment)")
    }
    #expect(world.lateStarts.isEmpty, comment)
    world.lateStarts = []
  }

  static func boundary(of snapshot: Snapshot<Int, Model>, _ edge: ContentEdge) -> Int? {
    edge == .top
      ? snapshot.sections.first { !$0.items.isEmpty }?.items.first?.id
      : snapshot.sections.last { !$0.items.isEmpty }?.items.last?.id
  }
}
