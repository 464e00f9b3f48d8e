// A feed of videos, a player that preloads them and a loader of thumbnails.
import ReuseKit

struct Video: Identifiable, Equatable, Diffable, Sendable {
  let id: Int
  var title: String
}

final class VideoView: ConfigurableView {
  func configure(with video: Video) {}
}

@MainActor final class Player {
  func preload(_ video: Video) {}
  func stop(_ video: Video) {}
}

@MainActor final class ThumbnailLoader {
  func start(_ videos: [Video]) {}
  func cancel(_ videos: [Video]) {}
}

let player = Player()
let loader = ThumbnailLoader()
let list = HeadlessList(viewport: Viewport(width: 320, height: 480))
let dataSource = DiffableDataSource<String, Video>(list) { .view(VideoView.self, $0) }
