import ReuseKit
import ReuseKitTestSupport
import Testing

/// Dequeuing a view type that was never registered: the registry throws an
/// error that names the type and lists the registered ones; a container stops
/// with that message, as UIKit does.
@MainActor
@Suite struct UnregisteredTypeTests {
  @Test func theRegistryThrowsAndListsTheRegisteredTypes() {
    let registry = ReuseRegistry()
    registry.register(ListCell<ModelView>.self)
    #expect(
      throws: ReuseError.unregistered(
        identifier: ReuseIdentifier(LabelView.self), kind: .cell, registered: [ReuseIdentifier(ModelView.self)])
    ) {
      try registry.dequeue(ListCell<LabelView>.self)
    }
    #expect(!registry.isRegistered(LabelView.self))
  }

  @Test func aContainerStopsWithTheMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        let list = HeadlessList()
        list.register(ModelView.self)
        _ = list.dequeue(LabelView.self, for: ItemPath(row: 3, section: 0))
      }
    }
    let message = standardError(of: result)
    #expect(message.contains("unable to dequeue a view of type ReuseKitTestSupport.LabelView"))
    #expect(message.contains("Registered types: ReuseKitTestSupport.ModelView"))
    #expect(message.contains("path = 0 - 3"))
  }
}
