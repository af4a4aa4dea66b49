import TestSupport
import Testing

@testable import ConstraintSolver

#if canImport(Foundation)
  import Foundation
#endif

/// Random systems solved by Trellis and by kiwi (the `kiwisolver` package from PyPI, which
/// `.ci/run` installs): both must accept and reject the same constraints and reach the same
/// weighted error. Skipped, with the reason, when `python3` or `kiwisolver` is missing; required
/// under CI (``kiwisolverIsThereWhenRequired()``).
///
/// kiwi corrupts its state after it rejects a constraint, so the reference script probes each
/// constraint on a kiwi solver and rebuilds that solver from the live constraints after a
/// rejection.
@Suite struct KiwiDifferentialTests {
  static let systemCount = TestScale.count(1_000)

  /// The reference driver: reads commands on stdin, prints results on stdout.
  static let script = #"""
    import os
    import sys
    import kiwisolver as kiwi

    OPS = {"==": "==", "<=": "<=", ">=": ">="}

    def make(vs, fields):
        op, strength, constant = fields[0], float(fields[1]), float(fields[2])
        expr = constant
        for term in fields[3:]:
            index, coefficient = term.split(":")
            expr = expr + float(coefficient) * vs[int(index)]
        if op == "==":
            c = expr == 0
        elif op == "<=":
            c = expr <= 0
        else:
            c = expr >= 0
        return c | strength

    def rebuild(vs, live, edits):
        s = kiwi.Solver()
        for c in live:
            s.addConstraint(c)
        for v, strength, value in edits:
            s.addEditVariable(vs[v], strength)
            s.suggestValue(vs[v], value)
        return s

    # Commands that answer with one line each.
    ANSWERING = ("add", "addid", "readd", "change", "values")

    def add(state, c):
        try:
            state["s"].addConstraint(c)
            state["live"].append(c)
            return "accepted"
        except kiwi.UnsatisfiableConstraint:
            state["s"] = rebuild(state["vs"], state["live"], state["edits"])
            return "rejected"

    def handle(state, kind, fields):
        vs, s = state["vs"], state["s"]
        if kind == "add":
            return add(state, make(vs, fields[1:]))
        if kind in ("addid", "readd"):
            if kind == "addid":
                state["objects"][fields[1]] = make(vs, fields[2:])
            return add(state, state["objects"][fields[1]])
        if kind == "change":
            # kiwi has no in-place change: remove, add the new one, keep the old on failure.
            old = state["objects"][fields[1]]
            s.removeConstraint(old)
            state["live"] = [x for x in state["live"] if x is not old]
            c = make(vs, fields[2:])
            answer = add(state, c)
            if answer == "accepted":
                state["objects"][fields[1]] = c
            else:
                state["live"].append(old)
                state["s"] = rebuild(vs, state["live"], state["edits"])
            return answer
        if kind == "remove":
            c = state["objects"][fields[1]]
            s.removeConstraint(c)
            state["live"] = [x for x in state["live"] if x is not c]
        elif kind == "edit":
            v, strength = int(fields[1]), float(fields[2])
            s.addEditVariable(vs[v], strength)
            state["edits"].append([v, strength, 0.0])
        elif kind == "unedit":
            v = int(fields[1])
            s.removeEditVariable(vs[v])
            state["edits"] = [e for e in state["edits"] if e[0] != v]
        elif kind == "suggest":
            v, value = int(fields[1]), float(fields[2])
            s.suggestValue(vs[v], value)
            for e in state["edits"]:
                if e[0] == v:
                    e[2] = value
        elif kind == "values":
            s.updateVariables()
            return "values " + " ".join(repr(v.value()) for v in vs)
        return None

    def run(commands, write):
        """Runs one system's commands, writing each answer as soon as it is known."""
        fields = commands[0].split()
        vs = [kiwi.Variable("x%d" % i) for i in range(int(fields[1]))]
        state = {"vs": vs, "s": kiwi.Solver(), "live": [], "edits": [], "objects": {}}
        broken = False
        for line in commands[1:]:
            fields = line.split()
            kind = fields[0]
            if not broken:
                try:
                    answer = handle(state, kind, fields)
                    if answer is not None:
                        write(answer)
                    continue
                except Exception:
                    broken = True
            if kind in ANSWERING:
                write("broken")

    # Each system runs in a child process: kiwi can also abort the whole process (a C++
    # exception escaping, "The objective is unbounded"). Any failure of kiwi (an exception after
    # the two solvers disagreed, a failed rebuild, "Dual optimize failed", an abort) breaks the
    # system: its remaining answers are "broken", and the driver goes on with the next system.
    systems = []
    for line in sys.stdin:
        if not line.split():
            continue
        if line.startswith("system"):
            systems.append([])
        systems[-1].append(line)
    out = []
    for commands in systems:
        expected = sum(1 for c in commands if c.split()[0] in ANSWERING)
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            # kiwi's aborts print to stderr; the answers say "broken" instead.
            os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
            def write(answer):
                os.write(write_end, (answer + "\n").encode())
            try:
                run(commands, write)
            finally:
                os._exit(0)
        os.close(write_end)
        data = b""
        while True:
            chunk = os.read(read_end, 65536)
            if not chunk:
                break
            data += chunk
        os.close(read_end)
        os.waitpid(pid, 0)
        answers = data.decode().split("\n")[:-1]
        out += answers + ["broken"] * (expected - len(answers))
    sys.stdout.write("\n".join(out) + "\n")
    """#

  struct Item {
    var constraint: Constraint
    var accepted: Bool
  }

  /// Why the reference solver cannot run here, or `nil` when it can: `python3` with the
  /// `kiwisolver` package, on Linux. Probed once per test process.
  static let kiwiUnavailableReason: String? = {
    #if canImport(Foundation) && os(Linux)
      let probe = Process()
      probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      probe.arguments = ["python3", "-c", "import kiwisolver"]
      probe.standardOutput = FileHandle.nullDevice
      probe.standardError = FileHandle.nullDevice
      do { try probe.run() } catch { return "python3 is not available" }
      probe.waitUntilExit()
      guard probe.terminationStatus == 0 else {
        return "the kiwisolver package is not installed (pip install kiwisolver)"
      }
      return nil
    #else
      return "the kiwi differential tests run on Linux"
    #endif
  }()

  /// Whether the reference solver can run here (see ``kiwiUnavailableReason``).
  static var isKiwiAvailable: Bool { kiwiUnavailableReason == nil }

  /// Whether a missing reference solver fails the run: under CI (`CI` set, as CI services and
  /// `.ci/run` do) or with `TRELLIS_REQUIRE_KIWISOLVER=1`.
  static let isKiwiRequired: Bool = {
    #if canImport(Foundation)
      let environment = ProcessInfo.processInfo.environment
      let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0 != "false" } ?? false
      return ci || environment["TRELLIS_REQUIRE_KIWISOLVER"] == "1"
    #else
      return false
    #endif
  }()

  /// Runs the reference driver on `commands` and returns its output lines, or `nil` after
  /// recording an issue when it cannot run (the tests that call it are enabled only when
  /// ``isKiwiAvailable``).
  static func runKiwi(_ commands: String, name: String) throws -> [Substring]? {
    if let reason = kiwiUnavailableReason {
      Issue.record(Comment(rawValue: "The reference solver cannot run: \(reason)"))
      return nil
    }
    #if canImport(Foundation) && os(Linux)
      let scriptPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-kiwi-\(getpid())-\(name).py").path
      try Self.script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: scriptPath) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", scriptPath]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      // Should the driver die early, writing to it must fail with an error, not kill the test
      // process with SIGPIPE.
      signal(SIGPIPE, SIG_IGN)
      try process.run()
      // The driver answers only after reading everything, so writing first cannot block.
      try input.fileHandleForWriting.write(contentsOf: Data(commands.utf8))
      try input.fileHandleForWriting.close()
      let answer = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "the kiwi driver failed")
      return String(decoding: answer, as: UTF8.self).split(separator: "\n")
    #else
      return nil
    #endif
  }

  /// The differential tests show as skipped, with their reason, where the reference solver is
  /// missing; where it is required (CI), its absence fails the run.
  @Test func kiwisolverIsThereWhenRequired() {
    guard let reason = Self.kiwiUnavailableReason else { return }
    if Self.isKiwiRequired {
      Issue.record(
        Comment(
          rawValue: "The kiwi differential tests cannot run (\(reason)), and CI or "
            + "TRELLIS_REQUIRE_KIWISOLVER=1 requires them"))
    }
  }

  @Test(.enabled(if: KiwiDifferentialTests.isKiwiAvailable, "needs python3 and kiwisolver"))
  func trellisAgreesWithKiwi() throws {
    #if canImport(Foundation) && os(Linux)
      // Generate the systems, solve them here, and write the same commands for kiwi.
      var commands = ""
      var expectations: [(seed: UInt64, kind: String, payload: Any)] = []
      var solvers: [(Solver, [Variable], [Constraint], [(Variable, Strength, Double)])] = []
      for seed in 1...UInt64(Self.systemCount) {
        var rng = SplitMix64(seed: seed &* 7919)
        var solver = Solver()
        let variables = (0..<Int.random(in: 2...7, using: &rng)).map {
          solver.makeVariable("x\($0)")
        }
        commands += "system \(variables.count)\n"
        var live: [Constraint] = []
        var edits: [(Variable, Strength, Double)] = []
        for _ in 0..<Int.random(in: 3...18, using: &rng) {
          if Int.random(in: 0..<6, using: &rng) == 0 {
            let variable = variables.randomElement(using: &rng)!
            if !solver.hasEditVariable(variable) {
              let strength: Strength = Bool.random(using: &rng) ? .strong : .medium
              try solver.addEditVariable(variable, strength: strength)
              edits.append((variable, strength, 0))
              commands += "edit \(variable.id) \(strength.value)\n"
            }
            let value = Double(Int.random(in: -200...200, using: &rng))
            try solver.suggestValue(value, for: variable)
            for index in edits.indices where edits[index].0.id == variable.id {
              edits[index].2 = value
            }
            commands += "suggest \(variable.id) \(value)\n"
            continue
          }
          var terms: [Term] = []
          for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
            terms.append(
              Term(
                variables.randomElement(using: &rng)!,
                coefficient: coefficients.randomElement(using: &rng)!))
          }
          let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
          let constraint = Constraint(
            Expression(terms: terms, constant: Double(Int.random(in: -100...100, using: &rng))),
            Relation.allCases.randomElement(using: &rng)!,
            strength: strengths.randomElement(using: &rng)!)
          let op = constraint.relation.symbol
          commands += "add \(op) \(constraint.strength.value) \(constraint.expression.constant) "
          commands += constraint.expression.terms.map { "\($0.variable.id):\($0.coefficient)" }
            .joined(separator: " ")
          commands += "\n"
          do {
            try solver.addConstraint(constraint)
            live.append(constraint)
            expectations.append((seed, "accepted", ()))
          } catch {
            expectations.append((seed, "rejected", ()))
          }
        }
        commands += "values\n"
        solver.updateVariables()
        expectations.append((seed, "values", solvers.count))
        solvers.append((solver, variables, live, edits))
      }

      guard let lines = try Self.runKiwi(commands, name: "systems") else { return }
      #expect(
        lines.count == expectations.count,
        "kiwi answered \(lines.count) of \(expectations.count) commands")

      var compared = 0
      for (line, expectation) in zip(lines, expectations) {
        switch expectation.kind {
        case "accepted", "rejected":
          #expect(
            line == expectation.kind,
            "seed \(expectation.seed): Trellis \(expectation.kind), kiwi \(line)")
        default:
          let (solver, variables, live, edits) = solvers[expectation.payload as! Int]
          let kiwiValues = line.split(separator: " ").dropFirst().map { Double($0)! }
          let ours = weightedError(live, edits) { solver.value(of: $0) }
          let theirs = weightedError(live, edits) { kiwiValues[$0.id] }
          #expect(
            abs(ours.error - theirs.error) <= 1e-7 * max(ours.error, theirs.error) + 1e-10
              * ours.scale,
            "seed \(expectation.seed): weighted error \(ours.error) here, \(theirs.error) in kiwi")
          #expect(kiwiValues.count == variables.count)
          compared += 1
        }
      }
      #expect(compared == Self.systemCount)
      print(
        "kiwi differential: \(compared) systems, \(expectations.count - compared) additions compared"
      )
    #endif
  }

  func weightedError(
    _ live: [Constraint], _ edits: [(Variable, Strength, Double)], _ value: (Variable) -> Double
  ) -> (error: Double, scale: Double) {
    var total = 0.0
    var scale = 0.0
    for constraint in live where !constraint.strength.isRequired {
      var sum = constraint.expression.constant
      var magnitude = 1 + abs(sum)
      for term in constraint.expression.terms {
        sum += term.coefficient * value(term.variable)
        magnitude += abs(term.coefficient * value(term.variable))
      }
      scale += constraint.strength.value * magnitude
      switch constraint.relation {
      case .equal: total += constraint.strength.value * abs(sum)
      case .lessThanOrEqual: total += constraint.strength.value * max(0, sum)
      case .greaterThanOrEqual: total += constraint.strength.value * max(0, -sum)
      }
    }
    for (variable, strength, suggested) in edits {
      total += strength.value * abs(value(variable) - suggested)
      scale += strength.value * (1 + abs(suggested) + abs(value(variable)))
    }
    return (total, scale)
  }
}
