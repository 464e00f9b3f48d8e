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
    registry.register(ListCell<Feed.Cell>.self)
    registry.register(ListCell<Profile.Cell>.self)
    let feed = try registry.dequeue(ListCell<Feed.Cell>.self)
    let profile = try registry.dequeue(ListCell<Profile.Cell>.self)
    registry.recycle(feed)
    #expect(registry.pool(for: Feed.Cell.self)?.availableCount == 1)
    #expect(registry.pool(for: Profile.Cell.self)?.availableCount == 0)
    _ = profile
  }

  @Test func dequeueReusesAndPrepares() throws {
    let registry = ReuseRegistry()
    registry.register(ListCell<LabelView>.self)
    let first = try registry.dequeue(ListCell<LabelView>.self)
    first.configure(with: "hello")
    #expect(first.view.text == "hello")
    #expect(first.viewModel == "hello")
    registry.recycle(first)
    let second = try registry.dequeue(ListCell<LabelView>.self)
    #expect(second === first)
    #expect(second.view.prepareCount == 1)
    #expect(second.view.text.isEmpty)
    #expect(second.viewModel == nil)
    let third = try registry.dequeue(ListCell<LabelView>.self)
    #expect(third !== first)
    #expect(registry.createdCount == 2)
    #expect(registry.reusedCount == 1)
    #expect(registry.pool(for: LabelView.self)?.createdCount == 2)
    #expect(registry.pool(for: LabelView.self)?.reusedCount == 1)
  }

  @Test func registeringTwiceIsHarmless() throws {
    let registry = ReuseRegistry()
    registry.register(ListCell<LabelView>.self)
    let cell = try registry.dequeue(ListCell<LabelView>.self)
    registry.recycle(cell)
    registry.register(ListCell<LabelView>.self)
    #expect(registry.pool(for: LabelView.self)?.availableCount == 1)
    #expect(registry.registeredIdentifiers().count == 1)
  }

  @Test func unregisteredTypeNamesTheTypeAndTheRegisteredOnes() {
    let registry = ReuseRegistry()
    registry.register(ListCell<LabelView>.self)
    #expect(throws: ReuseError.self) { try registry.dequeue(ListCell<Feed.Cell>.self) }
    do {
      _ = try registry.dequeue(ListCell<Feed.Cell>.self)
    } catch {
      let message = error.description
      #expect(message.contains(ReuseIdentifier(Feed.Cell.self).rawValue))
      #expect(message.contains("Registered types: ReuseKitTestSupport.LabelView."))
    }
  }

  @Test func kindsArePooledSeparately() throws {
    let registry = ReuseRegistry()
    registry.register(SupplementaryView<LabelView>.self, as: .header)
    #expect(registry.isRegistered(LabelView.self, as: .header))
    #expect(!registry.isRegistered(LabelView.self, as: .footer))
    #expect(throws: ReuseError.self) { try registry.dequeue(SupplementaryView<LabelView>.self, as: .footer) }
    let header = try registry.dequeue(SupplementaryView<LabelView>.self, as: .header)
    header.configure(with: "Section")
    #expect(header.view.text == "Section")
  }

  @Test func dequeueOfUnregisteredTypeStops() async {
    await #expect(processExitsWith: .failure) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        let list = HeadlessList()
        list.register(LabelView.self)
        _ = list.dequeue(Feed.Cell.self, for: ItemPath(item: 0, section: 0))
      }
    }
  }
}
