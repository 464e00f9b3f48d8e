#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI
  import UIKit

  extension ViewConfiguration {
    /// Shows `model` in the SwiftUI view `content` builds, in a table or
    /// collection view cell, header or footer, through a
    /// `UIHostingConfiguration`.
    ///
    /// <!-- compile: prelude swiftui-row -->
    /// ```swift
    /// let dataSource = DiffableDataSource<String, Message>(collectionView) { message in
    ///   .swiftUI(message) { MessageRow(message: $0) }
    /// }
    /// ```
    ///
    /// Cells are reused by the type of `content`'s view: a reused cell keeps
    /// its hosting view and is given the new content, and an item whose
    /// content changed is shown again in place. The view reads its cell's
    /// state as `@Environment(\.cellState)`. When its height changes, its
    /// row is sized again once per run-loop turn, as a
    /// ``SizeInvalidatingView``'s is.
    @available(iOS 16.0, *)
    public static func swiftUI<Model, Content: View>(
      _ model: Model, @ViewBuilder content: @escaping @MainActor (Model) -> Content
    ) -> ViewConfiguration {
      .view(SwiftUICellView<Model, Content>.self, SwiftUICellContent(model: model, content: content))
    }
  }

  /// A model and the SwiftUI view that shows it: the view model of a
  /// ``SwiftUICellView``.
  @MainActor
  struct SwiftUICellContent<Model, Content: View> {
    let model: Model
    let content: @MainActor (Model) -> Content
  }
#endif
