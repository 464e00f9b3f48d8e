#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit

  /// The pages a ``DiffableList`` loaded at its edges, which it shows with
  /// the items the app gives it: each update's snapshot with the pages
  /// merged in again at their edges, in the order they loaded, so that an
  /// update of the app's own items keeps them.
  @MainActor
  final class LoadedPages<Section: Diffable, Item: Diffable> {
    // MARK: - Internal

    /// Whether no page was loaded, or every one was forgotten.
    var isEmpty: Bool { pages.isEmpty }

    /// A page of `sections` was merged at `edge`, keeping the copy
    /// `retention` says of a repeated identity.
    func record(_ sections: [DiffSection<Section, Item>], at edge: ContentEdge, keeping retention: DuplicateRetention) {
      pages.append(Page(edge: edge, sections: sections, retention: retention))
      merged = nil
    }

    /// The item of `id` was deleted: no page brings it back.
    func forget(itemWithID id: Item.DiffIdentifier) {
      var changed = false
      for index in pages.indices {
        for section in pages[index].sections.indices {
          let items = pages[index].sections[section].items
          let kept = items.filter { $0.diffIdentifier != id }
          guard kept.count != items.count else { continue }
          pages[index].sections[section].items = kept
          changed = true
        }
      }
      if changed { merged = nil }
    }

    /// Forgets every page: for a list that starts again.
    func removeAll() {
      pages = []
      merged = nil
    }

    /// `input`, the app's snapshot, with the pages merged in at their edges;
    /// the last result again when `input` is the one it was made from.
    ///
    /// - Complexity: O(n + k) for n items and k items of pages, O(1) for
    ///   the input of the last call.
    func shown(with input: Snapshot<Section, Item>, isRepeated: Bool) -> Snapshot<Section, Item> {
      guard !pages.isEmpty else { return input }
      if isRepeated, let merged { return merged }
      var snapshot = input
      for page in pages {
        for section in page.edge == .top ? page.sections.reversed() : page.sections {
          snapshot.mergeItems(section.items, intoSection: section.model, at: page.edge, keeping: page.retention)
        }
      }
      merged = snapshot
      return snapshot
    }

    // MARK: - Private

    private struct Page {
      let edge: ContentEdge
      var sections: [DiffSection<Section, Item>]
      let retention: DuplicateRetention
    }

    private var pages: [Page] = []
    /// The last result of ``shown(with:isRepeated:)``; `nil` when pages changed since.
    private var merged: Snapshot<Section, Item>?
  }
#endif
