import ReuseKit

/// A team in a box, its members in an inner ``HeadlessList`` that a
/// ``DiffableDataSource`` drives; the view is as tall as the inner list's
/// content.
///
/// It observes the inner list's content size and calls
/// ``SizeInvalidatingView/invalidateSize()`` when the height changes, so the
/// outer list gives the row its new height in its next layout pass.
public final class NestedListView: SizeInvalidatingView, TextRendering {
  // MARK: - Lifecycle

  /// Creates a view with an empty inner list.
  public init() {
    inner = HeadlessList(viewport: Viewport(width: 40, height: 0), arrangement: ListArrangement(itemHeight: .fixed(1)))
    inner.register(CardView.self)
    dataSource = DiffableDataSource(inner) { card in
      .view(CardView.self, card)
    }
    inner.addContentSizeObserver(self) { view, size in view.innerContentSizeDidChange(size) }
  }

  // MARK: - Public

  /// Set by the hosting cell.
  public var sizeInvalidationHandler: (@MainActor () -> Void)?

  /// The team shown.
  public private(set) var team: Team?

  /// The inner list.
  public let inner: HeadlessList

  /// The height of the inner list's content, as last observed.
  public private(set) var contentHeight: Double = 0

  /// Shows `viewModel`: its members go to the inner list as a snapshot.
  public func configure(with viewModel: Team) {
    team = viewModel
    var snapshot = Snapshot<Int, Card>()
    snapshot.appendSections([viewModel.id])
    snapshot.appendItems(viewModel.members)
    dataSource.apply(snapshot, completion: nil)
  }

  /// The inner list's content height plus the box's top and bottom edges.
  public func preferredHeight(forWidth width: Double) -> Double? { contentHeight + 2 }

  /// The team's box around the inner list's text.
  public func render(width: Int, height: Int) -> [String] {
    guard let team else { return [] }
    let wanted = Viewport(width: Double(max(0, width - 4)), height: contentHeight, offset: 0)
    if inner.viewport != wanted { inner.viewport = wanted }
    let title = "\(team.name): \(team.members.count) members, inner content \(Int(contentHeight)) lines"
    let body = ContainerRenderer.render(inner).map { " " + $0 }
    return BoxDrawing.box(title: title, body: body, width: width, height: height)
  }

  // MARK: - Internal

  /// Told about every change of the inner content height.
  var contentHeightDidChange: (@MainActor (Team, _ old: Double, _ new: Double) -> Void)?

  // MARK: - Private

  private let dataSource: DiffableDataSource<Int, Card>

  /// Runs inside the inner layout's change: it must not use the inner list.
  private func innerContentSizeDidChange(_ size: LayoutSize) {
    guard size.height != contentHeight else { return }
    let old = contentHeight
    contentHeight = size.height
    if let team { contentHeightDidChange?(team, old, size.height) }
    invalidateSize()
  }
}
