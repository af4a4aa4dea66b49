#!/usr/bin/env bash
# Builds the documentation of ConstraintSolver and LayoutBehaviors with the toolchain's `docc`:
# each module's symbol graph together with its catalog (Sources/<Module>/<Module>.docc: the root
# page, the articles, the extension pages), and fails on any warning: a `///` or article link
# to a symbol, article or heading that does not exist (or no longer does), an ambiguous link, an
# undocumented parameter. It also fails when a public type of a module is in none of the topic
# groups of its root page (DocC would list it under a generated group). Uses its own scratch
# path (.build/docs) and a temporary directory, removed at the end. Exit status 0 when both
# modules are clean.
# Usage: bash Scripts/check-docs.sh   (from anywhere inside the repository)
#        bash Scripts/check-docs.sh --output-dir DIR   (also keeps DIR/<Module>.doccarchive, a
#        static site: python3 -m http.server --directory DIR/LayoutBehaviors.doccarchive, then
#        http://localhost:8000/documentation/layoutbehaviors)
set -euo pipefail

keep=""
if [ "$#" -eq 2 ] && [ "$1" = "--output-dir" ] && [ -n "$2" ]; then
  mkdir -p "$2"
  keep="$(cd "$2" && pwd)"
elif [ "$#" -gt 0 ]; then
  echo "Usage: bash Scripts/check-docs.sh [--output-dir DIR]" >&2
  exit 64
fi

cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# -emit-extension-block-symbols: public extensions of other modules' types (none today) go to
# <Module>@<Other>.symbols.json as extension blocks, which DocC shows as "Extended Modules", as
# the Swift-DocC plugin and the Swift Package Index build them.
swift build --scratch-path .build/docs --target LayoutBehaviors \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs" \
  -Xswiftc -emit-extension-block-symbols >/dev/null

status=0
for module in ConstraintSolver LayoutBehaviors; do
  mkdir -p "$work/$module"
  cp "$work/graphs/$module.symbols.json" "$work/$module/"
  for graph in "$work/graphs/$module@"*.symbols.json; do
    if [ -e "$graph" ]; then cp "$graph" "$work/$module/"; fi
  done
  archive="$work/$module.doccarchive"
  if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/$module" \
    --output-dir "$archive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.trellis.$module" --fallback-bundle-version 1 \
    --warnings-as-errors >"$work/$module.log" 2>&1; then
    echo "DocC found problems in $module's documentation" \
      "(its \`///\` comments or Sources/$module/$module.docc):"
    sed 's/\x1b\[[0-9;]*m//g' "$work/$module.log" | grep -A8 -E "^(warning|error)" \
      || cat "$work/$module.log"
    status=1
    continue
  fi
  # The landing page states the size of the public API: "The module's public API is N
  # declarations". N is the number of symbols in the module's symbol graph (public by default),
  # less those the compiler synthesizes (default implementations of protocol requirements).
  stated="$(tr '\n' ' ' <"Sources/$module/$module.docc/$module.md" \
    | grep -o "public API is [0-9][0-9]* declarations" | grep -o "[0-9][0-9]*" || true)"
  counted="$(python3 -c 'import json, sys
graph = json.load(open(sys.argv[1]))
print(sum("::SYNTHESIZED::" not in s["identifier"]["precise"] for s in graph["symbols"]))' \
    "$work/graphs/$module.symbols.json")"
  if [ "$stated" != "$counted" ]; then
    echo "Sources/$module/$module.docc/$module.md says the public API is '${stated:-?}'" \
      "declarations; the symbol graph has $counted. Write $counted."
    status=1
  fi
  root="$archive/data/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]').json"
  if [ ! -f "$root" ]; then
    echo "DocC wrote no root page for $module ($root)."
    status=1
  else
    # Uncurated symbols are in the topic sections DocC marks "generated": true.
    uncurated="$(grep -o '{[^{}]*"generated" *: *true[^{}]*}' "$root" \
      | grep -o '"doc:[^"]*"' | sed 's/.*\\\///; s/"$//' | tr '\n' ' ' || true)"
    if [ -n "$uncurated" ]; then
      echo "In no topic group of Sources/$module/$module.docc/$module.md: ${uncurated% }."
      echo "Add each to the group where it belongs."
      status=1
    fi
  fi
  if [ -n "$keep" ]; then
    rm -rf "${keep:?}/$module.doccarchive"
    cp -R "$archive" "$keep/"
  fi
done
if [ "$status" -eq 0 ]; then
  echo "Documentation check passed: ConstraintSolver and LayoutBehaviors build with docc," \
    "catalogs included, no warning."
fi
exit "$status"
