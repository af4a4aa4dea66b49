import Testing

@testable import ConstraintSolver
@testable import LayoutBehaviors

/// A batch activation makes room for the whole batch before its first constraint (the solver's
/// tables and the engine's active list grow once, not step by step), and lays out exactly as
/// activating the constraints one by one does.
@Suite struct ActivationReservationTests {
  /// 50 views in a diagonal, each pinned by four required constraints; frames worked by hand:
  /// view `i` at (i, 2i), 10 × 5.
  static func make() -> (engine: LayoutEngine, views: [View], batch: [LayoutConstraint]) {
    let engine = LayoutEngine(size: Size(width: 400, height: 400))
    var views: [View] = []
    var batch: [LayoutConstraint] = []
    for index in 0..<50 {
      let view = View("v\(index)")
      engine.root.addSubview(view)
      views.append(view)
      batch += [
        view.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: Double(index)),
        view.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: Double(2 * index)),
        view.widthAnchor.constraint(equalToConstant: 10),
        view.heightAnchor.constraint(equalToConstant: 5),
      ]
    }
    return (engine, views, batch)
  }

  static func expectDiagonal(_ views: [View]) {
    for (index, view) in views.enumerated() {
      #expect(view.frame == Rect(x: Double(index), y: Double(2 * index), width: 10, height: 5))
    }
  }

  @Test func theStaticActivationReservesForItsBatch() {
    let (engine, views, batch) = Self.make()
    let held = engine.solver.storage.records.count
    let rows = engine.solver.storage.tableau.rows.count
    let definitions = engine.solver.storage.tableau.definitions.entries.count
    LayoutConstraint.activate(batch)
    #expect(engine.activeList.capacity >= batch.count)
    #expect(engine.solver.storage.records.capacity >= held + batch.count)
    // Each constraint becomes a row or a definition: room for the batch in both.
    #expect(engine.solver.storage.tableau.rows.capacity >= rows + batch.count)
    #expect(engine.solver.storage.tableau.definitions.entries.capacity >= definitions + batch.count)
    Self.expectDiagonal(views)
  }

  @Test func theCheckedActivationReservesForItsBatch() throws {
    let (engine, views, batch) = Self.make()
    let held = engine.solver.storage.records.count
    try engine.activate(batch)
    #expect(engine.activeList.capacity >= batch.count)
    #expect(engine.solver.storage.records.capacity >= held + batch.count)
    Self.expectDiagonal(views)
  }

  @Test func oneByOneGivesTheSameLayoutAndSolverStorage() {
    let (batched, batchedViews, batch) = Self.make()
    LayoutConstraint.activate(batch)
    let (single, singleViews, constraints) = Self.make()
    for constraint in constraints { constraint.isActive = true }
    Self.expectDiagonal(singleViews)
    #expect(batchedViews.map(\.frame) == singleViews.map(\.frame))
    batched.solver.updateVariables()
    single.solver.updateVariables()
    #expect(
      batched.solver.storage.tableau.storageFingerprint()
        == single.solver.storage.tableau.storageFingerprint())
  }
}
