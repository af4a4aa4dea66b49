extension Solver {
  /// kiwi's textual form of a constraint with this solver's variable names and the constant and
  /// strength in use: `1 * left + 1 * width + -320 <= 0 | strength = required`.
  public func description(of constraint: Constraint) -> String {
    var expression = constraint.expression
    var strength = constraint.strength
    if let index = storage.recordIndex[ObjectIdentifier(constraint)] {
      expression.constant = storage.records[index].constant
      strength = storage.records[index].strength
    }
    return describe(expression, constraint.relation, strength) { name(of: $0) }
  }

  /// The whole state in kiwi's dump layout: the objective, the tableau's rows, the infeasible
  /// rows, the variables' symbols, the edit variables and the constraints.
  ///
  /// Symbols print as a letter and an id: `v` external (a variable), `s` slack, `e` error,
  /// `d` dummy. Rows print as `basic | constant + coefficient * symbol …`. Everything is sorted
  /// (rows and cells by symbol id, variables by id, constraints in the order they were added), so
  /// the dump is identical in every process for the same calls.
  public func dump() -> String {
    guard storage.tableau.definitions.isEmpty else {
      return Solver(storage: storageWithoutDefinitions()).dump()
    }
    let tableau = storage.tableau
    func symbolName(_ symbol: Symbol) -> String { "\(tableau.kind(symbol).letter)\(symbol)" }
    func cellsText(_ cells: [Cell]) -> String {
      cells.sorted { $0.symbol < $1.symbol }
        .map { " + \(formatNumber($0.coefficient)) * \(symbolName($0.symbol))" }.joined()
    }
    var text = "Objective\n---------\n"
    var objective: [Cell] = []
    for id in 1..<tableau.symbols.count where tableau.symbols[id].objective != 0 {
      objective.append(
        Cell(symbol: Symbol(id), coefficient: tableau.symbols[id].objective))
    }
    text += cellsText(objective) + "\n\n"
    text += "Tableau\n-------\n"
    var basics: [(Symbol, Slot)] = []
    for slot in (0..<tableau.rows.count).map(Slot.init) {
      if let basic = tableau.rows[slot].basic { basics.append((basic, slot)) }
    }
    for (basic, slot) in basics.sorted(by: { $0.0 < $1.0 }) {
      let row = tableau.rows[slot]
      text +=
        "\(symbolName(basic)) | \(formatNumber(row.constant))\(cellsText(row.cells.elements))\n"
    }
    text += "\nInfeasible\n----------\n"
    for symbol in tableau.infeasibleHeap.elements.sorted() { text += symbolName(symbol) + "\n" }
    text += "\nVariables\n---------\n"
    for id in 0..<variableCount {
      if let symbol = tableau.variableSymbols[id] {
        text += "\(storage.names[id].text) = \(symbolName(symbol))\n"
      }
    }
    text += "\nEdit Variables\n--------------\n"
    for variable in editVariables { text += name(of: variable) + "\n" }
    text += "\nConstraints\n-----------\n"
    let edits = storage.editsByConstraint()
    for record in storage.records.sorted(by: { $0.order < $1.order }) {
      var expression = record.constraint.expression
      expression.constant =
        edits[ObjectIdentifier(record.constraint)]?.constant ?? record.constant
      text += describe(expression, record.constraint.relation, record.strength) { name(of: $0) }
      text += "\n"
    }
    return text
  }
}
