import UIKit

/// A delegate that gives each section a footer label, and a height for it
/// when `footerHeight` is set.
private final class FooterHeightDelegate: NSObject, UITableViewDelegate {
  var footerHeight: CGFloat?

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    let label = UILabel(frame: .zero)
    label.text = "F\(section)"
    return label
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    footerHeight ?? tableView.sectionFooterHeight
  }
}

/// The model's tests of the delegate's header and footer heights, which
/// take the place of the table's own.
@MainActor
let sectionHeightTests: [ModelTest] = [
  ModelTest(
    name: "model.sections.theDelegatesFooterHeightTakesThePlaceOfTheTables",
    cites: "UITableViewDelegate.tableView(_:heightForFooterInSection:); UITableView.sectionFooterHeight; "
      + "UITableView.automaticDimension"
  ) {
    for (delegateHeight, expected) in [(nil, 0.0), (UITableView.automaticDimension, 20), (30, 30)]
      as [(CGFloat?, CGFloat)]
    {
      let (table, _, window) = makeTable([["a", "b"]])
      let delegate = FooterHeightDelegate()
      delegate.footerHeight = delegateHeight
      keptAlive += [delegate, window]
      table.sectionFooterHeight = 0
      table.delegate = delegate
      table.layoutIfNeeded()
      // Two rows of 44 points, then the footer.
      let height = table.contentSize.height - 88
      try expect(
        height == expected,
        "a footer of \(height) points with the delegate's \(String(describing: delegateHeight)), not \(expected)")
    }
  }
]
