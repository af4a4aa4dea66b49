#!/usr/bin/env python3
"""Trellis against Yoga, from scratch, on the same trees, in the same run.

Yoga has no Swift package: this script compiles `yoga/yoga-driver.cpp` against a checkout of
facebook/yoga (`--yoga DIR` or the YOGA_SRC environment variable) with the system's C++
compiler at -O2, then runs it and `model-bench --scratch` (release) alternately, tree by tree,
round by round, and prints both sides with their ratio per view.

`--heap` names the states of the heap to measure in, each the same on both sides and one table
each (glibc; see model-bench's HeapState.swift): `warm` (nothing freed is given back to the
system, no page faults once warm), `cold` (every free page given back before each timed build,
so each build faults in its memory) and `default` (the allocator's defaults, where what one
build finds mapped depends on the builds before it). Default: `warm,cold`.

    git clone https://github.com/facebook/yoga /tmp/yoga
    (cd Benchmarks && swift build -c release --product model-bench)
    python3 Benchmarks/compare_yoga.py --yoga /tmp/yoga --rounds 5

Trees (see yoga-driver.cpp and model-bench's LayoutSpec.swift): `app N`, a list screen of
sections of rows (icon, title, subtitle, chevron), and `grid N`, N 10 x 10 views in rows.
Each side's check value (the list's height, the last view's position) must agree, or the
script stops. Exit codes: 0 done, 2 usage or missing inputs, 3 the two sides disagree.

`--incremental` measures changes to a tree built once instead (model-bench --incremental,
yoga-driver --incremental; `--steps` of each per run): one leaf's size (Trellis: the constant
in place; Yoga: the node's style, which marks it dirty), the root's width, and a row added
(views or nodes made and inserted), each timed from the change to the changed frames read
back (Trellis: `takeChangedFrames()`; Yoga: the layout calculated, then every node marked as
having a new layout read and unmarked, not descending below a node without the mark). The
table gives both medians, Yoga's time over Trellis's (above 1: Trellis is ahead), and how
many views or nodes each side read back per change. The check values after the leaf change
and after the row added must agree.
"""

import argparse
import os
import statistics
import subprocess
import sys

from benchcommon import fail, format_time

HERE = os.path.dirname(os.path.abspath(__file__))
TREES = [("app", 1000, None), ("app", 10000, None), ("grid", 1000, 25), ("grid", 10000, 100)]


def build_driver(yoga, compiler):
    source = os.path.join(HERE, "yoga", "yoga-driver.cpp")
    output = os.path.join(HERE, ".build", "yoga-driver")
    units = []
    for directory, _, files in os.walk(os.path.join(yoga, "yoga")):
        units += [os.path.join(directory, name) for name in sorted(files) if name.endswith(".cpp")]
    if not units:
        fail(f"no Yoga sources under {yoga}/yoga (pass a checkout of facebook/yoga with --yoga)")
    newest = max(os.path.getmtime(path) for path in units + [source])
    if not os.path.exists(output) or os.path.getmtime(output) < newest:
        os.makedirs(os.path.dirname(output), exist_ok=True)
        command = [compiler, "-O2", "-std=c++20", "-I", yoga, source] + sorted(units)
        print(f"compiling the Yoga driver ({len(units)} Yoga files, -O2)", file=sys.stderr)
        subprocess.run(command + ["-o", output], check=True)
    return output


def parse(line):
    return {key: float(value) for key, value in (item.split("=") for item in line.split())}


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{' '.join(command)} failed ({result.returncode}): {result.stderr.strip()}")
    return parse(result.stdout.strip().splitlines()[-1])


def per_view(nanoseconds, views):
    return nanoseconds / views


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--yoga", default=os.environ.get("YOGA_SRC"), help="facebook/yoga checkout")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--samples", type=int, default=11, help="samples per run (10,000 views: half)")
    parser.add_argument("--compiler", default=os.environ.get("CXX", "c++"))
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--heap", default="warm,cold",
                        help="comma-separated heap states: warm, cold, default (default warm,cold)")
    parser.add_argument("--incremental", action="store_true",
                        help="changes to a built tree instead of builds from scratch")
    parser.add_argument("--steps", type=int, default=51, help="changes of each kind per run")
    options = parser.parse_args()
    states = options.heap.split(",")
    if not states or any(state not in ("warm", "cold", "default") for state in states):
        fail("--heap takes warm, cold or default, separated by commas")
    if not options.yoga or not os.path.isdir(options.yoga):
        fail("pass a checkout of facebook/yoga with --yoga DIR (or set YOGA_SRC)")
    model_bench = os.path.join(HERE, ".build", "release", "model-bench")
    if not os.path.exists(model_bench):
        fail("build model-bench first: (cd Benchmarks && swift build -c release --product model-bench)")
    driver = build_driver(options.yoga, options.compiler)
    if options.incremental:
        run_incremental(model_bench, driver, options)
        return

    for state in states:
        heap = [] if state == "default" else ["--heap", state]
        results = {tree: {"trellis": [], "yoga": []} for tree in TREES}
        for round_index in range(options.rounds):
            for tree in TREES:
                kind, views, columns = tree
                samples = options.samples if views < 5000 else max(3, options.samples // 2)
                extra = [str(columns)] if columns else []
                trellis_command = [model_bench, "--scratch", kind, str(views), str(samples)] + extra
                yoga_command = [driver, kind, str(views), str(samples)] + extra
                commands = [("trellis", trellis_command + heap), ("yoga", yoga_command + heap)]
                if round_index % 2:
                    commands.reverse()
                for side, command in commands:
                    results[tree][side].append(run(command))
                trellis, yoga = results[tree]["trellis"][-1], results[tree]["yoga"][-1]
                if abs(trellis["check"] - yoga["check"]) > 1e-3:
                    fail(f"{kind} {views}: Trellis check {trellis['check']} != Yoga {yoga['check']}", 3)
        print_table(state, results)


CHANGES = [("leaf", "one leaf's size"), ("resize", "the root's width"), ("row", "a row added")]


def run_incremental(model_bench, driver, options):
    results = {tree: {"trellis": [], "yoga": []} for tree in TREES}
    for round_index in range(options.rounds):
        for tree in TREES:
            kind, views, columns = tree
            extra = [str(columns)] if columns else []
            arguments = [kind, str(views), str(options.steps)] + extra
            commands = [("trellis", [model_bench, "--incremental"] + arguments),
                        ("yoga", [driver, "--incremental"] + arguments)]
            if round_index % 2:
                commands.reverse()
            for side, command in commands:
                results[tree][side].append(run(command))
            trellis, yoga = results[tree]["trellis"][-1], results[tree]["yoga"][-1]
            for key in ("check_leaf", "check_row"):
                if abs(trellis[key] - yoga[key]) > 1e-3:
                    fail(f"{kind} {views}: Trellis {key} {trellis[key]} != Yoga {yoga[key]}", 3)
    print(f"incremental: {options.rounds} rounds of {options.steps} changes of each kind "
          "(medians of the rounds' medians)\n")
    print("| tree | change | Trellis | Yoga | Yoga / Trellis | views read (Trellis) "
          "| nodes read (Yoga) |")
    print("|---|---|---|---|---|---|---|")
    for tree in TREES:
        kind, views, _ = tree
        for key, label in CHANGES:
            trellis = statistics.median(r[key] for r in results[tree]["trellis"])
            yoga = statistics.median(r[key] for r in results[tree]["yoga"])
            read_trellis = int(statistics.median(r[key + "_changed"] for r in results[tree]["trellis"]))
            read_yoga = int(statistics.median(r[key + "_changed"] for r in results[tree]["yoga"]))
            print(f"| {kind} {views} | {label} | {format_time(trellis)} | {format_time(yoga)} "
                  f"| {yoga / trellis:.2f}× | {read_trellis:,} | {read_yoga:,} |")
    print()


def print_table(state, results):
    print(f"heap: {state}\n")
    print("| tree | Trellis views | Yoga nodes | Trellis engine | Trellis solver | Yoga build + layout + free "
          "| Yoga layout only | engine / Yoga per view | solver / Yoga per view |")
    print("|---|---|---|---|---|---|---|---|---|")
    for tree in TREES:
        kind, views, _ = tree
        trellis = results[tree]["trellis"]
        yoga = results[tree]["yoga"]
        engine = statistics.median(r["engine"] for r in trellis)
        solver = statistics.median(r["solver"] for r in trellis)
        full = statistics.median(r["build_layout_free"] for r in yoga)
        layout = statistics.median(r["layout"] for r in yoga)
        trellis_views = int(trellis[0]["views"])
        nodes = int(yoga[0]["nodes"])
        yoga_per = per_view(full, nodes)
        print(f"| {kind} {views} | {trellis_views:,} | {nodes:,} | {format_time(engine)} "
              f"| {format_time(solver)} | {format_time(full)} | {format_time(layout)} "
              f"| {per_view(engine, trellis_views) / yoga_per:.2f}× "
              f"| {per_view(solver, trellis_views) / yoga_per:.2f}× |")
    print()


if __name__ == "__main__":
    main()
