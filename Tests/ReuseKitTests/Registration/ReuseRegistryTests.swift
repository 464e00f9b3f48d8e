import ReuseKit
import ReuseKitTestSupport
import Testing

private enum Feed {
  @MainActor final class Cell: ConfigurableView {
    init() {}
    func configure(with viewModel: Int) {}
  }
}

private enum Profile {
  @MainActor final class Cell: ConfigurableView {
    init() {}
    func configure(with viewModel: String) {}
  }
}

@MainActor
@Suite struct ReuseRegistryTests {
  @Test func identifiersAreFullyQualified() {
    let feed = ReuseIdentifier(Feed.Cell.self)
    let profile = ReuseIdentifier(Profile.Cell.self)
    #expect(feed != profile)
    #expect(feed.rawValue.hasPrefix("ReuseKitTests."))
    #expect(feed.rawValue.hasSuffix(".Feed.Cell"))
    #expect(profile.rawValue.hasSuffix(".Profile.Cell"))
  }

  @Test func sameNamedTypesGetSeparatePools() throws {
    let registry = ReuseRegistry()
    registry.register(HostingCell<Feed.Cell>.self)
    registry.register(HostingCell<Profile.Cell>.self)
    let feed = registry.dequeue(HostingCell<Feed.Cell>.self)
    let profile = registry.dequeue(HostingCell<Profile.Cell>.self)
    registry.recycle(feed)
    #expect(registry.pool(for: Feed.Cell.self)?.availableCount == 1)
    #expect(registry.pool(for: Profile.Cell.self)?.availableCount == 0)
    _ = profile
  }

  @Test func dequeueReusesAndPrepares() throws {
    let registry = ReuseRegistry()
    registry.register(HostingCell<LabelView>.self)
    let first = registry.dequeue(HostingCell<LabelView>.self)
    first.configure(with: "hello")
    #expect(first.view.text == "hello")
    #expect(first.viewModel == "hello")
    registry.recycle(first)
    let second = registry.dequeue(HostingCell<LabelView>.self)
    #expect(second === first)
    #expect(second.view.prepareCount == 1)
    #expect(second.view.text.isEmpty)
    #expect(second.viewModel == nil)
    let third = registry.dequeue(HostingCell<LabelView>.self)
    #expect(third !== first)
    #expect(registry.createdCount == 2)
    #expect(registry.reusedCount == 1)
    #expect(registry.pool(for: LabelView.self)?.createdCount == 2)
    #expect(registry.pool(for: LabelView.self)?.reusedCount == 1)
  }

  @Test func registeringTwiceIsHarmless() throws {
    let registry = ReuseRegistry()
    registry.register(HostingCell<LabelView>.self)
    let cell = registry.dequeue(HostingCell<LabelView>.self)
    registry.recycle(cell)
    registry.register(HostingCell<LabelView>.self)
    #expect(registry.pool(for: LabelView.self)?.availableCount == 1)
    #expect(registry.registeredIdentifiers().count == 1)
  }

  @Test func aTypeIsRegisteredOnItsFirstDequeue() {
    let registry = ReuseRegistry()
    #expect(!registry.isRegistered(Feed.Cell.self))
    let cell = registry.dequeue(HostingCell<Feed.Cell>.self)
    #expect(registry.isRegistered(Feed.Cell.self))
    #expect(registry.registeredIdentifiers() == [ReuseIdentifier(Feed.Cell.self)])
    registry.recycle(cell)
    #expect(registry.dequeue(HostingCell<Feed.Cell>.self) === cell)
    #expect(registry.createdCount == 1)
    #expect(registry.reusedCount == 1)
  }

  @Test func kindsArePooledSeparately() throws {
    let registry = ReuseRegistry()
    registry.register(HostingCell<LabelView>.self, as: .header)
    #expect(registry.isRegistered(LabelView.self, as: .header))
    #expect(!registry.isRegistered(LabelView.self, as: .footer))
    let header = registry.dequeue(HostingCell<LabelView>.self, as: .header)
    header.configure(with: "Section")
    #expect(header.view.text == "Section")
    registry.recycle(header, as: .header)
    // The same view type as a footer has a pool of its own.
    let footer = registry.dequeue(HostingCell<LabelView>.self, as: .footer)
    #expect(footer !== header)
    #expect(registry.pool(for: LabelView.self, as: .header)?.availableCount == 1)
    #expect(registry.isRegistered(LabelView.self, as: .footer))
  }

  @Test func aContainerRegistersAViewTypeTheFirstTimeItShowsIt() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 30), rowHeight: 10)
    let source = StringsDataSource(sections: [["a", "b", "c", "d"]], container: list)
    list.dataSource = source
    list.reloadData()
    #expect(list.registry.isRegistered(LabelView.self))
    #expect(list.visibleViewModels(of: LabelView.self) == ["a", "b", "c"])
    #expect(list.createdCount == 3)
    list.viewport.offset = 10
    #expect(list.visibleViewModels(of: LabelView.self) == ["b", "c", "d"])
    #expect(list.createdCount == 3)
    #expect(list.reusedCount == 1)
  }

}
