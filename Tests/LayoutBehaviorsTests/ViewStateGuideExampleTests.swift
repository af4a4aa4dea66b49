import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/ViewStateGuide.md`, line for line: a card on a table
/// turned a quarter turn, with conversions, hit tests, z-order and snapshots. The numbers
/// asserted here are those printed in the guide.
@Suite struct ViewStateGuideExampleTests {
  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 320, height: 480))
    let root = engine.root
    let table = View("table")
    let card = View("card")
    let lamp = View("lamp")
    root.addSubview(table)
    table.addSubview(card)
    root.addSubview(lamp)
    LayoutConstraint.activate([
      table.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 60),
      table.topAnchor.constraint(equalTo: root.topAnchor, constant: 140),
      table.widthAnchor.constraint(equalToConstant: 200),
      table.heightAnchor.constraint(equalToConstant: 200),
      card.leftAnchor.constraint(equalTo: table.leftAnchor),
      card.topAnchor.constraint(equalTo: table.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
      lamp.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 200),
      lamp.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      lamp.widthAnchor.constraint(equalToConstant: 40),
      lamp.heightAnchor.constraint(equalToConstant: 40),
    ])

    // Transforms compose as in CoreGraphics.
    let pinched = AffineTransform(scaleX: 2, y: 2)
    #expect(pinched.translatedBy(x: 10, y: 0).tx == 20)
    #expect(pinched.concatenating(AffineTransform(translationX: 10, y: 0)).tx == 10)

    // A quarter turn of the table, about its center (160, 240).
    table.transform = AffineTransform(rotationAngle: .pi / 2)
    #expect(table.frame == rect(60, 140, 200, 200))
    expectFrame(table.visualFrame, 60, 140, 200, 200)
    expectPoint(card.convert(Point(x: 0, y: 0), to: root), 260, 140)
    expectPoint(card.convert(Point(x: 100, y: 50), to: nil), 210, 240)
    expectPoint(card.convert(Point(x: 240, y: 160), from: root), 20, 20)
    expectPoint(lamp.convert(Point(x: 20, y: 20), to: card), -20, 40)

    // Hit testing goes front to back, through the transforms.
    #expect(root.hitTest(Point(x: 240, y: 160)) === card)
    #expect(root.hitTest(Point(x: 100, y: 160)) === table)
    #expect(root.hitTest(Point(x: 220, y: 120)) === lamp)
    root.sendSubviewToBack(lamp)
    #expect(lamp.zIndex == 0)
    #expect(root.hitTest(Point(x: 220, y: 120)) === lamp, "nothing else is there")
    #expect(root.hitTest(Point(x: 220, y: 145)) === card, "the card is now over the lamp")
    card.alpha = 0.005
    #expect(root.hitTest(Point(x: 240, y: 160)) === table)

    // Snapshots carry the visual state and a stable ID.
    let snapshot = engine.frames
    #expect(
      snapshot.map { "\($0.identifier) \($0.viewID!) z\($0.zIndex) α\($0.alpha)" } == [
        "root #1 z0 α1.0", "lamp #4 z0 α1.0", "table #2 z1 α1.0", "card #3 z0 α0.005",
      ])
  }
}
