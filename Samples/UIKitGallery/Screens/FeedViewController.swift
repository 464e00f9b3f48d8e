import Foundation
import ReuseKitUIKit
import UIKit

/// A feed that loads 50 posts at a time as a person nears its end, from a
/// server that fails now and then: a failed page shows a retry row at the
/// bottom, which the next scroll retries; an empty feed shows a state view
/// behind the table. The reading position goes into the scene's state
/// restoration activity (see ``SceneDelegate``), so that after a relaunch
/// the feed opens at the same post, at the same place on screen.
final class FeedViewController: UIViewController, UITableViewDelegate {
  /// The activity type of the feed's state restoration.
  static let activityType = "org.reusekit.gallery.feed"

  let tableView = UITableView(frame: .zero, style: .plain)

  private(set) lazy var dataSource = DiffableDataSource<Int, Post>(tableView) { post in
    .view(TitleView.self, post.text)
  }

  private let server = FeedServer()
  /// The posts to show first: those the last session had loaded.
  private let cachedCount: Int
  /// Where to open, from the last session.
  private let savedPosition: ReadingPosition<Int, Int>?

  /// A feed showing its first page.
  convenience init() { self.init(cachedCount: 50, position: nil) }

  /// The feed of the last session, from its state restoration `activity`;
  /// `nil` when the activity is not the feed's.
  convenience init?(restoring activity: NSUserActivity) {
    guard activity.activityType == Self.activityType,
      let data = activity.userInfo?[Self.positionKey] as? Data,
      let position = try? JSONDecoder().decode(ReadingPosition<Int, Int>.self, from: data)
    else { return nil }
    self.init(cachedCount: activity.userInfo?[Self.countKey] as? Int ?? 50, position: position)
  }

  private init(cachedCount: Int, position: ReadingPosition<Int, Int>?) {
    self.cachedCount = cachedCount
    savedPosition = position
    super.init(nibName: nil, bundle: nil)
    title = "Feed"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("FeedViewController is created in code only")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 44
    tableView.delegate = self
    view.addPinnedSubview(tableView)
    let paging = dataSource.paging
    paging.retryViewProvider = { _, _ in .view(TitleView.self, "Could not load more posts. Scroll to retry.") }
    dataSource.background.provider = { phase in
      switch phase {
      case .empty: .view(TitleView.self, "No posts yet")
      case .loading: .view(TitleView.self, "Loading posts…")
      case .failed: .view(TitleView.self, "Could not load the feed. Scroll to retry.")
      }
    }
    let server = server
    paging.loader = { request in
      let posts = try await server.posts(after: request.boundaryItem)
      return .init(items: posts, section: 0, reachedEnd: posts.last.map { $0.id == FeedServer.postCount - 1 } ?? true)
    }
    var snapshot = Snapshot<Int, Post>()
    snapshot.appendSections([0])
    snapshot.appendItems(FeedServer.cachedPosts(cachedCount))
    dataSource.apply(snapshot, animation: .none, completion: nil)
    if let savedPosition { dataSource.scrolling.restore(savedPosition) }
    paging.edges = [.bottom]
  }

  /// The feed's state for the scene's state restoration: where the person
  /// reads, and how many posts are loaded; `nil` before anything shows.
  func restorationActivity() -> NSUserActivity? {
    guard let position = dataSource.scrolling.readingPosition,
      let data = try? JSONEncoder().encode(position)
    else { return nil }
    let activity = NSUserActivity(activityType: Self.activityType)
    activity.title = title
    activity.addUserInfoEntries(from: [Self.positionKey: data, Self.countKey: dataSource.snapshot().numberOfItems])
    return activity
  }

  // MARK: - UITableViewDelegate

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    tableView.reuse.didScroll()
    if dataSource.paging.state(of: .bottom).isFailed, tableView.isDragging {
      dataSource.paging.retry(.bottom)
    }
  }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    tableView.reuse.didChangeAdjustedContentInset()
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    tableView.reuse.footerView(inSection: section)
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    tableView.reuse.willDisplay(cell, forRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    tableView.reuse.didEndDisplaying(cell, forRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    tableView.reuse.willDisplayFooterView(view, forSection: section)
  }

  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
    tableView.reuse.didEndDisplayingFooterView(view, forSection: section)
  }

  // MARK: - Private

  private static let positionKey = "readingPosition"
  private static let countKey = "postCount"
}
