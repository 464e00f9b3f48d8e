extension HeadlessContainer {
  // MARK: - Public

  /// The view shown as the header (``ElementKind/header``) or footer
  /// (``ElementKind/footer``) of `section` when it hosts a `viewType`, or
  /// `nil` when none is shown or it shows another view type.
  ///
  /// <!-- compile: prelude days -->
  /// ```swift
  /// let title = list.supplementaryView(ofKind: .header, inSection: 0, as: DayTitleView.self)?.view
  /// ```
  public func supplementaryView<View: ConfigurableView>(
    ofKind kind: ElementKind, inSection section: Int, as viewType: View.Type
  ) -> HostingCell<View>? {
    views.supplementaryViews[SupplementaryKey(kind, section: section)] as? HostingCell<View>
  }

  /// The view models of the shown headers or footers that host a
  /// `viewType`, in the order of their sections.
  package func visibleSupplementaryViewModels<View: ConfigurableView>(
    ofKind kind: ElementKind, of viewType: View.Type
  ) -> [View.ViewModel] {
    views.supplementaryViews.byKey.keys.filter { $0.kind == kind }.map(\.section).sorted().compactMap {
      supplementaryView(ofKind: kind, inSection: $0, as: viewType)?.viewModel
    }
  }

  /// Where the header or footer of `section` is drawn: its frame in the
  /// layout, or for a pinned header (``pinsSectionHeaders``) the top of the
  /// viewport while its section is under it. `nil` when none is shown.
  public func frameOfSupplementaryView(ofKind kind: ElementKind, inSection section: Int) -> LayoutRect? {
    guard views.supplementaryViews[SupplementaryKey(kind, section: section)] != nil else { return nil }
    return supplementaryFrame(SupplementaryKey(kind, section: section))
  }

  // MARK: - Internal

  /// A header or footer view said its size changed: it is measured again
  /// and the reading position kept. While the container is in a pass, this
  /// waits for its end.
  func supplementaryViewDidInvalidateSize(_ view: any ReusableCell) {
    guard !pass.isBusy else {
      return pass.postpone(
        .run { [weak self, weak view] in
          guard let view else { return }
          self?.supplementaryViewDidInvalidateSize(view)
        })
    }
    guard let key = views.supplementaryViews.key(of: view) else { return }
    inPass(.measuring) {
      let pin = layout.pin(for: shownViewport, sticksToBottom: sticksToBottom)
      measure(key, reconfiguring: view)
      refreshViewport(pinnedTo: pin)
    }
  }

  // MARK: - Private

  /// The frame `key` is drawn at, pinned when it is a pinned header.
  private func supplementaryFrame(_ key: SupplementaryKey) -> LayoutRect {
    var frame = key.isFooter ? layout.footerFrame(inSection: key.section) : layout.headerFrame(inSection: key.section)
    guard pinsHeader(ofSection: key.section), !key.isFooter else { return frame }
    let sectionEnd = layout.footerFrame(inSection: key.section).minY
    frame.y = min(max(frame.y, shownViewport.offset), max(frame.y, sectionEnd - frame.height))
    return frame
  }
}
