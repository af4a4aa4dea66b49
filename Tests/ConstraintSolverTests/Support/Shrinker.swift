/// Minimizes a failing ``OperationSequence`` while the same check still fails.
///
/// First it cuts the sequence after the failing operation and drops operations (delta
/// debugging: halves, quarters, … then single operations); then it simplifies the constraints
/// (drops terms) and the numbers (to 0 where that makes sense, to ±1, to 1, 2 or 3 significant
/// digits, to an integer; nonstandard strengths to the standard ones); then it drops operations
/// again. A candidate is kept when the check that failed first still fails first (same
/// ``CheckFailure/kind``). The number of replays is bounded (``budget``), so shrinking a long
/// sequence stays fast; what it returns always fails.
struct Shrinker {
  /// Replays a candidate and returns its first failed check.
  let check: (OperationSequence) -> CheckFailure?
  let kind: String
  /// The largest number of replays.
  var budget = 1_500
  var replays = 0

  init(kind: String, budget: Int = 1_500, check: @escaping (OperationSequence) -> CheckFailure?) {
    self.kind = kind
    self.budget = budget
    self.check = check
  }

  /// Whether `candidate` still fails the same way (false once the budget is spent).
  mutating func fails(_ candidate: OperationSequence) -> Bool {
    guard replays < budget else { return false }
    replays += 1
    return check(candidate)?.kind == kind
  }

  /// The minimized sequence and its failure.
  static func shrink(
    _ sequence: OperationSequence, failure: CheckFailure, budget: Int = 1_500,
    check: @escaping (OperationSequence) -> CheckFailure?
  ) -> (sequence: OperationSequence, failure: CheckFailure) {
    var shrinker = Shrinker(kind: failure.kind, budget: budget, check: check)
    var current = sequence
    // Nothing after the failing operation matters ("operation N: …").
    if let step = Self.failingStep(failure), step + 1 < current.operations.count {
      var cut = current
      cut.operations.removeSubrange((step + 1)...)
      if shrinker.fails(cut) { current = cut }
    }
    current = shrinker.dropOperations(current)
    current = shrinker.simplifyConstraints(current)
    current = shrinker.simplifyNumbers(current)
    current = shrinker.dropOperations(current)
    let compacted = current.compacted()
    if shrinker.fails(compacted) { current = compacted }
    return (current, check(current) ?? failure)
  }

  static func failingStep(_ failure: CheckFailure) -> Int? {
    guard failure.detail.hasPrefix("operation ") else { return nil }
    return Int(failure.detail.dropFirst("operation ".count).prefix { $0.isNumber })
  }

  /// Delta debugging on the operations.
  mutating func dropOperations(_ sequence: OperationSequence) -> OperationSequence {
    var current = sequence
    var chunk = max(1, current.operations.count / 2)
    while true {
      var changed = false
      var start = 0
      while start < current.operations.count {
        var candidate = current
        candidate.operations.removeSubrange(
          start..<min(start + chunk, candidate.operations.count))
        if fails(candidate) {
          current = candidate
          changed = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !changed { return current }
      if !changed || chunk > 1 { chunk = max(1, chunk / 2) }
      if replays >= budget { return current }
    }
  }

  /// Drops terms of the constraints the operations use.
  mutating func simplifyConstraints(_ sequence: OperationSequence) -> OperationSequence {
    var current = sequence
    let used = Set(current.operations.compactMap(\.constraintIndex))
    for index in used.sorted() {
      var term = 0
      while term < current.constraints[index].terms.count
        && current.constraints[index].terms.count > 1
      {
        var candidate = current
        candidate.constraints[index].terms.remove(at: term)
        if fails(candidate) { current = candidate } else { term += 1 }
      }
    }
    return current
  }

  /// Simpler values for a number, simplest first, excluding the number itself.
  static func simplerValues(_ value: Double, allowZero: Bool) -> [Double] {
    guard value.isFinite, value != 0 else { return [] }
    var candidates: [Double] = allowZero ? [0] : []
    candidates.append(value < 0 ? -1 : 1)
    for digits in 1...3 { candidates.append(roundedToSignificantDigits(value, digits)) }
    candidates.append(value.rounded())
    var seen = Set<Double>()
    return candidates.filter { $0 != value && ($0 != 0 || allowZero) && seen.insert($0).inserted }
  }

  /// `value` with `digits` significant decimal digits, read back from its decimal text so that it
  /// prints short (0.3, not 0.30000000000000004).
  static func roundedToSignificantDigits(_ value: Double, _ digits: Int) -> Double {
    var exponent = 0
    var scaled = abs(value)
    let limit = Double(Int.pow10(digits))
    while scaled >= limit {
      scaled /= 10
      exponent += 1
    }
    while scaled < limit / 10 {
      scaled *= 10
      exponent -= 1
    }
    let mantissa = Int(scaled.rounded())
    return Double("\(value < 0 ? "-" : "")\(mantissa)e\(exponent)") ?? value
  }

  static func simplerStrengths(_ value: Double) -> [Double] {
    let standard = [1.0, 1000, 1_000_000]
    if standard.contains(value) || value >= 1_001_001_000 { return [] }
    return standard
  }

  /// Tries simpler numbers one at a time: the constraints' coefficients, constants and
  /// strengths, then the operations' values.
  mutating func simplifyNumbers(_ sequence: OperationSequence) -> OperationSequence {
    var current = sequence
    let used = Set(current.operations.compactMap(\.constraintIndex))
    for index in used.sorted() {
      for term in current.constraints[index].terms.indices {
        for value in Self.simplerValues(
          current.constraints[index].terms[term].coefficient, allowZero: false)
        {
          var candidate = current
          candidate.constraints[index].terms[term].coefficient = value
          if fails(candidate) {
            current = candidate
            break
          }
        }
      }
      for value in Self.simplerValues(current.constraints[index].constant, allowZero: true) {
        var candidate = current
        candidate.constraints[index].constant = value
        if fails(candidate) {
          current = candidate
          break
        }
      }
      for value in Self.simplerStrengths(current.constraints[index].strength) {
        var candidate = current
        candidate.constraints[index].strength = value
        if fails(candidate) {
          current = candidate
          break
        }
      }
    }
    for position in current.operations.indices {
      let replacements: [SolverOperation]
      switch current.operations[position] {
      case .suggest(let variable, let value):
        replacements = Self.simplerValues(value, allowZero: true).map {
          .suggest(variable: variable, value: $0)
        }
      case .setConstant(let index, let value):
        replacements = Self.simplerValues(value, allowZero: true).map { .setConstant(index, $0) }
      case .setStrength(let index, let value):
        replacements = Self.simplerStrengths(value).map { .setStrength(index, $0) }
      case .addEdit(let variable, let strength):
        replacements = Self.simplerStrengths(strength).map {
          .addEdit(variable: variable, strength: $0)
        }
      case .add, .remove, .removeEdit:
        replacements = []
      }
      for replacement in replacements {
        var candidate = current
        candidate.operations[position] = replacement
        if fails(candidate) {
          current = candidate
          break
        }
      }
    }
    return current
  }
}

extension Int {
  fileprivate static func pow10(_ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { result, _ in result * 10 }
  }
}
