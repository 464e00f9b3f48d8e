import ReuseKit

/// A headless view that records what happened to it.
@MainActor
public final class LabelView: ConfigurableView {
  /// The text it shows.
  public private(set) var text = ""
  /// How many times it was configured.
  public private(set) var configureCount = 0
  /// How many times it was prepared for reuse.
  public private(set) var prepareCount = 0
  /// The height it asks for at any width, or `nil`.
  public var fixedHeight: Double?

  /// Creates an empty label.
  public init() {}

  /// Shows `viewModel`.
  public func configure(with viewModel: String) {
    text = viewModel
    configureCount += 1
  }

  /// Clears the text.
  public func prepareForReuse() {
    text = ""
    prepareCount += 1
  }

  /// One line of 20 points per 10 characters that fit in `width`.
  public func preferredHeight(forWidth width: Double) -> Double? {
    if let fixedHeight { return fixedHeight }
    let perLine = max(1, Int(width / 10))
    return Double((text.count + perLine - 1) / perLine) * 20
  }
}

/// A data source over an array of sections of strings, with one view type.
@MainActor
public final class StringsDataSource: HeadlessDataSource {
  /// The sections of the data.
  public var sections: [[String]]

  /// Creates a data source whose items show in `LabelView`s; `container` is
  /// the container it will serve.
  public init<Arrangement>(sections: [[String]], container: HeadlessContainer<Arrangement>) {
    self.sections = sections
  }

  /// The number of sections.
  public func numberOfSections() -> Int { sections.count }
  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int { sections[section].count }
  /// A label showing the item's text.
  public func configuration(at itemPath: ItemPath) -> ViewConfiguration {
    .view(LabelView.self, sections[itemPath.section][itemPath.item])
  }
}

/// A headless view that shows a ``Model`` and counts configurations.
@MainActor
public final class ModelView: ConfigurableView {
  /// The model it shows.
  public private(set) var model: Model?
  /// How many times it was configured.
  public private(set) var configureCount = 0

  /// Creates an empty view.
  public init() {}

  /// Shows `viewModel`.
  public func configure(with viewModel: Model) {
    model = viewModel
    configureCount += 1
  }
}
