import ReuseKit

/// A cell whose hosted view draws itself as text; lets a renderer draw a
/// container's cells without knowing their view types.
@MainActor
protocol TextRenderingCell: ReusableCell {
  /// The hosted view's text in a frame of `width` by `height` characters.
  func render(width: Int, height: Int) -> [String]
}

extension HostingCell: TextRenderingCell where View: TextRendering {
  func render(width: Int, height: Int) -> [String] { view.render(width: width, height: height) }
}
