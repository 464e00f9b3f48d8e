// The package's layout engine, as a container drives it: a viewport, and
// the cell that shows an item.
import ReuseKit

final class NoteView: ConfigurableView {
  func configure(with text: String) {}
  func preferredHeight(forWidth width: Double) -> Double? { 44 }
}

final class Popover {
  var preferredHeight = 0.0
}

var viewport = Viewport(width: 320, height: 480)
let popover = Popover()
func cell(at path: ItemPath) -> NoteView { NoteView() }
