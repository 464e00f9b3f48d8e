#!/usr/bin/env bash
# Compiles every ```swift block of README.md, of the DocC articles and of the
# doc comments in Sources (.ci/doc-blocks.py finds them and says how a block
# that is a fragment is marked), and fails on any block it did not compile.
#
# - Headless blocks: here, each as a file of its own (top-level code allowed)
#   against ReuseKitDiff and ReuseKit, through SIL generation and its
#   diagnostics, in Swift 6 mode with warnings as errors. Only the public
#   API is visible, except to a block that documents a `package` declaration.
#   The modules are emitted from Sources with swiftc (their bodies are built
#   and tested by the build steps), so this never touches .build/.
# - UIKit and SwiftUI blocks: by .ci/ios-sdk.sh --doc-blocks, type-checked
#   against Apple's iPhoneOS SDK (set IOS_SDK_KIT as for .ci/ios-sdk.sh;
#   IOS_SDK_SKIP=1 leaves them out and this script then fails).
#
# It prints how many blocks it found and how many it compiled.
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
start=$SECONDS

summary="$(python3 .ci/doc-blocks.py "$work/blocks" linux)"
echo "$summary"
found="$(sed -E 's/^found ([0-9]+) .*/\1/' <<<"$summary")"

# The modules the blocks import: declarations only, bodies skipped.
emit() {
  local name="$1"
  mapfile -t files < <(find "Sources/$name" -name '*.swift' | LC_ALL=C sort)
  swiftc -emit-module -module-name "$name" -swift-version 6 -package-name reusekit -parse-as-library \
    -I "$work/modules" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -emit-module-path "$work/modules/$name.swiftmodule" "${files[@]}"
}
mkdir -p "$work/modules"
emit ReuseKitDiff
emit ReuseKit
echo "modules ReuseKitDiff and ReuseKit: $((SECONDS - start)) s"

# compile NUMBER LOCATION ACCESS: one block; its errors, if any, in NUMBER/log.
# A package manifest is type-checked against the toolchain's PackageDescription.
manifest_api="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm/ManifestAPI"
compile() {
  local directory="$work/blocks/linux/$1" mode=(-emit-sil -o /dev/null -I "$work/modules")
  case "$3" in
    package) mode+=(-package-name reusekit) ;;
    manifest) mode=(-typecheck -I "$manifest_api" -package-description-version 6.2) ;;
  esac
  if ! swiftc "${mode[@]}" -swift-version 6 -warnings-as-errors "$directory/main.swift" >"$directory/log" 2>&1; then
    echo "$2" >"$directory/failed"
  fi
}
export -f compile
export work manifest_api
cut -f1-3 "$work/blocks/linux/blocks.tsv" | tr '\t' ' ' |
  xargs -P "$(nproc)" -L 1 bash -c 'compile "$@"' _

linux="$(wc -l <"$work/blocks/linux/blocks.tsv")"
failed=0
for marker in "$work"/blocks/linux/*/failed; do
  [[ -e "$marker" ]] || continue
  failed=$((failed + 1))
  echo "error: the block at $(cat "$marker") does not compile:" >&2
  cat "$(dirname "$marker")/log" >&2
done
echo "compiled $((linux - failed)) of $linux headless blocks on Linux: $((SECONDS - start)) s"

# The UIKit and SwiftUI blocks, against Apple's SDK.
sdk=0
if sdk_output="$(bash .ci/ios-sdk.sh --doc-blocks 2>&1)"; then
  echo "$sdk_output"
  sdk="$(sed -nE 's/^doc blocks: compiled ([0-9]+) of .*/\1/p' <<<"$sdk_output")"
else
  echo "$sdk_output" >&2
fi
compiled=$((linux - failed + ${sdk:-0}))
echo "swift blocks: found $found, compiled $compiled ($((linux - failed)) on Linux, ${sdk:-0} against Apple's SDK): $((SECONDS - start)) s"
if [[ "$compiled" -ne "$found" ]]; then
  echo "error: $((found - compiled)) of $found swift blocks did not compile (above)" >&2
  exit 1
fi
