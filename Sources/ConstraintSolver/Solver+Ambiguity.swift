/// One variable's part in an ambiguous direction (see ``AmbiguousDirection``).
public struct VariableRate: Sendable {
  /// The variable.
  public let variable: Variable
  /// How much it moves per unit of the direction; only the ratios between the rates of one
  /// direction mean something (`x` moving at 1 and `y` at −1: `x + y` stays the same).
  public let rate: Double

  /// Creates a variable's rate.
  public init(variable: Variable, rate: Double) {
    self.variable = variable
    self.rate = rate
  }
}

/// A way the solution can move without breaking a required constraint and without making the
/// weighted error of the optional ones any worse (see ``Solver/ambiguity()``).
public struct AmbiguousDirection: Sendable {
  /// The variables that move together along the direction, by ascending id, with their rates.
  public let rates: [VariableRate]
  /// The optional constraints whose error changes along the direction, in the order they were
  /// added: optional constraints pulling against each other with equal weight (a tie), so that
  /// no solution between them is better than another. Empty when the direction is free of
  /// optional constraints (no constraint at all fixes the variables).
  public let tiedConstraints: [Constraint]

  /// Creates a direction.
  public init(rates: [VariableRate], tiedConstraints: [Constraint]) {
    self.rates = rates
    self.tiedConstraints = tiedConstraints
  }

  /// The variables of ``rates``, by ascending id.
  public var variables: [Variable] { rates.map { $0.variable } }
}

/// The variables that the constraints of a solver do not determine (see
/// ``Solver/ambiguity()``).
public struct Ambiguity: Sendable {
  /// The directions along which the solution can move and stay optimal, sorted by the smallest
  /// id of the variables each one moves. They span every such move: a variable that moves in no
  /// direction has the same value in every optimal solution.
  public let directions: [AmbiguousDirection]

  /// Creates an ambiguity report from its directions.
  public init(directions: [AmbiguousDirection]) {
    self.directions = directions
  }

  /// Whether the solution is unique: every variable is determined.
  public var isEmpty: Bool { directions.isEmpty }

  /// Every variable that some direction moves, by ascending id, each once.
  public var variables: [Variable] {
    var ids: [Int] = []
    for direction in directions { for rate in direction.rates { ids.append(rate.variable.id) } }
    ids.sort()
    var result: [Variable] = []
    for id in ids where result.last?.id != id { result.append(Variable(id: id)) }
    return result
  }

  /// Whether `variable` has the same value in every optimal solution (no direction moves it).
  public func isDetermined(_ variable: Variable) -> Bool {
    !directions.contains { direction in direction.rates.contains { $0.variable.id == variable.id } }
  }
}

extension Solver {
  /// The variables whose value the constraints do not determine: the solution is one of many
  /// optimal ones, and these variables differ between them.
  ///
  /// The answer is read from the tableau, not found by perturbing the solution. At the optimum,
  /// every basic variable is a linear function of the parametric symbols, and the objective's
  /// coefficient of each parametric symbol is the cost of moving it. A move that keeps the
  /// solution optimal may change only
  /// - a parametric variable (unrestricted in sign: a variable that no constraint pins),
  /// - a parametric slack or error whose objective coefficient is zero (a required inequality
  ///   that could loosen, or an optional constraint whose error could grow, for free), only
  ///   upwards,
  ///
  /// and must keep every restricted basic symbol whose value is zero (a degenerate row) from
  /// going negative. Those moves form a cone; the directions reported span it. When no degenerate
  /// row involves a free slack or error (the common case) each free symbol is a direction of its
  /// own; otherwise the slacks, errors and rows that can only stay at zero (the cone's implicit
  /// equalities) are found by one small linear program, solved by a solver of its own, and the
  /// directions are a basis of what remains (in reduced row echelon form, so the same tableau
  /// gives the same basis). A variable that no constraint mentions is free, a direction of its
  /// own.
  ///
  /// A direction that moves optional constraints' errors is a tie: optional constraints pulling
  /// against each other with equal weight (``AmbiguousDirection/tiedConstraints``), as
  /// `x == 10` and `x == 20` both `weak` leave `x` anywhere between 10 and 20.
  ///
  /// ```swift
  /// // x + y == 10 (required), nothing else about x or y
  /// solver.ambiguity().directions  // one direction: y at rate 1, x at rate -1
  /// ```
  ///
  /// Which variables are ambiguous does not depend on the order the constraints were added; the
  /// directions themselves may (any basis of the same moves is correct). Rates that round-off
  /// leaves where exact arithmetic cancels (within 10⁻¹¹ of the terms summed) count as zero.
  ///
  /// - Complexity: a scan of the tableau's symbols and of the variables; for each free symbol,
  ///   the rows and definitions that depend on it; and, only when degenerate rows involve free
  ///   slacks or errors, a linear program of their size. A layout whose solution is unique
  ///   costs the scans alone.
  public func ambiguity() -> Ambiguity {
    var analysis = AmbiguityAnalysis(storage: storage)
    return analysis.run()
  }
}

/// The computation behind ``Solver/ambiguity()``, over a read-only tableau.
struct AmbiguityAnalysis {
  let storage: SolverStorage
  /// For each error symbol of an optional constraint, the position of its record (built on
  /// the first direction that needs it; only looked up).
  var errorRecords: [Symbol: Int]? = nil

  init(storage: SolverStorage) {
    self.storage = storage
  }

  var tableau: Tableau { storage.tableau }

  mutating func run() -> Ambiguity {
    let tableau = self.tableau
    var found: [(key: Int, order: Int, direction: AmbiguousDirection)] = []
    func keep(_ direction: AmbiguousDirection?) {
      guard let direction, let first = direction.rates.first else { return }
      found.append((first.variable.id, found.count, direction))
    }
    // Variables that no row mentions and no definition defines: free, each on its own, with
    // the definitions that mention them.
    for id in 0..<storage.names.count where tableau.variableSymbols[Variable(id: id)] == nil {
      let variable = Variable(id: id)
      guard !tableau.definitions.isDefined(variable) else { continue }
      var moves = [VariableRate(variable: variable, rate: 1)]
      addDefinedRates(to: &moves)
      moves.sort { $0.variable.id < $1.variable.id }
      keep(AmbiguousDirection(rates: moves, tiedConstraints: []))
    }
    var restricted: [Symbol] = []
    for offset in 1..<tableau.symbols.count {
      let symbol = Symbol(offset)
      let info = tableau.symbols[symbol]
      guard info.row == nil else { continue }
      switch info.kind {
      case .external:
        keep(direction([symbol: 1]))
      case .slack, .error:
        if info.objective == 0 && !info.column.isEmpty { restricted.append(symbol) }
      case .dummy, .invalid:
        continue
      }
    }
    if !restricted.isEmpty {
      for vector in restrictedDirections(restricted) { keep(direction(vector)) }
    }
    found.sort { $0.key != $1.key ? $0.key < $1.key : $0.order < $1.order }
    return Ambiguity(directions: found.map { $0.direction })
  }

  // MARK: - The cone of free slacks and errors

  /// A basis of the moves of the free slacks and errors `restricted` (parametric, zero cost,
  /// ascending ids) that degenerate rows allow, as sparse vectors over the symbols.
  func restrictedDirections(_ restricted: [Symbol]) -> [[Symbol: Double]] {
    let tableau = self.tableau
    var isFree: [Symbol: Bool] = [:]
    for symbol in restricted { isFree[symbol] = true }
    // The degenerate rows: restricted basic symbols at zero whose rows hold a free symbol.
    var degenerate: [Symbol] = []
    var inDegenerateRow: [Symbol: Bool] = [:]
    var seen: [Symbol: Bool] = [:]
    for symbol in restricted {
      for slot in tableau.symbols[symbol].column.elements {
        let row = tableau.rows[slot]
        guard let basic = row.basic, tableau.kind(basic).isRestricted,
          row.constant <= Tableau.epsilon, seen[basic] == nil
        else { continue }
        seen[basic] = true
        degenerate.append(basic)
        for index in 0..<row.cells.count where isFree[row.cells[index].symbol] != nil {
          inDegenerateRow[row.cells[index].symbol] = true
        }
      }
    }
    var vectors: [[Symbol: Double]] = []
    var constrained: [Symbol] = []
    for symbol in restricted {
      if inDegenerateRow[symbol] == nil {
        vectors.append([symbol: 1])
      } else {
        constrained.append(symbol)
      }
    }
    if constrained.isEmpty { return vectors }
    degenerate.sort()
    // Each degenerate row as the coefficients of the constrained symbols (the other cells are
    // slacks and errors that cannot move: their cost is positive, or they are dummies).
    var columnOf: [Symbol: Int] = [:]
    for (index, symbol) in constrained.enumerated() { columnOf[symbol] = index }
    var rowsOfCone: [[Double]] = []
    for basic in degenerate {
      let cells = tableau.rows[tableau.symbols[basic].basicRow].cells
      var coefficients = [Double](repeating: 0, count: constrained.count)
      for index in 0..<cells.count {
        if let column = columnOf[cells[index].symbol] {
          coefficients[column] = cells[index].coefficient
        }
      }
      rowsOfCone.append(coefficients)
    }
    let equalities = AmbiguityAnalysis.implicitEqualities(
      columns: constrained.count, rows: rowsOfCone)
    for vector in AmbiguityAnalysis.nullSpace(of: equalities, columns: constrained.count) {
      var sparse: [Symbol: Double] = [:]
      for (column, value) in vector.enumerated() where value != 0 {
        sparse[constrained[column]] = value
      }
      vectors.append(sparse)
    }
    return vectors
  }

  /// The equalities that hold on the whole cone `{d ≥ 0, rows · d ≥ 0}` in `columns`
  /// dimensions: the coordinates and rows that no point of the cone makes positive, each as a
  /// dense row of coefficients.
  ///
  /// One linear program finds them all: maximize `Σ t` subject to `d_j ≥ t_j`, `row_i · d ≥ t_i`
  /// and `0 ≤ t ≤ 1`. The cone holds a point where every inequality that is not an implicit
  /// equality is positive (the sum of one witness each), scaled so that each is at least 1; so
  /// at the optimum `t` is 1 for those and 0 for the implicit equalities. Each `t == 1` is an
  /// optional constraint of the same strength, so minimizing their error maximizes `Σ t`.
  static func implicitEqualities(columns: Int, rows: [[Double]]) -> [[Double]] {
    var solver = Solver()
    solver.verifiesEverySolve = false
    let d = (0..<columns).map { _ in solver.makeVariable() }
    var inequalities: [(coefficients: [Double], indicator: Variable?)] = []
    func add(_ coefficients: [Double]) {
      let t = solver.makeVariable()
      var terms: [Term] = []
      for (column, coefficient) in coefficients.enumerated() where coefficient != 0 {
        terms.append(coefficient * d[column])
      }
      let expression = Expression(terms: terms)
      do {
        try solver.addConstraint(expression - t >= 0)
        try solver.addConstraint(t >= 0)
        try solver.addConstraint(t <= 1)
        try solver.addConstraint((t == 1) | .weak)
        inequalities.append((coefficients, t))
      } catch {
        // Numbers beyond the solver's range: the inequality is left out, so the cone only
        // grows and the report errs on the side of ambiguity.
        inequalities.append((coefficients, nil))
      }
    }
    for column in 0..<columns {
      var unit = [Double](repeating: 0, count: columns)
      unit[column] = 1
      add(unit)
    }
    for row in rows { add(row) }
    solver.updateVariables()
    var equalities: [[Double]] = []
    for inequality in inequalities {
      guard let t = inequality.indicator, solver.value(of: t) < 0.5 else { continue }
      equalities.append(inequality.coefficients)
    }
    return equalities
  }

  /// A basis of the vectors `x` with `equation · x == 0` for every equation, in `columns`
  /// dimensions: one vector per free column of the equations' reduced row echelon form, in
  /// column order (so the same equations give the same basis).
  static func nullSpace(of equations: [[Double]], columns: Int) -> [[Double]] {
    var matrix = equations
    var pivotColumns: [Int] = []
    var rank = 0
    for column in 0..<columns where rank < matrix.count {
      // The largest entry of the column below the pivots, if it is not round-off.
      var best = rank
      for row in rank..<matrix.count
      where matrix[row][column].magnitude > matrix[best][column].magnitude {
        best = row
      }
      let scale = matrix[best].reduce(0) { Swift.max($0, $1.magnitude) }
      guard matrix[best][column].magnitude > Tableau.cancellation * scale else { continue }
      matrix.swapAt(rank, best)
      let pivot = matrix[rank][column]
      for index in 0..<columns { matrix[rank][index] /= pivot }
      for row in 0..<matrix.count where row != rank && matrix[row][column] != 0 {
        let factor = matrix[row][column]
        for index in 0..<columns {
          matrix[row][index] = Tableau.sum(matrix[row][index], -factor * matrix[rank][index])
        }
      }
      pivotColumns.append(column)
      rank += 1
    }
    var basis: [[Double]] = []
    var isPivot = [Bool](repeating: false, count: columns)
    for column in pivotColumns { isPivot[column] = true }
    for free in 0..<columns where !isPivot[free] {
      var vector = [Double](repeating: 0, count: columns)
      vector[free] = 1
      for (row, column) in pivotColumns.enumerated() { vector[column] = -matrix[row][free] }
      basis.append(vector)
    }
    return basis
  }

  // MARK: - What a move changes

  /// The direction in which the parametric symbols move by `vector`: the variables that move
  /// with their rates, and the optional constraints whose errors change; `nil` when no variable
  /// moves.
  mutating func direction(_ vector: [Symbol: Double]) -> AmbiguousDirection? {
    let tableau = self.tableau
    // The basic symbols whose rows depend on a moving symbol, directly or through lazy rows'
    // references (a basic variable's column lists the rows that reference it).
    var affected: [Symbol] = []
    var isAffected: [Symbol: Bool] = [:]
    var frontier = vector.keys.sorted()
    while let symbol = frontier.popLast() {
      for slot in tableau.symbols[symbol].column.elements {
        guard let basic = tableau.rows[slot].basic, isAffected[basic] == nil else { continue }
        isAffected[basic] = true
        affected.append(basic)
        frontier.append(basic)
      }
    }
    // Each affected basic symbol's rate, references before the rows that hold them.
    var rates: [Symbol: Double] = [:]
    for start in affected where rates[start] == nil {
      var stack = [start]
      while let basic = stack.last {
        if rates[basic] != nil {
          stack.removeLast()
          continue
        }
        let cells = tableau.rows[tableau.symbols[basic].basicRow].cells
        var pending = false
        var total = 0.0
        var scale = 0.0
        for index in 0..<cells.count {
          let cell = cells[index]
          let moved: Double
          if tableau.symbols[cell.symbol].row != nil {
            guard isAffected[cell.symbol] != nil else { continue }
            guard let rate = rates[cell.symbol] else {
              stack.append(cell.symbol)
              pending = true
              continue
            }
            moved = rate
          } else {
            guard let rate = vector[cell.symbol] else { continue }
            moved = rate
          }
          let term = cell.coefficient * moved
          total += term
          scale = Swift.max(scale, term.magnitude)
        }
        if pending { continue }
        rates[basic] = total.magnitude <= Tableau.cancellation * scale ? 0 : total
        stack.removeLast()
      }
    }
    var moves: [VariableRate] = []
    var moving: [Symbol] = []
    for (symbol, rate) in vector where rate != 0 {
      moving.append(symbol)
      if let variable = tableau.symbols[symbol].variable {
        moves.append(VariableRate(variable: variable, rate: rate))
      }
    }
    for symbol in affected where rates[symbol] != 0 {
      moving.append(symbol)
      if let variable = tableau.symbols[symbol].variable {
        moves.append(VariableRate(variable: variable, rate: rates[symbol] ?? 0))
      }
    }
    guard !moves.isEmpty else { return nil }
    addDefinedRates(to: &moves)
    moves.sort { $0.variable.id < $1.variable.id }
    return AmbiguousDirection(rates: moves, tiedConstraints: tiedConstraints(moving))
  }

  /// Adds to `moves` (variables of the tableau, or variables that nothing determines, with
  /// their rates) the rates of the defined variables that follow them: each definition's rate
  /// is the sum of its terms' rates times their coefficients, the definitions it mentions
  /// first; a rate that cancels (within ``Tableau/cancellation`` of its terms) is zero.
  func addDefinedRates(to moves: inout [VariableRate]) {
    let definitions = tableau.definitions
    guard !definitions.isEmpty,
      moves.contains(where: { !definitions.dependents[$0.variable].isEmpty })
    else { return }
    var rates: [Int: Double] = [:]
    for move in moves { rates[move.variable.id] = move.rate }
    // The subjects that depend on a moving variable, directly or through other definitions.
    var affected: [Variable] = []
    var isAffected: [Int: Bool] = [:]
    var frontier = moves.map { $0.variable }
    while let variable = frontier.popLast() {
      for dependent in definitions.dependents[variable].elements
      where definitions.isDefined(dependent) && isAffected[dependent.id] == nil {
        isAffected[dependent.id] = true
        affected.append(dependent)
        frontier.append(dependent)
      }
    }
    var computed: [Int: Double] = [:]
    for start in affected where computed[start.id] == nil {
      var stack = [start]
      while let subject = stack.last {
        if computed[subject.id] != nil {
          stack.removeLast()
          continue
        }
        let terms = definitions.definition(of: subject).pointee.terms
        var pending = false
        var total = 0.0
        var scale = 0.0
        for index in 0..<terms.count {
          let term = terms[index]
          let moved: Double
          if isAffected[term.variable.id] != nil {
            guard let rate = computed[term.variable.id] else {
              stack.append(term.variable)
              pending = true
              continue
            }
            moved = rate
          } else {
            guard let rate = rates[term.variable.id] else { continue }
            moved = rate
          }
          let product = term.coefficient * moved
          total += product
          scale = Swift.max(scale, product.magnitude)
        }
        if pending { continue }
        computed[subject.id] = total.magnitude <= Tableau.cancellation * scale ? 0 : total
        stack.removeLast()
      }
    }
    for subject in affected where computed[subject.id] != 0 {
      moves.append(VariableRate(variable: subject, rate: computed[subject.id] ?? 0))
    }
  }

  /// The optional constraints among whose error symbols are some of `moving`, in the order
  /// they were added.
  mutating func tiedConstraints(_ moving: [Symbol]) -> [Constraint] {
    let tableau = self.tableau
    guard moving.contains(where: { tableau.kind($0) == .error }) else { return [] }
    if errorRecords == nil {
      var map: [Symbol: Int] = [:]
      for (index, record) in storage.records.enumerated() where !record.strength.isRequired {
        for symbol in record.tag.symbols where tableau.kind(symbol) == .error {
          map[symbol] = index
        }
      }
      errorRecords = map
    }
    var positions: [Int] = []
    for symbol in moving {
      if let position = errorRecords?[symbol], !positions.contains(position) {
        positions.append(position)
      }
    }
    positions.sort { storage.records[$0].order < storage.records[$1].order }
    return positions.map { storage.records[$0].constraint }
  }
}
