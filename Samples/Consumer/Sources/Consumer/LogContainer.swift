import ReuseKit

/// A container of an app's own, written on the public API only: it shows
/// nothing on a screen, and logs every reload and every committed
/// transition, and reads the first rows as the content says them.
@MainActor
final class LogContainer: ReusableViewContainer {
  /// The lines logged so far.
  private(set) var lines: [String] = []

  /// The content committed last: what the container shows now.
  private(set) var content = ContainerContent()

  var isVisible: Bool { true }

  /// The first three rows of the first section count as visible.
  var visibleItemPaths: [ItemPath] {
    guard let rows = content.sectionCounts.first else { return [] }
    return (0..<min(3, rows)).map { ItemPath(item: $0, section: 0) }
  }

  func reloadContent(_ content: ContainerContent, mappingItemPaths: @escaping (ItemPath) -> ItemPath?) {
    self.content = content
    log("reload to \(content.sectionCounts)")
  }

  func commit(_ update: ContentUpdate, completion: (@MainActor () -> Void)?) {
    for transition in update.transitions {
      content = transition.to
      let batch = transition.batchUpdate
      log(
        "commit \(transition.from.sectionCounts) -> \(transition.to.sectionCounts): "
          + "inserted \(counted(batch.insertedSections.count, "section")) and "
          + "\(counted(batch.insertedItems.count, "item")), "
          + "\(batch.deletedItems.count) deleted, "
          + "\(batch.movedItems.count) moved, \(batch.reconfiguredItems.count) reconfigured")
    }
    completion?()
  }

  func scroll(to target: ScrollTarget, animated: Bool) { log("scroll to \(target)") }

  /// "1 section", "2 sections".
  private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  /// What the visible rows show: each one's view, made and configured from
  /// the content's configuration, and its selection.
  var visibleRows: [String] {
    visibleItemPaths.map { path in
      guard let configuration = content.configuration(at: path) else { return "nothing" }
      return configuration.accept(TextMaker()) + (content.state(at: path).isSelected ? " (selected)" : "")
    }
  }

  private func log(_ line: String) {
    lines.append(line)
    print("LogContainer: \(line)")
  }
}

/// Makes the view a configuration names, configures it, and reads what it shows.
@MainActor
struct TextMaker: ViewConfigurationVisitor {
  typealias Result = String

  func visit<View: ConfigurableView>(
    _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
  ) -> String {
    let view = View()
    setUp?(view)
    view.configure(with: viewModel)
    return (view as? MessageView)?.text ?? "\(viewType)"
  }
}
