/// The role a hosting cell plays in its container. The role is part of the
/// cell's type, so that a list's cells, a grid's cells and the headers and
/// footers are different types.
public protocol HostingRole {}

/// The role of a cell in a list.
public enum ListRole: HostingRole {}

/// The role of a cell in a grid.
public enum GridRole: HostingRole {}

/// The role of a header or footer.
public enum SupplementaryRole: HostingRole {}

/// A cell in a list that hosts a ``ConfigurableView``.
public typealias ListCell<View: ConfigurableView> = HostingCell<View, ListRole>

/// A cell in a grid that hosts a ``ConfigurableView``.
public typealias GridCell<View: ConfigurableView> = HostingCell<View, GridRole>

/// A header or footer that hosts a ``ConfigurableView``.
public typealias SupplementaryView<View: ConfigurableView> = HostingCell<View, SupplementaryRole>

/// A headless wrapper that hosts one ``ConfigurableView`` and forwards
/// configuration, reuse and sizing to it.
///
/// Use it through ``ListCell``, ``GridCell`` or ``SupplementaryView``. The
/// hosted view is created once, with the cell, and lives as long as the cell.
@MainActor
public final class HostingCell<View: ConfigurableView, Role: HostingRole>: ReusableCell {
  // MARK: - Lifecycle

  /// Creates a cell and the view it hosts.
  public init() {
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

  /// The identifier of the hosted view type.
  public var reuseIdentifier: ReuseIdentifier { ReuseIdentifier(View.self) }

  /// Configures the hosted view with `viewModel`.
  public func configure(with viewModel: View.ViewModel) {
    self.viewModel = viewModel
    view.configure(with: viewModel)
  }

  /// Configures the cell and returns it, for use at the end of a cell provider.
  @discardableResult
  public func configured(with viewModel: View.ViewModel) -> Self {
    configure(with: viewModel)
    return self
  }

  /// Forgets the last view model and forwards to the hosted view.
  public func prepareForReuse() {
    viewModel = nil
    view.prepareForReuse()
  }

  /// Called when the hosted view reports a size change; set by the container.
  public var sizeInvalidationHandler: (@MainActor () -> Void)?

  /// Forwards to the hosted view's sizing hook.
  public func preferredHeight(forWidth width: Double) -> Double? {
    view.preferredHeight(forWidth: width)
  }
}
