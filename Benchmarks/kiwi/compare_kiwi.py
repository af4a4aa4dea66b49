#!/usr/bin/env python3
"""Trellis against kiwi's C++, on the enaml workloads, in the same run.

kiwi is header-only C++; kiwisolver's source distribution on PyPI carries its headers (the
`kiwi/` folder). This script compiles `kiwi-driver.cpp` (beside it) against an unpacked
kiwisolver sdist or its .tar.gz (`--kiwi PATH` or the KIWI_SRC environment variable) with the
system's C++ compiler at -O2, then runs it and solver-bench (release) alternately, workload by
workload, round by round, and prints each side's median of the rounds' medians and the ratio.
With `--callgrind` it also counts instructions per operation under valgrind, by difference
(two runs of each side that differ only in the number of operations), which the machine's
noise does not touch.

    python3 -m pip download --no-binary :all: --no-deps kiwisolver -d /tmp/kiwi
    (cd Benchmarks && swift build -c release --product solver-bench)
    python3 Benchmarks/kiwi/compare_kiwi.py --kiwi /tmp/kiwi/kiwisolver-1.5.1.tar.gz --callgrind

Workloads (solver-bench's, one for one; see kiwi-driver.cpp): `enaml/build` (create a solver,
37 variables, 2 strong edits and 111 constraints, update, read, free) and `enaml/suggest-cycle`
(suggest width and height cycling through six sizes, update, read the values). Without a
kiwisolver sdist the script says so and exits 0 (skipped). Exit codes: 0 done or skipped,
2 usage or missing inputs.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
BENCHMARKS = os.path.dirname(HERE)
BUILD = os.path.join(BENCHMARKS, ".build", "kiwi")

sys.path.insert(0, BENCHMARKS)
from benchcommon import fail, format_time, instructions, print_table  # noqa: E402 (after the path)


def kiwi_headers(path):
    """The directory holding `kiwi/kiwi.h`: an unpacked sdist, or a .tar.gz unpacked here."""
    if os.path.isdir(path):
        for candidate in [path] + [os.path.join(path, name) for name in sorted(os.listdir(path))]:
            if os.path.isfile(os.path.join(candidate, "kiwi", "kiwi.h")):
                return candidate
        fail(f"no kiwi/kiwi.h under {path} (pass an unpacked kiwisolver sdist)")
    if not tarfile.is_tarfile(path):
        fail(f"{path} is neither a directory nor a tar archive")
    target = os.path.join(BUILD, "sdist")
    os.makedirs(target, exist_ok=True)
    with tarfile.open(path) as archive:
        members = [m for m in archive.getmembers() if "/kiwi/" in m.name and m.isfile()]
        if not members:
            fail(f"{path} holds no kiwi/ headers (is it kiwisolver's sdist?)")
        archive.extractall(target, members=members)
        root = members[0].name.split("/kiwi/")[0]
    return os.path.join(target, root)


def build_driver(headers, compiler):
    source = os.path.join(HERE, "kiwi-driver.cpp")
    output = os.path.join(BUILD, "kiwi-driver")
    stamp = output + ".headers"
    fresh = (
        os.path.exists(output)
        and os.path.getmtime(output) >= os.path.getmtime(source)
        and os.path.exists(stamp)
        and open(stamp).read() == headers
    )
    if not fresh:
        os.makedirs(BUILD, exist_ok=True)
        print(f"compiling the kiwi driver against {headers} (-O2)", file=sys.stderr)
        command = [compiler, "-O2", "-std=c++17", "-w", "-I", headers, source, "-o", output]
        subprocess.run(command, check=True)
        with open(stamp, "w") as handle:
            handle.write(headers)
    return output


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{' '.join(command)} failed ({result.returncode}): {result.stderr.strip()}")
    return result.stdout


def kiwi_side(driver, workload, name, samples, operations):
    mode = "build" if name == "enaml/build" else "suggest"
    command = [driver, mode, workload, str(samples)]
    if mode == "suggest":
        command.append(str(operations))
    line = run(command).strip().splitlines()[-1]
    return float(dict(item.split("=") for item in line.split())["median_ns"])


def trellis_side(bench, shared, name, samples, operations):
    command = [bench, "--json", "--shared", shared, "--only", name, "--samples", str(samples)]
    if name != "enaml/build":
        command += ["--operations", str(operations)]
    results = json.loads(run(command))["results"]
    return next(result["median_ns"] for result in results if result["name"] == name)


def per_operation(commands, counts):
    """Instructions per operation from two runs that differ only in their operation count."""
    (few, many) = counts
    return (instructions(commands(many)) - instructions(commands(few))) / (many - few)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kiwi", default=os.environ.get("KIWI_SRC"),
                        help="kiwisolver sdist (.tar.gz or unpacked directory)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--shared", default=os.path.join(BENCHMARKS, "..", "..", "shared",
                                                         "benchmarks"))
    parser.add_argument("--bench", default=os.path.join(BENCHMARKS, ".build", "release",
                                                        "solver-bench"))
    parser.add_argument("--compiler", default=os.environ.get("CXX", "c++"))
    parser.add_argument("--callgrind", action="store_true",
                        help="also count instructions per operation (valgrind, by difference)")
    parser.add_argument("--markdown", action="store_true")
    options = parser.parse_args()
    if not options.kiwi or not os.path.exists(options.kiwi):
        print("compare_kiwi.py: skipped (pass kiwisolver's sdist with --kiwi PATH or KIWI_SRC; "
              "python3 -m pip download --no-binary :all: --no-deps kiwisolver)", file=sys.stderr)
        return
    workload = os.path.join(options.shared, "enaml_like.txt")
    if not os.path.exists(workload):
        fail(f"{workload} not found (pass the reference workloads with --shared DIR)")
    if not os.path.exists(options.bench):
        fail("build solver-bench first: (cd Benchmarks && swift build -c release "
             "--product solver-bench)")
    driver = build_driver(kiwi_headers(options.kiwi), options.compiler)

    # (name, samples, operations per sample, callgrind (few, many) counts, unit)
    workloads = [
        ("enaml/build", 301, 1, (2, 12), "build"),
        ("enaml/suggest-cycle", 31, 6000, (600, 3000), "operation"),
    ]
    times = {name: {"trellis": [], "kiwi": []} for name, *_ in workloads}
    for round_index in range(options.rounds):
        for name, samples, operations, _, _ in workloads:
            sides = [
                ("trellis", lambda: trellis_side(options.bench, options.shared, name, samples,
                                                 operations)),
                ("kiwi", lambda: kiwi_side(driver, workload, name, samples, operations)),
            ]
            if round_index % 2:
                sides.reverse()
            for side, measure in sides:
                times[name][side].append(measure())
        print(f"round {round_index + 1} of {options.rounds} done", file=sys.stderr)

    counts = {}
    if options.callgrind:
        for name, _, _, pair, _ in workloads:
            if name == "enaml/build":
                ours = lambda n: [options.bench, "--shared", options.shared, "--only", name,
                                  "--samples", str(n)]
                theirs = lambda n: [driver, "build", workload, str(n)]
            else:
                ours = lambda n: [options.bench, "--shared", options.shared, "--only", name,
                                  "--samples", "1", "--operations", str(n)]
                theirs = lambda n: [driver, "suggest", workload, "1", str(n)]
            counts[name] = (per_operation(ours, pair), per_operation(theirs, pair))
            print(f"counted {name}", file=sys.stderr)

    header = ["workload", "Trellis", "kiwi C++ -O2", "kiwi / Trellis", "rounds (kiwi / Trellis)"]
    if options.callgrind:
        header += ["Trellis instructions", "kiwi instructions", "instructions ratio"]
    rows = []
    for name, _, _, _, unit in workloads:
        ours = statistics.median(times[name]["trellis"])
        theirs = statistics.median(times[name]["kiwi"])
        each = ", ".join(f"{k / t:.2f}" for k, t in zip(times[name]["kiwi"],
                                                        times[name]["trellis"]))
        row = [f"{name} (per {unit})", format_time(ours), format_time(theirs),
               f"{theirs / ours:.2f}×", each]
        if options.callgrind:
            ours_count, theirs_count = counts[name]
            row += [f"{ours_count / 1e3:,.1f} k", f"{theirs_count / 1e3:,.1f} k",
                    f"{theirs_count / ours_count:.2f}×"]
        rows.append(row)
    print_table(header, rows, options.markdown)


if __name__ == "__main__":
    main()
