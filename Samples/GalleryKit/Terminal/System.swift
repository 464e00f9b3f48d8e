#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few system calls of the interactive session: terminal modes, window
/// size, file descriptors and signals. The only file that imports the C library.
enum System {
  // MARK: - Internal

  /// The terminal's settings before raw mode, to restore them.
  struct TerminalMode {
    fileprivate var settings: termios
  }

  static let standardInput: Int32 = STDIN_FILENO
  static let standardOutput: Int32 = STDOUT_FILENO
  static let standardError: Int32 = STDERR_FILENO

  /// Whether `descriptor` is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The size of the terminal on standard output, or `nil` when it has none.
  static func windowSize() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(standardOutput, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Puts standard input in raw mode: no echo, no line buffering, no signals
  /// from keys; returns the settings to restore.
  static func enterRawMode() throws(TerminalError) -> TerminalMode {
    var original = termios()
    guard tcgetattr(standardInput, &original) == 0 else { throw TerminalError(operation: "tcgetattr", code: errno) }
    var raw = original
    cfmakeraw(&raw)
    guard tcsetattr(standardInput, TCSAFLUSH, &raw) == 0 else {
      throw TerminalError(operation: "tcsetattr", code: errno)
    }
    return TerminalMode(settings: original)
  }

  /// Restores the settings `enterRawMode()` returned.
  static func restore(_ mode: TerminalMode) {
    var settings = mode.settings
    _ = tcsetattr(standardInput, TCSAFLUSH, &settings)
  }

  /// Writes all of `text` to `descriptor`, standard output by default.
  static func writeOutput(_ text: String, to descriptor: Int32 = standardOutput) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Writes one byte to `descriptor`; safe to call from any thread.
  static func writeByte(_ byte: UInt8, to descriptor: Int32) {
    var byte = byte
    _ = write(descriptor, &byte, 1)
  }

  /// The bytes waiting on `descriptor`, up to 1 KiB; empty when none are
  /// waiting on a non-blocking descriptor, `nil` at the end of the input.
  static func readBytes(_ descriptor: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 1_024)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 { return errno == EAGAIN || errno == EINTR ? [] : nil }
    return count == 0 ? nil : Array(buffer[..<count])
  }

  /// Waits up to `milliseconds` for input on `descriptors`; returns which
  /// have some, all `false` on a timeout or an interruption.
  static func waitForInput(_ descriptors: [Int32], milliseconds: Int) throws(TerminalError) -> [Bool] {
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let result = poll(&entries, nfds_t(entries.count), Int32(clamping: milliseconds))
    if result < 0 {
      guard errno == EINTR else { throw TerminalError(operation: "poll", code: errno) }
      return descriptors.map { _ in false }
    }
    return entries.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
  }

  /// A pipe whose read end does not block.
  static func makePipe() throws(TerminalError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw TerminalError(operation: "pipe", code: errno) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }

  /// Closes `descriptor`.
  static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

  /// The number of `signal` on this platform.
  static func number(of signal: TerminalSignal) -> Int32 {
    switch signal {
    case .interrupt: SIGINT
    case .terminate: SIGTERM
    case .hangUp: SIGHUP
    case .windowChange: SIGWINCH
    }
  }

  /// Lets signal `number` through to a dispatch source only, or (`false`)
  /// gives it back its default action.
  static func ignoreSignal(_ number: Int32, _ ignores: Bool) {
    _ = signal(number, ignores ? SIG_IGN : SIG_DFL)
  }

  /// Sends `signal` to this process.
  static func raiseSignal(_ signal: TerminalSignal) { _ = kill(getpid(), number(of: signal)) }

  /// Lets writes to a closed pipe fail instead of ending the process, as
  /// when `Gallery | head` stops reading.
  static func ignoreBrokenPipe() { _ = signal(SIGPIPE, SIG_IGN) }

  /// Until ``removeCrashHandlers()``, a crash (a trap, a bad access, an
  /// abort) first puts the terminal back: cursor shown, alternate screen
  /// left, line mode and echo on. The process then dies of the signal as
  /// it would have.
  ///
  /// The handler uses async-signal-safe calls only, and no state of the
  /// program: it turns the usual modes back on rather than restoring saved ones.
  static func installCrashHandlers() {
    for number in crashSignals { _ = signal(number, crashHandler) }
  }

  /// Gives the crash signals their default action back.
  static func removeCrashHandlers() {
    for number in crashSignals { _ = signal(number, SIG_DFL) }
  }

  /// Ends the process with `status`.
  static func terminate(status: Int32) -> Never { exit(status) }

  // MARK: - Private

  private static let crashSignals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  private static let crashHandler: @convention(c) (Int32) -> Void = { number in
    let reset: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n"
    _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
    var settings = termios()
    if tcgetattr(STDIN_FILENO, &settings) == 0 {
      settings.c_iflag |= tcflag_t(ICRNL)
      settings.c_oflag |= tcflag_t(OPOST)
      settings.c_lflag |= tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
      _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }
    _ = signal(number, SIG_DFL)
    _ = raise(number)
  }
}
