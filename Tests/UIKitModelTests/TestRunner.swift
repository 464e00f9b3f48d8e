import Foundation

/// One test: a name, the documentation it encodes, and its body. A test
/// that expects a trap names the text the trap's message must contain.
struct ModelTest {
  var name: String
  var cites: String
  var expectedTrap: String?
  var body: @MainActor () throws -> Void
}

/// A failed expectation inside a test.
struct ExpectationFailure: Error, CustomStringConvertible {
  var description: String
}

/// Fails the running test with `message` unless `condition` holds.
func expect(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line
) throws {
  guard condition else { throw ExpectationFailure(description: "\(file):\(line): \(message())") }
}

/// Runs every test in a process of its own, so that a trap fails that test
/// only and a test that expects a trap can check its message.
@main
enum TestRunner {
  @MainActor
  static func main() {
    let arguments = CommandLine.arguments
    let tests = allTests
    if arguments.count == 3, arguments[1] == "--run" {
      runInProcess(tests.first { $0.name == arguments[2] })
    }
    if arguments.count == 2, arguments[1] == "--list" {
      for test in tests { print(test.name) }
      exit(0)
    }
    let only = arguments.count == 3 && arguments[1] == "--only" ? arguments[2] : nil
    var passed = 0
    var failed = 0
    for test in tests where only.map({ test.name.contains($0) }) ?? true {
      let (status, output) = runChild(test.name)
      let verdict: String?
      if let trap = test.expectedTrap {
        verdict =
          status != 0 && output.contains(trap) ? nil : "expected a trap containing \"\(trap)\"; got status \(status)"
      } else {
        verdict = status == 0 && output.contains("PASS \(test.name)") ? nil : "status \(status)"
      }
      if let verdict {
        failed += 1
        let lines = output.split(separator: "\n")
        let reason = lines.first { $0.contains("Fatal error") || $0.hasPrefix("FAIL") } ?? lines.last ?? ""
        print("FAIL \(test.name): \(verdict): \(reason)")
      } else {
        passed += 1
        print("PASS \(test.name)")
      }
    }
    print("\(passed) passed, \(failed) failed")
    exit(failed == 0 ? 0 : 1)
  }

  @MainActor
  private static func runInProcess(_ test: ModelTest?) -> Never {
    guard let test else {
      print("no such test")
      exit(2)
    }
    do {
      try test.body()
      print("PASS \(test.name)")
      exit(0)
    } catch {
      print("FAIL \(test.name): \(error)")
      exit(1)
    }
  }

  private static func runChild(_ name: String) -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--run", name]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return (-1, "could not start: \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
