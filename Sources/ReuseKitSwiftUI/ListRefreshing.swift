#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI
  import UIKit

  /// SwiftUI's `refreshable` on a ``DiffableList``: while the list's
  /// environment has a `RefreshAction`, a person may pull the list down,
  /// and its data source's ``DiffableDataSource/refreshing`` runs the app's
  /// action. The app's action changes the app's state; the items of the
  /// update that follows are the refreshed ones, shown without the pages
  /// loaded before, with paging started again.
  @available(iOS 16.0, *)
  @MainActor
  final class ListRefreshing<Section: Diffable, Item: Diffable> {
    // MARK: - Lifecycle

    init(
      dataSource: DiffableDataSource<Section, Item>, collectionView: UICollectionView,
      loading: ListLoading<Section, Item>
    ) {
      self.dataSource = dataSource
      self.collectionView = collectionView
      self.loading = loading
    }

    // MARK: - Internal

    /// The snapshot of the latest update, without the pages.
    var input: () -> Snapshot<Section, Item>? = { nil }

    /// Follows the refresh action of the latest update's environment.
    func update(with action: RefreshAction?, option: RefreshOption<Section, Item>?) {
      appAction = action
      if let option { self.option = option }
      let wants = action != nil && self.option != nil
      guard wants != isInstalled, let option = self.option else { return }
      isInstalled = wants
      option.install(dataSource, wants ? self : nil)
      showsControl(wants)
    }

    /// An update showed the app's items: a refresh waiting for them goes on.
    func didUpdate() {
      updates += 1
      resumeWaiting(updated: true)
    }

    /// The list is gone: its refresh is cancelled, and nobody refreshes it again.
    func tearDown() {
      update(with: nil, option: nil)
      resumeWaiting(updated: false)
    }

    /// Runs the app's action, then gives the items of the update that
    /// follows it, with the pages forgotten and paging started again.
    func refreshed() async throws -> Snapshot<Section, Item> {
      guard let action = appAction else { throw CancellationError() }
      // `RefreshAction` is not `Sendable` and its `callAsFunction()` is
      // nonisolated and async, so calling it sends it off the main actor:
      // this copy is handed over to that call and used nowhere else.
      nonisolated(unsafe) let handedOver = action
      let updatesBefore = updates
      await handedOver()
      try Task.checkCancellation()
      // SwiftUI shows the state the action wrote with an update, during it
      // or after it; with none, the action changed nothing. Either way the
      // refresh ends with exactly the app's items.
      if updates == updatesBefore { _ = await nextUpdate() }
      try Task.checkCancellation()
      loading.restart()
      return input() ?? dataSource.snapshot()
    }

    /// The refresh ended: the control goes.
    func didEnd() {
      control?.endRefreshing()
    }

    // MARK: - Private

    private let dataSource: DiffableDataSource<Section, Item>
    private let collectionView: UICollectionView
    private let loading: ListLoading<Section, Item>
    private var appAction: RefreshAction?
    private var option: RefreshOption<Section, Item>?
    private var isInstalled = false
    private var control: UIRefreshControl?
    /// The refreshes waiting for an update, by the number of their wait.
    private var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var waits = 0
    /// The number of updates so far.
    private var updates = 0

    /// Waits for the next update: `true` when it came, `false` after a
    /// quarter of a second without one, or when the list is gone.
    private func nextUpdate() async -> Bool {
      waits += 1
      let wait = waits
      return await withCheckedContinuation { continuation in
        waiting[wait] = continuation
        Task { [weak self] in
          try? await Task.sleep(for: .milliseconds(250))
          self?.waiting.removeValue(forKey: wait)?.resume(returning: false)
        }
      }
    }

    private func resumeWaiting(updated: Bool) {
      let waiting = self.waiting
      self.waiting = [:]
      for continuation in waiting.values { continuation.resume(returning: updated) }
    }

    /// A pull asks the data source to refresh; a pull it refuses ends at once.
    private func showsControl(_ shows: Bool) {
      if shows, collectionView.refreshControl == nil {
        let control = UIRefreshControl()
        control.addAction(
          UIAction { [weak self] _ in
            guard let self, let option else { return }
            if !option.start(dataSource) { self.control?.endRefreshing() }
          }, for: .valueChanged)
        collectionView.refreshControl = control
        self.control = control
      } else if !shows, let control {
        control.endRefreshing()
        if collectionView.refreshControl === control { collectionView.refreshControl = nil }
        self.control = nil
      }
    }
  }

  /// What a ``DiffableList`` does to its data source's
  /// ``DiffableDataSource/refreshing``, which exists only for `Sendable`
  /// items and identities: the list itself takes any.
  @available(iOS 16.0, *)
  @MainActor
  struct RefreshOption<Section: Diffable, Item: Diffable> {
    /// Refreshes with the list's ``ListRefreshing/refreshed()``; `nil`
    /// cancels the refresh under way and lets nobody refresh.
    let install: @MainActor (DiffableDataSource<Section, Item>, ListRefreshing<Section, Item>?) -> Void
    /// Starts a refresh; `false` when one runs or none may.
    let start: @MainActor (DiffableDataSource<Section, Item>) -> Bool
  }

  @available(iOS 16.0, *)
  extension RefreshOption
  where
    Section: Sendable, Item: Sendable, Section.DiffIdentifier: Sendable,
    Item.DiffIdentifier: Sendable
  {
    init() {
      install = { dataSource, list in
        let refreshing = dataSource.refreshing
        guard let list else {
          refreshing.cancel()
          (refreshing.action, refreshing.eventHandler) = (nil, nil)
          return
        }
        refreshing.action = { [weak list] in
          guard let list else { throw CancellationError() }
          return try await list.refreshed()
        }
        refreshing.eventHandler = { [weak list] event in
          if case .started = event { return }
          list?.didEnd()
        }
      }
      start = { dataSource in dataSource.refreshing.refresh() }
    }
  }
#endif
