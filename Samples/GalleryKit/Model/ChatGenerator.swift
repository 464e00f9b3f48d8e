/// Makes up the Chat screen's messages: each day of history from its own
/// seed, so a day is the same whenever it is loaded, and new messages, edits
/// and authors from the random source it is given.
struct ChatGenerator {
  // MARK: - Lifecycle

  /// A generator whose days are fixed by `seed`, with history going back
  /// `oldestDay` days before today.
  init(seed: UInt64, oldestDay: Int = 30) {
    self.seed = seed
    self.oldestDay = oldestDay
  }

  // MARK: - Internal

  /// The oldest day there is history for, in days before today.
  let oldestDay: Int

  /// The messages of `day` (days before today), oldest first: 4 to 7,
  /// between 08:00 and about 18:00. The same on every call.
  func messages(ofDay day: Int) -> [ChatMessage] {
    var random = GalleryRandom(seed: seed &+ UInt64(day + 1) &* 0x9E37_79B9_7F4A_7C15)
    var minute = 8 * 60
    return (0..<Int.random(in: 4...7, using: &random)).map { index in
      minute += Int.random(in: 5...90, using: &random)
      return ChatMessage(
        id: day * 100 + index + 1, author: Self.author(using: &random), text: Self.text(using: &random), day: day,
        minute: minute)
    }
  }

  /// A new message of today, sent a few minutes after the previous new one.
  mutating func incomingMessage(using random: inout GalleryRandom) -> ChatMessage {
    incoming += 1
    return ChatMessage(
      id: 100_000 + incoming, author: Self.author(using: &random), text: Self.text(using: &random), day: 0,
      minute: min(23 * 60 + 59, 19 * 60 + 3 * incoming))
  }

  /// `text` with one more sentence: what an edit adds.
  static func longer(_ text: String, using random: inout GalleryRandom) -> String {
    text + " " + SampleText.pick(phrases, Int.random(in: 0..<phrases.count, using: &random))
  }

  // MARK: - Private

  private static let authors = Array(SampleText.names.prefix(5))

  private static let phrases = [
    "Did the nightly build pass?", "I pushed the fix for the flaky test.", "Lunch at noon?",
    "The diff is smaller than I expected.", "Can someone review my branch before the release?",
    "The benchmark numbers look good.", "I'll pair with you on the layout bug this afternoon.",
    "Rows above the viewport kept their place.", "Thanks!", "On my way.",
    "The scroll position jumped again on the old build.", "Let's move the meeting to Thursday.",
    "Self-sizing rows need a width before they know their height.", "Ship it.",
    "I measured twice and it is still one layout pass.", "Who has the release notes?",
  ]

  private let seed: UInt64
  private var incoming = 0

  private static func author(using random: inout GalleryRandom) -> String {
    authors[Int.random(in: 0..<authors.count, using: &random)]
  }

  /// One to three sentences.
  private static func text(using random: inout GalleryRandom) -> String {
    (0..<Int.random(in: 1...3, using: &random)).map { _ in
      phrases[Int.random(in: 0..<phrases.count, using: &random)]
    }.joined(separator: " ")
  }
}
