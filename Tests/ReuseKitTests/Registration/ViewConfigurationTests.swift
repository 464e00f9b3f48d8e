import ReuseKit
import ReuseKitTestSupport
import Testing

/// What a cell provider returns, and the registration it leads to.
@MainActor
@Suite struct ViewConfigurationTests {
  @Test func aConfigurationNamesItsViewType() {
    #expect(ViewConfiguration.view(LabelView.self, "a").reuseIdentifier == ReuseIdentifier(LabelView.self))
    #expect(ViewConfiguration.view(ModelView.self, Model(id: 1)).reuseIdentifier == ReuseIdentifier(ModelView.self))
  }

  @Test func setUpRunsBeforeEachConfigure() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 10), rowHeight: 10)
    var calls: [String] = []
    let dataSource = DiffableDataSource<Int, Model>(list) { item in
      .view(ModelView.self, item) { view in calls.append("set up, showing \(view.model?.id ?? -1)") }
    }
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems([Model(id: 1), Model(id: 2)])
    dataSource.apply(snapshot, completion: nil)
    list.viewport.offset = 10
    // The reused view still shows model 1 while it is set up for model 2.
    #expect(calls == ["set up, showing -1", "set up, showing 1"])
    #expect(list.visibleViewModels(of: ModelView.self) == [Model(id: 2)])
  }

  @Test func theLedgerNamesWhatIsRegistered() throws {
    var ledger = RegistrationLedger()
    ledger.record(ReuseIdentifier(LabelView.self), as: .cell)
    #expect(ledger.contains(ReuseIdentifier(LabelView.self), as: .cell))
    #expect(!ledger.contains(ReuseIdentifier(LabelView.self), as: .header))
    try ledger.check(ReuseIdentifier(LabelView.self), as: .cell)
    let error = ReuseError.unregistered(
      identifier: ReuseIdentifier(ModelView.self), kind: .cell, registered: [ReuseIdentifier(LabelView.self)])
    #expect(throws: error) { try ledger.check(ReuseIdentifier(ModelView.self), as: .cell) }
    #expect(error.description.contains("unable to dequeue a view of type ReuseKitTestSupport.ModelView"))
    #expect(error.description.contains("Registered types: ReuseKitTestSupport.LabelView"))
    #expect(ledger.registered(for: .header).isEmpty)
    let none = ReuseError.unregistered(identifier: ReuseIdentifier(ModelView.self), kind: .header, registered: [])
    #expect(
      none.description.contains("as \(ElementKind.header.rawValue): it was never registered. Registered types: none."))
  }

  @Test func recyclingACellOfAnUnregisteredTypeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      recordCoverageWhenTrapping()
      await MainActor.run {
        let registry = ReuseRegistry()
        registry.recycle(HostingCell<LabelView>())
      }
    }
    #expect(
      standardError(of: result).contains(
        "cannot recycle a ReuseKitTestSupport.LabelView as \(ElementKind.cell.rawValue)"))
  }
}
