import Foundation
import ReuseKitTestSupport
import Testing

/// The committed fuzz corpus, replayed through the same checks the libFuzzer
/// targets run (`Tests/Fuzz`, built and run by `.ci/fuzz.sh`), so that every
/// input the fuzzer found interesting stays a regression test.
@MainActor
@Suite struct FuzzCorpusTests {
  /// The inputs committed for `target`, by file name.
  nonisolated static func corpus(_ target: String) -> [(name: String, bytes: [UInt8])] {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/Corpus/\(target)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().compactMap { name in
      (try? Data(contentsOf: directory.appendingPathComponent(name))).map { (name, [UInt8]($0)) }
    }
  }

  @Test func diffCorpus() throws {
    let inputs = Self.corpus("diff")
    #expect(inputs.count >= 10, "the corpus is missing")
    for input in inputs { try DiffFuzzCheck.check(input.bytes) }
  }

  @Test func snapshotCorpus() throws {
    let inputs = Self.corpus("snapshot")
    #expect(inputs.count >= 10, "the corpus is missing")
    for input in inputs { try SnapshotFuzzCheck.check(input.bytes) }
  }

  @Test func batchUpdateCorpus() throws {
    let inputs = Self.corpus("batch-update")
    #expect(inputs.count >= 10, "the corpus is missing")
    for input in inputs { try BatchUpdateFuzzCheck.check(input.bytes) }
  }

  /// Inputs that decode to edge cases, kept whatever the corpus holds.
  @Test(arguments: [[], [0], [255], [UInt8](repeating: 255, count: 64), Array(0...255)] as [[UInt8]])
  func edgeInputs(bytes: [UInt8]) throws {
    try DiffFuzzCheck.check(bytes)
    try SnapshotFuzzCheck.check(bytes)
    try BatchUpdateFuzzCheck.check(bytes)
  }
}
