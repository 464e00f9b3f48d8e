/// A headless wrapper that hosts one ``ConfigurableView`` and forwards
/// configuration, reuse and sizing to it.
///
/// Headless containers dequeue one per item on screen, by the hosted view
/// type; ask a container for the one at a path with
/// ``HeadlessContainer/cell(at:as:)``. The hosted view is created once, with
/// the cell, and lives as long as the cell.
@MainActor
public final class HostingCell<View: ConfigurableView>: ReusableCell {
  // MARK: - Lifecycle

  /// Creates a cell and the view it hosts.
  package init() {
    view = View()
    if let reporting = view as? any SizeInvalidatingView {
      // The cell owns the view, so the view's handler must not own the cell.
      reporting.sizeInvalidationHandler = { [weak self] in self?.sizeInvalidationHandler?() }
    }
  }

  // MARK: - Public

  /// The hosted view.
  public let view: View

  /// The view model the cell was last configured with.
  public private(set) var viewModel: View.ViewModel?

  /// The state of the item the cell shows, as last handed to the view.
  public private(set) var state = CellState.normal

  // MARK: - Internal

  /// The identifier of the hosted view type.
  package var reuseIdentifier: ReuseIdentifier { ReuseIdentifier(View.self) }

  /// The view model the cell was last configured with, described as
  /// `debugPrint` does: text in quotes.
  package var viewModelDescription: String? { viewModel.map { String(reflecting: $0) } }

  /// Called when the hosted view reports a size change; set by the container.
  package var sizeInvalidationHandler: (@MainActor () -> Void)?

  /// Configures the hosted view with `viewModel`.
  package func configure(with viewModel: View.ViewModel) {
    self.viewModel = viewModel
    view.configure(with: viewModel)
  }

  /// Forgets the last view model and forwards to the hosted view.
  package func prepareForReuse() {
    viewModel = nil
    view.prepareForReuse()
    state = .normal
  }

  /// Hands `state` to the view (``ConfigurableView/update(for:)``) when it
  /// differs from the last one, or always when `force`: the cell has just
  /// been configured for an item.
  package func apply(_ state: CellState, force: Bool) {
    guard force || state != self.state else { return }
    self.state = state
    view.update(for: state)
  }

  /// Forwards to the hosted view's sizing hook.
  package func preferredHeight(forWidth width: Double) -> Double? {
    view.preferredHeight(forWidth: width)
  }
}
