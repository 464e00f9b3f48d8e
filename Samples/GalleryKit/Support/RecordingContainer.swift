import ReuseKit

/// A container that forwards everything to another one and records the
/// batch updates and reloads a data source performs through it, with how
/// long each took, and the headers it configures again in place.
///
/// The log pane shows these records: they are the stages the data source
/// really applied, not a second diff made for display.
@MainActor
final class RecordingContainer<Base: ReusableViewContainer>: ReusableViewContainer {
  // MARK: - Lifecycle

  init(_ base: Base, stopwatch: Stopwatch) {
    self.base = base
    self.stopwatch = stopwatch
  }

  // MARK: - Internal

  let base: Base

  /// The records since the last ``takeRecords()``.
  private(set) var records: [ContainerRecord] = []

  /// The records since the last call, which are then forgotten.
  func takeRecords() -> [ContainerRecord] {
    defer { records = [] }
    return records
  }

  var isVisible: Bool { base.isVisible }

  var visibleItemPaths: [ItemPath] { base.visibleItemPaths }

  func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?) {
    let time = stopwatch.milliseconds { base.reloadContent(content, mappingItemPaths: mappingItemPaths) }
    records.append(.reload(milliseconds: time))
  }

  /// Records each transition's batch, the first with the time the whole
  /// update took (the container commits an apply's stages together), and
  /// the sections whose headers and footers were configured again.
  func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
    let time = stopwatch.milliseconds { base.commit(update, completion: completion) }
    var timed = false
    for transition in update.transitions {
      if !transition.isRefresh {
        records.append(.batch(transition.batchUpdate, milliseconds: timed ? nil : time))
        timed = true
      }
      if !transition.reconfiguredSections.isEmpty {
        records.append(.supplementaryViews(sections: transition.reconfiguredSections))
      }
    }
  }

  func scroll(to target: ScrollTarget, animated: Bool) { base.scroll(to: target, animated: animated) }

  // MARK: - Private

  private let stopwatch: Stopwatch
}
