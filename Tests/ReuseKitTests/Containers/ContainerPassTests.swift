import ReuseKit
import ReuseKitTestSupport
import Testing

/// A view whose height depends on its model, so every row is measured.
@MainActor
private final class TallModelView: ConfigurableView {
  var model: Model?
  init() {}
  func configure(with viewModel: Model) { model = viewModel }
  func preferredHeight(forWidth width: Double) -> Double? { Double(10 + (model?.id ?? 0) % 7) }
}

/// Work that code called by a container starts on that same container, in
/// the middle of the container's own pass: it waits for the pass to end.
@MainActor
@Suite struct ContainerPassTests {
  typealias DataSource = DiffableDataSource<Int, Model>

  static func snapshot(_ ids: some Sequence<Int>) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids.map { Model(id: $0) })
    return snapshot
  }

  /// A self-sizing list whose cell provider runs `hook` with each item first.
  static func makeDataSource(hook: @escaping @MainActor (Model) -> Void) -> (HeadlessList, DataSource) {
    let list = HeadlessList(
      viewport: Viewport(width: 100, height: 100), arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 12)))
    let dataSource = DataSource(list) { item in
      hook(item)
      return .view(TallModelView.self, item)
    }
    return (list, dataSource)
  }

  /// Every visible cell shows the snapshot's item at its path.
  static func expectShowsSnapshot(
    _ list: HeadlessList, _ dataSource: DataSource, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!list.visibleItemPaths.isEmpty, sourceLocation: sourceLocation)
    for path in list.visibleItemPaths {
      let shown = list.cell(at: path, as: TallModelView.self)?.view.model
      #expect(shown == dataSource.snapshot().itemIdentifier(at: path), "\(path)", sourceLocation: sourceLocation)
    }
  }

  @Test func anApplyFromTheCellProviderWhileScrollingRunsAfterThePass() {
    weak var weakSource: DataSource?
    var prepended = false
    let (list, dataSource) = Self.makeDataSource { item in
      // A row near the end comes into view: older history is prepended.
      guard item.id == 150, !prepended else { return }
      prepended = true
      weakSource?.apply(Self.snapshot(-100..<200), completion: nil)
    }
    weakSource = dataSource
    dataSource.apply(Self.snapshot(0..<200), completion: nil)
    var viewport = list.viewport
    for step in 1...200 {
      viewport.offset = Double(step) * 10
      list.viewport = viewport
      viewport = list.viewport
    }
    #expect(prepended)
    #expect(list.numberOfItems(inSection: 0) == 300)
    Self.expectShowsSnapshot(list, dataSource)
  }

  @Test func aScrollSetFromTheCellProviderIsKept() {
    weak var weakList: HeadlessList?
    var jumped = false
    let (list, dataSource) = Self.makeDataSource { item in
      guard item.id == 30, !jumped, let list = weakList else { return }
      jumped = true
      var viewport = list.viewport
      viewport.offset = 0
      list.viewport = viewport
    }
    weakList = list
    dataSource.apply(Self.snapshot(0..<100), completion: nil)
    var viewport = list.viewport
    viewport.offset = 300
    list.viewport = viewport
    #expect(jumped)
    // The provider's scroll to the top came last, so it wins.
    #expect(list.viewport.offset == 0)
    #expect(list.visibleItemPaths.first == ItemPath(item: 0, section: 0))
    Self.expectShowsSnapshot(list, dataSource)
  }

  @Test func aBatchUpdateStartedFromTheCellProviderWaitsForTheEndOfThePass() {
    let list = HeadlessList(viewport: Viewport(width: 100, height: 100), rowHeight: 10)
    list.register(LabelView.self)
    let source = BatchingSource(list: list)
    list.dataSource = source
    list.reloadData()
    #expect(list.numberOfItems(inSection: 0) == 2 && list.visibleItemPaths.count == 2)
  }
}

/// A data source whose cell provider starts a batch update on its own list.
@MainActor
private final class BatchingSource: HeadlessDataSource {
  init(list: HeadlessList) { self.list = list }
  weak var list: HeadlessList?
  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { 2 }
  func configuration(at itemPath: ItemPath) -> ViewConfiguration {
    guard let list else { fatalError("the list is gone") }
    try? list.performBatchUpdates(BatchUpdate()) {}
    return .view(LabelView.self, "row")
  }
}
