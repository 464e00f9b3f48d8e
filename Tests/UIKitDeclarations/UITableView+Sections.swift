/// UIKit: the section headers and footers of `UITableView`.
///
/// A header or footer is asked for (`tableView(_:viewForHeaderInSection:)`,
/// `tableView(_:viewForFooterInSection:)`, else the data source's title in a
/// `UITableViewHeaderFooterView` of the table's own) when its place comes
/// into the bounds, not for every section at once: until then it takes its
/// estimate, `estimatedSectionHeaderHeight` or `estimatedSectionFooterHeight`
/// ("Providing a nonnegative estimate of the height of section headers can
/// improve the performance of loading the table view",
/// https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight);
/// an estimate of 0 turns estimating off ("set to 0 to disable", UITableView.h),
/// and every section is then asked at the first layout. Under
/// `automaticDimension`, the default of both (UITableView.h), the model
/// estimates ``UITableView/modelAutomaticEstimatedSectionHeight``, a figure
/// Apple does not give: a section without a header is 0 tall once asked, so
/// the estimate moves the rows below it, the case harder for adapters.
///
/// A view is kept while it stays in the bounds, through batch updates (it
/// follows its section, and leaves with a deleted or reloaded one), and is
/// measured again after each batch, as rows are.
extension UITableView {
  /// Model only: the estimate of a header or footer not asked for yet when
  /// its estimated height is `automaticDimension`.
  public static let modelAutomaticEstimatedSectionHeight: CGFloat = 28

  /// Model only: the estimate of a row not measured yet when
  /// `estimatedRowHeight` is `automaticDimension`; Apple gives no figure.
  public static let modelAutomaticEstimatedRowHeight: CGFloat = 44

  /// UIKit: `UITableView.footerView(forSection:)`
  /// (https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)):
  /// the footer on screen, or `nil`.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    supplementaryViews[.footer]?[section] as? UITableViewHeaderFooterView
  }

  /// Model only: how many times the table asked its delegate for a header
  /// view; a lazy table asks only for those it shows.
  public var modelHeaderRequestCount: Int { headerRequestCount }

  /// The height the layout gives a header or footer now: measured, or its estimate.
  func modelSupplementaryHeight(_ kind: ModelTableSupplementaryKind, _ section: Int) -> CGFloat {
    if let height = supplementaryHeights[kind]?[section] { return height }
    let estimate = kind == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
    return estimate > 0 ? estimate : UITableView.modelAutomaticEstimatedSectionHeight
  }

  /// Asks for and measures the headers and footers in the bounds (all of
  /// them when estimates are off) that are not measured yet; returns whether
  /// a height changed.
  func modelLayoutSupplementaryViews(_ layout: ModelTableLayout) -> Bool {
    var changed = false
    for kind in ModelTableSupplementaryKind.allCases {
      let frames = kind == .header ? layout.headers : layout.footers
      let estimate = kind == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
      for (section, frame) in frames.sorted(by: { $0.key < $1.key }) {
        let inBounds = frame.maxY >= layout.visibleRect.minY && frame.minY <= layout.visibleRect.maxY
        guard inBounds || estimate == 0 else { continue }
        let known = supplementaryHeights[kind]?[section]
        if let known, known == 0 || supplementaryViews[kind]?[section] != nil { continue }
        let view = supplementaryViews[kind]?[section] ?? modelMakeSupplementaryView(kind, section)
        let height = view.map { modelMeasureSupplementary($0, kind, section) } ?? 0
        supplementaryHeights[kind, default: [:]][section] = height
        changed = changed || height != frame.height
      }
    }
    return changed
  }

  /// Places the headers and footers in the bounds and recycles the others,
  /// keeping their heights.
  func modelPlaceSupplementaryViews(_ layout: ModelTableLayout) {
    for kind in ModelTableSupplementaryKind.allCases {
      let frames = kind == .header ? layout.headers : layout.footers
      for (section, view) in (supplementaryViews[kind] ?? [:]).sorted(by: { $0.key < $1.key }) {
        let frame = frames[section] ?? .zero
        guard frame.maxY >= layout.visibleRect.minY && frame.minY <= layout.visibleRect.maxY, frames[section] != nil
        else {
          modelEndDisplayingSupplementary(kind, section)
          continue
        }
        if view.superview !== self { addSubview(view) }
        if view.frame != frame { view.frame = frame }
      }
    }
  }

  /// Forgets the measured heights of the headers and footers on screen, which
  /// are measured again, or with `all` (a new width) of every one; the views stay.
  func modelForgetSupplementaryHeights(all: Bool) {
    guard !all else { return supplementaryHeights = [:] }
    for (kind, views) in supplementaryViews {
      for section in views.keys { supplementaryHeights[kind]?[section] = nil }
    }
  }

  /// After a batch: each header and footer follows its section, those of
  /// deleted and reloaded sections leave, and those on screen are measured again.
  func modelCarrySupplementaryViews(_ sources: [Int?], reloaded: Set<Int>) {
    var views: [ModelTableSupplementaryKind: [Int: UIView]] = [:]
    var heights: [ModelTableSupplementaryKind: [Int: CGFloat]] = [:]
    var kept: Set<ObjectIdentifier> = []
    for (final, source) in sources.enumerated() {
      guard let source, !reloaded.contains(source) else { continue }
      for kind in ModelTableSupplementaryKind.allCases {
        if let view = supplementaryViews[kind]?[source] {
          views[kind, default: [:]][final] = view
          kept.insert(ObjectIdentifier(view))
        } else if let height = supplementaryHeights[kind]?[source] {
          heights[kind, default: [:]][final] = height
        }
      }
    }
    for kind in ModelTableSupplementaryKind.allCases {
      for (section, view) in (supplementaryViews[kind] ?? [:]).sorted(by: { $0.key < $1.key })
      where !kept.contains(ObjectIdentifier(view)) {
        modelEndDisplayingSupplementary(kind, section)
      }
    }
    supplementaryViews = views
    supplementaryHeights = heights
  }

  /// Recycles every header and footer and forgets their heights.
  func modelEndDisplayingSupplementaryViews() {
    for kind in ModelTableSupplementaryKind.allCases {
      for section in (supplementaryViews[kind] ?? [:]).keys.sorted() { modelEndDisplayingSupplementary(kind, section) }
    }
    supplementaryViews = [:]
    supplementaryHeights = [:]
  }

  // MARK: - Private

  /// The delegate's view for the header or footer of `section`, else one
  /// showing the data source's title, else `nil`; placed and displayed.
  private func modelMakeSupplementaryView(_ kind: ModelTableSupplementaryKind, _ section: Int) -> UIView? {
    if kind == .header { headerRequestCount += 1 }
    let provided =
      kind == .header
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    let title =
      kind == .header
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    guard let view = provided ?? title.map(modelTitleView) else { return nil }
    supplementaryViews[kind, default: [:]][section] = view
    addSubview(view)
    if kind == .header {
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    } else {
      delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    }
    return view
  }

  private func modelTitleView(_ title: String) -> UIView {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.modelTitle = title
    return view
  }

  /// The height of a header or footer view: the delegate's height for it
  /// (`tableView(_:heightForHeaderInSection:)`, by default the fixed section
  /// height), or under `automaticDimension` its fitting height at the
  /// table's width (a title view: ``UITableView/modelTitleHeaderHeight``).
  private func modelMeasureSupplementary(
    _ view: UIView, _ kind: ModelTableSupplementaryKind, _ section: Int
  ) -> CGFloat {
    let fixed =
      if let delegate {
        kind == .header
          ? delegate.tableView(self, heightForHeaderInSection: section)
          : delegate.tableView(self, heightForFooterInSection: section)
      } else {
        kind == .header ? sectionHeaderHeight : sectionFooterHeight
      }
    guard fixed == UITableView.automaticDimension else { return fixed }
    if let titled = view as? UITableViewHeaderFooterView, titled.modelTitle != nil, titled.reuseIdentifier == nil {
      return UITableView.modelTitleHeaderHeight
    }
    view.frame = CGRect(x: 0, y: view.frame.minY, width: bounds.width, height: max(view.frame.height, 1))
    view.layoutIfNeeded()
    return view.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  private func modelEndDisplayingSupplementary(_ kind: ModelTableSupplementaryKind, _ section: Int) {
    guard let view = supplementaryViews[kind]?.removeValue(forKey: section) else { return }
    headerQueues.enqueue(view, identifier: (view as? UITableViewHeaderFooterView)?.reuseIdentifier)
    if kind == .header {
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    } else {
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
  }
}

/// A table's two kinds of section views.
enum ModelTableSupplementaryKind: CaseIterable {
  case header
  case footer
}
