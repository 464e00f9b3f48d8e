import UIKit

extension UIView {
  /// Adds `label`, wrapping its text, pinned to this view's edges.
  func pinWrapping(_ label: UILabel) {
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
}

/// A table cell with a label in its content view, for the model's own tests.
final class LabelTableCell: UITableViewCell, UIKitModelTableViewCellClass {
  let label = UILabel(frame: .zero)
  /// The target sizes UIKit measured the cell at.
  var fittingTargets: [CGSize] = []

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.pinWrapping(label)
  }

  required init?(coder: NSCoder) { nil }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    fittingTargets.append(targetSize)
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
  }
}

/// A collection view cell with a label in its content view.
final class LabelCollectionCell: UICollectionViewCell, UIKitModelReusableViewClass {
  let label = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.pinWrapping(label)
  }

  required init?(coder: NSCoder) { nil }
}

/// A data source of strings for a table or a collection view; `reconfigureWithNewCell`
/// makes it return a fresh cell where it should return the existing one.
final class StringsDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  var sections: [[String]]
  var cellRequests: [IndexPath] = []
  var returnsUndequeuedCell = false

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests.append(indexPath)
    if returnsUndequeuedCell { return LabelTableCell(style: .default, reuseIdentifier: "Label") }
    let cell = tableView.dequeueReusableCell(withIdentifier: "Label", for: indexPath)
    (cell as? LabelTableCell)?.label.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    cellRequests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
    (cell as? LabelCollectionCell)?.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }
}

/// Objects a test keeps for its whole run, as an app keeps its data sources.
@MainActor
var keptAlive: [AnyObject] = []

/// A stack of `views` along `axis`, pinned by Auto Layout to the top,
/// leading and trailing edges of a plain view, which it returns: as tall as
/// the stack's content.
@MainActor
func pinnedStack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal) -> (UIStackView, UIView) {
  let stack = UIStackView(arrangedSubviews: views)
  stack.axis = axis
  let root = UIView(frame: .zero)
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    stack.topAnchor.constraint(equalTo: root.topAnchor),
  ])
  return (stack, root)
}

/// A window of the model's phone size holding `view`, laid out.
@MainActor
func window(showing view: UIView, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
  let window = UIWindow(frame: CGRect(origin: .zero, size: size))
  let controller = UIViewController(nibName: nil, bundle: nil)
  controller.view.addSubview(view)
  view.frame = CGRect(origin: .zero, size: size)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  UIKitModelRunLoop.main.runUntilIdle()
  return window
}

/// A table in a window, rows 44 points tall, showing `sections`.
@MainActor
func makeTable(_ sections: [[String]], height: CGFloat = 440) -> (UITableView, StringsDataSource, UIWindow) {
  let table = UITableView(frame: .zero, style: .plain)
  // The tests count 44-point rows; the default, automaticDimension, has tests of its own.
  table.rowHeight = 44
  table.register(LabelTableCell.self, forCellReuseIdentifier: "Label")
  let dataSource = StringsDataSource(sections)
  keptAlive.append(dataSource)
  table.dataSource = dataSource
  let window = window(showing: table, size: CGSize(width: 390, height: height))
  return (table, dataSource, window)
}

/// A collection view with a flow layout of 100 × 100 items in a window.
@MainActor
func makeGrid(_ sections: [[String]]) -> (UICollectionView, StringsDataSource, UIWindow) {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  grid.register(LabelCollectionCell.self, forCellWithReuseIdentifier: "Label")
  let dataSource = StringsDataSource(sections)
  keptAlive.append(dataSource)
  grid.dataSource = dataSource
  let window = window(showing: grid)
  return (grid, dataSource, window)
}

/// The texts the visible cells of `table` show, by path.
@MainActor
func shownTexts(_ table: UITableView) -> [String?] {
  (table.indexPathsForVisibleRows ?? []).map { (table.cellForRow(at: $0) as? LabelTableCell)?.label.text }
}
