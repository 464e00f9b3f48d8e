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
      let number = signal.number
      let write = ends.write
      System.ignoreSignal(number, true)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { System.writeByte(UInt8(truncatingIfNeeded: number), to: write) }
      source.resume()
      sources.append(source)
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

  private let writeDescriptor: Int32
  private let signals: [TerminalSignal]
  private var sources: [any DispatchSourceSignal] = []
  private var isClosed = false
}
