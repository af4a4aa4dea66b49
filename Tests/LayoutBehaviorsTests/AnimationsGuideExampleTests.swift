import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/AnimationsGuide.md`, line for line: one constant change
/// sampled with an ease-in-out curve and with a spring. The numbers asserted here are those
/// printed in the guide (the spring's were computed from the closed form in Python).
@Suite struct AnimationsGuideExampleTests {
  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 375, height: 667))
    let root = engine.root
    let card = View("card")
    root.addSubview(card)
    let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
    top.identifier = "card-top"
    LayoutConstraint.activate([
      top,
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      card.heightAnchor.constraint(equalToConstant: 200),
    ])

    // Move the card down 300 points, as UIView.animate(withDuration: 0.4) would.
    let slide = Transition.changingConstants(
      [(top, 400)], in: engine, animation: Animation(duration: 0.4, curve: .easeInOut))
    #expect(card.frame == Rect(x: 20, y: 400, width: 335, height: 200))
    #expect(slide.constants.map(\.description) == ["card-top: 100 → 400"])
    #expect(slide.frames(at: 0) == slide.framesBefore)
    #expect(slide.frames(at: 0.4) == slide.framesAfter)

    let times = slide.animation!.sampleTimes(count: 5)
    #expect(times == [0, 0.1, 0.2, 0.30000000000000004, 0.4])
    let ys = times.map { slide.frames(at: $0).first { $0.identifier == "card" }!.frame.y }
    for (y, expected) in zip(ys, [100, 138.75, 250, 361.25, 400]) {
      expectClose(y, expected, tolerance: 0.005)
    }

    // Back up, then down again with a bouncy spring: it passes 400 and settles.
    _ = Transition.changingConstants([(top, 100)], in: engine, animation: Animation(duration: 0))
    let bounce = Transition.changingConstants(
      [(top, 400)], in: engine, animation: .spring(duration: 0.6, dampingRatio: 0.5))
    #expect(bounce.animation?.description == "0.6 s spring(damping 0.5, velocity 0)")
    let springYs = bounce.animation!.sampleTimes(count: 7).map {
      bounce.frames(at: $0).first { $0.identifier == "card" }!.frame.y
    }
    for (y, expected) in zip(springYs, [100, 389.03, 432.85, 392.56, 398.65, 401.1, 400]) {
      expectClose(y, expected, tolerance: 0.005)
    }
    #expect(springYs.last == 400)
  }
}
