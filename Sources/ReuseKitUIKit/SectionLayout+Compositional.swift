#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A ``SectionLayout`` as an `NSCollectionLayoutSection`: the core works
  /// out the columns, widths and waterfall frames at the section's width;
  /// this only says them in compositional layout's terms.
  extension SectionLayout {
    // MARK: - Internal

    /// The section of `itemCount` items in a container `width` wide (the
    /// layout's `contentSize`) whose safe area is `insets` in from its
    /// sides, with its boundary items. Its `contentInsets` are measured from
    /// the safe area (`contentInsetsReference` `.safeArea`), as a headless
    /// layout engine measures a section's insets from its container's
    /// `insets`: both lay the section out at the same ``SectionGeometry``.
    ///
    /// - A list or a grid is a horizontal group of one item per column,
    ///   repeated down the section, `interGroupSpacing` apart.
    /// - A carousel is one group per item, side by side, with
    ///   `orthogonalScrollingBehavior` `.groupPaging` when it pages and
    ///   `.continuous` when it scrolls freely.
    /// - A waterfall is one custom group of all its items, whose frames are
    ///   the core's waterfall placement at their fixed or estimated heights.
    ///
    /// - Complexity: O(1), and O(k c) for a waterfall of k items in c columns.
    @MainActor
    func compositionalSection(width: Double, insets: LayoutInsets, itemCount: Int) -> NSCollectionLayoutSection {
      let geometry = SectionGeometry(self, width: width, insets: insets)
      let height = Self.dimension(itemHeight)
      let section: NSCollectionLayoutSection
      switch geometry.kind {
      case .rows:
        let itemWidth: NSCollectionLayoutDimension =
          isList ? .fractionalWidth(1) : .absolute(CGFloat(geometry.metrics.itemWidth))
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: itemWidth, heightDimension: height))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
          subitems: Array(repeating: item, count: geometry.metrics.count))
        group.interItemSpacing = .fixed(CGFloat(geometry.metrics.spacing))
        section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = CGFloat(lineSpacing)
      case .carousel:
        section = carouselSection(geometry, height: height)
      case .waterfall:
        let heights = Array(repeating: itemHeight.defaultHeight, count: itemCount)
        let placed = geometry.waterfallFrames(heights: heights)
        let frames = placed.frames.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        let group = NSCollectionLayoutGroup.custom(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(placed.height)))
        ) { _ in frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) } }
        section = NSCollectionLayoutSection(group: group)
      }
      section.contentInsets = directionalInsets
      section.contentInsetsReference = .safeArea
      section.boundarySupplementaryItems = boundaryItems(width: geometry.supplementaryWidth)
      return section
    }

    /// The list section of `appearance` at `width`: UIKit's own list
    /// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`), which
    /// sizes its rows and shows their separators and swipe actions, with
    /// the section's headers and footers, and its insets when they differ
    /// from the appearance's. Its insets follow the layout's reference, the
    /// safe area, `insets` in from the sides of a container `width` wide.
    @MainActor
    func compositionalListSection(
      _ appearance: ListAppearance, width: Double, insets: LayoutInsets,
      environment: any NSCollectionLayoutEnvironment,
      swipeActions: @escaping @MainActor (SwipeActionsConfiguration.Edge, IndexPath) -> UISwipeActionsConfiguration?
    ) -> NSCollectionLayoutSection {
      var list = UICollectionLayoutListConfiguration(appearance: Self.listAppearance(appearance))
      list.showsSeparators = showsSeparators
      list.leadingSwipeActionsConfigurationProvider = { swipeActions(.leading, $0) }
      list.trailingSwipeActionsConfigurationProvider = { swipeActions(.trailing, $0) }
      let section = NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
      if contentInsets != appearance.contentInsets { section.contentInsets = directionalInsets }
      section.boundarySupplementaryItems = boundaryItems(
        width: SectionGeometry(self, width: width, insets: insets).supplementaryWidth)
      return section
    }

    // MARK: - Private

    private var directionalInsets: NSDirectionalEdgeInsets {
      NSDirectionalEdgeInsets(
        top: CGFloat(contentInsets.top), leading: CGFloat(contentInsets.left), bottom: CGFloat(contentInsets.bottom),
        trailing: CGFloat(contentInsets.right))
    }

    private static func listAppearance(_ appearance: ListAppearance) -> UICollectionLayoutListConfiguration.Appearance {
      switch appearance {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      case .sidebar: .sidebar
      }
    }

    @MainActor
    private func carouselSection(_ geometry: SectionGeometry, height: NSCollectionLayoutDimension)
      -> NSCollectionLayoutSection
    {
      guard case .carousel(let itemWidth, let behavior) = kind else {
        fatalError("SectionLayout: a \(kindName) layout is not a carousel")
      }
      let groupWidth: NSCollectionLayoutDimension
      switch itemWidth {
      case .fractionalWidth(let fraction): groupWidth = .fractionalWidth(CGFloat(fraction))
      case .absolute(let points): groupWidth = .absolute(CGFloat(points))
      }
      // The item fills its group; self-sizing, both say so.
      let itemHeight: NSCollectionLayoutDimension = height.isEstimated ? height : .fractionalHeight(1)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: itemHeight))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: groupWidth, heightDimension: height), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = CGFloat(geometry.metrics.spacing)
      section.orthogonalScrollingBehavior = behavior == .paging ? .groupPaging : .continuous
      return section
    }

    @MainActor
    private func boundaryItems(width: Double) -> [NSCollectionLayoutBoundarySupplementaryItem] {
      var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
      for (kind, height, alignment) in [
        (ElementKind.header, headerHeight, NSRectAlignment.top), (ElementKind.footer, footerHeight, .bottom),
      ] where height > 0 {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(CGFloat(width)), heightDimension: .estimated(CGFloat(height))),
          elementKind: kind.rawValue, alignment: alignment)
        item.pinToVisibleBounds = kind == .header && pinsHeaderToVisibleBounds
        items.append(item)
      }
      return items
    }

    @MainActor
    private static func dimension(_ height: ItemHeight) -> NSCollectionLayoutDimension {
      switch height {
      case .fixed(let points): .absolute(CGFloat(points))
      case .selfSizing(let estimate): .estimated(CGFloat(estimate))
      }
    }
  }
#endif
