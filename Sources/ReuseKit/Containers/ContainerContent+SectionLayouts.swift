extension ContainerContent {
  // MARK: - Package

  /// "section 2 (featured)": the index of `section`, and its identity when
  /// the content knows it.
  package func describeSection(_ section: Int) -> String {
    guard let identity = sectionIdentity(inSection: section) else { return "section \(section)" }
    return "section \(section) (\(identity.base))"
  }

  /// Stops with a message that names `container` and the section, unless
  /// `layout`, chosen for `section`, is a list.
  package func checkIsList(_ layout: SectionLayout, inSection section: Int, in container: String) {
    guard !layout.isList else { return }
    fatalError("\(container): \(describeSection(section)) has a \(layout.kindName) layout; a list takes only .list")
  }
}
