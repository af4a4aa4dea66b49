#!/usr/bin/env bash
# Builds ConstraintSolver as Embedded Swift for WebAssembly (wasm32-unknown-none-wasm) with the
# known-answer checks of Scripts/WasmCheck, runs them in the toolchain's `wasmkit`, and runs the
# same checks built for the host: as Embedded Swift (x86_64-unknown-linux-gnu, linked with the C
# library) and as ordinary Swift. Each check asserts its values and prints them bit for bit; the
# script fails if a check fails, a program exits non-zero or traps, or the outputs of the three
# builds differ by a byte. Needs the toolchain alone: swiftc, wasm-ld, wasmkit and the Embedded
# standard library (no WASI SDK: Scripts/WasmCheck/Runtime.swift provides the allocator and the
# few C functions the Embedded standard library calls). Prints the size of the Wasm binary.
# Builds in .build/wasm (its own directory, rebuilt each time), where the binaries and the
# outputs (wasm.txt, host-embedded.txt, host.txt) stay for inspection. Takes about a minute.
# Usage: bash Scripts/check-wasm.sh   (from anywhere inside the repository)
set -euo pipefail

cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
for tool in swiftc wasm-ld wasmkit clang; do
  if ! command -v "$tool" >/dev/null; then
    echo "check-wasm: '$tool' is not on PATH; it comes with the Swift toolchain (6.2 or later)." >&2
    exit 1
  fi
done
embedded="$(dirname "$(command -v swiftc)")/../lib/swift/embedded"
if [ ! -d "$embedded/wasm32-unknown-none-wasm" ]; then
  echo "check-wasm: the toolchain has no Embedded Swift standard library for wasm32" \
    "($embedded/wasm32-unknown-none-wasm)." >&2
  exit 1
fi

out=.build/wasm
rm -rf "$out"
mkdir -p "$out"
solver=()
while IFS= read -r file; do solver+=("$file"); done \
  < <(find Sources/ConstraintSolver -name '*.swift' | LC_ALL=C sort)
driver=(Scripts/WasmCheck/*.swift)

# Compiles ConstraintSolver and then the driver, which imports it, into $out/$1.
#   $1: build name; $2: swiftc flags for both (a quoted list); $3: extra flags for the driver.
compile() {
  local dir="$out/$1"
  local -a flags extra
  read -r -a flags <<<"$2"
  read -r -a extra <<<"${3:-}"
  mkdir -p "$dir/modules"
  swiftc "${flags[@]}" -module-name ConstraintSolver -package-name trellis \
    -emit-module -emit-module-path "$dir/modules/ConstraintSolver.swiftmodule" \
    -c "${solver[@]}" -o "$dir/ConstraintSolver.o"
  swiftc "${flags[@]}" "${extra[@]}" -module-name WasmCheck -I "$dir/modules" \
    -c "${driver[@]}" -o "$dir/WasmCheck.o"
}

common="-wmo -parse-as-library -warnings-as-errors"
# Embedded Swift: no runtime library, no existentials or key paths; -Osize as for a device.
embedded_flags="$common -enable-experimental-feature Embedded -Osize"

echo "Building for wasm32-unknown-none-wasm (Embedded Swift)..."
# The stack protector would need a C library's __stack_chk_guard. The driver declares WASI's
# functions with @_extern (Extern) and calls memory.grow through the Builtin module.
compile wasm \
  "-target wasm32-unknown-none-wasm $embedded_flags -Xfrontend -disable-stack-protector" \
  "-enable-experimental-feature Extern -enable-builtin-module"
# --wrap=free: the driver's `free` is __wrap_free (Swift reserves the name). The Unicode data
# tables serve String comparison. The binary keeps its name section, so that a trap in wasmkit
# shows function names; the size reported is the stripped one.
wasm_inputs=("$out/wasm/ConstraintSolver.o" "$out/wasm/WasmCheck.o"
  "$embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a")
wasm-ld --wrap=free "${wasm_inputs[@]}" -o "$out/WasmCheck.wasm"
wasm-ld --wrap=free --strip-all "${wasm_inputs[@]}" -o "$out/WasmCheck.stripped.wasm"

host_triple="$(uname -m)-unknown-linux-gnu"
runs=(wasm)
if [ -d "$embedded/$host_triple" ]; then
  echo "Building for $host_triple (Embedded Swift)..."
  # A section per function, so that the linker keeps one copy of the standard library's code
  # that both modules specialize (wasm-ld does so without being asked).
  compile host-embedded "-target $host_triple $embedded_flags -Xfrontend -function-sections"
  # The C library provides the allocator and the rest; libm the `ceil` of the standard library's
  # hash tables (their capacity), which Embedded Swift compiles into the program.
  clang "$out/host-embedded/ConstraintSolver.o" "$out/host-embedded/WasmCheck.o" \
    "$embedded/$host_triple/libswiftUnicodeDataTables.a" -lm -Wl,--gc-sections \
    -o "$out/WasmCheck-embedded"
  runs+=(host-embedded)
else
  echo "No Embedded Swift standard library for $host_triple: the host's Embedded build is skipped."
fi

echo "Building for the host (Swift)..."
compile host "$common -O"
swiftc "$out/host/ConstraintSolver.o" "$out/host/WasmCheck.o" -o "$out/WasmCheck"
runs+=(host)

size() { wc -c <"$1" | tr -d ' '; }
echo "Wasm binary: $(size "$out/WasmCheck.stripped.wasm") bytes stripped" \
  "($(size "$out/WasmCheck.wasm") with its name section)."
if [ -f "$out/WasmCheck-embedded" ]; then
  strip -o "$out/WasmCheck-embedded.stripped" "$out/WasmCheck-embedded" 2>/dev/null \
    && echo "Host Embedded binary: $(size "$out/WasmCheck-embedded.stripped") bytes stripped."
fi

status=0
for run in "${runs[@]}"; do
  case "$run" in
    wasm) command=(wasmkit run "$out/WasmCheck.wasm") ;;
    host-embedded) command=("$out/WasmCheck-embedded") ;;
    host) command=("$out/WasmCheck") ;;
  esac
  code=0
  "${command[@]}" >"$out/$run.txt" 2>"$out/$run.stderr" || code=$?
  echo "$run: $(tail -n 1 "$out/$run.txt") (exit status $code)"
  if [ "$code" -ne 0 ]; then
    grep -F FAILED "$out/$run.txt" || true
    cat "$out/$run.stderr"
    status=1
  fi
done
for run in "${runs[@]:1}"; do
  if ! cmp -s "$out/wasm.txt" "$out/$run.txt"; then
    echo "The outputs of wasm and $run differ:"
    diff "$out/wasm.txt" "$out/$run.txt" || true
    status=1
  fi
done
if [ "$status" -eq 0 ]; then
  echo "Wasm check passed: ConstraintSolver's known-answer checks hold in wasmkit, and the" \
    "output is identical, byte for byte, to that of the host builds (${runs[*]:1})."
fi
exit "$status"
