#!/usr/bin/env python3
"""Times `layout-cli solve` end to end on the generated 1,000- and 10,000-view files (issue 14, target 3).

One process per sample, as a user runs it: from starting the binary to the table written (to
/dev/null). The two sizes, and the binaries when a baseline is given, alternate sample by sample,
so that a change in the machine's load touches them alike; the order of the runs in a sample is
reversed every other sample, so that neither binary always runs first. It prints the load
average before and after, and each size's median, minimum and maximum wall-clock time against
its target (1,000 views: 15 ms; 10,000 views: 250 ms), and the median processor time (user and
system, every thread of the process). A one-view file is timed alongside: what any run costs
before its layout's size counts. With a baseline, it prints the ratio of the medians and
the median of the per-sample ratios (each sample's two runs ran back to back, so their ratio is
not moved by the machine changing speed between samples, which moves both medians).

With --idle SECONDS it waits that long before each run. On a virtual machine whose hypervisor
takes back freed memory (free page reporting; the script says whether this one does), a run
right after another finds the memory it needs still mapped, and a run after 2 seconds or more of
idle does not, as a user's first run; --idle 3 measures that case.

Usage (from the package root):
  swift build -c release --product layout-cli
  python3 Benchmarks/time-solve.py [--samples 15] [--binary .build/release/layout-cli]
      [--baseline /path/to/an/older/layout-cli] [--idle 3]
"""

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time

from benchcommon import load_generator, memory_state_line

TARGETS = {1000: 0.015, 10000: 0.250}
# The sizes timed: the targets', and one view, for what a run costs before its layout's size
# counts (the process, the binary's start-up, a file read and a table written).
SIZES = [1] + sorted(TARGETS)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=15, help="runs of each command (default 15)")
    parser.add_argument(
        "--binary", default=".build/release/layout-cli", help="the layout-cli to time (release)")
    parser.add_argument("--baseline", help="an older layout-cli to time alongside, for ratios")
    parser.add_argument("--idle", type=float, default=0,
                        help="seconds to wait before each timed run (default 0)")
    arguments = parser.parse_args()
    binaries = [("this", arguments.binary)]
    if arguments.baseline:
        binaries.append(("baseline", arguments.baseline))
    for _, binary in binaries:
        if not os.path.exists(binary):
            parser.error("%s does not exist; build it with "
                         "'swift build -c release --product layout-cli'" % binary)
    generator = load_generator()
    with tempfile.TemporaryDirectory() as directory:
        files = {}
        for views in SIZES:
            path = os.path.join(directory, "layout-%d.json" % views)
            with open(path, "w") as file:
                json.dump(generator.generate(views), file, indent=1)
            files[views] = path
        commands = [(name, views, [binary, "solve", files[views]])
                    for name, binary in binaries for views in SIZES]
        # One run of each first, untimed: the file cache and the binary's pages.
        for _, _, command in commands:
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        print(memory_state_line(arguments.idle))
        print("load average before: %.2f %.2f %.2f" % os.getloadavg())
        times = {(name, views): [] for name, views, _ in commands}
        processor = {(name, views): [] for name, views, _ in commands}
        for sample in range(arguments.samples):
            for name, views, command in commands if sample % 2 == 0 else commands[::-1]:
                time.sleep(arguments.idle)
                wall, cpu = run(command)
                times[(name, views)].append(wall)
                processor[(name, views)].append(cpu)
        print("load average after:  %.2f %.2f %.2f" % os.getloadavg())
    for views in SIZES:
        for name, _ in binaries:
            samples = times[(name, views)]
            median = statistics.median(samples)
            line = "solve %6d views (%-8s) median %7.1f ms  min %7.1f ms  max %7.1f ms" % (
                views, name, 1000 * median, 1000 * min(samples), 1000 * max(samples))
            line += "  processor %7.1f ms" % (1000 * statistics.median(processor[(name, views)]))
            if name == "this" and views in TARGETS:
                target = TARGETS[views]
                line += "  target %3.0f ms: %s (%.2fx the target)" % (
                    1000 * target, "met" if median <= target else "not met", median / target)
                if arguments.baseline:
                    baseline = times[("baseline", views)]
                    paired = [old / new for old, new in zip(baseline, samples)]
                    line += ", %.2fx faster than the baseline (median of paired ratios %.2fx)" % (
                        statistics.median(baseline) / median, statistics.median(paired))
            print(line)


def run(command):
    """Runs `command` to the end; returns its wall-clock time and the processor time (user and
    system) of the process, in seconds. A failure stops the script."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit("%s failed with status %d" % (
            " ".join(command), os.waitstatus_to_exitcode(status)))
    return wall, usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    main()
