import Foundation
import ReuseKit

/// A reading position kept in a JSON file across launches, as an app keeps
/// one in its own storage: written when the gallery quits, read when a
/// screen starts.
///
/// ```swift
/// let file = ReadingPositionFile(path: "/tmp/chat-position.json")
/// file.save(dataSource.scrolling.readingPosition)
/// if let position = file.load() { dataSource.scrolling.restore(position) }
/// ```
struct ReadingPositionFile: Hashable, Sendable {
  /// The position of the Chat screen: a day's identity and a message's.
  typealias Position = ReadingPosition<Int, Int>

  /// Where the file is.
  let path: String

  /// The position the file holds, or `nil` when there is no file or it
  /// holds no position (a damaged file is ignored: it came from outside).
  func load() -> Position? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? JSONDecoder().decode(Position.self, from: data)
  }

  /// Writes `position` to the file, or removes the file for `nil`; returns
  /// whether that worked.
  @discardableResult
  func save(_ position: Position?) -> Bool {
    guard let position else { return (try? FileManager.default.removeItem(atPath: path)) != nil }
    guard let data = try? JSONEncoder().encode(position) else { return false }
    return FileManager.default.createFile(atPath: path, contents: data)
  }
}
