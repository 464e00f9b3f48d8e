/// UIKit: `UITableViewDataSource`
/// (https://developer.apple.com/documentation/uikit/uitableviewdatasource).
/// The optional methods the model calls have defaults that record the call.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// UIKit: `tableView(_:numberOfRowsInSection:)`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// UIKit: `tableView(_:cellForRowAt:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// UIKit: `numberOfSections(in:)` (optional; 1 when not implemented).
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// The default of an optional method: records the call and returns 1.
  public func numberOfSections(in tableView: UITableView) -> Int {
    UIKitModelRecorder.record("UITableViewDataSource.numberOfSections(in:)")
    return 1
  }
}

/// UIKit: `UITableViewDelegate`
/// (https://developer.apple.com/documentation/uikit/uitableviewdelegate).
/// Every method is optional; the model declares those it calls.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// UIKit: `tableView(_:viewForHeaderInSection:)` (optional).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

  /// UIKit: `tableView(_:didSelectRowAt:)` (optional).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The default of an optional method: records the call; no header.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:viewForHeaderInSection:)")
    return nil
  }

  /// The default of an optional method: records the call.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    UIKitModelRecorder.record("UITableViewDelegate.tableView(_:didSelectRowAt:)")
  }
}
