/// A rectangle in a view tree, positioned by layout constraints: Trellis's headless `UIView`.
///
/// A view has an ``LayoutItem/identifier``, a ``superview`` and ordered ``subviews``, content sizing
/// (``intrinsicContentSize`` with content-hugging and compression-resistance priorities per
/// axis), ``layoutMargins`` with their ``layoutMarginsGuide``, ``safeAreaInsets`` with their
/// ``safeAreaLayoutGuide``, free-standing ``layoutGuides``, and anchors inherited from
/// ``LayoutItem``. Once the view is in the tree of a ``LayoutEngine`` its ``frame`` is the solved
/// rectangle in its superview's coordinates, and ``frameInRoot`` the same rectangle in the root
/// view's coordinates.
///
/// ```swift
/// let engine = LayoutEngine(size: Size(width: 375, height: 812))
/// let header = View("header")
/// engine.root.addSubview(header)
/// LayoutConstraint.activate([
///   header.topAnchor.constraint(equalTo: engine.root.topAnchor),
///   header.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
///   header.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor),
///   header.heightAnchor.constraint(equalToConstant: 56),
/// ])
/// header.frame  // (0, 0, 375, 56)
/// ```
///
/// Views are reference types with identity, like `UIView`: the same view cannot be in two places,
/// and adding it to another superview moves it. Every change to a property that affects layout
/// (intrinsic size, priorities, margins, safe-area insets, the tree) re-solves the engine
/// incrementally.
///
/// **Hidden views still take part in layout**, as in Auto Layout: ``isHidden`` is recorded and
/// reported but changes no frame. To take a view's space away, change its constraints (that is
/// what the `Collapsible` behavior does).
///
/// **Visual state is applied after layout**, as in Auto Layout: a ``transform`` (or
/// ``transform3D``) about the view's center, an ``alpha``, and the z-order of ``subviews`` (the
/// last is in front). None of them re-solves the layout or changes ``frame``, which stays the
/// solved rectangle; ``visualFrame`` is where the view is drawn (what UIKit's `frame` returns
/// under a transform). Points convert between views through the tree, transforms included
/// (``convert(_:to:)``), and ``hitTest(_:)`` finds the frontmost view under a point, as UIKit.
public final class View: LayoutItem {
  /// The view this view is a subview of, or `nil` for a root or a view not yet added anywhere.
  public var superview: View? { superviewStorage }

  /// The superview, held without a reference count: a superview holds its subviews strongly, so
  /// it outlives them in the tree, and it clears this field in every subview it still holds
  /// when it goes (`deinit`) or lets one go (``removeFromSuperview()``). A `weak` reference
  /// would give every view with subviews a side table, which makes every retain and release of
  /// it take the runtime's slow path.
  @exclusivity(unchecked) private unowned(unsafe) var superviewStorage: View?

  /// The subviews, back to front: in the order they were added (or inserted), the last one
  /// drawn in front of the others (see ``bringSubviewToFront(_:)``).
  @exclusivity(unchecked) public private(set) var subviews: [View] = []

  /// The free-standing layout guides added to this view, in the order they were added.
  @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

  /// Whether the view is hidden. Hidden views are laid out like visible ones (as in Auto Layout);
  /// the flag is only carried along for renderers and reports.
  ///
  /// The exception is an arranged view of a ``StackLayout``: hiding it takes it out of the
  /// stack's layout with its spacing, as UIKit's `UIStackView` does.
  @exclusivity(unchecked) public var isHidden = false {
    didSet {
      if oldValue != isHidden {
        arrangingStack?.update()
        engine?.viewStateDidChange(self)
      }
    }
  }

  /// The stack that arranges this view's subviews, if the view is a stack (see
  /// ``StackLayout/init(view:axis:distribution:alignment:spacing:)``).
  @exclusivity(unchecked) public internal(set) var stack: StackLayout?

  /// The stack of the superview, if it arranges this view.
  var arrangingStack: StackLayout? {
    guard let stack = superview?.stack, stack.arranges(self) else { return nil }
    return stack
  }

  /// Whether the view receives touches: when `false`, ``hitTest(_:)`` skips it and its
  /// subviews, as UIKit's `isUserInteractionEnabled`. `true` by default.
  public var isUserInteractionEnabled = true

  /// The view's transform, about its center, as Core Animation's `CALayer.transform` (UIKit's
  /// `transform3D`): the identity by default.
  ///
  /// The transform is applied after layout: it changes ``visualFrame``, conversions and hit
  /// testing, never ``frame`` and never the layout. A point `p` of the view's bounds is drawn at
  /// `center + project((p − boundsCenter) × transform3D)` in the superview, where `center` is the
  /// center of ``frame`` (UIKit's default anchor point, `(0.5, 0.5)`).
  ///
  /// ``transform`` is the same storage seen as an affine transform, as in UIKit: setting one sets
  /// the other.
  ///
  /// - Precondition: every entry is finite.
  public var transform3D: Transform3D {
    get { sharedTransform.transform }
    set {
      precondition(
        newValue.isFinite, "The transform of '\(identifier)' must be finite: \(newValue)")
      sharedTransform = SharedTransform3D.boxing(newValue)
      engine?.viewStateDidChange(self)
    }
  }

  /// ``transform3D`` when it is not the identity: a transform is 128 bytes, which stored inline
  /// would be a fifth of every view, though most views never have one. The snapshots taken of
  /// the view (``ViewFrame``) share the box.
  @exclusivity(unchecked) private(set) var sharedTransform: SharedTransform3D?

  /// The view's transform as an affine transform, about its center, as UIKit's
  /// `UIView.transform`: the identity by default.
  ///
  /// Reading it returns the affine entries of ``transform3D`` (`m11, m12, m21, m22, m41, m42`,
  /// as `CATransform3DGetAffineTransform`); setting it replaces ``transform3D`` with the affine
  /// transform. Moves, pinches and rotations change it; see ``Moveable``.
  ///
  /// ```swift
  /// card.frame                                           // (10, 10, 100, 100)
  /// card.transform = AffineTransform(scaleX: 2, y: 2)
  /// card.frame                                           // (10, 10, 100, 100): layout unchanged
  /// card.visualFrame                                     // (-40, -40, 200, 200): about the center
  /// ```
  ///
  /// - Precondition: every entry is finite.
  public var transform: AffineTransform {
    get { transform3D.affinePart }
    set { transform3D = Transform3D(newValue) }
  }

  /// The view's opacity, from 0 (transparent) to 1 (opaque, the default), as UIKit's `alpha`.
  ///
  /// Values outside 0…1 are clamped, as UIKit does. A view with an alpha below 0.01 is skipped by
  /// ``hitTest(_:)``. Alpha never changes the layout.
  ///
  /// - Precondition: the value is not NaN.
  @exclusivity(unchecked) public var alpha: Double = 1 {
    didSet {
      precondition(!alpha.isNaN, "The alpha of '\(identifier)' must be a number")
      if alpha < 0 { alpha = 0 } else if alpha > 1 { alpha = 1 }
      engine?.viewStateDidChange(self)
    }
  }

  /// The view's stable identity in its engine: handed out when the view first joins an engine's
  /// tree, `nil` before (see ``ViewID``).
  @exclusivity(unchecked) public private(set) var viewID: ViewID?

  /// The identity of the engine that handed out ``viewID``: a token the view keeps alive, so a
  /// later engine can never be mistaken for the one that issued the ID (as an address could).
  @exclusivity(unchecked) private var viewIDIssuer: LayoutEngine.Identity?

  /// The engine whose tree holds this view; set when the view joins the tree.
  ///
  /// Held without a reference count: the engine sets it when the view joins its tree and clears
  /// it when the view leaves (``LayoutEngine/detach(_:)``) or the engine goes (its `deinit`), so
  /// it never outlives the engine. A `weak` reference would give the engine a side table and cost
  /// a runtime call on every read. Stored `Unmanaged` rather than `unowned(unsafe)` so that
  /// ``isInTree(of:)`` compares it without a retain and a release (reading an `unowned(unsafe)`
  /// reference makes a strong one).
  var engine: LayoutEngine? {
    get { engineReference?.takeUnretainedValue() }
    set { engineReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  @exclusivity(unchecked) private var engineReference: Unmanaged<LayoutEngine>?

  /// The frames the view had when it was last removed from an engine's tree.
  @exclusivity(unchecked) var detachedFrame = Rect.zero
  @exclusivity(unchecked) var detachedFrameInRoot = Rect.zero

  /// The entry ``LayoutEngine/takeChangedFrames()`` last reported for this view, `nil` before
  /// the first (and after the view left the tree and that was reported, or got a new ID). Read
  /// through ``hasReportedFrame``, ``reportedOriginInRoot`` and ``updateReportedFrame(_:)``,
  /// which never copy the entry.
  private var reportedFrameBox: StorageBox<ViewFrame>?

  /// Whether ``LayoutEngine/takeChangedFrames()`` reported the view and has not reported it removed since.
  var hasReportedFrame: Bool { reportedFrameBox != nil }

  /// Forgets the entry last reported: the view starts afresh.
  func forgetReportedFrame() {
    reportedFrameBox = nil
  }

  /// The origin in root coordinates of the entry last reported.
  var reportedOriginInRoot: (x: Double, y: Double)? {
    guard let box = reportedFrameBox else { return nil }
    return (box.value.frameInRoot.x, box.value.frameInRoot.y)
  }

  /// Makes `entry` the reported entry if it differs from the one last reported; returns whether
  /// it did.
  func updateReportedFrame(_ entry: ViewFrame) -> Bool {
    if let box = reportedFrameBox {
      if box.value == entry { return false }
      box.value = entry
    } else {
      reportedFrameBox = StorageBox(entry)
    }
    return true
  }
  /// Whether the view is marked for the next ``LayoutEngine/takeChangedFrames()``.
  @exclusivity(unchecked) var isFrameDirty = false
  /// Whether the view's entry in the engine's last ``LayoutEngine/frames`` snapshot may be out of
  /// date.
  @exclusivity(unchecked) var isSnapshotDirty = false
  /// The view's position in tree order and among its siblings, as of the engine's last full
  /// compare of changed frames or full snapshot (valid until the tree changes).
  @exclusivity(unchecked) var treeIndex = 0
  @exclusivity(unchecked) var siblingIndex = 0

  /// The engine-managed content-size constraints, while the view is in an engine's tree: for
  /// each axis, compression resistance and hugging (`nil` on an axis without an intrinsic size).
  @exclusivity(unchecked) var contentSizeSlots = ContentSizeSlots()

  /// The content-hugging and compression-resistance priorities.
  @exclusivity(unchecked) private var contentPriorities = AxisPriorities()

  /// Creates a view with an identifier, no superview, no intrinsic size and UIKit's defaults.
  ///
  /// - Parameter identifier: the name of the view in descriptions, diagnostics and frame
  ///   snapshots. Identifiers need not be unique, but snapshots are easier to read when they are.
  public init(_ identifier: String) {
    super.init(identifier: identifier)
  }

  deinit {
    // Free a deep subtree without recursion: a subview that dies with this view gives its own
    // subviews to this loop before it goes, so a chain of 100,000 views does not take 100,000
    // nested deinitializers (and the stack) to free.
    // Every subview this view still holds forgets it first: a subview someone else keeps alive
    // is a root from now on (see `superviewStorage`). So do every guide of this view and its
    // stack (see `LayoutGuide.owningView` and `StackLayout.view`).
    stack?.viewStorage = nil
    existingMarginsGuide?.owningView = nil
    existingSafeAreaGuide?.owningView = nil
    for guide in layoutGuides { guide.owningView = nil }
    var dying = subviews
    subviews = []
    while var view = dying.popLast() {
      view.superviewStorage = nil
      if isKnownUniquelyReferenced(&view) {
        dying.append(contentsOf: view.subviews)
        view.subviews = []
      }
    }
  }

  /// The engine whose tree holds this view, or `nil` while the view is outside any.
  public override var layoutEngine: LayoutEngine? { engine }

  /// Whether the view is in an engine's tree: `layoutEngine != nil`, without a strong reference
  /// to the engine.
  package var isInAnEngine: Bool { engineReference != nil }

  override package func isInTree(of engine: LayoutEngine) -> Bool {
    engineReference?.toOpaque() == Unmanaged.passUnretained(engine).toOpaque()
  }

  // MARK: - Content size

  /// The natural size of the view's content per axis; ``IntrinsicContentSize/none`` by default.
  ///
  /// On an axis with an intrinsic size *v* the engine keeps two constraints, exactly as Auto
  /// Layout: `size >= v` at the compression-resistance priority and `size <= v` at the
  /// content-hugging priority. Setting a new value changes their constants in place; setting
  /// `nil` on an axis removes them.
  ///
  /// A view with ``content`` has its intrinsic size from the content: its natural width, and its
  /// height at the solved width (see ``MeasuredContent``); reading it gives the last measurement.
  ///
  /// - Precondition: every given value is finite, and the view has no ``content`` when it is
  ///   set.
  public var intrinsicContentSize: IntrinsicContentSize {
    get { storedIntrinsicContentSize }
    set {
      precondition(
        measuredContent == nil,
        "The intrinsic content size of '\(identifier)' comes from its content; change the "
          + "content instead")
      setIntrinsicContentSize(newValue)
    }
  }

  /// The intrinsic content size, set by the user or by the measured content. Written directly
  /// only to restore a saved state (``LayoutEngine/restoreMeasuredState(_:)``).
  @exclusivity(unchecked) var storedIntrinsicContentSize = IntrinsicContentSize.none

  /// Sets the intrinsic content size and tells the engine, which changes the content-size
  /// constraints in place.
  func setIntrinsicContentSize(_ value: IntrinsicContentSize) {
    precondition(
      value.width?.isFinite ?? true && value.height?.isFinite ?? true,
      "The intrinsic content size of '\(identifier)' must be finite")
    let oldValue = storedIntrinsicContentSize
    storedIntrinsicContentSize = value
    if oldValue != value {
      engine?.intrinsicContentSizeDidChange(of: self, from: oldValue)
      if let stack = arrangingStack {
        if let engine, engine.measurement.isSettling {
          engine.deferUpdate(of: stack)
        } else {
          stack.update()
        }
      }
    }
  }

  /// The content that measures the view (a text, for example), or `nil` (the default).
  ///
  /// A view with content takes its ``intrinsicContentSize`` from it: the natural width (the
  /// content measured for ``SizeProposal/unspecified``) and the height the content measures at
  /// the view's solved width, found by the engine's fixed point (see ``MeasuredContent``). Its
  /// baselines are the content's (``firstBaselineAnchor``). Setting the content forgets the
  /// cached measurements and re-solves.
  ///
  /// ```swift
  /// label.content = TextContent("Hello world", advance: 10, lineHeight: 20)
  /// label.intrinsicContentSize   // (110, 20) until solved at a narrower width
  /// ```
  ///
  /// - Precondition: the view has no subviews.
  public var content: (any MeasuredContent)? {
    get { measuredContent?.content }
    set {
      precondition(
        newValue == nil || subviews.isEmpty,
        "'\(identifier)' has subviews and cannot have content; put the content in a subview "
          + "without subviews")
      let hadContent = measuredContent != nil
      if let newValue {
        if let storage = measuredContent {
          storage.content = newValue
        } else {
          measuredContent = MeasuredContentStorage(newValue)
        }
      } else {
        measuredContent = nil
      }
      contentDidChange(hadContent: hadContent)
    }
  }

  /// ``content`` and what the engine learned of it, out of line: few views have content, and
  /// inline these would be 80 bytes of every view. `nil` without content.
  @exclusivity(unchecked) private(set) var measuredContent: MeasuredContentStorage?

  /// The size the engine last measured the content at (solved width, measured height); `nil`
  /// without content (setting it then does nothing).
  var settledSize: Size? {
    get { measuredContent?.settledSize }
    set { measuredContent?.settledSize = newValue }
  }

  /// How strongly the view resists growing beyond its intrinsic size along `axis` (250,
  /// ``LayoutPriority/defaultLow``, by default).
  public func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
    contentPriorities.hugging(axis)
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
  ///
  /// The priority of the `size <= intrinsic` constraint changes in place; 1000 makes it required.
  ///
  /// - Precondition: `priority` is within 1…1000.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis)
  {
    precondition(priority.isValid, "A priority must be within 1...1000, not \(priority.rawValue)")
    guard contentPriorities.hugging(axis) != priority else { return }
    contentPriorities.setHugging(priority, axis)
    engine?.contentPriorityDidChange(of: self, axis: axis, hugging: true)
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750,
  /// ``LayoutPriority/defaultHigh``, by default).
  public func contentCompressionResistancePriority(for axis: LayoutConstraintAxis)
    -> LayoutPriority
  {
    contentPriorities.compression(axis)
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  ///
  /// The priority of the `size >= intrinsic` constraint changes in place; 1000 makes it required.
  ///
  /// - Precondition: `priority` is within 1…1000.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraintAxis
  ) {
    precondition(priority.isValid, "A priority must be within 1...1000, not \(priority.rawValue)")
    guard contentPriorities.compression(axis) != priority else { return }
    contentPriorities.setCompression(priority, axis)
    engine?.contentPriorityDidChange(of: self, axis: axis, hugging: false)
  }

  // MARK: - Margins and safe area

  /// The distances from the view's edges to its ``layoutMarginsGuide``: 8 on each side by default,
  /// as UIKit.
  ///
  /// The insets are absolute (`left` and `right`, as UIKit's `layoutMargins`): they do not swap in
  /// a right-to-left layout. Changing them moves the guide in place.
  public var layoutMargins = EdgeInsets(all: 8) {
    didSet {
      if oldValue != layoutMargins { engine?.guideInsetsDidChange(of: self, kind: .layoutMargins) }
    }
  }

  /// The distances from the view's edges to its ``safeAreaLayoutGuide``: zero by default.
  ///
  /// Set them on the root to describe the device: an iPhone with a notch has 47 on top and 34 at
  /// the bottom in portrait. UIKit derives a subview's safe area from the root's by
  /// intersection; Trellis does not (the intersection is not linear), so a subview's safe area
  /// is its bounds inset by its own `safeAreaInsets`. Constrain to the root's
  /// `safeAreaLayoutGuide` to keep content out of the unsafe regions.
  public var safeAreaInsets = EdgeInsets.zero {
    didSet {
      if oldValue != safeAreaInsets { engine?.guideInsetsDidChange(of: self, kind: .safeArea) }
    }
  }

  /// The guide inset from the view's edges by ``layoutMargins``, named `<identifier>.margins`.
  ///
  /// The same guide object is returned every time; it is made on first use.
  public var layoutMarginsGuide: LayoutGuide {
    if let existingMarginsGuide { return existingMarginsGuide }
    let guide = LayoutGuide(
      kind: .layoutMargins, owningView: self, identifier: identifier + ".margins")
    existingMarginsGuide = guide
    return guide
  }

  /// The guide inset from the view's edges by ``safeAreaInsets``, named `<identifier>.safeArea`.
  ///
  /// The same guide object is returned every time; it is made on first use.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let existingSafeAreaGuide { return existingSafeAreaGuide }
    let guide = LayoutGuide(kind: .safeArea, owningView: self, identifier: identifier + ".safeArea")
    existingSafeAreaGuide = guide
    return guide
  }

  /// The margins guide, if it was ever asked for.
  @exclusivity(unchecked) private(set) var existingMarginsGuide: LayoutGuide?
  /// The safe-area guide, if it was ever asked for.
  @exclusivity(unchecked) private(set) var existingSafeAreaGuide: LayoutGuide?

  /// The guides of this view that exist: free-standing ones, then the margins and safe-area
  /// guides if they were made.
  var existingGuides: [LayoutGuide] {
    var guides = layoutGuides
    if let existingMarginsGuide { guides.append(existingMarginsGuide) }
    if let existingSafeAreaGuide { guides.append(existingSafeAreaGuide) }
    return guides
  }

  // MARK: - Frames

  /// The view's solved rectangle in its superview's coordinates, as UIKit's `frame`.
  ///
  /// The root's frame is `(0, 0, width, height)`. A view outside any engine's tree keeps the
  /// frame it had when it was removed (`.zero` if it never was in one). Widths and heights are
  /// what the constraints say, negative ones included: nothing is clamped. When the engine has a
  /// ``LayoutEngine/displayScale``, the frame is the difference of the view's and its
  /// superview's edges snapped in root coordinates, so it is on the pixel grid too.
  public var frame: Rect {
    guard let engine else { return detachedFrame }
    return engine.reported(exactFrameInRoot, relativeTo: superview?.exactFrameInRoot)
  }

  /// The view's solved rectangle in the root view's coordinates, snapped to pixels when the
  /// engine has a ``LayoutEngine/displayScale``.
  public override var frameInRoot: Rect {
    guard let engine else { return detachedFrameInRoot }
    return engine.rect(of: self)
  }

  /// The solver's rectangle in root coordinates (the frame it was removed with when outside any
  /// engine's tree).
  override var exactFrameInRoot: Rect {
    guard let engine else { return detachedFrameInRoot }
    return engine.exactRect(of: self)
  }

  /// The view's rectangle in its own coordinates: `(0, 0, frame.width, frame.height)`.
  public var bounds: Rect {
    let frame = frameInRoot
    return Rect(x: 0, y: 0, width: frame.width, height: frame.height)
  }

  // MARK: - Hierarchy

  /// Adds `view` as the last subview, moving it from its current superview if it has one.
  ///
  /// Moving a view between superviews deactivates the constraints that involve it or its
  /// descendants, as UIKit's `removeFromSuperview()` does; adding a view that is already a
  /// subview of this view only moves it to the end of ``subviews``. A view joining an engine's
  /// tree gets its variables and content-size constraints; its descendants too.
  ///
  /// - Precondition: `view` is not this view or one of its ancestors, nor the root of an engine,
  ///   and this view has no ``content``.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
  }

  /// Inserts `view` among the subviews at `index`, moving it from its current superview if it
  /// has one (see ``addSubview(_:)``).
  ///
  /// - Precondition: `view` is not this view or one of its ancestors, nor the root of an
  ///   engine, `index` is within `0...subviews.count` (counted without `view` when it is
  ///   already a subview), and this view has no ``content``.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(
      measuredContent == nil,
      "Cannot add '\(view.identifier)' to '\(identifier)': a view with content has no subviews")
    precondition(
      !isDescendant(of: view),
      "Cannot add '\(view.identifier)' to '\(identifier)': it would become its own ancestor")
    precondition(
      view.superview != nil || view.engine == nil,
      "Cannot add '\(view.identifier)' to '\(identifier)': it is the root of an engine")
    if view.superview === self {
      let current = subviews.firstIndex { $0 === view }!
      subviews.remove(at: current)
      precondition(index >= 0 && index <= subviews.count, "Subview index \(index) out of range")
      subviews.insert(view, at: index)
      engine?.frameTrackingNeedsFullCompare()
      return
    }
    precondition(index >= 0 && index <= subviews.count, "Subview index \(index) out of range")
    view.removeFromSuperview()
    subviews.insert(view, at: index)
    view.superviewStorage = self
    engine?.attach(view)
  }

  /// Removes the view from its superview, as UIKit's `removeFromSuperview()`.
  ///
  /// An arranged view of the superview's ``stack`` leaves the stack's arranged views too.
  ///
  /// If the view was in an engine's tree, every constraint that involves the view, one of its
  /// descendants or one of their guides is deactivated (its ``LayoutConstraint/isActive`` becomes
  /// `false`); reactivate them after adding the view back. The removed views keep the frames they
  /// had. Removing the root or a view without a superview does nothing.
  public func removeFromSuperview() {
    guard let superview else { return }
    // An arranged view leaves its stack with its superview, as in UIKit.
    let stack = superview.stack
    let wasArranged = stack?.forgetArrangedSubview(self) ?? false
    engine?.detach(self)
    superview.subviews.removeAll { $0 === self }
    self.superviewStorage = nil
    if wasArranged { stack?.update() }
  }

  /// Whether this view is `view` or one of its descendants.
  ///
  /// - Complexity: O(min(*d*, *s*)), where *d* is this view's depth and *s* the size of
  ///   `view`'s subtree: the two are walked in step, and the shorter walk decides. Adding a
  ///   new view at the bottom of a deep tree costs O(1), not O(depth).
  public func isDescendant(of view: View) -> Bool {
    descendantSearch(of: view).isDescendant
  }

  /// Whether this view is `view` or one of its descendants, and how many steps the search took
  /// (for the tests that check that it is bounded).
  ///
  /// One step goes one level up from this view towards the root *and* visits one more view of
  /// `view`'s subtree (depth first, with an explicit stack: no recursion however deep the tree
  /// is). Either walk settles the answer when it ends: reaching the root without meeting
  /// `view` means no, visiting the whole subtree without meeting this view means no, meeting
  /// means yes.
  func descendantSearch(of view: View) -> (isDescendant: Bool, steps: Int) {
    if self === view { return (true, 0) }
    if view.subviews.isEmpty { return (false, 0) }
    var up = superview
    // The subtree walk: each entry is a view and the index of its next subview to visit.
    var pending: [(view: View, next: Int)] = [(view, 0)]
    var steps = 0
    while true {
      steps += 1
      guard let ancestor = up else { return (false, steps) }
      if ancestor === view { return (true, steps) }
      up = ancestor.superview
      // One edge of the subtree walk.
      while let top = pending.last, top.next == top.view.subviews.count {
        pending.removeLast()
      }
      guard let top = pending.last else { return (false, steps) }
      pending[pending.count - 1].next += 1
      let child = top.view.subviews[top.next]
      if child === self { return (true, steps) }
      pending.append((child, 0))
    }
  }

  /// Adds a free-standing guide to this view, moving it from its current owner if it has one.
  ///
  /// A guide is a rectangle with anchors and no content: a spacer between views, or a region
  /// other views align to. Its ``LayoutGuide/layoutFrame`` is in this view's coordinates.
  ///
  /// - Precondition: `guide` is a free-standing guide (not a margins or safe-area guide).
  public func addLayoutGuide(_ guide: LayoutGuide) {
    precondition(
      guide.kind == .custom,
      "'\(guide.identifier)' belongs to its view and cannot be added to another one")
    if guide.owningView === self { return }
    guide.owningView?.removeLayoutGuide(guide)
    layoutGuides.append(guide)
    guide.owningView = self
    engine?.attach(guide)
  }

  /// Removes a guide added with ``addLayoutGuide(_:)``; the constraints that involve it are
  /// deactivated. Does nothing if the guide is not one of this view's.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, guide.kind == .custom else { return }
    engine?.detach(guide)
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// Sets or clears the engine of this view; used when the view joins or leaves a tree.
  ///
  /// A view joining an engine other than the one that gave it its ``viewID`` gets a new ID.
  func setEngine(_ engine: LayoutEngine?) {
    self.engine = engine
    if let engine, viewIDIssuer !== engine.identity {
      viewID = engine.issueViewID()
      viewIDIssuer = engine.identity
      forgetReportedFrame()
    }
  }
}

extension LayoutConstraintAxis {
  /// The position of the axis in per-axis storage: 0 horizontal, 1 vertical.
  var index: Int { self == .horizontal ? 0 : 1 }
}

/// A view's engine-managed content-size constraints: on each axis, compression resistance
/// (`size >= intrinsic`) and hugging (`size <= intrinsic`), `nil` where there is none.
///
/// Kept in the view itself rather than in an array: most views of a layout file have an
/// intrinsic size, and an array would be one more allocation for each of them.
struct ContentSizeSlots {
  private var horizontalCompression: LayoutConstraint?
  private var horizontalHugging: LayoutConstraint?
  private var verticalCompression: LayoutConstraint?
  private var verticalHugging: LayoutConstraint?

  /// No constraints on either axis.
  init() {}

  /// The compression-resistance (`hugging` false) or hugging constraint on `axis`.
  subscript(axis: LayoutConstraintAxis, hugging hugging: Bool) -> LayoutConstraint? {
    get {
      switch (axis, hugging) {
      case (.horizontal, false): return horizontalCompression
      case (.horizontal, true): return horizontalHugging
      case (.vertical, false): return verticalCompression
      case (.vertical, true): return verticalHugging
      }
    }
    set {
      switch (axis, hugging) {
      case (.horizontal, false): horizontalCompression = newValue
      case (.horizontal, true): horizontalHugging = newValue
      case (.vertical, false): verticalCompression = newValue
      case (.vertical, true): verticalHugging = newValue
      }
    }
  }
}

/// The value with negative zero replaced by zero, so frames never print `-0`.
@inline(__always) func normalized(_ value: Double) -> Double { value + 0.0 }
