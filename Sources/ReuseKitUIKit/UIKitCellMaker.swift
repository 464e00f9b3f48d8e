#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// Turns a ``ViewConfiguration`` into a cell of a UIKit container: opens the
  /// view type as a `UIView` type, and dequeues its hosting cell.
  @MainActor
  struct UIKitCellMaker<Container: UIKitContainer>: ViewConfigurationVisitor {
    typealias Result = Container.Cell

    let container: Container
    let indexPath: IndexPath

    func visit<View: ConfigurableView>(
      _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
    ) -> Container.Cell {
      let hostable = HostableViewType.require(viewType, in: Container.containerName)
      return dequeue(hostable)

      // `Hosted` is `View`, opened as a `UIView` type; the casts cannot fail.
      func dequeue<Hosted: ConfigurableView & UIView>(_ hosted: Hosted.Type) -> Container.Cell {
        container.registerOnFirstUse(hosted)
        var hostedSetUp: (@MainActor (Hosted) -> Void)?
        if let setUp {
          hostedSetUp = { (view: Hosted) in setUp(HostableViewType.cast(view, to: View.self)) }
        }
        let model = HostableViewType.cast(viewModel, to: Hosted.ViewModel.self)
        return container.dequeueCell(hosted, for: indexPath, configuredWith: model, setUp: hostedSetUp)
      }
    }
  }
#endif
