import ReuseKitSwiftUI
import SwiftUI

/// A product or a review: its title over its detail.
@MainActor
struct StoreItemRow: View {
  let item: StoreItem

  var body: some View {
    VStack(alignment: .leading) {
      Text(item.title)
      Text(item.detail)
    }
  }
}

/// The store front, in SwiftUI, from the file UIKitGallery and the
/// terminal gallery share: each section in its own layout, the reviews
/// loading page by page from the server, a retry view when a page fails,
/// the state view of an empty or loading store, and a pull that brings a
/// new edition.
@available(iOS 16.0, *)
@MainActor
struct StoreFrontScreen: View {
  @State var snapshot = Snapshot<StoreSection, StoreItem>()
  let server: StoreServer

  init(server: StoreServer = StoreServer()) {
    self.server = server
  }

  var body: some View {
    DiffableList(snapshot) { .swiftUI($0) { StoreItemRow(item: $0) } }
      .sectionLayout { StoreFront.layout(of: $0) }
      .onLoadMore { [server] request in try await server.page(after: request.boundaryItem) }
      .retryView { edge, _, retry in
        .swiftUI(edge) { _ in
          VStack {
            Text(StoreFront.retryTitle)
            Button("Retry") { retry() }
          }
        }
      }
      .stateView { phase in .swiftUI(StoreFront.statusTitle(phase)) { Text($0) } }
      .refreshable { [server] in snapshot = await server.refresh() }
  }
}
