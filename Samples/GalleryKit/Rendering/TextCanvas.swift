/// A fixed grid of characters that views and panes are drawn into.
///
/// Drawing is clipped to the canvas: nothing outside it is ever written.
struct TextCanvas {
  // MARK: - Lifecycle

  /// A canvas of `width` by `height` spaces.
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
  }

  // MARK: - Internal

  let width: Int
  let height: Int

  /// The canvas, one string per line, each exactly ``width`` characters.
  var lines: [String] { cells.map { String($0) } }

  /// Writes `text` from column `x` of line `y`, clipped to the canvas and to `clip`.
  mutating func draw(_ text: String, x: Int, y: Int, clip: TextRect? = nil) {
    let bounds = clip.map(intersection) ?? TextRect(x: 0, y: 0, width: width, height: height)
    guard y >= bounds.y, y < bounds.y + bounds.height else { return }
    for (offset, character) in text.enumerated() {
      let column = x + offset
      guard column < bounds.x + bounds.width else { break }
      if column >= bounds.x { cells[y][column] = character }
    }
  }

  /// Writes `lines` into `rect`, one per line from its top, clipped to `rect`
  /// and to the canvas.
  mutating func draw(_ lines: [String], in rect: TextRect) {
    for (index, line) in lines.prefix(max(0, rect.height)).enumerated() {
      draw(line, x: rect.x, y: rect.y + index, clip: rect)
    }
  }

  /// Writes another canvas's lines with their top left corner at `x`, `y`.
  mutating func draw(_ canvas: TextCanvas, x: Int, y: Int) {
    draw(canvas.lines, in: TextRect(x: x, y: y, width: canvas.width, height: canvas.height))
  }

  // MARK: - Private

  private var cells: [[Character]]

  /// The part of `rect` inside the canvas.
  private func intersection(_ rect: TextRect) -> TextRect {
    let left = max(0, rect.x)
    let top = max(0, rect.y)
    let right = min(width, rect.x + rect.width)
    let bottom = min(height, rect.y + rect.height)
    return TextRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }
}
