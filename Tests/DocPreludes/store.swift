// A store front in a headless collection: sections by name, cards of titles.
import ReuseKit

final class CardView: ConfigurableView {
  private(set) var title = ""
  func configure(with title: String) { self.title = title }
}

let store = HeadlessCollection(viewport: Viewport(width: 320, height: 600), arrangement: CompositionalArrangement())
let dataSource = DiffableDataSource<String, String>(store) { .view(CardView.self, $0) }
