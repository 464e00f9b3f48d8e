#if canImport(SwiftUI) && canImport(UIKit)
  import ReuseKit
  import SwiftUI
  import UIKit

  /// Where a SwiftUI view in a ReuseKit cell finds its cell's state.
  private struct CellStateKey: EnvironmentKey {
    static let defaultValue = CellState.normal
  }

  extension EnvironmentValues {
    /// The state of the cell that shows the view: selected, highlighted,
    /// editing, swiped, disabled, expanded, and its outline level;
    /// ``CellState/normal`` outside a ReuseKit cell.
    ///
    /// <!-- compile: prelude swiftui-messages -->
    /// ```swift
    /// struct MessageRow: View {
    ///   @Environment(\.cellState) private var state
    ///   let message: Message
    ///   var body: some View { Text(message.text).bold(state.isSelected) }
    /// }
    /// ```
    public var cellState: CellState {
      get { self[CellStateKey.self] }
      set { self[CellStateKey.self] = newValue }
    }
  }
#endif
