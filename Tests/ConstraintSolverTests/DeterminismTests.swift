import Testing

@testable import ConstraintSolver

#if canImport(Foundation)
  import Foundation
#endif

/// The same calls give bit-identical values and identical dumps in every process.
///
/// Swift seeds `Dictionary` and `Set` hashing per process, so the check needs other processes:
/// the test runs this test binary again (twice) in a mode where it only writes the scenario's
/// output to a file, and compares the outputs with its own.
@Suite struct DeterminismTests {
  static let outputVariable = "TRELLIS_DETERMINISM_OUTPUT"

  /// A scenario heavy in hashing: many constraints (the solver maps them through a dictionary),
  /// removals, edits, suggestions, constant changes, a failed addition.
  static func scenarioOutput() -> String {
    var solver = Solver()
    var rng = SplitMix64(seed: 20_261_122)
    let variables = (0..<40).map { solver.makeVariable("x\($0)") }
    var live: [Constraint] = []
    var text = ""
    for step in 0..<600 {
      let roll = Int.random(in: 0..<10, using: &rng)
      if roll < 6 || live.isEmpty {
        let a = variables.randomElement(using: &rng)!
        let b = variables.randomElement(using: &rng)!
        let strengths: [Strength] = [.required, .strong, .medium, .weak]
        let relation = Relation.allCases.randomElement(using: &rng)!
        let constraint = Constraint(
          Expression(
            terms: [Term(a), Term(b, coefficient: Double(Int.random(in: -2...2, using: &rng)))],
            constant: Double(Int.random(in: -50...50, using: &rng))),
          relation, strength: strengths.randomElement(using: &rng)!)
        do {
          try solver.addConstraint(constraint)
          live.append(constraint)
        } catch {
          if case .unsatisfiable(_, let conflicts) = error {
            text += "step \(step): unsatisfiable, \(conflicts.count) conflicts\n"
          }
        }
      } else if roll < 8 {
        let index = Int.random(in: 0..<live.count, using: &rng)
        try? solver.removeConstraint(live.remove(at: index))
      } else {
        let variable = variables.randomElement(using: &rng)!
        if !solver.hasEditVariable(variable) {
          try? solver.addEditVariable(variable, strength: .strong)
        }
        try? solver.suggestValue(Double(Int.random(in: -100...100, using: &rng)), for: variable)
      }
      solver.updateVariables()
      text += solver.changedVariables.map { "\($0.id)=\(solver.value(of: $0).bitPattern)" }.joined(
        separator: " ")
      text += "\n"
    }
    return text + solver.dump()
  }

  /// In a child process (the output variable set), writes the scenario's output and stops.
  /// In the parent's own run this test only checks that the scenario produces output.
  @Test func writeScenarioOutputInChildProcess() throws {
    let output = Self.scenarioOutput()
    #expect(!output.isEmpty)
    #if canImport(Foundation)
      if let path = ProcessInfo.processInfo.environment[Self.outputVariable] {
        try output.write(toFile: path, atomically: true, encoding: .utf8)
      }
    #endif
  }

  @Test func outputIsIdenticalAcrossProcesses() throws {
    #if canImport(Foundation) && os(Linux)
      let executable = CommandLine.arguments[0]
      guard FileManager.default.isExecutableFile(atPath: executable),
        ProcessInfo.processInfo.environment[Self.outputVariable] == nil
      else { return }
      let expected = Self.scenarioOutput()
      #expect(Self.scenarioOutput() == expected, "two runs in one process differ")
      for child in 0..<2 {
        let path = FileManager.default.temporaryDirectory
          .appendingPathComponent("trellis-determinism-\(getpid())-\(child).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
          "--testing-library", "swift-testing", "--filter",
          "DeterminismTests/writeScenarioOutputInChildProcess",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.outputVariable] = path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard let output = try? String(contentsOfFile: path, encoding: .utf8) else {
          Issue.record(
            "child process \(child) wrote no output (status \(process.terminationStatus))")
          continue
        }
        #expect(output == expected, "child process \(child) computed different values or dumps")
      }
    #endif
  }
}
