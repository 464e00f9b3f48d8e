#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension CollectionViewReuse {
    // MARK: - Public

    /// A compositional layout that lays out each section as the data
    /// source's ``DiffableDataSource/sectionLayout`` chooses by the
    /// section's identity, or as `section` when it chooses none: lists and
    /// grids as groups of rows, carousels as sections that scroll sideways
    /// (`orthogonalScrollingBehavior`), waterfalls as custom groups, headers
    /// and footers as boundary supplementary items. A section's insets are
    /// measured from the collection view's safe area, so in landscape under
    /// a notch its items and headers stay clear of it.
    ///
    /// Set it as the collection view's layout. A carousel's leading item is
    /// kept by its section's identity through the data source's applies and
    /// reloads, whether UIKit resets an orthogonal section to its start or
    /// keeps its offset, and follows its own identity through inserts and
    /// deletes before it; how
    /// far into that item it was scrolled is not kept, as UIKit has no
    /// public setter for the offset.
    ///
    /// <!-- compile: prelude uikit-store -->
    /// ```swift
    /// collectionView.collectionViewLayout = collectionView.reuse.makeCompositionalLayout()
    /// dataSource.sectionLayout = { section in
    ///   section == "featured"
    ///     ? .carousel(itemWidth: .fractionalWidth(0.8), itemHeight: .fixed(120), scrollingBehavior: .paging)
    ///     : .grid(columns: .count(2), itemHeight: .fixed(80))
    /// }
    /// ```
    ///
    /// A layout whose numbers cannot be laid out stops with a message that
    /// names the section and the value.
    ///
    /// - Complexity: The layout asks for each section in O(1), and O(k c)
    ///   for a waterfall of k items in c columns.
    public func makeCompositionalLayout(section: SectionLayout = .list()) -> UICollectionViewCompositionalLayout {
      defaultSectionLayout = section
      // Every section measures its insets from the safe area, as the
      // headless engine measures them from its container's insets.
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.contentInsetsReference = .safeArea
      return UICollectionViewCompositionalLayout(
        sectionProvider: { [weak self] index, environment in
          self?.compositionalSection(at: index, environment: environment)
        }, configuration: configuration)
    }

    // MARK: - Internal

    /// The layout of `section` of `content`: the data source's, or the default.
    func layout(of content: ContainerContent, inSection section: Int) -> SectionLayout {
      guard section < content.numberOfSections else { return defaultSectionLayout }
      return content.sectionLayout(inSection: section) ?? defaultSectionLayout
    }

    /// Runs `body`, which shows new content, keeping each carousel's
    /// leading item by its section's identity.
    func keepingCarousels(_ body: () -> Void) {
      guard let collectionView else { return body() }
      carousels.keeping(
        in: collectionView, content: { state.content },
        geometry: { content, section in
          let layout = self.layout(of: content, inSection: section)
          guard layout.isCarousel else { return nil }
          return SectionGeometry(layout, width: Double(collectionView.bounds.width), insets: self.safeAreaInsets)
        }, body)
    }

    // MARK: - Private

    /// The collection view's safe-area insets at its sides, which its
    /// compositional sections' insets are measured from: the container
    /// insets of a headless layout engine. Read from the view rather than
    /// the layout environment, whose container Apple does not say includes
    /// them; its `contentSize` is the width "before any insets are applied".
    private var safeAreaInsets: LayoutInsets {
      guard let collectionView else { return LayoutInsets() }
      let safeArea = collectionView.safeAreaInsets
      return LayoutInsets(left: Double(safeArea.left), right: Double(safeArea.right))
    }

    private func compositionalSection(
      at index: Int, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      let content = state.content
      let inContent = index < content.numberOfSections
      var layout = defaultSectionLayout
      if inContent {
        layout = self.layout(of: content, inSection: index).givingRoom(toOwnHeightViewsOf: content, inSection: index)
      }
      if inContent { layout.check(section: content.describeSection(index), in: "UICollectionView") }
      let width = Double(environment.container.contentSize.width)
      let insets = safeAreaInsets
      let count = inContent ? content.numberOfItems(inSection: index) : 0
      if let appearance = layout.listAppearance {
        return layout.compositionalListSection(appearance, width: width, insets: insets, environment: environment) {
          [weak self] edge, indexPath in
          guard let self, state.isConnected else { return nil }
          return itemActions.swipeActions(at: edge, ofItemAt: ItemPath(indexPath), in: state.content)
        }
      }
      let section = layout.compositionalSection(width: width, insets: insets, itemCount: count)
      if layout.isCarousel, let identity = content.sectionIdentity(inSection: index) {
        let geometry = SectionGeometry(layout, width: width, insets: insets)
        section.visibleItemsInvalidationHandler = { [weak self] _, offset, _ in
          let item = geometry.leadingItem(atHorizontalOffset: Double(offset.x), items: count)
          self?.carousels.observe(item, inSectionOf: identity)
        }
      }
      return section
    }
  }

  extension SectionLayout {
    /// Whether the layout is a carousel, which scrolls sideways.
    var isCarousel: Bool {
      if case .carousel = kind { return true }
      return false
    }

    /// The layout with a header or footer where `section` of `content`
    /// shows one that takes its own height, an edge's retry view, and the
    /// layout has none: a boundary item of an estimated height, which the
    /// view measures, since a compositional layout shows no supplementary
    /// view it has no item for.
    @MainActor
    func givingRoom(toOwnHeightViewsOf content: ContainerContent, inSection section: Int) -> SectionLayout {
      var layout = self
      if headerHeight == 0, content.supplementaryTakesItsOwnHeight(ofKind: .header, inSection: section) {
        layout.headerHeight = Self.ownHeightEstimate
      }
      if footerHeight == 0, content.supplementaryTakesItsOwnHeight(ofKind: .footer, inSection: section) {
        layout.footerHeight = Self.ownHeightEstimate
      }
      return layout
    }

    /// The height a view that takes its own height has until it is measured.
    private static let ownHeightEstimate = 44.0
  }
#endif
