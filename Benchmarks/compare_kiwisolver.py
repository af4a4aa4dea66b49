#!/usr/bin/env python3
"""Run the reference workloads through Trellis (solver-bench) and kiwisolver, side by side.

Both sides are measured in the same run, workload by workload, alternating (the machines this
runs on are noisy, so neither side gets a quiet minute the other did not). Prints a table with
the medians and the ratio kiwisolver / Trellis (above 1: Trellis is faster).

Usage (from Benchmarks/, after `swift build -c release`):
    python3 compare_kiwisolver.py [--quick] [--rounds N] [--max-scale N] [--memory]
        [--shared DIR] [--bench PATH] [--markdown]

kiwisolver is the `kiwisolver` package from PyPI (pip install kiwisolver): kiwi's C++ core with
Python bindings, so its per-call numbers include Python's call overhead (about 0.1-1 µs).
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time

from benchcommon import format_time, print_table

try:
    import kiwisolver as kiwi
except ImportError:
    sys.exit("kiwisolver is not installed: python3 -m pip install kiwisolver")

HERE = os.path.dirname(os.path.abspath(__file__))
STRENGTH_REQUIRED = 1001001000.0


# ---------------------------------------------------------------- workloads in the neutral format

def parse_workload(text):
    """Parses the neutral workload format of ../shared/benchmarks/README.md."""
    workload = {"vars": 0, "names": {}, "items": [], "rows": [], "ctags": {}, "vtags": {}}
    for line in text.splitlines():
        line = line.split("#", 1)[0].split()
        if not line:
            continue
        kind = line[0]
        if kind == "V":
            workload["vars"] = int(line[1])
        elif kind == "N":
            workload["names"][int(line[1])] = line[2] if len(line) > 2 else ""
        elif kind == "E":
            workload["items"].append(("E", int(line[1]), float(line[2])))
        elif kind == "C":
            terms = []
            for field in line[4:]:
                index, coefficient = field.split(":")
                terms.append((int(index), float(coefficient)))
            workload["rows"].append((line[1], float(line[2]), float(line[3]), terms))
            workload["items"].append(("C", len(workload["rows"]) - 1))
        elif kind == "T":
            workload["ctags"][line[1]] = int(line[2])
        elif kind == "X":
            workload["vtags"][line[1]] = int(line[2])
    return workload


def grid_workload(count):
    """The grid of ../shared/benchmarks/README.md, generated as solver-bench generates it."""
    columns = 1
    while columns * columns < count:
        columns += 1
    workload = {"vars": 4 * count + 1, "names": {}, "items": [], "rows": [], "ctags": {}, "vtags": {}}
    container = 4 * count

    def add(terms, constant, op, strength):
        workload["rows"].append((op, strength, constant, terms))
        workload["items"].append(("C", len(workload["rows"]) - 1))

    add([(container, 1.0)], -110.0 * columns, "==", 1000.0)
    middle = count // 2
    for i in range(count):
        row, column = divmod(i, columns)
        l, t, w, h = 4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3
        if i == middle:
            workload["ctags"]["minw"] = len(workload["rows"])
        add([(w, 1.0)], -20.0, ">=", STRENGTH_REQUIRED)
        add([(h, 1.0)], -20.0, ">=", STRENGTH_REQUIRED)
        if i == middle:
            workload["ctags"]["prefw"] = len(workload["rows"])
        add([(w, 1.0)], -100.0, "==", 1.0)
        if i == middle:
            workload["ctags"]["prefh"] = len(workload["rows"])
        add([(h, 1.0)], -(30.0 + 10.0 * (i % 5)), "==", 1000.0)
        if i == middle:
            workload["ctags"]["hspace"] = len(workload["rows"])
        if column == 0:
            add([(l, 1.0)], 0.0, "==", STRENGTH_REQUIRED)
        else:
            add([(l, 1.0), (l - 4, -1.0), (w - 4, -1.0)], -8.0, "==", STRENGTH_REQUIRED)
        if row == 0:
            add([(t, 1.0)], 0.0, "==", STRENGTH_REQUIRED)
        else:
            up = 4 * (i - columns)
            add([(t, 1.0), (up + 1, -1.0), (up + 3, -1.0)], -8.0, "==", STRENGTH_REQUIRED)
        if column == columns - 1 or i == count - 1:
            add([(l, 1.0), (w, 1.0), (container, -1.0)], 0.0, "<=", STRENGTH_REQUIRED)
    workload["vtags"]["dragw"] = 4 * (columns // 2) + 2
    workload["vtags"]["dragW"] = container
    return workload


def make_constraint(variables, row, constant=None):
    op, strength, row_constant, terms = row
    expression = row_constant if constant is None else constant
    for index, coefficient in terms:
        expression = expression + coefficient * variables[index]
    if op == "==":
        constraint = expression == 0
    elif op == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | strength


def build(workload):
    """Create the solver, the variables and the constraints, add everything, update."""
    variables = [kiwi.Variable(workload["names"].get(i, "v%d" % i)) for i in range(workload["vars"])]
    solver = kiwi.Solver()
    constraints = []
    for item in workload["items"]:
        if item[0] == "E":
            solver.addEditVariable(variables[item[1]], item[2])
        else:
            constraint = make_constraint(variables, workload["rows"][item[1]])
            solver.addConstraint(constraint)
            constraints.append(constraint)
    solver.updateVariables()
    return solver, variables, constraints


# ---------------------------------------------------------------- kiwisolver timings (ns per op)

def kiwi_build(workload, samples):
    times = []
    for _ in range(samples):
        start = time.perf_counter_ns()
        build(workload)
        times.append(time.perf_counter_ns() - start)
    return times


def kiwi_enaml_suggest(workload, samples, operations):
    solver, variables, _ = build(workload)
    width, height = variables[0], variables[1]
    sizes = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
    for index in range(600):
        w, h = sizes[index % 6]
        solver.suggestValue(width, w)
        solver.suggestValue(height, h)
        solver.updateVariables()
    times = []
    for _ in range(samples):
        start = time.perf_counter_ns()
        for index in range(operations):
            w, h = sizes[index % 6]
            solver.suggestValue(width, w)
            solver.suggestValue(height, h)
            solver.updateVariables()
        times.append((time.perf_counter_ns() - start) / operations)
    return times


def kiwi_drag(workload, tag, update, samples, steps):
    solver, variables, _ = build(workload)
    variable = variables[workload["vtags"][tag]]
    solver.addEditVariable(variable, "strong")
    if tag == "dragw":
        positions = [20 + abs(k % 400 - 200) for k in range(400)]
    else:
        positions = [1230 + 2 * (k % 400 if k % 400 <= 200 else 400 - k % 400) for k in range(400)]
    k = 0
    for _ in range(2000):
        solver.suggestValue(variable, positions[k % 400])
        solver.updateVariables()
        k += 1
    times = []
    suggest = solver.suggestValue
    refresh = solver.updateVariables
    for _ in range(samples):
        start = time.perf_counter_ns()
        if update:
            for _ in range(steps):
                suggest(variable, positions[k % 400])
                refresh()
                k += 1
        else:
            for _ in range(steps):
                suggest(variable, positions[k % 400])
                k += 1
        times.append((time.perf_counter_ns() - start) / steps)
    return times


def kiwi_constant_change(workload, tag, samples, changes):
    solver, variables, constraints = build(workload)
    index = workload["ctags"][tag]
    row = workload["rows"][index]
    current = constraints[index]
    base = row[2]
    state = {"k": 1, "current": current}

    def change():
        solver.removeConstraint(state["current"])
        state["current"] = make_constraint(variables, row, base - (state["k"] % 20))
        solver.addConstraint(state["current"])
        state["k"] += 1

    for _ in range(200):
        change()
    times = []
    for _ in range(samples):
        start = time.perf_counter_ns()
        for _ in range(changes):
            change()
        times.append((time.perf_counter_ns() - start) / changes)
    return times


def peak_resident_mib():
    """VmHWM (Linux), which unlike ru_maxrss does not carry a parent's peak across exec."""
    try:
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def peak_memory_child(count):
    """Builds grid_<count> in this process and prints the peak resident memory in MiB."""
    build(grid_workload(count))
    print(peak_resident_mib())


# ---------------------------------------------------------------- Trellis side

def trellis(bench, shared, only, samples=None, operations=None, scale=None):
    command = [bench, "--json", "--shared", shared, "--only", only]
    if samples:
        command += ["--samples", str(samples)]
    if operations:
        command += ["--operations", str(operations)]
    if scale:
        command += ["--scale", ",".join(str(n) for n in scale)]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    results = json.loads(output)["results"]
    return {result["name"]: result["median_ns"] for result in results}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples (a smoke run)")
    parser.add_argument("--rounds", type=int, default=3,
                        help="alternating rounds per workload; the median of the rounds' medians is kept")
    parser.add_argument("--max-scale", type=int, default=3000,
                        help="largest grid for the scale workload on the kiwi side (10000 takes minutes)")
    parser.add_argument("--memory", action="store_true",
                        help="also measure the peak memory of building grid_10000 on both sides")
    parser.add_argument("--shared", default=os.path.join(HERE, "..", "..", "shared", "benchmarks"),
                        help="directory of the reference workload files")
    parser.add_argument("--bench", default=os.path.join(HERE, ".build", "release", "solver-bench"),
                        help="the solver-bench executable (swift build -c release first)")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    args = parser.parse_args()
    if not os.path.exists(args.bench):
        sys.exit("%s not found: run `swift build -c release` in Benchmarks/ first" % args.bench)

    quick = args.quick
    rounds = 1 if quick else args.rounds
    rows = []  # (workload, trellis ns, kiwi ns, note)

    def measure(name, trellis_name, only, kiwi_fn, note="", **trellis_options):
        ours, theirs = [], []
        for _ in range(rounds):
            result = trellis(args.bench, args.shared, only, **trellis_options)
            if trellis_name in result:
                ours.append(result[trellis_name])
            kiwi_times = kiwi_fn()
            theirs.append(statistics.median(kiwi_times))
        rows.append((name, statistics.median(ours) if ours else None, statistics.median(theirs), note))
        print("measured %s" % name, file=sys.stderr)

    enaml_path = os.path.join(args.shared, "enaml_like.txt")
    if os.path.exists(enaml_path):
        with open(enaml_path) as handle:
            enaml = parse_workload(handle.read())
        measure("enaml build (37 variables, 111 constraints)", "enaml/build", "enaml/build",
                lambda: kiwi_build(enaml, 20 if quick else 200), samples=20 if quick else 200)
        measure("enaml suggest width + height + update (cycling)", "enaml/suggest-cycle",
                "enaml/suggest-cycle", lambda: kiwi_enaml_suggest(enaml, 5 if quick else 15, 2000),
                samples=5 if quick else 15, operations=2000)
    else:
        print("enaml skipped: %s not found" % enaml_path, file=sys.stderr)

    grid166 = grid_workload(166)
    steps = 2000 if quick else 10000
    for tag in ["dragw", "dragW"]:
        measure("grid_166 drag %s, suggest + update" % tag, "grid166/%s" % tag, "grid166/%s" % tag,
                lambda tag=tag: kiwi_drag(grid166, tag, True, 5, steps), samples=5, operations=steps)
        measure("grid_166 drag %s, suggest only" % tag, "grid166/%s-suggest-only" % tag,
                "grid166/%s-suggest-only" % tag,
                lambda tag=tag: kiwi_drag(grid166, tag, False, 5, steps), samples=5, operations=steps)
    for tag in ["minw", "prefw", "prefh", "hspace"]:
        measure("grid_166 constant %s: Trellis in place vs kiwi remove + add" % tag,
                "grid166/constant/%s/in-place" % tag, "grid166/constant/%s/in-place" % tag,
                lambda tag=tag: kiwi_constant_change(grid166, tag, 5, 200 if quick else 1000),
                samples=5, operations=200 if quick else 1000)
        measure("grid_166 constant %s: remove + add on both sides" % tag,
                "grid166/constant/%s/remove+add" % tag, "grid166/constant/%s/remove+add" % tag,
                lambda tag=tag: kiwi_constant_change(grid166, tag, 5, 200 if quick else 1000),
                samples=5, operations=200 if quick else 1000)
    for count in [100, 300, 1000, 3000, 10000]:
        if count > args.max_scale:
            result = trellis(args.bench, args.shared, "grid/scale/%d" % count, scale=[count])
            rows.append(("grid build + solve, N = %d" % count, result.get("grid/scale/%d" % count), None,
                         "kiwi side skipped (--max-scale)"))
            continue
        workload = grid_workload(count)
        repeats = 1 if quick or count >= 3000 else 5
        measure("grid build + solve, N = %d" % count, "grid/scale/%d" % count, "grid/scale/%d" % count,
                lambda workload=workload, repeats=repeats: kiwi_build(workload, repeats),
                scale=[count], samples=repeats)

    if args.memory:
        ours = subprocess.run([args.bench, "--memory", "10000"], check=True, capture_output=True,
                              text=True).stdout.strip()
        theirs = subprocess.run([sys.executable, __file__, "--memory-child", "10000"], check=True,
                                capture_output=True, text=True).stdout.strip()
        print("peak memory, grid_10000: Trellis: %s; kiwisolver: %.0f MiB (Python process)"
              % (ours, float(theirs)))

    header = ("workload", "Trellis", "kiwisolver", "kiwisolver / Trellis")
    table = []
    for name, ours, theirs, note in rows:
        ratio = "%.1f×" % (theirs / ours) if ours and theirs else "—"
        table.append((name + (" (" + note + ")" if note else ""), format_time(ours), format_time(theirs), ratio))
    print_table(header, table, args.markdown)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--memory-child":
        peak_memory_child(int(sys.argv[2]))
    else:
        main()
