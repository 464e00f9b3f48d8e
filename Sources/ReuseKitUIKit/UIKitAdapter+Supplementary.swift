#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// Headers and footers from a data source's supplementary view provider.
  extension UIKitAdapter {
    // MARK: - Internal

    /// Configures the headers and footers of `sections` again in place from
    /// the content, the visible ones and those a collection view prepared
    /// off screen, then has UIKit measure them again (a
    /// collection view, with a context that names them) while
    /// the first visible item keeps its place. A section whose header or
    /// footer changed view type, no longer has one, or has one it did not
    /// show is reloaded: UIKit has no way to swap a header alone. A view
    /// that appears at `revealedEdge` (a retry view) stays in view when the
    /// view showed that edge: the end of the content for the bottom, its
    /// start for the top.
    func reconfigureSupplementaryViews(inSections sections: [Int], revealing revealedEdge: ContentEdge? = nil) {
      let content = state.content
      guard content.showsSupplementaryViews, let view = listView else { return }
      var reloaded = IndexSet()
      var configuredElements: [(kind: ElementKind, section: Int)] = []
      for section in sections where section < view.numberOfSections {
        for kind in [ElementKind.header, .footer] {
          let configuration = content.supplementaryConfiguration(ofKind: kind, inSection: section)
          let existing: UIView
          switch heldSupplementary(ofKind: kind, inSection: section, in: view) {
          case .held(let held): existing = held
          case .notHeld:
            // The view asks for it when the section comes near; one that
            // takes its own height, where the layout may have had no room
            // for it, reloads its section, which has the layout make room.
            if configuration != nil, content.supplementaryTakesItsOwnHeight(ofKind: kind, inSection: section) {
              reloaded.insert(section)
            }
            continue
          case .unknown:
            // A view the adapter cannot find, such as a table's retry view
            // at an edge: UIKit asks for it again only when the section
            // reloads.
            if configuration != nil { reloaded.insert(section) }
            continue
          }
          let configured = configuration.map {
            reconfigureSupplementary(existing, ofKind: kind, inSection: section, with: $0)
          }
          if configured == true {
            configuredElements.append((kind, section))
          } else {
            reloaded.insert(section)
          }
        }
      }
      let viewport = readingViewport(of: view.scrollView)
      let showsEdge: ContentEdge? = revealedEdge.flatMap { edge in
        switch edge {
        case .top: viewport.offset <= 0.5 ? edge : nil
        case .bottom:
          ViewportPin.isAtBottom(
            offset: viewport.offset, viewportHeight: viewport.height,
            contentHeight: Double(view.scrollView.contentSize.height))
            ? edge : nil
        }
      }
      let edgePin: ViewportPin? = showsEdge.map { $0 == .top ? .offset(0) : .bottom }
      holdingReadingPosition({ $0 }, pinning: edgePin) {
        if !reloaded.isEmpty {
          let update = BatchUpdate(reloadedSections: Array(reloaded))
          let animation = state.updateAnimation
          view.performBatchUpdates(
            { view.issue(update, reloading: [], reconfiguring: [], animation: animation) }, completion: nil)
        }
        invalidateSupplementarySizes(configuredElements)
      }
    }

    /// The header or footer of `section` that `view` holds: the visible
    /// one, else one the adapter finds prepared off screen.
    private func heldSupplementary(ofKind kind: ElementKind, inSection section: Int, in view: UIKitListView)
      -> HeldSupplementary
    {
      if let shown = view.visibleSupplementaryView(ofKind: kind, inSection: section) { return .held(shown) }
      return offScreenSupplementary(ofKind: kind, inSection: section)
    }

    /// The header or footer the data source shows for `section`: dequeued,
    /// registered on first use, and configured; `nil` when the section shows
    /// none or its content shows no headers and footers.
    func supplementaryView(
      ofKind kind: ElementKind, inSection section: Int, using host: some SupplementaryHost
    ) -> UIView? {
      let content = state.content
      guard content.showsSupplementaryViews,
        let configuration = content.supplementaryConfiguration(ofKind: kind, inSection: section)
      else { return nil }
      return configuration.accept(UIKitSupplementaryMaker(host: host, containerName: Self.containerName))
    }
  }
#endif
