// needs: profile-model
// The view that shows a profile.
final class ProfileView: ConfigurableView {
  private(set) var name = ""
  init() {}
  func configure(with viewModel: Profile) { name = viewModel.name }
}
