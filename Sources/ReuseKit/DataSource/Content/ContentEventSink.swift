/// The one way back to a data source: where its contents send what happened
/// on screen, and where its facets (``DiffableDataSource/Selection``,
/// ``DiffableDataSource/Editing``, ``DiffableDataSource/Background``,
/// ``DiffableDataSource/Scrolling``, ``DiffableDataSource/Paging``) send
/// what the app asked of them.
///
/// The data source owns the sink, and every content and facet holds it;
/// the sink holds its receiver weakly, so that nothing a container or an
/// app keeps holds the data source. Once the receiver is gone, events are
/// dropped and questions get the answer of a list with nothing in it.
@MainActor
final class ContentEventSink<Section: Diffable, Item: Diffable> {
  // MARK: - Internal

  /// The one that hears the events: the data source.
  weak var receiver: (any ContentEventReceiving<Section, Item>)?

  /// `event` happened on screen, in the paths of `content`.
  func send(_ event: ContainerEvent, from content: StageContent<Section, Item>) {
    receiver?.receive(event, from: content)
  }

  /// A facet changed, or asks for a scroll.
  func send(_ event: FacetEvent<Section, Item>) {
    receiver?.receive(event)
  }

  /// Whether the snapshot the data source heads to holds an item whose
  /// identity is `id`; when it does not, the data source logs a notice
  /// from `caller` that names `id`, ending with `outcome` (such as
  /// "not scrolled"). `false` once the data source is gone.
  func holdsItem(withID id: Item.DiffIdentifier, noticeFrom caller: String, outcome: String? = nil) -> Bool {
    receiver?.holdsItem(withID: id, noticeFrom: caller, outcome: outcome) ?? false
  }

  /// The snapshot the data source heads to; `nil` once it is gone.
  var headingSnapshot: Snapshot<Section, Item>? { receiver?.snapshot() }

  /// The region the container last showed; `nil` once the data source is gone.
  var visibleRegion: VisibleRegion? { receiver?.visibleRegion }

  /// Why the list shows a state view now, or `nil`; `nil` once the data source is gone.
  var contentPhase: ContentPhase? { receiver?.contentPhase }

  /// Whether a refresh runs; `false` once the data source is gone.
  var isRefreshing: Bool { receiver?.isRefreshing ?? false }

  /// The reading position the container shows now; `nil` once the data source is gone.
  var readingPosition: ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>? { receiver?.readingPosition }
}

/// What a facet tells the data source it belongs to.
enum FacetEvent<Section: Diffable, Item: Diffable> {
  /// A setting that every content carries changed (whether and how items
  /// are selected, the editing mode, the state view's provider): the
  /// container gets a new content.
  case settingsChanged
  /// The selected identities changed, from code or by a person's tap.
  case selectionChanged
  /// Scroll to the item whose identity is the first value, once the
  /// apply under way is on screen.
  case scrollToItem(Item.DiffIdentifier, ScrollPosition, animated: Bool)
  /// Scroll to the end of the content, once the apply under way is on screen.
  case scrollToBottom(animated: Bool)
  /// Put the list back at a reading position, waiting for up to so many pages.
  case restore(ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>, loadingPages: Int)
  /// A load started or ended: a list that shows no item shows the state
  /// view of the new phase.
  case loadPhaseChanged
  /// The retry view at an edge came or went: its header or footer shows
  /// again, and comes into view when revealing it is `true`.
  case edgeChanged(ContentEdge, revealing: Bool)
  /// Apply a page merged into the snapshot heading to the screen; the
  /// closure runs once it is on screen.
  case applyPage(Snapshot<Section, Item>, completion: @MainActor () -> Void)
  /// A page load ended: its page is on screen, or it failed or was cancelled.
  case pageLoadEnded(brought: Bool)
  /// Cancel the page loads under way: a refresh started.
  case cancelPageLoads
  /// Apply a refresh's snapshot, then scroll to the top when `toTop`; the
  /// closure runs once it is on screen, before the scroll.
  case applyRefresh(Snapshot<Section, Item>, toTop: Bool, completion: @MainActor () -> Void)
  /// Something the app should know about its input, for the logger.
  case notice(String)
}

/// What hears the events of a data source's contents and facets, and
/// answers their questions: the data source.
@MainActor
protocol ContentEventReceiving<Section, Item>: AnyObject {
  associatedtype Section: Diffable
  associatedtype Item: Diffable
  /// `event` happened on screen, in the paths of `content`.
  func receive(_ event: ContainerEvent, from content: StageContent<Section, Item>)
  /// A facet changed, or asks for a scroll.
  func receive(_ event: FacetEvent<Section, Item>)
  /// Whether the snapshot heading to the screen holds `id`; a notice from
  /// `caller`, ending with `outcome`, when not.
  func holdsItem(withID id: Item.DiffIdentifier, noticeFrom caller: String, outcome: String?) -> Bool
  /// The snapshot heading to the screen, its items all indexed.
  func snapshot() -> Snapshot<Section, Item>
  /// The region the container last showed, in the paths of its content.
  var visibleRegion: VisibleRegion? { get }
  /// Why the list shows a state view now, or `nil` while it holds items.
  var contentPhase: ContentPhase? { get }
  /// The reading position the container shows now.
  var readingPosition: ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>? { get }
  /// Whether a refresh runs.
  var isRefreshing: Bool { get }
}
