import Dispatch

/// Turns signals into bytes on a pipe, so that the session's `poll` loop sees
/// them next to the keys: a dispatch source per signal writes the signal's
/// number, and the loop reads it.
///
/// No signal handler runs program code and no global state is shared: the
/// sources' handlers capture only the pipe's write end.
@MainActor
final class SignalPipe {
  // MARK: - Lifecycle

  /// Starts listening for `signals`; their default actions are off until ``close()``.
  init(_ signals: [TerminalSignal]) throws(TerminalError) {
    let ends = try System.makePipe()
    readDescriptor = ends.read
    writeDescriptor = ends.write
    self.signals = signals
    for signal in signals {
      System.ignoreSignal(signal.number, true)
      sources.append(Self.source(writing: signal.number, to: ends.write))
    }
  }

  // MARK: - Internal

  /// The descriptor to poll.
  let readDescriptor: Int32

  /// The signals received since the last call, in order.
  func drain() -> [TerminalSignal] {
    var received: [TerminalSignal] = []
    while let bytes = System.readBytes(readDescriptor), !bytes.isEmpty {
      received += bytes.compactMap { byte in signals.first { UInt8(truncatingIfNeeded: $0.number) == byte } }
    }
    return received
  }

  /// Stops listening, gives the signals their default actions back and closes the pipe.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    for source in sources { source.cancel() }
    for signal in signals { System.ignoreSignal(signal.number, false) }
    System.closeDescriptor(readDescriptor)
    System.closeDescriptor(writeDescriptor)
  }

  // MARK: - Private

  /// A running source that writes `number` to `descriptor` for each signal
  /// `number`. Built outside the main actor: its handler runs on a dispatch
  /// queue, so it must not inherit the main actor's isolation.
  private nonisolated static func source(writing number: Int32, to descriptor: Int32) -> any DispatchSourceSignal {
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler { @Sendable in System.writeByte(UInt8(truncatingIfNeeded: number), to: descriptor) }
    source.resume()
    return source
  }

  private let writeDescriptor: Int32
  private let signals: [TerminalSignal]
  private var sources: [any DispatchSourceSignal] = []
  private var isClosed = false
}
