import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/PileGuide.md`, line for line: three cards pushed onto a
/// 300 × 200 pile, one of them while the previous push is still running, then popped; the pile
/// follows a rotation. The numbers asserted here are those printed in the guide.
@Suite struct PileGuideExampleTests {
  @Test func theGuidesExample() throws {
    let engine = LayoutEngine(size: Size(width: 320, height: 480))
    let root = engine.root
    let stack = View("stack")
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      stack.heightAnchor.constraint(equalToConstant: 200),
    ])
    let pile = ViewPile(view: stack)  // the original's metrics and spring
    let first = View("first")
    let second = View("second")
    let third = View("third")

    let pushFirst = pile.push(first, at: 0)
    let arriving = try #require(pushFirst.change(of: first))
    #expect(arriving.before.frame == Rect(x: 0, y: -200, width: 300, height: 200))
    #expect(arriving.before.alpha == 0)
    #expect(arriving.after.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(arriving.after.alpha == 1)
    #expect(pushFirst.animations.map(\.description) == ["0.6 s spring(damping 0.6, velocity 0)"])

    // One second later, the second card covers the first.
    let pushSecond = pile.push(second, at: 1)
    #expect(pushSecond.changes.map(\.identifier) == ["first", "second"])
    let covered = try #require(pushSecond.change(of: first))
    #expect(covered.after.frame == Rect(x: 0, y: 200, width: 300, height: 200))
    #expect(covered.after.frameInRoot == Rect(x: 10, y: 300, width: 300, height: 200))
    #expect(covered.after.alpha == 0)
    #expect(pile.pileState.leavingViews.map(\.identifier) == ["first"])
    #expect(pile.pileState.removalTime(of: first) == 1.6)
    expectClose(try #require(pile.presentedState(of: second, at: 1.1)).frame.y, -49.66376333346085)

    // 0.2 s into that motion, the third card: the second leaves from where it is drawn, 18.9
    // points below its place (the spring overshoots), not from its place.
    let pushThird = pile.push(third, at: 1.2)
    let leaving = try #require(pushThird.change(of: second))
    expectClose(leaving.before.frame.y, 18.87765383530771)
    #expect(leaving.after.frame == Rect(x: 0, y: 200, width: 300, height: 200))
    #expect(pile.pileState.leavingViews.map(\.identifier) == ["first", "second"])

    // Each leaving card is removed when its own motion ends.
    #expect(pile.advance(to: 1.6).callbacks == ["didRemove(first)"])
    #expect(pile.advance(to: 1.8).callbacks == ["didRemove(second)"])
    #expect(stack.subviews.map(\.identifier) == ["third"])
    #expect(pile.pileState.stack.map(\.identifier) == ["first", "second", "third"])

    // Popping is the reverse: the third card goes up, the second comes back from below.
    let pop = pile.pop()
    #expect(pile.pileState.time == 1.8)
    let popped = try #require(pop.change(of: third))
    #expect(popped.after.frame == Rect(x: 0, y: -200, width: 300, height: 200))
    #expect(popped.after.alpha == 0)
    let back = try #require(pop.change(of: second))
    #expect(back.before.frame == Rect(x: 0, y: 200, width: 300, height: 200))
    #expect(back.after.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(pile.completeAnimations().callbacks == ["didRemove(third)"])
    #expect(pile.pileState.time == 2.4)

    // The cards are held by constraints, so the pile follows the layout.
    #expect(
      engine.allConstraints.filter { $0.firstItem === second }.map(\.description) == [
        "second.left == stack.left", "second.top == stack.top", "second.width == stack.width",
        "second.height == stack.height",
      ])
    engine.rootSize = Size(width: 480, height: 320)
    #expect(second.frame == Rect(x: 0, y: 0, width: 460, height: 200))
  }
}
