#!/usr/bin/env bash
# Builds and runs the README's code blocks the way a consumer of Trellis would: in a package of
# its own that depends on Trellis by path, one executable per library (Scripts/ConsumerCheck), in
# debug and in release. It checks that each library links on its own, that each block compiles,
# and that each block prints what the README says it prints.
#
# The README is the only source of the code and of the expected output:
# - the code is the ```swift block whose first line is `import ConstraintSolver` (and the one whose
#   first line is `import LayoutBehaviors`);
# - every line of such a block that starts with `print(` ends with `// <what it prints>`, and the
#   block's output must be exactly those lines, in order.
# It also checks that the ConstraintSolver object files reference no C math library (libm)
# function, so that the solver stays usable where there is none (Embedded Swift, wasm32-none),
# and the concurrency contract under Swift 6's checking: a `Solver` and layout results
# (`ViewFrame`s) can be sent to another task, while sending a `LayoutEngine` (or capturing it in
# a `@Sendable` closure, or storing it in a `Sendable` type) does not compile.
#
# Everything is built in a temporary directory (its own scratch path, never the repository's
# .build), which is removed at the end. Exit status 0 when every check passes, 1 otherwise.
#
# Usage: bash Scripts/check-consumer.sh   (from anywhere)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
if ! command -v swift >/dev/null 2>&1 && [ -d /opt/swift/usr/bin ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-consumer.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# SwiftPM and the compiler put their lock and temporary files in TMPDIR: keep them in ours too.
mkdir "$work/tmp"
export TMPDIR="$work/tmp"
package="$work/ConsumerCheck"
scratch="$work/build"
failures=()

fail() { # $1: what failed; the details are already on stderr
  echo "FAILED: $1" >&2
  failures+=("$1")
}

# The temporary copy of the consumer package: its manifest, with the relative path to the
# repository made absolute, and one main.swift per target taken from the README.
mkdir -p "$package"
sed "s|path: \"\\.\\./\\.\\.\"|path: \"$root\"|" "$root/Scripts/ConsumerCheck/Package.swift" \
  >"$package/Package.swift"
if ! grep -qF "path: \"$root\"" "$package/Package.swift"; then
  echo "error: Scripts/ConsumerCheck/Package.swift no longer depends on Trellis by 'path: \"../..\"'" >&2
  exit 1
fi

# extract MODULE TARGET: writes the README's `import MODULE` block to TARGET's main.swift, its
# expected output to $work/TARGET.expected and the README line of its first line to
# $work/TARGET.line.
extract() {
  local module="$1" target="$2" main="$package/Sources/$2/main.swift" count start missing
  mkdir -p "$package/Sources/$target"
  read -r count start < <(awk -v first="import $module" -v out="$main" '
    inside && /^```[[:space:]]*$/ { inside = 0; next }
    inside { print > out; next }
    pending { pending = 0; if ($0 == first) { count++; start = NR; inside = 1; print > out; next } }
    /^```swift[[:space:]]*$/ { pending = 1 }
    END { print count + 0, start + 0 }' "$root/README.md")
  if [ "$count" != 1 ]; then
    echo "error: README.md has $count \`\`\`swift blocks starting 'import $module'; expected 1" >&2
    exit 1
  fi
  echo "$start" >"$work/$target.line"
  missing="$(awk -v start="$start" '/^[[:space:]]*print\(/ && !/\/\// {
    print "README.md:" NR + start - 1 ": " $0 }' "$main")"
  if [ -n "$missing" ]; then
    echo "$missing" >&2
    echo "error: in README.md's 'import $module' block, the print lines above have no" \
      "'// <what it prints>' comment" >&2
    exit 1
  fi
  sed -n 's|^[[:space:]]*print(.*// \{0,1\}\(.*\)$|\1|p' "$main" >"$work/$target.expected"
  if [ ! -s "$work/$target.expected" ]; then
    echo "error: README.md's 'import $module' block has no 'print(…) // <output>' line to check" >&2
    exit 1
  fi
}
extract ConstraintSolver solver-readme
extract LayoutBehaviors layout-readme

# The C math library's functions (C99 <math.h>, with their float and long double variants).
libm='acos|acosh|asin|asinh|atan|atan2|atanh|cbrt|ceil|copysign|cos|cosh|erf|erfc|exp|exp10|exp2'
libm+='|expm1|fabs|fdim|floor|fma|fmax|fmin|fmod|frexp|hypot|ilogb|ldexp|lgamma|llrint|llround'
libm+='|log|log10|log1p|log2|logb|lrint|lround|modf|nan|nearbyint|nextafter|nexttoward|pow'
libm+='|remainder|remquo|rint|round|scalbln|scalbn|sin|sincos|sinh|sqrt|tan|tanh|tgamma|trunc'
nm_tool="$(command -v llvm-nm || command -v nm || true)"

# check_no_libm CONFIGURATION: the ConstraintSolver objects of that build reference no libm function.
check_no_libm() {
  local objects found
  objects="$(swift build --package-path "$package" --scratch-path "$scratch" -c "$1" \
    --show-bin-path)/ConstraintSolver.build"
  if [ -z "$nm_tool" ]; then
    echo "warning: no nm or llvm-nm; the libm check of ConstraintSolver ($1) is skipped" >&2
    return
  fi
  if ! compgen -G "$objects/*.o" >/dev/null; then
    echo "error: no object files in $objects" >&2
    fail "libm check of ConstraintSolver ($1): object files not found"
    return
  fi
  found="$("$nm_tool" -u "$objects"/*.o 2>/dev/null | awk '{ print $NF }' \
    | grep -E "^_?($libm)(f|l)?\$" | sort -u | tr '\n' ' ' || true)"
  if [ -n "$found" ]; then
    echo "error: ConstraintSolver ($1) references C math library functions: $found" >&2
    echo "       (nm -u $objects/*.o); the solver must not need libm" >&2
    fail "libm check of ConstraintSolver ($1)"
  fi
}

# check BLOCK TARGET CONFIGURATION: builds TARGET, runs it and compares its output with the
# README's.
check() {
  local block="README.md's 'import $1' block" target="$2" configuration="$3" log bin start
  log="$work/$target-$configuration.log"
  start=$SECONDS
  if ! swift build --package-path "$package" --scratch-path "$scratch" -c "$configuration" \
    --product "$target" >"$log" 2>&1; then
    if grep -q 'error' "$log"; then
      grep 'error' "$log" | awk '!seen[$0]++' | head -n 30 >&2 || true
    else
      tail -n 30 "$log" >&2
    fi
    echo "note: line 1 of $target/main.swift is line $(cat "$work/$target.line") of README.md" >&2
    if grep -qE 'link command failed|undefined reference|undefined symbol' "$log"; then
      fail "$block does not link in $configuration (a consumer depending on $1 alone)"
    else
      fail "$block does not build in $configuration"
    fi
    return
  fi
  bin="$(swift build --package-path "$package" --scratch-path "$scratch" -c "$configuration" \
    --show-bin-path)/$target"
  if ! "$bin" >"$work/$target.out" 2>"$work/$target.err"; then
    cat "$work/$target.err" >&2
    fail "$block exits with an error in $configuration"
    return
  fi
  if ! diff -u --label "expected (README.md)" --label "printed ($configuration)" \
    "$work/$target.expected" "$work/$target.out" >&2; then
    fail "$block prints something else than the README says in $configuration"
    return
  fi
  echo "ok: $block, $configuration ($((SECONDS - start)) s)"
}

# expect_concurrency NAME OUTCOME PATTERN: compiles $work/concurrency/NAME.swift as a consumer in
# Swift 6 mode against the debug build's modules, through SIL (where the checks of sending run);
# OUTCOME `compiles` requires success, `fails` requires an error matching PATTERN.
expect_concurrency() {
  local name="$1" outcome="$2" pattern="$3" modules log
  modules="$(swift build --package-path "$package" --scratch-path "$scratch" -c debug \
    --show-bin-path)/Modules"
  log="$work/concurrency/$name.log"
  if swiftc -emit-sil -o /dev/null -swift-version 6 -I "$modules" \
    "$work/concurrency/$name.swift" >"$log" 2>&1; then
    if [ "$outcome" = compiles ]; then
      echo "ok: concurrency, $name compiles"
    else
      fail "concurrency: $name compiles, but the model's objects must not cross isolation domains"
    fi
  elif [ "$outcome" = fails ] && grep -qE "error: .*$pattern" "$log"; then
    echo "ok: concurrency, $name is refused ($(grep -m1 -oE "error: .*$pattern[^[]*" "$log"))"
  else
    grep 'error' "$log" | head -n 10 >&2 || tail -n 10 "$log" >&2
    fail "concurrency: $name (expected: $outcome${pattern:+, $pattern})"
  fi
}

check_concurrency() {
  mkdir -p "$work/concurrency"
  cat >"$work/concurrency/share-results.swift" <<'SWIFT'
import ConstraintSolver
import LayoutBehaviors

func share(_ solver: Solver, _ frames: [ViewFrame]) async -> Int {
  await Task.detached { solver.variableCount + frames.count }.value
}
SWIFT
  cat >"$work/concurrency/send-engine.swift" <<'SWIFT'
import LayoutBehaviors

func leak(_ engine: LayoutEngine) {
  Task.detached { _ = engine.root }
}
SWIFT
  cat >"$work/concurrency/sendable-closure.swift" <<'SWIFT'
import LayoutBehaviors

func capture(_ view: View) -> @Sendable () -> Void {
  { _ = view.frame }
}
SWIFT
  cat >"$work/concurrency/sendable-holder.swift" <<'SWIFT'
import LayoutBehaviors

struct Holder: Sendable { let constraint: LayoutConstraint }
SWIFT
  expect_concurrency share-results compiles ""
  expect_concurrency send-engine fails "risks causing data races"
  expect_concurrency sendable-closure fails "non-Sendable type 'View'"
  expect_concurrency sendable-holder fails "non-Sendable type 'LayoutConstraint'"
}

for configuration in debug release; do
  check ConstraintSolver solver-readme "$configuration"
  check_no_libm "$configuration"
  check LayoutBehaviors layout-readme "$configuration"
done
check_concurrency

if [ "${#failures[@]}" -gt 0 ]; then
  echo >&2
  echo "Consumer check failed (Scripts/check-consumer.sh):" >&2
  printf '  - %s\n' "${failures[@]}" >&2
  exit 1
fi
echo "Consumer check passed: the README's blocks build, link and print what it shows," \
  "in debug and release ($SECONDS s)."
