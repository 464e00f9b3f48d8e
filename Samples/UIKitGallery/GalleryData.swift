import ReuseKitUIKit

/// A person shown by `PersonView`.
struct Person: Hashable, Sendable {
  var name: String
  var role: String
}

/// The sample data of the demos.
enum GalleryData {
  static let people = [
    Person(name: "Ada", role: "Engineer"),
    Person(name: "Grace", role: "Admiral and compiler writer"),
    Person(name: "Edsger", role: "Structured programming, shortest paths and a great many letters"),
    Person(name: "Barbara", role: "Abstract data types"),
    Person(name: "Ken", role: "Operating systems"),
  ]

  static let squares = [
    SquaresView.ViewModel(count: 3, columns: 3),
    SquaresView.ViewModel(count: 5, columns: 4),
    SquaresView.ViewModel(count: 8, columns: 2),
  ]

  static let lateCharts = [
    LateHeightView.ViewModel(title: "Weekly chart", finalHeight: 180, delay: 0.6),
    LateHeightView.ViewModel(title: "Yearly chart", finalHeight: 240, delay: 1.2),
  ]
}

/// A post of the feed demo, shown as one line of text.
struct Post: Hashable, Identifiable, Diffable, Sendable {
  var id: Int

  var text: String { "Post \(id + 1): " + String(repeating: "more words ", count: id % 7) }
}

/// The feed demo's server: 200 posts, sent 50 at a time; every third
/// request fails, as a flaky network does.
actor FeedServer {
  struct Outage: Error {}

  static let postCount = 200

  /// The first `count` posts, as the app keeps them from its last session.
  static func cachedPosts(_ count: Int) -> [Post] { (0..<min(count, postCount)).map(Post.init(id:)) }

  private var requests = 0

  /// The 50 posts after `post`, or the first 50.
  func posts(after post: Post?) throws -> [Post] {
    requests += 1
    if requests % 3 == 0 { throw Outage() }
    let start = (post?.id ?? -1) + 1
    return (start..<min(Self.postCount, start + 50)).map(Post.init(id:))
  }
}
