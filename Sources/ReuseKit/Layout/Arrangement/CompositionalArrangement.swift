/// The arrangement of a container whose sections each have a layout of
/// their own, as a `UICollectionViewCompositionalLayout`'s: lists, grids,
/// carousels and waterfalls, one under the other.
///
/// A data source chooses each section's layout by its identity
/// (``DiffableDataSource/sectionLayout``); a section it gives none takes
/// `section`.
///
/// ```swift
/// let store = HeadlessCollection(
///   viewport: Viewport(width: 320, height: 480),
///   arrangement: CompositionalArrangement(section: .list(itemHeight: .selfSizing(estimate: 44))))
/// ```
public struct CompositionalArrangement: LayoutArrangement {
  /// A collection: its messages say "item".
  public static var isList: Bool { false }

  // MARK: - Lifecycle

  /// Creates an arrangement whose sections take `section` unless their data
  /// source chooses another layout, with `insets` around all the content.
  public init(section: SectionLayout = .list(), insets: LayoutInsets = .zero) {
    self.section = section
    self.insets = insets
  }

  // MARK: - Public

  /// The layout of the sections the data source gives none, with `insets`
  /// around the content.
  public var rules: LayoutRules {
    LayoutRules(
      itemHeight: section.itemHeight, lineSpacing: section.lineSpacing, insets: insets,
      headerHeight: section.headerHeight, footerHeight: section.footerHeight, columnRule: .section(section))
  }

  // MARK: - Internal

  /// The layout of a section the data source gives none.
  package var section: SectionLayout
  /// Space around all the content.
  package var insets: LayoutInsets
}
