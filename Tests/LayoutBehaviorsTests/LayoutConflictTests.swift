import Testing

@testable import LayoutBehaviors

/// Unsatisfiable required constraints: what is broken, what is reported, and when broken
/// constraints apply again.
@Suite struct LayoutConflictTests {
  /// An engine with a box whose width is required to be 100 (`narrow`), and a second required
  /// width of 200 (`wide`) activated after it, which cannot hold.
  private struct TwoWidths {
    let engine = makePhoneEngine()
    let box: View
    let narrow: LayoutConstraint
    let wide: LayoutConstraint

    init() {
      box = addView("box", to: engine.root)
      narrow = box.widthAnchor.constraint(equalToConstant: 100)
      narrow.identifier = "narrow"
      wide = box.widthAnchor.constraint(equalToConstant: 200)
      LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
        box.topAnchor.constraint(equalTo: engine.root.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 50),
        narrow, wide,
      ])
    }
  }

  @Test func theNewcomerIsBrokenAndReported() {
    let setup = TwoWidths()
    #expect(setup.wide.isActive)
    #expect(setup.wide.isBroken)
    #expect(!setup.narrow.isBroken)
    #expect(setup.engine.brokenConstraints.map(\.displayName) == ["box.width == 200"])
    #expect(setup.wide.conflictingConstraints.map(\.displayName) == ["narrow"])
    #expect(setup.engine.diagnostics.count == 1)
    let diagnostic = setup.engine.diagnostics[0]
    #expect(diagnostic.kind == .unsatisfiable)
    #expect(diagnostic.constraint === setup.wide)
    #expect(diagnostic.constraintName == "box.width == 200")
    #expect(diagnostic.conflictNames == ["narrow"])
    #expect(
      diagnostic.message
        == "Unsatisfiable constraint 'box.width == 200' conflicts with 'narrow' "
        + "(box.width == 100); it is not applied.")
    // The rest of the layout is solved.
    expectRect(setup.box.frame, 0, 0, 100, 50)
  }

  @Test func conflictsAreTheMinimalSetMappedToLayoutConstraints() {
    // a spans 0…100, b spans from a's right edge to the root's right edge (275 wide); b's width
    // of 300 conflicts with exactly these five constraints: the root's width included, but not
    // its left edge (it cancels out: b.width = root.left + 375 − (root.left + 100)), nor the
    // heights and tops.
    let engine = makePhoneEngine()
    let root = engine.root
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.leftAnchor.constraint(equalTo: root.leftAnchor),
      a.heightAnchor.constraint(equalToConstant: 30),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.topAnchor.constraint(equalTo: a.bottomAnchor),
      b.leftAnchor.constraint(equalTo: a.rightAnchor),
      b.rightAnchor.constraint(equalTo: root.rightAnchor),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    let tooWide = b.widthAnchor.constraint(equalToConstant: 300)
    tooWide.identifier = "b-width"
    tooWide.isActive = true
    #expect(tooWide.isBroken)
    #expect(
      tooWide.conflictingConstraints.map(\.displayName) == [
        "root-width", "a.left == root.left", "a.width == 100",
        "b.left == a.right", "b.right == root.right",
      ])
    #expect(
      engine.diagnostics.last?.message
        == "Unsatisfiable constraint 'b-width' (b.width == 300) conflicts with 'root-width' "
        + "(root.width == 375), 'a.left == root.left', "
        + "'a.width == 100', 'b.left == a.right', 'b.right == root.right'; it is not applied.")
    expectRect(b.frame, 100, 30, 275, 30)
  }

  @Test func deactivatingTheConflictLetsTheBrokenConstraintApply() {
    let setup = TwoWidths()
    setup.narrow.isActive = false
    #expect(!setup.wide.isBroken)
    #expect(setup.engine.brokenConstraints.isEmpty)
    #expect(setup.engine.diagnostics.map(\.kind) == [.unsatisfiable, .recovered])
    #expect(
      setup.engine.diagnostics[1].message
        == "Constraint 'box.width == 200' is satisfiable again and applied.")
    expectRect(setup.box.frame, 0, 0, 200, 50)
  }

  @Test func changingTheConflictingConstantLetsTheBrokenConstraintApply() {
    let setup = TwoWidths()
    setup.narrow.constant = 200
    #expect(!setup.wide.isBroken)
    expectRect(setup.box.frame, 0, 0, 200, 50)
  }

  @Test func changingTheBrokenConstantLetsItApply() {
    let setup = TwoWidths()
    setup.wide.constant = 100
    #expect(!setup.wide.isBroken)
    #expect(setup.engine.diagnostics.map(\.kind) == [.unsatisfiable, .recovered])
    expectRect(setup.box.frame, 0, 0, 100, 50)
  }

  @Test func loweringEitherPriorityLetsTheBrokenConstraintApply() {
    let first = TwoWidths()
    first.narrow.priority = .defaultHigh
    #expect(!first.wide.isBroken)
    expectRect(first.box.frame, 0, 0, 200, 50)

    let second = TwoWidths()
    second.wide.priority = .defaultHigh
    #expect(!second.wide.isBroken)
    expectRect(second.box.frame, 0, 0, 100, 50)
  }

  @Test func aConstantThatBecomesUnsatisfiableBreaksItsConstraint() {
    let engine = makePhoneEngine()
    let box = addView("box", to: engine.root)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    let limit = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
    limit.identifier = "limit"
    LayoutConstraint.activate([width, limit])
    width.constant = 120
    expectNumber(box.frame.width, 120)
    width.constant = 180
    #expect(width.isBroken)
    #expect(!limit.isBroken)
    #expect(engine.diagnostics.map(\.conflictNames) == [["limit"]])
    // The constraint is out of the solver: the width is free within the limit now.
    #expect(box.frame.width <= 150 + modelTolerance)
    width.constant = 140
    #expect(!width.isBroken)
    expectNumber(box.frame.width, 140)
  }

  @Test func aPriorityMadeRequiredThatCannotHoldBreaksItsConstraint() {
    let setup = TwoWidths()
    setup.wide.isActive = false
    let preferred = setup.box.widthAnchor.constraint(equalToConstant: 300)
    preferred.priority = .defaultHigh
    preferred.isActive = true
    expectNumber(setup.box.frame.width, 100)
    preferred.priority = .required
    #expect(preferred.isBroken)
    #expect(preferred.conflictingConstraints.map(\.displayName) == ["narrow"])
    expectNumber(setup.box.frame.width, 100)
    preferred.priority = 999
    #expect(!preferred.isBroken)
    expectNumber(setup.box.frame.width, 100)
  }

  @Test func brokenConstraintsAreRetriedInActivationOrder() {
    // Two broken constraints that cannot both apply: when room is made, the one activated
    // first wins and the other stays broken.
    let setup = TwoWidths()
    let wider = setup.box.widthAnchor.constraint(equalToConstant: 300)
    wider.isActive = true
    #expect(
      setup.engine.brokenConstraints.map(\.displayName) == ["box.width == 200", "box.width == 300"])
    setup.narrow.isActive = false
    #expect(!setup.wide.isBroken)
    #expect(wider.isBroken)
    #expect(wider.conflictingConstraints.map(\.displayName) == ["box.width == 200"])
    expectNumber(setup.box.frame.width, 200)
  }

  @Test func deactivatingABrokenConstraintForgetsIt() {
    let setup = TwoWidths()
    setup.wide.isActive = false
    #expect(!setup.wide.isBroken)
    #expect(setup.wide.conflictingConstraints.isEmpty)
    #expect(setup.engine.brokenConstraints.isEmpty)
    setup.narrow.isActive = false
    #expect(setup.engine.diagnostics.map(\.kind) == [.unsatisfiable])
  }

  @Test func theRootSizeAlwaysWins() {
    // A required user constraint fixing the root's width breaks when the root is resized, and
    // applies again when the size comes back.
    let engine = makePhoneEngine()
    let fixed = engine.root.widthAnchor.constraint(equalToConstant: 375)
    fixed.identifier = "fixed"
    fixed.isActive = true
    engine.rootSize = Size(width: 812, height: 375)
    #expect(fixed.isBroken)
    #expect(fixed.conflictingConstraints.map(\.displayName) == ["root-width"])
    expectRect(engine.root.frame, 0, 0, 812, 375)
    engine.rootSize = Size(width: 375, height: 812)
    #expect(!fixed.isBroken)
    #expect(engine.diagnostics.map(\.kind) == [.unsatisfiable, .recovered])
    expectRect(engine.root.frame, 0, 0, 375, 812)
  }

  @Test func insetChangesBreakTheMostRecentConflictingConstraint() {
    let engine = makePhoneEngine()
    let root = engine.root
    let header = addView("header", to: root)
    let toSafeArea = header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    let fixedTop = header.topAnchor.constraint(equalTo: root.topAnchor, constant: 47)
    fixedTop.identifier = "fixed-top"
    LayoutConstraint.activate([toSafeArea, fixedTop])
    #expect(engine.brokenConstraints.isEmpty)
    root.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
    #expect(fixedTop.isBroken)
    #expect(!toSafeArea.isBroken)
    #expect(
      fixedTop.conflictingConstraints.map(\.displayName) == [
        "root.safeArea-top", "header.top == root.safeArea.top",
      ])
    expectNumber(header.frame.y, 59)
    root.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
    #expect(!fixedTop.isBroken)
    expectNumber(header.frame.y, 47)
  }

  @Test func requiredContentSizeConstraintsTakePartInConflicts() {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: 100)
    label.setContentHuggingPriority(.required, for: .horizontal)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    let width = label.widthAnchor.constraint(equalToConstant: 200)
    width.isActive = true
    #expect(width.isBroken)
    #expect(width.conflictingConstraints.map(\.displayName) == ["label-hugging-width"])
    expectNumber(label.frame.width, 100)
    // A new intrinsic width moves both content-size constraints; the broken one then applies.
    label.intrinsicContentSize = IntrinsicContentSize(width: 200)
    #expect(!width.isBroken)
    expectNumber(label.frame.width, 200)
    // A required content-size constraint that cannot hold is broken itself.
    label.intrinsicContentSize = IntrinsicContentSize(width: 250)
    #expect(engine.brokenConstraints.map(\.displayName) == ["label-compression-width"])
    expectNumber(label.frame.width, 200)
  }

  @Test func removingAViewRetriesBrokenConstraints() {
    let engine = makePhoneEngine()
    let root = engine.root
    let box = addView("box", to: root)
    let blocker = addView("blocker", to: root)
    let tie = box.widthAnchor.constraint(equalTo: blocker.widthAnchor)
    let blockerWidth = blocker.widthAnchor.constraint(equalToConstant: 50)
    let wanted = box.widthAnchor.constraint(equalToConstant: 80)
    LayoutConstraint.activate([tie, blockerWidth, wanted])
    #expect(wanted.isBroken)
    blocker.removeFromSuperview()
    #expect(!tie.isActive)
    #expect(!blockerWidth.isActive)
    #expect(!wanted.isBroken)
    expectNumber(box.frame.width, 80)
  }

  @Test func manyConflictsNeverCrashAndKeepRequiredConstraintsSatisfied() {
    // Random required widths and equalities among a few views: many conflicts. Every applied
    // required constraint holds; every broken one is listed once, in activation order.
    for seed in UInt64(1)...40 {
      var random = SplitMix64(seed: seed)
      let engine = makePhoneEngine()
      let views = (0..<4).map { addView("v\($0)", to: engine.root) }
      var all: [LayoutConstraint] = []
      for _ in 0..<12 {
        let a = views[Int.random(in: 0..<4, using: &random)]
        let constraint: LayoutConstraint
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          constraint = a.widthAnchor.constraint(
            equalToConstant: Double(Int.random(in: 0...5, using: &random) * 10))
        case 1:
          let b = views[Int.random(in: 0..<4, using: &random)]
          constraint = a.widthAnchor.constraint(
            equalTo: b.widthAnchor, constant: Double(Int.random(in: -2...2, using: &random) * 10))
        default:
          constraint = a.widthAnchor.constraint(
            greaterThanOrEqualToConstant: Double(Int.random(in: 0...5, using: &random) * 10))
        }
        constraint.isActive = true
        all.append(constraint)
        if Int.random(in: 0..<4, using: &random) == 0 {
          all[Int.random(in: 0..<all.count, using: &random)].constant += 10
        }
        if Int.random(in: 0..<5, using: &random) == 0 {
          all[Int.random(in: 0..<all.count, using: &random)].isActive = false
        }
      }
      let broken = engine.brokenConstraints
      #expect(broken.map(\.sequence) == broken.map(\.sequence).sorted(), "seed \(seed)")
      for constraint in all where constraint.isActive && !constraint.isBroken {
        let first = constraint.firstItem.frameInRoot.width
        let second = constraint.secondItem.map { $0.frameInRoot.width * constraint.multiplier } ?? 0
        let difference = first - second - constraint.constant
        switch constraint.relation {
        case .equal: #expect(abs(difference) < modelTolerance, "seed \(seed): \(constraint)")
        case .greaterThanOrEqual: #expect(difference > -modelTolerance, "seed \(seed)")
        case .lessThanOrEqual: #expect(difference < modelTolerance, "seed \(seed)")
        }
      }
      for constraint in broken { #expect(constraint.isActive, "seed \(seed)") }
    }
  }

  @Test func diagnosticsAreDeterministic() {
    func run() -> [String] {
      let setup = TwoWidths()
      let extra = setup.box.widthAnchor.constraint(equalTo: setup.engine.root.widthAnchor)
      extra.isActive = true
      setup.narrow.isActive = false
      setup.engine.rootSize = Size(width: 100, height: 812)
      return setup.engine.diagnostics.map(\.message)
    }
    let first = run()
    #expect(first.count >= 3)
    for _ in 0..<5 { #expect(run() == first) }
  }

  @Test func degenerateConstraintsDoNotCrash() {
    // Constraints whose terms cancel out: `a.width == a.width + 10` can never hold, and
    // `a.left == a.left` always holds.
    let engine = makePhoneEngine()
    let a = addView("a", to: engine.root)
    let impossible = a.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 10)
    let optional = a.heightAnchor.constraint(equalTo: a.heightAnchor, constant: 10)
    optional.priority = 500
    let trivial = a.leftAnchor.constraint(equalTo: a.leftAnchor)
    let zeroMultiplier = a.widthAnchor.constraint(equalTo: engine.root.widthAnchor, multiplier: 0)
    LayoutConstraint.activate([impossible, optional, trivial, zeroMultiplier])
    #expect(impossible.isBroken)
    #expect(impossible.conflictingConstraints.isEmpty)
    #expect(
      engine.diagnostics.map(\.message) == [
        "Unsatisfiable constraint 'a.width == a.width + 10' contradicts the required "
          + "constraints; it is not applied."
      ])
    #expect(!optional.isBroken && !trivial.isBroken && !zeroMultiplier.isBroken)
    expectRect(a.frame, 0, 0, 0, 0)
  }

  @Test func removeAllDiagnosticsKeepsTheBrokenState() {
    let setup = TwoWidths()
    setup.engine.removeAllDiagnostics()
    #expect(setup.engine.diagnostics.isEmpty)
    #expect(setup.wide.isBroken)
  }

  /// A constraint whose constant is beyond the solver's range (10¹⁵) is broken with an
  /// `outOfRange` diagnostic instead of being applied, the rest of the layout is solved, and it
  /// recovers when its constant comes back in range.
  @Test func anOutOfRangeConstantIsBrokenAndRecovers() {
    let engine = makePhoneEngine()
    let box = addView("box", to: engine.root)
    let width = box.widthAnchor.constraint(equalToConstant: 1e20)
    width.identifier = "huge"
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 50),
      (box.widthAnchor.constraint(equalToConstant: 80)).withPriority(.defaultLow),
      width,
    ])
    #expect(width.isBroken)
    #expect(engine.diagnostics.map(\.kind) == [.outOfRange])
    #expect(
      engine.diagnostics.first?.message
        == "Constraint 'huge' (box.width == 1e+20) has a number outside the solver's range "
        + "(magnitudes up to 10^15, and factors of 0 or at least 10^-15); it is not applied.")
    expectRect(box.frame, 0, 0, 80, 50)
    width.constant = 120
    #expect(!width.isBroken)
    #expect(engine.diagnostics.map(\.kind) == [.outOfRange, .recovered])
    expectRect(box.frame, 0, 0, 120, 50)
    // Set in place on an applied constraint, an out-of-range constant breaks it again.
    width.constant = -2e15
    #expect(width.isBroken)
    #expect(engine.diagnostics.map(\.kind) == [.outOfRange, .recovered, .outOfRange])
    expectRect(box.frame, 0, 0, 80, 50)
  }

  /// The root's size pins are engine constraints: a root beyond the range breaks them (the
  /// views are laid out as if the root had no size), and they apply again with a sensible size.
  @Test func anOutOfRangeRootSizeBreaksTheRootPinsUntilItIsSensible() {
    let engine = makePhoneEngine()
    let box = addView("box", to: engine.root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
      box.widthAnchor.constraint(equalTo: engine.root.widthAnchor, multiplier: 0.5),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    engine.rootSize = Size(width: 1e16, height: 812)
    #expect(engine.diagnostics.map(\.kind) == [.outOfRange])
    #expect(engine.brokenConstraints.count == 1)
    engine.rootSize = Size(width: 400, height: 812)
    #expect(engine.diagnostics.map(\.kind) == [.outOfRange, .recovered])
    #expect(engine.brokenConstraints.isEmpty)
    expectRect(box.frame, 0, 0, 200, 50)
  }
}
