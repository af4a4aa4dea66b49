"""Helpers shared by the benchmark scripts of this folder (not a benchmark itself).

The scripts in this folder import it directly; those in a subfolder (kiwi/) put this folder on
`sys.path` first.
"""

import importlib.util
import os
import re
import subprocess
import sys
import tempfile

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


def write_generated_layout(directory, name, arguments):
    """Writes the layout generate-layout.py makes with `arguments` (such as `["--views",
    "1000"]`) to `directory/name.json`; returns the path."""
    path = os.path.join(directory, name + ".json")
    with open(path, "w") as output:
        subprocess.run([sys.executable, os.path.join(HERE, "generate-layout.py")] + arguments,
                       stdout=output, check=True)
    return path


def instructions(command, stdout=None, inside=None):
    """Instructions executed by `command` under callgrind (the total of its `summary:` line).
    Its standard output goes to `stdout` (a file object), or is discarded.

    With `inside`, a pair (module, callbacks) of symbol prefixes, returns the pair (total, the
    instructions spent in `module`; see `module_instructions`)."""
    with tempfile.TemporaryDirectory() as directory:
        output = os.path.join(directory, "callgrind.out")
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}"] + command,
            stdout=stdout or subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            fail(f"{' '.join(command)} exited with {result.returncode} under callgrind:\n"
                 + result.stderr[-2000:])
        with open(output) as handle:
            match = re.search(r"^summary:\s+(\d+)", handle.read(), re.MULTILINE)
        if match and inside:
            module, callbacks = inside
            return int(match.group(1)), module_instructions(output, module, callbacks)
    if not match:
        fail(f"no callgrind summary for {' '.join(command)}")
    return int(match.group(1))


def module_instructions(path, module, callbacks):
    """The instructions a callgrind profile (`path`) spent in one module: the self cost of every
    function whose symbol starts with `module`, plus the inclusive cost of what those functions
    call outside the module (the runtime, the allocator), except calls back into code whose
    symbol starts with one of `callbacks` (a closure the caller passed in). Code of the module
    inlined into its callers counts as theirs. A function of the module that the runtime runs on
    the module's behalf (a deinitializer, when the module releases its last reference) counts
    twice, in the call and by itself: the builds and runs measured here free no solver object."""
    names = {}

    def symbol(reference):
        # Callgrind names a function once as "(id) name", then as "(id)".
        found = re.match(r"\((\d+)\)(?: (.*))?$", reference)
        if not found:
            return reference
        if found.group(2) is not None:
            names[found.group(1)] = found.group(2)
        return names.get(found.group(1), "")

    spent = 0
    function = callee = ""
    after_calls = False
    with open(path) as handle:
        for line in handle:
            if line[0] in "0123456789+-*":
                fields = line.split()
                cost = int(fields[1]) if len(fields) > 1 else 0
                if after_calls:
                    # The line after `calls=` is the inclusive cost of that call.
                    after_calls = False
                    if (function.startswith(module) and not callee.startswith(module)
                            and not callee.startswith(callbacks)):
                        spent += cost
                elif function.startswith(module):
                    spent += cost
            elif line.startswith("fn="):
                function = symbol(line[3:].strip())
            elif line.startswith("cfn="):
                callee = symbol(line[4:].strip())
            elif line.startswith("calls="):
                after_calls = True
    return spent


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


BALLOON_DRIVER = "/sys/bus/virtio/drivers/virtio_balloon"


def reports_free_pages():
    """Whether this machine is a virtual machine whose hypervisor takes back the memory it frees
    (a virtio balloon that negotiated free page reporting, feature bit 5 of the driver's
    `features` file). There, a run that follows another large one within about 2
    seconds finds its memory still mapped, and a run after longer idle does not: time both
    (--idle 0 and --idle 3 in the scripts that take it)."""
    try:
        entries = os.listdir(BALLOON_DRIVER)
    except OSError:
        return False
    for entry in sorted(entries):
        if not entry.startswith("virtio"):
            continue
        try:
            with open(os.path.join(BALLOON_DRIVER, entry, "features")) as file:
                if file.read()[5:6] == "1":
                    return True
        except OSError:
            continue
    return False


def memory_state_line(idle):
    """One line for a report: whether freed memory is taken back by the hypervisor here, and how
    long the script let the machine idle before each timed run."""
    reporting = "yes" if reports_free_pages() else "no"
    return "free page reporting (hypervisor takes back freed memory): %s; idle before each run: %g s" % (
        reporting, idle)
