#if canImport(UIKit)
  import ReuseKit
  import UIKit

  /// Where a header or footer of a UIKit container comes from: a table's
  /// header-footer views or a collection view's supplementary views, either
  /// dequeued anew or, when `existing` hosts the same view type, configured
  /// again in place.
  @MainActor
  protocol SupplementaryHost {
    /// The view hosting a `Hosted` configured with `viewModel`: `existing`
    /// configured again when it hosts a `Hosted`; `nil` when `existing` hosts
    /// another type, so the caller must reload; otherwise a dequeued one.
    func supplementary<Hosted: ConfigurableView & UIView>(
      _ hosted: Hosted.Type, viewModel: Hosted.ViewModel, setUp: (@MainActor (Hosted) -> Void)?
    ) -> UIView?
  }

  /// Opens a configuration's view type as a `UIView` type and hands it to a
  /// ``SupplementaryHost``.
  @MainActor
  struct UIKitSupplementaryMaker<Host: SupplementaryHost>: ViewConfigurationVisitor {
    typealias Result = UIView?

    let host: Host
    let containerName: String

    func visit<View: ConfigurableView>(
      _ viewType: View.Type, viewModel: View.ViewModel, setUp: (@MainActor (View) -> Void)?
    ) -> UIView? {
      let hostable = HostableViewType.require(viewType, in: containerName)
      return make(hostable)

      // `Hosted` is `View`, opened as a `UIView` type; the casts cannot fail.
      func make<Hosted: ConfigurableView & UIView>(_ hosted: Hosted.Type) -> UIView? {
        var hostedSetUp: (@MainActor (Hosted) -> Void)?
        if let setUp {
          hostedSetUp = { (view: Hosted) in setUp(HostableViewType.cast(view, to: View.self)) }
        }
        let model = HostableViewType.cast(viewModel, to: Hosted.ViewModel.self)
        return host.supplementary(hosted, viewModel: model, setUp: hostedSetUp)
      }
    }
  }

  /// A collection view's supplementary view of one kind at one index path.
  struct CollectionSupplementaryHost: SupplementaryHost {
    let reuse: CollectionViewReuse
    let kind: ElementKind
    let indexPath: IndexPath
    var existing: UIView?

    func supplementary<Hosted: ConfigurableView & UIView>(
      _ hosted: Hosted.Type, viewModel: Hosted.ViewModel, setUp: (@MainActor (Hosted) -> Void)?
    ) -> UIView? {
      if let existing {
        guard let view = existing as? CollectionReusableView<Hosted> else { return nil }
        return configure(view, viewModel, setUp)
      }
      guard let collectionView = reuse.collectionView else { return nil }
      if !reuse.state.isRegistered(hosted, as: kind) {
        reuse.registerSupplementary(hosted, ofKind: kind, in: collectionView)
      }
      let view = reuse.dequeueSupplementary(hosted, ofKind: kind, for: indexPath, in: collectionView)
      return configure(view, viewModel, setUp)
    }
  }

  /// A table's section header or footer.
  struct TableHeaderFooterHost: SupplementaryHost {
    let reuse: TableViewReuse
    var existing: UIView?

    func supplementary<Hosted: ConfigurableView & UIView>(
      _ hosted: Hosted.Type, viewModel: Hosted.ViewModel, setUp: (@MainActor (Hosted) -> Void)?
    ) -> UIView? {
      if let existing {
        guard let view = existing as? TableViewHeaderFooterView<Hosted> else { return nil }
        return configure(view, viewModel, setUp)
      }
      guard let tableView = reuse.tableView else { return nil }
      if !reuse.state.isRegistered(hosted, as: UIKitContainerState.headerFooterKind) {
        reuse.registerHeaderFooter(hosted, in: tableView)
      }
      return configure(reuse.dequeueHeaderFooter(hosted, in: tableView), viewModel, setUp)
    }
  }

  /// `view`, set up and configured with `viewModel`.
  @MainActor
  private func configure<Host: HostingReusableView>(
    _ view: Host, _ viewModel: Host.View.ViewModel, _ setUp: (@MainActor (Host.View) -> Void)?
  ) -> UIView {
    setUp?(view.view)
    view.configure(with: viewModel)
    return view
  }
#endif
