#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI
  import UIKit

  /// How a ``DiffableList`` behaves, besides what it shows.
  @available(iOS 16.0, *)
  @MainActor
  struct ListOptions<Section: Diffable, Item: Diffable> {
    enum Selection {
      case none
      case single(Binding<Item.DiffIdentifier?>)
      case multiple(Binding<Set<Item.DiffIdentifier>>)
    }

    var cellProvider: DiffableDataSource<Section, Item>.CellProvider
    var selection = Selection.none
    var scrollPosition: Binding<Item.DiffIdentifier?>?
    var readingPosition: Binding<ReadingPosition<Section.DiffIdentifier, Item.DiffIdentifier>?>?
    var sticksToBottom = false
    var columns = 1
    var listAppearance: ListAppearance?
    var onDelete: (@MainActor (Item) -> Void)?
    var onMove: (@MainActor (ReorderingTransaction<Section, Item>) -> Void)?
    var headers: SupplementaryOption<Section>?
    var footers: SupplementaryOption<Section>?
    var logger = ReuseKitLogger.standard
    var sectionLayout: ((Section) -> SectionLayout)?
    var paging: PagingOption<Section, Item>?
    /// How the list refreshes under SwiftUI's `refreshable`; `nil` for
    /// items that are not `Sendable`.
    var refresh: RefreshOption<Section, Item>?
    var retryView: (@MainActor (ContentEdge, any Error, RetryLoadAction) -> ViewConfiguration)?
    var stateView: (@MainActor (ContentPhase, RetryLoadAction) -> ViewConfiguration?)?

    /// What the bindings hold now, read as a body reads them.
    var boundValues: [AnyHashable?] {
      var values: [AnyHashable?] = []
      switch selection {
      case .none: values.append(nil)
      case .single(let binding): values.append(binding.wrappedValue.map { AnyHashable($0) })
      case .multiple(let binding): values.append(AnyHashable(binding.wrappedValue))
      }
      values.append(scrollPosition?.wrappedValue.map { AnyHashable($0) })
      values.append(readingPosition?.wrappedValue.map { AnyHashable($0) })
      return values
    }
  }

  /// A section header or footer: its height and its view.
  @MainActor
  struct SupplementaryOption<Section> {
    let height: CGFloat
    let content: @MainActor (Section) -> ViewConfiguration?
  }
#endif
