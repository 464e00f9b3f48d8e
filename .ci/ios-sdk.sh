#!/usr/bin/env bash
# Type-checks the Apple-platform code against Apple's own iPhoneOS SDK, for
# arm64-apple-ios15.0, in Swift 6 mode with warnings as errors: every UIKit
# and SwiftUI declaration it uses must exist in the SDK with that
# signature, availability, nullability, actor isolation and Sendable-ness.
# This is the type checker's verdict: nothing is compiled to code, linked or
# run, and behaviour is the UIKit model's job (.ci/uikit-model.sh).
#
# Where the SDK comes from:
# - on Linux, from IOS_SDK_KIT, a folder laid out as ../shared/ios-sdk is
#   (iPhoneOS<version>.sdk/, apinotes/, and a README with the recipe this
#   script follows); it defaults to shared/ios-sdk beside the checkout. The
#   SDK is copied to a temporary directory, never into the repository.
# - on a Mac, Xcode's: `xcrun --sdk iphoneos --show-sdk-path`.
# IOS_SDK_SKIP=1 skips the check and says so; .ci/run never skips it.
#
# With --doc-blocks it checks only the ```swift blocks of the documentation
# that are UIKit's or SwiftUI's (.ci/doc-blocks.py finds them; .ci/doc-blocks.sh,
# which checks the rest on Linux, runs this), each as a file of its own
# against the declarations of the four modules, and prints how many it
# compiled.
#
# To check another module or sample, add a line to "What is checked" below.
set -euo pipefail
cd "$(dirname "$0")/.."

doc_blocks=0
case "${1:-}" in
  "") ;;
  --doc-blocks) doc_blocks=1 ;;
  *)
    echo "usage: $0 [--doc-blocks]" >&2
    exit 2
    ;;
esac

if [[ "${IOS_SDK_SKIP:-}" == 1 ]]; then
  echo "ios-sdk: SKIPPED (IOS_SDK_SKIP=1): nothing was type-checked against an iOS SDK"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/modules" "$work/module-cache"

fail() {
  echo "error: $*" >&2
  echo "(IOS_SDK_SKIP=1 skips this check; CI never does)" >&2
  exit 1
}

# MARK: - The SDK

if [[ "$(uname -s)" == Darwin ]]; then
  sdk="$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null)" ||
    fail "no iPhoneOS SDK: 'xcrun --sdk iphoneos --show-sdk-path' failed; install Xcode, or select it with xcode-select"
  sdk_flags=(-sdk "$sdk")
  echo "SDK: $sdk (Xcode)"
else
  kit="${IOS_SDK_KIT:-$(dirname "$PWD")/shared/ios-sdk}"
  kit_sdk="$(find "$kit" -maxdepth 1 -type d -name 'iPhoneOS*.sdk' 2>/dev/null | LC_ALL=C sort | tail -n 1 || true)"
  if [[ -z "$kit_sdk" || ! -d "$kit/apinotes" ]]; then
    fail "no iOS SDK kit at $kit: it needs iPhoneOS<version>.sdk/ and apinotes/ in it." \
      "Set IOS_SDK_KIT to a folder laid out as ../shared/ios-sdk is (its README gives the recipe)."
  fi
  echo "SDK: $kit_sdk"
  # The kit holds the SDK's symbolic links as one-line files naming their
  # target (usr/include/pthread.h says "pthread/pthread.h"); a copy gets
  # them back as links.
  sdk="$work/$(basename "$kit_sdk")"
  cp -R "$kit_sdk" "$sdk"
  chmod -R u+w "$sdk"
  while IFS= read -r -d '' file; do
    target="$(cat "$file")"
    if [[ "$target" =~ ^[A-Za-z0-9_./+-]+$ && -e "$(dirname "$file")/$target" ]]; then
      ln -sfn "$target" "$file"
    fi
  done < <(find "$sdk" -type f -size -256c -print0)
  # A resource directory for a Darwin target: the toolchain's own holds Linux
  # module maps (dispatch, os) that clash with the SDK's.
  toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift"
  resources="$work/resources"
  mkdir -p "$resources"
  for name in shims host swiftToCxx; do ln -s "$toolchain/$name" "$resources/$name"; done
  ln -s "$(readlink -f "$toolchain/clang")" "$resources/clang"
  cp -R "$kit/apinotes" "$resources/apinotes"
  sdk_flags=(-sdk "$sdk" -resource-dir "$resources")
fi

flags=(-target arm64-apple-ios15.0 "${sdk_flags[@]}" -module-cache-path "$work/module-cache"
  -swift-version 6 -package-name reusekit -parse-as-library -I "$work/modules")
sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# MARK: - Steps

# A module's declarations, without its function bodies, for the lines after
# it to import.
emit() {
  local name="$1"
  shift
  swiftc -emit-module -module-name "$name" "${flags[@]}" \
    -Xfrontend -experimental-lazy-typecheck -Xfrontend -experimental-skip-all-function-bodies \
    -emit-module-path "$work/modules/$name.swiftmodule" "$@"
}

# The core is built, tested and checked on Linux; here only its declarations
# are needed, and the SDK's Swift 5.8 standard library stops some of its
# bodies (see the kit's README).
declarations() {
  local name="$1" start=$SECONDS
  mapfile -t files < <(sources "$2")
  emit "$name" "${files[@]}"
  echo "declarations of $name ($2): $((SECONDS - start)) s"
}

# A module or app type-checked in full, bodies included, warnings are
# errors; the lines after it can import it.
check() {
  local name="$1" start=$SECONDS
  shift
  mapfile -t files < <(sources "$@")
  [[ ${#files[@]} -gt 0 ]] || fail "no Swift sources in $* for $name"
  swiftc -typecheck -module-name "$name" "${flags[@]}" -warnings-as-errors "${files[@]}"
  emit "$name" "${files[@]}"
  local count="${#files[@]} files"
  [[ ${#files[@]} -ne 1 ]] || count="1 file"
  echo "checked $name (${label:-$*}): $count, $((SECONDS - start)) s"
}

# A README.md quick start, extracted as .ci/uikit-model.sh extracts it for
# its tests (Tests/ReadmeSnippetExtractor), then checked as a module.
extractor=""
readme() {
  local heading="$1" namespace="$2" label="README.md, \"$1\""
  if [[ -z "$extractor" ]]; then
    extractor="$work/ReadmeSnippetExtractor"
    swiftc -swift-version 6 -o "$extractor" Tests/ReadmeSnippetExtractor/main.swift
  fi
  mkdir -p "$work/$namespace"
  "$extractor" README.md "$work/$namespace/$namespace.swift" "$heading" "$namespace" "${@:3}"
  check "$namespace" "$work/$namespace"
}

# The documentation's UIKit and SwiftUI blocks: each type-checked as a file
# of its own (top-level code allowed) against the four modules'
# declarations; only the public API is visible, except to a block that
# documents a `package` declaration.
check_doc_blocks() {
  local start=$SECONDS total failed=0
  python3 .ci/doc-blocks.py "$work/doc-blocks" sdk >/dev/null
  declarations ReuseKitDiff Sources/ReuseKitDiff
  declarations ReuseKit Sources/ReuseKit
  declarations ReuseKitUIKit Sources/ReuseKitUIKit
  declarations ReuseKitSwiftUI Sources/ReuseKitSwiftUI
  total="$(wc -l <"$work/doc-blocks/sdk/blocks.tsv")"
  local block_flags=("${sdk_flags[@]}" -module-cache-path "$work/module-cache"
    -swift-version 6 -I "$work/modules")
  while IFS=$'\t' read -r number location access target; do
    local package=() ios=(-target arm64-apple-ios15.0)
    [[ "$access" != package ]] || package=(-package-name reusekit)
    [[ "$target" != ios16 ]] || ios=(-target arm64-apple-ios16.0)
    if ! swiftc -typecheck "${ios[@]}" "${block_flags[@]}" "${package[@]}" -warnings-as-errors \
      "$work/doc-blocks/sdk/$number/main.swift" 2>"$work/doc-blocks/sdk/$number/log"; then
      failed=$((failed + 1))
      echo "error: the block at $location does not type-check against $(basename "$sdk"):" >&2
      cat "$work/doc-blocks/sdk/$number/log" >&2
    fi
  done <"$work/doc-blocks/sdk/blocks.tsv"
  echo "doc blocks: compiled $((total - failed)) of $total UIKit and SwiftUI blocks against $(basename "$sdk"): $((SECONDS - start)) s"
  [[ $failed -eq 0 ]]
}

if [[ $doc_blocks -eq 1 ]]; then
  check_doc_blocks
  exit
fi

# MARK: - What is checked

# In order of dependence. A new Apple-platform module or sample is one line.
declarations ReuseKitDiff Sources/ReuseKitDiff
declarations ReuseKit Sources/ReuseKit
check ReuseKitUIKit Sources/ReuseKitUIKit
# Each gallery compiles the store front shared with the terminal Gallery.
check UIKitGallery Samples/UIKitGallery Samples/StoreFront
readme "Quick start (iOS)" ReadmeIOS "(tableView, dataSource)" "(UITableView, DiffableDataSource<String, Message>)"
check ReuseKitSwiftUI Sources/ReuseKitSwiftUI
# The whole sample, its app file (scenes and tabs) included.
check SwiftUIGallery Samples/SwiftUIGallery Samples/StoreFront
# The SwiftUI quick start's view needs iOS 16, so its run() is marked so.
readme "Quick start (SwiftUI)" ReadmeSwiftUI "Chat()" "Chat" "@available(iOS 16, *)"

echo "ios-sdk: every check passed against $(basename "$sdk") for arm64-apple-ios15.0"
