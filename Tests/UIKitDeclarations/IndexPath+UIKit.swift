/// UIKit's additions to `IndexPath`
/// (https://developer.apple.com/documentation/foundation/indexpath): a row
/// or an item and its section, as a two-element index path.
extension IndexPath {
  /// UIKit: `IndexPath.init(row:section:)`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// UIKit: `IndexPath.init(item:section:)`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// UIKit: `IndexPath.section`.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// UIKit: `IndexPath.row`.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// UIKit: `IndexPath.item`.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
