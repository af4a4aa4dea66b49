@testable import ConstraintSolver

/// Seeded generators of operation sequences, one per family of systems that stresses the solver
/// in its own way. The exact differential test (``ExactDifferentialTests``) and the kiwi
/// differential test (``KiwiDifferentialTests``) replay the same families.
enum SequenceFamily: String, CaseIterable {
  /// Coefficients spread over 10^±3 (0.002 … 500), 2–5 terms over 3–6 variables, every relation
  /// and strength, edit variables and suggestions.
  case wideSpreads = "wide coefficient spreads"
  /// 20–40 constraints on 2–3 variables: many redundant and contradicting ones.
  case manyConstraintsFewVariables = "many constraints on few variables"
  /// Chains of required equalities with closing cycles and scaled copies (redundant rows), then
  /// removed one by one.
  case redundantEqualities = "redundant equalities removed one by one"
  /// A system built, emptied in a random order and rebuilt (the same objects) in another.
  case removeAllAndReAdd = "everything removed and re-added"
  /// In-place constant and strength changes interleaved with edits and suggestions.
  case inPlaceChangesWithEdits = "in-place changes interleaved with edits"

  /// The sequence of `seed` (the same in every process).
  func sequence(seed: UInt64) -> OperationSequence {
    var generator = SequenceGenerator(seed: seed)
    switch self {
    case .wideSpreads: return generator.wideSpreads()
    case .manyConstraintsFewVariables: return generator.manyConstraintsFewVariables()
    case .redundantEqualities: return generator.redundantEqualities()
    case .removeAllAndReAdd: return generator.removeAllAndReAdd()
    case .inPlaceChangesWithEdits: return generator.inPlaceChangesWithEdits()
    }
  }
}

/// The random choices behind ``SequenceFamily``.
struct SequenceGenerator {
  /// Magnitudes from 0.002 to 500, as in the issue that asked for these families.
  static let spreadCoefficients: [Double] = [
    0.002, 0.01, 0.02, 0.04, 0.5, 0.6, 1.2, 10, 20, 30, 40, 100, 200, 300, 400, 500,
  ]
  static let simpleCoefficients: [Double] = [1, 1, 2, 0.5, 3, 1, 4, 0.25]

  var rng: SplitMix64
  var sequence = OperationSequence(variableCount: 0)

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

  mutating func signed(_ value: Double) -> Double { chance(50) ? value : -value }

  mutating func strength(requiredPercent: Int) -> Double {
    if chance(requiredPercent) { return Strength.required.value }
    switch int(0...9) {
    case 0...2: return Strength.strong.value
    case 3...5: return Strength.medium.value
    case 6...8: return Strength.weak.value
    default: return Double(int(2...5_000))
    }
  }

  mutating func optionalStrength() -> Double { strength(requiredPercent: 0) }

  /// A constraint over distinct variables.
  mutating func constraint(
    terms: ClosedRange<Int>, coefficients: [Double], constants: ClosedRange<Int>,
    zeroConstantPercent: Int, requiredPercent: Int
  ) -> ConstraintSpec {
    var variables = Array(0..<sequence.variableCount)
    variables.shuffle(using: &rng)
    let count = min(int(terms), variables.count)
    let chosen = variables.prefix(count)
    return ConstraintSpec(
      terms: chosen.map { (variable: $0, coefficient: signed(pick(coefficients))) },
      relation: pick(Relation.allCases),
      constant: chance(zeroConstantPercent) ? 0 : Double(int(constants)),
      strength: strength(requiredPercent: requiredPercent))
  }

  /// Adds an edit variable (or suggests a value for an existing one).
  mutating func editOrSuggest(values: ClosedRange<Int>) {
    let variable = int(0...(sequence.variableCount - 1))
    if edits.contains(variable) {
      sequence.operations.append(.suggest(variable: variable, value: Double(int(values))))
    } else {
      sequence.operations.append(.addEdit(variable: variable, strength: optionalStrength()))
      edits.append(variable)
      if chance(70) {
        sequence.operations.append(.suggest(variable: variable, value: Double(int(values))))
      }
    }
  }

  /// The edit variables added so far and not removed (as generated; the replay decides).
  var edits: [Int] = []
  /// The constraints added so far and not removed (as generated; refused ones included).
  var added: [Int] = []

  mutating func add(_ spec: ConstraintSpec) {
    added.append(sequence.add(spec))
  }

  /// One random operation of the mixed families.
  mutating func mixedOperation(
    coefficients: [Double], terms: ClosedRange<Int>, requiredPercent: Int
  ) {
    let roll = int(0...99)
    switch roll {
    case 0..<50:
      add(
        constraint(
          terms: terms, coefficients: coefficients, constants: -100...100,
          zeroConstantPercent: 40, requiredPercent: requiredPercent))
    case 50..<60 where !added.isEmpty:
      let index = added.remove(at: int(0...(added.count - 1)))
      sequence.operations.append(.remove(index))
    case 60..<80:
      editOrSuggest(values: -300...300)
    case 80..<84 where !edits.isEmpty:
      let variable = edits.remove(at: int(0...(edits.count - 1)))
      sequence.operations.append(.removeEdit(variable: variable))
    case 84..<93 where !added.isEmpty:
      sequence.operations.append(.setConstant(pick(added), Double(int(-100...100))))
    case 93..<100 where !added.isEmpty:
      sequence.operations.append(
        .setStrength(pick(added), strength(requiredPercent: requiredPercent)))
    default:
      editOrSuggest(values: -300...300)
    }
  }

  // MARK: - Families

  mutating func wideSpreads() -> OperationSequence {
    sequence.variableCount = int(3...6)
    for _ in 0..<int(10...20) {
      mixedOperation(coefficients: Self.spreadCoefficients, terms: 2...5, requiredPercent: 40)
    }
    return sequence
  }

  mutating func manyConstraintsFewVariables() -> OperationSequence {
    sequence.variableCount = int(2...3)
    let coefficients = chance(50) ? Self.spreadCoefficients : Self.simpleCoefficients
    for _ in 0..<int(20...40) {
      if chance(85) {
        add(
          constraint(
            terms: 1...3, coefficients: coefficients, constants: -50...50,
            zeroConstantPercent: 20, requiredPercent: 20))
      } else {
        mixedOperation(coefficients: coefficients, terms: 1...3, requiredPercent: 20)
      }
    }
    return sequence
  }

  mutating func redundantEqualities() -> OperationSequence {
    let count = int(4...8)
    sequence.variableCount = count
    // A hidden solution keeps the equalities consistent.
    let hidden = (0..<count).map { _ in Double(int(-50...50)) }
    let scales: [Double] = [1, 1, 1, 0.5, 2, 0.02, 200, 0.002, 500]
    var equalities: [Int] = []
    func equality(_ i: Int, _ j: Int, offset: Double = 0) -> ConstraintSpec {
      // scale · (x_i − x_j − (h_i − h_j)) == 0, the constant the double nearest the decimal
      // product (so that cycles close exactly in decimals).
      let scale = pick(scales)
      let difference = Rational(Int(hidden[i] - hidden[j] + offset))
      return ConstraintSpec(
        terms: [(i, scale), (j, -scale)], relation: .equal,
        constant: (-Rational(decimal: scale) * difference).doubleValue,
        strength: Strength.required.value)
    }
    // A spanning chain, then closing cycles and scaled copies, with optional constraints and
    // edits in between.
    var order = Array(0..<count)
    order.shuffle(using: &rng)
    for position in 1..<count {
      equalities.append(sequence.add(equality(order[position], order[int(0...(position - 1))])))
    }
    for _ in 0..<int(2...count) {
      let i = int(0...(count - 1))
      var j = int(0...(count - 1))
      if j == i { j = (i + 1) % count }
      equalities.append(sequence.add(equality(i, j)))
      if chance(30) {
        let target = Double(int(-80...80))
        sequence.add(
          ConstraintSpec(
            terms: [(int(0...(count - 1)), 1)], relation: pick(Relation.allCases),
            constant: -target, strength: optionalStrength()))
      }
      if chance(30) { editOrSuggest(values: -100...100) }
      // Now and then a contradiction, which must be refused.
      if chance(15) {
        sequence.add(equality(i, j, offset: Double(pick([1, -1, 3]))))
      }
    }
    for _ in 0..<int(1...3) { editOrSuggest(values: -100...100) }
    // Remove the equalities one by one, suggesting in between.
    equalities.shuffle(using: &rng)
    for index in equalities {
      sequence.operations.append(.remove(index))
      if chance(30) { editOrSuggest(values: -100...100) }
    }
    return sequence
  }

  mutating func removeAllAndReAdd() -> OperationSequence {
    sequence.variableCount = int(3...5)
    let coefficients = chance(50) ? Self.spreadCoefficients : Self.simpleCoefficients
    for _ in 0..<int(5...12) {
      add(
        constraint(
          terms: 1...4, coefficients: coefficients, constants: -100...100,
          zeroConstantPercent: 30, requiredPercent: 40))
    }
    for _ in 0..<int(1...3) { editOrSuggest(values: -200...200) }
    let constraints = added
    let editVariables = edits
    // Everything out, in a random order (edits among the constraints).
    var removals: [SolverOperation] =
      constraints.map { .remove($0) } + editVariables.map { .removeEdit(variable: $0) }
    removals.shuffle(using: &rng)
    sequence.operations += removals
    // Everything back, in another order, with new suggestions.
    var additions: [SolverOperation] =
      constraints.map { .add($0) }
      + editVariables.map { .addEdit(variable: $0, strength: optionalStrength()) }
    additions.shuffle(using: &rng)
    for operation in additions {
      sequence.operations.append(operation)
      if case .addEdit(let variable, _) = operation, chance(70) {
        sequence.operations.append(.suggest(variable: variable, value: Double(int(-200...200))))
      }
    }
    return sequence
  }

  mutating func inPlaceChangesWithEdits() -> OperationSequence {
    sequence.variableCount = int(3...5)
    let coefficients = chance(50) ? Self.spreadCoefficients : Self.simpleCoefficients
    for _ in 0..<int(4...8) {
      add(
        constraint(
          terms: 1...3, coefficients: coefficients, constants: -100...100,
          zeroConstantPercent: 20, requiredPercent: 40))
    }
    for _ in 0..<int(1...2) { editOrSuggest(values: -200...200) }
    for _ in 0..<int(10...20) {
      switch int(0...9) {
      case 0...3:
        sequence.operations.append(.setConstant(pick(added), Double(int(-100...100))))
      case 4...5:
        sequence.operations.append(.setStrength(pick(added), strength(requiredPercent: 35)))
      case 6...8:
        editOrSuggest(values: -200...200)
      default:
        if !edits.isEmpty && chance(50) {
          let variable = edits.remove(at: int(0...(edits.count - 1)))
          sequence.operations.append(.removeEdit(variable: variable))
        } else {
          editOrSuggest(values: -200...200)
        }
      }
    }
    return sequence
  }
}
