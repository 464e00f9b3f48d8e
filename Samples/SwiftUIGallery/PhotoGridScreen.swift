import ReuseKitSwiftUI
import SwiftUI

/// A photo: its number and the album it belongs to.
struct Photo: Identifiable, Equatable, Diffable {
  let id: Int
  var album: String
}

/// A tile of the grid: the photo's number, and a check mark when selected.
@MainActor
struct PhotoTile: View {
  @Environment(\.cellState) private var state
  let photo: Photo

  var body: some View {
    VStack {
      Text("#\(photo.id)")
      if state.isSelected { Image(systemName: "checkmark.circle.fill") }
    }
    .padding(4)
  }
}

/// Photos in three columns under album headers; several can be selected.
@available(iOS 16.0, *)
@MainActor
struct PhotoGridScreen: View {
  @State var selection: Set<Photo.ID> = []
  let albums = ["Summer", "Winter"]

  var body: some View {
    DiffableList(snapshot) { .swiftUI($0) { PhotoTile(photo: $0) } }
      .columns(3)
      .selection($selection)
      .sectionHeaders(height: 32) { album in .swiftUI(album) { Text($0).font(.headline) } }
  }

  /// Twelve photos per album.
  var snapshot: Snapshot<String, Photo> {
    var snapshot = Snapshot<String, Photo>()
    snapshot.appendSections(albums)
    for (index, album) in albums.enumerated() {
      snapshot.appendItems((1...12).map { Photo(id: index * 100 + $0, album: album) }, toSection: album)
    }
    return snapshot
  }
}
