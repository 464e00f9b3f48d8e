#!/usr/bin/env bash
# README.md's two quick starts stay short and formatted: each is at most 15
# non-blank lines, and `swift format` leaves it as it is. (The test build
# compiles and runs them: ReuseKitTests through the ReadmeSnippets plugin,
# the iOS one in .ci/uikit-model.sh, which runs it against the UIKit model,
# and .ci/ios-sdk.sh, which type-checks it against Apple's iPhoneOS SDK.)
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
for heading in "Quick start (Linux, headless)" "Quick start (iOS)"; do
  awk -v heading="## $heading" '
    $0 == heading { found = 1; next }
    found && $0 == "```swift" { inside = 1; next }
    inside && $0 == "```" { exit }
    inside { print }
  ' README.md >"$work/snippet.swift"
  lines="$(grep -c . "$work/snippet.swift" || true)"
  swift format --configuration .swift-format "$work/snippet.swift" >"$work/formatted.swift"
  if ! diff -u "$work/snippet.swift" "$work/formatted.swift"; then
    echo "error: README.md's \"$heading\" is not as swift format writes it (above)" >&2
    status=1
  fi
  if [[ "$lines" -eq 0 || "$lines" -gt 15 ]]; then
    echo "error: README.md's \"$heading\" has $lines non-blank lines; at most 15" >&2
    status=1
  fi
  echo "$heading: $lines non-blank lines"
done
exit "$status"
