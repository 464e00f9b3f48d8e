// A chat whose sections are days, each titled by a `DayTitleView`.
import ReuseKit

struct Day: Hashable, Sendable, Diffable {
  var title: String
}

struct Line: Identifiable, Equatable, Diffable, Sendable {
  let id: Int
  var text: String
}

final class LineView: ConfigurableView {
  func configure(with line: Line) {}
}

final class DayTitleView: ConfigurableView {
  private(set) var title = ""
  func configure(with title: String) { self.title = title }
}

let list = HeadlessList(viewport: Viewport(width: 320, height: 480))
let dataSource = DiffableDataSource<Day, Line>(list) { .view(LineView.self, $0) }
