import ReuseKit

@MainActor
func runGallery() {
  print("ReuseKit Gallery")
}

MainActor.assumeIsolated { runGallery() }
