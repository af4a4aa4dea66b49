@testable import ConstraintSolver

extension OperationSequence {
  /// A Swift Testing test that replays the sequence with the public API, ready to paste into
  /// `NumericalRegressionTests.swift`.
  ///
  /// `notes` says, per operation, whether the call must succeed (`try`), must fail
  /// (`#expect(throws:)`) or may do either (`try?`); without notes every call is `try`.
  /// The test ends with a check of the tableau's invariants and
  /// ``expectExactOptimum(_:_:edits:sourceLocation:)`` on the constraints and edit variables that
  /// are live at the end (unless the last call must fail), and `comment` goes on top.
  func swiftCode(testName: String, comment: [String], notes: [OperationNote] = []) -> String {
    var lines = comment.map { "// \($0)" }
    lines.append("@Test func \(testName)() throws {")
    lines.append("  var s = Solver()")
    lines.append("  let x = (0..<\(variableCount)).map { s.makeVariable(\"x\\($0)\") }")
    var defined = Set<Int>()
    var live: [Int] = []
    var edits: [(variable: Int, strength: Double, value: Double)] = []
    for (position, operation) in operations.enumerated() {
      if let index = operation.constraintIndex, !defined.contains(index) {
        defined.insert(index)
        lines.append("  let c\(index) = \(Self.constraintCode(constraints[index], variableCount))")
      }
      let note = position < notes.count ? notes[position] : .succeeds
      let (call, errorType) = Self.callCode(operation)
      switch note {
      case .succeeds: lines.append("  try \(call)")
      case .fails: lines.append("  #expect(throws: \(errorType).self) { try \(call) }")
      case .mayFail: lines.append("  _ = try? \(call)  // a knife edge: either answer is right")
      }
      guard case .succeeds = note else { continue }
      switch operation {
      case .add(let index): if !live.contains(index) { live.append(index) }
      case .remove(let index): live.removeAll { $0 == index }
      case .addEdit(let variable, let strength):
        if !edits.contains(where: { $0.variable == variable }) {
          edits.append((variable, strength, 0))
        }
      case .removeEdit(let variable): edits.removeAll { $0.variable == variable }
      case .suggest(let variable, let value):
        for index in edits.indices where edits[index].variable == variable {
          edits[index].value = value
        }
      case .setConstant, .setStrength: break
      }
    }
    lines.append("  s.updateVariables()")
    lines.append("  #expect(s.storage.tableau.checkInvariants().isEmpty)")
    if case .succeeds = notes.last ?? .succeeds {
      let editList = edits.map {
        "(x[\($0.variable)], \(Self.strengthCode($0.strength)), \(Self.number($0.value)))"
      }
      let constraintList = live.map { "c\($0)" }.joined(separator: ", ")
      if editList.isEmpty {
        lines.append("  expectExactOptimum(s, [\(constraintList)])")
      } else {
        lines.append(
          "  expectExactOptimum(s, [\(constraintList)], edits: [\(editList.joined(separator: ", "))])"
        )
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// A number as a Swift literal: integers without a fraction, others in shortest form.
  static func number(_ value: Double) -> String {
    if value.isNaN { return "Double.nan" }
    if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static func strengthCode(_ value: Double) -> String {
    switch value {
    case Strength.required.value: return ".required"
    case Strength.strong.value: return ".strong"
    case Strength.medium.value: return ".medium"
    case Strength.weak.value: return ".weak"
    default: return "Strength(\(number(value)))"
    }
  }

  /// `(300 * x[2] - 0.5 * x[0] + 8 <= 0) | .medium`.
  static func constraintCode(_ spec: ConstraintSpec, _ variableCount: Int) -> String {
    func variable(_ index: Int) -> String {
      index < variableCount ? "x[\(index)]" : "Variable(id: \(index))"
    }
    var text = ""
    for (position, term) in spec.terms.enumerated() {
      let coefficient = term.coefficient
      if position == 0 {
        text += "\(number(coefficient)) * \(variable(term.variable))"
      } else if coefficient < 0 || (coefficient == 0 && coefficient.sign == .minus) {
        text += " - \(number(-coefficient)) * \(variable(term.variable))"
      } else {
        text += " + \(number(coefficient)) * \(variable(term.variable))"
      }
    }
    let relation = spec.relation.symbol
    var constraint: String
    if spec.terms.isEmpty {
      constraint = "Constraint(Expression(constant: \(number(spec.constant))), .\(spec.relation))"
      if !Strength(spec.strength).isRequired {
        constraint =
          "Constraint(Expression(constant: \(number(spec.constant))), .\(spec.relation), strength: \(strengthCode(spec.strength)))"
      }
      return constraint
    }
    if spec.constant < 0 {
      text += " - \(number(-spec.constant))"
    } else if spec.constant > 0 || spec.constant.isNaN {
      text += " + \(number(spec.constant))"
    }
    constraint = "\(text) \(relation) 0"
    if Strength(spec.strength).isRequired { return constraint }
    return "(\(constraint)) | \(strengthCode(spec.strength))"
  }

  /// The call and the error type it throws.
  static func callCode(_ operation: SolverOperation) -> (call: String, errorType: String) {
    switch operation {
    case .add(let index): return ("s.addConstraint(c\(index))", "AddConstraintError")
    case .remove(let index): return ("s.removeConstraint(c\(index))", "RemoveConstraintError")
    case .addEdit(let variable, let strength):
      return (
        "s.addEditVariable(x[\(variable)], strength: \(strengthCode(strength)))",
        "AddEditVariableError"
      )
    case .removeEdit(let variable):
      return ("s.removeEditVariable(x[\(variable)])", "RemoveEditVariableError")
    case .suggest(let variable, let value):
      return ("s.suggestValue(\(number(value)), for: x[\(variable)])", "SuggestValueError")
    case .setConstant(let index, let value):
      return ("s.setConstant(\(number(value)), for: c\(index))", "SetConstantError")
    case .setStrength(let index, let value):
      return ("s.setStrength(\(strengthCode(value)), for: c\(index))", "SetStrengthError")
    }
  }
}
