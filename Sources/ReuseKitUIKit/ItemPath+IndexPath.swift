#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension ItemPath {
    /// The path of the row or item at `indexPath`, a two-element index path.
    public init(_ indexPath: IndexPath) {
      self.init(item: indexPath.item, section: indexPath.section)
    }
  }

  extension IndexPath {
    /// The two-element index path of the row or item at `itemPath`.
    public init(_ itemPath: ItemPath) {
      self.init(item: itemPath.item, section: itemPath.section)
    }
  }
#endif
