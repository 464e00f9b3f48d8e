/// UIKit: `UICollectionLayoutListConfiguration`
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct):
/// "a configuration for creating a list layout", one section at a time
/// through `NSCollectionLayoutSection.list(using:layoutEnvironment:)`; it
/// carries the appearance, the separators and the swipe actions' providers,
/// which the list asks "when [it] is about to show leading [trailing] swipe
/// actions for a particular index path" (UICollectionLayoutList.h, iOS 16.5 SDK).
public struct UICollectionLayoutListConfiguration {
  /// UIKit: `Appearance`.
  public enum Appearance: Sendable {
    /// UIKit: `.plain`.
    case plain
    /// UIKit: `.grouped`.
    case grouped
    /// UIKit: `.insetGrouped`.
    case insetGrouped
    /// UIKit: `.sidebar`.
    case sidebar
    /// UIKit: `.sidebarPlain`.
    case sidebarPlain
  }

  /// UIKit: `HeaderMode`.
  public enum HeaderMode: Sendable {
    /// UIKit: `.none`, the default.
    case none
    /// UIKit: `.supplementary`.
    case supplementary
    /// UIKit: `.firstItemInSection`.
    case firstItemInSection
  }

  /// UIKit: `SwipeActionsConfigurationProvider`: "return either a
  /// UISwipeActionsConfiguration object or nil if this index path does not
  /// show swipe actions".
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// UIKit: `init(appearance:)`.
  public init(appearance: Appearance) { self.appearance = appearance }

  /// UIKit: `appearance`, read only.
  public let appearance: Appearance
  /// UIKit: `showsSeparators`: "whether this section shows separators or
  /// not"; the model takes `true` by default.
  public var showsSeparators = true
  /// UIKit: `backgroundColor`, `nil` for the appearance's system background.
  public var backgroundColor: UIColor?
  /// UIKit: `headerMode`, `.none` by default ("Defaults to UICollectionLayoutListHeaderModeNone").
  public var headerMode = HeaderMode.none
  /// UIKit: `leadingSwipeActionsConfigurationProvider`.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// UIKit: `trailingSwipeActionsConfigurationProvider`.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Model only: the section's insets. Apple documents none of them: the
  /// model guesses. A plain or sidebar-plain list runs edge to edge; a
  /// grouped list leaves 18 points above and below its rows; an inset
  /// grouped list also 20 points at each side (the layout margins of a
  /// regular-width iPhone); a sidebar 10 at each side and 8 above and below.
  var modelInsets: NSDirectionalEdgeInsets {
    switch appearance {
    case .plain, .sidebarPlain: .zero
    case .grouped: NSDirectionalEdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0)
    case .insetGrouped: NSDirectionalEdgeInsets(top: 18, leading: 20, bottom: 18, trailing: 20)
    case .sidebar: NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10)
    }
  }
}

extension NSCollectionLayoutSection {
  /// UIKit: `NSCollectionLayoutSection.list(using:layoutEnvironment:)`:
  /// "creates a list section using the specified configuration". The model's
  /// list is one full-width row per item, self-sizing from an estimate of
  /// 44 points (the minimum tappable height of Apple's Human Interface
  /// Guidelines; Apple documents no estimate), inside the appearance's
  /// insets (``UICollectionLayoutListConfiguration/modelInsets``).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = configuration.modelInsets
    section.modelListConfiguration = configuration
    return section
  }
}

/// UIKit: `UICollectionViewListCell`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell):
/// "a collection view cell that provides list features and default
/// styling", with `accessories`, "all the accessories that should be
/// decorating the cell" (UICollectionViewListCell.h). Swipe actions belong
/// to list cells in list sections (WWDC20 "Lists in UICollectionView");
/// the model shows them on no other cell.
///
/// Apple does not say which background a list cell starts with outside a
/// list section; the model takes the case harder for adapters: the opaque
/// background of a plain list's cell (`UIBackgroundConfiguration.listPlainCell()`),
/// wherever the cell is.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// UIKit: `UICollectionViewListCell.init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundConfiguration = .listPlainCell()
  }

  /// UIKit: `init(coder:)`.
  public required init?(coder: NSCoder) { fatalError("the UIKit model creates views in code only") }

  /// UIKit: `accessories`, none by default.
  open var accessories: [UICellAccessory] = []
}

/// UIKit: `UIBackgroundConfiguration`
/// (https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct):
/// the model keeps which of the system's configurations it is: "a clear
/// configuration, with no default styling", or "the default configuration
/// for a plain [grouped, sidebar] list cell" (UIBackgroundConfiguration.h).
public struct UIBackgroundConfiguration: Hashable, Sendable {
  /// UIKit: `clear()`.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(modelName: "clear") }
  /// UIKit: `listPlainCell()`.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(modelName: "listPlainCell")
  }
  /// UIKit: `listGroupedCell()`.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(modelName: "listGroupedCell")
  }
  /// UIKit: `listSidebarCell()`.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(modelName: "listSidebarCell")
  }
  /// Model only: which configuration this is.
  public let modelName: String
}

/// UIKit: `UICellAccessory`
/// (https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct):
/// a system accessory of a list cell, shown always or only in or out of
/// editing mode (`DisplayedState`).
public struct UICellAccessory {
  /// UIKit: `DisplayedState`.
  public enum DisplayedState: Sendable {
    /// UIKit: `.always`.
    case always
    /// UIKit: `.whenEditing`.
    case whenEditing
    /// UIKit: `.whenNotEditing`.
    case whenNotEditing
  }

  /// UIKit: `ActionHandler`.
  public typealias ActionHandler = () -> Void

  /// Model only: which system accessory this is.
  public enum ModelKind: Sendable, Equatable {
    case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure
  }

  /// UIKit: `disclosureIndicator(displayed:options:)`, shown always by default.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(modelKind: .disclosureIndicator, modelDisplayed: displayed, modelActionHandler: nil)
  }

  /// UIKit: `checkmark(displayed:options:)`, shown always by default.
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(modelKind: .checkmark, modelDisplayed: displayed, modelActionHandler: nil)
  }

  /// UIKit: `delete(displayed:options:actionHandler:)`, shown in editing
  /// mode by default. Apple's page does not say what a tap does without a
  /// handler; the model shows the cell's trailing swipe actions, as
  /// WWDC20 "Lists in UICollectionView" demonstrates.
  public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: ActionHandler? = nil)
    -> UICellAccessory
  {
    UICellAccessory(modelKind: .delete, modelDisplayed: displayed, modelActionHandler: actionHandler)
  }

  /// UIKit: `reorder(displayed:options:)`, shown in editing mode by default.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(modelKind: .reorder, modelDisplayed: displayed, modelActionHandler: nil)
  }

  /// UIKit: `outlineDisclosure(displayed:options:actionHandler:)`, shown
  /// always by default.
  public static func outlineDisclosure(displayed: DisplayedState = .always, actionHandler: ActionHandler? = nil)
    -> UICellAccessory
  {
    UICellAccessory(modelKind: .outlineDisclosure, modelDisplayed: displayed, modelActionHandler: actionHandler)
  }

  /// Model only: the kind, the displayed state and the handler.
  public let modelKind: ModelKind
  public let modelDisplayed: DisplayedState
  let modelActionHandler: ActionHandler?
}
