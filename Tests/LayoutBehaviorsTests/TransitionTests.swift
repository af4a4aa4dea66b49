import Testing

@testable import LayoutBehaviors

/// Recording transitions from constant changes, and sampling them over time.
@Suite struct TransitionTests {
  /// The keyboard's first worked example as a bare constant change: root 375 × 667,
  /// `root.bottom == scroll.bottom + c`, c 0 → 216.
  func keyboardLikeTransition(_ animation: Animation) -> (Transition, ScrollScreen) {
    let screen = ScrollScreen()
    let bottom = screen.activate(
      screen.root.bottomAnchor.constraint(equalTo: screen.scroll.bottomAnchor), "scroll-bottom")
    let transition = Transition.changingConstants(
      [(bottom, 216)], in: screen.engine, animation: animation)
    return (transition, screen)
  }

  // MARK: - Recording

  @Test func recordsConstantsFramesAndAnimation() {
    let (transition, screen) = keyboardLikeTransition(Animation(duration: 0.25, curve: .easeOut))
    #expect(transition.constants.count == 1)
    #expect(transition.constants[0].identifier == "scroll-bottom")
    #expect(transition.constants[0].before == 0)
    #expect(transition.constants[0].after == 216)
    #expect(transition.constants[0].description == "scroll-bottom: 0 → 216")
    #expect(transition.animation == Animation(duration: 0.25, curve: .easeOut))
    #expect(transition.framesBefore.map(\.identifier) == ["root", "scroll"])
    #expect(transition.framesAfter == screen.engine.frames)
    expectFrame(transition.framesBefore[1].frame, 0, 0, 375, 667)
    expectFrame(transition.framesAfter[1].frame, 0, 0, 375, 451)
    #expect(transition.frameChanges.map(\.identifier) == ["scroll"])
    expectFrame(
      transition.frameChange(ofViewIdentifiedBy: "scroll")!.after.frameInRoot, 0, 0, 375, 451)
    #expect(transition.constantChange(identifiedBy: "scroll-bottom")?.after == 216)
    #expect(transition.frameChange(ofViewIdentifiedBy: "missing") == nil)
  }

  @Test func unchangedConstantsMakeAnEmptyTransitionWithoutAnimation() {
    let screen = ScrollScreen()
    let bottom = screen.activate(
      screen.root.bottomAnchor.constraint(equalTo: screen.scroll.bottomAnchor), "scroll-bottom")
    let transition = Transition.changingConstants(
      [(bottom, 0)], in: screen.engine, animation: Animation(duration: 0.25))
    #expect(transition.isEmpty)
    #expect(transition.animation == nil)
    #expect(transition.framesBefore == transition.framesAfter)
    #expect(transition.frameChanges.isEmpty)
    #expect(transition.frames(at: 0.1) == transition.framesAfter)
    #expect(transition == .unchanged(in: screen.engine))
  }

  @Test func aConstraintListedTwiceChangesOnceFromItsFirstValue() {
    let screen = ScrollScreen()
    let bottom = screen.activate(
      screen.root.bottomAnchor.constraint(equalTo: screen.scroll.bottomAnchor), "scroll-bottom")
    let transition = Transition.changingConstants(
      [(bottom, 100), (bottom, 216)], in: nil, animation: Animation(duration: 0.25))
    #expect(transition.constants == [ConstantChange(constraint: bottom, before: 0, after: 216)])
    #expect(transition.framesAfter == screen.engine.frames, "the engine comes from the constraint")
  }

  @Test func constraintsOutsideAnEngineChangeWithoutFrames() {
    let a = View("a")
    let b = View("b")
    let gap = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 4)
    let transition = Transition.changingConstants(
      [(gap, 8)], in: nil, animation: Animation(duration: 0.3))
    #expect(gap.constant == 8)
    #expect(transition.framesBefore.isEmpty && transition.framesAfter.isEmpty)
    #expect(transition.constants.count == 1)
  }

  @Test func transitionsCompareConstraintsByIdentity() {
    let screen = ScrollScreen()
    let first = screen.root.bottomAnchor.constraint(equalTo: screen.scroll.bottomAnchor)
    let twin = screen.root.bottomAnchor.constraint(equalTo: screen.scroll.bottomAnchor)
    #expect(
      ConstantChange(constraint: first, before: 0, after: 1)
        != ConstantChange(constraint: twin, before: 0, after: 1))
    #expect(
      ConstantChange(constraint: first, before: 0, after: 1)
        == ConstantChange(constraint: first, before: 0, after: 1))
  }

  // MARK: - Sampling

  @Test(arguments: AnimationCurve.allCases)
  func samplingAtTheStartAndTheEndGivesTheFramesExactly(curve: AnimationCurve) {
    let (transition, _) = keyboardLikeTransition(Animation(duration: 0.25, curve: curve))
    #expect(transition.frames(at: 0) == transition.framesBefore)
    #expect(transition.frames(at: 0.25) == transition.framesAfter)
    #expect(transition.frames(at: -1) == transition.framesBefore)
    #expect(transition.frames(at: 3) == transition.framesAfter)
    #expect(transition.constantValues(at: 0) == [0])
    #expect(transition.constantValues(at: 0.25) == [216])
  }

  @Test func theMidpointOfAnEaseInOutTransitionIsHalfway() {
    let (transition, _) = keyboardLikeTransition(Animation(duration: 0.3, curve: .easeInOut))
    let middle = transition.frames(at: 0.15)
    // The scroll view's height goes from 667 to 451: halfway is 559.
    expectFrame(middle[1].frame, 0, 0, 375, 559, tolerance: 1e-9)
    expectFrame(middle[1].frameInRoot, 0, 0, 375, 559, tolerance: 1e-9)
    expectFrame(middle[0].frame, 0, 0, 375, 667)
    expectClose(transition.constantValues(at: 0.15)[0], 108, tolerance: 1e-9)
  }

  @Test func samplesFollowTheCurve() {
    let (easeOut, _) = keyboardLikeTransition(Animation(duration: 0.25, curve: .easeOut))
    let (linear, _) = keyboardLikeTransition(Animation(duration: 0.25, curve: .linear))
    // A quarter of the way in time: linear has done a quarter, ease-out 0.378 (AnimationTests).
    expectClose(linear.frames(at: 0.0625)[1].frame.height, 667 - 216 * 0.25)
    expectClose(
      easeOut.frames(at: 0.0625)[1].frame.height, 667 - 216 * 0.37813813082510983,
      tolerance: 1e-8)
    expectClose(easeOut.progress(at: 0.0625), 0.37813813082510983, tolerance: 1e-11)
  }

  @Test func springSamplesOvershootTheEndFrames() {
    let (transition, _) = keyboardLikeTransition(.spring(duration: 0.6, dampingRatio: 0.3))
    let heights = transition.animation!.sampleTimes(count: 61).map {
      transition.frames(at: $0)[1].frame.height
    }
    #expect(heights.first == 667)
    #expect(heights.last == 451)
    #expect(heights.min()! < 451 - 50, "a bouncy spring passes the end by more than 50 points")
  }

  @Test func aDelayHoldsTheFramesBefore() {
    let (transition, _) = keyboardLikeTransition(
      Animation(duration: 0.2, delay: 0.1, curve: .linear))
    #expect(transition.frames(at: 0.1) == transition.framesBefore)
    expectClose(transition.frames(at: 0.2)[1].frame.height, 559)
    #expect(transition.frames(at: transition.animation!.totalDuration) == transition.framesAfter)
  }

  @Test func viewsThatAppearOrDisappearAreMatchedByIdentifier() {
    // A later behavior (a view stack) adds and removes views: frames are matched by identifier,
    // the k-th occurrence with the k-th, and unmatched views do not move.
    func frame(_ id: String, _ y: Double) -> ViewFrame {
      let rect = Rect(x: 0, y: y, width: 10, height: 10)
      return ViewFrame(identifier: id, superviewIdentifier: "root", frame: rect, frameInRoot: rect)
    }
    let transition = Transition(
      constants: [], framesBefore: [frame("old", 0), frame("card", 0), frame("card", 100)],
      framesAfter: [frame("card", 50), frame("new", 20), frame("card", 200)],
      animation: Animation(duration: 1, curve: .linear))
    #expect(transition.matchingIndices == [1, nil, 2])
    let middle = transition.frames(at: 0.5)
    #expect(middle.map(\.identifier) == ["card", "new", "card"])
    expectClose(middle[0].frame.y, 25)
    expectClose(middle[1].frame.y, 20)
    expectClose(middle[2].frame.y, 150)
    #expect(transition.frames(at: 0) == transition.framesBefore)
    #expect(transition.frames(at: 1) == transition.framesAfter)
    #expect(transition.frameChanges.map(\.after.frame.y) == [50, 200])
    #expect(transition.frameChange(ofViewIdentifiedBy: "new") == nil)
    #expect(transition.frameChange(ofViewIdentifiedBy: "card")?.after.frame.y == 50)
  }

  @Test func interpolationNeverPrintsNegativeZero() {
    let before = Rect(x: -10, y: 0, width: 10, height: 0)
    let after = Rect(x: 10, y: 0, width: 10, height: 0)
    let middle = before.interpolated(to: after, fraction: 0.5)
    #expect(middle.x == 0 && middle.x.sign == .plus)
  }
}
