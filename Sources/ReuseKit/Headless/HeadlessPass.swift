/// What a headless container is in the middle of, and the work that arrived
/// meanwhile.
///
/// A container's own pass (a reload, a batch update, measuring the items
/// that came into view) calls out to user code: the cell provider, the
/// views' sizing hooks. Work that such code starts on the same container, a
/// scroll, a size report, an apply, must not run inside the pass, whose
/// layout and cells are half updated. It waits here, and runs in the order it
/// arrived once the outermost pass ends.
struct HeadlessPass {
  // MARK: - Internal

  /// What the container is doing.
  enum Phase: Equatable {
    /// Nothing: work runs at once.
    case idle
    /// Reloading, applying a batch update, or reconfiguring items.
    case updating
    /// Measuring and realizing the items in the viewport.
    case measuring
  }

  /// Work that waits for the end of a pass.
  enum Work {
    /// The viewport user code set during the pass; the last one wins.
    case scroll(Viewport)
    /// A visible cell whose view reported a new size.
    case sizeReport(any ReusableCell)
    /// Anything else, such as a data source's apply.
    case run(@MainActor () -> Void)
  }

  /// What the container is doing now.
  private(set) var phase: Phase = .idle

  /// Whether a pass is running.
  var isBusy: Bool { phase != .idle }

  /// Starts a pass of `phase` and returns the phase to restore at its end.
  mutating func begin(_ phase: Phase) -> Phase {
    defer { self.phase = phase }
    return self.phase
  }

  /// Ends the pass begun by the ``begin(_:)`` that returned `outer`; the
  /// waiting work is due once `outer` is ``Phase/idle``.
  mutating func end(restoring outer: Phase) {
    phase = outer
  }

  /// Keeps `work` for the end of the outermost pass.
  mutating func postpone(_ work: Work) {
    if case .sizeReport(let cell) = work,
      waiting.contains(where: { if case .sizeReport(let other) = $0 { other === cell } else { false } })
    {
      return
    }
    waiting.append(work)
  }

  /// Takes the size reports that arrived, for the measuring round that
  /// folds them in.
  mutating func takeSizeReports() -> [any ReusableCell] {
    var cells: [any ReusableCell] = []
    waiting.removeAll { work in
      guard case .sizeReport(let cell) = work else { return false }
      cells.append(cell)
      return true
    }
    return cells
  }

  /// Takes the next waiting work, or `nil` when nothing waits or a pass is
  /// still running.
  mutating func next() -> Work? {
    guard phase == .idle, !waiting.isEmpty else { return nil }
    return waiting.removeFirst()
  }

  // MARK: - Private

  private var waiting: [Work] = []
}
