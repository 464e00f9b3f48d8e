/// A fixed session of the gallery, frame by frame: the list, the grid, a
/// batch update, scrolling, the late-sized row arriving, squares wrapping at
/// a new width, nested lists, a chat that sticks to the bottom and prepends
/// history, tasks selected, dragged and swiped away, and a Cards section
/// renamed in place, a store front whose carousel keeps its place through
/// moves and a resize; then timer ticks, as many
/// as asked for.
///
/// Randomness is seeded and the late row's time is simulated, so the frames
/// are the same on every run.
///
/// ```swift
/// let frames = await ScriptedSession.frames(count: 5)
/// print(ScriptedSession.text(of: frames))
/// ```
@MainActor
public enum ScriptedSession {
  // MARK: - Public

  /// How many frames the script has before the timer ticks begin.
  public static var scriptedFrameCount: Int { steps(width: 80).count }

  /// The first `count` frames of the session (all scripted frames when
  /// `nil`), drawn `width` by `height`.
  ///
  /// Each frame is drawn once the pages its step asked for are on screen,
  /// or wait for the clock; the loads still waiting at the end are cancelled.
  public static func frames(
    count: Int? = nil, width: Int = 80, height: Int = 24, seed: UInt64 = 1
  ) async -> [GalleryFrame] {
    let gallery = Gallery(width: width, height: height, seed: seed)
    let steps = steps(width: width)
    let total = count ?? steps.count
    var frames: [GalleryFrame] = []
    for index in 0..<max(0, total) {
      let step = index < steps.count ? steps[index] : tick(index - steps.count + 1)
      step.action(gallery)
      await gallery.settle()
      frames.append(GalleryFrame(caption: step.caption, lines: gallery.frame().map(\.trimmingTrailingSpaces)))
    }
    await gallery.stopLoading()
    return frames
  }

  /// The line that comes before frame `number` (from 1) of `total`.
  public static func marker(number: Int, of total: Int, caption: String) -> String {
    "=== frame \(number) of \(total): \(caption) ==="
  }

  /// The frames with a marker line before each, as one text.
  public static func text(of frames: [GalleryFrame]) -> String {
    frames.enumerated().map { index, frame in
      ([marker(number: index + 1, of: frames.count, caption: frame.caption)] + frame.lines).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  // MARK: - Private

  private struct Step {
    var caption: String
    var action: @MainActor (Gallery) -> Void
  }

  private static func steps(width: Int) -> [Step] {
    let narrow = max(20, width * 11 / 20)
    return [
      Step(caption: "Cards: CardView in a HeadlessList") { _ in },
      Step(caption: "Tab: the same CardView in a HeadlessGrid") { $0.handle(.tab) },
      Step(caption: "r: a random batch update, applied in stages") { $0.handle(.character("r")) },
      Step(caption: "l: back to the list, which reloaded while hidden") { $0.handle(.character("l")) },
      Step(caption: "j j j: the list scrolled down 3 lines") { gallery in
        for _ in 0..<3 { gallery.handle(.character("j")) }
      },
      Step(caption: "2: Late row, two charts waiting for their data") { $0.handle(.character("2")) },
      Step(caption: "0.5 s later: both charts arrived, one layout pass") { gallery in
        gallery.advanceClock(to: gallery.clock.now + 0.5)
      },
      Step(caption: "3: Squares at \(width) columns") { $0.handle(.character("3")) },
      Step(caption: "resized to \(narrow) columns: the squares wrap again") { gallery in
        gallery.resize(width: narrow, height: gallery.height)
      },
      Step(caption: "4: Nested lists sized to their content, at \(width) columns") { gallery in
        gallery.resize(width: width, height: gallery.height)
        gallery.handle(.character("4"))
      },
      Step(caption: "r: a team changed, its inner list and its row with it") { $0.handle(.character("r")) },
    ] + chatSteps(width: width, narrow: narrow)
  }

  /// The Chat screen: new messages, an edit, a deletion, a resize and
  /// history; then back on Cards, a section renamed in place.
  private static func chatSteps(width: Int, narrow: Int) -> [Step] {
    [
      Step(caption: "5: Chat, at the bottom of the latest 2 days") { $0.handle(.character("5")) },
      Step(caption: "n: a new message arrived; the list stays at the bottom") { $0.handle(.character("n")) },
      Step(caption: "e: a visible message edited, longer; still at the bottom") { $0.handle(.character("e")) },
      Step(caption: "d: a visible message deleted, now a DeletedMessageView") { $0.handle(.character("d")) },
      Step(caption: "resized to \(narrow) columns: the messages wrap again, the bottom stays") { gallery in
        gallery.resize(width: narrow, height: gallery.height)
      },
      Step(caption: "u: at \(width) columns, scrolled to the top; an older day is requested") { gallery in
        gallery.resize(width: width, height: gallery.height)
        gallery.handle(.character("u"))
      },
      Step(caption: "0.5 s later: the older day prepended above; the rows on screen stay") { gallery in
        gallery.advanceClock(to: gallery.clock.now + 0.5)
      },
      Step(caption: "k k k: the older day's last messages, above") { gallery in
        for _ in 0..<3 { gallery.handle(.character("k")) }
      },
      Step(caption: "u: the top again; the next older day is requested") { $0.handle(.character("u")) },
      Step(caption: "0.5 s later: the load failed; the paging's retry view at the top") { gallery in
        gallery.advanceClock(to: gallery.clock.now + 0.5)
      },
      Step(caption: "x: retried; the same day is requested again") { $0.handle(.character("x")) },
      Step(caption: "0.5 s later: the retry loaded; the day prepended above") { gallery in
        gallery.advanceClock(to: gallery.clock.now + 0.5)
      },
      Step(caption: "6: Tasks, the focus on the first task") { $0.handle(.character("6")) },
      Step(caption: "n n space: the third task selected") { gallery in
        for key in ["n", "n", " "] { gallery.handle(.character(Character(key))) }
      },
      Step(caption: "m s: dragged to the next section, still selected; nothing applied") { gallery in
        gallery.handle(.character("m"))
        gallery.handle(.character("s"))
      },
      Step(caption: "d: swiped away, deleted by identity") { $0.handle(.character("d")) },
      Step(caption: "1 b: back to the Cards list, at its top") { gallery in
        gallery.handle(.character("1"))
        gallery.handle(.pageUp)
      },
      Step(caption: "h: a visible section renamed in place; its cards untouched") { $0.handle(.character("h")) },
    ] + storeSteps(width: width, narrow: narrow)
  }

  /// The Store screen: a carousel scrolled sideways, then kept through a
  /// batch that moves sections and through a resize.
  private static func storeSteps(width: Int, narrow: Int) -> [Step] {
    [
      Step(caption: "8: Store, carousels, a grid, a waterfall and a list in one HeadlessCollection") {
        $0.handle(.character("8"))
      },
      Step(caption: "] ]: the Featured carousel scrolled sideways by two cards") { gallery in
        for _ in 0..<2 { gallery.handle(.character("]")) }
      },
      Step(caption: "m: a batch moves sections; the Featured carousel keeps its position") {
        $0.handle(.character("m"))
      },
      Step(caption: "resized to \(narrow) columns: relaid out; the carousel keeps its position") { gallery in
        gallery.resize(width: narrow, height: gallery.height)
      },
      Step(caption: "j j j j: at \(width) columns, scrolled down to the waterfall") { gallery in
        gallery.resize(width: width, height: gallery.height)
        for _ in 0..<4 { gallery.handle(.character("j")) }
      },
    ]
  }

  /// Timer tick `number`: on the Cards screen, with the timer on, one second later.
  private static func tick(_ number: Int) -> Step {
    Step(caption: "timer tick \(number): a random batch every second") { gallery in
      if number == 1 {
        gallery.handle(.character("1"))
        gallery.handle(.character("t"))
      }
      gallery.advanceClock(to: gallery.clock.now + 1)
    }
  }
}
