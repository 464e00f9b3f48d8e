import ReuseKit

/// One batch update or reload that went through a ``RecordingContainer``,
/// with how long it took, or the sections whose headers and footers a data
/// source configured again in place.
enum ContainerRecord {
  case batch(BatchUpdate, milliseconds: Double?)
  case reload(milliseconds: Double?)
  /// Headers and footers configured again; their sections' rows stay.
  case supplementaryViews(sections: [Int])

  /// The milliseconds it took, when measured.
  var milliseconds: Double? {
    switch self {
    case .batch(_, let milliseconds), .reload(let milliseconds): milliseconds
    case .supplementaryViews: 0
    }
  }

  /// Whether it configured headers or footers, rather than changing rows.
  var isSupplementary: Bool {
    if case .supplementaryViews = self { true } else { false }
  }
}
