import ReuseKit

/// The terminal gallery, without a terminal: eight screens, the keys that
/// drive them, and the frame they draw, as lines of text.
///
/// The interactive session feeds it keys, window sizes and the time, and
/// draws its frames; the scripted session and the tests do the same with a
/// fixed script.
///
/// ```swift
/// let gallery = Gallery(width: 80, height: 24)
/// gallery.handle(.character("g"))      // the cards as a grid
/// print(gallery.frame().joined(separator: "\n"))
/// ```
@MainActor
public final class Gallery {
  // MARK: - Lifecycle

  /// Creates a gallery of `width` by `height` characters on the Cards screen.
  ///
  /// - Parameters:
  ///   - width: The width of the terminal, in characters.
  ///   - height: The height of the terminal, in lines.
  ///   - seed: Fixes the random batches.
  ///   - measuresTime: Whether diff and apply times are measured; off, the
  ///     frames are the same on every run.
  ///   - positionFile: Where the Chat screen saves its reading position
  ///     when the gallery quits, and restores it from when it starts; `nil`
  ///     keeps none.
  public init(width: Int, height: Int, seed: UInt64 = 1, measuresTime: Bool = false, positionFile: String? = nil) {
    environment = GalleryEnvironment(
      seed: seed, stopwatch: Stopwatch(isEnabled: measuresTime),
      chatPositionFile: positionFile.map(ReadingPositionFile.init(path:)))
    self.width = width
    self.height = height
    let pane = Self.paneSize(width: width, height: height)
    screens = [
      CardsScreen(environment: environment, width: pane.width, height: pane.height),
      LateRowScreen(environment: environment, width: pane.width, height: pane.height),
      SquaresScreen(environment: environment, width: pane.width, height: pane.height),
      NestedListScreen(environment: environment, width: pane.width, height: pane.height),
      ChatScreen(environment: environment, width: pane.width, height: pane.height),
      TasksScreen(environment: environment, width: pane.width, height: pane.height),
      FilesScreen(environment: environment, width: pane.width, height: pane.height),
      StoreScreen(environment: environment, width: pane.width, height: pane.height),
      StoreFrontScreen(environment: environment, width: pane.width, height: pane.height),
    ]
    environment.log.append("Welcome: keys 1–9 switch screens, q quits; this log shows what ReuseKit did.")
  }

  // MARK: - Public

  /// The width of the frame, in characters.
  public private(set) var width: Int
  /// The height of the frame, in lines.
  public private(set) var height: Int
  /// Whether `q` or Ctrl-C asked the gallery to end.
  public private(set) var isFinished = false
  /// Whether the timer applies a random change every second.
  public private(set) var isTimerOn = false

  /// The gallery's clock; advance it with ``advanceClock(to:)``.
  public var clock: SimulatedClock { environment.clock }

  /// The index of the screen shown, from 0.
  public private(set) var screenIndex = 0

  /// The lines of the frame that are bars (title, separator and status), which
  /// a terminal may highlight.
  public var barLines: [Int] {
    let layout = Self.paneSize(width: width, height: height)
    return [0, 2 + layout.height, height - 1]
  }

  /// Reacts to one key, then lets the shown container run a layout pass.
  /// A character the gallery does not use goes to the shown screen.
  public func handle(_ key: GalleryKey) {
    let screen = screens[screenIndex]
    let page = Double(max(1, Self.paneSize(width: width, height: height).height - 1))
    // A screen's own keys come first: Tasks takes the space bar, and the
    // digits while it shows numbered choices.
    if case .character(let character) = key, character != "q",
      Int(String(character)) == nil || screen.choosesWithDigits, screen.handle(character: character)
    {
      return screens[screenIndex].layoutIfNeeded()
    }
    switch key {
    case .character("q"), .interrupt: quit()
    case .character("j"), .down: screen.scroll(by: 1)
    case .character("k"), .up: screen.scroll(by: -1)
    case .character(" "), .pageDown: screen.scroll(by: page)
    case .character("b"), .pageUp: screen.scroll(by: -page)
    case .character("g"): screen.showAsGrid(true)
    case .character("l"): screen.showAsGrid(false)
    case .tab: screen.showAsGrid(nil)
    case .enter: screen.handle(character: "\n")
    case .escape: screen.handle(character: "\u{1B}")
    case .character("r"): screen.randomChange()
    case .character("t"): toggleTimer()
    case .character(let character):
      if let number = Int(String(character)), screens.indices.contains(number - 1) {
        show(screen: number - 1)
      }
    }
    screens[screenIndex].layoutIfNeeded()
  }

  /// Adopts a new terminal size: every screen's container gets the new pane size.
  public func resize(width: Int, height: Int) {
    self.width = width
    self.height = height
    let pane = Self.paneSize(width: width, height: height)
    for screen in screens { screen.resize(width: pane.width, height: pane.height) }
  }

  /// Moves the clock to `time`, runs what is due (late data, timer ticks),
  /// then lets the shown container run one layout pass; returns whether
  /// anything ran.
  @discardableResult
  public func advanceClock(to time: Double) -> Bool {
    let ran = environment.clock.advance(to: time)
    screens[screenIndex].layoutIfNeeded()
    return ran
  }

  /// Waits until no screen has a load on its way back: each page the
  /// server answered is merged and on screen, and each load still running
  /// waits for the clock. Returns `false` if that takes unreasonably long.
  @discardableResult
  public func settle() async -> Bool {
    for round in 0..<100_000 {
      guard !screens.allSatisfy({ $0.isSettled }) else {
        screens[screenIndex].layoutIfNeeded()
        return true
      }
      if round % 8 == 7 { try? await Task.sleep(nanoseconds: 50_000) } else { await Task.yield() }
    }
    return false
  }

  /// Cancels every load under way, and waits for the cancellations to land.
  public func stopLoading() async {
    for screen in screens { screen.stopLoading() }
    for _ in 0..<16 { await Task.yield() }
  }

  /// The frame: a title bar, the screen's keys, its pane, the log and a
  /// status line, ``height`` lines of ``width`` characters.
  public func frame() -> [String] {
    guard width >= 20, height >= 8 else {
      return (0..<max(0, height)).map { $0 == 0 ? "Too small: 20×8 at least".fitted(to: width) : "".fitted(to: width) }
    }
    let screen = screens[screenIndex]
    let pane = Self.paneSize(width: width, height: height)
    let tabs = screens.enumerated().map { index, screen in
      index == screenIndex ? "[\(index + 1) \(screen.name)]" : "\(index + 1) \(screen.name)"
    }
    let timer = isTimerOn ? " │ timer on" : ""
    let title = "ReuseKit Gallery │ \(tabs.joined(separator: " "))\(timer) │ q quit"
    var lines = [title.fitted(to: width), screen.subtitle.fitted(to: width)]
    let content = screen.render()
    lines += (0..<pane.height).map { $0 < content.count ? content[$0].fitted(to: width) : "".fitted(to: width) }
    lines.append("── log ".fitted(to: width, padding: "─"))
    let log = environment.log.last(pane.logLines)
    lines += (0..<pane.logLines).map { $0 < log.count ? log[$0].fitted(to: width) : "".fitted(to: width) }
    let stats = screen.stats
    var status = ["visible \(stats.visible)", "created \(stats.created)", "reused \(stats.reused)"]
    // Only screens whose rows learn their size late have layout passes.
    if stats.layoutPasses > 0 { status.append("layout passes \(stats.layoutPasses)") }
    if let timings = screen.timings { status.append(timings) }
    status.append(environment.timestamp)
    status.append(GalleryKeys.statusText)
    lines.append(status.joined(separator: " · ").fitted(to: width))
    return lines
  }

  // MARK: - Private

  private let environment: GalleryEnvironment
  private let screens: [any GalleryScreen]
  private var timerToken: Int?

  /// The size of the screen's pane and the number of log lines in a frame of
  /// `width` by `height`.
  private static func paneSize(width: Int, height: Int) -> (width: Int, height: Int, logLines: Int) {
    let logLines = min(5, max(1, (height - 4) / 4))
    return (max(1, width), max(1, height - 4 - logLines), logLines)
  }

  /// Ends the gallery; screens save what a relaunch restores.
  private func quit() {
    isFinished = true
    for screen in screens { screen.willQuit() }
  }

  private func show(screen index: Int) {
    guard index != screenIndex else { return }
    screenIndex = index
    screens[index].didAppear()
  }

  private func toggleTimer() {
    isTimerOn.toggle()
    if let timerToken { environment.clock.cancel(timerToken) }
    timerToken = nil
    environment.log.append("\(environment.timestamp) timer \(isTimerOn ? "on: a random change every second" : "off")")
    if isTimerOn { scheduleTick() }
  }

  private func scheduleTick() {
    timerToken = environment.clock.schedule(after: 1) { [weak self] in
      guard let self, self.isTimerOn else { return }
      self.screens[self.screenIndex].randomChange()
      self.scheduleTick()
    }
  }
}
