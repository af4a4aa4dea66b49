/// A view that the user scales with two fingers.
///
/// The protocol-oriented form of Standard Template Protocols' `Pinchable`: a type names the view
/// and stores a ``PinchableState``, calls ``makePinchable()``, and applies pinch events with
/// ``pinch(_:)``. Every step is a requirement with a default implementation.
///
/// ```swift
/// final class Photo: Pinchable {
///   let pinchableView: View
///   var pinchableState = PinchableState()
///   init(_ view: View) {
///     pinchableView = view
///     makePinchable()
///   }
/// }
///
/// photo.pinch(PinchGesture(state: .began))                 // ["didStartPinching"]
/// photo.pinch(PinchGesture(state: .changed, scale: 1.5))   // transform.a 1.5
/// photo.pinch(PinchGesture(state: .changed, scale: 2))     // transform.a 2 (1.5 × 2 / 1.5)
/// photo.pinch(PinchGesture(state: .ended, scale: 2))       // ["didFinishPinching"]
/// ```
///
/// **A pinch**: `began` resets the last scale to 1 and fires ``didStartPinching()``. Each
/// `changed` asks ``transformWithScale(_:lastScale:velocity:)`` for the new transform, applies
/// it with ``animateToPinchedTransform(_:)``, and remembers the gesture's scale. `ended`,
/// `cancelled` and `failed` fire ``didFinishPinching()`` and reset the last scale.
///
/// The scale is applied before the view's transform (`CGAffineTransformScale`), so the view
/// grows about its center and keeps its position and rotation.
///
/// **Steps multiply**: each step scales by the ratio of successive gesture scales, so the result
/// does not depend on how many events the gesture was cut into (1 → 1.5 → 2 gives ×2, where
/// adding the differences would give ×2.25); the total scale stays within
/// ``minimumPinchScale()`` and ``maximumPinchScale()``; a cancelled or failed pinch resets like
/// an ended one (see <doc:PinchableGuide>, differences).
public protocol Pinchable: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``PinchableState/init(minimumScale:maximumScale:animation:)``.
  var pinchableState: PinchableState { get set }

  /// The view that scales.
  var pinchableView: View { get }

  /// Starts accepting pinches; until then ``pinch(_:)`` ignores them. Calling it again does
  /// nothing.
  func makePinchable()

  /// Applies a pinch event.
  ///
  /// - Returns: the views' changes, the callbacks in order (`didStartPinching`,
  ///   `didFinishPinching`) and the animations of the steps.
  @discardableResult
  func pinch(_ gesture: PinchGesture) -> GestureResult

  /// Called when a pinch begins; does nothing by default.
  func didStartPinching()

  /// Called when a pinch ends, is cancelled or fails; does nothing by default.
  func didFinishPinching()

  /// The smallest total scale: the state's ``PinchableState/minimumScale`` (0.1) by default.
  func minimumPinchScale() -> Double

  /// The largest total scale: the state's ``PinchableState/maximumScale`` (2.0) by default.
  func maximumPinchScale() -> Double

  /// The view's new transform for a step of the pinch.
  ///
  /// By default: the view's current scale (``AffineTransform/xScale`` of its transform) times
  /// `scale / lastScale`, clamped between ``minimumPinchScale()`` and ``maximumPinchScale()``,
  /// applied to the current transform with ``AffineTransform/scaledBy(x:y:)``. A scale or last
  /// scale that is not a positive number leaves the transform as it is.
  ///
  /// - Parameters:
  ///   - scale: the gesture's total scale now.
  ///   - lastScale: the gesture's total scale at the previous step (1 at the first).
  ///   - velocity: the gesture's velocity.
  func transformWithScale(_ scale: Double, lastScale: Double, velocity: Double) -> AffineTransform

  /// Gives the view `transform` and returns the animation to show it with; by default sets it
  /// and returns the state's animation (0.01 s).
  ///
  /// - Returns: the animation, or `nil` to apply the step without one.
  func animateToPinchedTransform(_ transform: AffineTransform) -> Animation?
}

extension Pinchable {
  /// Marks the state pinchable.
  public func makePinchable() {
    pinchableState.isPinchable = true
  }

  /// Starts, steps and finishes a pinch (see ``Pinchable``). A step that does not change the
  /// transform (a pinch held at a limit) requests no animation; a step whose transform would not
  /// be finite is not made and is listed in ``GestureResult/refused``.
  @discardableResult
  public func pinch(_ gesture: PinchGesture) -> GestureResult {
    guard pinchableState.isPinchable else { return GestureResult() }
    return GestureResult.recording(in: pinchableView) { result in
      switch gesture.state {
      case .possible:
        return
      case .began:
        pinchableState.lastScale = 1
        pinchableState.isPinching = true
        result.callbacks.append("didStartPinching")
        didStartPinching()
      case .changed:
        guard pinchableState.isPinching else { return }
        let transform = transformWithScale(
          gesture.scale, lastScale: pinchableState.lastScale, velocity: gesture.velocity)
        pinchableState.lastScale = gesture.scale
        guard transform != pinchableView.transform else { return }
        guard transform.isFinite else {
          result.refused.append(.transform(pinchableView))
          return
        }
        result.recordStep(in: pinchableView) { animateToPinchedTransform(transform) }
      case .ended, .cancelled, .failed:
        guard pinchableState.isPinching else { return }
        pinchableState.isPinching = false
        pinchableState.lastScale = 1
        result.callbacks.append("didFinishPinching")
        didFinishPinching()
      }
    }
  }

  /// Does nothing.
  public func didStartPinching() {}

  /// Does nothing.
  public func didFinishPinching() {}

  /// The state's minimum scale.
  public func minimumPinchScale() -> Double { pinchableState.minimumScale }

  /// The state's maximum scale.
  public func maximumPinchScale() -> Double { pinchableState.maximumScale }

  /// The current transform scaled by the ratio `scale / lastScale`, with the total scale kept
  /// within the limits.
  public func transformWithScale(_ scale: Double, lastScale: Double, velocity: Double)
    -> AffineTransform
  {
    let transform = pinchableView.transform
    let current = transform.xScale
    guard scale > 0, lastScale > 0, scale.isFinite, lastScale.isFinite, current > 0 else {
      return transform
    }
    let target = min(max(current * (scale / lastScale), minimumPinchScale()), maximumPinchScale())
    if target == current { return transform }
    let factor = target / current
    return transform.scaledBy(x: factor, y: factor)
  }

  /// Sets the view's transform and returns the state's animation.
  public func animateToPinchedTransform(_ transform: AffineTransform) -> Animation? {
    pinchableView.transform = transform
    return pinchableState.animation
  }
}
