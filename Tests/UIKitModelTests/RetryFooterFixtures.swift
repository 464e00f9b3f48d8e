import ReuseKit
import ReuseKitUIKit
import UIKit

/// A table of 40 lines scrolled to its end, whose footers are
/// `footerHeight` tall (`automaticDimension`: self-sizing, as by default),
/// and whose bottom load, started there, fails: the retry view shows as
/// the footer, at its own height, in the bounds, with no scroll.
@MainActor
func expectRetryFooterAtTheEnd(footerHeight: CGFloat) throws {
  let table = pagingTable()
  table.sectionFooterHeight = footerHeight
  let dataSource = pagingSource(table, lines(0..<40))
  dataSource.paging.retryViewProvider = { edge, _ in .view(TextView.self, "retry \(edge)") }
  // Rows measured as they come into view move the end: scroll until it holds.
  for _ in 0..<10 where abs(table.contentOffset.y - (table.contentSize.height - table.bounds.height)) >= 0.5 {
    table.contentOffset.y = table.contentSize.height - table.bounds.height
    UIKitModelRunLoop.main.runUntilIdle()
  }
  let end = table.contentSize.height - table.bounds.height
  try expect(end > 100 && abs(table.contentOffset.y - end) < 0.5, "the table is at its end: \(table.contentOffset.y)")
  let server = FlakyServer()
  dataSource.paging.loader = { request in try await server.page(after: request.boundaryItem) }
  dataSource.paging.edges = [.bottom]
  try pump("the load at the end fails") { dataSource.paging.state(of: .bottom).isFailed }
  UIKitModelRunLoop.main.runUntilIdle()
  let height = footerHeight == UITableView.automaticDimension ? "automatic" : "\(footerHeight)"
  let footer = try table.footerView(forSection: 0).unwrapped("the retry footer (footer height \(height))")
  let retry = try firstView(of: TextView.self, in: footer).unwrapped("its text view")
  try expect(retry.label.text == "retry bottom", "the footer shows \(retry.label.text ?? "nothing")")
  let frame = footer.frame
  try expect(frame.height > 0, "the retry view takes its own height: \(frame)")
  try expect(
    frame.minY >= table.bounds.minY - 0.5 && frame.maxY <= table.bounds.maxY + 0.5,
    "the retry footer \(frame) is in the bounds \(table.bounds) (footer height \(height))")
  dataSource.paging.edges = []
  dataSource.paging.reset()
}
