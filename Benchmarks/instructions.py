#!/usr/bin/env python3
"""Counts the instructions of issue 14's builds and runs under callgrind, per view.

Times on this shared machine move by a factor of 1.5 between runs of the same binary; the
number of instructions a run executes does not. This script gives that second measure, in one
table, for:

  target 1  model-bench's engine build + first frames against the solver-only build of the same
            constraints (grid and app-like layouts of 1,000 and 10,000 views). Each side is
            counted by difference: `model-bench --grid|--app VIEWS --side engine|solver` minus
            `--side none` (the layout's description alone). The build is not torn down.
  target 3  `layout-cli solve` of the generated 1,000- and 10,000-view files, the whole process.
  target 5  `layout-cli check` of the generated chains of 10,000 and 100,000 nested views, and
            the ratio of the two (linear is 10).

For each engine build and each `layout-cli` run it also gives the instructions spent in the
solver (ConstraintSolver's functions and what they call, callbacks into the engine excepted; see
benchcommon.module_instructions): what the build or the run would cost if everything else were
free. (`--side none` spends nothing in the solver.)

Instructions are not time: a run that misses the cache or faults in pages costs more time for
the same count. The engine's time ratio is above its instruction ratio for that reason (see
Benchmarks/README).

Needs valgrind (`apt-get install -y valgrind`); without it, says so and exits 0.

Usage (from the repository root):
  swift build -c release --product layout-cli
  (cd Benchmarks && swift build -c release --product model-bench)
  python3 Benchmarks/instructions.py [--markdown] [--quick]
"""

import argparse
import os
import re
import shutil
import tempfile

from benchcommon import HERE, fail, instructions, print_table, write_generated_layout


# The solver's module, and the code it may call back: closures of the engine, the tool and the
# benchmark.
SOLVER = ("$s16ConstraintSolver", ("$s15LayoutBehaviors", "$s10layout_cli", "$s11model_bench"))


def per_view(count, views):
    """Instructions per view, with a thousands separator."""
    return f"{count / views:,.0f}"


def millions(count):
    return f"{count / 1e6:,.1f} M"


def model_rows(bench, layouts):
    """Rows of the target 1 table: engine and solver-only builds by difference."""
    rows = []
    for kind, views in layouts:
        base = [bench, f"--{kind}", str(views), "--side"]
        none = instructions(base + ["none"])
        with tempfile.TemporaryFile(mode="w+") as printed:
            engine, engine_solver = instructions(base + ["engine"], stdout=printed,
                                                 inside=SOLVER)
            engine -= none
            printed.seek(0)
            # model-bench prints "grid 1000 (1001 views): engine …": the layout's real count.
            match = re.search(r"\((\d+) views\)", printed.read())
        if not match:
            fail(f"model-bench printed no view count for --{kind} {views}")
        actual = int(match.group(1))
        solver = instructions(base + ["solver"]) - none
        rows.append([f"{'app-like' if kind == 'app' else 'grid'} {views:,}", f"{actual:,}",
                     millions(engine), millions(solver), f"{engine / solver:.3f}×",
                     per_view(engine, actual), per_view(solver, actual),
                     f"{millions(engine_solver)} ({100 * engine_solver / engine:.0f} %)"])
    return rows


def cli_rows(cli, directory, quick):
    """Rows of the CLI table: whole runs of layout-cli on generated files."""
    runs = [("solve", "flat", 1_000, ["--views", "1000"]),
            ("solve", "flat", 10_000, ["--views", "10000"]),
            ("check", "deep", 10_000, ["--depth", "10000"])]
    if not quick:
        runs.append(("check", "deep", 100_000, ["--depth", "100000"]))
    rows = []
    counts = {}
    for command, shape, views, arguments in runs:
        path = write_generated_layout(directory, f"{shape}-{views}", arguments)
        count, solver = instructions([cli, command, path], inside=SOLVER)
        counts[(shape, views)] = count
        rows.append([f"`{command}` {shape} {views:,}", millions(count), per_view(count, views),
                     millions(solver), f"{100 * solver / count:.1f} %"])
    if ("deep", 100_000) in counts:
        ratio = counts[("deep", 100_000)] / counts[("deep", 10_000)]
        rows.append(["deep 100,000 / deep 10,000", f"{ratio:.2f}", "—", "—", "—"])
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(HERE, "..", ".build", "release",
                                                      "layout-cli"))
    parser.add_argument("--model-bench", default=os.path.join(HERE, ".build", "release",
                                                              "model-bench"))
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    parser.add_argument("--quick", action="store_true",
                        help="the 1,000-view layouts and the 10,000-view chain only")
    options = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("instructions.py: valgrind is not installed; nothing counted "
              "(apt-get install -y valgrind).")
        return
    for path, build in ((options.cli, "swift build -c release --product layout-cli"),
                        (options.model_bench,
                         "(cd Benchmarks && swift build -c release --product model-bench)")):
        if not os.access(path, os.X_OK):
            fail(f"{path} is missing; build it first: {build}")

    layouts = [("grid", 1_000), ("app", 1_000)]
    if not options.quick:
        layouts += [("grid", 10_000), ("app", 10_000)]
    print("Target 1: engine build + first frames against the solver-only build "
          "(instructions, no teardown)\n")
    print_table(["layout", "views", "engine", "solver-only", "engine / solver", "engine per view",
                 "solver per view", "engine's build in the solver"],
                model_rows(options.model_bench, layouts), options.markdown)
    print("\nTargets 3 and 5: whole layout-cli runs\n")
    with tempfile.TemporaryDirectory() as directory:
        rows = cli_rows(options.cli, directory, options.quick)
        print_table(["run", "instructions", "per view", "in the solver", "solver share"], rows,
                    options.markdown)


if __name__ == "__main__":
    main()
