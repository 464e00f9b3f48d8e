import ReuseKit
import ReuseKitTestSupport
import Testing

@Suite struct ReuseKitLoggerTests {
  @MainActor
  @Test func aLoggerHandsEveryMessageToItsClosureInOrder() {
    let collector = LogCollector()
    let logger = collector.logger
    logger("a staged update was rejected")
    logger("")
    logger("reloading instead")
    #expect(collector.messages == ["a staged update was rejected", "", "reloading instead"])
  }

  @Test func theStandardLoggerPrintsWithAPrefix() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      ReuseKitLogger.standard("a batch update was rejected")
      ReuseKitLogger.standard("reloading")
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(output == "ReuseKit: a batch update was rejected\nReuseKit: reloading\n")
  }
}
