import Testing

@testable import LayoutBehaviors

/// Custom spacing, margins-relative arrangement, nested stacks, the arranged views, the
/// generated constraints and their incremental updates, and conflicts with user constraints.
@Suite struct StackLayoutTests {
  /// A stack kept after its view is gone has no view (the stack's reference to it is not
  /// counted, so the view must clear it), and changing it does nothing.
  @Test func aStackOutlivingItsViewHasNoView() {
    var column: View? = View("column")
    let child = View("child")
    let stack = StackLayout(view: column!, axis: .vertical, spacing: 4)
    stack.addArrangedSubview(child)
    #expect(stack.view === column && column!.stack === stack)
    column = nil
    #expect(stack.view == nil)
    #expect(child.superview == nil)
    stack.spacing = 8
    stack.axis = .horizontal
    #expect(stack.view == nil && stack.spacing == 8)
  }

  @Test func customSpacingAfterAView() {
    // A free horizontal stack, spacing 10, 20 after a: a 0…40, b at 40 + 20 = 60, c at
    // 60 + 60 + 10 = 130; the stack is 130 + 80 = 210 wide.
    let fixture = StackFixture(axis: .horizontal, length: nil)
    fixture.stack.setCustomSpacing(20, after: fixture.views[0])
    #expect(fixture.stack.customSpacing(after: fixture.views[0]) == 20)
    fixture.expectAlong([(0, 40), (60, 60), (130, 80)])
    expectNumber(fixture.stackView.frame.width, 210)
    // Hiding a: its custom spacing goes with it; b at 0, c at 70.
    fixture.views[0].isHidden = true
    fixture.expectAlong([(0, 0), (0, 60), (70, 80)])
    fixture.views[0].isHidden = false
    fixture.stack.setCustomSpacing(nil, after: fixture.views[0])
    fixture.expectAlong([(0, 40), (50, 60), (120, 80)])
  }

  @Test func spacingChangesInPlace() {
    // Changing the spacing changes the constants of the same constraints: no constraint is
    // removed or added. Spacing 4: b at 44, c at 44 + 60 + 4 = 108.
    let fixture = StackFixture(axis: .horizontal, length: nil)
    let before = fixture.stack.generatedConstraints
    fixture.stack.spacing = 4
    let after = fixture.stack.generatedConstraints
    #expect(before.count == after.count && zip(before, after).allSatisfy { $0 === $1 })
    fixture.expectAlong([(0, 40), (44, 60), (108, 80)])
    #expect(
      after.first { $0.identifier == "stack-spacing(stack: a, b)" }?.description
        == "b.leading == a.trailing + 4")
  }

  @Test func marginsRelativeArrangement() {
    // Margins 8 all round (UIKit's default) in a 300 × 100 horizontal stack: the views span
    // 8…292 and 8…92. Fill: a 8…48, b 58…118, c from 128 to 292 (164 wide, the last stretches:
    // 284 − 200 + 80 = 164).
    let fixture = StackFixture(axis: .horizontal)
    fixture.stack.isLayoutMarginsRelativeArrangement = true
    fixture.expectAlong([(8, 40), (58, 60), (128, 164)])
    fixture.expectAcross([(8, 84), (8, 84), (8, 84)])
    // Margins change in place.
    fixture.stackView.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    fixture.expectAlong([(20, 40), (70, 60), (140, 160)])
  }

  @Test func nestedStacks() {
    // A vertical stack (spacing 8, leading) of two rows; each row a horizontal stack (spacing 4,
    // center) of two views 30 × 20 and 50 × 10. Each row is 30 + 4 + 50 = 84 wide and 20 tall;
    // the column 20 + 8 + 20 = 48 tall and 84 wide. In a row, the 10-tall view is centered:
    // y = (20 − 10) / 2 = 5.
    let engine = LayoutEngine(size: Size(width: 400, height: 400))
    let column = View("column")
    engine.root.addSubview(column)
    let outer = StackLayout(view: column, axis: .vertical, alignment: .leading, spacing: 8)
    var leaves: [View] = []
    for row in 0..<2 {
      let rowView = View("row\(row)")
      let inner = StackLayout(view: rowView, axis: .horizontal, alignment: .center, spacing: 4)
      for (index, size) in [(30.0, 20.0), (50, 10)].enumerated() {
        let leaf = View("leaf\(row)\(index)")
        leaf.intrinsicContentSize = IntrinsicContentSize(width: size.0, height: size.1)
        inner.addArrangedSubview(leaf)
        leaves.append(leaf)
      }
      outer.addArrangedSubview(rowView)
    }
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      column.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
    ])
    expectRect(column.frame, 10, 10, 84, 48)
    expectRect(outer.arrangedSubviews[1].frame, 0, 28, 84, 20)
    expectRect(leaves[3].frame, 34, 5, 50, 10)
    expectRect(leaves[3].frameInRoot, 44, 43, 50, 10)
    #expect(engine.ambiguities().isEmpty)
    #expect(engine.brokenConstraints.isEmpty)
  }

  @Test func arrangedViewsComeAndGo() {
    let fixture = StackFixture(axis: .horizontal, length: nil)
    let (a, b, c) = (fixture.views[0], fixture.views[1], fixture.views[2])
    // Moving c to the front: c 0…80, a 90…130, b 140…200.
    fixture.stack.insertArrangedSubview(c, at: 0)
    #expect(fixture.stack.arrangedSubviews.map { $0.identifier } == ["c", "a", "b"])
    expectRect(c.frame, 0, 0, 80, 100)
    expectRect(b.frame, 140, 0, 60, 100)
    // Removing b from the arranged views keeps it a subview, outside the stack's layout.
    fixture.stack.removeArrangedSubview(b)
    #expect(b.superview === fixture.stackView)
    #expect(fixture.engine.constraints(involving: b).allSatisfy { $0.origin != .stack })
    expectNumber(fixture.stackView.frame.width, 130)
    // Removing a from its superview takes it out of the stack too.
    a.removeFromSuperview()
    #expect(fixture.stack.arrangedSubviews.map { $0.identifier } == ["c"])
    expectNumber(fixture.stackView.frame.width, 80)
  }

  @Test func aStackBuiltOutsideTheTreeJoinsIt() {
    // The constraints are generated when the stack's view joins an engine's tree.
    let column = View("column")
    let stack = StackLayout(view: column, axis: .vertical, spacing: 5)
    let a = View("a")
    a.intrinsicContentSize = IntrinsicContentSize(width: 10, height: 10)
    let b = View("b")
    b.intrinsicContentSize = IntrinsicContentSize(width: 10, height: 20)
    stack.addArrangedSubview(a)
    stack.addArrangedSubview(b)
    #expect(stack.generatedConstraints.isEmpty)
    let engine = LayoutEngine(size: Size(width: 100, height: 100))
    engine.root.addSubview(column)
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      column.topAnchor.constraint(equalTo: engine.root.topAnchor),
      column.widthAnchor.constraint(equalToConstant: 10),
    ])
    // a 0…10, b 15…35.
    expectRect(b.frame, 0, 15, 10, 20)
    #expect(stack.generatedConstraints.allSatisfy { $0.origin == .stack })
  }

  @Test func generatedConstraintsNameTheStackAndTheViews() {
    let fixture = StackFixture(axis: .horizontal, alignment: .center)
    let names = fixture.stack.generatedConstraints.map { $0.identifier ?? "" }
    #expect(
      names == [
        "stack-canvas-connection(stack: a)", "stack-canvas-connection(stack: c)",
        "stack-spacing(stack: a, b)", "stack-spacing(stack: b, c)",
        "stack-fill-order(stack: a)", "stack-fill-order(stack: b)", "stack-fill-order(stack: c)",
        "stack-canvas-connection(stack: a)", "stack-alignment(stack: a, b)",
        "stack-alignment(stack: a, c)", "stack-spanning-boundary(stack: a)",
        "stack-spanning-boundary(stack: a)", "stack-spanning-boundary(stack: b)",
        "stack-spanning-boundary(stack: b)", "stack-spanning-boundary(stack: c)",
        "stack-spanning-boundary(stack: c)", "stack-spanning-fit(stack)",
      ])
  }

  @Test func aUserConstraintAgainstTheStackIsBrokenAndNamesIt() {
    // Pinning a's leading edge 5 points in from the stack's contradicts
    // 'stack-canvas-connection(stack: a)' (a.leading == stack.leading): the newcomer is
    // broken, and the diagnostic names the stack's constraint.
    let fixture = StackFixture(axis: .horizontal)
    let pin = fixture.views[0].leadingAnchor.constraint(
      equalTo: fixture.stackView.leadingAnchor, constant: 5)
    pin.identifier = "a-pin"
    pin.isActive = true
    #expect(pin.isBroken)
    #expect(
      pin.conflictingConstraints.map { $0.identifier ?? "" } == [
        "stack-canvas-connection(stack: a)"
      ])
    #expect(
      fixture.engine.diagnostics.last?.message.contains("stack-canvas-connection(stack: a)")
        == true)
    fixture.expectAlong([(0, 40), (50, 60), (120, 180)])
  }

  @Test func anIntrinsicSizeChangeUpdatesProportions() {
    // fillProportionally in 380: sizes 40, 60, 80 → 80, 120, 160. c's intrinsic width becomes
    // 260: total 360, 360 shared ×1: 40, 60, 260 at 0, 50, 120.
    let fixture = StackFixture(axis: .horizontal, distribution: .fillProportionally, length: 380)
    fixture.views[2].intrinsicContentSize = IntrinsicContentSize(width: 260, height: 50)
    fixture.expectAlong([(0, 40), (50, 60), (120, 260)])
  }
}
