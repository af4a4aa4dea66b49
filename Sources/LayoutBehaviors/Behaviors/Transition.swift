/// What one event did to a layout: the constraint constants it changed, the frames of every view
/// before and after, and the animation the change should use.
///
/// Every behavior event (a keyboard notification, a collapse, later the gestures) returns a
/// transition. The model values change at once, as in UIKit — when `apply` returns, the
/// constraints hold their new constants and the views their new frames — and the transition
/// describes the motion between the two states, so it can be printed, compared in a test or
/// sampled at any time (see ``frames(at:)``).
///
/// ```swift
/// let transition = screen.apply(.willShow(endFrame: keyboard, duration: 0.25))
/// transition.constants.first?.after        // 216
/// transition.animation                     // 0.25 s easeOut
/// for change in transition.frameChanges {
///   print(change.identifier, change.before.frame, "→", change.after.frame)
/// }
/// transition.frames(at: 0.125)              // every view halfway (or as the curve says)
/// ```
///
/// A transition that changed nothing has no ``constants``, equal ``framesBefore`` and
/// ``framesAfter``, and no ``animation`` (``isEmpty``).
///
/// Two transitions are equal when they changed the same constraints (by identity) the same way,
/// list the same frames, and carry the same animation.
public struct Transition: Equatable {
  /// The constants the event changed, in the order it changed them; only those that moved.
  public var constants: [ConstantChange]
  /// Every view's frames before the event, in the engine's tree order (``LayoutEngine/frames``);
  /// empty when the behavior's views are in no engine.
  public var framesBefore: [ViewFrame]
  /// Every view's frames after the event, in tree order: the same views as ``framesBefore``
  /// unless the event changed the tree.
  public var framesAfter: [ViewFrame]
  /// The animation the change should use, or `nil` when nothing changed.
  public var animation: Animation?
  /// The constants the behavior computed but did not set because one of them was not a finite
  /// number (see ``RefusedChange``); empty normally. When it is not empty, the event changed
  /// nothing.
  public var refused: [RefusedChange] = []
  /// The views that follow animations of their own, with their start states (a gesture's or a
  /// pile's changes, ``GestureResult/changes``), or `nil` when every view follows ``animation``.
  /// Set by ``LayoutScene`` for gesture and pile events; ``frames(at:)`` uses it.
  var pacedChanges: [ViewStateChange]? = nil

  /// Creates a transition from its parts.
  ///
  /// Behaviors make transitions with ``changingConstants(_:in:animation:)``; this initializer is
  /// for tests and for behaviors that change more than constants, or the tree itself.
  ///
  /// The two frame lists usually name the same views in the same order. When an event adds,
  /// removes or reorders views they differ: a view is matched with the entry of the same
  /// ``ViewFrame/viewID`` in the other list (the engine's snapshots always carry one), or, for
  /// entries without an ID, with the entry of the same identifier (the *k*-th occurrence of an
  /// identifier with the *k*-th); views without a match appear or disappear without moving (see
  /// ``frames(atProgress:)``).
  public init(
    constants: [ConstantChange], framesBefore: [ViewFrame], framesAfter: [ViewFrame],
    animation: Animation?
  ) {
    self.constants = constants
    self.framesBefore = framesBefore
    self.framesAfter = framesAfter
    self.animation = animation
  }

  /// The arranged views of stacks the event hid or showed, in the order it changed them (see
  /// ``StackLayout``): hiding one changes the stack's constraints, not constants. Empty for
  /// most events.
  public var hidingChanges: [HidingChange] = []

  /// Whether the event changed no constant and hid or showed no arranged view (and so changed no
  /// frame, and has no animation).
  public var isEmpty: Bool { constants.isEmpty && hidingChanges.isEmpty }

  /// The views whose solved frame changed by more than 1e-9 points (in superview or root
  /// coordinates), in the order of ``framesAfter``; views that appeared or disappeared are not
  /// listed. See ``stateChanges`` for changes of transform, alpha or z-order too.
  public var frameChanges: [FrameChange] {
    FrameChange.changes(from: framesBefore, to: framesAfter, pairing: .byIdentity)
  }

  /// For each entry of ``framesAfter``, the index of the same view in ``framesBefore``, or `nil`
  /// for a view that was not there (see ``ViewFrame/matchingIndices(before:after:)``).
  var matchingIndices: [Int?] {
    ViewFrame.matchingIndices(before: framesBefore, after: framesAfter)
  }

  /// The views whose state changed — frame, transform, alpha, z-index, superview or hidden
  /// flag — in the order of ``framesAfter``; views that appeared or disappeared are not listed.
  public var stateChanges: [ViewStateChange] {
    zip(framesAfter, matchingIndices).compactMap { after, index in
      guard let index else { return nil }
      let change = ViewStateChange(before: framesBefore[index], after: after)
      return change.isChange ? change : nil
    }
  }

  /// The change of the constraint `constraint`, if the event changed it.
  public func constantChange(of constraint: LayoutConstraint) -> ConstantChange? {
    constants.first { $0.constraint === constraint }
  }

  /// The change of the constraint whose ``LayoutConstraint/identifier`` is `identifier`, if the
  /// event changed it.
  public func constantChange(identifiedBy identifier: String) -> ConstantChange? {
    constants.first { $0.constraint.identifier == identifier }
  }

  /// The frames of a view before and after, by identifier (the first in tree order), or `nil`
  /// if no such view is in both lists.
  public func frameChange(ofViewIdentifiedBy identifier: String) -> FrameChange? {
    guard let before = framesBefore.first(where: { $0.identifier == identifier }),
      let after = framesAfter.first(where: { $0.identifier == identifier })
    else { return nil }
    return FrameChange(before: before, after: after)
  }
}

/// A constraint constant before and after an event.
///
/// The constraint is kept by reference; its ``identifier`` is the name to print.
public struct ConstantChange: Equatable, CustomStringConvertible {
  /// The constraint whose constant changed.
  public let constraint: LayoutConstraint
  /// The constant before the event.
  public let before: Double
  /// The constant after the event (the constraint's constant when the event returned).
  public let after: Double

  /// Creates a constant change.
  public init(constraint: LayoutConstraint, before: Double, after: Double) {
    self.constraint = constraint
    self.before = before
    self.after = after
  }

  /// The constraint's identifier, or `nil` if it has none.
  public var identifier: String? { constraint.identifier }

  /// The constant `fraction` of the way from ``before`` to ``after``: exactly `before` at 0 and
  /// exactly `after` at 1.
  public func value(atProgress fraction: Double) -> Double {
    interpolate(before, after, fraction)
  }

  /// Whether both sides name the same constraint (by identity) and the same constants.
  public static func == (lhs: ConstantChange, rhs: ConstantChange) -> Bool {
    lhs.constraint === rhs.constraint && lhs.before == rhs.before && lhs.after == rhs.after
  }

  /// `name: before → after`, with the constraint's identifier or its readable form.
  public var description: String {
    return "\(constraint.displayName): \(Animation.format(before)) → \(Animation.format(after))"
  }
}

/// A view's frames before and after an event.
public struct FrameChange: Hashable, Sendable {
  /// The frames before.
  public let before: ViewFrame
  /// The frames after.
  public let after: ViewFrame

  /// Creates a frame change.
  ///
  /// - Precondition: both frames are of the same view: the same identifier, and the same ID
  ///   (or no ID on the side where the view is outside the tree, for a view that joins or
  ///   leaves it).
  public init(before: ViewFrame, after: ViewFrame) {
    precondition(
      before.identifier == after.identifier
        && (before.viewID == after.viewID || before.viewID == nil || after.viewID == nil),
      "A frame change is about one view")
    self.before = before
    self.after = after
  }

  /// The view's identifier.
  public var identifier: String { before.identifier }

  /// The view's stable identity in its engine (from the side where it is in the tree), or
  /// `nil` for hand-made snapshots.
  public var viewID: ViewID? { after.viewID ?? before.viewID }
}

/// An arranged view of a stack hidden or shown by an event: it leaves or rejoins the stack's
/// layout (see ``StackLayout``).
public struct HidingChange: Equatable, CustomStringConvertible {
  /// The view.
  public let view: View
  /// Whether the view is hidden after the event.
  public let isHidden: Bool

  /// Creates a hiding change.
  public init(view: View, isHidden: Bool) {
    self.view = view
    self.isHidden = isHidden
  }

  /// Whether both name the same view (by identity) and the same flag.
  public static func == (lhs: HidingChange, rhs: HidingChange) -> Bool {
    lhs.view === rhs.view && lhs.isHidden == rhs.isHidden
  }

  /// `title: hidden` or `title: shown`.
  public var description: String {
    "\(view.displayName): \(isHidden ? "hidden" : "shown")"
  }
}
