import ReuseKit
import ReuseKitTestSupport
import Testing

/// Weak references to everything a list, a data source and an apply create:
/// nothing outlives its owner, and no cycle keeps a container alive.
@MainActor
@Suite(.serialized) struct LifetimeTests {
  typealias DataSource = DiffableDataSource<Int, Model>

  /// Weak references to the objects of one scene.
  struct Refs {
    weak var list: HeadlessList?
    weak var dataSource: DataSource?
    weak var registry: ReuseRegistry?
    weak var cell: HostingCell<CountedView>?
    weak var view: CountedView?
  }

  static func makeScene() -> (HeadlessList, DataSource) {
    let list = HeadlessList(
      viewport: Viewport(width: 100, height: 100),
      arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 10)))
    list.register(CountedView.self)
    let dataSource = DataSource(list) { item in
      .view(CountedView.self, item)
    }
    return (list, dataSource)
  }

  static func snapshot(_ ids: some Sequence<Int>, value: Int = 0) -> Snapshot<Int, Model> {
    var snapshot = Snapshot<Int, Model>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids.map { Model(id: $0, value: value) })
    return snapshot
  }

  /// Shows, scrolls, changes and reloads a list, then lets it all go.
  static func useAndDrop() -> Refs {
    let (list, dataSource) = makeScene()
    dataSource.apply(snapshot(0..<30), completion: nil)
    list.viewport.offset = 50
    var changed = snapshot((10..<40).reversed(), value: 1)
    changed.reloadItems([Model(id: 35)])
    dataSource.apply(changed, completion: nil)
    list.viewport.width = 80
    let cell = list.cell(at: list.visibleItemPaths[0], as: CountedView.self)
    return Refs(list: list, dataSource: dataSource, registry: list.registry, cell: cell, view: cell?.view)
  }

  @Test func listDataSourceCellsAndViewsAreFreedAfterUse() {
    let live = CountedView.live
    let refs = Self.useAndDrop()
    #expect(refs.list == nil)
    #expect(refs.dataSource == nil)
    #expect(refs.registry == nil)
    #expect(refs.cell == nil)
    #expect(refs.view == nil)
    #expect(CountedView.live == live)
  }

  @Test func theContainerDoesNotKeepItsDataSource() {
    let (list, dataSource) = Self.makeScene()
    dataSource.apply(Self.snapshot(0..<5), completion: nil)
    weak let weakDataSource = dataSource
    _ = consume dataSource
    #expect(weakDataSource == nil)
    // The content the list holds is a value: it keeps showing its rows.
    list.reloadData()
    #expect(list.numberOfSections == 1 && list.content.configuration(at: ItemPath(row: 0, section: 0)) != nil)
    #expect(list.visibleItemPaths.count == 5)
  }

  /// The late-size chain runs view → cell → container. Each link is weak
  /// against its owner: a view kept by someone else neither keeps its cell
  /// nor its container alive, and reporting from it later does nothing.
  @Test func theLateSizeChainDoesNotLeak() throws {
    let live = CountedView.live
    var kept: CountedView?
    var refs = Refs()
    do {
      let (list, dataSource) = Self.makeScene()
      dataSource.apply(Self.snapshot(0..<5), completion: nil)
      let cell = try #require(list.cell(at: ItemPath(row: 1, section: 0), as: CountedView.self))
      cell.view.report(height: 33)
      list.layoutIfNeeded()
      #expect(list.layout.frame(of: ItemPath(row: 1, section: 0)).height == 33, "the chain is connected")
      kept = cell.view
      refs = Refs(list: list, dataSource: dataSource, registry: list.registry, cell: cell, view: cell.view)
    }
    #expect(refs.list == nil && refs.dataSource == nil && refs.cell == nil)
    #expect(refs.view === kept)
    kept?.report(height: 50)  // Nobody listens any more.
    kept = nil
    #expect(refs.view == nil)
    #expect(CountedView.live == live)
  }

  @Test func contentSizeObserversAreHeldWeakly() {
    final class Observer {
      var heights: [Double] = []
    }
    let (list, dataSource) = Self.makeScene()
    var observer: Observer? = Observer()
    weak let weakObserver = observer
    list.addContentSizeObserver(observer ?? Observer()) { observer, size in observer.heights.append(size.height) }
    dataSource.apply(Self.snapshot(0..<3), completion: nil)
    #expect(observer?.heights == [30])
    observer = nil
    #expect(weakObserver == nil)
    dataSource.apply(Self.snapshot(0..<4), completion: nil)
    #expect(list.contentSize.height == 40)
  }
}
