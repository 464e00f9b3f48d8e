#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI
  import UIKit

  @available(iOS 16.0, *)
  extension DiffableList {
    /// Shows the items in `count` columns of equal width; 1 by default.
    public func columns(_ count: Int) -> Self { with { $0.columns = max(1, count) } }

    /// Shows the items as Apple's list of `appearance` (a
    /// `UICollectionLayoutListConfiguration` list), with its separators and
    /// cell backgrounds, in place of plain rows or ``columns(_:)``: each
    /// item's swipe actions (``ViewConfiguration/swipeActions(edge:allowsFullSwipe:_:)``)
    /// and accessories show there. An item's context menu
    /// (``ViewConfiguration/contextMenu(_:preview:)``) shows either way.
    public func listAppearance(_ appearance: ListAppearance) -> Self { with { $0.listAppearance = appearance } }

    /// Lays out each section as `layout` chooses by its section: a list, a
    /// grid, a carousel that scrolls sideways, a waterfall or Apple's list of
    /// an appearance, the ``SectionLayout`` values a data source's
    /// ``DiffableDataSource/sectionLayout`` takes, through the compositional
    /// layout of `CollectionViewReuse/makeCompositionalLayout(section:)`,
    /// in place of ``columns(_:)`` and ``listAppearance(_:)``.
    ///
    /// It is read for every section at each update: when what it returns
    /// changes, as when it reads state the update changed, the sections are
    /// laid out again. A section whose layout has no header or footer
    /// height takes the height of ``sectionHeaders(height:_:)`` or
    /// ``sectionFooters(height:_:)``. A carousel keeps its leading item by
    /// its section's identity through updates.
    public func sectionLayout(_ layout: @escaping (Section) -> SectionLayout) -> Self {
      with { $0.sectionLayout = layout }
    }
  }
#endif
