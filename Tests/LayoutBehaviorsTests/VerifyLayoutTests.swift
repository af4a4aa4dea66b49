import ConstraintSolver
import Testing

@testable import LayoutBehaviors

/// `LayoutEngine.verifyLayout()`: every applied required constraint is checked on the solved
/// values, as the model declares it. A solver state that disagrees with the model (made here by
/// changing a constant in the solver behind the model's back, since a correct solver never
/// produces one within the range) is reported with the residual, in the engine and in a scene.
/// `RandomizedLayoutTests` checks that random layouts, in both directions, report nothing.
@Suite struct VerifyLayoutTests {
  /// A box pinned at (10, 20), 80 × 50, in a 375 × 812 root.
  private static func box(direction: LayoutDirection = .leftToRight) -> (
    LayoutEngine, View, [LayoutConstraint]
  ) {
    let engine = LayoutEngine(size: Size(width: 375, height: 812), layoutDirection: direction)
    let box = View("box")
    engine.root.addSubview(box)
    let constraints = [
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 80),
      box.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 30),
    ]
    constraints[4].priority = .defaultLow
    constraints[2].identifier = "box-width"
    constraints[3].identifier = "box-min-height"
    LayoutConstraint.activate(constraints)
    return (engine, box, constraints)
  }

  @Test func aSolvedLayoutHolds() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let (engine, box, _) = Self.box(direction: direction)
      #expect(engine.verifyLayout().isEmpty)
      #expect(box.frame.width == 80 && box.frame.height == 50)
      #expect(engine.diagnostics.isEmpty)
    }
  }

  @Test func aSolutionThatDisagreesWithTheModelIsReported() throws {
    let (engine, box, constraints) = Self.box()
    // The solver is told 100 for the width; the model still says 80.
    let width = try #require(constraints[2].solverConstraint)
    try engine.solver.setConstant(-100, for: width)
    engine.needsUpdate = true
    #expect(box.frame.width == 100)
    let found = engine.verifyLayout()
    #expect(found.map(\.kind) == [.violated])
    #expect(found.first?.constraint === constraints[2])
    #expect(found.first?.residual == 20)
    #expect(
      found.first?.message
        == "Required constraint 'box-width' (box.width == 80) does not hold in the solved "
        + "layout: its sides differ by 20, beyond the solver's tolerance; the frames it "
        + "positions are wrong.")
    #expect(engine.diagnostics.map(\.kind) == [.violated])
    // Reported again while it lasts; an inequality is violated only on its wrong side.
    let minimum = try #require(constraints[3].solverConstraint)
    try engine.solver.setConstant(-60, for: minimum)  // height >= 60 in the solver: 60 ≥ 50
    engine.needsUpdate = true
    #expect(engine.verifyLayout().map(\.constraint.identifier) == ["box-width"])
    try engine.solver.setConstant(-45, for: minimum)  // the low-priority 30 pulls it to 45
    engine.needsUpdate = true
    let both = engine.verifyLayout()
    #expect(both.map(\.constraint.identifier) == ["box-width", "box-min-height"])
    #expect(both.last?.residual == 5)
    #expect(engine.diagnostics.count == 4)
  }

  @Test func brokenAndOptionalConstraintsAreNotChecked() {
    let (engine, box, _) = Self.box()
    let impossible = box.widthAnchor.constraint(equalToConstant: 90)
    impossible.isActive = true
    #expect(impossible.isBroken)
    // The low-priority height (30) is not met (50): optional, so not a violation.
    #expect(engine.verifyLayout().isEmpty)
    #expect(engine.diagnostics.map(\.kind) == [.unsatisfiable])
  }

  @Test func aSceneReportsAViolationAtTheConstraintsPlace() throws {
    let text = """
      {"root": {"width": 375, "height": 812},
       "views": [{"id": "box"}],
       "constraints": ["box.leading == root.leading", "box.top == root.top",
         {"id": "box-width", "constraint": "box.width == 80"}, "box.height == 50"],
       "events": [{"type": "setConstant", "constraint": "box-width", "value": 90}]}
      """
    let scene = LayoutScene(document: try LayoutDocument.parse(text, fileName: "box.json").get())
    #expect(scene.diagnostics.isEmpty, "the initial layout holds")
    let width = try #require(scene.constraint(withID: "box-width"))
    // The event sets 90 in the model and the solver; the solver is then put at 100.
    _ = scene.apply(scene.document.events[0])
    try scene.engine.solver.setConstant(-100, for: try #require(width.solverConstraint))
    scene.engine.needsUpdate = true
    let result = scene.apply(
      EventDeclaration(kind: .keyboardWillHide(duration: nil, curve: nil), origin: "test"))
    #expect(result.diagnostics.map(\.code) == [.requiredViolated])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.constraint.name == "box-width")
    #expect(diagnostic.fileDiagnostic.line == 4)
    #expect(diagnostic.message.contains("its sides differ by 10"))
  }

  /// Found by `CLIFuzzTests`: one required inequality with a constant at the solver's limit
  /// (`logo.top >= root.safeArea.top - 1e15`) used to make every value below 10⁴ computed
  /// against it exactly zero, and the stack of the form came out 520 points off
  /// `forgot.bottom == form.margins.bottom`. The sizes are unique: the form is the stack's
  /// 8 + 34 + 20 + 44 + 12 + 44 + 24 + 50 + 12 + 20 + 8 = 276 points tall and the logo its
  /// intrinsic 96; the form's position is free between the two inequalities.
  @Test func aConstantAtTheLimitDoesNotEraseOrdinaryValues() throws {
    let text =
      #"{"root": {"width": 375, "height": 812}, "views": [{"id": "logo", "intrinsicSize": {"width": 96, "height": 96}}, {"id": "form"}, {"id": "title", "parent": "form", "intrinsicSize": {"width": 180, "height": 34}}, {"id": "email", "parent": "form", "intrinsicSize": {"height": 44}}, {"id": "password", "parent": "form", "intrinsicSize": {"height": 44}}, {"id": "sign-in", "parent": "form", "intrinsicSize": {"width": 120, "height": 50}}, {"id": "forgot", "parent": "form", "intrinsicSize": {"width": 150, "height": 20}}], "constraints": ["logo.bottom == form.top - 24", {"id": "logo-clearance", "constraint": "logo.top >= root.safeArea.top + -1e15"}, {"id": "form-bottom", "constraint": "root.safeArea.bottom >= form.bottom + 16"}, "title.top == form.margins.top", "email.top == title.bottom + 20", "password.top == email.bottom + 12", "sign-in.top == password.bottom + 24", "forgot.top == sign-in.bottom + 12", "forgot.bottom == form.margins.bottom"], "behaviors": {"keyboard": {"constraints": ["form-bottom"]}}, "events": []}"#
    let scene = LayoutScene(document: try LayoutDocument.parse(text, fileName: "form.json").get())
    #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics.map(\.message))")
    #expect(scene.engine.verifyLayout().isEmpty)
    let form = try #require(scene.view(withID: "form")).frame
    let logo = try #require(scene.view(withID: "logo")).frame
    let forgot = try #require(scene.view(withID: "forgot")).frame
    #expect(form.height == 276)
    #expect(forgot.maxY == 276 - 8, "forgot.bottom on the form's bottom margin")
    #expect(logo.width == 96 && logo.height == 96)
    #expect(logo.maxY + 24 == form.minY)
    #expect(form.maxY <= 812 - 16)
  }
}
