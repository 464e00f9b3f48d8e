/// The command-line options of `Gallery`.
struct GalleryOptions: Hashable {
  // MARK: - Lifecycle

  /// Parses `arguments`, without the program's name.
  init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help": showsHelp = true
      case "--frames": frames = try Self.number(after: argument, in: &rest, range: 1...10_000)
      case "--width": width = try Self.number(after: argument, in: &rest, range: 20...1_000)
      case "--height": height = try Self.number(after: argument, in: &rest, range: 8...1_000)
      case "--seed": seed = UInt64(try Self.number(after: argument, in: &rest, range: 0...Int.max))
      case "--position-file":
        guard let path = rest.popFirst(), !path.isEmpty else {
          throw UsageError(message: "--position-file needs a path")
        }
        positionFile = path
      default: throw UsageError(message: "unknown argument '\(argument)'")
      }
    }
  }

  // MARK: - Internal

  /// A command line that cannot be run.
  struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  static let usage = """
    usage: Gallery [--frames N] [--width W] [--height H] [--seed S] [--position-file PATH]

    On a terminal, Gallery is interactive. When its output is not a terminal,
    or with --frames, it prints the frames of a scripted session instead
    (80×24 unless --width and --height say otherwise) and exits. With
    --position-file, quitting saves the Chat screen's reading position there
    as JSON, and the next start restores it.

    """ + GalleryKeys.helpLines.joined(separator: "\n")

  /// The number of scripted frames to print, or `nil` when not asked for.
  var frames: Int?
  /// The width of scripted frames.
  var width: Int?
  /// The height of scripted frames.
  var height: Int?
  /// The seed of the random changes.
  var seed: UInt64 = 1
  /// Where the Chat screen keeps its reading position, if anywhere.
  var positionFile: String?
  /// Whether to print the usage and exit.
  var showsHelp = false

  // MARK: - Private

  private static func number(
    after option: String, in rest: inout ArraySlice<String>, range: ClosedRange<Int>
  ) throws(UsageError) -> Int {
    guard let text = rest.popFirst(), let value = Int(text), range.contains(value) else {
      throw UsageError(message: "\(option) needs a number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}
