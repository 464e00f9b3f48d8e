import ReuseKitUIKit
import UIKit

/// A message of the README's iOS quick start.
struct Message: Hashable, Sendable, Diffable {
  var id: Int
  var text: String
}

/// The README's iOS quick start view, verbatim in substance: keep both in step.
final class MessageView: UIView, ConfigurableView {
  private let label = UILabel(frame: .zero)
  init() {
    super.init(frame: .zero)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor),
      label.trailingAnchor.constraint(equalTo: trailingAnchor),
      label.topAnchor.constraint(equalTo: topAnchor),
      label.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }
  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("created in code only") }
  func configure(with message: Message) { label.text = message.text }
  var shownText: String? { label.text }
  var labelFrame: CGRect { label.frame }
}

/// The README's quick start and the sample's pixel rounding.
@MainActor
let readmeTests: [ModelTest] = [
  ModelTest(
    name: "adapter.readme.quickStartRowsShowTheirText",
    cites: "UITableView.automaticDimension: rows sized by Auto Layout need their content pinned"
  ) {
    useModelRunLoop()
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.rowHeight = UITableView.automaticDimension
    _ = window(showing: tableView)
    let dataSource = DiffableDataSource<String, Message>(tableView) { message in
      .view(MessageView.self, message)
    }
    keptAlive.append(dataSource)
    var snapshot = Snapshot<String, Message>()
    snapshot.appendSections(["Inbox"])
    snapshot.appendItems([Message(id: 1, text: "Hello"), Message(id: 2, text: "A longer message")])
    dataSource.apply(snapshot)
    UIKitModelRunLoop.main.advance(by: 1)
    let views = tableView.visibleCells.compactMap { ($0 as? TableViewCell<MessageView>)?.view }
    try expect(views.count == 2, "two rows")
    for view in views {
      try expect(view.labelFrame.height == UILabel.modelLineHeight, "\(view.shownText ?? "") shows: \(view.labelFrame)")
    }
  },
  ModelTest(
    name: "adapter.sizing.preferredHeightsRoundUpToPixels",
    cites: "UITraitCollection.displayScale; issue 12 finding 14"
  ) {
    useModelRunLoop()
    let table = UITableView(frame: .zero, style: .plain)
    table.rowHeight = UITableView.automaticDimension
    table.setDataProvider(
      ContainerDataProvider(
        numberOfSections: { 1 }, numberOfItems: { _ in 1 },
        configuration: { _ in .view(TextView.self, "a") { view in view.fixedHeight = 44.3 } }))
    _ = window(showing: table)
    let cell = try table.cellForRow(at: IndexPath(row: 0, section: 0)).unwrapped("the row")
    try expect(
      cell.contentView.frame.height == 44.5, "44.3 rounds up to 44.5 on a 2× screen: \(cell.contentView.frame)")
  },
]
