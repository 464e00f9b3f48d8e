#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// Turns an item's swipe actions and context menu, as its content gives
  /// them, into UIKit's `UISwipeActionsConfiguration` and
  /// `UIContextMenuConfiguration`, each made for the items' identities: when
  /// a person performs an action, it finds those items in the content the
  /// view shows then, wherever an apply has moved them, and the core
  /// performs it (``ContainerContent``); when an apply deleted the item, the
  /// action does nothing and tells UIKit so. UIKit keeps the objects it was
  /// given while the actions or menu stay open, so nothing here holds a path.
  @MainActor
  struct UIKitItemActions {
    /// What the view shows when an action runs: its content and the paths
    /// of its visible items; `nil` once the view or its adapter is gone.
    let shown: @MainActor () -> (content: ContainerContent, visible: [ItemPath])?

    /// UIKit's configuration of the actions at `edge` of the item at
    /// `itemPath` of `content`; `nil` when a swipe there shows none.
    func swipeActions(
      at edge: SwipeActionsConfiguration.Edge, ofItemAt itemPath: ItemPath, in content: ContainerContent
    )
      -> UISwipeActionsConfiguration?
    {
      guard content.contains(itemPath), let identity = content.itemIdentity(at: itemPath),
        let configuration = content.configuration(at: itemPath)?.swipeActionsConfiguration(for: edge)
      else { return nil }
      let actions = configuration.actions.map { action in
        let contextual = UIContextualAction(
          style: action.style == .destructive ? .destructive : .normal, title: action.title
        ) {
          _, _, done in
          guard let (content, visible) = shown(), let path = content.itemPath(of: identity, among: visible) else {
            return done(false)
          }
          content.perform(action, onItemAt: path) { done($0) }
        }
        contextual.image = action.systemImage.flatMap(UIImage.init(systemName:))
        if let tint = action.tint { contextual.backgroundColor = Self.color(tint) }
        return contextual
      }
      let swipe = UISwipeActionsConfiguration(actions: actions)
      swipe.performsFirstActionWithFullSwipe = configuration.performsFirstActionWithFullSwipe
      return swipe
    }

    /// UIKit's configuration of the menu a touch and hold opens on the items
    /// at `itemPaths` of `content`, the held item first
    /// (``ContainerContent``'s choice between the item's menu and the
    /// selection's); `nil` when there is none.
    func contextMenu(forItemsAt itemPaths: [ItemPath], in content: ContainerContent) -> UIContextMenuConfiguration? {
      guard let (paths, configuration) = content.contextMenu(forItemsAt: itemPaths) else { return nil }
      let identities = paths.compactMap(content.itemIdentity(at:))
      let menu = configuration.menu
      let preview = configuration.previewProvider
      return UIContextMenuConfiguration(
        identifier: nil,
        previewProvider: preview.map { make in { ContextMenuPreviewController(make()) } },
        actionProvider: { _ in self.uiMenu(menu, options: [], identities: identities) })
    }

    /// UIKit's accessories for the item at `itemPath` of `content`, shown on
    /// its list cell: a delete control without a handler, so that UIKit
    /// shows the trailing swipe actions, and an outline disclosure that
    /// expands or collapses the item it was made for, by identity.
    func accessories(ofItemAt itemPath: ItemPath, in content: ContainerContent) -> [UICellAccessory] {
      guard content.contains(itemPath), let configuration = content.configuration(at: itemPath) else { return [] }
      let identity = content.itemIdentity(at: itemPath)
      return configuration.accessories.map { accessory in
        switch accessory {
        case .disclosureIndicator: return .disclosureIndicator()
        case .checkmark: return .checkmark()
        case .delete: return .delete()
        case .reorder: return .reorder()
        case .outlineDisclosure:
          return .outlineDisclosure {
            guard let identity, let (content, visible) = shown(),
              let path = content.itemPath(of: identity, among: visible)
            else { return }
            content.send(.didToggleExpansion(path))
          }
        }
      }
    }

    /// The background of a list cell in a section of `appearance`: the
    /// system's for a list of that appearance, and none outside a list,
    /// where the hosted view draws its own.
    static func background(for appearance: ListAppearance?) -> UIBackgroundConfiguration {
      switch appearance {
      case nil: .clear()
      case .plain: .listPlainCell()
      case .grouped, .insetGrouped: .listGroupedCell()
      case .sidebar: .listSidebarCell()
      }
    }

    // MARK: - Private

    /// `menu` as a `UIMenu` whose actions run for the items of `identities`.
    private func uiMenu(_ menu: ContextMenu, options: UIMenu.Options, identities: [AnyHashable]) -> UIMenu {
      let children: [UIMenuElement] = menu.children.map { element in
        switch element {
        case .submenu(let submenu): return uiMenu(submenu, options: [], identities: identities)
        case .inline(let group): return uiMenu(group, options: .displayInline, identities: identities)
        case .action(let action):
          var attributes: UIMenuElement.Attributes = []
          if action.attributes.contains(.destructive) { attributes.insert(.destructive) }
          if action.attributes.contains(.disabled) { attributes.insert(.disabled) }
          if action.attributes.contains(.hidden) { attributes.insert(.hidden) }
          return UIAction(
            title: action.title, image: action.systemImage.flatMap(UIImage.init(systemName:)), attributes: attributes,
            state: action.isOn ? .on : .off
          ) { _ in
            guard let (content, visible) = shown() else { return }
            let among = visible + content.selectedItemPaths
            let paths = identities.compactMap { content.itemPath(of: $0, among: among) }
            // The held item is gone: the menu's items are not what it showed.
            guard paths.count == identities.count else { return }
            content.perform(action, onItemsAt: paths)
          }
        }
      }
      return UIMenu(title: menu.title, options: options, children: children)
    }

    private static func color(_ tint: SwipeAction.Tint) -> UIColor {
      switch tint {
      case .red: .systemRed
      case .orange: .systemOrange
      case .yellow: .systemYellow
      case .green: .systemGreen
      case .mint: .systemMint
      case .teal: .systemTeal
      case .cyan: .systemCyan
      case .blue: .systemBlue
      case .indigo: .systemIndigo
      case .purple: .systemPurple
      case .pink: .systemPink
      case .brown: .systemBrown
      case .gray: .systemGray
      case .rgb(let red, let green, let blue, let opacity):
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
      }
    }
  }

  /// The preview above a context menu: the view the item's
  /// ``ContextMenuConfiguration/previewProvider`` configures, hosted.
  final class ContextMenuPreviewController: UIViewController {
    init(_ configuration: ViewConfiguration) {
      self.configuration = configuration
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("\(Self.self) is created in code only") }

    /// The configured view, made as the preview loads.
    override func loadView() {
      view = configuration.accept(PreviewViewMaker()) ?? UIView()
    }

    private let configuration: ViewConfiguration
  }

  /// Makes the view of a ``ViewConfiguration`` outside any cell.
  @MainActor
  private struct PreviewViewMaker: ViewConfigurationVisitor {
    typealias Result = UIView?

    func visit<View: ConfigurableView>(
      _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
    ) -> UIView? {
      let view = View()
      setUp?(view)
      view.configure(with: viewModel)
      return view as? UIView
    }
  }
#endif
