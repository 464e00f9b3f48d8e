/// UIKit: `UICollectionViewCompositionalLayoutSectionProvider`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
  NSCollectionLayoutSection?

/// UIKit: `UICollectionViewCompositionalLayout`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout):
/// "A layout object that lets you combine items in highly adaptive and
/// flexible visual arrangements." Sections stack vertically (the default
/// `scrollDirection`); the provider is asked for every section at every
/// layout pass, with the collection view's bounds as the container.
/// Each section's `contentInsets` are measured from the edges its
/// `contentInsetsReference` names (``UIContentInsetsReference``), by default
/// the safe area's: in landscape under a notch its items sit further in.
///
/// A section that scrolls orthogonally keeps its own offset sideways while
/// the view only lays out and scrolls. Apple documents no setter for it and
/// does not say when UIKit keeps it. A `reloadData()` resets every
/// orthogonal section to its start; whether a batch update does is a
/// reading of its own (``modelBatchUpdatesResetOrthogonalOffsets``), and the
/// adapter tests run under both.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  // MARK: - Lifecycle

  /// UIKit: `init(section:)`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// UIKit: `init(section:configuration:)`.
  public convenience init(
    section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// UIKit: `init(sectionProvider:)`.
  public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// UIKit: `init(sectionProvider:configuration:)`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    storedConfiguration = configuration.modelCopy()
    super.init()
  }

  /// UIKit: `configuration`, a copy: "Setting this property will invalidate
  /// the layout immediately to affect any changes. Note: any changes made
  /// to properties directly will have no effect."
  /// (UICollectionViewCompositionalLayout.h).
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration.modelCopy() }
    set {
      storedConfiguration = newValue.modelCopy()
      invalidateLayout()
    }
  }

  /// UIKit: `init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates layouts in code only") }

  // MARK: - Model

  /// The horizontal offset of each orthogonally scrolling section, by index.
  var modelOrthogonalOffsets: [Int: CGFloat] = [:]

  /// Every orthogonal section back at its start.
  func modelResetOrthogonalOffsets() { modelOrthogonalOffsets = [:] }

  /// Model only: whether a batch update resets every orthogonal section to
  /// its start (`true`, the default) or keeps each section's offset as a
  /// number. Apple says neither; both are plausible.
  public static var modelBatchUpdatesResetOrthogonalOffsets = true

  /// The configuration the layout keeps (`configuration` hands out copies).
  private(set) var storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()

  /// The sections of the last layout pass.
  private(set) var modelSections: [NSCollectionLayoutSection] = []

  /// The frames of the last layout pass, before orthogonal offsets.
  private(set) var modelLastFrames = ModelCompositionalFrames()

  /// Lays out `counts` in a container of `size` whose safe area is inset by
  /// `safeArea`, with the sizes the views reported in `sizes`.
  func modelFrames(
    counts: [Int], size: CGSize, safeArea: UIEdgeInsets, sizes: [IndexPath: CGSize]
  ) -> ModelCompositionalFrames {
    var frames = ModelCompositionalFrames()
    let environment = ModelLayoutEnvironment(contentSize: size, traitCollection: UITraitCollection(displayScale: 2))
    modelSections = []
    for (index, count) in counts.enumerated() {
      guard let section = sectionProvider(index, environment) else {
        modelRaise("UICollectionViewCompositionalLayout: the section provider returned nil for section \(index)")
      }
      modelSections.append(section)
      var placer = ModelSectionPlacer(
        section: section, index: index, width: size.width, height: size.height, sizes: sizes, top: frames.height,
        reference: modelReferenceInsets(of: section, safeArea: safeArea))
      placer.supplementarySizes = collectionView?.modelMeasuredSupplementarySizes ?? [:]
      placer.place(count: count, into: &frames)
    }
    modelLastFrames = frames
    return frames
  }

  /// The largest orthogonal offset of `section` in the last pass.
  func modelMaximumOrthogonalOffset(_ section: Int, width: CGFloat) -> CGFloat {
    max(0, (modelLastFrames.orthogonalContentWidths[section] ?? 0) - width)
  }

  // MARK: - Private

  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
}

/// Where a compositional layout puts everything, before the orthogonal
/// sections' offsets.
struct ModelCompositionalFrames {
  var items: [IndexPath: CGRect] = [:]
  /// The items whose height is estimated: the view measures them.
  var estimated: Set<IndexPath> = []
  var supplementary: [ModelSupplementaryKey: CGRect] = [:]
  /// The pinned boundary items, with the vertical extent of their sections.
  var pinned: [ModelSupplementaryKey: ClosedRange<CGFloat>] = [:]
  /// The width of each orthogonal section's content, trailing inset included.
  var orthogonalContentWidths: [Int: CGFloat] = [:]
  /// Each orthogonal section's group stride, for group paging.
  var pagingStrides: [Int: CGFloat] = [:]
  var height: CGFloat = 0
}

/// A supplementary view's place: its kind and section.
struct ModelSupplementaryKey: Hashable, Comparable {
  var kind: String
  var section: Int

  static func < (lhs: Self, rhs: Self) -> Bool { (lhs.section, lhs.kind) < (rhs.section, rhs.kind) }
}
