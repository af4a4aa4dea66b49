import ConstraintSolver

extension Transition {
  /// Sets constraint constants and returns the transition they make: the behaviors' one way of
  /// changing a layout.
  ///
  /// Takes a snapshot of every view's frames, sets each constant in order (each change
  /// re-solves in place), takes a second snapshot, and keeps the constants that really moved.
  ///
  /// ```swift
  /// let transition = Transition.changingConstants(
  ///   [(bottom, 216)], in: engine, animation: Animation(duration: 0.25, curve: .easeOut))
  /// ```
  ///
  /// - Parameters:
  ///   - targets: each constraint with its new constant, in the order to apply them. A
  ///     constraint listed twice gets the last constant; its change runs from its first value.
  ///   - engine: the engine whose views are snapshotted, or `nil` to use the engine of the first
  ///     target's items. Without an engine the frame lists are empty.
  ///   - animation: the animation the change should use; the transition carries it only if a
  ///     constant moved.
  /// - Returns: the transition, ``isEmpty`` when every target already had its constant. When a
  ///   target's constant is not a finite number or is beyond the solver's range (a behavior
  ///   computed it from absurd magnitudes), no constant is set at all: the transition changes
  ///   nothing and lists every such target in ``refused`` (see ``RefusedChange``).
  public static func changingConstants(
    _ targets: [(constraint: LayoutConstraint, constant: Double)], in engine: LayoutEngine?,
    animation: Animation
  ) -> Transition {
    changing(targets, hiding: [], in: engine, animation: animation)
  }

  /// Sets constraint constants and hides or shows arranged views of stacks, and returns the
  /// transition they make: ``changingConstants(_:in:animation:)`` with the views' ``View/isHidden``
  /// set after the constants, each listed in ``hidingChanges`` if it changed.
  ///
  /// ```swift
  /// let transition = Transition.changing(
  ///   [], hiding: [(details, true)], in: engine, animation: CollapsibleState.defaultAnimation)
  /// ```
  ///
  /// A refused constant (see ``changingConstants(_:in:animation:)``) changes nothing at all, no
  /// flag included.
  public static func changing(
    _ targets: [(constraint: LayoutConstraint, constant: Double)],
    hiding: [(view: View, isHidden: Bool)], in engine: LayoutEngine?, animation: Animation
  ) -> Transition {
    let engine =
      engine
      ?? targets.lazy.compactMap {
        $0.constraint.firstItem.layoutEngine ?? $0.constraint.secondItem?.layoutEngine
      }.first ?? hiding.lazy.compactMap { $0.view.layoutEngine }.first
    let framesBefore = engine?.framesForTransition ?? []
    let refused = targets.filter { !Solver.isInRange($0.constant) }.map {
      RefusedChange.constant($0.constraint, value: $0.constant)
    }
    guard refused.isEmpty else {
      var transition = Transition(
        constants: [], framesBefore: framesBefore, framesAfter: framesBefore, animation: nil)
      transition.refused = refused
      return transition
    }
    var changes: [ConstantChange] = []
    var originals: [(constraint: LayoutConstraint, constant: Double)] = []
    for target in targets {
      let constraint = target.constraint
      if !originals.contains(where: { $0.constraint === constraint }) {
        originals.append((constraint, constraint.constant))
      }
      constraint.constant = target.constant
    }
    for original in originals where original.constraint.constant != original.constant {
      changes.append(
        ConstantChange(
          constraint: original.constraint, before: original.constant,
          after: original.constraint.constant))
    }
    var hidingChanges: [HidingChange] = []
    for (view, isHidden) in hiding where view.isHidden != isHidden {
      view.isHidden = isHidden
      hidingChanges.append(HidingChange(view: view, isHidden: isHidden))
    }
    let framesAfter = engine?.framesForTransition ?? []
    var transition = Transition(
      constants: changes, framesBefore: framesBefore, framesAfter: framesAfter,
      animation: changes.isEmpty && hidingChanges.isEmpty ? nil : animation)
    transition.hidingChanges = hidingChanges
    return transition
  }

  /// A transition that changes nothing: the current frames of `engine` (if any) before and
  /// after, no constants and no animation.
  public static func unchanged(in engine: LayoutEngine?) -> Transition {
    let frames = engine?.framesForTransition ?? []
    return Transition(constants: [], framesBefore: frames, framesAfter: frames, animation: nil)
  }
}
