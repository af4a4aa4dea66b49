import Testing

@testable import LayoutBehaviors

/// `Transition` matching by `ViewID`: views with equal identifiers added, removed and reordered
/// (as a view stack does), and the sampling of alpha and transforms.
@Suite struct TransitionViewIDTests {
  @Test func viewsWithEqualIdentifiersAreMatchedByID() {
    let engine = makeBoard()
    let first = place("card", in: engine.root, at: rect(0, 0, 100, 100))
    let second = place("card", in: engine.root, at: rect(0, 100, 100, 100))
    let before = engine.frames
    // The first card leaves, a third arrives, and the second card moves down.
    first.removeFromSuperview()
    let third = place("card", in: engine.root, at: rect(0, 300, 100, 100))
    engine.root.sendSubviewToBack(third)
    second.alpha = 0
    second.transform = AffineTransform(translationX: 0, y: 200)
    let after = engine.frames
    let transition = Transition(
      constants: [], framesBefore: before, framesAfter: after,
      animation: Animation(duration: 1, curve: .linear))
    #expect(after.map(\.viewID) == [engine.root.viewID, third.viewID, second.viewID])
    #expect(transition.matchingIndices == [0, nil, 2])
    let middle = transition.frames(at: 0.5)
    #expect(middle[2].alpha == 0.5)
    #expect(middle[2].transform.ty == 100)
    #expect(middle[2].zIndex == 1)
    #expect(middle[1].transform.isIdentity && middle[1].alpha == 1, "the new card appears")
    #expect(transition.frames(at: 0) == before && transition.frames(at: 1) == after)
    #expect(transition.stateChanges.map(\.viewID) == [second.viewID])
    #expect(transition.frameChanges.isEmpty, "no solved frame moved")
  }

  @Test func handMadeSnapshotsStillMatchByIdentifier() {
    let rectA = rect(0, 0, 10, 10)
    let plain = ViewFrame(
      identifier: "a", superviewIdentifier: nil, frame: rectA, frameInRoot: rectA)
    var withID = plain
    withID.viewID = ViewID(rawValue: 7)
    let transition = Transition(
      constants: [], framesBefore: [plain, withID], framesAfter: [withID, plain], animation: nil)
    #expect(transition.matchingIndices == [1, 0])
  }
}
