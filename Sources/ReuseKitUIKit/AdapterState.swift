#if canImport(UIKit)
  import ReuseKit
  import UIKit

  #if canImport(ObjectiveC)
    import ObjectiveC
  #endif

  /// What the adapter remembers about one table or collection view: the view
  /// types registered through it, the data source bridge and supplementary
  /// view provider it keeps alive, and the batches still animating.
  ///
  /// UIKit cannot say whether an identifier was registered, and raises an
  /// exception that does not name the view type; this record lets dequeue stop
  /// with a message that does.
  @MainActor
  final class AdapterState {
    // MARK: - Lifecycle

    private init() {}

    // MARK: - Internal

    /// The kind under which table headers and footers are registered: UIKit
    /// keeps one registry for both.
    static let headerFooterKind = ElementKind(rawValue: "HeaderFooter")

    /// The record of `container`, created on first use and dropped with it.
    ///
    /// Where the Objective-C runtime exists, the record is an associated
    /// object of the container, released with it. Elsewhere (the UIKit model
    /// on Linux) a table keeps it, with the container held weakly; the
    /// records of released containers are dropped when the next container
    /// gets its record.
    static func of(_ container: AnyObject) -> AdapterState {
      #if canImport(ObjectiveC)
        if let state = objc_getAssociatedObject(container, associationKey) as? AdapterState { return state }
        let state = AdapterState()
        objc_setAssociatedObject(container, associationKey, state, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return state
      #else
        let key = ObjectIdentifier(container)
        if let entry = states[key], entry.container === container { return entry.state }
        states = states.filter { $0.value.container != nil }
        let state = AdapterState()
        states[key] = Entry(container: container, state: state)
        return state
      #endif
    }

    /// The bridge that is the container's data source while a
    /// ``ContainerDataProvider`` is set; kept here because UIKit holds its data
    /// source weakly.
    var dataSourceBridge: AnyObject?

    /// The bridge that is the container's `prefetchDataSource` while a
    /// ``ContainerDataProvider`` is set; kept here because UIKit holds it weakly.
    var prefetchingBridge: PrefetchingBridge?

    /// The item count of each section, read from the data provider now;
    /// `nil` while no ``ContainerDataProvider`` is set.
    var providerCounts: (() -> [Int])?

    /// The data provider set through ``UIKitContainer/setDataProvider(_:)``,
    /// which says what each item shows now.
    var provider: ContainerDataProvider?

    /// How the batch updates performed now animate: what the data source's
    /// apply asked for, through ``UIKitReuse/performUpdates(animation:_:)``.
    var updateAnimation = UpdateAnimation.automatic

    /// How many of the container's batch updates are still animating.
    var batchesAnimating = 0

    /// What waits for the animations to end: ``UIKitContainer/whenUpdatesFinish(_:)``.
    var afterAnimations: [@MainActor () -> Void] = []

    /// Whether the view keeps the end of its content in view while it shows
    /// it: ``UIKitContainer/sticksToBottom``.
    var sticksToBottom = false

    /// The reading position held across the batch updates of one apply:
    /// ``UIKitContainer/keepingReadingPosition(_:)``.
    var readingHold: ReadingHold?

    /// Notes that a batch's animations ended, and runs what waited for the last one.
    func batchDidFinishAnimating() {
      batchesAnimating -= 1
      guard batchesAnimating == 0 else { return }
      let waiting = afterAnimations
      afterAnimations.removeAll()
      for body in waiting { body() }
    }

    /// The container's ``TableViewReuse`` or ``CollectionViewReuse``, made by
    /// `make` on first use. The record keeps it; it holds its view weakly.
    func reuse<Reuse: AnyObject>(_ make: () -> Reuse) -> Reuse {
      if let reuse = reuseObject as? Reuse { return reuse }
      let reuse = make()
      reuseObject = reuse
      return reuse
    }

    /// What a collection view's data source bridge asks for supplementary views.
    var supplementaryViewProvider: (@MainActor (UICollectionView, ElementKind, IndexPath) -> UICollectionReusableView)?

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

    #if canImport(ObjectiveC)
      /// The key of the associated object: the address of a byte that lives
      /// as long as the process.
      private static let associationKey = UnsafeRawPointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))
    #else
      private struct Entry {
        weak var container: AnyObject?
        let state: AdapterState
      }

      private static var states: [ObjectIdentifier: Entry] = [:]
    #endif

    private var registrations = RegistrationLedger()
    private var reuseObject: AnyObject?
  }
#endif
