#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// The view a table or collection view shows as its `backgroundView`
  /// while its data source's snapshot holds no item: the state view of
  /// ``DiffableDataSource/background`` (an empty list, a first load, a
  /// failure), hosting a ``ConfigurableView`` pinned to its edges. UIKit
  /// sizes it to the view's bounds, behind every cell, and it does not
  /// scroll.
  ///
  /// <!-- compile: prelude uikit-messages -->
  /// ```swift
  /// let status = (tableView.backgroundView as? HostingBackgroundView<StatusView>)?.view
  /// ```
  public final class HostingBackgroundView<View: ConfigurableView & UIView>: UIView {
    // MARK: - Lifecycle

    /// Creates the view and the view it hosts; the adapter creates it.
    override init(frame: CGRect) {
      super.init(frame: frame)
      content.install(in: self, reportingTo: self)
    }

    /// Not supported: the view is never loaded from a storyboard or nib.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
      fatalError("\(Self.self) is created in code only")
    }

    // MARK: - Internal

    let content = HostedContent<View>()
  }

  extension HostingBackgroundView: HostedContentView {}

  /// Turns a state view's ``ViewConfiguration`` into a background view:
  /// `existing`, configured again, when it hosts the same view type, or a
  /// new one.
  @MainActor
  struct UIKitBackgroundMaker: ViewConfigurationVisitor {
    typealias Result = UIView

    let existing: UIView?
    let containerName: String

    func visit<View: ConfigurableView>(
      _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
    ) -> UIView {
      let hostable = HostableViewType.require(viewType, in: containerName)
      return make(hostable)

      // `Hosted` is `View`, opened as a `UIView` type; the casts cannot fail.
      func make<Hosted: ConfigurableView & UIView>(_ hosted: Hosted.Type) -> UIView {
        let background = existing as? HostingBackgroundView<Hosted> ?? HostingBackgroundView<Hosted>(frame: .zero)
        setUp?(HostableViewType.cast(background.view, to: View.self))
        return background.configured(with: HostableViewType.cast(viewModel, to: Hosted.ViewModel.self))
      }
    }
  }

  extension UIKitAdapter {
    // MARK: - Internal

    /// Shows the state view the content asks for as the `backgroundView`,
    /// configuring the one shown or last shown again when it hosts the same
    /// view type, and takes it away when the content asks for none. A
    /// background view the app set itself stays while no state view is
    /// wanted.
    func showStateView() {
      guard let view = listView else { return }
      guard let configuration = state.content.backgroundConfiguration else {
        if let shown = state.stateView, view.backgroundView === shown { view.backgroundView = nil }
        return
      }
      let background = configuration.accept(
        UIKitBackgroundMaker(existing: state.stateView, containerName: Self.containerName))
      state.stateView = background
      if view.backgroundView !== background { view.backgroundView = background }
    }
  }
#endif
