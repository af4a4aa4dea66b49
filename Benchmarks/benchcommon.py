"""Helpers shared by the benchmark scripts of this folder (not a benchmark itself).

The scripts in this folder import it directly; those in a subfolder (kiwi/) put this folder on
`sys.path` first.
"""

import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def fail(message, code=2):
    """Prints `message` after the running script's name and exits with `code`."""
    print(f"{os.path.basename(sys.argv[0])}: {message}", file=sys.stderr)
    sys.exit(code)


def load_generator():
    """The module of generate-layout.py (its name has a hyphen, so it is loaded by path)."""
    path = os.path.join(HERE, "generate-layout.py")
    spec = importlib.util.spec_from_file_location("generate_layout", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def format_time(nanoseconds):
    """A duration in nanoseconds with three significant digits and a unit; "—" for None."""
    if nanoseconds is None:
        return "—"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if nanoseconds >= scale:
            return f"{nanoseconds / scale:.3g} {unit}"
    return f"{nanoseconds:.3g} ns"


def print_table(header, rows, markdown):
    """Prints rows of strings under `header`: a Markdown table, or columns padded with spaces."""
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for row in rows:
            print("| " + " | ".join(row) + " |")
    else:
        widths = [max(len(row[i]) for row in list(rows) + [header]) for i in range(len(header))]
        for row in [header] + list(rows):
            print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)))
