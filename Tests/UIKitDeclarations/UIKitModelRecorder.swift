/// Model only: a record of the Objective-C optional protocol methods whose
/// default ran because the conforming type did not implement them.
///
/// Objective-C optional requirements have no Swift equivalent; the model
/// declares each one it calls as a requirement with a default in an
/// extension, and the default records its selector here. A test that expects
/// an adapter's method to be called checks that its default never ran, so a
/// misspelled method name fails a test.
@MainActor
public enum UIKitModelRecorder {
  /// The defaults that ran, in order, such as
  /// `"UICollectionViewDataSource.numberOfSections(in:)"`.
  public static var defaultsCalled: [String] = []

  static func record(_ selector: String) { defaultsCalled.append(selector) }
}
