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
///   press's 0.1 s). An event applied without animation requests none.
/// - ``constants``: the constraint constants the event changed, when a behavior moves a view
///   through constraints.
/// - ``refused``: the steps the behavior computed but did not make because a transform or a
///   constant would not have been a finite number, or a constant would have been beyond the
///   solver's range (absurd magnitudes; see ``RefusedChange``).
///
/// An event a behavior ignores (a pan before the view was made moveable, a press that was not
/// recognized) returns an empty result (``isEmpty``).
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
  /// drag-and-drop controller, a view stack) can use it too.
  ///
  /// ```swift
  /// let result = GestureResult.recording(in: card) { result in
  ///   result.callbacks.append("didPress")
  ///   card.superview?.bringSubviewToFront(card)
  ///   card.transform = AffineTransform(scaleX: 0.8, y: 0.8)
  ///   result.animations.append(Animation(duration: 0.1))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - view: a view of the tree to watch; the whole tree of its topmost ancestor is compared.
  ///   - body: the event; it appends to the result's callbacks, animations and constants (its
  ///     changes are replaced by the comparison).
  /// - Returns: the result.
  /// - Complexity: O(*n*) in the number of views of the tree, plus `body`.
  public static func recording(in view: View, _ body: (inout GestureResult) -> Void)
    -> GestureResult
  {
    let top = view.ancestorsFromTop()[0]
    let before = top.subtreeSnapshots()
    var result = GestureResult()
    body(&result)
    var after: [ObjectIdentifier: ViewFrame] = [:]
    for (view, frame) in top.subtreeSnapshots() { after[ObjectIdentifier(view)] = frame }
    result.changes = before.compactMap { view, before in
      // A view the event took out of the tree is compared with its detached state.
      let change = ViewStateChange(
        before: before, after: after[ObjectIdentifier(view)] ?? ViewFrame(view))
      return change.isChange ? change : nil
    }
    return result
  }

  /// Appends what `other` did after what this result did: its callbacks, animations, constants
  /// and refusals after these, and its changes merged with these (a view changed by both keeps
  /// the state before this result and takes the state after `other`).
  public mutating func append(_ other: GestureResult) {
    callbacks += other.callbacks
    animations += other.animations
    constants += other.constants
    refused += other.refused
    for change in other.changes {
      if let index = changes.firstIndex(where: { $0.isSameView(as: change) }) {
        let merged = ViewStateChange(before: changes[index].before, after: change.after)
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
