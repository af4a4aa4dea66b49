import Testing

@testable import ConstraintSolver

#if canImport(Foundation)
  import Foundation
#endif

/// Random systems solved by Trellis and by kiwi (the `kiwisolver` package from PyPI, which
/// `.ci/run` installs): both must accept and reject the same constraints and reach the same
/// weighted error. Skipped, with a note, when `python3` or `kiwisolver` is missing.
///
/// kiwi corrupts its state after it rejects a constraint, so the reference script probes each
/// constraint on a kiwi solver and rebuilds that solver from the live constraints after a
/// rejection.
@Suite struct KiwiDifferentialTests {
  static let systemCount = 1_000

  /// The reference driver: reads commands on stdin, prints results on stdout.
  static let script = #"""
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

    out = []
    for line in sys.stdin:
        fields = line.split()
        if not fields:
            continue
        kind = fields[0]
        if kind == "system":
            vs = [kiwi.Variable("x%d" % i) for i in range(int(fields[1]))]
            live, edits, objects = [], [], {}
            s = kiwi.Solver()
        elif kind == "add":
            c = make(vs, fields[1:])
            try:
                s.addConstraint(c)
                live.append(c)
                out.append("accepted")
            except kiwi.UnsatisfiableConstraint:
                out.append("rejected")
                s = rebuild(vs, live, edits)
        elif kind == "edit":
            v, strength = int(fields[1]), float(fields[2])
            s.addEditVariable(vs[v], strength)
            edits.append([v, strength, 0.0])
        elif kind == "suggest":
            v, value = int(fields[1]), float(fields[2])
            s.suggestValue(vs[v], value)
            for e in edits:
                if e[0] == v:
                    e[2] = value
        elif kind == "values":
            s.updateVariables()
            out.append("values " + " ".join(repr(v.value()) for v in vs))
        elif kind in ("addid", "readd"):
            if kind == "addid":
                objects[fields[1]] = make(vs, fields[2:])
            c = objects[fields[1]]
            try:
                s.addConstraint(c)
                live.append(c)
                out.append("accepted")
            except kiwi.UnsatisfiableConstraint:
                out.append("rejected")
                s = rebuild(vs, live, edits)
        elif kind == "remove":
            c = objects[fields[1]]
            s.removeConstraint(c)
            live = [x for x in live if x is not c]
        elif kind == "change":
            # kiwi has no in-place change: remove, add the new one, keep the old on failure.
            old = objects[fields[1]]
            s.removeConstraint(old)
            live = [x for x in live if x is not old]
            c = make(vs, fields[2:])
            try:
                s.addConstraint(c)
                live.append(c)
                objects[fields[1]] = c
                out.append("accepted")
            except kiwi.UnsatisfiableConstraint:
                out.append("rejected")
                live.append(old)
                s = rebuild(vs, live, edits)
        elif kind == "unedit":
            v = int(fields[1])
            s.removeEditVariable(vs[v])
            edits = [e for e in edits if e[0] != v]
    sys.stdout.write("\n".join(out) + "\n")
    """#

  struct Item {
    var constraint: Constraint
    var accepted: Bool
  }

  /// Runs the reference driver on `commands` and returns its output lines, or nil (after
  /// printing why) when python3 or kiwisolver is missing.
  static func runKiwi(_ commands: String, name: String) throws -> [Substring]? {
    #if canImport(Foundation) && os(Linux)
      let scriptPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-kiwi-\(getpid())-\(name).py").path
      try Self.script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: scriptPath) }
      let probe = Process()
      probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      probe.arguments = ["python3", "-c", "import kiwisolver"]
      probe.standardError = FileHandle.nullDevice
      do { try probe.run() } catch {
        print("skipped: python3 is not available")
        return nil
      }
      probe.waitUntilExit()
      guard probe.terminationStatus == 0 else {
        print("skipped: the kiwisolver package is not installed (pip install kiwisolver)")
        return nil
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", scriptPath]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      try process.run()
      // The driver answers only after reading everything, so writing first cannot block.
      input.fileHandleForWriting.write(Data(commands.utf8))
      try input.fileHandleForWriting.close()
      let answer = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "the kiwi driver failed")
      return String(decoding: answer, as: UTF8.self).split(separator: "\n")
    #else
      print("skipped: the kiwi differential tests run on Linux")
      return nil
    #endif
  }

  @Test func trellisAgreesWithKiwi() throws {
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
