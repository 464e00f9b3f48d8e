extension ContainerContent {
  // MARK: - Package

  /// "section 2 (featured)": the index of `section`, and its identity when
  /// the content knows it.
  package func describeSection(_ section: Int) -> String {
    guard let identity = sectionIdentity(inSection: section) else { return "section \(section)" }
    return "section \(section) (\(identity.base))"
  }

  /// Stops with a message that names `container` and the section, unless
  /// every section whose data source chose a layout is laid out as a list:
  /// a table shows nothing else.
  ///
  /// - Complexity: O(s) for s sections.
  package func checkOnlyLists(in container: String) {
    for section in 0..<numberOfSections {
      if let layout = sectionLayout(inSection: section) { checkIsList(layout, inSection: section, in: container) }
    }
  }

  /// Stops with a message that names `container` and the section, unless
  /// `layout`, chosen for `section`, is a list.
  package func checkIsList(_ layout: SectionLayout, inSection section: Int, in container: String) {
    guard !layout.isList else { return }
    fatalError("\(container): \(describeSection(section)) has a \(layout.kindName) layout; a list takes only .list")
  }
}
