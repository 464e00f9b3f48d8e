#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and under ThreadSanitizer, each
# in its own build directory so that neither fights the normal build.
#
# The thread run covers diffing off the main actor and coalesced applies:
# OverlappingApplyTests and ReentrantApplyTests set backgroundDiffingThreshold
# to 0, so every diff there runs in a @concurrent task while applies arrive
# from main-actor and detached tasks.
set -euo pipefail
cd "$(dirname "$0")/.."

# There are no XCTest tests; the XCTest runner's own leaks would fail the
# address run, so only Swift Testing runs.
#
# Any report fails the run: ASan stops at the first error by default; TSan
# is told to, so a race cannot scroll by in a passing run.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"
# Property tests that read it run a tenth of their random cases here.
export REUSEKIT_PROPERTY_PERCENT="${REUSEKIT_PROPERTY_PERCENT:-10}"
# The manifest compiles ReuseKit's invariant checks in, as for `swift test` in CI.
export REUSEKIT_INTERNAL_CHECKS="${REUSEKIT_INTERNAL_CHECKS:-1}"

timed() {
  local name="$1"
  shift
  local start=$SECONDS
  printf '\n=== %s\n' "$name"
  "$@"
  echo "$name: $((SECONDS - start))s"
}

timed "swift test --sanitize=address" swift test --disable-xctest --sanitize=address --scratch-path .build/asan
timed "swift test --sanitize=thread" swift test --disable-xctest --sanitize=thread --scratch-path .build/tsan
