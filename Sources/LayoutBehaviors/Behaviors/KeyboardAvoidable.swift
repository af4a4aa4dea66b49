/// A screen whose constraints follow the keyboard, so the keyboard never covers its content.
///
/// The protocol-oriented form of Roy McKenzie's `KeyboardAvoidable`: a type lists the
/// constraints to adjust and the view they live in, stores a ``KeyboardAvoidanceState``, and
/// gains the behavior from the default implementations below. Every step is a requirement, so a
/// conformer can replace any one of them and the defaults call its version.
///
/// ```swift
/// final class ChatScreen: KeyboardAvoidable {
///   let root: View
///   let inputBarBottom: LayoutConstraint    // root.safeArea.bottom == inputBar.bottom + 0
///   var keyboardAvoidanceState = KeyboardAvoidanceState()
///
///   var keyboardContainerView: View { root }
///   var layoutConstraintsForKeyboard: [LayoutConstraint] { [inputBarBottom] }
///   …
/// }
///
/// screen.startAvoidingKeyboard()
/// screen.apply(.willShow(endFrame: Rect(x: 0, y: 521, width: 375, height: 291)))
/// inputBarBottom.constant   // 257: 291 overlap − 34 safe area
/// screen.apply(.willHide())
/// inputBarBottom.constant   // 0 again
/// ```
///
/// **The amount.** On a show or a change of frame, ``keyboardOverlap(with:)`` measures how much
/// of the container's bottom the keyboard covers, and ``keyboardAdjustment(forOverlap:)`` turns
/// it into the distance to move the content up: the overlap, minus the container's bottom
/// safe-area inset (content pinned to the safe area already clears the home indicator), plus the
/// state's ``KeyboardAvoidanceState/margin``. A keyboard that does not cover the container's
/// bottom — undocked, floating, or a hardware keyboard's bar below the container — overlaps by 0
/// and changes nothing.
///
/// **The sign.** ``adjustedConstant(for:originalConstant:adjustment:)`` moves the constraint's
/// item that is inside the container up by the amount, whichever side of the constraint it is
/// on: `container.bottom == view.bottom + c` becomes `c + amount`, and
/// `view.bottom == container.bottom + c` becomes `c − amount`.
///
/// **From the constants before the keyboard.** Every adjustment starts from the constants the
/// constraints had before the keyboard showed, so changes of frame never accumulate, and a hide
/// restores them.
///
/// **Starting and stopping.** Events are applied only between ``startAvoidingKeyboard()`` and
/// ``stopAvoidingKeyboard()``; starting twice is the same as starting once, and stopping while
/// the keyboard is shown restores the constants.
public protocol KeyboardAvoidable: AnyObject {
  /// The behavior's stored state. Declare it as a stored property initialized with
  /// ``KeyboardAvoidanceState/init(margin:animation:)``; the default implementations maintain it.
  var keyboardAvoidanceState: KeyboardAvoidanceState { get set }

  /// The view the keyboard is measured against: usually the screen's root view, or the view the
  /// adjusted content lives in. Its frame and bottom safe-area inset decide the amount.
  var keyboardContainerView: View { get }

  /// The constraints whose constants follow the keyboard, in the order to adjust them.
  var layoutConstraintsForKeyboard: [LayoutConstraint] { get }

  /// Starts applying keyboard events; until then ``apply(_:)`` ignores them. Calling it again
  /// while started does nothing.
  func startAvoidingKeyboard()

  /// Stops applying keyboard events: ``apply(_:)`` ignores them again. If the keyboard is
  /// shown, the constants return to their values before it showed.
  ///
  /// - Returns: the transition of that restoration; empty when there was nothing to restore.
  @discardableResult
  func stopAvoidingKeyboard() -> Transition

  /// Applies a keyboard event: adjusts the constraints for a show or a change of frame,
  /// restores them for a hide.
  ///
  /// - Returns: the constants and frames before and after, and the animation from the event
  ///   (``keyboardAnimation(for:)``). Empty while the behavior is stopped.
  @discardableResult
  func apply(_ event: KeyboardEvent) -> Transition

  /// How much of the container's bottom a keyboard with the given end frame covers, in points.
  ///
  /// The default is the height of the part of the container below the keyboard's top edge, if
  /// the keyboard overlaps the container horizontally and reaches at least down to the
  /// container's bottom edge (a docked keyboard), and 0 otherwise (a floating or undocked
  /// keyboard, or one entirely outside the container).
  ///
  /// - Parameter keyboardFrame: the keyboard's end frame, in root coordinates.
  func keyboardOverlap(with keyboardFrame: Rect) -> Double

  /// The distance to move the content up for a given overlap, in points.
  ///
  /// The default is `overlap − container.safeAreaInsets.bottom + margin`, never negative, and 0
  /// when the overlap is 0.
  func keyboardAdjustment(forOverlap overlap: Double) -> Double

  /// The constant of `constraint` that moves its content up by `adjustment` from where
  /// `originalConstant` puts it.
  ///
  /// The default finds the side of the constraint whose item is inside the container (the
  /// moving side) and changes the constant so that side moves up by `adjustment`: the constant
  /// grows when the moving item is the second one and shrinks when it is the first one, or when
  /// the constraint has no second item (a height then shrinks). When both or neither items are
  /// inside the container, the first item is taken to move.
  func adjustedConstant(
    for constraint: LayoutConstraint, originalConstant: Double, adjustment: Double
  ) -> Double

  /// The animation for an event: its duration and curve, each defaulting to the state's
  /// ``KeyboardAvoidanceState/animation`` (0.25 s, ease-out) when missing.
  func keyboardAnimation(for event: KeyboardEvent) -> Animation
}

extension KeyboardAvoidable {
  /// Starts applying keyboard events: sets ``KeyboardAvoidanceState/isAvoiding``. Idempotent.
  public func startAvoidingKeyboard() {
    keyboardAvoidanceState.isAvoiding = true
  }

  /// Stops applying keyboard events, first restoring the constants from before the keyboard showed
  /// (with the state's animation) if the keyboard is shown. Stopping a stopped screen changes
  /// nothing.
  @discardableResult
  public func stopAvoidingKeyboard() -> Transition {
    guard keyboardAvoidanceState.isAvoiding else {
      return .unchanged(in: keyboardContainerView.layoutEngine)
    }
    let transition = restoreOriginalConstants(animation: keyboardAvoidanceState.animation)
    keyboardAvoidanceState.isAvoiding = false
    return transition
  }

  /// Applies a keyboard event while started: a show or a change of frame moves every listed
  /// constraint from its original constant by the amount for the event's end frame; a hide
  /// restores those constants. Returns an empty transition while stopped.
  ///
  /// If a constant would not be a finite number within 10¹⁵ (absurd magnitudes, such as a
  /// 10¹⁵-point keyboard), nothing changes, the state stays as it was, and the transition lists the
  /// constants in ``Transition/refused``.
  @discardableResult
  public func apply(_ event: KeyboardEvent) -> Transition {
    guard keyboardAvoidanceState.isAvoiding else {
      return .unchanged(in: keyboardContainerView.layoutEngine)
    }
    let animation = keyboardAnimation(for: event)
    switch event {
    case .willShow(let change), .willChangeFrame(let change):
      return adjustConstants(for: change.endFrame, animation: animation)
    case .willHide:
      return restoreOriginalConstants(animation: animation)
    }
  }

  /// The height of the container's part below the keyboard's top, for a keyboard that overlaps
  /// the container horizontally and reaches its bottom edge; 0 otherwise.
  public func keyboardOverlap(with keyboardFrame: Rect) -> Double {
    let container = keyboardContainerView.exactFrameInRoot
    let tolerance = BehaviorTolerance.points
    let left = max(keyboardFrame.minX, container.minX)
    let right = min(keyboardFrame.maxX, container.maxX)
    guard keyboardFrame.width > 0, keyboardFrame.height > 0, right - left > tolerance,
      keyboardFrame.minY < container.maxY - tolerance,
      keyboardFrame.maxY >= container.maxY - tolerance
    else { return 0 }
    return container.maxY - max(keyboardFrame.minY, container.minY)
  }

  /// `max(0, overlap − container.safeAreaInsets.bottom + margin)`, and 0 without an overlap.
  public func keyboardAdjustment(forOverlap overlap: Double) -> Double {
    guard overlap > 0 else { return 0 }
    let inset = keyboardContainerView.safeAreaInsets.bottom
    return max(0, overlap - inset + keyboardAvoidanceState.margin)
  }

  /// `originalConstant + adjustment` when the constraint's second item is the one inside the
  /// container, `originalConstant − adjustment` when the first item is (or when it cannot tell);
  /// with a multiplier *m* on the second item, `originalConstant + m × adjustment`.
  public func adjustedConstant(
    for constraint: LayoutConstraint, originalConstant: Double, adjustment: Double
  ) -> Double {
    let container = keyboardContainerView
    let side = constraint.movingSide { $0.isStrictlyInside(container) }
    return constraint.constant(originalConstant, moving: side, by: -adjustment)
  }

  /// The event's duration and curve, each replaced by the state's
  /// ``KeyboardAvoidanceState/animation`` when missing (its delay is kept; when the curve is
  /// missing its timing, curve or spring, is kept).
  public func keyboardAnimation(for event: KeyboardEvent) -> Animation {
    let fallback = keyboardAvoidanceState.animation
    let duration = event.duration ?? fallback.duration
    if let curve = event.curve {
      return Animation(duration: duration, delay: fallback.delay, curve: curve)
    }
    return Animation(duration: duration, delay: fallback.delay, timing: fallback.timing)
  }

  // MARK: - Steps of the default implementation

  /// Moves every listed constraint from its original constant by the adjustment for a keyboard
  /// with `endFrame`, and restores the recorded constants of constraints no longer listed.
  ///
  /// A constraint's constant is recorded the first time it is adjusted after a hide.
  func adjustConstants(for endFrame: Rect, animation: Animation) -> Transition {
    let adjustment = keyboardAdjustment(forOverlap: keyboardOverlap(with: endFrame))
    let constraints = layoutConstraintsForKeyboard
    var state = keyboardAvoidanceState
    for constraint in constraints where state.originalConstant(of: constraint) == nil {
      state.originalConstants.append((constraint, constraint.constant))
    }
    var targets: [(constraint: LayoutConstraint, constant: Double)] = []
    for original in state.originalConstants {
      let isListed = constraints.contains { $0 === original.constraint }
      let constant =
        isListed
        ? adjustedConstant(
          for: original.constraint, originalConstant: original.constant, adjustment: adjustment)
        : original.constant
      targets.append((original.constraint, constant))
    }
    state.keyboardFrame = endFrame
    state.adjustment = adjustment
    let transition = Transition.changingConstants(
      targets, in: keyboardContainerView.layoutEngine, animation: animation)
    // A refused change (a constant that would not be finite) leaves the state as it was.
    if transition.refused.isEmpty { keyboardAvoidanceState = state }
    return transition
  }

  /// Returns every adjusted constraint to its constant before the keyboard showed, and forgets
  /// the keyboard.
  func restoreOriginalConstants(animation: Animation) -> Transition {
    let targets = keyboardAvoidanceState.originalConstants
    keyboardAvoidanceState.originalConstants = []
    keyboardAvoidanceState.keyboardFrame = nil
    keyboardAvoidanceState.adjustment = 0
    return .changingConstants(
      targets, in: keyboardContainerView.layoutEngine, animation: animation)
  }
}
