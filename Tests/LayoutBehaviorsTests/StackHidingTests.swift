import Testing

@testable import LayoutBehaviors

/// Hidden arranged views leave the stack's layout with their spacing, as in UIKit, and
/// ``Collapsible`` animates it.
@Suite struct StackHidingTests {
  @Test func hidingAViewClosesItsGap() {
    // Vertical, fill, spacing 10, a 300-tall stack of views 40, 60, 80 (the fixture); b hugs
    // at 249, so b takes the slack. Before: a 0…40; c at 300 − 80 = 220; b from 50 to
    // 220 − 10 = 210, so 160 tall. Hiding a: b becomes the first visible view, at 0, and the
    // 10 after a goes away: b = 220 − 10 = 210 tall; a has no height, at 0.
    let fixture = StackFixture(axis: .vertical)
    let (a, b, c) = (fixture.views[0], fixture.views[1], fixture.views[2])
    b.setContentHuggingPriority(249, for: .vertical)
    expectRect(a.frame, 0, 0, 100, 40)
    expectRect(b.frame, 0, 50, 100, 160)
    expectRect(c.frame, 0, 220, 100, 80)
    a.isHidden = true
    expectRect(a.frame, 0, 0, 100, 0)
    expectRect(b.frame, 0, 0, 100, 210)
    expectRect(c.frame, 0, 220, 100, 80)
    #expect(
      fixture.stack.generatedConstraints.map { $0.identifier ?? "" }.contains(
        "stack-hiding(stack: a)"))
    #expect(
      !fixture.stack.generatedConstraints.contains { $0.identifier == "stack-spacing(stack: a, b)" }
    )
    a.isHidden = false
    expectRect(a.frame, 0, 0, 100, 40)
    expectRect(b.frame, 0, 50, 100, 160)
  }

  @Test func aHiddenMiddleViewSitsAtTheEndOfThePreviousOne() {
    // A free horizontal stack: a 0…40, b hidden, c at 40 + 10 = 50; b has no width at 40. The
    // stack is 40 + 10 + 80 = 130 wide.
    let fixture = StackFixture(axis: .horizontal, length: nil)
    fixture.views[1].isHidden = true
    expectRect(fixture.views[0].frame, 0, 0, 40, 100)
    expectRect(fixture.views[1].frame, 40, 0, 0, 100)
    expectRect(fixture.views[2].frame, 50, 0, 80, 100)
    expectNumber(fixture.stackView.frame.width, 130)
    #expect(fixture.engine.ambiguities().isEmpty)
  }

  @Test func collapsibleHidesAnArrangedViewWithAnAnimatedTransition() {
    // A free vertical stack: a 0…40, b 50…110, c 120…200. Collapsing b hides it: c moves up to
    // 40 + 10 = 50, the stack shrinks from 200 to 130; b's height goes from 60 to 0.
    let fixture = StackFixture(axis: .vertical, length: nil)
    let b = fixture.views[1]
    let collapser = Collapser(view: b, constraint: nil)
    #expect(!collapser.isCollapsed)
    let transition = collapser.collapse()
    #expect(b.isHidden && collapser.isCollapsed)
    #expect(transition.hidingChanges == [HidingChange(view: b, isHidden: true)])
    #expect(transition.constants.isEmpty && !transition.isEmpty)
    #expect(transition.animation == CollapsibleState.defaultAnimation)
    let c = transition.frameChange(ofViewIdentifiedBy: "c")
    expectRect(c?.before.frame ?? .zero, 0, 120, 100, 80)
    expectRect(c?.after.frame ?? .zero, 0, 50, 100, 80)
    let bChange = transition.frameChange(ofViewIdentifiedBy: "b")
    expectNumber(bChange?.before.frame.height ?? -1, 60)
    expectNumber(bChange?.after.frame.height ?? -1, 0)
    // Halfway through the ease-in-out curve (progress 0.5 at t = 0.15 by symmetry), c is at
    // (120 + 50) / 2 = 85.
    let halfway = transition.frames(at: 0.15).first { $0.identifier == "c" }
    expectNumber(halfway?.frame.y ?? -1, 85)
    // Showing brings it back.
    let show = collapser.show()
    #expect(!b.isHidden && !collapser.isCollapsed)
    #expect(show.hidingChanges == [HidingChange(view: b, isHidden: false)])
    expectRect(fixture.views[2].frame, 0, 120, 100, 80)
    // Collapsing twice changes nothing the second time.
    collapser.collapse()
    #expect(collapser.collapse().isEmpty)
  }

  @Test func aHiddenArrangedViewStartsCollapsed() {
    let fixture = StackFixture(axis: .vertical)
    fixture.views[0].isHidden = true
    let collapser = Collapser(view: fixture.views[0], constraint: nil)
    #expect(collapser.isCollapsed)
    #expect(
      collapser.toggle().hidingChanges == [HidingChange(view: fixture.views[0], isHidden: false)])
  }

  @Test func aGroupOfArrangedViewsShowsOneAtATime() {
    // Showing c collapses b in the same transition: b hidden, c shown.
    let fixture = StackFixture(axis: .vertical, length: nil)
    let (b, c) = (fixture.views[1], fixture.views[2])
    let bCollapser = Collapser(view: b, constraint: nil)
    let cCollapser = Collapser(view: c, constraint: nil)
    _ = CollapsibleGroup("sections", members: [bCollapser, cCollapser])
    cCollapser.collapse()
    let transition = cCollapser.show()
    #expect(
      transition.hidingChanges == [
        HidingChange(view: b, isHidden: true), HidingChange(view: c, isHidden: false),
      ])
    // a 0…40, c at 50.
    expectRect(c.frame, 0, 50, 100, 80)
  }

  @Test func everyViewHidden() {
    // Nothing is arranged along the axis: the views have no size and sit at the canvas's edge.
    let fixture = StackFixture(axis: .horizontal)
    for view in fixture.views { view.isHidden = true }
    for view in fixture.views { expectRect(view.frame, 0, 0, 0, 100) }
    #expect(fixture.engine.brokenConstraints.isEmpty)
  }
}
