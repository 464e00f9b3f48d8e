/// One frame of the scripted session: what it shows, and its text.
public struct GalleryFrame: Hashable, Sendable {
  // MARK: - Lifecycle

  /// Creates a frame.
  public init(caption: String, lines: [String]) {
    self.caption = caption
    self.lines = lines
  }

  // MARK: - Public

  /// What the frame shows, for the marker line above it.
  public var caption: String
  /// The frame's lines, trailing spaces removed.
  public var lines: [String]
}
