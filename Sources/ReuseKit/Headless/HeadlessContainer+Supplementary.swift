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
    visibleSupplementaryViews[SupplementaryKey(kind, section: section)] as? HostingCell<View>
  }

  /// The view models of the shown headers or footers that host a
  /// `viewType`, in the order of their sections.
  package func visibleSupplementaryViewModels<View: ConfigurableView>(
    ofKind kind: ElementKind, of viewType: View.Type
  ) -> [View.ViewModel] {
    visibleSupplementaryViews.byKey.keys.filter { $0.kind == kind }.map(\.section).sorted().compactMap {
      supplementaryView(ofKind: kind, inSection: $0, as: viewType)?.viewModel
    }
  }

  /// Where the header or footer of `section` is drawn: its frame in the
  /// layout, or for a pinned header (``pinsSectionHeaders``) the top of the
  /// viewport while its section is under it. `nil` when none is shown.
  public func frameOfSupplementaryView(ofKind kind: ElementKind, inSection section: Int) -> LayoutRect? {
    guard visibleSupplementaryViews[SupplementaryKey(kind, section: section)] != nil else { return nil }
    return supplementaryFrame(SupplementaryKey(kind, section: section))
  }

  /// Lets the data source configure the shown headers and footers of
  /// `sections` again, in place, and measures them again; their rows are
  /// untouched. A header whose view type changed gets a view of the new
  /// type; one the data source no longer shows goes, and takes no height.
  func reconfigureSupplementaryViews(inSections sections: [Int]) {
    for section in sections where (0..<numberOfSections).contains(section) {
      for kind in [ElementKind.header, .footer] {
        let key = SupplementaryKey(kind, section: section)
        guard let existing = visibleSupplementaryViews[key] else {
          layout.engine.invalidateSupplementaryHeight(inSection: section, footer: key.isFooter)
          continue
        }
        measure(key, reconfiguring: existing)
      }
    }
  }

  // MARK: - Internal

  /// The headers and footers to measure in `viewport`: those that meet it
  /// and have no height from their view yet. None while the data source
  /// shows no supplementary views.
  func unmeasuredSupplementaries(in viewport: Viewport) -> [SupplementaryKey] {
    guard showsSupplementaryViews else { return [] }
    return shownSupplementaries(in: viewport).filter {
      !layout.engine.isSupplementaryMeasured(inSection: $0.section, footer: $0.isFooter)
    }
  }

  /// The headers and footers `viewport` shows: those that meet it, and the
  /// pinned header of the section under its top.
  func shownSupplementaries(in viewport: Viewport) -> Set<SupplementaryKey> {
    var shown = Set(
      layout.engine.visibleSupplementaries(in: viewport).map {
        SupplementaryKey($0.footer ? .footer : .header, section: $0.section)
      })
    if let section = layout.engine.firstItem(endingAfter: viewport.offset)?.section, pinsHeader(ofSection: section) {
      shown.insert(SupplementaryKey(.header, section: section))
    }
    return shown
  }

  /// Asks the data source for the view of `key`, configures it (the
  /// existing one when it hosts the same view type), and records its height
  /// at the container's width: the view's answer, the arrangement's height
  /// when it has none, or 0 when the section shows no such view.
  func measure(_ key: SupplementaryKey, reconfiguring existing: (any ReusableCell)? = nil) {
    let view = makeSupplementaryView(key, reconfiguring: existing)
    if let existing, existing !== view { registry.recycle(existing, as: key.kind) }
    visibleSupplementaryViews[key] = view
    let geometry = layout.engine.geometries[key.section]
    let fallback = key.isFooter ? geometry.footerHeight : geometry.headerHeight
    let width = layout.headerFrame(inSection: key.section).width
    let height =
      view.map {
        checkedHeight(of: $0, for: "the \(key.kind.rawValue) of section \(key.section)", width: width) ?? fallback
      } ?? 0
    layout.engine.setSupplementaryHeight(height, inSection: key.section, footer: key.isFooter, measured: true)
    layout.contentSizeMayHaveChanged()
  }

  /// Shows exactly the headers and footers that meet `viewport`, and the
  /// pinned header of the section under its top; the rest go back to their
  /// pools.
  func realizeSupplementaryViews(in viewport: Viewport) {
    guard showsSupplementaryViews else { return }
    let wanted = shownSupplementaries(in: viewport)
    visibleSupplementaryViews.recycle(outside: wanted, into: registry)
    for key in wanted where visibleSupplementaryViews[key] == nil {
      visibleSupplementaryViews[key] = makeSupplementaryView(key)
    }
  }

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
    guard let key = visibleSupplementaryViews.key(of: view) else { return }
    inPass(.measuring) {
      let pin = layout.pin(for: shownViewport, sticksToBottom: sticksToBottom)
      measure(key, reconfiguring: view)
      refreshViewport(pinnedTo: pin)
    }
  }

  // MARK: - Private

  /// Whether the header of `section` stays at the top of the viewport: the
  /// container pins every header, or the section's layout pins its own.
  private func pinsHeader(ofSection section: Int) -> Bool {
    pinsSectionHeaders || layout.engine.geometries[section].pinsHeader
  }

  /// Whether the content has headers and footers to show.
  private var showsSupplementaryViews: Bool { content.showsSupplementaryViews }

  /// The configured view of `key`, or `nil` when the section shows none.
  private func makeSupplementaryView(
    _ key: SupplementaryKey, reconfiguring existing: (any ReusableCell)? = nil
  ) -> (any ReusableCell)? {
    guard let configuration = content.supplementaryConfiguration(ofKind: key.kind, inSection: key.section) else {
      return nil
    }
    let view = configuration.accept(HeadlessCellMaker(registry: registry, existing: existing, kind: key.kind))
    view.sizeInvalidationHandler = { [weak self, weak view] in
      guard let self, let view else { return }
      self.supplementaryViewDidInvalidateSize(view)
    }
    return view
  }

  /// The frame `key` is drawn at, pinned when it is a pinned header.
  private func supplementaryFrame(_ key: SupplementaryKey) -> LayoutRect {
    var frame = key.isFooter ? layout.footerFrame(inSection: key.section) : layout.headerFrame(inSection: key.section)
    guard pinsHeader(ofSection: key.section), !key.isFooter else { return frame }
    let sectionEnd = layout.footerFrame(inSection: key.section).minY
    frame.y = min(max(frame.y, shownViewport.offset), max(frame.y, sectionEnd - frame.height))
    return frame
  }
}
