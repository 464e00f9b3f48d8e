extension SupplementaryKey {
  /// Whether it is a footer, as the layout engine counts them.
  var isFooter: Bool { kind == .footer }
}

/// The headers and footers a headless container shows, by section, each
/// with the kind it was dequeued as.
@MainActor
struct VisibleSupplementaryViews {
  // MARK: - Internal

  /// The view of each shown header and footer.
  private(set) var byKey: [SupplementaryKey: any ReusableCell] = [:]

  /// The views that started or stopped showing a header or footer in the current pass.
  var changes = DisplayChanges<SupplementaryKey>()

  subscript(key: SupplementaryKey) -> (any ReusableCell)? {
    get { byKey[key] }
    set {
      let old = byKey[key]
      byKey[key] = newValue
      if let old, old !== newValue { changes.end(old) }
      if let newValue, old !== newValue { changes.display(newValue, at: key) }
    }
  }

  /// The key of `view`, when it is shown.
  func key(of view: any ReusableCell) -> SupplementaryKey? {
    byKey.first { $0.value === view }?.key
  }

  /// Returns the views whose keys are not in `wanted` to their pools.
  mutating func recycle(outside wanted: Set<SupplementaryKey>, into registry: ReuseRegistry) {
    for (key, view) in byKey where !wanted.contains(key) {
      registry.recycle(view, as: key.kind)
      byKey[key] = nil
      changes.end(view)
    }
  }

  /// Moves every view to its section after an update, recycling those whose
  /// section `destination` deletes (`nil`).
  mutating func move(into registry: ReuseRegistry, to destination: (Int) -> Int?) {
    var moved: [SupplementaryKey: any ReusableCell] = [:]
    for (key, view) in byKey {
      if let section = destination(key.section) {
        moved[SupplementaryKey(key.kind, section: section)] = view
      } else {
        registry.recycle(view, as: key.kind)
        changes.end(view)
      }
    }
    byKey = moved
    changes.moveKeys { key in destination(key.section).map { SupplementaryKey(key.kind, section: $0) } }
  }
}
