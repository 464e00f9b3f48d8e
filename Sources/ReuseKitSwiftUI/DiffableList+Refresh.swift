#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI

  /// The lists a person may pull to refresh under SwiftUI's
  /// `refreshable(action:)`: those of `Sendable` sections, items and
  /// identities, whose data source has ``DiffableDataSource/refreshing``.
  @available(iOS 16.0, *)
  extension DiffableList
  where
    Section: Sendable, Item: Sendable, Section.DiffIdentifier: Sendable,
    Item.DiffIdentifier: Sendable
  {
    /// Shows `snapshot`, each item in the view `cellProvider` names; under
    /// SwiftUI's `refreshable(action:)` a pull from the top runs the action
    /// and shows the snapshot of the update that follows it.
    public init(
      _ snapshot: Snapshot<Section, Item>, cellProvider: @escaping DiffableDataSource<Section, Item>.CellProvider
    ) {
      self.init(content: .snapshot(snapshot), cellProvider: cellProvider)
      options.refresh = RefreshOption()
    }

    /// Shows `outline` as the one section `section`, each visible item in
    /// the view `cellProvider` names; under SwiftUI's
    /// `refreshable(action:)` a pull from the top runs the action.
    public init(
      outline: SectionSnapshot<Item>, in section: Section,
      cellProvider: @escaping DiffableDataSource<Section, Item>.CellProvider
    ) {
      self.init(content: .outline(outline, section), cellProvider: cellProvider)
      options.refresh = RefreshOption()
    }
  }

  @available(iOS 16.0, *)
  extension DiffableList where Section == Int, Item: Sendable, Item.DiffIdentifier: Sendable {
    /// Shows `items` in one section, each in the view `cellProvider` names,
    /// the first copy of a repeated identity kept; under SwiftUI's
    /// `refreshable(action:)` a pull from the top runs the action and shows
    /// the items of the update that follows it.
    public init(_ items: [Item], cellProvider: @escaping DiffableDataSource<Int, Item>.CellProvider) {
      self.init(content: .items(items), cellProvider: cellProvider)
      options.refresh = RefreshOption()
    }
  }
#endif
