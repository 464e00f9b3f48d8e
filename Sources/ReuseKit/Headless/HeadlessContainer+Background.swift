extension HeadlessContainer {
  // MARK: - Public

  /// The state view shown in place of content (an empty list, a first
  /// load, a failure; see ``DiffableDataSource/background``) when it hosts
  /// a `viewType`, or `nil` when none is shown or it shows another type.
  ///
  /// <!-- compile: prelude status-view -->
  /// ```swift
  /// let status = list.backgroundView(as: StatusView.self)?.view.status
  /// ```
  public func backgroundView<View: ConfigurableView>(as viewType: View.Type) -> HostingCell<View>? {
    backgroundCell as? HostingCell<View>
  }

  /// Where the state view is drawn: over the whole viewport, as tall as
  /// the view asks at the viewport's width and at least as tall as the
  /// viewport; `nil` when none is shown.
  public var frameOfBackgroundView: LayoutRect? {
    guard let backgroundCell else { return nil }
    let viewport = shownViewport
    let height = max(viewport.height, backgroundCell.preferredHeight(forWidth: viewport.width) ?? 0)
    return LayoutRect(x: 0, y: viewport.offset, width: viewport.width, height: height)
  }

  /// Whether the refresh indicator shows: the content says a refresh runs
  /// (``DiffableDataSource/Refreshing``), as a UIKit `UIRefreshControl` spins.
  public var isRefreshing: Bool { content.isRefreshing }

  // MARK: - Internal

  /// Shows the state view the content asks for, reusing the one on screen
  /// when it is of the same type, and recycles it when there is none.
  func realizeBackgroundView() {
    guard let configuration = content.backgroundConfiguration else {
      if let backgroundCell { registry.recycle(backgroundCell, as: .background) }
      backgroundCell = nil
      return
    }
    let existing = backgroundCell.flatMap { $0.reuseIdentifier == configuration.reuseIdentifier ? $0 : nil }
    if existing == nil, let backgroundCell { registry.recycle(backgroundCell, as: .background) }
    backgroundCell = views.make(configuration, as: .background, reconfiguring: existing)
  }
}

extension ElementKind {
  /// A container's state view, in pools of its own.
  static let background = ElementKind(rawValue: "ReuseKitBackground")
}
