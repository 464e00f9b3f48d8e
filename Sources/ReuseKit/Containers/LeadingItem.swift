/// Which item a carousel shows first after new content replaces the old:
/// the decision a UIKit adapter acts on where UIKit resets an orthogonal
/// section's offset.
///
/// The item that led keeps leading while only items around it come and go:
/// inserts and deletes before it move it, and the carousel follows. When
/// the item itself moved among the others (a drag, a `moveItem`), the
/// carousel stays at its index, so what the person sees does not jump. When
/// the item is gone, the first item after it that stays leads.
@MainActor
package enum LeadingItem {
  // MARK: - Package

  /// The index in `section` of `after` of the item to show first, when
  /// `before` showed item `leading` of `oldSection` first; `nil` when the
  /// section is empty.
  ///
  /// - Complexity: O(k + m) for the k items of the section before and the
  ///   m after.
  package static func index(
    following leading: Int, inSection oldSection: Int, of before: ContainerContent, inSection section: Int,
    of after: ContainerContent
  ) -> Int? {
    let oldItems = identities(inSection: oldSection, of: before)
    let newItems = identities(inSection: section, of: after)
    guard !newItems.isEmpty else { return nil }
    let stay = min(leading, newItems.count - 1)
    guard oldItems.indices.contains(leading) else { return stay }
    let newIndex = Dictionary(newItems.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let oldSet = Set(oldItems)
    guard let found = newIndex[oldItems[leading]] else {
      // Gone: the first item after it that stays.
      return oldItems[(leading + 1)...].lazy.compactMap { newIndex[$0] }.first ?? newItems.count - 1
    }
    let deleted = oldItems[..<leading].filter { newIndex[$0] == nil }.count
    let inserted = newItems[..<found].filter { !oldSet.contains($0) }.count
    return found == leading + inserted - deleted ? found : stay
  }

  // MARK: - Private

  /// The identities of the items of `section` of `content`, by index; an
  /// item of no known identity stands as its index.
  private static func identities(inSection section: Int, of content: ContainerContent) -> [AnyHashable] {
    guard section >= 0, section < content.numberOfSections else { return [] }
    return (0..<content.numberOfItems(inSection: section)).map {
      content.itemIdentity(at: ItemPath(item: $0, section: section)) ?? AnyHashable($0)
    }
  }
}
