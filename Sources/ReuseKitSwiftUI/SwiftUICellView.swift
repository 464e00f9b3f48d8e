#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI
  import UIKit

  /// The view a ReuseKit cell hosts for ``ViewConfiguration/swiftUI(_:content:)``:
  /// the content view of a `UIHostingConfiguration`, made once and given a
  /// new configuration for each model and each cell state.
  ///
  /// Auto Layout measures it (the hosting view's size is SwiftUI's ideal
  /// size at the cell's width). The SwiftUI content reports its ideal height
  /// through a preference; a change reaches the cell's container through
  /// ``SizeInvalidatingView/invalidateSize()``, the late-size path every
  /// hosted view takes.
  @available(iOS 16.0, *)
  @MainActor
  final class SwiftUICellView<Model, Content: View>: UIView, SizeInvalidatingView {
    // MARK: - Lifecycle

    init() {
      super.init(frame: .zero)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("\(Self.self) is created in code only")
    }

    // MARK: - Internal

    var sizeInvalidationHandler: (@MainActor () -> Void)?

    func configure(with viewModel: SwiftUICellContent<Model, Content>) {
      content = viewModel
      reportedHeight = nil
      show()
    }

    func update(for state: CellState) {
      guard state != self.state else { return }
      self.state = state
      show()
    }

    // MARK: - Private

    private var content: SwiftUICellContent<Model, Content>?
    private var state = CellState.normal
    private var hostingView: (any UIView & UIContentView)?
    private var reportedHeight: CGFloat?

    /// Gives the hosting view the content for the current model and state,
    /// making the hosting view the first time.
    private func show() {
      guard let content else { return }
      let reported = SwiftUICellBody(
        content: content.content(content.model), state: state,
        heightDidChange: { [weak self] height in self?.contentHeightDidChange(height) })
      let configuration = UIHostingConfiguration { reported }.margins(.all, 0)
      if let hostingView {
        hostingView.configuration = configuration
        return
      }
      let hostingView = configuration.makeContentView()
      self.hostingView = hostingView
      hostingView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(hostingView)
      NSLayoutConstraint.activate([
        hostingView.leadingAnchor.constraint(equalTo: leadingAnchor),
        hostingView.trailingAnchor.constraint(equalTo: trailingAnchor),
        hostingView.topAnchor.constraint(equalTo: topAnchor),
        hostingView.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
    }

    /// The SwiftUI content's ideal height changed: the container sizes the
    /// row again. The first report of a new model counts too: the cell may
    /// have been measured before its state reached the content.
    private func contentHeightDidChange(_ height: CGFloat) {
      guard height != reportedHeight else { return }
      reportedHeight = height
      invalidateSize()
    }
  }

  /// The ideal height of a cell's SwiftUI content.
  private struct ContentHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
  }

  /// A cell's SwiftUI content with its cell state in the environment, at its
  /// ideal height, reporting that height.
  @MainActor
  private struct SwiftUICellBody<Content: View>: View {
    let content: Content
    let state: CellState
    let heightDidChange: @MainActor (CGFloat) -> Void

    var body: some View {
      content
        .environment(\.cellState, state)
        .fixedSize(horizontal: false, vertical: true)
        .background {
          GeometryReader { proxy in
            Color.clear.preference(key: ContentHeightKey.self, value: proxy.size.height)
          }
        }
        .onPreferenceChange(ContentHeightKey.self) { height in heightDidChange(height) }
    }
  }
#endif
