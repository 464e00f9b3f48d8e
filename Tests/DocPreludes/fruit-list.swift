// needs: badges
// The two-row list of fruit of the article "Testing UI updates headlessly".
let list = HeadlessList(viewport: Viewport(width: 320, height: 88), rowHeight: 44)
let dataSource = DiffableDataSource<String, String>(list) { title in
  .view(BadgeView.self, title)
}
var snapshot = Snapshot<String, String>()
snapshot.appendSections(["Fruit"])
snapshot.appendItems((0..<100).map { "Fruit \($0)" })
await dataSource.apply(snapshot)
