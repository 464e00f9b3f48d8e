import ReuseKit

/// Draws the visible part of a headless list or grid as text: every visible
/// cell at its frame, then every shown header and footer where the
/// container draws it, so that a pinned header covers the rows under it.
@MainActor
enum ContainerRenderer {
  /// The view types the Gallery's headers and footers are drawn with.
  static let supplementaryViewTypes: [any TextRendering.Type] = [
    DayTitleView.self, SectionTitleView.self, RetryView.self,
  ]

  /// The container's viewport as lines of text, `viewport.height` lines of
  /// `viewport.width` characters.
  ///
  /// - Parameters:
  ///   - container: The list or grid to draw.
  ///   - supplementaryViewTypes: The view types a header or footer may
  ///     host; one hosting another type is drawn as `?`.
  /// - Returns: The lines, top to bottom.
  static func render<Arrangement>(
    _ container: HeadlessContainer<Arrangement>,
    supplementaryViewTypes: [any TextRendering.Type] = supplementaryViewTypes
  ) -> [String] {
    let viewport = container.viewport
    var canvas = TextCanvas(width: Int(viewport.width), height: Int(viewport.height))
    for path in container.visibleItemPaths {
      let rect = textRect(of: container.layout.frame(of: path), scrolledBy: viewport.offset)
      let lines =
        (container.cellForItem(at: path) as? any TextRenderingCell)?.render(width: rect.width, height: rect.height)
        ?? ["?"]
      canvas.draw(lines, in: rect)
    }
    for section in 0..<container.numberOfSections {
      for kind in [ElementKind.header, .footer] {
        guard let frame = container.frameOfSupplementaryView(ofKind: kind, inSection: section) else { continue }
        let rect = textRect(of: frame, scrolledBy: viewport.offset)
        let lines = supplementaryViewTypes.lazy.compactMap {
          render(container, kind, section, as: $0, width: rect.width, height: rect.height)
        }.first
        canvas.draw(lines ?? ["?"], in: rect)
      }
    }
    return canvas.lines
  }

  /// The character cells a layout frame covers, relative to the viewport's top.
  static func textRect(of frame: LayoutRect, scrolledBy offset: Double) -> TextRect {
    let left = Int(frame.x.rounded(.down))
    let right = Int((frame.x + frame.width).rounded(.down))
    let top = Int((frame.minY - offset).rounded(.down))
    let bottom = Int((frame.maxY - offset).rounded(.down))
    return TextRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  // MARK: - Private

  /// The text of the `kind` view of `section` when it hosts a `viewType`.
  private static func render<Arrangement, View: TextRendering>(
    _ container: HeadlessContainer<Arrangement>, _ kind: ElementKind, _ section: Int, as viewType: View.Type,
    width: Int, height: Int
  ) -> [String]? {
    container.supplementaryView(ofKind: kind, inSection: section, as: viewType)?.view.render(
      width: width, height: height)
  }
}
