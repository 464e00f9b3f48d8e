#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// A ``HostingReusableView`` built on ``HostedContent``: the four hosting
  /// views keep only the overrides UIKit calls on them, and take their public
  /// members and their size reports from here.
  @MainActor
  protocol HostedContentView: HostingReusableView, SizeInvalidationHost {
    /// The hosted view, its core ``HostingCell`` and its sizing.
    var content: HostedContent<View> { get }
  }

  extension HostedContentView {
    // MARK: - Public

    /// The hosted view.
    public var view: View { content.view }

    /// The view model the hosted view was last configured with, or `nil`
    /// after reuse.
    public var viewModel: View.ViewModel? { content.cell.viewModel }

    /// Shows `viewModel` in the hosted view.
    public func configure(with viewModel: View.ViewModel) {
      content.cell.configure(with: viewModel)
    }

    /// Shows `viewModel` and returns the hosting view.
    @discardableResult
    public func configured(with viewModel: View.ViewModel) -> Self {
      configure(with: viewModel)
      return self
    }
  }

  /// A hosting cell that hands the state of its item to its hosted view.
  @MainActor
  protocol CellStateShowing: AnyObject {
    /// The reuse identifier of the view type the cell hosts.
    var hostedViewType: ReuseIdentifier { get }

    /// The state last handed to the hosted view.
    var shownState: CellState { get }

    /// Whether UIKit shows the cell highlighted, under a finger.
    var isHighlightedByUIKit: Bool { get }

    /// Hands `state` to the hosted view (``ConfigurableView/update(for:)``)
    /// when it changed, or always when `force`.
    func show(_ state: CellState, force: Bool)
  }

  extension TableViewCell: CellStateShowing {
    var hostedViewType: ReuseIdentifier { ReuseIdentifier(View.self) }
    var shownState: CellState { content.cell.state }
    var isHighlightedByUIKit: Bool { isHighlighted }
    func show(_ state: CellState, force: Bool) { content.cell.apply(state, force: force) }
  }

  extension CollectionViewCell: CellStateShowing {
    var hostedViewType: ReuseIdentifier { ReuseIdentifier(View.self) }
    var shownState: CellState { content.cell.state }
    var isHighlightedByUIKit: Bool { isHighlighted }
    func show(_ state: CellState, force: Bool) { content.cell.apply(state, force: force) }
  }
#endif
