/// An entry of a table's section index: the letters at the side of a
/// contacts list.
public struct SectionIndexTitle: Hashable, Sendable {
  /// The title shown in the index.
  public let title: String
  /// The index of the section a tap on the title scrolls to.
  public let section: Int

  /// An entry that shows `title` and scrolls to `section`.
  package init(title: String, section: Int) {
    self.title = title
    self.section = section
  }
}
