/// A view that reacts to how hard it is pressed (3D Touch).
///
/// The protocol-oriented form of Standard Template Protocols' `Forceable` (the "3D touch force
/// gesture" of its to-do list, shipped in 0.2.0): a type names the view and stores a
/// ``ForceableState``, calls ``makeForceable()``, and applies force events with ``force(_:)``.
/// The callbacks are requirements that do nothing by default; a conformer implements them.
///
/// ```swift
/// final class Card: Forceable {
///   let forceableView: View
///   var forceableState = ForceableState()
///   init(_ view: View) {
///     forceableView = view
///     makeForceable()
///   }
///   func didForce(force: Double, lastForce: Double) {
///     forceableView.alpha = 1 - force / ForceGesture.defaultMaximumPossibleForce
///   }
/// }
///
/// card.force(ForceGesture(state: .began, force: 0.5))   // ["didStartForcing"]
/// card.force(ForceGesture(state: .changed, force: 3))   // ["didForce"], lastForce 1 → 3
/// card.force(ForceGesture(state: .ended, force: 0))     // ["didFinishForcing"]
/// ```
///
/// **A touch**: `began` resets the last force to 1.0 and fires
/// ``didStartForcing(force:)``; each `changed` fires ``didForce(force:lastForce:)`` and then
/// remembers the force; `ended`, `cancelled` and `failed` fire ``didFinishForcing(force:)``.
///
/// **Each event's own force**: every callback receives the force of the event it handles, so
/// ``didStartForcing(force:)`` gets the new touch's force, never the last force of the previous
/// touch (see <doc:ForceableGuide>, differences).
public protocol Forceable: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``ForceableState/init()``.
  var forceableState: ForceableState { get set }

  /// The view that is pressed.
  var forceableView: View { get }

  /// Starts accepting force events; until then ``force(_:)`` ignores them. Calling it again
  /// does nothing.
  func makeForceable()

  /// Applies a force event.
  ///
  /// - Returns: the views' changes made by the callbacks, and the callbacks in order
  ///   (`didStartForcing`, `didForce`, `didFinishForcing`).
  @discardableResult
  func force(_ gesture: ForceGesture) -> GestureResult

  /// Called when a force touch begins, with its force; does nothing by default.
  func didStartForcing(force: Double)

  /// Called when the force changes, with the new force and the previous one (1.0 at the first
  /// change); does nothing by default.
  func didForce(force: Double, lastForce: Double)

  /// Called when a force touch ends, is cancelled or fails, with its last force; does nothing by
  /// default.
  func didFinishForcing(force: Double)
}

extension Forceable {
  /// Marks the state forceable.
  public func makeForceable() {
    forceableState.isForceable = true
  }

  /// Starts, steps and finishes a force touch (see ``Forceable``).
  @discardableResult
  public func force(_ gesture: ForceGesture) -> GestureResult {
    guard forceableState.isForceable else { return GestureResult() }
    return GestureResult.recording(in: forceableView) { result in
      switch gesture.state {
      case .possible:
        return
      case .began:
        forceableState.lastForce = 1.0
        forceableState.isForcing = true
        result.callbacks.append("didStartForcing")
        didStartForcing(force: gesture.force)
      case .changed:
        guard forceableState.isForcing else { return }
        result.callbacks.append("didForce")
        didForce(force: gesture.force, lastForce: forceableState.lastForce)
        forceableState.lastForce = gesture.force
      case .ended, .cancelled, .failed:
        guard forceableState.isForcing else { return }
        forceableState.isForcing = false
        result.callbacks.append("didFinishForcing")
        didFinishForcing(force: gesture.force)
      }
    }
  }

  /// Does nothing.
  public func didStartForcing(force: Double) {}

  /// Does nothing.
  public func didForce(force: Double, lastForce: Double) {}

  /// Does nothing.
  public func didFinishForcing(force: Double) {}
}
