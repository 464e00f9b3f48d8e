/// Every test the runner knows: the model's own, then the rules, the cells,
/// the samples, parity with the data source and the property test.
@MainActor
var allTests: [ModelTest] {
  modelTests + hostingTests + ruleTests + cellTests + positionTests + sampleTests + parityTests + propertyTests
    + missedBugTests + refreshModelTests + waterfallParityTests + listSizingTests
    + refreshParityTests
    + storeFrontTests
}
