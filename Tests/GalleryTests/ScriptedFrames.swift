import GalleryKit

/// The frames of the scripted session at 80×24, and helpers to read them.
@MainActor
enum ScriptedFrames {
  static let width = 80
  static let height = 24
  /// The first line of the pane below the title and subtitle lines.
  static let paneTop = 2
  /// The pane's height at 80×24: 24 lines minus title, subtitle, log separator, 5 log lines and status.
  static let paneHeight = 15

  /// Every frame; a test calls ``prepare()`` first.
  static var all: [GalleryFrame] {
    guard let frames else { fatalError("ScriptedFrames: call `await ScriptedFrames.prepare()` first") }
    return frames
  }

  /// Runs the scripted session once, for every test that reads its frames.
  static func prepare() async {
    let run =
      session
      ?? Task {
        await ScriptedSession.frames(count: ScriptedSession.scriptedFrameCount + 3, width: width, height: height)
      }
    session = run
    frames = await run.value
  }

  private static var session: Task<[GalleryFrame], Never>?
  private static var frames: [GalleryFrame]?

  /// Frame `number`, counted from 1 as the marker lines do.
  static func frame(_ number: Int) -> GalleryFrame { all[number - 1] }

  /// The pane lines of frame `number`.
  static func pane(_ number: Int) -> [String] {
    Array(frame(number).lines[paneTop..<(paneTop + paneHeight)])
  }

  /// The number (from 1) of the first frame whose caption starts with `prefix`.
  static func number(ofCaption prefix: String) -> Int? {
    all.firstIndex { $0.caption.hasPrefix(prefix) }.map { $0 + 1 }
  }

  /// The index of the first pane line of frame `number` that contains `text`.
  static func paneLine(containing text: String, in number: Int) -> Int? {
    pane(number).firstIndex { $0.contains(text) }
  }
}
