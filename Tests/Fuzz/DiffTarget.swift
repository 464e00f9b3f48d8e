import ReuseKitTestSupport

/// libFuzzer's entry point for the `diff` target: checks one input with
/// `DiffFuzzCheck`, and stops with the failure when the check fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    do {
      try DiffFuzzCheck.check(bytes)
    } catch {
      fatalError("\(error)")
    }
  }
  return 0
}
