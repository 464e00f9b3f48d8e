/// UIKit: `UILabel` (https://developer.apple.com/documentation/uikit/uilabel).
///
/// The model sets text in a fixed-pitch font: every character is
/// ``modelCharacterWidth`` wide and every line ``modelLineHeight`` tall, so a
/// test can compute a label's size. With `numberOfLines` 0 the text wraps to
/// the width it is measured at; with 1 it stays on one line.
@MainActor
open class UILabel: UIView {
  /// UIKit: `UILabel.text`; a new text invalidates the intrinsic size.
  open var text: String? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// UIKit: `UILabel.numberOfLines`, 1 by default; 0 wraps without limit.
  open var numberOfLines = 1 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Model only: the width of one character.
  public static let modelCharacterWidth: CGFloat = 8

  /// Model only: the height of one line.
  public static let modelLineHeight: CGFloat = 20

  /// UIKit: `UILabel.intrinsicContentSize`: the text unwrapped.
  open override var intrinsicContentSize: CGSize {
    let lines = paragraphs
    guard !lines.isEmpty else { return .zero }
    let widest = lines.map(\.count).max() ?? 0
    return CGSize(
      width: CGFloat(widest) * UILabel.modelCharacterWidth, height: CGFloat(lines.count) * UILabel.modelLineHeight)
  }

  override func modelFittingHeight(forWidth width: CGFloat) -> CGFloat {
    let lines = paragraphs
    guard !lines.isEmpty else { return 0 }
    var count = 0
    for line in lines {
      let lineWidth = CGFloat(line.count) * UILabel.modelCharacterWidth
      count += width > 0 ? max(1, Int((lineWidth / width).rounded(.up))) : 1
    }
    if numberOfLines > 0 { count = min(count, numberOfLines) }
    return CGFloat(count) * UILabel.modelLineHeight
  }

  /// The lines of the text: split at newlines, or joined when on one line.
  private var paragraphs: [Substring] {
    guard let text, !text.isEmpty else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return numberOfLines == 1 ? [Substring(lines.joined(separator: " "))] : lines
  }
}
