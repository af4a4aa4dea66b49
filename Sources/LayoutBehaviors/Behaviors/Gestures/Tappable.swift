/// A view that reacts to a touch like a button: it dims while touched and taps when the finger
/// is lifted over it.
///
/// The protocol-oriented form of Standard Template Protocols' `Tappable`, which used a long-press
/// recognizer with a 1 ms minimum duration as a "touch up inside": a type names the view and
/// stores a ``TappableState``, calls ``makeTappable()``, and applies press events with
/// ``press(_:)``. Every step is a requirement with a default implementation.
///
/// ```swift
/// final class Button: Tappable {
///   let tappableView: View
///   var tappableState = TappableState()
///   var taps = 0
///   init(_ view: View) {
///     tappableView = view
///     makeTappable()
///   }
///   func didTap() { taps += 1 }
/// }
///
/// button.press(PressGesture(state: .began, location: Point(x: 10, y: 10)))  // alpha 0.5
/// button.press(PressGesture(state: .ended, location: Point(x: 10, y: 10)))
/// // callbacks ["didTouchUp", "didTap"], alpha 1, taps 1
/// ```
///
/// **A press** (locations in the view's own coordinates):
/// - `possible` reports the finger down (or moving) before recognition: the first one records
///   where it went down; moving farther than ``allowableMovement()`` from there fails the press
///   silently, as the long-press recognizer does.
/// - `began` recognizes the press, unless it has not lasted ``minimumPressDuration()`` yet (its
///   ``PressGesture/duration`` is shorter: the event is ignored and the press stays pending) or
///   the finger moved too far: then ``didTouchDown()`` fires (alpha 0.5).
/// - `changed`, once recognized: leaving ``tapArea()`` fires ``didTouchUp()`` (alpha 1),
///   coming back fires ``didTouchDown()`` again.
/// - `ended`, once recognized: ``didTouchUp()`` fires if the finger was inside, then
///   ``didTap()`` if it is inside now.
/// - `cancelled` or `failed`, once recognized: ``didTouchUp()`` fires if the finger was inside;
///   no tap.
///
/// Events of a press that was never recognized change nothing, and any finished event ends the
/// press.
///
/// **The tap area and the touch callbacks**: the tap area is the view grown by half its size on
/// each side *in the view's own coordinates*, the coordinates of the press's locations, so taps
/// land wherever the view is in its superview; ``didTouchDown()`` and ``didTouchUp()`` fire when
/// the finger crosses the area's edge rather than at every move (see
/// <doc:TappableGuide>, differences).
public protocol Tappable: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``TappableState/init()``.
  var tappableState: TappableState { get set }

  /// The view that is tapped.
  var tappableView: View { get }

  /// Starts accepting presses; until then ``press(_:)`` ignores them. Calling it again does
  /// nothing.
  func makeTappable()

  /// Applies a press event.
  ///
  /// - Returns: the views' changes (the alpha), and the callbacks in order (`didTouchDown`,
  ///   `didTouchUp`, `didTap`). Taps request no animation.
  @discardableResult
  func press(_ gesture: PressGesture) -> GestureResult

  /// Called when the finger is lifted inside the tap area; does nothing by default.
  func didTap()

  /// Called when the view starts looking touched: sets its alpha to 0.5 by default.
  func didTouchDown()

  /// Called when the view stops looking touched: sets its alpha to 1.0 by default.
  func didTouchUp()

  /// How long the finger must be down before the press is recognized, in seconds: 0.001 by
  /// default, so a press is recognized almost at once, like a button's touch down (a UIKit
  /// long-press recognizer's own default is 0.5).
  func minimumPressDuration() -> Double

  /// How far the finger may move, in points, before the press is recognized: 10 by default, a
  /// UIKit long-press recognizer's default.
  func allowableMovement() -> Double

  /// Where lifting the finger counts as a tap, in the view's own coordinates: by default the
  /// bounds grown by half their size on each side, `(−w/2, −h/2, 2w, 2h)`. A location is inside
  /// when ``Rect/contains(_:)`` says so.
  func tapArea() -> Rect
}

extension Tappable {
  /// Marks the state tappable.
  public func makeTappable() {
    tappableState.isTappable = true
  }

  /// Recognizes, tracks and finishes a press (see ``Tappable``).
  @discardableResult
  public func press(_ gesture: PressGesture) -> GestureResult {
    guard tappableState.isTappable else { return GestureResult() }
    return GestureResult.recording(in: tappableView) { result in
      let location = gesture.location
      switch gesture.state {
      case .possible:
        pendPress(at: location)
      case .began:
        guard tappableState.phase != .recognized else { return }
        pendPress(at: location)
        guard tappableState.phase == .pending else { return }
        if let duration = gesture.duration, duration < minimumPressDuration() { return }
        tappableState.phase = .recognized
        tappableState.isTouchInside = true
        result.callbacks.append("didTouchDown")
        didTouchDown()
      case .changed:
        guard tappableState.phase == .recognized else { return }
        let inside = tapArea().contains(location)
        guard inside != tappableState.isTouchInside else { return }
        tappableState.isTouchInside = inside
        result.callbacks.append(inside ? "didTouchDown" : "didTouchUp")
        if inside { didTouchDown() } else { didTouchUp() }
      case .ended, .cancelled, .failed:
        let wasRecognized = tappableState.phase == .recognized
        let wasInside = tappableState.isTouchInside
        tappableState.phase = .idle
        tappableState.touchDownLocation = nil
        tappableState.isTouchInside = false
        guard wasRecognized else { return }
        if wasInside {
          result.callbacks.append("didTouchUp")
          didTouchUp()
        }
        if gesture.state == .ended && tapArea().contains(location) {
          result.callbacks.append("didTap")
          didTap()
        }
      }
    }
  }

  /// Does nothing.
  public func didTap() {}

  /// Sets the view's alpha to 0.5: the view looks touched.
  public func didTouchDown() {
    tappableView.alpha = 0.5
  }

  /// Sets the view's alpha to 1.0.
  public func didTouchUp() {
    tappableView.alpha = 1.0
  }

  /// 0.001 s: a press is recognized almost as soon as the finger is down.
  public func minimumPressDuration() -> Double { 0.001 }

  /// 10 points, a UIKit long-press recognizer's default.
  public func allowableMovement() -> Double { 10 }

  /// The bounds grown by half their size on each side.
  public func tapArea() -> Rect {
    let bounds = tappableView.bounds
    return bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2)
  }

  /// Records the finger down at `location` if no press is under way, or fails the pending press
  /// if the finger moved farther than ``allowableMovement()`` from where it went down.
  func pendPress(at location: Point) {
    switch tappableState.phase {
    case .idle:
      tappableState.phase = .pending
      tappableState.touchDownLocation = location
    case .pending:
      guard let start = tappableState.touchDownLocation else { return }
      let distance = Trigonometry.hypotenuse(location.x - start.x, location.y - start.y)
      if distance > allowableMovement() { tappableState.phase = .failed }
    case .recognized, .failed:
      return
    }
  }
}
