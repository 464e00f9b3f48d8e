import ReuseKitUIKit
import UIKit
import os

@testable import ReuseKitUIKit

extension TableViewCell: UIKitModelTableViewCellClass {}
extension TableViewHeaderFooterView: UIKitModelHeaderFooterViewClass {}
extension CollectionViewCell: UIKitModelReusableViewClass {}
extension CollectionReusableView: UIKitModelReusableViewClass {}
extension PlaceholderCollectionViewCell: UIKitModelReusableViewClass {}
extension PlaceholderCollectionReusableView: UIKitModelReusableViewClass {}

/// The tests of the adapters against the model; the named ones are issue 12's.
@MainActor
let adapterTests: [ModelTest] = [
  ModelTest(
    name: "adapter.scheduler.coalescesSizeReportsOnTheRunLoop",
    cites: "UIView.setNeedsLayout(): work deferred to the next update cycle"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    table.rowHeight = UITableView.automaticDimension
    let items = TextItems(["a", "b"], in: table.reuse)
    keptAlive.append(items)
    _ = window(showing: table)
    let before = table.modelBatchUpdateCount
    for cell in table.visibleCells { (cell as? TableViewCell<TextView>)?.view.invalidateSize() }
    try expect(table.modelBatchUpdateCount == before, "nothing happens before the turn ends")
    UIKitModelRunLoop.main.runOneTurn()
    try expect(table.modelBatchUpdateCount == before + 1, "one update of the row heights for both reports")
  },
  ModelTest(
    name: "adapter.registration.viewTypesRegisterOnFirstUse",
    cites: "UITableView.register(_:forCellReuseIdentifier:); UICollectionView.register(_:forCellWithReuseIdentifier:)"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let tableItems = TextItems(["a", "b"], in: table.reuse)
    let gridItems = TextItems(["c"], in: grid.reuse)
    keptAlive.append(tableItems)
    keptAlive.append(gridItems)
    _ = window(showing: table)
    _ = window(showing: grid)
    let rows = table.visibleCells.compactMap { ($0 as? TableViewCell<TextView>)?.view.label.text }
    let items = grid.visibleCells.compactMap { ($0 as? CollectionViewCell<TextView>)?.view.label.text }
    try expect(rows == ["a", "b"], "the table shows \(rows) without a register call")
    try expect(items == ["c"], "the collection view shows \(items) without a register call")
  },
  ModelTest(
    name: "adapter.registration.aViewTypeThatIsNotAUIViewStops",
    cites: "UITableViewCell.contentView: a cell can only host a UIView",
    expectedTrap: "UITableView can only host views that are UIViews, but"
  ) {
    let table = UITableView(frame: .zero, style: .plain)
    show([1], in: table.reuse) { _ in .view(PlainView.self, "x") }
    _ = window(showing: table)
  },
]

/// An item whose content change switches its view type (issue 15, finding 3).
@MainActor
let viewTypeChangeTests: [ModelTest] = [
  ModelTest(
    name: "adapter.viewTypeChange.tableReloadsTheRowInsteadOfReconfiguring",
    cites: "UITableView.reconfigureRows(at:): the cell provider must dequeue the same type of cell"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    try expectViewTypeChange(in: table.reuse, becomes: TableViewCell<DeletedLabel>.self) {
      table.cellForRow(at: IndexPath(row: $0, section: 0))
    }
  },
  ModelTest(
    name: "adapter.viewTypeChange.collectionViewReloadsTheItemInsteadOfReconfiguring",
    cites: "UICollectionView.reconfigureItems(at:): the cell provider must dequeue the same type of cell"
  ) {
    useModelRunLoop()
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    try expectViewTypeChange(in: grid.reuse, becomes: CollectionViewCell<DeletedLabel>.self) {
      grid.cellForItem(at: IndexPath(item: $0, section: 0))
    }
  },
]

/// Shows two messages in `container`, deletes the second, and checks that
/// its cell is now a `NewCell` while the first keeps its cell, with no reload.
@MainActor
func expectViewTypeChange<Container: ReusableViewContainer, NewCell: UIView>(
  in container: Container, becomes newCell: NewCell.Type, cellAt cell: (Int) -> UIView?
) throws {
  let (dataSource, first) = try showTwoMessages(in: container) { cell(0) }
  let reloads = dataSource.reloadCount
  try deleteSecondMessage(dataSource)
  try expect(cell(1) is NewCell, "the second cell is \(cell(1).map { "\(type(of: $0))" } ?? "nil")")
  try expect(cell(0) === first, "the first item keeps its cell")
  try expect(dataSource.reloadCount == reloads, "a batch update, not a reload")
}

/// A message by its text; a deleted one shows as a `DeletedLabel`.
struct ChatMessage: Identifiable, Equatable, Sendable, Diffable {
  let id: Int
  var text: String?
}

/// The view of a deleted message.
final class DeletedLabel: UILabel, ConfigurableView {
  func configure(with viewModel: Int) { text = "message \(viewModel) was deleted" }
}

/// Shows two messages in `container`, in a window, and returns the data
/// source and the first row's cell.
@MainActor
func showTwoMessages<Container: ReusableViewContainer>(
  in container: Container, firstCell: () -> UIView?
) throws -> (DiffableDataSource<Int, ChatMessage>, UIView?) {
  let dataSource = DiffableDataSource<Int, ChatMessage>(container) { message in
    message.text.map { .view(TextView.self, $0) } ?? .view(DeletedLabel.self, message.id)
  }
  keptAlive.append(dataSource)
  var snapshot = Snapshot<Int, ChatMessage>()
  snapshot.appendSections([0])
  snapshot.appendItems([ChatMessage(id: 1, text: "hi"), ChatMessage(id: 2, text: "hello")])
  dataSource.apply(snapshot, completion: nil)
  if let view = (container as? TableViewReuse)?.tableView { _ = window(showing: view) }
  if let view = (container as? CollectionViewReuse)?.collectionView { _ = window(showing: view) }
  UIKitModelRunLoop.main.advance(by: 1)
  return (dataSource, firstCell())
}

/// Deletes the second message: its content changes, and so does its view type.
@MainActor
func deleteSecondMessage(_ dataSource: DiffableDataSource<Int, ChatMessage>) throws {
  var snapshot = dataSource.snapshot()
  snapshot.replaceItem(ChatMessage(id: 2, text: nil))
  dataSource.apply(snapshot, completion: nil)
  UIKitModelRunLoop.main.advance(by: 1)
}

/// Issue 15, finding 5: a non-animated apply on screen is a batch update
/// performed without animation, not a reload.
@MainActor
let nonAnimatedApplyTests: [ModelTest] = [
  ModelTest(
    name: "adapter.nonAnimatedApply.isABatchWithoutAnimation",
    cites: "UIView.performWithoutAnimation(_:); UITableView.performBatchUpdates(_:completion:)"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    _ = window(showing: table)
    let dataSource = DiffableDataSource<Int, Int>(table) { .view(TextView.self, "\($0)") }
    keptAlive.append(dataSource)
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot, animation: .none, completion: nil)
    UIKitModelRunLoop.main.runUntilIdle()
    let kept = table.cellForRow(at: IndexPath(row: 2, section: 0))
    snapshot.deleteItems([1])
    var finished = false
    dataSource.apply(snapshot, animation: .none) { finished = true }
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(finished, "nothing animates, so the completion has run")
    try expect(dataSource.reloadCount == 0, "no reload: \(dataSource.reloadCount)")
    try expect(dataSource.batchUpdateCount == 2, "two batch updates: \(dataSource.batchUpdateCount)")
    try expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === kept, "the cell of item 3 is kept")
    try expect(UIView.areAnimationsEnabled, "animations are on again")
  }
]

/// Where a data source reports what it recovered from, on Apple platforms.
@MainActor
let loggerTests: [ModelTest] = [
  ModelTest(
    name: "adapter.logger.standardGoesToTheUnifiedLog",
    cites: "os.Logger.error(_:) and notice(_:); OSLogMessage: interpolated values are private unless marked public"
  ) {
    let before = LoggedMessages.shared.all.count
    ReuseKitLogger.standard(.recoveredFailure("a staged update was rejected; reloading instead"))
    ReuseKitLogger.standard(.notice("the snapshot holds no item with the identity 9"))
    let logged = Array(LoggedMessages.shared.all.dropFirst(before))
    try expect(
      logged == [
        "ReuseKit/DiffableDataSource error: a staged update was rejected; reloading instead",
        "ReuseKit/DiffableDataSource notice: the snapshot holds no item with the identity 9",
      ],
      "a recovered failure is an error, a notice a notice: \(logged)")
  }
]

/// A view that is not a `UIView`: it can be shown headlessly, not by UIKit.
final class PlainView: ConfigurableView {
  func configure(with viewModel: String) {}
}

/// Per-container state in the model, where there is no Objective-C runtime.
@MainActor
let adapterStateTests: [ModelTest] = [
  ModelTest(
    name: "adapter.state.goesAwayWithItsContainer",
    cites: "UITableView.dataSource and prefetchDataSource are weak (UITableView.h), so the side table keeps the adapter"
  ) {
    weak var adapter: TableViewReuse?
    do {
      let table = UITableView(frame: .zero, style: .plain)
      let items = TextItems(["a"], in: table.reuse)
      adapter = table.reuse
      try expect(
        table.dataSource === table.reuse && table.prefetchDataSource === table.reuse,
        "the adapter is the table's data source and prefetch data source: \(items.items)")
    }
    _ = UITableView(frame: .zero, style: .plain).reuse
    try expect(adapter == nil, "the released table's adapter is gone")
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let gridItems = TextItems(["a"], in: grid.reuse)
    try expect(
      grid.dataSource === grid.reuse && grid.prefetchDataSource === grid.reuse,
      "the adapter is the collection view's data source and prefetch data source: \(gridItems.items)")
  },
  ModelTest(
    name: "adapter.lifetime.aViewControllerItsTableAndItsDataSourceGoTogether",
    cites: "UITableView.dataSource and delegate are weak (UITableView.h); a content holds no data source"
  ) {
    useModelRunLoop()
    weak var weakController: LifetimeViewController?
    weak var weakTable: UITableView?
    weak var weakDataSource: DiffableDataSource<Int, Int>?
    do {
      let controller = LifetimeViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.show(Array(0..<60))
      controller.dataSource.selection.selectItem(withID: 4)
      controller.table.contentOffset = CGPoint(x: 0, y: 300)
      UIKitModelRunLoop.main.runUntilIdle()
      try expect(!controller.table.visibleCells.isEmpty, "the table shows rows")
      (weakController, weakTable, weakDataSource) = (controller, controller.table, controller.dataSource)
      window.isHidden = true
      window.rootViewController = nil
    }
    UIKitModelRunLoop.main.runUntilIdle()
    try expect(weakController == nil && weakTable == nil && weakDataSource == nil, "all released together")
  },
]

/// A screen as an app writes one: it owns its table and its data source,
/// whose cell provider captures nothing of it.
@MainActor
final class LifetimeViewController: UIViewController {
  init() { super.init(nibName: nil, bundle: nil) }

  required init?(coder: NSCoder) { fatalError("in code only") }

  let table = UITableView(frame: .zero, style: .plain)
  lazy var dataSource = DiffableDataSource<Int, Int>(table) { .view(TextView.self, "\($0)") }

  override func loadView() { view = table }

  func show(_ items: [Int]) {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animation: .none, completion: nil)
  }
}
