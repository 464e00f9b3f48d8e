// needs: messages
// The app's server: the messages before a message, or the latest.
struct Server: Sendable {
  func messages(before id: Int?) async throws -> [Message] { [] }
}

let server = Server()
