import Testing

@testable import ConstraintSolver

/// The tableau's ids (``Symbol``, ``Slot``, ``Variable``) are types of their own with `Optional`
/// for "none"; these tests pin down that the types cost no memory in the tables the hot loops
/// read, and how ids order and print.
@Suite struct TableauIDTests {
  @Test func idsAndTheRecordsThatHoldThemKeepTheirSizes() {
    // An id is its 32-bit index; the records the pivots stream through keep the sizes they had
    // with raw `Int32` ids and sentinels (48, 40, 16 and 24 bytes).
    #expect(MemoryLayout<Symbol>.size == 4 && MemoryLayout<Slot>.size == 4)
    #expect(MemoryLayout<Cell>.stride == 16)
    #expect(MemoryLayout<SymbolInfo>.stride == 48)
    #expect(MemoryLayout<RowData>.stride == 40)
    #expect(MemoryLayout<ConstraintSolver.Tag>.stride == 24)
  }

  @Test func optionalFieldsStoredAsIdsReadBackAsStored() {
    var info = SymbolInfo.unused(kind: .external)
    #expect(info.row == nil && info.variable == nil)
    info.row = Slot(index: 0)
    info.variable = Variable(id: 0)
    #expect(info.row == Slot(index: 0) && info.variable?.id == 0)
    info.row = Slot(index: Int32.max)
    info.variable = Variable(id: 12)
    #expect(info.row?.index == Int32.max && info.variable?.id == 12)
    info.variable = nil
    info.row = nil
    #expect(info.row == nil && info.variable == nil)

    var tag = ConstraintSolver.Tag(marker: Symbol(id: 3), markerCoefficient: 1)
    #expect(tag.other == nil && Array(tag.symbols) == [Symbol(id: 3)] && tag.otherCoefficient == 0)
    tag.other = Symbol(id: 9)
    #expect(tag.other == Symbol(id: 9) && Array(tag.symbols) == [Symbol(id: 3), Symbol(id: 9)])
    tag.other = nil
    #expect(Array(tag.symbols) == [Symbol(id: 3)])
  }

  @Test func symbolsOrderByIdAndPrintTheirIds() {
    let symbols = [Symbol(id: 7), Symbol(id: 2), Symbol(id: 11)]
    #expect(symbols.sorted().map(\.id) == [2, 7, 11])
    #expect(Symbol(id: 2) < Symbol(id: 7) && !(Symbol(id: 7) < Symbol(id: 7)))
    #expect("\(Symbol(id: 42))" == "42" && "\(Slot(index: 0))" == "0")
    #expect(Tableau.smaller(Symbol(id: 5), nil) == Symbol(id: 5))
    #expect(Tableau.smaller(Symbol(id: 5), Symbol(id: 3)) == Symbol(id: 3))
    #expect(Tableau.smaller(Symbol(id: 2), Symbol(id: 3)) == Symbol(id: 2))
  }

  @Test func aRowWithoutABasicSymbolIsFreeOrPartOfPhaseOne() {
    var tableau = Tableau()
    defer { tableau.deallocate() }
    let variable = tableau.addVariable()
    let symbol = tableau.symbol(forVariable: variable)
    #expect(tableau.symbol(forVariable: variable) == symbol)
    #expect(tableau.symbols[symbol].variable?.id == variable.id)
    let built = tableau.makeSlot(basic: nil, constant: 1)
    #expect(tableau.rows[built].basic == nil && !tableau.rows[built].isFree)
    tableau.dropRow(built)
    #expect(tableau.rows[built].isFree && tableau.freeSlots.elements == [built])
    let reused = tableau.makeSlot(basic: symbol, constant: 2)
    #expect(reused == built && tableau.rows[reused].basic == symbol)
    #expect(tableau.symbols[symbol].row == reused)
    tableau.dropRow(reused)
    #expect(tableau.symbols[symbol].row == nil)
  }
}
