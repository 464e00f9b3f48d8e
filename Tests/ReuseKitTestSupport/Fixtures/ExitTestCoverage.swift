#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lets the process of an exit test record the coverage of the code that
/// stops it. Call it first in the body of `#expect(processExitsWith:)`.
///
/// `fatalError` ends the process with a trap (SIGILL on x86-64, SIGTRAP on
/// arm64), which runs no exit handlers, so the coverage profile of the
/// process, where `swift test --enable-code-coverage` reads which lines ran,
/// would never be written: every line that leads to a `fatalError` would count
/// as untested although an exit test runs it. After this call the trap exits
/// with `EXIT_FAILURE` instead, through `exit`, which writes the profile. The
/// message is printed before the trap, and an exit test that expects
/// `.failure` still sees a failure.
public func recordCoverageWhenTrapping() {
  signal(SIGILL) { _ in exit(EXIT_FAILURE) }
  signal(SIGTRAP) { _ in exit(EXIT_FAILURE) }
}
