/// What applying one gesture event did: the views' state changes, the callbacks that fired in
/// order, and the animations requested.
///
/// The model values change at once, as in UIKit: when a behavior returns a result, the views
/// already have their new transforms, alphas and order. The result describes the change so it can
/// be printed, compared in a test or replayed:
///
/// ```swift
/// let result = photo.move(PanGesture(state: .began))
/// result.callbacks      // ["didStartMoving"]
/// let moved = photo.move(PanGesture(state: .changed, translation: Point(x: 300, y: 0)))
/// moved.changes.map { $0.identifier }       // ["photo"]
/// moved.animations                       // [0.01 s easeInOut]
/// ```
///
/// - ``changes``: every view of the tree (the view's topmost ancestor and all its descendants)
///   whose frame, transform, alpha, z-index, superview or hidden flag differ after the event by
///   more than 1e-9, in tree order before the event (depth first, subviews back to front). A
///   view the event removed from the tree is compared with its detached state; a view the event
///   added is not listed.
/// - ``callbacks``: the names of the behavior's callbacks in the order they fired
///   (`didStartMoving`, `didTouchDown`, `didTap`, …), one entry per call; each behavior's page
///   lists its names.
/// - ``animations``: the animations the behavior asked for, in order (a move's 0.01 s, a drag
///   press's 0.1 s). An event applied without animation requests none. Each change carries the
///   one that paces its own view (``ViewStateChange/animation``): a drop snaps the card with a
///   spring and gives the columns their alpha at once.
/// - ``constants``: the constraint constants the event changed, when a behavior moves a view
///   through constraints.
/// - ``refused``: the steps the behavior computed but did not make because a transform or a
///   constant would not have been a finite number, or a constant would have been beyond the
///   solver's range (absurd magnitudes; see ``RefusedChange``).
///
/// An event a behavior ignores (a pan before the view was made moveable, a press that was not
/// recognized) returns an empty result (``isEmpty``).
///
/// A result can be sampled at any time, each view along its own animation (see
/// ``frames(at:)``):
///
/// ```swift
/// let drop = controller.apply(PanGesture(state: .ended, translation: offset), to: card)
/// for time in drop.sampleTimes(count: 5) {
///   print(drop.frames(at: time).map(\.visualFrame))
/// }
/// ```
public struct GestureResult: Equatable {
  /// The views whose state changed, in tree order.
  public var changes: [ViewStateChange]
  /// The callbacks that fired, in order.
  public var callbacks: [String]
  /// The animations requested, in order.
  public var animations: [Animation]
  /// The constraint constants changed, in order (empty unless a view moves through
  /// constraints).
  public var constants: [ConstantChange]
  /// The changes the behavior refused to make because a value would not have been a finite
  /// number, in order; empty normally (see ``RefusedChange``).
  public var refused: [RefusedChange]

  /// Creates a result from its parts.
  public init(
    changes: [ViewStateChange] = [], callbacks: [String] = [], animations: [Animation] = [],
    constants: [ConstantChange] = [], refused: [RefusedChange] = []
  ) {
    self.changes = changes
    self.callbacks = callbacks
    self.animations = animations
    self.constants = constants
    self.refused = refused
  }

  /// Whether nothing happened: no change, no callback, no animation, no constant, no refusal.
  public var isEmpty: Bool {
    changes.isEmpty && callbacks.isEmpty && animations.isEmpty && constants.isEmpty
      && refused.isEmpty
  }

  /// The change of `view`, if the event changed it: matched by ``View/viewID`` when the view
  /// has one, by identifier otherwise.
  public func change(of view: View) -> ViewStateChange? {
    if let id = view.viewID { return changes.first { $0.viewID == id } }
    return change(ofViewIdentifiedBy: view.identifier)
  }

  /// The change of the first changed view with the given identifier.
  public func change(ofViewIdentifiedBy identifier: String) -> ViewStateChange? {
    changes.first { $0.identifier == identifier }
  }

  /// Runs `body`, which applies an event to `view` (or to other views of its tree), and returns
  /// the result: what `body` recorded (callbacks, animations, constants) with ``changes`` found
  /// by comparing the tree's state before and after.
  ///
  /// This is how every gesture behavior builds its result; behaviors of their own (a
  /// drag-and-drop controller, a view stack) can use it too. Each step that animates makes its
  /// change inside ``recordStep(in:_:)``, which records the animation and the views it paces:
  ///
  /// ```swift
  /// let result = GestureResult.recording(in: card) { result in
  ///   result.callbacks.append("didPress")
  ///   result.recordStep(in: card) {
  ///     card.superview?.bringSubviewToFront(card)
  ///     card.transform = AffineTransform(scaleX: 0.8, y: 0.8)
  ///     return Animation(duration: 0.1)
  ///   }
  /// }
  /// result.changes[0].animation   // 0.1 s easeInOut
  /// ```
  ///
  /// Each change's ``ViewStateChange/animation`` is the last animation of the steps (and of the
  /// results ``append(_:)`` added) that changed its view; a view changed only outside steps, or
  /// only by steps without animation, changes at once (`nil`).
  ///
  /// - Parameters:
  ///   - view: a view of the tree to watch; the whole tree of its topmost ancestor is compared.
  ///   - body: the event; it appends to the result's callbacks, animations and constants, and
  ///     makes its animated changes in steps (its changes are replaced by the comparison).
  /// - Returns: the result.
  /// - Complexity: O(*n*) in the number of views of the tree, plus `body`.
  public static func recording(in view: View, _ body: (inout GestureResult) -> Void)
    -> GestureResult
  {
    let top = view.ancestorsFromTop()[0]
    let before = top.subtreeSnapshots()
    var result = GestureResult()
    body(&result)
    // The steps' changes, each with the animation that paces its view.
    let paced = result.changes
    result.changes = top.changes(since: before).map { change in
      var change = change
      change.animation = paced.first { $0.isSameView(as: change) }?.animation
      return change
    }
    return result
  }

  /// Runs `step`, one step of an event that changes views of `view`'s tree, and records the
  /// animation it returns as the one that paces the views it changed (`nil`: they change at
  /// once), appending it to ``animations``.
  ///
  /// ```swift
  /// result.recordStep(in: card) {
  ///   card.alpha = 0.5
  ///   return Animation(duration: 0.2)
  /// }
  /// ```
  ///
  /// The views the step changed are found by comparing the tree's state before and after it,
  /// and merged into ``changes`` as ``append(_:)`` merges (``recording(in:_:)`` then takes
  /// each view's animation from them).
  ///
  /// - Parameters:
  ///   - view: a view of the tree the step changes; the tree of its topmost ancestor is
  ///     compared.
  ///   - step: the change; it returns its animation, or `nil` for a change made at once.
  /// - Complexity: O(*n*) in the number of views of the tree, plus `step`.
  public mutating func recordStep(in view: View, _ step: () -> Animation?) {
    let top = view.ancestorsFromTop()[0]
    let before = top.subtreeSnapshots()
    let animation = step()
    let changes = top.changes(since: before).map { change in
      ViewStateChange(before: change.before, after: change.after, animation: animation)
    }
    append(GestureResult(changes: changes, animations: animation.map { [$0] } ?? []))
  }

  /// Appends what `other` did after what this result did: its callbacks, animations, constants
  /// and refusals after these, and its changes merged with these (a view changed by both keeps
  /// the state before this result and takes the state after `other`, and `other`'s animation
  /// unless `other` changed it at once, in which case it keeps this result's).
  public mutating func append(_ other: GestureResult) {
    callbacks += other.callbacks
    animations += other.animations
    constants += other.constants
    refused += other.refused
    for change in other.changes {
      if let index = changes.firstIndex(where: { $0.isSameView(as: change) }) {
        let merged = ViewStateChange(
          before: changes[index].before, after: change.after,
          animation: change.animation ?? changes[index].animation)
        if merged.isChange { changes[index] = merged } else { changes.remove(at: index) }
      } else {
        changes.append(change)
      }
    }
  }
}

extension ViewStateChange {
  /// Whether both changes are about the same view: same ID, or same identifier when neither
  /// has an ID.
  func isSameView(as other: ViewStateChange) -> Bool {
    if let id = viewID ?? other.viewID { return id == other.viewID && id == viewID }
    return identifier == other.identifier
  }
}

extension View {
  /// The changes of the views of `before`, a snapshot of this view's subtree
  /// (``subtreeSnapshots()``), to their state now, in the order of `before`; a view no longer in
  /// the subtree is compared with its detached state. Without animations.
  func changes(since before: [(view: View, frame: ViewFrame)]) -> [ViewStateChange] {
    var after: [ObjectIdentifier: ViewFrame] = [:]
    for (view, frame) in subtreeSnapshots() { after[ObjectIdentifier(view)] = frame }
    return before.compactMap { view, before in
      let change = ViewStateChange(
        before: before, after: after[ObjectIdentifier(view)] ?? ViewFrame(view))
      return change.isChange ? change : nil
    }
  }

  /// Snapshots of the view and its descendants, depth first, subviews back to front; each
  /// z-index is the view's position in the walk, so the whole tree takes O(*n*).
  func subtreeSnapshots() -> [(view: View, frame: ViewFrame)] {
    var result: [(view: View, frame: ViewFrame)] = []
    func visit(_ view: View, zIndex: Int) {
      result.append(
        (
          view,
          ViewFrame(
            view, superviewIdentifier: view.superview?.identifier, frame: view.frame,
            frameInRoot: view.frameInRoot, zIndex: zIndex)
        ))
      for (index, subview) in view.subviews.enumerated() { visit(subview, zIndex: index) }
    }
    visit(self, zIndex: zIndex)
    return result
  }
}

extension View {
  /// The view and its descendants, depth first, subviews back to front.
  func subtree() -> [View] {
    var result: [View] = []
    var stack = [self]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: next.subviews.reversed())
    }
    return result
  }
}
