// needs: layout-context
// A layout of a thousand self-sizing rows.
var layout = ListLayout(
  sectionCounts: [1_000], width: 320,
  arrangement: ListArrangement(itemHeight: .selfSizing(estimate: 44)))
