#!/usr/bin/env python3
"""Times `layout-cli check` on generated layouts of growing size and prints the ratios.

Workloads (files written by generate-layout.py into a temporary directory):
  flat N      the card feed of N views (4 constraints each), N = 10,000 and 100,000
  deep N      a chain of N nested views (4 constraints each), N = 10,000 and 100,000
  events E    200 views with E events, E = 10, 2,000 and 20,000 (the cost per event should not
              grow with E)

Runs are interleaved round by round (the machine is shared and noisy); the table shows the
median wall time of the rounds, the minimum, and the ratios of the 100,000 to the 10,000 layout
(linear is 10) and of the time per event at 20,000 events to that at 2,000.

With --idle SECONDS it waits that long before each run: on a virtual machine whose hypervisor
takes back freed memory (free page reporting; the script says whether this one does), a run
after 2 seconds or more of idle maps its memory afresh, where a run right after another large one
does not.

Usage (from the repository root):
  swift build -c release --product layout-cli
  python3 Benchmarks/cli_scale.py [--rounds 3] [--cli .build/release/layout-cli] [--quick]
      [--idle 3]
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from benchcommon import HERE, memory_state_line, write_generated_layout


def timed(cli, path):
    start = time.perf_counter()
    result = subprocess.run([cli, "check", path], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode not in (0, 2):
        sys.exit("layout-cli check %s failed (%d): %s" % (path, result.returncode,
                                                          result.stderr.decode()[-2000:]))
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cli", default=os.path.join(HERE, "..", ".build", "release", "layout-cli"))
    parser.add_argument("--quick", action="store_true", help="the 10,000 sizes and 2,000 events only")
    parser.add_argument("--idle", type=float, default=0,
                        help="seconds to wait before each timed run (default 0)")
    arguments = parser.parse_args()
    workloads = [
        ("flat 10000", ["--views", "10000"]),
        ("deep 10000", ["--depth", "10000"]),
        ("events 10", ["--views", "200", "--events", "10"]),
        ("events 2000", ["--views", "200", "--events", "2000"]),
    ]
    if not arguments.quick:
        workloads += [
            ("flat 100000", ["--views", "100000"]),
            ("deep 100000", ["--depth", "100000"]),
            ("events 20000", ["--views", "200", "--events", "20000"]),
        ]
    times = {name: [] for name, _ in workloads}
    with tempfile.TemporaryDirectory() as directory:
        paths = {name: write_generated_layout(directory, name.replace(" ", "-"), options)
                 for name, options in workloads}
        for _ in range(arguments.rounds):
            for name, _ in workloads:
                time.sleep(arguments.idle)
                times[name].append(timed(arguments.cli, paths[name]))
    median = {name: statistics.median(values) for name, values in times.items()}
    print(memory_state_line(arguments.idle))
    print()
    print("| workload | median | min | rounds |")
    print("|---|---|---|---|")
    for name, _ in workloads:
        print("| %s | %.3f s | %.3f s | %d |" % (name, median[name], min(times[name]),
                                               len(times[name])))
    print()
    for kind in ["flat", "deep"]:
        big, small = "%s 100000" % kind, "%s 10000" % kind
        if big in median:
            print("%s: time(100,000) / time(10,000) = %.1f" % (kind, median[big] / median[small]))
    if "events 20000" in median:
        # Per event, with the time of the 10-event file (loading and the first solve) taken off.
        base = median["events 10"]
        per_2000 = (median["events 2000"] - base) / 1990
        per_20000 = (median["events 20000"] - base) / 19990
        print("events: %.0f µs per event at 2,000, %.0f µs at 20,000 (ratio %.2f)"
              % (per_2000 * 1e6, per_20000 * 1e6, per_20000 / per_2000))


if __name__ == "__main__":
    main()
