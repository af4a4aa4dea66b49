extension Tableau {
  /// Changes the constant of an edit constraint by `delta` and repairs feasibility:
  /// ``shiftConstant(_:by:)`` for the solver's hottest call, `suggestValue`.
  ///
  /// When the edit's marker is parametric (neither error is basic), every row of the marker's
  /// column moves by its marker coefficient times the shift, as in ``moveConstants(of:by:)``,
  /// with the same arithmetic in the same order (so the same results) but without searching
  /// each row for the marker: `hints` remembers, per column entry, where the marker's cell was
  /// in that row the last time. A hint is only ever a guess — it is checked against the row,
  /// and a wrong or missing one falls back to the search and is refreshed — so pivots and
  /// additions in between cost nothing but a search on the next call.
  ///
  /// - Returns: `nil`: edit constraints are never required, so the dual simplex cannot fail
  ///   (the basic symbol of a row proving infeasibility otherwise, as ``shiftConstant(_:by:)``).
  /// - Complexity: O(rows holding the marker) plus the dual simplex pivots.
  mutating func shiftEditConstant(_ tag: Tag, by delta: Double, hints: inout [Int32]) -> Symbol? {
    let marker = tag.marker
    let isMarkerParametric =
      symbols[marker].row == nil && (tag.other.map { symbols[$0].row == nil } ?? true)
    guard isMarkerParametric && !journal.isRecording else { return shiftConstant(tag, by: delta) }
    let shift = delta / tag.markerCoefficient
    let column = symbols[marker].column
    if hints.count != column.count { hints = [Int32](repeating: 0, count: column.count) }
    hints.withUnsafeMutableBufferPointer { hints in
      for index in 0..<column.count {
        let slot = column[index]
        let position = cellIndex(
          ofRequired: marker, inRow: slot, hint: &hints[index], "an edit's marker in its column")
        // moveConstant(ofSlot:by:) without the journal's check for each row (not recording).
        let row = rows.pointer(to: slot)
        let constant = row.pointee.constant + row.pointee.cells[position].coefficient * shift
        row.pointee.constant = constant
        if let basic = row.pointee.basic { noteConstantChange(ofBasic: basic, constant: constant) }
      }
    }
    return repairAfterShifts()
  }
}
