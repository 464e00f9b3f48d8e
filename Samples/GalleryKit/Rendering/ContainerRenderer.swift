import ReuseKit

/// Draws the visible part of a headless list or grid as text: every visible
/// cell at its frame, and the section headers that have a height.
@MainActor
enum ContainerRenderer {
  /// The container's viewport as lines of text, `viewport.height` lines of
  /// `viewport.width` characters.
  ///
  /// - Parameters:
  ///   - container: The list or grid to draw.
  ///   - headerTitle: The title in a section's header line, or `nil` for none.
  /// - Returns: The lines, top to bottom.
  static func render<Arrangement>(
    _ container: HeadlessContainer<Arrangement>, headerTitle: (Int) -> String? = { _ in nil }
  ) -> [String] {
    let viewport = container.viewport
    var canvas = TextCanvas(width: Int(viewport.width), height: Int(viewport.height))
    for section in 0..<container.numberOfSections {
      let frame = container.layout.headerFrame(inSection: section)
      guard frame.height > 0, frame.intersects(viewport), let title = headerTitle(section) else { continue }
      let rect = textRect(of: frame, scrolledBy: viewport.offset)
      canvas.draw(["── \(title) ".fitted(to: rect.width, padding: "─")], in: rect)
    }
    for path in container.visibleItemPaths {
      let rect = textRect(of: container.layout.frame(of: path), scrolledBy: viewport.offset)
      let lines =
        (container.cellForItem(at: path) as? any TextRenderingCell)?.render(width: rect.width, height: rect.height)
        ?? ["?"]
      canvas.draw(lines, in: rect)
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
}
