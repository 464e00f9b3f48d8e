import ReuseKit

/// One batch update or reload that went through a ``RecordingContainer``,
/// with how long it took.
enum ContainerRecord {
  case batch(BatchUpdate, milliseconds: Double?)
  case reload(milliseconds: Double?)

  /// The milliseconds it took, when measured.
  var milliseconds: Double? {
    switch self {
    case .batch(_, let milliseconds), .reload(let milliseconds): milliseconds
    }
  }
}
