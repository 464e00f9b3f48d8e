import ReuseKit
import ReuseKitTestSupport
import Testing

/// Mixed sections (lists, grids, carousels and waterfalls) against a plain
/// reference, after every one of at least 2,000 random steps.
@Suite struct SectionLayoutPropertyTests {
  @Test(arguments: [11, 12, 13, 14] as [UInt64])
  func mixedSectionsMatchTheReference(seed: UInt64) {
    var driver = SectionLayoutDriver(seed: seed, sectionCount: 12, viewport: Viewport(width: 320, height: 260))
    let steps = PropertyTestBudget.cases(600)
    for step in 0..<steps {
      let name = driver.step()
      if let difference = Self.difference(driver) {
        Issue.record("seed \(seed), step \(step) (\(name)): \(difference)")
        return
      }
    }
  }

  /// The first difference between the layout and the reference, or `nil`.
  static func difference(_ driver: SectionLayoutDriver) -> String? {
    let layout = driver.layout
    let reference = driver.reference
    let viewport = driver.viewport
    guard abs(viewport.offset - driver.referenceOffset) <= 1e-6 else {
      return "the viewport is at \(viewport.offset), the reference at \(driver.referenceOffset)"
    }
    let (frames, height) = reference.walk()
    guard abs(layout.contentSize.height - height) <= 1e-6 else {
      return "the content is \(layout.contentSize.height) tall, the reference \(height)"
    }
    guard layout.numberOfSections == reference.sections.count else { return "section counts differ" }
    for (section, value) in reference.sections.enumerated() {
      guard layout.numberOfItems(inSection: section) == value.items.count else {
        return "section \(section) holds \(layout.numberOfItems(inSection: section)) items, not \(value.items.count)"
      }
      let offset = reference.offsets[value.id] ?? 0
      guard layout.horizontalOffset(inSection: section) == offset else {
        return "section \(section) is scrolled to \(layout.horizontalOffset(inSection: section)), not \(offset)"
      }
      for (item, expected) in frames[section].enumerated() {
        let path = ItemPath(item: item, section: section)
        let found = layout.frame(of: path)
        guard Self.agree(found, expected) else { return "item \(path) is at \(found), not \(expected)" }
        guard layout.isMeasured(path) == value.items[item].measured else { return "item \(path) measured differs" }
      }
    }
    let visible = layout.visibleItems(in: viewport)
    guard visible == reference.visibleItems(in: viewport) else {
      return "visible \(visible), not \(reference.visibleItems(in: viewport))"
    }
    let anchor = layout.anchor(for: viewport).item
    guard anchor == reference.anchor(below: viewport.offset)?.item else {
      return
        "the anchor is \(String(describing: anchor)), not \(String(describing: reference.anchor(below: viewport.offset)))"
    }
    let visibleFrames = visible.map { layout.frame(of: $0) }
    for first in visibleFrames.indices {
      for second in visibleFrames.indices where second > first {
        let a = visibleFrames[first]
        let b = visibleFrames[second]
        let overlaps =
          min(a.x + a.width, b.x + b.width) - max(a.x, b.x) > 1e-9 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-9
        if overlaps { return "items \(visible[first]) and \(visible[second]) overlap: \(a), \(b)" }
      }
    }
    return nil
  }

  private static func agree(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
    abs(a.x - b.x) <= 1e-6 && abs(a.y - b.y) <= 1e-6 && abs(a.width - b.width) <= 1e-6
      && abs(a.height - b.height) <= 1e-6
  }
}
