/// A view that the user turns with two fingers.
///
/// The protocol-oriented form of Standard Template Protocols' `Rotatable`: a type names the view
/// and stores a ``RotatableState``, calls ``makeRotatable()``, and applies rotation events with
/// ``rotate(_:)``. Every step is a requirement with a default implementation.
///
/// ```swift
/// final class Dial: Rotatable {
///   let rotatableView: View
///   var rotatableState = RotatableState(minimumRotation: 0, maximumRotation: .pi)
///   init(_ view: View) {
///     rotatableView = view
///     makeRotatable()
///   }
/// }
///
/// dial.rotate(RotationGesture(state: .began))                            // ["didStartRotating"]
/// dial.rotate(RotationGesture(state: .changed, rotation: .pi / 2))       // a quarter turn
/// dial.rotate(RotationGesture(state: .changed, rotation: 3 * .pi / 2))   // stops at π
/// dial.rotate(RotationGesture(state: .ended, rotation: 3 * .pi / 2))     // ["didFinishRotating"]
/// ```
///
/// **A rotation**: `began` resets the last angle to 0 and fires ``didStartRotating()``. Each
/// `changed` asks ``transformWithRotation(_:lastRotation:velocity:)`` for the new transform,
/// applies it with ``animateToRotatedTransform(_:)``, adds the angle it turned to the state's
/// ``RotatableState/rotation``, and remembers the gesture's angle. `ended`, `cancelled` and
/// `failed` fire ``didFinishRotating(velocity:)`` and reset the last angle.
///
/// The rotation is applied before the view's transform (`CGAffineTransformRotate`), so the view
/// turns about its center and keeps its position and scale.
///
/// **Limits and endings**: the limits, when given, bound the state's total
/// ``RotatableState/rotation`` (there are none by default); a cancelled or failed rotation
/// finishes like an ended one (see <doc:RotatableGuide>, differences).
public protocol Rotatable: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``RotatableState/init(minimumRotation:maximumRotation:animation:)``.
  var rotatableState: RotatableState { get set }

  /// The view that turns.
  var rotatableView: View { get }

  /// Starts accepting rotations; until then ``rotate(_:)`` ignores them. Calling it again does
  /// nothing.
  func makeRotatable()

  /// Applies a rotation event.
  ///
  /// - Returns: the views' changes, the callbacks in order (`didStartRotating`,
  ///   `didFinishRotating`) and the animations of the steps (none by default).
  @discardableResult
  func rotate(_ gesture: RotationGesture) -> GestureResult

  /// Called when a rotation begins; does nothing by default.
  func didStartRotating()

  /// Called when a rotation ends, is cancelled or fails, with its last velocity in radians per
  /// second; does nothing by default.
  func didFinishRotating(velocity: Double)

  /// The smallest total rotation in radians, or `nil` for none: the state's
  /// ``RotatableState/minimumRotation`` by default.
  func minimumRotation() -> Double?

  /// The largest total rotation in radians, or `nil` for none: the state's
  /// ``RotatableState/maximumRotation`` by default.
  func maximumRotation() -> Double?

  /// The view's new transform for a step of the rotation.
  ///
  /// By default: the view's transform rotated (``AffineTransform/rotated(by:)``) by
  /// `rotation − lastRotation`, less whatever would take the state's total
  /// ``RotatableState/rotation`` beyond ``minimumRotation()`` or ``maximumRotation()``.
  ///
  /// - Parameters:
  ///   - rotation: the gesture's total angle now, in radians.
  ///   - lastRotation: the gesture's angle at the previous step (0 at the first).
  ///   - velocity: the gesture's velocity.
  func transformWithRotation(_ rotation: Double, lastRotation: Double, velocity: Double)
    -> AffineTransform

  /// Gives the view `transform` and returns the animation to show it with; by default sets it
  /// and returns the state's animation (`nil` by default: the step applies at once).
  ///
  /// - Returns: the animation, or `nil` to apply the step without one.
  func animateToRotatedTransform(_ transform: AffineTransform) -> Animation?
}

extension Rotatable {
  /// Marks the state rotatable.
  public func makeRotatable() {
    rotatableState.isRotatable = true
  }

  /// Starts, steps and finishes a rotation (see ``Rotatable``). A step that does not change the
  /// transform (a rotation held at a limit) requests no animation; a step whose transform would
  /// not be finite is not made and is listed in ``GestureResult/refused``.
  @discardableResult
  public func rotate(_ gesture: RotationGesture) -> GestureResult {
    guard rotatableState.isRotatable else { return GestureResult() }
    return GestureResult.recording(in: rotatableView) { result in
      switch gesture.state {
      case .possible:
        return
      case .began:
        rotatableState.lastRotation = 0
        rotatableState.isRotating = true
        result.callbacks.append("didStartRotating")
        didStartRotating()
      case .changed:
        guard rotatableState.isRotating else { return }
        let before = rotatableView.transform
        let lastRotation = rotatableState.lastRotation
        let transform = transformWithRotation(
          gesture.rotation, lastRotation: lastRotation, velocity: gesture.velocity)
        rotatableState.lastRotation = gesture.rotation
        guard transform != before else { return }
        guard transform.isFinite else {
          result.refused.append(.transform(rotatableView))
          return
        }
        result.recordStep(in: rotatableView) { animateToRotatedTransform(transform) }
        // The angle the step turned, measured on the transforms (atan2 wraps at ±π) and
        // unwrapped toward the turn the default step would make.
        let expected = limitedTurn(gesture.rotation - lastRotation)
        let measured = (rotatableView.transform.rotationAngle - before.rotationAngle)
          .remainder(dividingBy: 2 * .pi)
        let turns = ((expected - measured) / (2 * .pi)).rounded()
        rotatableState.rotation += measured + turns * 2 * .pi
      case .ended, .cancelled, .failed:
        guard rotatableState.isRotating else { return }
        rotatableState.isRotating = false
        rotatableState.lastRotation = 0
        result.callbacks.append("didFinishRotating")
        didFinishRotating(velocity: gesture.velocity)
      }
    }
  }

  /// Does nothing.
  public func didStartRotating() {}

  /// Does nothing.
  public func didFinishRotating(velocity: Double) {}

  /// The state's minimum rotation.
  public func minimumRotation() -> Double? { rotatableState.minimumRotation }

  /// The state's maximum rotation.
  public func maximumRotation() -> Double? { rotatableState.maximumRotation }

  /// The current transform rotated by the gesture's change of angle, kept within the limits.
  public func transformWithRotation(_ rotation: Double, lastRotation: Double, velocity: Double)
    -> AffineTransform
  {
    let transform = rotatableView.transform
    let turn = limitedTurn(rotation - lastRotation)
    return turn == 0 ? transform : transform.rotated(by: turn)
  }

  /// The part of a turn by `delta` radians that keeps the state's total rotation within
  /// ``minimumRotation()`` and ``maximumRotation()``; 0 for a delta that is not finite.
  func limitedTurn(_ delta: Double) -> Double {
    guard delta.isFinite, delta != 0 else { return 0 }
    let total = rotatableState.rotation
    var target = total + delta
    if let minimum = minimumRotation() { target = max(target, minimum) }
    if let maximum = maximumRotation() { target = min(target, maximum) }
    return target - total
  }

  /// Sets the view's transform and returns the state's animation.
  public func animateToRotatedTransform(_ transform: AffineTransform) -> Animation? {
    rotatableView.transform = transform
    return rotatableState.animation
  }
}
