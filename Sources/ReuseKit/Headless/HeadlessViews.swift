/// The views a headless container shows, and the pools they come from: the
/// cells by their items' paths, the headers and footers by section, each
/// dequeued by its view type from the registry.
///
/// It reads what to show from the content the container hands it, and
/// knows no container, layout or data source. What a view reports, that its
/// size changed, goes out as an event to ``sizeDidChange``.
@MainActor
final class HeadlessViews {
  // MARK: - Internal

  /// The registry of view types, with their reuse pools and counters.
  let registry = ReuseRegistry()

  /// The cells on screen, by their items' paths.
  var cells = VisibleViews<ItemPath>()

  /// The headers and footers on screen, by section.
  var supplementaryViews = VisibleViews<SupplementaryKey>()

  /// Hears a view it made say that its size changed, with the kind it was
  /// made as.
  var sizeDidChange: @MainActor (any ReusableCell, ElementKind) -> Void = { _, _ in }

  /// The view of `configuration`, as a view of `kind`: `existing`
  /// configured again when it hosts the configuration's view type, as UIKit
  /// hands back the existing cell, and otherwise one dequeued from the
  /// pool of that type, which registers the type on first use.
  func make(
    _ configuration: ViewConfiguration, as kind: ElementKind, reconfiguring existing: (any ReusableCell)? = nil
  ) -> any ReusableCell {
    let view = configuration.accept(Maker(registry: registry, existing: existing, kind: kind))
    let report = sizeDidChange
    view.sizeInvalidationHandler = { [weak view] in
      guard let view else { return }
      report(view, kind)
    }
    return view
  }

  /// The cell of the item at `path` in `content`, configured with
  /// `configuration` (read from `content` when `nil`) and told the item's
  /// state; `nil` when the content has no configuration for it any more.
  func makeCell(
    at path: ItemPath, in content: ContainerContent, configuration: ViewConfiguration? = nil,
    reconfiguring existing: (any ReusableCell)? = nil
  ) -> (any ReusableCell)? {
    guard let configuration = configuration ?? content.configuration(at: path) else { return nil }
    let cell = make(configuration, as: .cell, reconfiguring: existing)
    // A cell that starts showing the item is always told its state.
    cell.apply(content.state(at: path, keepingWhatThePersonDidIn: cell.state), force: cell !== existing)
    return cell
  }

  /// The configured header or footer view of `key` in `content`, or `nil`
  /// when its section shows none.
  func makeSupplementaryView(
    _ key: SupplementaryKey, in content: ContainerContent, reconfiguring existing: (any ReusableCell)? = nil
  ) -> (any ReusableCell)? {
    content.supplementaryConfiguration(ofKind: key.kind, inSection: key.section).map {
      make($0, as: key.kind, reconfiguring: existing)
    }
  }

  /// The visible cell for `path`: its own, the one it had if it left the
  /// screen earlier in this pass and is still free, or one dequeued.
  func realizeCell(at path: ItemPath, in content: ContainerContent) -> (any ReusableCell)? {
    if let cell = cells[path] { return cell }
    var cell: (any ReusableCell)?
    if let own = cells.takeLeft(at: path), registry.reclaim(own) {
      cell = makeCell(at: path, in: content, reconfiguring: own)
      // The item shows another view type now, or none: its old cell goes back.
      if cell !== own { registry.recycle(own) }
    } else {
      cell = makeCell(at: path, in: content)
    }
    cells[path] = cell
    return cell
  }

  /// Configures the visible cells of `paths` again from `content`: in place
  /// when the item's view type stayed, and otherwise with a cell of the new
  /// type in the old one's place. Returns the cells configured, to measure.
  func reconfigure(_ paths: [ItemPath], in content: ContainerContent) -> [(ItemPath, any ReusableCell)] {
    guard !paths.isEmpty else { return [] }
    let plan = Reconfiguration(paths, in: content) { cells[$0]?.reuseIdentifier }
    var configured: [(ItemPath, any ReusableCell)] = []
    for path in plan.kept {
      guard let existing = cells[path], let configuration = plan.configurations[path],
        let cell = makeCell(at: path, in: content, configuration: configuration, reconfiguring: existing)
      else { continue }
      configured.append((path, cell))
    }
    for path in plan.replaced {
      guard let existing = cells[path], let configuration = plan.configurations[path] else { continue }
      // The item's view type changed: its new cell takes the old one's place.
      registry.recycle(existing)
      cells[path] = makeCell(at: path, in: content, configuration: configuration)
      if let cell = cells[path] { configured.append((path, cell)) }
    }
    return configured
  }

  /// Tells the cells of `paths` their items' states in `content`, when they changed.
  func refreshStates(at paths: some Sequence<ItemPath>, in content: ContainerContent) {
    for path in paths {
      guard let cell = cells[path] else { continue }
      cell.apply(content.state(at: path, keepingWhatThePersonDidIn: cell.state), force: false)
    }
  }

  /// Moves every view with its item or section through `transition`, and
  /// returns to their pools those whose item or section it deletes.
  func follow(_ transition: ContentTransition) {
    cells.move(into: registry, to: transition.survivingPath(of:))
    supplementaryViews.move(into: registry) { key in
      transition.survivingSection(of: key.section).map { SupplementaryKey(key.kind, section: $0) }
    }
  }

  /// Returns every view to its pool.
  func recycleAll() {
    cells.recycleAll(into: registry)
    supplementaryViews.recycleAll(into: registry)
  }

  /// Forgets the views that left in the pass that ends.
  func forgetLeft() {
    cells.forgetLeft()
    supplementaryViews.forgetLeft()
  }

  /// What started and stopped showing since the last call, as the event
  /// that tells the data source; `nil` when nothing did.
  func takeDisplayChanges() -> ContainerEvent? {
    let cellChanges = cells.changes.take()
    let viewChanges = supplementaryViews.changes.take()
    guard
      !cellChanges.ended.isEmpty || !cellChanges.displayed.isEmpty || !viewChanges.ended.isEmpty
        || !viewChanges.displayed.isEmpty
    else { return nil }
    return .displayChanged(
      ended: cellChanges.ended + viewChanges.ended, displayed: cellChanges.displayed.map { ($0.key, $0.view) },
      displayedSupplementaryViews: viewChanges.displayed.map { ($0.key, $0.view) })
  }

  // MARK: - Private

  /// Dequeues and configures the ``HostingCell`` of a configuration's view
  /// type, from the pool of its kind, unless `existing` hosts that type.
  private struct Maker: ViewConfigurationVisitor {
    typealias Result = any ReusableCell

    let registry: ReuseRegistry
    let existing: (any ReusableCell)?
    let kind: ElementKind

    func visit<View: ConfigurableView>(
      _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
    ) -> any ReusableCell {
      let cell = existing as? HostingCell<View> ?? registry.dequeue(HostingCell<View>.self, as: kind)
      setUp?(cell.view)
      cell.configure(with: viewModel)
      return cell
    }
  }
}
