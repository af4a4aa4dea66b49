import TestSupport
import Testing

@testable import ConstraintSolver

/// The solver never crashes, whatever the magnitudes: coefficients and constants from 10⁻³⁰⁰ to
/// 10³⁰⁰ (finite), in random systems with every operation. Results for such systems may lose all
/// precision; the guarantee tested here is that every call returns, that required constraints
/// of ordinary magnitude in the same systems are not disturbed, and that the solver stays usable.
@Suite struct ExtremeValueTests {
  @Test func extremeMagnitudesNeverCrash() throws {
    var completed = 0
    for seed in 1...UInt64(TestScale.count(400)) {
      var rng = SplitMix64(seed: seed &* 104_729)
      var solver = Solver()
      let variables = (0..<5).map { solver.makeVariable("x\($0)") }
      var live: [Constraint] = []
      func magnitude() -> Double {
        let exponent = Double(Int.random(in: -300...300, using: &rng))
        let sign: Double = Bool.random(using: &rng) ? 1 : -1
        let choices: [Double] = [
          1, 2, 0.5, 1e-8, 1e8, sign * Double.leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        return Int.random(in: 0..<4, using: &rng) == 0
          ? choices.randomElement(using: &rng)! : sign * pow10(exponent)
      }
      for _ in 0..<30 {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<5:
          var terms: [Term] = []
          for _ in 0..<Int.random(in: 1...3, using: &rng) {
            terms.append(Term(variables.randomElement(using: &rng)!, coefficient: magnitude()))
          }
          let strengths: [Strength] = [.required, .strong, .weak]
          let constraint = Constraint(
            Expression(terms: terms, constant: magnitude()),
            Relation.allCases.randomElement(using: &rng)!,
            strength: strengths.randomElement(using: &rng)!)
          if (try? solver.addConstraint(constraint)) != nil { live.append(constraint) }
        case 5:
          if !live.isEmpty {
            try? solver.removeConstraint(
              live.remove(at: Int.random(in: 0..<live.count, using: &rng)))
          }
        case 6:
          if let constraint = live.randomElement(using: &rng) {
            try? solver.setConstant(magnitude(), for: constraint)
          }
        case 7:
          let variable = variables.randomElement(using: &rng)!
          if !solver.hasEditVariable(variable) {
            try? solver.addEditVariable(variable, strength: .medium)
          }
          try? solver.suggestValue(magnitude(), for: variable)
        case 8:
          if let constraint = live.randomElement(using: &rng) {
            try? solver.setStrength(.strong, for: constraint)
          }
        default:
          solver.updateVariables()
        }
      }
      solver.updateVariables()
      _ = solver.dump()
      // The solver stays usable: an ordinary system added on fresh variables solves exactly.
      let a = solver.makeVariable("a")
      let b = solver.makeVariable("b")
      try solver.addConstraint(a == 10)
      try solver.addConstraint(b == a + 5)
      solver.updateVariables()
      expectClose(solver.value(of: b), 15, "seed \(seed)")
      completed += 1
    }
    #expect(completed == TestScale.count(400))
  }
}

/// 10 to the power `exponent` without Foundation.
func pow10(_ exponent: Double) -> Double {
  var result = 1.0
  let steps = Int(abs(exponent))
  for _ in 0..<steps { result *= exponent < 0 ? 0.1 : 10 }
  return result
}
