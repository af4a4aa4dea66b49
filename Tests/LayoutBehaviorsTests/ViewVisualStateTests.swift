import Testing

@testable import LayoutBehaviors

/// The view state applied after layout: transform, alpha, z-order, IDs and snapshots. None of it
/// re-solves the layout.
@Suite struct ViewVisualStateTests {
  @Test func transformAndTransform3DShareStorage() {
    let view = View("card")
    #expect(view.transform.isIdentity && view.transform3D.isIdentity)
    view.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(view.transform3D == Transform3D(scaleX: 2, y: 2))
    var tilted = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0)
    tilted.m34 = -1.0 / 500
    view.transform3D = tilted
    // UIKit: the affine view of a 3D transform is its affine entries.
    #expect(view.transform == tilted.affinePart)
    view.transform3D = .identity
    #expect(view.transform3D == .identity)
    view.transform3D.m41 = 5  // changed in place through the property
    #expect(view.transform3D == Transform3D(translationX: 5, y: 0))
  }

  @Test func aTransformIsReadBackBitForBit() {
    // An identity with a negative zero is equal to the identity, but it is kept as given (a
    // view without a transform stores none; this one does).
    let view = View("card")
    var signed = Transform3D.identity
    signed.m12 = -0.0
    view.transform3D = signed
    #expect(view.transform3D.m12.sign == .minus)
    #expect(view.transform3D.isIdentity)
    view.transform3D = .identity
    #expect(view.transform3D.m12.sign == .plus)
    view.transform = AffineTransform(translationX: 0, y: -0.0)
    #expect(view.transform3D.m42.sign == .minus)
  }

  @Test func aSnapshotKeepsTheTransformAsTheViewHadIt() {
    // The entry shares the view's transform; a later change of the view's transform makes a new
    // one and leaves the entry as it was. An identity with a negative zero reads back as given
    // and compares (and hashes) equal to the identity, as `Transform3D` does.
    let engine = makeBoard()
    let card = place("card", in: engine.root, at: rect(10, 10, 100, 100))
    card.transform = AffineTransform(scaleX: 2, y: 2)
    let scaled = ViewFrame(card)
    card.transform = AffineTransform(translationX: 5, y: 0)
    #expect(scaled.transform3D.m11 == 2)
    #expect(scaled.transform3D.m41 == 0)
    #expect(ViewFrame(card).transform3D.m41 == 5)
    #expect(ViewFrame(card) != scaled)

    var signed = Transform3D.identity
    signed.m12 = -0.0
    card.transform3D = signed
    let signedEntry = ViewFrame(card)
    card.transform3D = .identity
    let plainEntry = ViewFrame(card)
    #expect(signedEntry.transform3D.m12.sign == .minus)
    #expect(plainEntry.transform3D.m12.sign == .plus)
    #expect(signedEntry == plainEntry)
    #expect(signedEntry.hashValue == plainEntry.hashValue)
    var edited = plainEntry
    edited.transform3D = signed
    #expect(edited.transform3D.m12.sign == .minus)
    #expect(edited == plainEntry)
    edited.transform3D.m41 = 3
    #expect(edited != plainEntry)
    #expect(Set([signedEntry, plainEntry, edited]).count == 2)
  }

  @Test func aSnapshotEntryKeepsTheTransformOutOfLine() {
    // 128 bytes of transform inline would double every entry of `frames` (and every copy a
    // transition makes); the entry holds a reference instead.
    #expect(MemoryLayout<ViewFrame>.size < MemoryLayout<Transform3D>.size + 24)
    #expect(MemoryLayout<ViewFrame>.size <= 144)
  }

  @Test func alphaIsClamped() {
    let view = View("card")
    #expect(view.alpha == 1)
    view.alpha = 0.5
    #expect(view.alpha == 0.5)
    view.alpha = 3
    #expect(view.alpha == 1)
    view.alpha = -1
    #expect(view.alpha == 0)
  }

  @Test func visualStateNeverResolvesTheLayout() {
    let engine = makeBoard()
    let card = place("card", in: engine.root, at: rect(10, 10, 100, 100))
    let other = place("other", in: engine.root, at: rect(200, 10, 100, 100))
    let dump = engine.dump()
    card.transform = AffineTransform(scaleX: 2, y: 2).rotated(by: 1)
    card.alpha = 0.5
    engine.root.bringSubviewToFront(card)
    engine.root.sendSubviewToBack(other)
    #expect(engine.dump() == dump, "the solver was not touched")
    #expect(card.frame == rect(10, 10, 100, 100))
  }

  @Test func zOrderIsTheOrderOfSubviews() {
    let engine = makeBoard()
    let a = place("a", in: engine.root, at: rect(0, 0, 10, 10))
    let b = place("b", in: engine.root, at: rect(0, 0, 10, 10))
    let c = place("c", in: engine.root, at: rect(0, 0, 10, 10))
    #expect([a.zIndex, b.zIndex, c.zIndex] == [0, 1, 2])
    #expect(engine.root.zIndex == 0)
    engine.root.bringSubviewToFront(a)
    #expect(engine.root.subviews.map(\.identifier) == ["b", "c", "a"])
    engine.root.sendSubviewToBack(c)
    #expect(engine.root.subviews.map(\.identifier) == ["c", "b", "a"])
    // Not a subview: nothing happens.
    b.bringSubviewToFront(a)
    #expect(engine.root.subviews.map(\.identifier) == ["c", "b", "a"])
    // Constraints stay active when the order changes.
    #expect(engine.constraints(involving: a).allSatisfy { $0.isActive })
  }

  @Test func viewIDsAreSerialsOfTheEngine() {
    let engine = makeBoard()
    let free = View("free")
    #expect(free.viewID == nil)
    let a = View("a")
    let b = View("b")
    engine.root.addSubview(a)
    a.addSubview(b)
    #expect(engine.root.viewID == ViewID(rawValue: 1))
    #expect(a.viewID == ViewID(rawValue: 2))
    #expect(b.viewID == ViewID(rawValue: 3))
    #expect(b.viewID?.description == "#3")
    // Leaving and coming back keeps the ID; moving within the tree too.
    a.removeFromSuperview()
    #expect(a.viewID == ViewID(rawValue: 2))
    engine.root.addSubview(a)
    engine.root.addSubview(b)
    #expect(a.viewID == ViewID(rawValue: 2) && b.viewID == ViewID(rawValue: 3))
    // Another engine hands out its own.
    let other = makeBoard()
    a.removeFromSuperview()
    other.root.addSubview(a)
    #expect(a.viewID == ViewID(rawValue: 2), "the other engine's root is #1, a is its #2")
    engine.root.addSubview(free)
    #expect(free.viewID == ViewID(rawValue: 4))
  }

  @Test func snapshotsCarryTheVisualState() {
    let engine = makeBoard()
    let card = place("card", in: engine.root, at: rect(10, 10, 100, 100))
    place("other", in: engine.root, at: rect(0, 0, 10, 10))
    card.transform = AffineTransform(translationX: 5, y: 0)
    card.alpha = 0.25
    let snapshot = engine.frames[1]
    #expect(snapshot.identifier == "card")
    #expect(snapshot.viewID == card.viewID)
    #expect(snapshot.transform == card.transform)
    #expect(snapshot.alpha == 0.25)
    #expect(snapshot.zIndex == 0)
    #expect(engine.frames[2].zIndex == 1)
    #expect(snapshot.visualFrame == rect(15, 10, 100, 100))
    #expect(ViewFrame(card) == snapshot)
    // A hand-made entry has the defaults.
    let plain = ViewFrame(
      identifier: "x", superviewIdentifier: nil, frame: .zero, frameInRoot: .zero)
    #expect(plain.viewID == nil && plain.transform.isIdentity && plain.alpha == 1)
  }
}
