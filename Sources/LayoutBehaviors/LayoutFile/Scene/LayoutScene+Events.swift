extension LayoutScene {
  /// What one event did to a scene: the transition (constants, frames in tree order, animation),
  /// the frames of the document's views in file order before and after, the callbacks and
  /// animations of gesture and pile events, and the new diagnostics.
  public struct EventResult {
    /// The event.
    public let event: EventDeclaration
    /// The transition the event made: the behavior's for keyboard and collapse events; for
    /// `setConstant`, `activate` and `deactivate`, one without animation (the change is
    /// immediate, as outside an animation block in UIKit); for gesture and pile events, the
    /// constants they changed and the frames, with the first animation they requested as its
    /// ``Transition/animation``, and sampled each view along its own
    /// (``Transition/frames(at:)``).
    public let transition: Transition
    /// The callbacks the behaviors fired, in order (``GestureResult/callbacks``): a gesture's
    /// (`didStartMoving`, `didTap`, `didBegin(card)` …) or a pile's (`didRemove(card)`); empty
    /// for the other events.
    public let callbacks: [String]
    /// Every animation the event requested, in order: one per step of a gesture, one per moving
    /// card of a pile, or the transition's one animation; empty when the change is immediate.
    public let animations: [Animation]
    /// The frames of the document's views before the event, in file order.
    public let framesBefore: [ViewFrame]
    /// The frames of the document's views after the event, in file order.
    public let framesAfter: [ViewFrame]
    /// What the engine reported while applying the event: constraints broken or recovered.
    public let diagnostics: [Diagnostic]

    /// The constraint constants the event changed, in the order it changed them.
    public var constants: [ConstantChange] { transition.constants }

    /// The animation the change uses (the first, when there are several: each view follows its
    /// own, see ``frames(at:)``), or `nil` when nothing changed or the change is immediate.
    public var animation: Animation? { transition.animation }

    /// The document's views' states at `time` seconds after the event, in file order, as UIKit
    /// would draw them: each view along its own animation (see ``Transition/frames(at:)``; a
    /// keyboard's or a collapse's views all follow the transition's one animation, a gesture's
    /// or a pile's each its own, from its own start).
    ///
    /// ```swift
    /// let push = scene.apply(event)                   // push deck card-2
    /// for time in push.sampleTimes(count: 3) {        // 0, 0.25, 0.5
    ///   print(push.frames(at: time).map(\.frame))      // card-2 from one height up into place
    /// }
    /// ```
    ///
    /// - Parameter time: seconds since the event, delay included.
    /// - Returns: one state per entry of ``framesAfter``: at time 0 the views that move with an
    ///   animation are at their start (``framesBefore``, or a pile's start state for a card it
    ///   pushes), a view changed at once at its state after; from ``totalDuration`` on exactly
    ///   ``framesAfter``.
    public func frames(at time: Double) -> [ViewFrame] {
      let paced = transition.pacedChangesByID
      return zip(framesBefore, framesAfter).map { before, after in
        transition.state(before: before, after: after, at: time, paced: paced)
      }
    }

    /// The time from the event to the end of its motion (``Transition/totalDuration``); 0 for
    /// a change made at once.
    public var totalDuration: Double { transition.totalDuration }

    /// `count` times evenly spaced from 0 to ``totalDuration``, both included
    /// (``Transition/sampleTimes(count:)``).
    ///
    /// - Precondition: `count` is at least 2.
    public func sampleTimes(count: Int) -> [Double] { transition.sampleTimes(count: count) }

    /// The document's views whose frame (in superview or root coordinates) changed by more than
    /// the behaviors' tolerance, in file order.
    public var frameChanges: [FrameChange] {
      FrameChange.changes(from: framesBefore, to: framesAfter, pairing: .byPosition)
    }
  }

  /// Applies an event of the document (or one given on the command line) to the scene.
  ///
  /// Keyboard events go through the ``keyboardAvoider`` and collapse events through the view's
  /// ``Collapser``; `setConstant`, `activate` and `deactivate` change the constraint directly;
  /// gesture events go to the view's behaviors (its manipulator, dragger or the drag-and-drop
  /// controller) and pile events to the pile. `resize`, `setText`, `setHidden` and `textScale`
  /// change the root, a view's text, a view's hidden flag and every text in place, at once; a
  /// keyboard given by its height is docked to the root's size at the time of the event. An event whose behavior or constraint the scene
  /// does not have (a keyboard event without a keyboard behavior, an id unknown to a hand-made
  /// document) changes nothing.
  ///
  /// A change a behavior refuses because a constant or a transform would not be a finite number
  /// (absurd magnitudes; see ``RefusedChange``) is reported as a `non-finite-constant` or
  /// `non-finite-transform` diagnostic.
  ///
  /// - Parameter event: the event; its names are resolved against the scene's document.
  /// - Returns: what changed.
  @discardableResult
  public func apply(_ event: EventDeclaration) -> EventResult {
    apply(event, framesBefore: frames, transitionFrames: true)
  }

  /// Applies an event as ``apply(_:)`` does, with the snapshot of the frames before it given:
  /// a caller that applies events in a row has it from the previous result, and one that reads
  /// no frames (`layout-cli check`) takes none.
  ///
  /// The result's ``EventResult/frames(at:)``, ``EventResult/sampleTimes(count:)`` and
  /// ``EventResult/frameChanges`` read the result's frame lists, not its transition's; a caller
  /// that reads only those (`layout-cli`) leaves `transitionFrames` false, and the event then
  /// takes no snapshot of the engine's frames of its own, and copies none.
  ///
  /// - Parameters:
  ///   - event: the event; its names are resolved against the scene's document.
  ///   - before: ``frames`` as they are now, such as the previous result's ``EventResult/framesAfter``
  ///     when nothing changed the scene since; or `nil`, for no snapshots: the result's
  ///     ``EventResult/framesBefore`` and ``EventResult/framesAfter`` are then empty (the
  ///     engine's frames are brought up to date by the next read, as after any change).
  ///   - transitionFrames: whether the result's transition lists the engine's frames before and
  ///     after (``Transition/framesBefore``, ``Transition/framesAfter``), as ``apply(_:)``'s
  ///     does; when `false` both are empty.
  /// - Returns: what changed.
  package func apply(
    _ event: EventDeclaration, framesBefore before: [ViewFrame]?, transitionFrames: Bool = false
  ) -> EventResult {
    assert(before == nil || before == frames, "The frames given are not the scene's")
    let recordsFrames = engine.tracking.transitionsRecordFrames
    engine.tracking.transitionsRecordFrames = transitionFrames
    defer { engine.tracking.transitionsRecordFrames = recordsFrames }
    let transition: Transition
    var gesture: GestureResult? = nil
    switch event.kind {
    case .keyboardWillShow(let change):
      transition = applyKeyboard(.willShow(change.docked(inRootOf: engine.rootSize).frameChange))
    case .keyboardWillChangeFrame(let change):
      transition = applyKeyboard(
        .willChangeFrame(change.docked(inRootOf: engine.rootSize).frameChange))
    case .keyboardWillHide(let duration, let curve):
      transition = applyKeyboard(
        .willHide(duration: KeyboardFrameChange.usableDuration(duration), curve: curve))
    case .collapse(let view):
      transition = collapser(forView: view)?.apply(.collapse) ?? .unchanged(in: engine)
    case .show(let view):
      transition = collapser(forView: view)?.apply(.show) ?? .unchanged(in: engine)
    case .toggle(let view):
      transition = collapser(forView: view)?.apply(.toggle) ?? .unchanged(in: engine)
    case .setConstant(let id, let value):
      guard let constraint = constraint(withID: id), value.isFinite else {
        transition = .unchanged(in: engine)
        break
      }
      let old = constraint.constant
      transition = immediateChange(
        constants: old == value
          ? [] : [ConstantChange(constraint: constraint, before: old, after: value)]
      ) {
        constraint.constant = value
      }
    case .activate(let id):
      guard let constraint = constraint(withID: id) else {
        transition = .unchanged(in: engine)
        break
      }
      // A constraint on a card out of the tree is activated when the card comes back.
      setWanted(constraint, true)
      transition = immediateChange {
        if Self.isInTree(constraint, of: engine) { LayoutConstraint.activate([constraint]) }
      }
    case .deactivate(let id):
      guard let constraint = constraint(withID: id) else {
        transition = .unchanged(in: engine)
        break
      }
      setWanted(constraint, false)
      transition = immediateChange { engine.deactivate([constraint]) }
    case .gesture(let declaration):
      let result = recordingChange { applyGesture(declaration) }
      transition = result.transition
      gesture = result.gesture
    case .push, .pop, .advance:
      let result = recordingChange { applyPileEvent(event.kind) }
      transition = result.transition
      gesture = result.gesture
    case .resize(let resize):
      transition = immediateChange { applyResize(resize) }
    case .setText(let id, let string):
      guard let view = viewsByID[id], var text = view.content as? TextContent else {
        transition = .unchanged(in: engine)
        break
      }
      transition = immediateChange {
        guard text.string != string else { return }
        text.string = string
        view.content = text
      }
    case .setHidden(let id, let isHidden):
      guard let view = viewsByID[id] else {
        transition = .unchanged(in: engine)
        break
      }
      transition = immediateChange { view.isHidden = isHidden }
    case .textScale(let scale):
      transition = immediateChange { applyTextScale(scale.factor) }
    }
    // A behavior computes its constants from sizes and insets; with absurd magnitudes one can
    // overflow, which the behavior refuses: the event then changes nothing, and each refused
    // constant is reported.
    let refused = transition.refused + (gesture?.refused ?? [])
    // The state after the event is checked before it is shown.
    engine.verifyLayout()
    let fresh =
      refused.map { Diagnostic(refused: $0, after: event, in: self) } + takeEngineDiagnostics()
      + negativeSizeDiagnostics()
    diagnostics += fresh
    return EventResult(
      event: event, transition: transition, callbacks: gesture?.callbacks ?? [],
      animations: gesture?.animations ?? (transition.animation.map { [$0] } ?? []),
      framesBefore: before ?? [], framesAfter: before == nil ? [] : frames, diagnostics: fresh)
  }

  // MARK: - Steps

  /// Sets the root's size and safe area: the engine changes the root's constants in place. A
  /// size that is not a finite number greater than 0, or insets that are not finite and 0 or
  /// more (only in a declaration made by hand; files are validated), are left as they are.
  func applyResize(_ resize: EventDeclaration.Resize) {
    let size = engine.rootSize
    func usable(_ value: Double?, _ current: Double) -> Double {
      guard let value, value.isFinite, value > 0 else { return current }
      return value
    }
    engine.rootSize = Size(
      width: usable(resize.width, size.width), height: usable(resize.height, size.height))
    if let insets = resize.safeArea,
      [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 })
    {
      engine.root.safeAreaInsets = insets
    }
  }

  /// Scales every text of the document's views by `factor` from the document's metrics: the
  /// advance, line height and ascent of each text (its string is the one it has now, after any
  /// `setText`). A factor that is not a finite number greater than 0 changes nothing.
  func applyTextScale(_ factor: Double) {
    guard factor.isFinite, factor > 0 else { return }
    textScale = factor
    let declarations = document.views
    for index in declarations.indices {
      guard let base = declarations[index].text, let current = views[index].content as? TextContent
      else { continue }
      var text = current
      text.advance = base.advance * factor
      text.lineHeight = base.lineHeight * factor
      text.ascent = base.ascent * factor
      if text != current { views[index].content = text }
    }
  }

  /// Passes a keyboard event to the keyboard behavior, if there is one.
  func applyKeyboard(_ event: KeyboardEvent) -> Transition {
    keyboardAvoider?.apply(event) ?? .unchanged(in: engine)
  }

  /// Runs a gesture or pile event and returns its result with the transition it made: the
  /// constants it changed, every view's frames before and after (``LayoutEngine/frames``), its
  /// first animation, and the result's changes, along which each view is sampled.
  func recordingChange(
    _ body: () -> GestureResult
  ) -> (transition: Transition, gesture: GestureResult) {
    let before = engine.framesForTransition
    let result = body()
    var transition = Transition(
      constants: result.constants, framesBefore: before, framesAfter: engine.framesForTransition,
      animation: result.animations.first)
    transition.pacedChanges = result.changes
    return (transition, result)
  }

  /// Makes a change to the model at once and returns its transition, without animation.
  func immediateChange(constants: [ConstantChange] = [], _ change: () -> Void) -> Transition {
    let before = engine.framesForTransition
    change()
    return Transition(
      constants: constants, framesBefore: before, framesAfter: engine.framesForTransition,
      animation: nil)
  }
}
