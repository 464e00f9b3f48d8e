#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// What the adapter keeps for one table or collection view, in its
  /// ``TableViewReuse`` or ``CollectionViewReuse``: the content it shows,
  /// the view types registered through it and the batches still animating.
  ///
  /// UIKit cannot say whether an identifier was registered, and raises an
  /// exception that does not name the view type; this record lets dequeue stop
  /// with a message that does.
  @MainActor
  final class UIKitContainerState {
    // MARK: - Internal

    /// The kind under which table headers and footers are registered: UIKit
    /// keeps one registry for both.
    static let headerFooterKind = ElementKind(rawValue: "HeaderFooter")

    /// What the view shows: the content of the last reload or transition,
    /// or of the transition being committed once its batch's changes are
    /// recorded. The adapter, the view's data source, answers UIKit from it.
    var content = ContainerContent() {
      didSet {
        preparedConfigurations.removeAll()
        reconfiguringPaths.removeAll()
      }
    }

    /// Whether the view's data source is its adapter, which answers
    /// from ``content``: set on the first content handed over.
    var isConnected = false

    /// How the batch updates performed now animate: what the update being
    /// committed asks for.
    var updateAnimation = UpdateAnimation.automatic

    /// How many of the view's batch updates are still animating.
    var batchesAnimating = 0

    /// What waits for the animations to end.
    var afterAnimations: [@MainActor () -> Void] = []

    /// Whether the view keeps the end of its content in view while it shows it.
    var sticksToBottom = false

    /// Whether a report of the visible region waits for the run-loop turn to end.
    var announcesRegion = false

    /// A scroll asked for while the view had no height, carried out at the
    /// first report of the visible region with one.
    var scrollAwaitingHeight: ScrollTarget?

    /// The visible area's distance from the content's top when the adapter
    /// last saw the view scroll or report: kept through a change of the
    /// view's adjusted insets, through which UIKit keeps the offset instead.
    var viewportOffset: Double?

    /// The top and bottom of the view's safe area and content inset when
    /// its adjusted insets last changed
    /// (``UIKitAdapter/isRefreshControlInsetChange(of:)``).
    var insetSources: [CGFloat] = [0, 0, 0, 0]

    /// The state view the adapter shows as the view's `backgroundView`, or
    /// showed last: kept to be configured again when a state view of its
    /// type is wanted again.
    var stateView: UIView?

    /// The reading position held across the batch updates of one commit.
    var readingHold: ReadingHold?

    /// The view as it was last laid out and reported: what a new width
    /// reads the reading position from
    /// (``UIKitAdapter/holdReadingPositionThroughWidthChange()``).
    var shownLayout: ShownLayout?

    /// What a change of the adjusted insets held while the width changed
    /// too: shown once the rows are laid out at the new width.
    var pinForNewWidth: ViewportPin?

    /// What a change made while batches animated puts back once they end
    /// (``UIKitAdapter/holdingReadingPosition(movesAway:_:pinning:_:)``).
    var pinAfterAnimations: ViewportPin?

    /// What a collection view's adapter asks for supplementary
    /// views when the content shows none of its own.
    var supplementaryViewProvider: (@MainActor (UICollectionView, ElementKind, IndexPath) -> UICollectionReusableView)?

    /// The paths of the cells the view asked for, visible or prepared ahead
    /// of display (UIKit's `cellForRow(at:)` and `cellForItem(at:)` return
    /// both since iOS 15), carried through every transition: the cells whose
    /// hosted views must hear of a change of their item's state.
    var cellPaths: Set<IndexPath> = []

    /// Configurations read ahead of a cell request, by the index path UIKit
    /// asks for next: read once to compare view types before a
    /// reconfiguration, and handed to the request instead of asking the
    /// cell provider again. Cleared with every new ``content``.
    var preparedConfigurations: [IndexPath: ViewConfiguration] = [:]

    /// The paths, after the batch being committed, of the items UIKit
    /// reconfigures in their own cells: a cell request for one of them that
    /// gets the visible cell back keeps what a person did to it (its
    /// highlight, focus and swipe). Cleared with every new ``content``.
    var reconfiguringPaths: Set<IndexPath> = []

    /// The configuration of the item at `indexPath` in ``content``, read
    /// ahead when there is one, else from the content.
    func configuration(forCellAt indexPath: IndexPath) -> ViewConfiguration? {
      if let prepared = preparedConfigurations.removeValue(forKey: indexPath) { return prepared }
      let path = ItemPath(indexPath)
      return content.contains(path) ? content.configuration(at: path) : nil
    }

    /// Sends UIKit's prefetch or cancel call to ``content``, whose paths
    /// they are; nothing while the data source does not listen.
    func sendPrefetching(_ event: ContainerEvent) {
      guard content.wantsPrefetching else { return }
      content.send(event)
    }

    /// Notes that a batch's animations ended, and runs what waited for the last one.
    func batchDidFinishAnimating() {
      batchesAnimating -= 1
      guard batchesAnimating == 0 else { return }
      let waiting = afterAnimations
      afterAnimations.removeAll()
      for body in waiting { body() }
    }

    /// Runs `body` once no batch is animating: at once, or after the last one.
    func whenAnimationsEnd(_ body: @escaping @MainActor () -> Void) {
      guard batchesAnimating > 0 else { return body() }
      afterAnimations.append(body)
    }

    /// Notes that `viewType` was registered as `kind`.
    func recordRegistration<View: ConfigurableView>(of viewType: View.Type, as kind: ElementKind) {
      registrations.record(ReuseIdentifier(viewType), as: kind)
    }

    /// Whether `viewType` was registered as `kind`.
    func isRegistered<View: ConfigurableView>(_ viewType: View.Type, as kind: ElementKind) -> Bool {
      registrations.contains(ReuseIdentifier(viewType), as: kind)
    }

    /// Returns the view UIKit dequeues for `viewType` as `Host`; while UIKit
    /// reconfigures a cell, that is the existing cell.
    ///
    /// Stops with a message naming the type when `viewType` was never
    /// registered as `kind`.
    func dequeue<View: ConfigurableView, Host: UIView>(
      _ viewType: View.Type,
      as kind: ElementKind,
      hostedBy hostType: Host.Type,
      in containerName: String,
      fromUIKit dequeueReusableView: (String) -> UIView?
    ) -> Host {
      let identifier = ReuseIdentifier(viewType)
      do {
        try registrations.check(identifier, as: kind)
      } catch {
        fatalError("\(containerName): \(error)")
      }
      let view = dequeueReusableView(identifier.rawValue)
      guard let host = view as? Host else {
        fatalError(
          "\(containerName): \(identifier) dequeued as \(view.map { "\(type(of: $0))" } ?? "nothing"), "
            + "not \(Host.self); register it through ReuseKitUIKit and not under the same identifier elsewhere")
      }
      return host
    }

    // MARK: - Private

    private var registrations = RegistrationLedger()
  }

  /// What ties a table or collection view to its ``TableViewReuse`` or
  /// ``CollectionViewReuse``: one side table, keyed by the view's identity
  /// and holding the view weakly, the same on a device and in the UIKit
  /// model. The entries of released views are dropped when the next view
  /// gets its adapter; an entry whose view is gone never answers for a
  /// new view at the same address.
  @MainActor
  enum ReuseTable {
    // MARK: - Internal

    /// The adapter of `view`, made by `make` on first use.
    static func reuse<Reuse: AnyObject>(of view: AnyObject, _ make: () -> Reuse) -> Reuse {
      let key = ObjectIdentifier(view)
      if let entry = entries[key], entry.view === view, let reuse = entry.reuse as? Reuse { return reuse }
      entries = entries.filter { $0.value.view != nil }
      let reuse = make()
      entries[key] = Entry(view: view, reuse: reuse)
      return reuse
    }

    // MARK: - Private

    private struct Entry {
      weak var view: AnyObject?
      let reuse: AnyObject
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
  }
#endif
