/// What a container says when it has no content to show: an empty list, a
/// first load under way, or a first load that failed. The view model of the
/// state view an app gives ``DiffableDataSource/Background/provider``, in
/// the words of `UIContentUnavailableConfiguration`.
///
/// <!-- compile: prelude message-list -->
/// ```swift
/// final class StatusView: ConfigurableView {
///   private(set) var status: ContentStatus?
///   func configure(with status: ContentStatus) { self.status = status }
/// }
/// dataSource.background.provider = { phase in
///   .view(StatusView.self, ContentStatus(title: "No messages", imageName: "tray"))
/// }
/// ```
public struct ContentStatus {
  // MARK: - Lifecycle

  /// A status with `title`, and optionally a message, an image and an action.
  public init(title: String, message: String? = nil, imageName: String? = nil, action: Action? = nil) {
    self.title = title
    self.message = message
    self.imageName = imageName
    self.action = action
  }

  // MARK: - Public

  /// What a person can do about it: a button's title and what a tap on it runs.
  public struct Action {
    /// An action titled `title` that runs `handler`.
    public init(title: String, handler: @escaping @MainActor () -> Void) {
      self.title = title
      self.handler = handler
    }

    /// The button's title: "Try Again".
    public var title: String
    /// What a tap runs, such as ``DiffableDataSource/Paging/retry(_:)``.
    public var handler: @MainActor () -> Void
  }

  /// The headline: "No messages".
  public var title: String
  /// A sentence under it, or `nil`.
  public var message: String?
  /// The name of an image or symbol above it, or `nil`.
  public var imageName: String?
  /// A button under it, or `nil`.
  public var action: Action?
}

/// Why a container shows a state view instead of content.
public enum ContentPhase {
  /// The snapshot holds no item, and nothing loads.
  case empty
  /// The snapshot holds no item, and its first page loads.
  case loading
  /// The snapshot holds no item, and its first load failed with the error.
  case failed(any Error)
}
