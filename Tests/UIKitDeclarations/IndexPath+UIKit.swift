extension IndexPath {
  /// UIKit: `IndexPath.init(row:section:)`.
  public init(row: Int, section: Int) { fatalError() }

  /// UIKit: `IndexPath.init(item:section:)`.
  public init(item: Int, section: Int) { fatalError() }

  /// UIKit: `IndexPath.section`.
  public var section: Int {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `IndexPath.row`.
  public var row: Int {
    get { fatalError() }
    set { fatalError() }
  }

  /// UIKit: `IndexPath.item`.
  public var item: Int {
    get { fatalError() }
    set { fatalError() }
  }
}
