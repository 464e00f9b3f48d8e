// needs: message-list
// The state view of an empty list.
final class StatusView: ConfigurableView {
  private(set) var status: ContentStatus?
  func configure(with status: ContentStatus) { self.status = status }
}
