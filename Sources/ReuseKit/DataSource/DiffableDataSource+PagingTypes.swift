extension DiffableDataSource.Paging {
  // MARK: - Public

  /// What a loader is asked for: a page at `edge`, beyond `boundaryItem`.
  public struct Request: Sendable {
    /// A request for a page at `edge`, beyond `boundaryItem`: for a test
    /// that calls a loader itself.
    public init(edge: ContentEdge, boundaryItem: Item?) {
      self.edge = edge
      self.boundaryItem = boundaryItem
    }

    /// Where the page goes: before the first item, or after the last.
    public let edge: ContentEdge
    /// The first item of the snapshot for ``ContentEdge/top``, the last for
    /// ``ContentEdge/bottom``, when the load started; `nil` for an empty
    /// snapshot. A server's cursor: "the messages before this one".
    public let boundaryItem: Item?
  }

  /// What a loader returns: items for a section, or new sections, and
  /// whether the edge has no more.
  public struct Page: Sendable {
    /// Items for `section`, which is added at the edge when the snapshot
    /// does not hold it.
    public init(items: [Item], section: Section, reachedEnd: Bool = false) {
      self.init(sections: [DiffSection(model: section, items: items)], reachedEnd: reachedEnd)
    }

    /// Sections in order, each merged into the section of its identity, or
    /// added at the edge.
    public init(sections: [DiffSection<Section, Item>], reachedEnd: Bool = false) {
      self.sections = sections
      self.reachedEnd = reachedEnd
    }

    /// The page's sections and their items, in order.
    public var sections: [DiffSection<Section, Item>]
    /// Whether the edge has no more items: loading stops there.
    public var reachedEnd: Bool
  }

  /// Loads a page, off the main actor; a thrown `CancellationError`, or a
  /// load cancelled while it runs, is not a failure.
  public typealias Loader = @Sendable (Request) async throws -> Page

  /// Gives the view shown at an edge whose load failed, with the error;
  /// a tap on it should call ``retry(_:)``.
  public typealias RetryViewProvider = @MainActor (ContentEdge, any Error) -> ViewConfiguration

  /// What an edge is doing.
  public enum EdgeState {
    /// Waiting for the viewport to come within ``threshold`` of the edge.
    case idle
    /// A load runs, or its page is being applied.
    case loading
    /// The last load failed; the edge shows the retry view until ``retry(_:)``.
    case failed(any Error)
    /// The loader said there is no more: the edge loads no more until an
    /// apply changes its item.
    case finished

    /// Whether a load runs at the edge.
    public var isLoading: Bool { if case .loading = self { true } else { false } }
    /// Whether the edge's last load failed.
    public var isFailed: Bool { if case .failed = self { true } else { false } }
  }

  /// What happened at an edge, for a log or a test.
  public enum Event {
    /// A load started.
    case started(ContentEdge)
    /// A page was merged, with what its repeated identities became.
    case merged(ContentEdge, MergeReport<Item>)
    /// A load failed.
    case failed(ContentEdge, any Error)
    /// A load was cancelled: its edge changed under it, or ``reset()`` was called.
    case cancelled(ContentEdge)
    /// The edge has no more items.
    case reachedEnd(ContentEdge)
  }
}
