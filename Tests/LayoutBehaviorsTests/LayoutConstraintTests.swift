import ConstraintSolver
import Testing

@testable import LayoutBehaviors

/// `LayoutConstraint`: its parts, description, constant, priority and activation.
@Suite struct LayoutConstraintTests {
  /// A root with a header and a content view, and the constraints of a simple column.
  private struct Column {
    let engine = makePhoneEngine()
    let header: View
    let content: View
    let gap: LayoutConstraint
    let headerHeight: LayoutConstraint

    init() {
      header = addView("header", to: engine.root)
      content = addView("content", to: engine.root)
      gap = content.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8)
      headerHeight = header.heightAnchor.constraint(equalToConstant: 56)
      let root = engine.root
      LayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: root.topAnchor),
        header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        headerHeight,
        content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        gap,
        content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      ])
    }
  }

  // MARK: - Parts and descriptions

  @Test func anchorsFillTheParts() {
    let a = View("a")
    let b = View("b")
    let constraint = a.heightAnchor.constraint(
      lessThanOrEqualTo: b.widthAnchor, multiplier: 0.5, constant: -3)
    #expect(constraint.firstItem === a)
    #expect(constraint.firstAttribute == .height)
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.secondItem === b)
    #expect(constraint.secondAttribute == .width)
    #expect(constraint.multiplier == 0.5)
    #expect(constraint.constant == -3)
    #expect(constraint.priority == .required)
    #expect(constraint.identifier == nil)
    #expect(!constraint.isActive)
    #expect(constraint.origin == .user)

    let alone = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)
    #expect(alone.secondItem == nil)
    #expect(alone.secondAttribute == nil)
    #expect(alone.relation == .greaterThanOrEqual)
    #expect(alone.constant == 44)
  }

  @Test func descriptions() {
    let header = View("header")
    let content = View("content")
    let gap = header.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8)
    gap.priority = .defaultHigh
    #expect(gap.description == "header.bottom == content.top - 8 @750")
    #expect(gap.displayName == gap.description)
    gap.identifier = "gap"
    #expect(gap.displayName == "gap")
    #expect(gap.description == "header.bottom == content.top - 8 @750")

    let ratio = header.heightAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.75)
    #expect(ratio.description == "header.height == 0.75 * header.width")
    let plus = header.leadingAnchor.constraint(
      greaterThanOrEqualTo: content.layoutMarginsGuide.leadingAnchor, constant: 2.5)
    #expect(plus.description == "header.leading >= content.margins.leading + 2.5")
    let constant = header.widthAnchor.constraint(lessThanOrEqualToConstant: 320)
    constant.priority = 999.5
    #expect(constant.description == "header.width <= 320 @999.5")
    let safe = header.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor)
    #expect(safe.description == "header.top == content.safeArea.top")
    let guide = LayoutGuide("spacer")
    #expect(guide.widthAnchor.constraint(equalToConstant: 0).description == "spacer.width == 0")
    #expect(header.centerXAnchor.description == "header.centerX")
  }

  // MARK: - Constant

  @Test func changingTheConstantResolvesInPlace() throws {
    let column = Column()
    expectRect(column.content.frame, 0, 64, 375, 748)
    let solverConstraint = try #require(column.gap.solverConstraint)
    column.gap.constant = 20
    // The same solver constraint is still in the solver: the constant moved, nothing was
    // removed and added.
    #expect(column.gap.solverConstraint === solverConstraint)
    #expect(column.engine.solver.constant(of: solverConstraint) == -20)
    expectRect(column.content.frame, 0, 76, 375, 736)
    column.headerHeight.constant = 100
    expectRect(column.header.frame, 0, 0, 375, 100)
    expectRect(column.content.frame, 0, 120, 375, 692)
  }

  @Test func changingTheConstantOfAnInactiveConstraintOnlyStoresIt() {
    let column = Column()
    column.gap.isActive = false
    column.gap.constant = 30
    #expect(column.gap.solverConstraint == nil)
    column.gap.isActive = true
    expectRect(column.content.frame, 0, 86, 375, 726)
  }

  // MARK: - Priority

  @Test func optionalPriorityChangesInPlace() throws {
    let engine = makePhoneEngine()
    let box = addView("box", to: engine.root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    narrow.priority = 700
    wide.priority = 600
    LayoutConstraint.activate([narrow, wide])
    expectNumber(box.frame.width, 100)
    let solverConstraint = try #require(wide.solverConstraint)
    wide.priority = 800
    #expect(wide.solverConstraint === solverConstraint)
    #expect(engine.solver.strength(of: solverConstraint) == LayoutPriority(800).strength)
    expectNumber(box.frame.width, 200)
  }

  @Test func requiredToOptionalAndBackWhileActive() throws {
    // UIKit throws here for an installed constraint; Trellis applies the change atomically.
    let engine = makePhoneEngine()
    let box = addView("box", to: engine.root)
    let exact = box.widthAnchor.constraint(equalToConstant: 100)
    let preferred = box.widthAnchor.constraint(equalToConstant: 200)
    preferred.priority = .defaultHigh
    LayoutConstraint.activate([exact, preferred])
    expectNumber(box.frame.width, 100)
    let solverConstraint = try #require(exact.solverConstraint)

    exact.priority = .defaultLow
    #expect(exact.solverConstraint === solverConstraint)
    #expect(engine.solver.strength(of: solverConstraint) == LayoutPriority.defaultLow.strength)
    expectNumber(box.frame.width, 200)

    exact.priority = .required
    #expect(engine.solver.strength(of: solverConstraint) == Strength.required)
    expectNumber(box.frame.width, 100)
    #expect(engine.diagnostics.isEmpty)
  }

  // MARK: - Activation

  @Test func isActiveAddsAndRemoves() {
    let column = Column()
    #expect(column.gap.isActive)
    column.gap.isActive = false
    #expect(!column.gap.isActive)
    #expect(column.gap.solverConstraint == nil)
    #expect(!column.engine.constraints.contains { $0 === column.gap })
    column.gap.isActive = false  // deactivating twice does nothing
    column.gap.isActive = true
    column.gap.isActive = true  // activating twice does nothing
    #expect(column.engine.constraints.filter { $0 === column.gap }.count == 1)
    expectRect(column.content.frame, 0, 64, 375, 748)
  }

  @Test func batchActivationAndDeactivation() {
    let column = Column()
    let all = column.engine.constraints
    #expect(all.count == 8)
    LayoutConstraint.deactivate(all)
    #expect(column.engine.constraints.isEmpty)
    #expect(all.allSatisfy { !$0.isActive })
    // Reactivated in another order, they give the same frames.
    LayoutConstraint.activate(all.reversed())
    #expect(column.engine.constraints.count == 8)
    #expect(column.engine.constraints.first === all.last)
    expectRect(column.header.frame, 0, 0, 375, 56)
    expectRect(column.content.frame, 0, 64, 375, 748)
  }

  @Test func constraintsAreListedInActivationOrder() {
    let column = Column()
    let ids = column.engine.constraints.map(\.description)
    #expect(
      ids == [
        "header.top == root.top", "header.leading == root.leading",
        "header.trailing == root.trailing", "header.height == 56",
        "content.leading == root.leading", "content.trailing == root.trailing",
        "content.top == header.bottom + 8", "content.bottom == root.bottom",
      ])
    #expect(column.engine.constraints(involving: column.header).count == 5)
  }

  @Test func aViewOutsideTheTreeIsRecordedAsADiagnostic() {
    let engine = makePhoneEngine()
    let inside = addView("inside", to: engine.root)
    let outside = View("outside")
    let constraint = inside.topAnchor.constraint(equalTo: outside.bottomAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(engine.diagnostics.count == 1)
    let diagnostic = engine.diagnostics[0]
    #expect(diagnostic.kind == .activationFailed)
    #expect(diagnostic.constraint === constraint)
    #expect(
      diagnostic.activationError
        == .itemOutsideTree(constraint: "inside.top == outside.bottom", item: "outside"))
    #expect(
      diagnostic.message
        == "Cannot activate 'inside.top == outside.bottom': 'outside' is not in the engine's "
        + "view tree. Add it to a view of the tree first.")
    // The other way round, too.
    outside.topAnchor.constraint(equalTo: inside.bottomAnchor).isActive = true
    #expect(engine.diagnostics.count == 2)
  }

  @Test func checkedActivationThrowsAndActivatesNothing() {
    let engine = makePhoneEngine()
    let inside = addView("inside", to: engine.root)
    let outside = View("outside")
    let good = inside.heightAnchor.constraint(equalToConstant: 10)
    let bad = inside.topAnchor.constraint(equalTo: outside.bottomAnchor)
    bad.identifier = "bad"
    #expect(throws: ActivationError.itemOutsideTree(constraint: "bad", item: "outside")) {
      try engine.activate([good, bad])
    }
    #expect(!good.isActive)
    #expect(engine.diagnostics.isEmpty)
    #expect(throws: Never.self) { try engine.activate([good]) }
    #expect(good.isActive)
  }

  @Test func aViewOfAnotherEngineIsOutsideTheTree() {
    let first = makePhoneEngine()
    let second = makePhoneEngine()
    let a = addView("a", to: first.root)
    let b = addView("b", to: second.root)
    let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    #expect(throws: ActivationError.itemOutsideTree(constraint: "a.width == b.width", item: "b")) {
      try first.activate([constraint])
    }
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(first.diagnostics.map(\.kind) == [.activationFailed])
    #expect(second.diagnostics.isEmpty)
  }

  /// One batch whose constraints alternate between two engines, with a guide's constraint and
  /// one whose first item is in no tree among them: each is activated in the engine of its items
  /// (the batch reuses the previous constraint's engine only while the next one is in it).
  @Test func aBatchActivatesEachConstraintInItsOwnEngine() {
    let first = makePhoneEngine()
    let second = makePhoneEngine()
    let a = addView("a", to: first.root)
    let b = addView("b", to: second.root)
    let loose = View("loose")
    let constraints = [
      a.widthAnchor.constraint(equalToConstant: 10),
      b.widthAnchor.constraint(equalToConstant: 20),
      a.heightAnchor.constraint(equalToConstant: 30),
      // First item in no tree, second in the first engine: the first engine reports it.
      loose.widthAnchor.constraint(equalTo: a.widthAnchor),
      // A guide of the second engine's root.
      b.leftAnchor.constraint(equalTo: second.root.layoutMarginsGuide.leftAnchor),
      b.heightAnchor.constraint(equalToConstant: 40),
      a.topAnchor.constraint(equalTo: first.root.topAnchor, constant: 5),
      b.topAnchor.constraint(equalTo: second.root.topAnchor, constant: 6),
      a.leftAnchor.constraint(equalTo: first.root.leftAnchor, constant: 7),
    ]
    LayoutConstraint.activate(constraints)
    #expect(
      constraints.map(\.isActive) == [true, true, true, false, true, true, true, true, true])
    #expect(first.constraints.count == 4)
    #expect(second.constraints.count == 4)
    #expect(first.diagnostics.map(\.kind) == [.activationFailed])
    #expect(second.diagnostics.isEmpty)
    // Frames worked by hand: the second root's margins are 8 points wide.
    #expect(a.frame == Rect(x: 7, y: 5, width: 10, height: 30))
    #expect(b.frame == Rect(x: 8, y: 6, width: 20, height: 40))
  }

  @Test func aGuideNotAddedToAViewIsOutsideTheTree() {
    let engine = makePhoneEngine()
    let view = addView("view", to: engine.root)
    let guide = LayoutGuide("loose")
    #expect(
      throws: ActivationError.itemOutsideTree(
        constraint: "view.leading == loose.trailing", item: "loose")
    ) {
      try engine.activate([view.leadingAnchor.constraint(equalTo: guide.trailingAnchor)])
    }
  }

  @Test func constraintsBetweenViewsOfNoEngineStayInactive() {
    let a = View("a")
    let b = View("b")
    a.addSubview(b)
    let constraint = b.widthAnchor.constraint(equalTo: a.widthAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
  }

  @Test func leadingCannotBeRelatedToLeft() {
    let engine = makePhoneEngine()
    let view = addView("view", to: engine.root)
    let mixed = view.leadingAnchor.constraint(equalTo: engine.root.leftAnchor)
    #expect(
      throws: ActivationError.mixedDirectionalAttributes(constraint: "view.leading == root.left")
    ) { try engine.activate([mixed]) }
    mixed.isActive = true
    #expect(!mixed.isActive)
    #expect(
      engine.diagnostics.first?.activationError
        == .mixedDirectionalAttributes(
          constraint: "view.leading == root.left"))
    // centerX goes with either family.
    #expect(throws: Never.self) {
      try engine.activate([
        view.centerXAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 100),
        view.centerXAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 100),
      ])
    }
  }

  // MARK: - Run-time construction

  @Test func runTimeInitializerMatchesAnchors() throws {
    let engine = makePhoneEngine()
    let photo = addView("photo", to: engine.root)
    let constraints = [
      try LayoutConstraint(
        item: photo, attribute: .leading, relatedBy: .equal, toItem: engine.root,
        attribute: .leading, constant: 10),
      try LayoutConstraint(
        item: photo, attribute: .top, relatedBy: .equal,
        toItem: engine.root.safeAreaLayoutGuide, attribute: .top),
      try LayoutConstraint(item: photo, attribute: .width, relatedBy: .equal, constant: 200),
      try LayoutConstraint(
        item: photo, attribute: .height, relatedBy: .equal, toItem: photo, attribute: .width,
        multiplier: 0.5, priority: 999),
    ]
    #expect(constraints[3].description == "photo.height == 0.5 * photo.width @999")
    LayoutConstraint.activate(constraints)
    expectRect(photo.frame, 10, 47, 200, 100)
  }

  @Test func runTimeInitializerRejectsWhatAnchorsCannotExpress() {
    let a = View("a")
    let b = View("b")
    #expect(throws: LayoutConstraintError.incompatibleAttributes(.leading, .top)) {
      try LayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .top)
    }
    #expect(throws: LayoutConstraintError.incompatibleAttributes(.top, .height)) {
      try LayoutConstraint(
        item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .height)
    }
    #expect(throws: LayoutConstraintError.positionWithoutSecondItem(.top)) {
      try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, constant: 20)
    }
    #expect(throws: LayoutConstraintError.multiplierOnPosition(.centerX)) {
      try LayoutConstraint(
        item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX,
        multiplier: 0.5)
    }
    #expect(throws: LayoutConstraintError.mixedDirectionalAttributes(.trailing, .right)) {
      try LayoutConstraint(
        item: a, attribute: .trailing, relatedBy: .equal, toItem: b, attribute: .right)
    }
    #expect(throws: LayoutConstraintError.missingSecondAttribute(.width)) {
      try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b)
    }
    #expect(throws: LayoutConstraintError.missingSecondItem(.width)) {
      try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, attribute: .width)
    }
    #expect(throws: LayoutConstraintError.nonFiniteNumber) {
      try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, constant: .nan)
    }
    #expect(throws: LayoutConstraintError.nonFiniteNumber) {
      try LayoutConstraint(
        item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
        multiplier: .infinity)
    }
    #expect(throws: LayoutConstraintError.invalidPriority(0)) {
      try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, priority: 0)
    }
    #expect(throws: LayoutConstraintError.invalidPriority(1001)) {
      try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, priority: 1001)
    }
    #expect(
      LayoutConstraintError.incompatibleAttributes(.leading, .top).description
        == "Cannot relate 'leading' (horizontal) to 'top' (vertical); relate anchors of the "
        + "same axis.")
  }

  // MARK: - Engine-managed constraints

  @Test func engineManagedConstraintsAreDescribed() {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: 120)
    label.topAnchor.constraint(equalTo: engine.root.safeAreaLayoutGuide.topAnchor).isActive = true
    let managed = engine.allConstraints.filter { $0.origin != .user }
    #expect(
      managed.map { "\($0.identifier ?? "") \($0.description)" } == [
        "root-left root.left == 0", "root-top root.top == 0", "root-width root.width == 375",
        "root-height root.height == 812",
        "label-compression-width label.width >= 120 @750",
        "label-hugging-width label.width <= 120 @250",
        "root.safeArea-left root.safeArea.left == root.left",
        "root.safeArea-top root.safeArea.top == root.top + 47",
        "root.safeArea-right root.safeArea.right == root.right",
        "root.safeArea-bottom root.safeArea.bottom == root.bottom - 34",
      ])
    #expect(
      managed.map(\.origin) == [
        .rootFrame, .rootFrame, .rootFrame, .rootFrame, .compressionResistance, .contentHugging,
        .layoutGuide, .layoutGuide, .layoutGuide, .layoutGuide,
      ])
    #expect(engine.constraints.count == 1)
    // The names are made when read; a name set by the user replaces them, `nil` included.
    managed[4].identifier = "label-min-width"
    managed[5].identifier = nil
    #expect(managed[4].identifier == "label-min-width")
    #expect(managed[5].identifier == nil)
    #expect(managed[5].displayName == managed[5].description)
    #expect(managed[6].identifier == "root.safeArea-left")
  }

  @Test func guidesArePinnedOnlyWhenUsed() {
    let engine = makePhoneEngine()
    let view = addView("view", to: engine.root)
    _ = view.layoutMarginsGuide
    _ = engine.root.safeAreaLayoutGuide
    #expect(engine.allConstraints.count == 4)  // the root's frame only
    expectRect(view.layoutMarginsGuide.layoutFrame, 8, 8, -16, -16)
    expectRect(engine.root.safeAreaLayoutGuide.layoutFrame, 0, 47, 375, 731)
  }
}
