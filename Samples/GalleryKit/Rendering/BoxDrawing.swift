/// Frames text in a box of line-drawing characters.
enum BoxDrawing {
  /// `body` in a box `width` wide and `height` tall, with `title` in its top
  /// edge; the body is clipped or padded to the inside of the box.
  static func box(title: String, body: [String], width: Int, height: Int) -> [String] {
    guard width >= 4, height >= 2 else { return [title.fitted(to: width)] }
    let inner = width - 2
    let top = "┌" + "─ \(title) ".fitted(to: inner, padding: "─") + "┐"
    let bottom = "└" + String(repeating: "─", count: inner) + "┘"
    let middle = (0..<(height - 2)).map { index in
      "│" + (index < body.count ? body[index] : "").fitted(to: inner) + "│"
    }
    return [top] + middle + [bottom]
  }
}
