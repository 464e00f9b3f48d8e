#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// Pull to refresh on a table or collection view: the view shows the
  /// content's refresh (``ContainerContent/allowsPullToRefresh``,
  /// ``ContainerContent/isRefreshing``) with a `UIRefreshControl` of the
  /// adapter's own, and passes a person's pull and the view leaving its
  /// window on to the content, whose data source refreshes
  /// (``DiffableDataSource/Refreshing``).
  extension UIKitAdapter {
    // MARK: - Internal

    /// Shows the content's refresh on the view, after each reload and commit.
    ///
    /// A view whose content may be refreshed gets the adapter's refresh
    /// control, unless the app gave it one of its own, which the adapter
    /// leaves alone; one whose content may not loses the adapter's. A
    /// refresh the content started from code begins the control's: UIKit
    /// then makes the top inset taller without scrolling, so a view at its
    /// top scrolls to the new top to show the control, and one lower keeps
    /// its place. A refresh that ended ends the control's, which UIKit
    /// hides if it shows.
    func showRefresh() {
      guard let view = listView?.scrollView else { return }
      let content = state.content
      guard content.allowsPullToRefresh else {
        guard let control = view.refreshControl as? ReuseRefreshControl else { return }
        control.endRefreshing()
        view.refreshControl = nil
        return
      }
      guard let control = adapterRefreshControl(of: view) else { return }
      if content.isRefreshing, !control.isRefreshing {
        let atTop = readingViewport(of: view).offset <= 0
        control.beginRefreshing()
        guard atTop else { return }
        let top = CGPoint(x: view.contentOffset.x, y: -view.adjustedContentInset.top)
        view.setContentOffset(top, animated: view.window != nil)
      } else if !content.isRefreshing, control.isRefreshing {
        control.endRefreshing()
      }
    }

    /// Whether a change of the view's adjusted insets is the refresh
    /// control's alone: the top and bottom of its safe area and content
    /// inset, which make the rest of those insets, are those the adapter
    /// saw last, so the change is the height UIKit adds above the
    /// content while the control refreshes. Such a change moves nothing on
    /// screen, so it holds no reading position; any other is noted.
    func isRefreshControlInsetChange(of view: UIScrollView) -> Bool {
      let (safeArea, content) = (view.safeAreaInsets, view.contentInset)
      let sources = [safeArea.top, safeArea.bottom, content.top, content.bottom]
      guard sources != state.insetSources else { return true }
      state.insetSources = sources
      return false
    }

    // MARK: - Private

    /// The view's refresh control when it is the adapter's, made and given
    /// to the view when it has none; `nil` when the app gave it its own.
    private func adapterRefreshControl(of view: UIScrollView) -> ReuseRefreshControl? {
      if let control = view.refreshControl { return control as? ReuseRefreshControl }
      let control = ReuseRefreshControl()
      control.addAction(UIAction { [weak self] _ in self?.didPullToRefresh() }, for: .valueChanged)
      control.didLeaveWindow = { [weak self] in self?.state.content.send(.didLeaveScreen) }
      view.refreshControl = control
      return control
    }

    /// A person pulled the view down: the content refreshes, unless a
    /// refresh runs or cannot start, in which case the control UIKit began
    /// ends again.
    private func didPullToRefresh() {
      guard state.isConnected else { return }
      state.content.send(.didPullToRefresh)
      showRefresh()
    }
  }

  /// The adapter's refresh control: a `UIRefreshControl` that tells the
  /// adapter when it left its window with its table or collection view, as
  /// when a navigation push takes the list off the screen.
  final class ReuseRefreshControl: UIRefreshControl {
    /// Called after the run-loop turn in which the control left its window,
    /// if it is still out of one: a view moved from one superview to
    /// another in the same turn has not left the screen.
    var didLeaveWindow: (@MainActor () -> Void)?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window == nil else { return }
      AdapterEnvironment.schedule { [weak self] in
        guard let self, window == nil else { return }
        didLeaveWindow?()
      }
    }
  }
#endif
