#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A UIKit cell, header or footer that hosts a ``ConfigurableView`` pinned
  /// to its edges: ``TableViewCell``, ``TableViewHeaderFooterView``,
  /// ``CollectionViewCell`` and ``CollectionReusableView``.
  ///
  /// Write code once for all four, for example a helper that configures
  /// whichever of them a provider dequeued.
  @MainActor
  public protocol HostingReusableView: UIView {
    /// The type of the hosted view.
    associatedtype View: ConfigurableView & UIView

    /// The hosted view.
    var view: View { get }

    /// The view model the hosted view was last configured with, or `nil`
    /// after reuse.
    var viewModel: View.ViewModel? { get }

    /// Shows `viewModel` in the hosted view.
    func configure(with viewModel: View.ViewModel)

    /// Shows `viewModel` and returns the hosting view, for the end of a cell
    /// provider, a supplementary view provider or a delegate method.
    @discardableResult
    func configured(with viewModel: View.ViewModel) -> Self
  }
#endif
