# Sourced by .ci/docs.sh and .ci/model-common.sh.
#
# check_api GRAPHS WORK MODULE SCRIPT: MODULE's public API, read from the
# symbol graphs in GRAPHS by .ci/public-api.py, against its record in
# .ci/api/MODULE.txt (UPDATE_API=1 rewrites the record instead), and free of
# `Any` and existentials. WORK is a scratch directory; SCRIPT is the script
# the error tells to rerun with UPDATE_API=1.
check_api() {
  local graphs="$1" work="$2" module="$3" script="$4"
  local record=".ci/api/$module.txt"
  python3 .ci/public-api.py "$graphs" "$module" >"$work/$module.api"
  if [ -n "${UPDATE_API:-}" ]; then
    cp "$work/$module.api" "$record"
  elif ! diff -u "$record" "$work/$module.api"; then
    echo "error: the public API of $module differs from $record (above); if that is meant," >&2
    echo "run 'UPDATE_API=1 bash $script' and commit $record" >&2
    exit 1
  fi
  echo "public API of $module: $(wc -l <"$record") declarations, as recorded"
  if ! python3 .ci/public-api.py "$graphs" "$module" --any; then
    echo "error: the public API of $module exposes Any or an existential (above)" >&2
    exit 1
  fi
}
