import ConstraintSolver

/// A view that the user drags around its superview with one finger.
///
/// The protocol-oriented form of Standard Template Protocols' `Moveable`: a type names the view
/// and stores a ``MoveableState``, calls ``makeMoveable()``, and applies pan events with
/// ``move(_:)``. Every step is a requirement with a default implementation below, so a conformer
/// can replace any one of them (for example ``canMove(toX:)`` to keep the view in the left half)
/// and the defaults call its version.
///
/// ```swift
/// final class Photo: Moveable {
///   let moveableView: View
///   var moveableState = MoveableState()
///   init(_ view: View) {
///     moveableView = view
///     makeMoveable()
///   }
/// }
///
/// // A 100-point photo at (10, 10) in a 320 × 480 superview, dragged 300 points right.
/// let photo = Photo(photoView)
/// photo.move(PanGesture(state: .began))                  // callbacks ["didStartMoving"]
/// photo.move(PanGesture(state: .changed, translation: Point(x: 300, y: 0)))
/// photoView.transform.tx                                  // 210: bounded by the superview
/// photoView.visualFrame                                   // (220, 10, 100, 100)
/// photo.move(PanGesture(state: .ended, translation: Point(x: 300, y: 0)))  // ["didFinishMoving"]
/// ```
///
/// **A drag**: at `began` the view's visual center (``View/visualCenter``, where it is drawn)
/// becomes the state's start and current point and ``didStartMoving()`` fires. At each
/// `changed`, ``translateCenter(translation:velocity:startPoint:currentPoint:)`` turns the
/// pan's total translation into the new center, bounded by ``canMove(toX:)``,
/// ``canMove(toY:)``, ``minimumPoint()`` and ``maximumPoint()``, and ``animateToPoint(_:)``
/// moves the view there. At `ended`, `cancelled` or `failed`, ``didFinishMoving(velocity:)``
/// fires. Pans before ``makeMoveable()``, `changed` events of a drag that did not begin, and
/// `possible` events are ignored.
///
/// **Moves and constraints**: by default a move is a translation of the view's transform in the
/// superview's coordinates, applied after layout as in Auto Layout: the solved frame and the
/// other views do not move, and re-solving the layout keeps the offset. A conformer can opt into
/// moving through constraint constants instead; see ``MoveMethod``.
///
/// **Second drags and transformed views**: a second drag starts where the first one ended (the
/// start is the visual center, not the untransformed center) and stays bounded; after a pinch or
/// a rotation the view moves by the finger's distance (the translation is applied in the
/// superview's space, not scaled and rotated by the transform); the limits use the superview's
/// bounds and the view's visual frame (see <doc:MoveableGuide>, differences).
public protocol Moveable: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``MoveableState/init(method:isBoundedBySuperview:animation:)``.
  var moveableState: MoveableState { get set }

  /// The view that moves.
  var moveableView: View { get }

  /// Starts accepting pans; until then ``move(_:)`` ignores them. Calling it again does
  /// nothing.
  func makeMoveable()

  /// Applies a pan event: starts, continues or finishes a drag.
  ///
  /// - Returns: the views' changes, the callbacks in order (`didStartMoving`,
  ///   `didFinishMoving`), the animations of the steps, and the constants changed when moving
  ///   through constraints.
  @discardableResult
  func move(_ gesture: PanGesture) -> GestureResult

  /// Called when a drag begins; does nothing by default.
  func didStartMoving()

  /// Called when a drag ends, is cancelled or fails, with the finger's last velocity in the
  /// superview's coordinates; does nothing by default.
  func didFinishMoving(velocity: Point)

  /// Whether the view's visual center may be at `x`, in the superview's coordinates.
  ///
  /// By default: whether `x` is within ``minimumPoint()`` and ``maximumPoint()`` (in either
  /// order), which keeps the visual frame inside the superview's bounds; always `true` without a
  /// superview or when the state is not bounded.
  func canMove(toX x: Double) -> Bool

  /// Whether the view's visual center may be at `y`, in the superview's coordinates; see
  /// ``canMove(toX:)``.
  func canMove(toY y: Double) -> Bool

  /// The smallest visual center the default limits allow, in the superview's coordinates: half
  /// the view's visual frame from the top-left corner of the superview's bounds, by default.
  /// Minus infinity on both axes without a superview or when the state is not bounded.
  func minimumPoint() -> Point

  /// The largest visual center the default limits allow, in the superview's coordinates: half
  /// the view's visual frame from the bottom-right corner of the superview's bounds, by
  /// default. Infinity on both axes without a superview or when the state is not bounded.
  func maximumPoint() -> Point

  /// The view's new visual center for a pan's total translation.
  ///
  /// By default, on each axis: `startPoint + translation` if ``canMove(toX:)`` (or `toY`)
  /// accepts it; otherwise that value clamped between ``minimumPoint()`` and ``maximumPoint()``
  /// if accepted; otherwise the farthest coordinate from `currentPoint` toward it that is
  /// accepted (found by bisection, exact to the last bit), so a conformer that overrides only
  /// ``canMove(toX:)`` stops at its own limit. The velocity is not used.
  ///
  /// - Parameters:
  ///   - translation: the pan's total translation since it began.
  ///   - velocity: the finger's velocity.
  ///   - startPoint: the visual center when the drag began.
  ///   - currentPoint: the visual center after the previous step.
  /// - Returns: the new visual center, in the superview's coordinates.
  func translateCenter(translation: Point, velocity: Point, startPoint: Point, currentPoint: Point)
    -> Point

  /// Moves the view so that its visual center is `point`, and returns the animation to show the
  /// step with (the model values change at once).
  ///
  /// By default the view moves by the state's ``MoveableState/method``: a translation added to
  /// its transform in the superview's coordinates, or constraint constants changed by the
  /// distance; the animation is the state's (0.01 s).
  ///
  /// - Returns: the animation, or `nil` to apply the step without one.
  func animateToPoint(_ point: Point) -> Animation?
}

extension Moveable {
  /// Marks the state moveable.
  public func makeMoveable() {
    moveableState.isMoveable = true
  }

  /// Starts a drag at `began`, steps it at `changed` through
  /// ``translateCenter(translation:velocity:startPoint:currentPoint:)`` and
  /// ``animateToPoint(_:)``, and finishes it at `ended`, `cancelled` or `failed`.
  ///
  /// A step whose new center is the current one (a drag held against a limit) moves nothing and
  /// requests no animation. A step the state's method could only make with a transform that is
  /// not finite, or a constant that is not finite or beyond the solver's range (absurd
  /// magnitudes, with an unbounded view), is not made and is listed in ``GestureResult/refused``;
  /// the drag goes on from where it was.
  @discardableResult
  public func move(_ gesture: PanGesture) -> GestureResult {
    guard moveableState.isMoveable else { return GestureResult() }
    return GestureResult.recording(in: moveableView) { result in
      switch gesture.state {
      case .possible:
        return
      case .began:
        let start = moveableView.visualCenter
        moveableState.startPoint = start
        moveableState.currentPoint = start
        moveableState.isMoving = true
        result.callbacks.append("didStartMoving")
        didStartMoving()
      case .changed:
        guard moveableState.isMoving else { return }
        let state = moveableState
        let target = translateCenter(
          translation: gesture.translation, velocity: gesture.velocity,
          startPoint: state.startPoint, currentPoint: state.currentPoint)
        guard target != state.currentPoint else { return }
        if let refusal = refusedMove(to: target) {
          result.refused.append(refusal)
          return
        }
        let constraints = state.method.constraints
        let constantsBefore = constraints.map { $0.constant }
        result.recordStep(in: moveableView) { animateToPoint(target) }
        for (constraint, before) in zip(constraints, constantsBefore)
        where constraint.constant != before {
          result.constants.append(
            ConstantChange(constraint: constraint, before: before, after: constraint.constant))
        }
        moveableState.currentPoint = moveableView.visualCenter
      case .ended, .cancelled, .failed:
        guard moveableState.isMoving else { return }
        moveableState.isMoving = false
        result.callbacks.append("didFinishMoving")
        didFinishMoving(velocity: gesture.velocity)
      }
    }
  }

  /// Does nothing.
  public func didStartMoving() {}

  /// Does nothing, and ignores the velocity.
  public func didFinishMoving(velocity: Point) {}

  /// Whether `x` is between ``minimumPoint()`` and ``maximumPoint()`` on the x axis.
  public func canMove(toX x: Double) -> Bool {
    let (low, high) = ordered(minimumPoint().x, maximumPoint().x)
    return x >= low && x <= high
  }

  /// Whether `y` is between ``minimumPoint()`` and ``maximumPoint()`` on the y axis.
  public func canMove(toY y: Double) -> Bool {
    let (low, high) = ordered(minimumPoint().y, maximumPoint().y)
    return y >= low && y <= high
  }

  /// Half the view's visual frame from the superview's bounds' top-left corner.
  public func minimumPoint() -> Point {
    guard moveableState.isBoundedBySuperview, moveableView.superview != nil else {
      return Point(x: -.infinity, y: -.infinity)
    }
    let visual = moveableView.visualFrame
    return Point(x: visual.width / 2, y: visual.height / 2)
  }

  /// Half the view's visual frame from the superview's bounds' bottom-right corner.
  public func maximumPoint() -> Point {
    guard moveableState.isBoundedBySuperview, let superview = moveableView.superview else {
      return Point(x: .infinity, y: .infinity)
    }
    let visual = moveableView.visualFrame
    let bounds = superview.bounds
    return Point(x: bounds.width - visual.width / 2, y: bounds.height - visual.height / 2)
  }

  /// `startPoint + translation` per axis when ``canMove(toX:)`` or ``canMove(toY:)`` accepts
  /// it; otherwise that value clamped between ``minimumPoint()`` and ``maximumPoint()`` if
  /// accepted; otherwise the farthest point from `currentPoint` toward it that is accepted, so
  /// that a conformer that overrides only `canMove(toX:)` (to keep the view in the left half)
  /// stops exactly at its limit. An axis whose current point is refused stays where it is.
  public func translateCenter(
    translation: Point, velocity: Point, startPoint: Point, currentPoint: Point
  ) -> Point {
    let minimum = minimumPoint()
    let maximum = maximumPoint()
    let x = boundedCoordinate(
      startPoint.x + translation.x, current: currentPoint.x, limits: (minimum.x, maximum.x),
      accepts: canMove(toX:))
    let y = boundedCoordinate(
      startPoint.y + translation.y, current: currentPoint.y, limits: (minimum.y, maximum.y),
      accepts: canMove(toY:))
    return Point(x: x, y: y)
  }

  /// Moves the view by the state's method and returns the state's animation. A point the view
  /// could only reach with a transform that is not finite, or a constant that is not finite or
  /// beyond the solver's range, changes nothing (see ``RefusedChange``).
  public func animateToPoint(_ point: Point) -> Animation? {
    guard refusedMove(to: point) == nil else { return nil }
    let view = moveableView
    let current = view.visualCenter
    let dx = point.x - current.x
    let dy = point.y - current.y
    switch moveableState.method {
    case .transform:
      view.transform3D = view.transform3D.concatenating(Transform3D(translationX: dx, y: dy))
    case .constraints(let horizontal, let vertical):
      if let horizontal, dx != 0 { horizontal.move(view, by: dx, horizontally: true) }
      if let vertical, dy != 0 { vertical.move(view, by: dy, horizontally: false) }
    }
    return moveableState.animation
  }

  /// What a move of the view's visual center to `target` by the state's method would set that is
  /// not a finite number (the transform), or not finite or beyond the solver's range (a
  /// constraint's constant); `nil` when the move is possible.
  func refusedMove(to target: Point) -> RefusedChange? {
    let view = moveableView
    let current = view.visualCenter
    let dx = target.x - current.x
    let dy = target.y - current.y
    switch moveableState.method {
    case .transform:
      let moved = view.transform3D.concatenating(Transform3D(translationX: dx, y: dy))
      return moved.isFinite ? nil : .transform(view)
    case .constraints(let horizontal, let vertical):
      if let horizontal, dx != 0 {
        let constant = horizontal.movedConstant(of: view, by: dx, horizontally: true)
        if !Solver.isInRange(constant) { return .constant(horizontal, value: constant) }
      }
      if let vertical, dy != 0 {
        let constant = vertical.movedConstant(of: view, by: dy, horizontally: false)
        if !Solver.isInRange(constant) { return .constant(vertical, value: constant) }
      }
      return nil
    }
  }
}

/// Where one axis of a drag goes: `target` if accepted; else `target` clamped into `limits` if
/// accepted; else the farthest accepted coordinate from `current` toward the clamped target.
///
/// The last case bisects between `current` (accepted) and the clamped target (refused) until
/// the two are adjacent doubles, so a limit such as `x <= 110` is reached exactly, in at most a
/// few hundred calls of `accepts` (about 50 for a step of a few hundred points). It assumes the
/// accepted coordinates between the two form one interval, as a limit does; otherwise it stops
/// at some accepted coordinate next to a refused one. When `current` itself is refused, the axis
/// stays at `current`.
func boundedCoordinate(
  _ target: Double, current: Double, limits: (Double, Double), accepts: (Double) -> Bool
) -> Double {
  if accepts(target) { return target }
  let (low, high) = ordered(limits.0, limits.1)
  let clamped = min(max(target, low), high)
  if clamped != target, accepts(clamped) { return clamped }
  guard accepts(current) else { return current }
  var accepted = current
  var refused = clamped
  for _ in 0..<2_100 {
    let middle = accepted + (refused - accepted) / 2
    guard middle != accepted, middle != refused, middle.isFinite else { break }
    if accepts(middle) { accepted = middle } else { refused = middle }
  }
  return accepted
}

/// The two numbers, smaller first.
@inline(__always) func ordered(_ a: Double, _ b: Double) -> (Double, Double) {
  a <= b ? (a, b) : (b, a)
}

extension LayoutConstraint {
  /// Changes the constant so that `view`'s side of the constraint moves by `distance` points
  /// to the right (`horizontally`) or down.
  ///
  /// The side that moves is the one holding the view (see ``movingSide(where:)``); a
  /// constraint between `leading` or `trailing` anchors in a right-to-left layout measures
  /// toward the left, so its constant moves the other way.
  func move(_ view: View, by distance: Double, horizontally: Bool) {
    constant = movedConstant(of: view, by: distance, horizontally: horizontally)
  }

  /// The constant ``move(_:by:horizontally:)`` would set (possibly not finite).
  func movedConstant(of view: View, by distance: Double, horizontally: Bool) -> Double {
    let side = movingSide { $0.isInside(view) }
    let isRightToLeft = view.layoutEngine?.layoutDirection == .rightToLeft
    let signed = horizontally && relatesDirectionalAnchors && isRightToLeft ? -distance : distance
    return constant(constant, moving: side, by: signed)
  }
}
