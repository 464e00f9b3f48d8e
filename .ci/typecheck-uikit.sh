#!/usr/bin/env bash
# Type-checks the UIKit adapters and the UIKit sample on a machine without UIKit.
#
# Tests/UIKitDeclarations is compiled into a module named `UIKit`, so that
# `#if canImport(UIKit)` is true; the core modules are emitted next to it with
# plain swiftc, which needs neither SwiftPM's build layout nor a prior build.
# Only modules are emitted and sources type-checked: nothing is linked or run.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(mktemp -d)"
trap 'rm -rf "$modules"' EXIT

flags=(-swift-version 6 -package-name reusekit -warnings-as-errors -parse-as-library -I "$modules")

sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

emit_module() {
  local name="$1"
  shift
  echo "emit module $name"
  swiftc -emit-module -module-name "$name" "${flags[@]}" -emit-module-path "$modules/$name.swiftmodule" "$@"
}

typecheck() {
  local name="$1"
  shift
  echo "typecheck $name"
  swiftc -typecheck -module-name "$name" "${flags[@]}" "$@"
}

mapfile -t declarations < <(sources Tests/UIKitDeclarations)
mapfile -t diff < <(sources Sources/ReuseKitDiff)
mapfile -t core < <(sources Sources/ReuseKit)
mapfile -t adapters < <(sources Sources/ReuseKitUIKit)
mapfile -t sample < <(sources Samples/UIKitGallery)

echo "parse adapters and sample"
swiftc -parse "${adapters[@]}" "${sample[@]}"

typecheck UIKit "${declarations[@]}"
emit_module UIKit "${declarations[@]}"
emit_module ReuseKitDiff "${diff[@]}"
emit_module ReuseKit "${core[@]}"

# Every adapter file is inside `#if canImport(UIKit)`; make sure that branch is taken.
if ! echo 'import UIKit' | swiftc -typecheck "${flags[@]}" -; then
  echo "the UIKit declaration module cannot be imported" >&2
  exit 1
fi

typecheck ReuseKitUIKit "${adapters[@]}"
emit_module ReuseKitUIKit "${adapters[@]}"
typecheck UIKitGallery "${sample[@]}"
echo "UIKit adapters and sample type-check"
