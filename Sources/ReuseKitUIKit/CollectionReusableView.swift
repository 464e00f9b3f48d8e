#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A collection view supplementary view, such as a section header, that
  /// hosts a ``ConfigurableView`` pinned to its edges.
  ///
  /// <!-- compile: prelude uikit-messages, body -->
  /// ```swift
  /// collectionView.reuse.registerSupplementary(SectionTitleView.self, ofKind: .header)
  /// let header = collectionView.reuse.dequeueSupplementary(SectionTitleView.self, ofKind: .header, for: indexPath)
  /// return header.configured(with: title)
  /// ```
  public final class CollectionReusableView<View: ConfigurableView & UIView>: UICollectionReusableView {
    // MARK: - Lifecycle

    /// Creates the view and the view it hosts; `UICollectionView` calls it for
    /// a registered supplementary view.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      content.install(in: self, reportingTo: self)
    }

    /// Not supported: the view is never loaded from a storyboard or nib.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
      fatalError("\(Self.self) is created in code only")
    }

    // MARK: - Public

    /// Forgets the view model and lets the hosted view reset itself.
    public override func prepareForReuse() {
      super.prepareForReuse()
      content.cell.prepareForReuse()
    }

    /// The layout's attributes with the hosted view's preferred height at their
    /// width, or, when the view does not size itself, the height Auto Layout
    /// gives it at that width; the width stays the one the layout proposes.
    public override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      content.preferredAttributes(fitting: layoutAttributes)
        ?? content.autoLayoutAttributes(fitting: layoutAttributes, of: self)
    }

    // MARK: - Internal

    let content = HostedContent<View>()
  }

  extension CollectionReusableView: HostedContentView {}
#endif
