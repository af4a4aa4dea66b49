// The solver's known-answer checks, built three ways by Scripts/check-wasm.sh: as Embedded Swift
// for WebAssembly (run in wasmkit), as Embedded Swift for the host and as ordinary Swift for the
// host. Each check prints the values it reads, as the bit pattern of each double and Swift's
// shortest form, then `ok` or `FAILED`; the script compares the three outputs byte for byte.
// Only the solver's public API is used (`import ConstraintSolver`, no `@testable`). The
// expected values are worked out by hand in the comments; every comparison is exact (the bit
// patterns are equal).

import ConstraintSolver

/// Runs every check and prints its lines; returns the number of checks that failed.
func runChecks() -> Int {
  var report = Report()
  let checks: [(String, (inout Report) throws(CallFailed) -> Void)] = [
    ("readme", checkReadmeExample), ("paper", checkPaperDualSimplex),
    ("drag", checkEditVariableDrag), ("unsatisfiable", checkUnsatisfiableConstraint),
    ("format", checkNumberFormatting), ("digits", checkShortestForm),
    ("ambiguity", checkAmbiguity),
  ]
  for (name, check) in checks {
    do {
      try check(&report)
    } catch {
      report.record(name, "\(error.call) threw", passed: false)
    }
  }
  print("\(report.checks) checks, \(report.failures) failed")
  return report.failures
}

/// A solver call of a check that threw unexpectedly: the check stops there. (One error type for
/// every call: Embedded Swift has no `any Error`.)
struct CallFailed: Error {
  /// The call, as text.
  var call: String
}

/// The calls the checks make, each throwing ``CallFailed`` with the call's description.
extension Solver {
  /// `addConstraint(_:)`.
  mutating func add(_ constraint: Constraint) throws(CallFailed) {
    do {
      try addConstraint(constraint)
    } catch {
      throw CallFailed(call: "addConstraint(\(description(of: constraint)))")
    }
  }

  /// `addEditVariable(_:strength:)`.
  mutating func edit(_ variable: Variable, _ strength: Strength) throws(CallFailed) {
    do {
      try addEditVariable(variable, strength: strength)
    } catch {
      throw CallFailed(call: "addEditVariable(\(name(of: variable)))")
    }
  }

  /// `suggestValue(_:for:)`.
  mutating func suggest(_ value: Double, for variable: Variable) throws(CallFailed) {
    do {
      try suggestValue(value, for: variable)
    } catch {
      throw CallFailed(call: "suggestValue(\(value), for: \(name(of: variable)))")
    }
  }
}

/// Counts the checks and prints one line for each.
struct Report {
  var checks = 0
  var failures = 0

  /// Prints `name: detail ok` (or `FAILED`) and counts the result.
  mutating func record(_ name: String, _ detail: String, passed: Bool) {
    checks += 1
    if !passed { failures += 1 }
    print("\(name): \(detail) \(passed ? "ok" : "FAILED")")
  }

  /// Compares each value with its expected value, bit for bit, and records one line that shows
  /// every value.
  mutating func expect(_ name: String, _ values: [(String, Double, Double)]) {
    var passed = true
    var parts: [String] = []
    for (label, actual, expected) in values {
      parts.append("\(label) = \(show(actual))")
      if actual.bitPattern != expected.bitPattern {
        passed = false
        parts[parts.count - 1] += " (expected \(show(expected)))"
      }
    }
    record(name, parts.joined(separator: ", "), passed: passed)
  }
}

/// A double as Swift's shortest round-trip form and its 64-bit pattern in hexadecimal:
/// `304.0 [0x4073000000000000]`.
func show(_ value: Double) -> String {
  let hex = String(value.bitPattern, radix: 16)
  let padding = String(repeating: "0", count: 16 - hex.count)
  return "\(value) [0x\(padding)\(hex)]"
}

/// Prints a solver's dump, each line indented under a heading.
func printDump(_ title: String, _ solver: Solver) {
  print("\(title):")
  for line in solver.dump().split(separator: "\n", omittingEmptySubsequences: false) {
    print("  | \(line)")
  }
}

/// The example at the top of README.md: `left` is dragged to 100 but `left >= 8` and
/// `left + width <= 312` hold, and the strong `width == 400` beats the medium edit, so `left`
/// stays at its minimum 8 and `width` takes the rest, 304.
func checkReadmeExample(_ report: inout Report) throws(CallFailed) {
  var solver = Solver()
  let left = solver.makeVariable("left")
  let width = solver.makeVariable("width")
  try solver.add(left >= 8)
  try solver.add(left + width <= 320 - 8)
  try solver.add((width == 400) | .strong)
  try solver.edit(left, .medium)
  try solver.suggest(100, for: left)
  solver.updateVariables()
  report.expect(
    "readme", [("left", solver.value(of: left), 8), ("width", solver.value(of: width), 304)])
  printDump("readme dump", solver)
}

/// The Cassowary paper's midpoint example as kiwi's test suite states it
/// (test_handling_infeasible_constraints): `2 xm == xl + xr`, `xl + 20 <= xr`, `xl >= -10`,
/// `xr <= 100`, edit variables xm (strong), xl and xr (weak).
///
/// After xm = 40, xr = 50, xl = 30 every suggestion holds (30 + 50 = 2 · 40). xm = 60 moves the
/// ends; xm = 90 makes the tableau infeasible (xr cannot pass 100), which the dual simplex
/// repairs: xr = 100 and xl = 2 · 90 − 100 = 80, which still keeps `xl + 20 <= xr`, and the
/// strong edit holds, xm = 90. Both answers are the unique optimum.
func checkPaperDualSimplex(_ report: inout Report) throws(CallFailed) {
  var solver = Solver()
  let xm = solver.makeVariable("xm")
  let xl = solver.makeVariable("xl")
  let xr = solver.makeVariable("xr")
  try solver.edit(xm, .strong)
  try solver.edit(xl, .weak)
  try solver.edit(xr, .weak)
  try solver.add(2 * xm == xl + xr)
  try solver.add(xl + 20 <= xr)
  try solver.add(xl >= -10)
  try solver.add(xr <= 100)
  try solver.suggest(40, for: xm)
  try solver.suggest(50, for: xr)
  try solver.suggest(30, for: xl)
  solver.updateVariables()
  report.expect(
    "paper, suggestions met",
    [
      ("xm", solver.value(of: xm), 40), ("xl", solver.value(of: xl), 30),
      ("xr", solver.value(of: xr), 50),
    ])
  try solver.suggest(60, for: xm)
  try solver.suggest(90, for: xm)
  solver.updateVariables()
  report.expect(
    "paper, after the dual simplex",
    [
      ("xm", solver.value(of: xm), 90), ("xl", solver.value(of: xl), 80),
      ("xr", solver.value(of: xr), 100),
    ])
  printDump("paper dump", solver)
}

/// Dragging the midpoint of the same figure from 50 to 95, with xl's edit weak and xr's
/// medium, so that the solver moves xl first. With xm suggested at s (xl = 30 and xr = 70 at
/// s = 50):
/// - up to s = 60, xr stays at 70 (its edit weighs 1000 times xl's) and xl = 2s − 70;
/// - from 60 to 90, `xl + 20 <= xr` holds with equality: xl = s − 10, xr = s + 10;
/// - beyond 90, xr has reached 100 and `xl + 20 <= xr` caps xm at 90: xm = 90, xl = 80,
///   xr = 100.
/// Each position is the unique optimum. The drag then goes back to 70 and 50.
func checkEditVariableDrag(_ report: inout Report) throws(CallFailed) {
  var solver = Solver()
  let xm = solver.makeVariable("xm")
  let xl = solver.makeVariable("xl")
  let xr = solver.makeVariable("xr")
  func expected(_ s: Double) -> (xm: Double, xl: Double, xr: Double) {
    if s <= 60 { return (s, 2 * s - 70, 70) }
    if s <= 90 { return (s, s - 10, s + 10) }
    return (90, 80, 100)
  }
  try solver.add(2 * xm == xl + xr)
  try solver.add(xl + 20 <= xr)
  try solver.add(xl >= -10)
  try solver.add(xr <= 100)
  try solver.edit(xm, .strong)
  try solver.edit(xl, .weak)
  try solver.edit(xr, .medium)
  try solver.suggest(30, for: xl)
  try solver.suggest(70, for: xr)
  for position in Array(stride(from: 50, through: 95, by: 5)) + [70, 50] {
    let s = Double(position)
    try solver.suggest(s, for: xm)
    solver.updateVariables()
    let want = expected(s)
    report.expect(
      "drag xm to \(position)",
      [
        ("xm", solver.value(of: xm), want.xm), ("xl", solver.value(of: xl), want.xl),
        ("xr", solver.value(of: xr), want.xr),
      ])
  }
}

/// With `x >= 10`, `y == x + 20`, `z <= 100` and a weak `y == 50`, y = 50 and x = 30 (z is
/// any value up to 100: it is compared with itself only). `y <= 25` contradicts `x >= 10` and
/// `y == x + 20` (together y >= 30); `z <= 100` takes no part. The solver must refuse it with
/// exactly those two constraints, in the order they were added, and stay as it was: same values,
/// same dump. It then goes on: with `y <= 40` instead, the weak `y == 50` gives way, y = 40 and
/// x = 20.
func checkUnsatisfiableConstraint(_ report: inout Report) throws(CallFailed) {
  var solver = Solver()
  let x = solver.makeVariable("x")
  let y = solver.makeVariable("y")
  let z = solver.makeVariable("z")
  let atLeastTen = x >= 10
  let twentyApart = y == x + 20
  let culprit = y <= 25
  try solver.add(atLeastTen)
  try solver.add(twentyApart)
  try solver.add(z <= 100)
  try solver.add((y == 50) | .weak)
  solver.updateVariables()
  let valuesBefore = [solver.value(of: x), solver.value(of: y), solver.value(of: z)]
  let dumpBefore = solver.dump()
  report.expect("unsatisfiable, before", [("x", valuesBefore[0], 30), ("y", valuesBefore[1], 50)])
  do {
    try solver.addConstraint(culprit)
    report.record("unsatisfiable, refused", "the constraint was accepted", passed: false)
  } catch {
    switch error {
    case .unsatisfiable(let offending, let conflicts):
      let listed = conflicts.map { solver.description(of: $0) }.joined(separator: "; ")
      let exact =
        offending === culprit && conflicts.count == 2 && conflicts[0] === atLeastTen
        && conflicts[1] === twentyApart
      report.record(
        "unsatisfiable, refused",
        "\(solver.description(of: offending)) conflicts with [\(listed)]", passed: exact)
    default:
      report.record("unsatisfiable, refused", "another error", passed: false)
    }
  }
  let dumpAfter = solver.dump()
  report.record(
    "unsatisfiable, unchanged",
    "dump \(dumpAfter == dumpBefore ? "identical" : "changed"), "
      + "has the culprit: \(solver.hasConstraint(culprit)), "
      + "constraints: \(solver.constraints.count)",
    passed: dumpAfter == dumpBefore && !solver.hasConstraint(culprit)
      && solver.constraints.count == 4)
  solver.updateVariables()
  report.expect(
    "unsatisfiable, values after",
    [
      ("x", solver.value(of: x), valuesBefore[0]), ("y", solver.value(of: y), valuesBefore[1]),
      ("z", solver.value(of: z), valuesBefore[2]),
    ])
  try solver.add(y <= 40)
  solver.updateVariables()
  report.expect(
    "unsatisfiable, usable after", [("x", solver.value(of: x), 20), ("y", solver.value(of: y), 40)])
  printDump("unsatisfiable dump", solver)
}

/// Descriptions format numbers without the C library: integers below 10^15 without a fraction,
/// others in Swift's shortest form, with an exponent from 10^15 on, and -0 as 0.
func checkNumberFormatting(_ report: inout Report) throws(CallFailed) {
  var solver = Solver()
  let x = solver.makeVariable("x")
  let y = solver.makeVariable("y")
  let cases: [(Constraint, String)] = [
    (
      (0.5 * x + 1e15 >= 0.1 * y) | Strength(2.5),
      "0.5 * x + -0.1 * y + 1e+15 >= 0 | strength = 2.5"
    ),
    ((x == 1.5e15) | .strong, "1 * x + -1.5e+15 == 0 | strength = strong"),
    (x / 3 <= 1e-7 - y, "0.3333333333333333 * x + 1 * y + -1e-07 <= 0 | strength = required"),
    (
      (-0.0 * x == 4_000_000_000_000_000.5) | .medium,
      "0 * x + -4.0000000000000005e+15 == 0 | strength = medium"
    ),
    ((x >= 123_456_789_012_345) | .weak, "1 * x + -123456789012345 >= 0 | strength = weak"),
  ]
  for (constraint, expected) in cases {
    let text = solver.description(of: constraint)
    report.record("format", text, passed: text == expected)
  }
}

/// `Solver.ambiguity()`, whose degenerate case runs a linear program on a solver of its own:
/// `x + y == 10` leaves one direction (x at rate −1, y at 1); `a >= 5` and `a <= 5` pin `a`
/// through a degenerate row, while `b >= a` leaves `b` free upwards.
func checkAmbiguity(_ report: inout Report) throws(CallFailed) {
  var solver = Solver()
  let x = solver.makeVariable("x")
  let y = solver.makeVariable("y")
  try solver.add(x + y == 10)
  let a = solver.makeVariable("a")
  let b = solver.makeVariable("b")
  try solver.add(a >= 5)
  try solver.add(a <= 5)
  try solver.add(b >= a)
  solver.updateVariables()
  let directions = solver.ambiguity().directions
  var text = ""
  for direction in directions {
    for rate in direction.rates { text += "\(solver.name(of: rate.variable)):\(rate.rate) " }
    text += "| "
  }
  report.record(
    "ambiguity", text, passed: text == "x:-1.0 y:1.0 | b:1.0 | ")
}

/// Swift's shortest round-trip form of doubles, which descriptions and these checks print: on
/// WebAssembly it runs the standard library's own digit generation with 128-bit products made by
/// this driver's `__multi3`, so it is checked on values whose digits are known.
func checkShortestForm(_ report: inout Report) throws(CallFailed) {
  let cases: [(Double, String)] = [
    (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3, "0.3333333333333333"),
    (2.0 / 3, "0.6666666666666666"), (123_456.789, "123456.789"), (100, "100.0"),
    (-0.0, "-0.0"), (9_007_199_254_740_992, "9007199254740992.0"), (1e16, "1e+16"),
    (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    (.leastNormalMagnitude, "2.2250738585072014e-308"), (.leastNonzeroMagnitude, "5e-324"),
    (-.infinity, "-inf"),
  ]
  for (value, expected) in cases {
    let text = "\(value)"
    report.record("digits", "\(show(value)) is written \(text)", passed: text == expected)
  }
}
