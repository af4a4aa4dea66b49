#!/usr/bin/env bash
# Builds the symbol documentation of ConstraintSolver and LayoutBehaviors with the toolchain's
# `docc` and fails on any warning: a `///` link to a symbol that does not exist (or no longer
# does), an ambiguous link, an undocumented parameter. Uses its own scratch path (.build/docs)
# and a temporary directory, removed at the end. Exit status 0 when both modules are clean.
# Usage: bash Scripts/check-docs.sh   (from anywhere inside the repository)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --scratch-path .build/docs --target LayoutBehaviors \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs" >/dev/null

status=0
for module in ConstraintSolver LayoutBehaviors; do
  mkdir -p "$work/$module"
  cp "$work/graphs/$module.symbols.json" "$work/$module/"
  if ! docc convert --additional-symbol-graph-dir "$work/$module" \
    --output-dir "$work/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.trellis.$module" --fallback-bundle-version 1 \
    --warnings-as-errors >"$work/$module.log" 2>&1; then
    echo "DocC found problems in $module's documentation comments:"
    sed 's/\x1b\[[0-9;]*m//g' "$work/$module.log" | grep -A8 -E "^(warning|error)"
    status=1
  fi
done
if [ "$status" -eq 0 ]; then
  echo "Documentation check passed: ConstraintSolver and LayoutBehaviors build with docc, no warning."
fi
exit "$status"
