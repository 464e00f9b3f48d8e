/// A dequeued, configured cell of a headless container, whatever view it
/// hosts: what a cell provider returns to ``HeadlessList`` or ``HeadlessGrid``.
///
/// Make one with ``HeadlessContainer/dequeueConfiguredCell(_:for:with:)``,
/// or from a cell you dequeued and set up with
/// ``HeadlessContainer/dequeue(_:for:)``.
/// To read a cell on screen with its view type, ask the container:
/// ``HeadlessContainer/cell(at:as:)``.
@MainActor
public struct HeadlessCell {
  // MARK: - Lifecycle

  /// Wraps a cell dequeued from the container that shows it.
  public init<View: ConfigurableView>(_ cell: HostingCell<View>) { self.cell = cell }

  // MARK: - Package

  /// The cell, seen without its view type.
  package let cell: any ReusableCell
}
