import ReuseKit

/// What the status line shows about a container.
struct ContainerStats: Hashable {
  /// The number of cells on screen.
  var visible: Int
  /// How many cells the container's pools created.
  var created: Int
  /// How many times the pools handed out a cell again.
  var reused: Int
  /// How many layout passes applied late size reports.
  var layoutPasses: Int

  /// The stats of `container`.
  @MainActor
  init<Arrangement>(_ container: HeadlessContainer<Arrangement>) {
    visible = container.visibleItemPaths.count
    created = container.createdCount
    reused = container.reusedCount
    layoutPasses = container.layout.layoutPassCount
  }
}
