import Testing

@testable import LayoutBehaviors

/// `Tappable`: the touch-up-inside semantics of PR #4, the tap area in the view's own
/// coordinates (SEED-SYSTEMS §2.3.9), the minimum press duration and the allowable movement.
@Suite struct TappableTests {
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

  /// A button that needs a long press and tolerates no movement, with its own look.
  final class LongPressButton: Tappable {
    let tappableView: View
    var tappableState = TappableState()
    init(_ view: View) {
      tappableView = view
      makeTappable()
    }
    func minimumPressDuration() -> Double { 0.5 }
    func allowableMovement() -> Double { 0 }
    func tapArea() -> Rect { tappableView.bounds }
    func didTouchDown() { tappableView.alpha = 0.2 }
  }

  func press(_ state: GestureState, _ x: Double, _ y: Double, duration: Double? = nil)
    -> PressGesture
  {
    PressGesture(state: state, location: Point(x: x, y: y), duration: duration)
  }

  func makeButton(at frame: Rect = rect(100, 100, 100, 100)) -> (View, Button) {
    let engine = makeBoard()
    let view = place("button", in: engine.root, at: frame)
    return (view, Button(view))
  }

  @Test func aTapDimsAndRestores() {
    let (view, button) = makeButton()
    let down = button.press(press(.began, 10, 10))
    #expect(down.callbacks == ["didTouchDown"])
    #expect(view.alpha == 0.5)
    #expect(down.changes.map(\.after.alpha) == [0.5])
    #expect(down.animations.isEmpty)
    let up = button.press(press(.ended, 10, 10))
    #expect(up.callbacks == ["didTouchUp", "didTap"])
    #expect(view.alpha == 1)
    #expect(button.taps == 1)
  }

  @Test func theTapAreaIsInTheViewsOwnCoordinates() {
    // SEED-SYSTEMS §2.3.9: the original compared the local location (10, 10) with the slop
    // rectangle around the frame, (50, 50, 200, 200), and missed the tap.
    let (_, button) = makeButton(at: rect(100, 100, 100, 100))
    #expect(button.tapArea() == rect(-50, -50, 200, 200))
    button.press(press(.began, 10, 10))
    #expect(button.press(press(.ended, 10, 10)).callbacks == ["didTouchUp", "didTap"])
    // Released within half the size outside the view still taps; beyond, it does not.
    button.press(press(.began, 50, 50))
    button.press(press(.ended, -49, 149))
    #expect(button.taps == 2)
    button.press(press(.began, 50, 50))
    let missed = button.press(press(.ended, 150, 50))
    #expect(missed.callbacks == ["didTouchUp"])
    #expect(button.taps == 2)
  }

  @Test func movingOutAndBackInFollowsTheEdge() {
    let (view, button) = makeButton()
    button.press(press(.began, 50, 50))
    #expect(button.press(press(.changed, 60, 60)).callbacks.isEmpty, "still inside")
    let out = button.press(press(.changed, 200, 50))
    #expect(out.callbacks == ["didTouchUp"])
    #expect(view.alpha == 1)
    #expect(button.press(press(.changed, 210, 50)).callbacks.isEmpty, "still outside")
    let back = button.press(press(.changed, 120, 50))
    #expect(back.callbacks == ["didTouchDown"])
    #expect(view.alpha == 0.5)
    button.press(press(.changed, 400, 50))
    let releasedOutside = button.press(press(.ended, 400, 50))
    #expect(releasedOutside.callbacks.isEmpty, "already up, no tap")
    #expect(button.taps == 0)
  }

  @Test func cancelledAndFailedPressesRestoreWithoutTapping() {
    for ending in [GestureState.cancelled, .failed] {
      let (view, button) = makeButton()
      button.press(press(.began, 10, 10))
      let result = button.press(press(ending, 10, 10))
      #expect(result.callbacks == ["didTouchUp"])
      #expect(view.alpha == 1 && button.taps == 0)
    }
  }

  @Test func theMinimumPressDuration() {
    let (view, button) = makeButton()
    // 0.5 ms is shorter than the original's 1 ms: not recognized, and released so: no tap.
    #expect(button.press(press(.began, 10, 10, duration: 0.0005)).isEmpty)
    #expect(button.tappableState.phase == .pending)
    #expect(button.press(press(.ended, 10, 10, duration: 0.0008)).isEmpty)
    #expect(button.taps == 0 && view.alpha == 1)
    // Recognized once it has lasted 1 ms.
    button.press(press(.possible, 10, 10, duration: 0))
    #expect(button.press(press(.began, 10, 10, duration: 0.0005)).isEmpty)
    #expect(button.press(press(.began, 11, 10, duration: 0.001)).callbacks == ["didTouchDown"])
    button.press(press(.ended, 11, 10, duration: 0.1))
    #expect(button.taps == 1)
  }

  @Test func theAllowableMovementBeforeRecognition() {
    let (_, button) = makeButton()
    button.press(press(.possible, 10, 10, duration: 0))
    button.press(press(.possible, 18, 16, duration: 0.0004))  // 10 points: allowed
    #expect(button.tappableState.phase == .pending)
    #expect(button.press(press(.began, 18, 16, duration: 0.001)).callbacks == ["didTouchDown"])
    button.press(press(.ended, 18, 16))
    // Farther than 10 points before recognition: the press fails silently.
    button.press(press(.possible, 10, 10, duration: 0))
    #expect(button.press(press(.possible, 21, 10, duration: 0.0005)).isEmpty)
    #expect(button.tappableState.phase == .failed)
    #expect(button.press(press(.began, 21, 10, duration: 0.002)).isEmpty)
    #expect(button.press(press(.ended, 21, 10)).isEmpty)
    #expect(button.taps == 1)
    // After recognition any movement is allowed (a long press's allowance ends there).
    button.press(press(.began, 10, 10))
    button.press(press(.changed, 140, 10))
    button.press(press(.ended, 140, 10))
    #expect(button.taps == 2)
  }

  @Test func customizedDurationMovementAreaAndLook() {
    let engine = makeBoard()
    let view = place("button", in: engine.root, at: rect(100, 100, 100, 100))
    let button = LongPressButton(view)
    #expect(button.press(press(.began, 10, 10, duration: 0.3)).isEmpty)
    let down = button.press(press(.began, 10, 10, duration: 0.5))
    #expect(down.callbacks == ["didTouchDown"])
    #expect(view.alpha == 0.2)
    #expect(button.press(press(.ended, 110, 10)).callbacks == ["didTouchUp"], "outside the bounds")
    button.press(press(.possible, 10, 10, duration: 0))
    button.press(press(.possible, 10.5, 10, duration: 0.1))
    #expect(button.tappableState.phase == .failed)
  }

  @Test func notTappableIgnoresPresses() {
    let engine = makeBoard()
    let view = place("button", in: engine.root, at: rect(100, 100, 100, 100))
    let manipulator = Manipulator(view: view, behaviors: .moveable)
    #expect(manipulator.press(press(.began, 10, 10)).isEmpty)
    #expect(view.alpha == 1)
  }
}
