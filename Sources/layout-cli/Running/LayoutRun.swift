import LayoutBehaviors

/// A layout solved and its events applied, state by state: what `solve` prints and `check`
/// inspects.
struct LayoutRun {
  /// The layout after the first solve, or after one event.
  struct State {
    /// The event, or `nil` for the initial state.
    var event: EventDeclaration?
    /// The frames of the document's views before the event, in file order; `nil` for the
    /// initial state.
    var framesBefore: [ViewFrame]?
    /// The frames of the document's views in this state, in file order.
    var frames: [ViewFrame]
    /// The constraint constants the event changed.
    var constants: [ConstantChange]
    /// The animation the event's change uses, if it is animated.
    var animation: Animation?
    /// What the engine reported in this state: the first solve's problems, or the event's,
    /// then the ambiguities that are new in this state.
    var diagnostics: [LayoutScene.Diagnostic]
    /// The callbacks the event's behaviors fired, in order (gestures, drag and drop, piles).
    var callbacks: [String] = []
    /// Every animation the event requested, in order (``animation`` is the first).
    var animations: [Animation] = []
    /// What the reports show of each view besides its frame, in file order.
    var views: [ReportedViewState] = []
    /// The same before the event; `nil` for the initial state.
    var viewsBefore: [ReportedViewState]?
    /// The keyboard's frame in root coordinates while it is shown; `nil` while it is hidden or
    /// when the layout has no keyboard behavior.
    var keyboardFrame: Rect? = nil
    /// The event's motion sampled (`--samples`), or `nil` when not asked or for the initial
    /// state.
    var samples: [EventSample]? = nil
    /// The event's motion as `render --format html` plays it, or `nil` when not asked, for the
    /// initial state, and when nothing drawn moves.
    var motion: EventMotion? = nil
    /// The root's size and safe area before and after the event, when a `resize` changed them;
    /// `nil` otherwise.
    var rootChange: (before: RootDeclaration, after: RootDeclaration)? = nil
    /// The root in this state (its size and safe area after every `resize` so far), or `nil`
    /// for the document's.
    var root: RootDeclaration? = nil
    /// The lines a picture titles the state with instead of its event (a sweep's failure: the
    /// check and where it fails, then its message), or `nil`.
    var heading: [String]? = nil
    /// Each document view's text in this state (file order), as it is measured: a `setText`
    /// gives a view new text, a `textScale` scales every text. `nil` for a view without text;
    /// empty when the state keeps no frames.
    var texts: [TextContent?] = []
    /// The views a picture outlines as failing (a sweep's failure), by position in file order.
    var failing: [Int] = []
  }

  /// The document; a `"fit"` root width or height holds the size of the first solve.
  var document: LayoutDocument
  /// The initial state, then one state per event, in order.
  var states: [State]
  /// The scene the states come from, in its final state.
  let scene: LayoutScene

  /// Builds and solves the document, then applies the events in order.
  ///
  /// Each state keeps the frames of every view, which a report needs and `check` does not:
  /// without them (`keepsFrames` false) the memory a run keeps per event does not grow with
  /// the views, and 20,000 events cost the same per event as 10.
  ///
  /// - Parameters:
  ///   - document: a valid document.
  ///   - events: the events to apply: the file's, then the command line's.
  ///   - samples: how many times to sample each event's animation (``EventSample``), 2 or
  ///     more, or `nil` for none.
  ///   - motions: whether to sample each event's motion for a page that plays it
  ///     (``EventMotion``).
  ///   - keepsFrames: whether the states keep their frames and view states (``State/frames``,
  ///     ``State/framesBefore``, ``State/views``, ``State/viewsBefore``); when `false` they
  ///     are empty.
  init(
    document: LayoutDocument, events: [EventDeclaration], samples: Int? = nil,
    motions: Bool = false, keepsFrames: Bool = true
  ) {
    self.document = document
    let scene = LayoutScene(document: document)
    // A root that fits its content is reported at the size it fitted to in the first solve.
    let root = scene.engine.root.frameInRoot
    if document.root.widthIsFit { self.document.root.width = root.width }
    if document.root.heightIsFit { self.document.root.height = root.height }
    var frames = keepsFrames ? scene.frames : []
    var views = ReportedViewState.states(of: frames, in: scene)
    var texts = keepsFrames ? Self.texts(of: scene) : []
    var states = [
      State(
        event: nil, framesBefore: nil, frames: frames, constants: [], animation: nil,
        diagnostics: scene.diagnostics + scene.ambiguityDiagnostics(), views: views,
        keyboardFrame: scene.keyboardFrame, texts: texts)
    ]
    states.reserveCapacity(events.count + 1)
    var rootNow = self.document.root
    for event in events {
      // The frames before the event are the previous state's; `check` takes none. The reports
      // read the result's frames, never its transition's, so the transition records none.
      let result = scene.apply(event, framesBefore: keepsFrames ? frames : nil)
      // The frames before the event are those of the state before (nothing moves between
      // events): shared with it rather than kept twice.
      let framesBefore = frames
      assert(!keepsFrames || framesBefore == result.framesBefore, "The frames moved between events")
      let viewsBefore = views
      let rootBefore = rootNow
      if case .resize = event.kind { rootNow = Self.root(of: scene, declared: self.document.root) }
      if keepsFrames {
        frames = result.framesAfter
        views = ReportedViewState.states(of: frames, in: scene)
        // Only these events change a text: the other states share the array before them.
        switch event.kind {
        case .setText, .textScale: texts = Self.texts(of: scene)
        default: break
        }
      }
      var state = State(
        event: event, framesBefore: framesBefore, frames: frames,
        constants: result.constants, animation: result.animation,
        diagnostics: result.diagnostics + scene.ambiguityDiagnostics(),
        callbacks: result.callbacks,
        animations: result.animations, views: views, viewsBefore: viewsBefore,
        keyboardFrame: scene.keyboardFrame, texts: texts)
      if !Self.sameRoot(rootBefore, rootNow) { state.rootChange = (rootBefore, rootNow) }
      state.root = rootNow
      if let samples {
        state.samples = EventSample.samples(of: result, count: samples, views: state.changedIndexes)
      }
      if motions { state.motion = EventMotion.motion(of: result, in: state) }
      states.append(state)
    }
    self.states = states
    self.scene = scene
  }

  /// The text of each of the document's views as the scene measures it now, in file order.
  static func texts(of scene: LayoutScene) -> [TextContent?] {
    scene.views.map { $0.content as? TextContent }
  }

  /// The root as the scene has it now: the declared one with the engine's size (the fitted
  /// size along an axis that fits its content) and safe area.
  static func root(of scene: LayoutScene, declared: RootDeclaration) -> RootDeclaration {
    var root = declared
    let frame = scene.engine.root.frameInRoot
    root.width = frame.width
    root.height = frame.height
    root.safeArea = scene.engine.root.safeAreaInsets
    return root
  }

  /// Whether two roots have the same size and safe area.
  static func sameRoot(_ a: RootDeclaration, _ b: RootDeclaration) -> Bool {
    a.width == b.width && a.height == b.height && a.safeArea == b.safeArea
  }

  /// How many diagnostics of `kind` the states have, all states together (how many times a
  /// constraint was found unsatisfiable, out of range, or not holding in the solution).
  func count(of kind: LayoutScene.Diagnostic.Kind) -> Int {
    states.reduce(0) { count, state in
      count + state.diagnostics.filter { $0.kind == kind }.count
    }
  }
}

extension LayoutRun.State {
  /// The indexes of the views whose frame (in superview coordinates, rounded as reports round)
  /// or reported state (``ReportedViewState``) differs from before the event; empty for the
  /// initial state. The library's one diff, with the document's views paired by position
  /// (`ViewFrame.changedPositions(before:after:pairing:isChanged:)`) and the reports' rounding.
  var changedIndexes: [Int] {
    guard let before = framesBefore else { return [] }
    return ViewFrame.changedPositions(before: before, after: frames, pairing: .byPosition) {
      old, new in
      if !ReportNumber.sameRect(before[old].frame, frames[new].frame) { return true }
      guard let viewsBefore, old < viewsBefore.count, new < views.count else { return false }
      return viewsBefore[old] != views[new]
    }.map(\.after)
  }
}

extension LayoutScene {
  /// Where the keyboard is now, in root coordinates, if the scene has a keyboard behavior and
  /// the keyboard is shown.
  fileprivate var keyboardFrame: Rect? {
    keyboardAvoider?.keyboardAvoidanceState.keyboardFrame
  }
}

extension ReportNumber {
  /// Whether two rectangles print the same.
  static func sameRect(_ a: Rect, _ b: Rect) -> Bool {
    // Most views do not move: equal rectangles print the same without rounding.
    if a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height { return true }
    return rounded(a.x) == rounded(b.x) && rounded(a.y) == rounded(b.y)
      && rounded(a.width) == rounded(b.width) && rounded(a.height) == rounded(b.height)
  }

  /// A rectangle as messages write it: `(16, 213, 343, 292)` (x, y, width, height).
  static func describe(_ rect: Rect) -> String {
    "(\(text(rect.x)), \(text(rect.y)), \(text(rect.width)), \(text(rect.height)))"
  }

  /// An animation in words: `0.25 s easeOut`, `0.6 s spring (damping ratio 0.6, initial
  /// velocity 0)`, with `, after 0.1 s` when it has a delay.
  static func describe(_ animation: Animation) -> String {
    var text = "\(Self.text(animation.duration)) s "
    switch animation.timing {
    case .curve(let curve):
      text += curve.rawValue
    case .spring(let spring):
      text +=
        "spring (damping ratio \(Self.text(spring.dampingRatio)), initial velocity "
        + "\(Self.text(spring.initialVelocity)))"
    }
    if animation.delay > 0 { text += ", after \(Self.text(animation.delay)) s" }
    return text
  }
}

extension EventDeclaration {
  /// The title of the state after the event: `event 2: toggle sidebar` for an event of the file,
  /// the option itself (`--event 'toggle sidebar'`, `--keyboard 291`) for one of the command
  /// line.
  var title: String {
    location == nil ? origin : "\(origin): \(summary)"
  }
}
