/// Every test the runner knows, the model's first.
@MainActor
var allTests: [ModelTest] {
  modelTests + conflictRuleTests + modelSizingTests + interactionTests + interactionGridTests + adapterTests
    + rulesFileExampleTests + viewTypeChangeTests
    + nonAnimatedApplyTests + loggerTests
    + adapterStateTests + readmeTests + readingPositionTests + readingPositionRandomTests + headerTests
    + interactionAdapterTests + interactionAdapterRandomTests + outlineAdapterTests + selectionModeAdapterTests
    + cellProviderTests + fidelityModelTests + fidelitySectionTests + fidelityAdapterTests + namedTests
    + namedScreenTests + pagingAdapterTests + sectionLayoutTests + carouselPositionTests + highlightTests
    + contextualActionModelTests
    + contextualActionAdapterTests + missedBugTests
    + sectionHeightTests + cellStateAdapterTests
    + rotationModelTests
    + rotationAdapterTests
    + storeFrontSampleTests
    + supplementaryModelTests
    + headerAdapterTests
    + compositionalEnvironmentTests
    + safeAreaAdapterTests
    + tableGeometryModelTests
    + tableGeometryAdapterTests
    + refreshModelTests
    + refreshAdapterTests
    + collectionReadingTests
    + gridPrefetchTests
    + duplicateIdentityAdapterTests
}
