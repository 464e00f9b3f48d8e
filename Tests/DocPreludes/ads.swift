// The self-sizing list of `AdView`s (declared by the block) of the article
// "Sizing", and the data source that shows twenty ads in it.
import ReuseKit

let ads = HeadlessList(
  viewport: Viewport(width: 320, height: 440),
  arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
let dataSource = DiffableDataSource<Int, String>(ads) { .view(AdView.self, $0) }
var items = Snapshot<Int, String>()
items.appendSections([0])
items.appendItems((0..<20).map { "ad \($0)" })
await dataSource.apply(items)
