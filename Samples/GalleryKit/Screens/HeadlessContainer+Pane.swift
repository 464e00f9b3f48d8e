import ReuseKit

extension HeadlessContainer {
  /// Adopts a pane of `width` by `height` characters, keeping the scroll offset.
  func resize(width: Int, height: Int) {
    let size = Viewport(width: Double(width), height: Double(height), offset: viewport.offset)
    if size != viewport { viewport = size }
  }

  /// Scrolls by `lines`; the container keeps the offset inside the content.
  func scroll(by lines: Double) {
    viewport.offset += lines
  }
}
