// A list of folders and their files, loaded on demand.
import ReuseKit

final class NameView: ConfigurableView {
  func configure(with name: String) {}
}

func files(in folder: String) -> [String] { [] }

let list = HeadlessList(viewport: Viewport(width: 320, height: 480))
let dataSource = DiffableDataSource<String, String>(list) { .view(NameView.self, $0) }
