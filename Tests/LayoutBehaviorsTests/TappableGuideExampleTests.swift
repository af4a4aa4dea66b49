import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/Behaviors/TappableGuide.md`, line for line: a button away from its
/// superview's origin (SEED-SYSTEMS §2.3 example 9), moved out and back in, tapped. The numbers
/// asserted here are those printed in the guide.
@Suite struct TappableGuideExampleTests {
  /// The guide's button type.
  final class Button: Tappable {
    let tappableView: View
    var tappableState = TappableState()
    var taps = 0

    init(_ view: View) {
      tappableView = view
      makeTappable()
    }

    func didTap() { taps += 1 }
  }

  @Test func theGuidesExample() {
    let engine = LayoutEngine(size: Size(width: 320, height: 480))
    let view = View("button")
    engine.root.addSubview(view)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 100),
      view.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 100),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    let button = Button(view)
    #expect(button.tapArea() == rect(-50, -50, 200, 200))

    // Down at (10, 10), in the button's own coordinates.
    let down = button.press(PressGesture(state: .began, location: Point(x: 10, y: 10)))
    #expect(down.callbacks == ["didTouchDown"])
    #expect(view.alpha == 0.5)
    // Out past the tap area, and back in.
    let out = button.press(PressGesture(state: .changed, location: Point(x: 180, y: 10)))
    #expect(out.callbacks == ["didTouchUp"])
    #expect(view.alpha == 1)
    let back = button.press(PressGesture(state: .changed, location: Point(x: 120, y: 10)))
    #expect(back.callbacks == ["didTouchDown"])
    // Lifted inside the area, though outside the view: a tap.
    let up = button.press(PressGesture(state: .ended, location: Point(x: 120, y: 10)))
    #expect(up.callbacks == ["didTouchUp", "didTap"])
    #expect(up.changes.map(\.after.alpha) == [1])
    #expect(button.taps == 1)

    // Too short: a press shorter than 1 ms is never recognized.
    #expect(
      button.press(PressGesture(state: .began, location: Point(x: 10, y: 10), duration: 0.0005))
        .isEmpty)
    #expect(
      button.press(PressGesture(state: .ended, location: Point(x: 10, y: 10), duration: 0.0008))
        .isEmpty)
    #expect(button.taps == 1)
  }
}
