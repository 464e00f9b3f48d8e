import ReuseKit
import ReuseKitTestSupport
import Testing

@Suite struct ReuseKitLoggerTests {
  @MainActor
  @Test func aLoggerHandsEveryMessageToItsClosureInOrder() {
    let collector = ReuseKitLogger.Collector()
    let logger = collector.logger
    logger(.recoveredFailure("a staged update was rejected"))
    logger(.notice(""))
    logger(.recoveredFailure("reloading instead"))
    #expect(
      collector.messages == [
        ReuseKitLogger.Message(kind: .recoveredFailure, text: "a staged update was rejected"),
        ReuseKitLogger.Message(kind: .notice, text: ""),
        ReuseKitLogger.Message(kind: .recoveredFailure, text: "reloading instead"),
      ])
    #expect(collector.recoveredFailures.map(\.text) == ["a staged update was rejected", "reloading instead"])
    #expect(collector.notices.map(\.text) == [""])
    collector.removeAll()
    #expect(collector.messages.isEmpty)
  }

  @Test func aMessageDescribesItselfWithItsKind() {
    #expect(ReuseKitLogger.Message.notice("no item 9").description == "notice: no item 9")
    #expect(ReuseKitLogger.Message.recoveredFailure("rejected").description == "recovered failure: rejected")
    #expect(ReuseKitLogger.Message.Kind.allCases.map(\.description) == ["recovered failure", "notice"])
  }

  @Test func theStandardLoggerWritesRecoveredFailuresToStandardErrorAndNoNotice() async {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      ReuseKitLogger.standard(.recoveredFailure("a batch update was rejected"))
      ReuseKitLogger.standard(.notice("the snapshot holds no item with the identity 9"))
    }
    #expect(result?.standardOutputContent.isEmpty == true, "nothing goes to standard output")
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(errors == "ReuseKit: recovered failure: a batch update was rejected\n")
  }

  @Test func theVerboseLoggerWritesBothKindsToStandardError() async {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      ReuseKitLogger.verbose(.recoveredFailure("a batch update was rejected"))
      ReuseKitLogger.verbose(.notice("reloading"))
    }
    #expect(result?.standardOutputContent.isEmpty == true, "nothing goes to standard output")
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(errors == "ReuseKit: recovered failure: a batch update was rejected\nReuseKit: notice: reloading\n")
  }

  /// The data source's notices about the caller's input, of both calls
  /// that take an identity, are notices; a test that uses the recipe of
  /// TestingHeadlessly (record recovered failures only) passes through them.
  @MainActor
  @Test func anUnknownIdentityIsANoticeThatDoesNotFailATest() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 40), rowHeight: 10)
    let dataSource = DiffableDataSource<Model, Model>(list) { .view(ModelView.self, $0) }
    var snapshot = Snapshot<Model, Model>()
    snapshot.appendSections([Model(id: 0)])
    snapshot.appendItems((1...10).map { Model(id: $0) })
    dataSource.apply(snapshot, completion: nil)
    let log = ReuseKitLogger.Collector()
    let recipe = ReuseKitLogger { message in
      if message.kind == .recoveredFailure { Issue.record("unexpected: \(message.text)") }
    }
    let collecting = log.logger
    dataSource.logger = ReuseKitLogger { message in
      recipe(message)
      collecting(message)
    }
    #expect(dataSource.scrolling.scrollToItem(withID: Model(id: 5_000).diffIdentifier, at: .top) == false)
    #expect(dataSource.selection.selectItem(withID: Model(id: 404).diffIdentifier) == false)
    #expect(log.messages.map(\.kind) == [.notice, .notice])
    #expect(log.messages.first?.text.contains("5000") == true)
    #expect(log.messages.last?.text.contains("404") == true)
  }

  /// A recovered failure reaches the recipe as one, and fails the test.
  @MainActor
  @Test func aRecoveredFailureFailsATestThatUsesTheRecipe() {
    let log = ReuseKitLogger.Collector()
    let recipe = ReuseKitLogger { message in
      if message.kind == .recoveredFailure { Issue.record("unexpected: \(message.text)") }
    }
    withKnownIssue {
      for message in [ReuseKitLogger.Message.recoveredFailure("a staged update was rejected; reloading instead")] {
        log.logger(message)
        recipe(message)
      }
    }
    #expect(log.recoveredFailures.map(\.text) == ["a staged update was rejected; reloading instead"])
  }
}
