#!/usr/bin/env bash
# Builds the DocC catalogs of ReuseKitDiff and ReuseKit, and fails on any warning.
# Then compares each module's public API with its record in .ci/api/<module>.txt,
# so that a change to the public surface is deliberate (after such a change,
# run `UPDATE_API=1 bash .ci/docs.sh` and commit the new record with it), and
# fails when a public declaration exposes `Any` or an existential.
#
# Symbol graphs come from a `swift build` in a scratch directory of its own,
# so the flags it needs never invalidate the normal build in .build/. The
# archives are written to a temporary directory and thrown away; pass an
# output directory as the first argument to keep them.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/api-record.sh

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
output="${1:-$work/archives}"
mkdir -p "$output"

echo "swift build: emit the symbol graphs of ReuseKitDiff and ReuseKit"
swift build --scratch-path "$work/build" --target ReuseKit \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/symbol-graphs"

for module in ReuseKitDiff ReuseKit; do
  check_api "$work/symbol-graphs" "$work" "$module" .ci/docs.sh

  # One module per catalog: its own graph and its extensions of other modules.
  graphs="$work/graphs-$module"
  mkdir -p "$graphs"
  cp "$work/symbol-graphs/$module.symbols.json" "$graphs/"
  find "$work/symbol-graphs" -name "$module@*.symbols.json" -exec cp {} "$graphs/" \;

  echo "docc convert Sources/$module/$module.docc"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.reusekit.$module" \
    --output-path "$output/$module.doccarchive" \
    --warnings-as-errors

  # DocC files every symbol the landing page leaves out under a generated
  # group, silently; the landing page must curate every public type.
  landing="$output/$module.doccarchive/data/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$module").json"
  if uncurated="$(grep -o '{[^{}]*"generated": *true[^{}]*}' "$landing")"; then
    echo "error: $module.docc/$module.md does not curate these symbols in its Topics:" >&2
    echo "$uncurated" >&2
    exit 1
  fi
done
