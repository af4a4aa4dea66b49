import ConstraintSolver

/// The object that lays out one view tree: it owns a Cassowary `Solver`, turns active
/// constraints into solver constraints, and gives every view its frame.
///
/// An engine has a ``root`` view of a given ``rootSize`` (the screen or window), a
/// ``layoutDirection``, and the root's safe-area insets. Add views to the root, activate
/// constraints between them, and read ``View/frame`` (superview coordinates), ``View/frameInRoot``
/// or a snapshot of every view with ``frames``.
///
/// ```swift
/// let engine = LayoutEngine(
///   size: Size(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
/// let root = engine.root
/// let header = View("header")
/// root.addSubview(header)
/// LayoutConstraint.activate([
///   header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
///   header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
///   header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
///   header.heightAnchor.constraint(equalToConstant: 56),
/// ])
/// header.frame   // (0, 47, 375, 56)
/// ```
///
/// **The model.** Each view and guide has four solver variables — `minX`, `minY`, `width`,
/// `height` in root coordinates — and every attribute is an expression of them (`right = minX +
/// width`, `centerY = minY + height / 2`). A constraint `a.attr1 R m × b.attr2 + c` becomes the
/// solver constraint `a.attr1 − m × b.attr2 − c R 0` with the strength of its priority
/// (``LayoutPriority/strength``). Under a right-to-left layout, a constraint involving `leading` or
/// `trailing` is expressed on the mirrored x axis, so `a.leading == b.leading + 16` puts a's right
/// edge 16 points left of b's. The root's frame is pinned with required constraints; the margins
/// and safe-area guides are pinned inside their views with required constraints once a
/// constraint uses them; intrinsic content sizes become Auto Layout's two inequalities.
///
/// **Incremental.** Every change — a constant, a priority, an activation, an intrinsic size, a
/// hugging or compression-resistance priority, the root size, insets, margins, the tree — is
/// passed to the solver as the smallest change it has (`Solver.setConstant(_:for:)` for
/// constants, `Solver.setStrength(_:for:)` for priorities), never by rebuilding. Frames are
/// read from the solver's values, which are published lazily on the first read after a change.
///
/// **Conflicts.** A required constraint that contradicts the required constraints already applied
/// is not applied: it is *broken* (``LayoutConstraint/isBroken``), stays active, and a
/// ``LayoutDiagnostic`` of kind ``LayoutDiagnostic/Kind/unsatisfiable`` names it and the minimal
/// set of constraints it conflicts with. The rest of the layout stays solved. Which constraint
/// is broken is always the newcomer: the one being activated, the one whose constant or priority
/// just changed, or — when the root size, insets or margins change, which always win — the most
/// recently activated constraint among those in conflict. Broken constraints are retried, in
/// activation order, after every change that could make room for them (a deactivation, a
/// required constant or priority change, a view removed, a size or inset change); one that
/// applies again produces a ``LayoutDiagnostic/Kind/recovered`` diagnostic.
///
/// **Determinism.** No dictionary or set order reaches the solver, the frames or the
/// diagnostics: constraints are added in activation order and snapshots are in tree order.
///
/// An engine and its views are not thread-safe; use them from one thread or actor at a time.
public final class LayoutEngine {
  /// The root view: its frame is `(0, 0, rootSize.width, rootSize.height)`.
  public let root: View

  /// The size of the root view. Changing it re-solves in place; it always wins over user
  /// constraints (a conflicting required constraint is broken). Along an axis where the root fits
  /// its content (``setRootFitsContent(_:along:)``) it is kept but not used.
  public var rootSize: Size {
    didSet {
      guard oldValue != rootSize else { return }
      rootSizeDidChange()
    }
  }

  /// The layout direction, which decides what `leading` and `trailing` mean.
  ///
  /// Changing it re-expresses the active constraints that involve `leading` or `trailing` (they
  /// are removed and added again, in activation order); the others are untouched.
  @exclusivity(unchecked) public var layoutDirection: LayoutDirection {
    didSet {
      guard oldValue != layoutDirection else { return }
      layoutDirectionDidChange()
    }
  }

  /// The number of pixels per point of the display the layout is shown on, or `nil` (the
  /// default) to report the solver's exact values.
  ///
  /// With a scale, every frame the engine reports — ``View/frame``, ``View/frameInRoot``,
  /// ``LayoutGuide/layoutFrame``, ``frames`` — is snapped to the pixel grid the way Auto Layout
  /// does: each edge is rounded in root coordinates to the nearest multiple of `1 / scale` (a
  /// tie goes up), and sizes follow (width = snapped maxX − snapped minX), so views that touch
  /// still touch and equal widths differ by at most one pixel. Diagnostics, ``verifyLayout()``
  /// and explanations keep talking about the solver's exact values. See <doc:GeometryGuide>.
  ///
  /// Changing it changes no constraint and re-solves nothing: only the reads change (and
  /// ``takeChangedFrames()`` reports the views whose snapped frames moved).
  ///
  /// - Precondition: the scale is finite and greater than 0.
  @exclusivity(unchecked) public var displayScale: Double? {
    didSet {
      if oldValue != displayScale { frameTrackingNeedsFullCompare() }
      if let displayScale {
        precondition(
          displayScale.isFinite && displayScale > 0,
          "The display scale must be finite and greater than 0, not \(displayScale)")
      }
    }
  }

  /// Everything the engine reported, oldest first: constraints broken, recovered, or not
  /// activated. ``removeAllDiagnostics()`` empties it; ``brokenConstraints`` is the current state.
  @exclusivity(unchecked) public internal(set) var diagnostics: [LayoutDiagnostic] = []

  // The stored properties that every activation or added view touches (here and on
  // `LayoutItem`, `View` and `LayoutConstraint`) opt out of Swift's dynamic exclusivity checks,
  // as the solver's storage does: each check costs about 130 instructions, more than the rest of
  // a constraint's bookkeeping. An engine is used from one thread at a time, and these
  // properties are only mutated by assignments and by array appends, inserts and removals whose
  // closures, if any, touch nothing else, so overlapping accesses cannot happen.

  /// The solver holding the layout. Its own check after every solve in debug builds
  /// (`Solver.verifiesEverySolve`), which stops the program, is off: the engine reports a
  /// violated required constraint as a diagnostic instead (``verifyLayout()``).
  @exclusivity(unchecked) var solver: Solver = {
    var solver = Solver()
    solver.verifiesEverySolve = false
    return solver
  }()
  /// The activation counter: the next constraint activated gets this sequence number.
  @exclusivity(unchecked) var nextSequence = 0
  /// Whether the solver changed since its values were last published.
  @exclusivity(unchecked) var needsUpdate = true
  /// The active constraints, user and engine-managed, in no particular order: each one knows
  /// its slot (see ``register(_:)``).
  @exclusivity(unchecked) var activeList: [LayoutConstraint] = []
  /// Whether the items list their active constraints (built on first need: see
  /// ``ensureItemIndex()``).
  @exclusivity(unchecked) var hasItemIndex = false
  /// The broken constraints, in activation order.
  @exclusivity(unchecked) var brokenList: [LayoutConstraint] = []
  /// The layout constraint of each solver constraint in the solver, once something asked for
  /// one (`nil` before: see ``owner(of:)``).
  @exclusivity(unchecked) var solverOwners: [ObjectIdentifier: LayoutConstraint]?
  /// The constraints pinning the root: left, top, width, height.
  @exclusivity(unchecked) var rootPins: [LayoutConstraint] = []
  /// The serial number of the next ``ViewID`` this engine hands out.
  @exclusivity(unchecked) var nextViewSerial = 1
  /// The number of views in the tree (to size ``frames`` and ``views`` up front).
  @exclusivity(unchecked) var viewCount = 0
  /// The views with measured content, their baseline pins, and the fixed point's state.
  @exclusivity(unchecked) var measurement = MeasurementState()
  /// What ``takeChangedFrames()`` compares: the views marked since the last read.
  @exclusivity(unchecked) var tracking = FrameTrackingState()
  /// The width and height variables of every view in the tree, in no particular order (a view
  /// may be listed twice), for ``negativeSizes()`` to rule out a negative size without walking
  /// the tree. `attach(_:)` adds the views it attaches, from the root on; `nil` after a view
  /// leaves, until it is next needed (then collected anew by a walk).
  @exclusivity(unchecked) var viewSizeVariables: [Variable]? = []

  /// Creates an engine for a view tree.
  ///
  /// - Parameters:
  ///   - root: the root view; by default a new view named `root`. Its existing subviews, guides
  ///     and intrinsic sizes join the engine (constraints are activated afterwards).
  ///   - size: the size of the root view.
  ///   - safeAreaInsets: the root's safe-area insets, if given (otherwise the root's own
  ///     ``View/safeAreaInsets`` are kept).
  ///   - layoutDirection: left-to-right by default.
  /// - Precondition: `root` has no superview and is not the root of another engine.
  public init(
    root: View = View("root"), size: Size, safeAreaInsets: EdgeInsets? = nil,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    precondition(root.superview == nil, "The root view '\(root.identifier)' has a superview")
    precondition(root.engine == nil, "'\(root.identifier)' is already in an engine's tree")
    self.root = root
    self.rootSize = size
    self.layoutDirection = layoutDirection
    if let safeAreaInsets { root.safeAreaInsets = safeAreaInsets }
    root.variables = ItemVariables(named: root.identifier, in: &solver)
    root.setEngine(self)
    pinRoot()
    attach(root)
  }

  deinit {
    // Leave the views and constraints usable on their own: outside any engine, inactive, with
    // the frames they had.
    for view in views {
      let inRoot = exactRect(of: view)
      view.detachedFrameInRoot = reported(inRoot)
      view.detachedFrame = reported(inRoot, relativeTo: view.superview.map { exactRect(of: $0) })
      view.setEngine(nil)
      // Every active constraint's items are in the tree: emptying their lists here breaks every
      // item ↔ constraint reference cycle.
      for guide in view.existingGuides {
        guide.variables = nil
        guide.activeConstraints = []
        guide.pins = []
      }
      view.variables = nil
      view.activeConstraints = []
      view.contentSizeSlots = ContentSizeSlots()
    }
    for constraint in activeList {
      constraint.state = .inactive
      constraint.engine = nil
      constraint.solverConstraint = nil
      constraint.storedConflicts = []
    }
  }

  // MARK: - Reading the layout

  /// Every view of the tree in depth-first order (a view, then its subviews in order), root
  /// first.
  public var views: [View] {
    var result: [View] = []
    result.reserveCapacity(viewCount)
    forEachView(in: root) { result.append($0) }
    return result
  }

  /// The first view, in tree order, with the given identifier.
  ///
  /// - Complexity: O(*n*) in the number of views.
  public func view(withIdentifier identifier: String) -> View? {
    var found: View?
    forEachView(in: root) { view in
      if found == nil && view.identifier == identifier { found = view }
    }
    return found
  }

  /// A snapshot of every view's frames and visual state (ID, transform, alpha, z-index), in
  /// tree order (root first, then depth-first in subview order), as plain values.
  ///
  /// The frames are snapped to pixels when the engine has a ``displayScale``.
  ///
  /// Take one before and one after a change to see what moved; the order is the same as long as
  /// the tree is.
  ///
  /// The engine keeps the snapshot it returned and, while the tree stays the same, brings it up
  /// to date by computing again only the entries of the views whose solver values or visual state
  /// changed since (as ``takeChangedFrames()`` does), so reading it after a small change is
  /// cheap.
  ///
  /// - Complexity: O(*n*) in the number of views the first time and after the tree or the
  ///   ``displayScale`` changed. After that O(*c*) where *c* is the number of views that changed
  ///   since the previous read, plus one copy of the list when an entry changed while the
  ///   previous snapshot is still held (a ``Transition``'s ``Transition/framesBefore``, say).
  public var frames: [ViewFrame] {
    ensureUpdated()
    if var snapshot = tracking.snapshot.take() {
      refresh(&snapshot)
      tracking.snapshot = snapshot
      return snapshot
    }
    var result: [ViewFrame] = []
    result.reserveCapacity(viewCount)
    forEachFrameIndexing { _, entry in result.append(entry) }
    clearSnapshotMarks()
    tracking.snapshot = result
    return result
  }

  /// The frames a ``Transition`` made on this engine records before and after its change:
  /// ``frames``, or none while the engine's scene applies an event for a caller that reads the
  /// event's frames from the result rather than from its transition
  /// (`LayoutScene.apply(_:framesBefore:transitionFrames:)`), which then saves a walk and a copy
  /// of the snapshot.
  package var framesForTransition: [ViewFrame] {
    tracking.transitionsRecordFrames ? frames : []
  }

  /// The active user constraints, applied or broken, in activation order.
  public var constraints: [LayoutConstraint] {
    activeList.filter { $0.origin == .user }.sorted { $0.sequence < $1.sequence }
  }

  /// Every active constraint, the engine-managed ones (root frame, guides, content sizes)
  /// included, in activation order.
  public var allConstraints: [LayoutConstraint] {
    activeList.sorted { $0.sequence < $1.sequence }
  }

  /// The active constraints that involve `item`, engine-managed ones included, in activation
  /// order.
  public func constraints(involving item: LayoutItem) -> [LayoutConstraint] {
    guard item.layoutEngine === self else { return [] }
    ensureItemIndex()
    return item.activeConstraints.sorted { $0.sequence < $1.sequence }
  }

  /// The constraints that are active but not applied because they contradict required
  /// constraints, in activation order. Each one's ``LayoutConstraint/conflictingConstraints``
  /// says with what.
  public var brokenConstraints: [LayoutConstraint] { brokenList }

  /// Empties ``diagnostics``. Broken constraints stay broken.
  public func removeAllDiagnostics() {
    diagnostics.removeAll()
  }

  /// The solver's state in kiwi's dump format, with variables named `<item>.minX` and so on;
  /// for debugging.
  public func dump() -> String {
    solver.dump()
  }

  // MARK: - Internal

  /// The identity of an engine as the views it gave an ID keep it: a token that lives as long
  /// as one of them does.
  final class Identity {}

  /// This engine's identity.
  let identity = Identity()

  /// Hands out the next ``ViewID``: the serial numbers grow from 1 in the order views join the
  /// tree.
  func issueViewID() -> ViewID {
    defer { nextViewSerial += 1 }
    return ViewID(rawValue: nextViewSerial)
  }

  /// Publishes the solver's values if anything changed since the last time, then settles the
  /// views with measured content (``settleMeasuredContent()``).
  func ensureUpdated() {
    if needsUpdate {
      publishSolverValues()
      if !measurement.views.isEmpty && !measurement.isSettling { settleMeasuredContent() }
    }
  }

  /// The solver's rectangle of an item of this engine, in root coordinates, exact (not snapped to
  /// pixels; zero for an item without variables).
  func exactRect(of item: LayoutItem) -> Rect {
    guard let variables = item.variables else { return .zero }
    ensureUpdated()
    return Rect(
      x: normalized(solver.value(of: variables.minX)),
      y: normalized(solver.value(of: variables.minY)),
      width: normalized(solver.value(of: variables.width)),
      height: normalized(solver.value(of: variables.height)))
  }

  /// Calls `body` with every view of the tree and its ``frames`` entry, in tree order. The
  /// entry is handed over (`consuming`), so a caller that keeps it moves it rather than copies
  /// it.
  ///
  /// Depth first with an explicit stack (no recursion however deep the tree is) that holds the
  /// views whose subviews are being visited, each with its subviews, its frame in root
  /// coordinates and the position of its next subview: the stack is as deep as the tree,
  /// whatever its width.
  func forEachFrame(_ body: (View, consuming ViewFrame) -> Void) {
    ensureUpdated()
    let rootInRoot = exactRect(of: root)
    body(
      root,
      ViewFrame(
        root, superviewIdentifier: nil, frame: reported(rootInRoot, relativeTo: nil),
        frameInRoot: reported(rootInRoot), zIndex: 0))
    guard !root.subviews.isEmpty else { return }
    var open: [(view: View, subviews: [View], inRoot: Rect, next: Int)] = [
      (root, root.subviews, rootInRoot, 0)
    ]
    while let top = open.indices.last {
      let index = open[top].next
      guard index < open[top].subviews.count else {
        open.removeLast()
        continue
      }
      open[top].next = index + 1
      let view = open[top].subviews[index]
      let inRoot = exactRect(of: view)
      body(
        view,
        ViewFrame(
          view, superviewIdentifier: open[top].view.identifier,
          frame: reported(inRoot, relativeTo: open[top].inRoot), frameInRoot: reported(inRoot),
          zIndex: index))
      if !view.subviews.isEmpty { open.append((view, view.subviews, inRoot, 0)) }
    }
  }

  /// Calls `body` for `view` and its descendants, depth first, in subview order.
  func forEachView(in view: View, _ body: (View) -> Void) {
    body(view)
    // A leaf (each view added to a tree being built) needs no stack.
    if view.subviews.isEmpty { return }
    var stack = Array(view.subviews.reversed())
    while let next = stack.popLast() {
      body(next)
      stack.append(contentsOf: next.subviews.reversed())
    }
  }
}
