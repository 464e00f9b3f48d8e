#!/usr/bin/env bash
# Builds the libFuzzer targets of Tests/Fuzz, replays each target's corpus,
# then fuzzes each target, one at a time, for FUZZ_SECONDS (default 60).
#
#   .ci/fuzz.sh                      build, replay and fuzz every target
#   FUZZ_SECONDS=600 .ci/fuzz.sh diff    fuzz one target for ten minutes
#
# The targets are not SwiftPM targets: the core modules and the test support
# (which holds the check functions the tests also run) are compiled here with
# plain swiftc, instrumented for libFuzzer and AddressSanitizer. New inputs go
# to .build/fuzz/corpus/<target>, crashes to .build/fuzz/artifacts; the
# committed corpus in Tests/Fuzz/Corpus is only read.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-60}"
build=.build/fuzz
all_targets=(diff snapshot batch-update)
targets=("${@:-${all_targets[@]}}")
mkdir -p "$build/artifacts"

flags=(-swift-version 6 -package-name reusekit -warnings-as-errors -parse-as-library -O -wmo -g -sanitize=fuzzer,address -I "$build")

sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

library() {
  local name="$1"
  shift
  echo "build $name"
  swiftc -module-name "$name" "${flags[@]}" -emit-module -emit-module-path "$build/$name.swiftmodule" \
    -emit-library -static -o "$build/lib$name.a" "$@"
}

mapfile -t diff < <(sources Sources/ReuseKitDiff)
mapfile -t core < <(sources Sources/ReuseKit)
mapfile -t support < <(sources Tests/ReuseKitTestSupport)
library ReuseKitDiff "${diff[@]}"
library ReuseKit "${core[@]}"
library ReuseKitTestSupport "${support[@]}"

file_of() {
  case "$1" in
    diff) echo Tests/Fuzz/DiffTarget.swift ;;
    snapshot) echo Tests/Fuzz/SnapshotTarget.swift ;;
    batch-update) echo Tests/Fuzz/BatchUpdateTarget.swift ;;
    *) echo "unknown fuzz target $1" >&2; exit 1 ;;
  esac
}

for target in "${targets[@]}"; do
  echo "build fuzz-$target"
  swiftc -module-name Fuzz "${flags[@]}" "$(file_of "$target")" -o "$build/fuzz-$target" -use-ld=lld \
    -L "$build" -lReuseKitTestSupport -lReuseKit -lReuseKitDiff -lm
done

for target in "${targets[@]}"; do
  corpus="Tests/Fuzz/Corpus/$target"
  mkdir -p "$corpus" "$build/corpus/$target"
  options=(-max_len=512 -timeout=10 -artifact_prefix="$build/artifacts/$target-")
  echo "replay the corpus of $target ($(find "$corpus" -type f | wc -l) inputs)"
  "$build/fuzz-$target" "${options[@]}" -runs=0 "$corpus"
  echo "fuzz $target for ${seconds}s"
  "$build/fuzz-$target" "${options[@]}" -max_total_time="$seconds" -print_final_stats=1 \
    "$build/corpus/$target" "$corpus" 2>&1 | tee "$build/$target.log" | grep -E '^(stat::|#[0-9]+ +DONE|==[0-9]+==ERROR)' || true
  if [[ "${PIPESTATUS[0]}" != 0 ]]; then
    tail -n 40 "$build/$target.log"
    echo "fuzz target $target failed; see $build/$target.log and $build/artifacts" >&2
    exit 1
  fi
done
echo "fuzz targets pass"
