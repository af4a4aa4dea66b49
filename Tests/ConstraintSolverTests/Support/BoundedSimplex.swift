/// A number the dense simplex of the tests' reference computes with: ``Rational`` for the exact
/// answer, `Double` to find a good starting basis quickly.
protocol SimplexNumber {
  static var zero: Self { get }
  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  static func * (lhs: Self, rhs: Self) -> Self
  static func / (lhs: Self, rhs: Self) -> Self
  static func < (lhs: Self, rhs: Self) -> Bool
  /// -1, 0 or 1; for `Double`, values within 10⁻¹¹ of zero count as zero.
  var signum: Int { get }
  init(_ rational: Rational)
}

extension Rational: SimplexNumber {
  init(_ rational: Rational) { self = rational }
}

extension Double: SimplexNumber {
  init(_ rational: Rational) { self = rational.doubleValue }
  var signum: Int { abs(self) <= 1e-11 ? 0 : (self < 0 ? -1 : 1) }
}

/// A linear program in the form the reference needs:
/// maximize `Σ objective[j] · μ[j]` subject to `Σ_j matrix[i][j] · μ[j] + slack[i] == rhs[i]`,
/// `0 <= μ[j] <= upperBounds[j]` and `0 <= slack[i] <= slackUpperBounds[i]` (`nil`: no upper
/// bound), with `rhs >= 0` so that μ = 0 with the slacks basic is a feasible start.
struct BoundedProgram {
  var rowCount: Int
  /// The structural columns: their nonzero entries as (row, value).
  var columns: [[(row: Int, value: Rational)]] = []
  var objective: [Rational] = []
  var upperBounds: [Rational?] = []
  var rhs: [Rational]
  var slackUpperBounds: [Rational?]

  init(rowCount: Int) {
    self.rowCount = rowCount
    rhs = Array(repeating: .zero, count: rowCount)
    slackUpperBounds = Array(repeating: .zero, count: rowCount)
  }

  mutating func addColumn(
    _ entries: [(row: Int, value: Rational)], objective: Rational, upperBound: Rational?
  ) {
    columns.append(entries.filter { !$0.value.isZero })
    self.objective.append(objective)
    upperBounds.append(upperBound)
  }
}

/// The outcome of ``BoundedSimplex``: an optimal basis with its objective value and the
/// simplex multipliers of the rows, or a proof that the objective is unbounded.
enum SimplexOutcome<Number: SimplexNumber> {
  /// `multipliers[i]` is the reduced cost of row i's slack (`-y[i]`).
  case optimal(value: Number, multipliers: [Number])
  case unbounded
  /// The iteration limit was reached (a bug in the reference: Bland's rule terminates).
  case limitReached
}

/// A dense bounded-variable primal simplex with Bland's rule (the entering column is the
/// eligible one with the smallest index, ties in the ratio test go to the smallest index), so it
/// terminates without cycling. Every nonbasic variable sits at its lower bound 0 or its upper
/// bound. Generic so that a `Double` run can find the optimal basis cheaply and a ``Rational`` run
/// can start from that basis and certify it (``solve(_:)``).
struct BoundedSimplex<Number: SimplexNumber> {
  enum Status { case basic, atLower, atUpper }

  let rowCount: Int
  let width: Int  // structural columns + one slack per row
  var tableau: [Number]  // rowCount × width, row-major: B⁻¹ [A | I]
  var reducedCosts: [Number]  // c − c_B B⁻¹ [A | I]
  var basis: [Int]
  var values: [Number]  // of the basic variables, by row
  var status: [Status]
  var objective: [Number]
  var upperBounds: [Number?]
  var iterations = 0

  /// The slack basis: all structural variables at 0, the slacks basic at `rhs`.
  init(_ program: BoundedProgram) {
    rowCount = program.rowCount
    let structural = program.columns.count
    width = structural + rowCount
    tableau = Array(repeating: .zero, count: rowCount * width)
    for (column, entries) in program.columns.enumerated() {
      for (row, value) in entries { tableau[row * width + column] = Number(value) }
    }
    for row in 0..<rowCount { tableau[row * width + structural + row] = Number(Rational.one) }
    objective = program.objective.map { Number($0) } + Array(repeating: .zero, count: rowCount)
    reducedCosts = objective
    upperBounds =
      program.upperBounds.map { $0.map { Number($0) } }
      + program.slackUpperBounds.map { $0.map { Number($0) } }
    basis = (0..<rowCount).map { structural + $0 }
    values = program.rhs.map { Number($0) }
    status =
      Array(repeating: .atLower, count: structural) + Array(repeating: .basic, count: rowCount)
  }

  /// Makes `column` basic in `row` (Gauss–Jordan step on the tableau and the reduced costs; the
  /// values are the caller's business).
  mutating func pivot(row: Int, column: Int) {
    let base = row * width
    let pivot = tableau[base + column]
    var nonzero: [Int] = []
    for j in 0..<width {
      if tableau[base + j].signum != 0 {
        tableau[base + j] = tableau[base + j] / pivot
        nonzero.append(j)
      } else {
        tableau[base + j] = .zero
      }
    }
    tableau[base + column] = Number(Rational.one)
    for other in 0..<rowCount where other != row {
      let otherBase = other * width
      let factor = tableau[otherBase + column]
      if factor.signum == 0 { continue }
      for j in nonzero {
        tableau[otherBase + j] = tableau[otherBase + j] - factor * tableau[base + j]
      }
      tableau[otherBase + column] = .zero
    }
    let factor = reducedCosts[column]
    if factor.signum != 0 {
      for j in nonzero { reducedCosts[j] = reducedCosts[j] - factor * tableau[base + j] }
      reducedCosts[column] = .zero
    }
    basis[row] = column
  }

  /// Runs Bland's rule from the current (feasible) basis.
  mutating func run(limit: Int = 20_000) -> SimplexOutcome<Number> {
    while true {
      iterations += 1
      if iterations > limit { return .limitReached }
      var entering: Int? = nil
      for j in 0..<width {
        switch status[j] {
        case .basic: continue
        case .atLower:
          if reducedCosts[j].signum > 0, upperBounds[j].map({ $0.signum > 0 }) ?? true {
            entering = j
          }
        case .atUpper:
          if reducedCosts[j].signum < 0 { entering = j }
        }
        if entering != nil { break }
      }
      guard let q = entering else {
        return .optimal(value: objectiveValue, multipliers: multipliers)
      }
      let increasing = status[q] == .atLower
      // The step θ ≥ 0 and the variable that blocks it (smallest index on ties).
      var best: (theta: Number, column: Int, row: Int?, toUpper: Bool)? = nil
      func consider(_ theta: Number, _ column: Int, _ row: Int?, _ toUpper: Bool) {
        if let current = best {
          if theta < current.theta || (!(current.theta < theta) && column < current.column) {
            best = (theta, column, row, toUpper)
          }
        } else {
          best = (theta, column, row, toUpper)
        }
      }
      if let bound = upperBounds[q] { consider(bound, q, nil, increasing) }
      for i in 0..<rowCount {
        let a = tableau[i * width + q]
        let sign = increasing ? a.signum : -a.signum
        if sign > 0 {
          // The basic variable decreases toward 0.
          let rate = increasing ? a : Number.zero - a
          var theta = values[i] / rate
          if theta.signum < 0 { theta = .zero }
          consider(theta, basis[i], i, false)
        } else if sign < 0, let bound = upperBounds[basis[i]] {
          let rate = increasing ? Number.zero - a : a
          var theta = (bound - values[i]) / rate
          if theta.signum < 0 { theta = .zero }
          consider(theta, basis[i], i, true)
        }
      }
      guard let step = best else { return .unbounded }
      let signedStep = increasing ? step.theta : Number.zero - step.theta
      for i in 0..<rowCount where tableau[i * width + q].signum != 0 {
        values[i] = values[i] - signedStep * tableau[i * width + q]
      }
      let start = increasing ? Number.zero : upperBounds[q]!
      let enteringValue = start + signedStep
      guard let row = step.row else {
        status[q] = increasing ? .atUpper : .atLower
        continue
      }
      status[basis[row]] = step.toUpper ? .atUpper : .atLower
      pivot(row: row, column: q)
      status[q] = .basic
      values[row] = enteringValue
    }
  }

  /// The objective at the current point.
  var objectiveValue: Number {
    var total = Number.zero
    for row in 0..<rowCount { total = total + objective[basis[row]] * values[row] }
    for j in 0..<width where status[j] == .atUpper {
      total = total + objective[j] * upperBounds[j]!
    }
    return total
  }

  /// The reduced costs of the slacks: minus the simplex multipliers of the rows.
  var multipliers: [Number] {
    let structural = width - rowCount
    return (0..<rowCount).map { reducedCosts[structural + $0] }
  }
}

extension BoundedSimplex where Number == Rational {
  /// The exact optimum of `program`: a `Double` run finds a basis, an exact run starts from it
  /// (or from the slack basis when the guess is not exactly feasible) and continues until Bland's
  /// rule certifies optimality or unboundedness.
  static func solve(_ program: BoundedProgram) -> SimplexOutcome<Rational> {
    var guess = BoundedSimplex<Double>(program)
    _ = guess.run(limit: 2_000)
    var exact = BoundedSimplex<Rational>(program)
    if exact.adopt(basis: guess.basis, status: guess.status, program: program) {
      return exact.run()
    }
    var fresh = BoundedSimplex<Rational>(program)
    return fresh.run()
  }

  /// Pivots the given basic columns in and puts the nonbasic ones at the given bounds; returns
  /// false (leaving the simplex unusable) if the point is not exactly feasible.
  mutating func adopt(
    basis wanted: [Int], status wantedStatus: [BoundedSimplex<Double>.Status],
    program: BoundedProgram
  ) -> Bool {
    let structural = width - rowCount
    var rhs = program.rhs
    var placed = Array(repeating: false, count: rowCount)
    for column in wanted where column < structural {
      guard
        let row = (0..<rowCount).first(where: {
          !placed[$0] && tableau[$0 * width + column].signum != 0
        })
      else { continue }
      // Keep B⁻¹ b alongside the pivots.
      let pivotValue = tableau[row * width + column]
      let rowRhs = rhs[row] / pivotValue
      for other in 0..<rowCount where other != row {
        let factor = tableau[other * width + column]
        if factor.signum != 0 { rhs[other] = rhs[other] - factor * rowRhs }
      }
      rhs[row] = rowRhs
      pivot(row: row, column: column)
      placed[row] = true
    }
    for j in 0..<width { status[j] = .atLower }
    for row in 0..<rowCount { status[basis[row]] = .basic }
    for j in 0..<width where status[j] != .basic && j < wantedStatus.count {
      if wantedStatus[j] == .atUpper, upperBounds[j] != nil { status[j] = .atUpper }
    }
    values = rhs
    for j in 0..<width where status[j] == .atUpper {
      let bound = upperBounds[j]!
      for row in 0..<rowCount where tableau[row * width + j].signum != 0 {
        values[row] = values[row] - bound * tableau[row * width + j]
      }
    }
    for row in 0..<rowCount {
      if values[row].signum < 0 { return false }
      if let bound = upperBounds[basis[row]], bound < values[row] { return false }
    }
    return true
  }
}
