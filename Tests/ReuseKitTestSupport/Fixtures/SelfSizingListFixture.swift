import ReuseKit

/// A self-sizing headless list of `rows` integer rows, each shown by a
/// `View`, already applied, synchronously. Keep the data source alive as long
/// as the list is used.
@MainActor
public func makeSelfSizingList<View: ConfigurableView>(
  of view: View.Type,
  rows: Int,
  width: Double = 100,
  height: Double = 200,
  estimate: Double = 20
) -> (list: HeadlessList, dataSource: DiffableDataSource<Int, Int>) where View.ViewModel == Int {
  let list = HeadlessList(
    viewport: Viewport(width: width, height: height),
    arrangement: ListArrangement(itemHeight: .selfSizing(estimate: estimate)))
  list.register(view)
  let dataSource = DiffableDataSource<Int, Int>(list) { item in
    .view(view, item)
  }
  dataSource.backgroundDiffingThreshold = .max
  var snapshot = Snapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(Array(0..<rows))
  dataSource.apply(snapshot, completion: nil)
  return (list, dataSource)
}
