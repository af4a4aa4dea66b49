/// One view's state before and after a gesture event: its frames, transform, alpha and z-index.
///
/// Both sides are ``ViewFrame`` snapshots, so every field is there: the solved ``ViewFrame/frame``
/// (which a move through constraints changes), the ``ViewFrame/transform`` (moves, pinches and
/// rotations), ``ViewFrame/alpha`` (a tap), ``ViewFrame/zIndex`` (bringing a view to the front,
/// which moves its siblings back too) and the resulting ``ViewFrame/visualFrame``.
///
/// ```swift
/// let result = photo.move(PanGesture(state: .changed, translation: Point(x: 300, y: 0)))
/// let change = result.changes[0]
/// change.identifier               // "photo"
/// change.before.visualFrame       // (10, 10, 100, 100)
/// change.after.visualFrame        // (220, 10, 100, 100)
/// change.after.transform.tx       // 210
/// change.animation                // 0.01 s easeInOut: the move's
/// change.state(at: 0.005)         // the photo on its way, paced by the move
/// ```
///
/// ``animation`` is the animation that paces this view's change, the view's own: an event can
/// animate one view with a spring and change another at once (``GestureResult``).
public struct ViewStateChange: Hashable, Sendable {
  /// The state before the event.
  public let before: ViewFrame
  /// The state after the event.
  public let after: ViewFrame
  /// The animation that paces the change, or `nil` when the view changes at once.
  public var animation: Animation?

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - before: the state before.
  ///   - after: the state after.
  ///   - animation: the animation that paces the change; `nil` (the default) for a change made
  ///     at once.
  /// - Precondition: both snapshots are of the same view (same identifier and ID).
  public init(before: ViewFrame, after: ViewFrame, animation: Animation? = nil) {
    precondition(
      before.identifier == after.identifier && before.viewID == after.viewID,
      "A view state change is about one view")
    self.before = before
    self.after = after
    self.animation = animation
  }

  /// The view's identifier.
  public var identifier: String { before.identifier }

  /// The view's stable identity in its engine, or `nil` for a view outside any engine.
  public var viewID: ViewID? { before.viewID }

  /// Whether the solved frame changed (in superview or root coordinates).
  public var frameChanged: Bool {
    !before.frame.isClose(to: after.frame) || !before.frameInRoot.isClose(to: after.frameInRoot)
  }

  /// Whether the transform changed.
  public var transformChanged: Bool {
    zip(before.transform3D.rows.joined(), after.transform3D.rows.joined()).contains {
      abs($0 - $1) > BehaviorTolerance.points
    }
  }

  /// Whether the alpha changed.
  public var alphaChanged: Bool { abs(before.alpha - after.alpha) > BehaviorTolerance.points }

  /// Whether the z-index changed.
  public var zIndexChanged: Bool { before.zIndex != after.zIndex }

  /// Whether anything changed: frame, transform, alpha, z-index, superview or hidden flag.
  var isChange: Bool {
    frameChanged || transformChanged || alphaChanged || zIndexChanged
      || before.superviewIdentifier != after.superviewIdentifier
      || before.isHidden != after.isHidden
  }
}
