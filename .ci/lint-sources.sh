#!/usr/bin/env bash
# Checks the shape of Sources that the compiler and swift-format do not:
# - no file over 250 lines: a file that grows past it is split by concern;
# - no precondition, assert or assertionFailure: their messages vanish in
#   release builds, and users must read why their app stopped. Use fatalError
#   (a guard's else branch) on every path a user can reach.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
big="$(find Sources -name '*.swift' -exec wc -l {} + | awk '$2 != "total" && $1 > 250 { print "  " $2 " (" $1 " lines)" }')"
if [[ -n "$big" ]]; then
  echo "error: files in Sources over 250 lines; split them by concern:" >&2
  echo "$big" >&2
  status=1
fi
if traps="$(grep -rnE '\b(precondition|preconditionFailure|assert|assertionFailure)\(' Sources --include='*.swift' | grep -vE '^[^:]+:[0-9]+:\s*///?')"; then
  echo "error: precondition/assert in Sources; their messages vanish with -O, use fatalError:" >&2
  echo "$traps" >&2
  status=1
fi
[[ $status -eq 0 ]] && echo "Sources: every file within 250 lines, no precondition or assert"
exit $status
