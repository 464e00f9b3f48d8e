#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A collection view cell that hosts a ``ConfigurableView``, pinned to its
  /// content view.
  ///
  /// <!-- compile: prelude uikit-messages, body -->
  /// ```swift
  /// collectionView.reuse.register(ProfileView.self)
  /// let cell = collectionView.reuse.dequeue(ProfileView.self, for: indexPath)
  /// return cell.configured(with: profile)
  /// ```
  ///
  /// In a self-sizing layout the cell keeps the width the layout proposes and
  /// takes the view's `preferredHeight(forWidth:)`; when that returns `nil`,
  /// Auto Layout measures the view. A hosted `SizeInvalidatingView` that calls
  /// `invalidateSize()` is measured again: the collection view invalidates its
  /// layout once per run-loop turn, however many views report.
  ///
  /// It is a list cell, so that in a list section
  /// (``SectionLayout/list(appearance:showsSeparators:estimatedItemHeight:)``)
  /// it shows the item's swipe actions, accessories and the list's
  /// background; elsewhere its background is clear.
  public final class CollectionViewCell<View: ConfigurableView & UIView>: UICollectionViewListCell {
    // MARK: - Lifecycle

    /// Creates the cell and its view; `UICollectionView` calls it for a
    /// registered cell.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      content.install(in: contentView, reportingTo: self)
    }

    /// Not supported: the cell is never loaded from a storyboard or nib.
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

  extension CollectionViewCell: HostedContentView {}
#endif
