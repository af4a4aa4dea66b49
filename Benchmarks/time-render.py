#!/usr/bin/env python3
"""Times `layout-cli render` end to end on a generated layout (10,000 views by default).

The SVG writer lives in the `layout-cli` executable, which the `solver-bench` package cannot
import, so this measures the release binary as a user runs it: one process per sample, from
reading the file to the SVG written to a file (`-o`). To show what drawing adds to solving, the
same file also goes through `check` (the same run of the layout and its events, with a one-line
report) and `solve --format json` (the same run, every frame written as JSON); the commands
alternate sample by sample so that a change in the machine's load touches them alike. It prints
the median, minimum and maximum wall-clock time of each, render's median less check's (the cost
of the SVG, roughly), and the size of the SVG.

Usage (from the package root):
  swift build -c release --product layout-cli
  python3 Benchmarks/time-render.py [--views 10000] [--samples 7] [--binary .build/release/layout-cli]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from benchcommon import load_generator


def time_commands(commands, samples):
    times = [[] for _ in commands]
    for _ in range(samples):
        for index, command in enumerate(commands):
            start = time.perf_counter()
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            times[index].append(time.perf_counter() - start)
    return times


def describe(name, times):
    return "%-22s median %7.1f ms  min %7.1f ms  max %7.1f ms  (%d runs)" % (
        name, 1000 * statistics.median(times), 1000 * min(times), 1000 * max(times), len(times))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--views", type=int, default=10000, help="the number of views (default 10000)")
    parser.add_argument("--samples", type=int, default=7, help="runs of each command (default 7)")
    parser.add_argument(
        "--binary", default=".build/release/layout-cli", help="the layout-cli to time (release)")
    arguments = parser.parse_args()
    if not os.path.exists(arguments.binary):
        parser.error("%s does not exist; build it with 'swift build -c release --product layout-cli'"
                     % arguments.binary)
    document = load_generator().generate(arguments.views)
    with tempfile.TemporaryDirectory() as directory:
        layout = os.path.join(directory, "layout.json")
        with open(layout, "w") as file:
            json.dump(document, file, indent=1)
        svg = os.path.join(directory, "layout.svg")
        report = os.path.join(directory, "layout.frames.json")
        render = [arguments.binary, "render", layout, "-o", svg]
        solve = [arguments.binary, "solve", layout, "--format", "json", "-o", report]
        check = [arguments.binary, "check", layout]
        # One run of each first, untimed: the file cache and the binary's pages.
        for command in (render, check, solve):
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        render_times, check_times, solve_times = time_commands(
            (render, check, solve), arguments.samples)
        size = os.path.getsize(svg)
    print("%d views, %d constraints, %d events" % (
        len(document["views"]), len(document["constraints"]), len(document["events"])))
    print(describe("render (svg)", render_times))
    print(describe("check", check_times))
    print(describe("solve --format json", solve_times))
    print("render - check (medians): %.1f ms; SVG %.1f MB" % (
        1000 * (statistics.median(render_times) - statistics.median(check_times)), size / 1e6))


if __name__ == "__main__":
    sys.exit(main())
