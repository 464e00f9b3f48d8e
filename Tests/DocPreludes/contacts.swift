// Contacts in sections by letter.
import ReuseKit

struct Letter: Hashable, Sendable, Diffable {
  var name: String
}

final class ContactView: ConfigurableView {
  func configure(with name: String) {}
}

let list = HeadlessList(viewport: Viewport(width: 320, height: 480))
let dataSource = DiffableDataSource<Letter, String>(list) { .view(ContactView.self, $0) }
