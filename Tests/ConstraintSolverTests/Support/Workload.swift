import ConstraintSolver

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A constraint system in the neutral workload format of the reference benchmarks:
///
///     V <n>                                   number of variables
///     N <index> <name>                        a variable's name
///     E <index> <strength>                    an edit variable, in file order among the C lines
///     C <op> <strength> <constant> <var>:<coef> ...   Σ coef·var + constant  op  0
///     T <tag> <constraint index>              a constraint of interest
///     X <tag> <variable index>                a variable of interest
///
/// `#` starts a comment. Shared by the solver tests and the benchmark program (a symbolic link
/// in `Benchmarks/`), so both read workloads the same way.
struct Workload {
  /// One line of the system, in file order.
  enum Item {
    case edit(variable: Int, strength: Double)
    case constraint(index: Int)
  }

  /// A constraint: Σ coef·var + constant (relation) 0.
  struct Row {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var strength: Double
  }

  var variableCount = 0
  var names: [Int: String] = [:]
  var rows: [Row] = []
  var items: [Item] = []
  var constraintTags: [String: Int] = [:]
  var variableTags: [String: Int] = [:]

  /// An error in a workload file, with its line number.
  struct FormatError: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "line \(line): \(message)" }
  }

  /// Parses a workload from its text.
  init(text: String) throws(FormatError) {
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      guard let kind = fields.first else { continue }
      func number(_ index: Int) throws(FormatError) -> Double {
        guard index < fields.count, let value = Double(fields[index]), value.isFinite else {
          throw FormatError(line: lineNumber, message: "expected a number in field \(index + 1)")
        }
        return value
      }
      func integer(_ index: Int) throws(FormatError) -> Int {
        guard index < fields.count, let value = Int(fields[index]), value >= 0 else {
          throw FormatError(line: lineNumber, message: "expected an index in field \(index + 1)")
        }
        return value
      }
      switch kind {
      case "V":
        variableCount = try integer(1)
      case "N":
        names[try integer(1)] = fields.count > 2 ? String(fields[2]) : ""
      case "E":
        items.append(.edit(variable: try integer(1), strength: try number(2)))
      case "C":
        let relation: Relation
        switch fields.count > 1 ? fields[1] : "" {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw FormatError(line: lineNumber, message: "expected ==, <= or >=")
        }
        var terms: [(Int, Double)] = []
        for field in fields.dropFirst(4) {
          let parts = field.split(separator: ":")
          guard parts.count == 2, let variable = Int(parts[0]), let coefficient = Double(parts[1]),
            variable >= 0, variable < variableCount, coefficient.isFinite
          else { throw FormatError(line: lineNumber, message: "bad term '\(field)'") }
          terms.append((variable, coefficient))
        }
        rows.append(
          Row(terms: terms, constant: try number(3), relation: relation, strength: try number(2)))
        items.append(.constraint(index: rows.count - 1))
      case "T":
        guard fields.count > 1 else {
          throw FormatError(line: lineNumber, message: "expected a tag")
        }
        constraintTags[String(fields[1])] = try integer(2)
      case "X":
        guard fields.count > 1 else {
          throw FormatError(line: lineNumber, message: "expected a tag")
        }
        variableTags[String(fields[1])] = try integer(2)
      default:
        throw FormatError(line: lineNumber, message: "unknown line kind '\(kind)'")
      }
    }
  }

  /// Loads a workload file; `nil` when the file does not exist.
  static func load(path: String) throws -> Workload? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try Workload(text: String(decoding: data, as: UTF8.self))
  }

  /// The grid layout of the reference benchmarks (`gen_grid.py`): N views in ⌈√N⌉ columns.
  init(gridOf count: Int) {
    let columns = Int((Double(count)).squareRoot().rounded(.up))
    variableCount = 4 * count + 1
    let container = 4 * count
    func l(_ i: Int) -> Int { 4 * i }
    func t(_ i: Int) -> Int { 4 * i + 1 }
    func w(_ i: Int) -> Int { 4 * i + 2 }
    func h(_ i: Int) -> Int { 4 * i + 3 }
    for i in 0..<count {
      names[l(i)] = "l\(i)"
      names[t(i)] = "t\(i)"
      names[w(i)] = "w\(i)"
      names[h(i)] = "h\(i)"
    }
    names[container] = "W"
    let required = Strength.required.value
    func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Double)
    {
      rows.append(Row(terms: terms, constant: constant, relation: relation, strength: strength))
      items.append(.constraint(index: rows.count - 1))
    }
    add([(container, 1)], -110 * Double(columns), .equal, Strength.medium.value)
    let middle = count / 2
    for i in 0..<count {
      let row = i / columns
      let column = i % columns
      if i == middle { constraintTags["minw"] = rows.count }
      add([(w(i), 1)], -20, .greaterThanOrEqual, required)
      add([(h(i), 1)], -20, .greaterThanOrEqual, required)
      if i == middle { constraintTags["prefw"] = rows.count }
      add([(w(i), 1)], -100, .equal, Strength.weak.value)
      if i == middle { constraintTags["prefh"] = rows.count }
      add([(h(i), 1)], -(30 + 10 * Double(i % 5)), .equal, Strength.medium.value)
      if i == middle { constraintTags["hspace"] = rows.count }
      if column == 0 {
        add([(l(i), 1)], 0, .equal, required)
      } else {
        add([(l(i), 1), (l(i - 1), -1), (w(i - 1), -1)], -8, .equal, required)
      }
      if row == 0 {
        add([(t(i), 1)], 0, .equal, required)
      } else {
        add([(t(i), 1), (t(i - columns), -1), (h(i - columns), -1)], -8, .equal, required)
      }
      if column == columns - 1 || i == count - 1 {
        add([(l(i), 1), (w(i), 1), (container, -1)], 0, .lessThanOrEqual, required)
      }
    }
    variableTags["dragw"] = w(columns / 2)
    variableTags["dragW"] = container
  }

  /// A solver holding the workload's variables, edits and constraints (in file order), with the
  /// constraint objects in file order.
  func build() throws -> (solver: Solver, variables: [Variable], constraints: [Constraint]) {
    var solver = Solver()
    var variables: [Variable] = []
    variables.reserveCapacity(variableCount)
    for index in 0..<variableCount {
      variables.append(solver.makeVariable(names[index] ?? "v\(index)"))
    }
    var constraints: [Constraint] = []
    constraints.reserveCapacity(rows.count)
    for item in items {
      switch item {
      case .edit(let variable, let strength):
        try solver.addEditVariable(variables[variable], strength: Strength(strength))
      case .constraint(let index):
        let row = rows[index]
        let expression = Expression(
          terms: row.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) },
          constant: row.constant)
        let constraint = Constraint(expression, row.relation, strength: Strength(row.strength))
        try solver.addConstraint(constraint)
        constraints.append(constraint)
      }
    }
    return (solver, variables, constraints)
  }
}
