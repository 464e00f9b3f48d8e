import UIKit

/// SwiftUI: `UIHostingConfiguration`
/// (https://developer.apple.com/documentation/swiftui/uihostingconfiguration),
/// iOS 16: a content configuration that shows SwiftUI content. Setting a
/// new one on the content view it made updates the SwiftUI content in place
/// (`UIContentView.configuration`); the content's ideal size is the view's
/// intrinsic content size, invalidated when it changes, so that a
/// self-sizing cell resizes ("Use SwiftUI with UIKit", WWDC22). The model
/// sizes content with ``SwiftUIModelLayout``.
///
/// Margins: "Any edges not specified will use the system default values"
/// (https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)).
/// Apple does not give those values; the model takes 8 points on every
/// edge, `UIView`'s default layout margins, since content that assumes no
/// margins is then clipped or mis-sized, the case harder for an adapter.
@available(iOS 16.0, *)
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  let content: Content
  let background: Background?
  var margins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  var minHeight: CGFloat?

  @MainActor public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    self.content = content()
    background = nil
  }

  init(content: Content, background: Background?, margins: EdgeInsets, minHeight: CGFloat?) {
    self.content = content
    self.background = background
    self.margins = margins
    self.minHeight = minHeight
  }

  /// SwiftUI: `UIHostingConfiguration.margins(_:_:)`.
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
    var copy = self
    if edges.contains(.top) { copy.margins.top = length }
    if edges.contains(.bottom) { copy.margins.bottom = length }
    if edges.contains(.leading) { copy.margins.leading = length }
    if edges.contains(.trailing) { copy.margins.trailing = length }
    return copy
  }

  /// SwiftUI: `UIHostingConfiguration.minSize(width:height:)`.
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var copy = self
    copy.minHeight = height
    return copy
  }

  /// SwiftUI: `UIHostingConfiguration.background(content:)`.
  @MainActor public func background<NewBackground: View>(
    @ViewBuilder content: () -> NewBackground
  ) -> UIHostingConfiguration<Content, NewBackground> {
    UIHostingConfiguration<Content, NewBackground>(
      content: self.content, background: content(), margins: margins, minHeight: minHeight)
  }

  @MainActor public func makeContentView() -> any UIView & UIContentView {
    ModelHostingContentView(configuration: self)
  }

  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// Model only: how a hosting view draws the configuration it holds.
@MainActor
protocol ModelHostedContent {
  func modelRender(_ renderer: SwiftUIModelRenderer)
  var modelMargins: EdgeInsets { get }
  var modelMinHeight: CGFloat? { get }
}

@available(iOS 16.0, *)
extension UIHostingConfiguration: ModelHostedContent {
  func modelRender(_ renderer: SwiftUIModelRenderer) {
    renderer.renderChild("content", content)
    if let background { renderer.renderChild("background", background) }
  }
  var modelMargins: EdgeInsets { margins }
  var modelMinHeight: CGFloat? { minHeight }
}

/// Model only: the content view of a `UIHostingConfiguration`. It draws the
/// content when its configuration is set and when its width changes, and
/// once more on ``modelContentDidChange()``, which stands for the content's
/// own data changing, such as an image that loaded.
///
/// It supports (`UIContentView.supports(_:)`) configurations of the class of
/// its own, the default UIContentConfiguration.h gives a view that does not
/// implement it; Apple does not say whether the hosting view takes other
/// content types, so the model does not, and traps when it is given one.
@MainActor
public final class ModelHostingContentView: UIView, UIContentView {
  init(configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    modelDraw()
  }

  @available(*, unavailable)
  public required init?(coder: NSCoder) { fatalError("created in code only") }

  public var configuration: any UIContentConfiguration {
    willSet {
      guard supports(newValue) else {
        fatalError(
          "a hosting content view made for a \(type(of: configuration)) was given a \(type(of: newValue)), "
            + "which it does not support")
      }
    }
    didSet { modelDraw() }
  }

  /// The texts the content showed when it was last drawn.
  public private(set) var modelTexts: [String] = []
  /// The buttons the content showed when it was last drawn.
  public private(set) var modelButtons: [ModelButton] = []
  /// How many times the content was drawn.
  public private(set) var modelDrawCount = 0
  /// The environment the last drawing started with.
  public var modelIdealHeight: CGFloat { idealHeight }

  public override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: idealHeight) }

  public override func layoutSubviews() {
    super.layoutSubviews()
    if bounds.width != drawnWidth { modelDraw() }
  }

  /// Draws the content again: its own data changed.
  public func modelContentDidChange() { modelDraw() }

  /// Model only: a person taps the first button drawn whose label shows
  /// `title`, which runs its action, outside any update; `false` when no
  /// button shows it.
  @discardableResult
  public func modelTapButton(_ title: String) -> Bool {
    guard let button = modelButtons.first(where: { $0.texts.contains(title) }) else { return false }
    button.action()
    return true
  }

  private let memory = ModelViewMemory()
  private var idealHeight: CGFloat = 0
  private var drawnWidth: CGFloat = -1

  private func modelDraw() {
    guard let content = configuration as? any ModelHostedContent else {
      fatalError("a hosting content view cannot show a \(type(of: configuration))")
    }
    drawnWidth = bounds.width
    modelDrawCount += 1
    let margins = content.modelMargins
    let width = max(0, bounds.width - margins.leading - margins.trailing)
    let renderer = SwiftUIModelRenderer(host: nil, memory: memory, proposedSize: CGSize(width: width, height: 0))
    SwiftUIModelHost.updateDepth += 1
    content.modelRender(renderer)
    SwiftUIModelHost.updateDepth -= 1
    modelTexts = renderer.texts
    modelButtons = renderer.buttons
    let ideal = SwiftUIModelLayout.idealSize(texts: renderer.texts, padding: renderer.padding, width: width).height
    let height = max(content.modelMinHeight ?? 0, ideal + margins.top + margins.bottom)
    if height != idealHeight {
      idealHeight = height
      invalidateIntrinsicContentSize()
    }
    renderer.runPendingActions()
  }
}
