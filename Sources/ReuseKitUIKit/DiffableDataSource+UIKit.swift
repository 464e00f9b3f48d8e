#if canImport(UIKit)
  import ReuseKit
  import UIKit

  extension DiffableDataSource {
    /// Creates a data source that shows its snapshots in `tableView`, through
    /// `tableView.reuse`, with the views `cellProvider` names; its items are
    /// not `Sendable`, so it always diffs on the main actor.
    public convenience init(_ tableView: UITableView, cellProvider: @escaping CellProvider) {
      self.init(tableView.reuse, cellProvider: cellProvider)
    }

    /// Creates a data source that shows its snapshots in `collectionView`,
    /// through `collectionView.reuse`, with the views `cellProvider` names;
    /// its items are not `Sendable`, so it always diffs on the main actor.
    public convenience init(_ collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
      self.init(collectionView.reuse, cellProvider: cellProvider)
    }
  }

  extension DiffableDataSource
  where
    Section: Sendable, Item: Sendable, Section.DiffIdentifier: Sendable,
    Item.DiffIdentifier: Sendable
  {
    /// Creates a data source that shows its snapshots in `tableView`, through
    /// `tableView.reuse`, with the views `cellProvider` names; a large change
    /// is diffed off the main actor.
    public convenience init(_ tableView: UITableView, cellProvider: @escaping CellProvider) {
      self.init(tableView.reuse, cellProvider: cellProvider)
    }

    /// Creates a data source that shows its snapshots in `collectionView`,
    /// through `collectionView.reuse`, with the views `cellProvider` names; a
    /// large change is diffed off the main actor.
    public convenience init(_ collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
      self.init(collectionView.reuse, cellProvider: cellProvider)
    }
  }
#endif
