/// UIKit: `UITableViewDataSource`, with its required methods only.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// UIKit: `UITableViewDataSource.tableView(_:numberOfRowsInSection:)`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// UIKit: `UITableViewDataSource.tableView(_:cellForRowAt:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// UIKit: `UITableViewDelegate`. Every requirement is optional, so none is declared.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}
