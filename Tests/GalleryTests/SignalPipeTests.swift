import Testing

@testable import GalleryKit

@MainActor
@Suite struct SignalPipeTests {
  /// Regression: the dispatch source's handler inherited the main actor's
  /// isolation, and the first SIGWINCH, handled on a dispatch queue, trapped.
  @Test func aSignalArrivesAsAByteOnThePipe() throws {
    let pipe = try SignalPipe([.windowChange])
    defer { pipe.close() }
    // The dispatch source starts listening a moment after it is created;
    // until then the signal is ignored, so send it until it arrives. Under a
    // loaded machine (the whole suite runs in parallel) the handler's queue
    // may wait many seconds for a thread: allow up to a minute.
    var received: [TerminalSignal] = []
    for _ in 0..<3000 where received.isEmpty {
      System.raiseSignal(.windowChange)
      _ = try System.waitForInput([pipe.readDescriptor], milliseconds: 20)
      received += pipe.drain()
    }
    #expect(!received.isEmpty)
    #expect(received.allSatisfy { $0 == .windowChange })
  }
}
