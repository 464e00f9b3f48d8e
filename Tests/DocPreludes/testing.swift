// Swift Testing, for blocks that show a test.
import Testing
