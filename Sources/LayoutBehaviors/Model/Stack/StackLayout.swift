/// What makes a view arrange its subviews in a row or a column: UIKit's `UIStackView`, attached
/// to a ``View`` rather than subclassing it (views are final).
///
/// A stack lays out its ``arrangedSubviews`` along its ``axis`` by generating constraints, as
/// `UIStackView` does: the ``distribution`` decides their sizes and gaps along the axis, the
/// ``alignment`` their sizes and positions across it, ``spacing`` (or a custom spacing after a
/// view) the gaps. Every arranged view is a subview of the stack's ``view``. The stack's view is
/// positioned and sized by your constraints, as a `UIStackView` is; along an axis where you do
/// not size it, it hugs its arranged views.
///
/// ```swift
/// let column = View("column")
/// engine.root.addSubview(column)
/// let stack = StackLayout(view: column, axis: .vertical)
/// stack.spacing = 8
/// stack.alignment = .leading
/// stack.addArrangedSubview(title)       // title becomes a subview of column
/// stack.addArrangedSubview(field)
/// column.stack === stack                // true: the view keeps its stack
/// field.isHidden = true                 // field leaves the layout with its spacing
/// ```
///
/// **Generated constraints.** The stack's constraints have the origin
/// ``LayoutConstraint/Origin/stack`` and identifiers in UIKit's `UISV-…` style that name the
/// stack's view and the arranged views: `stack-spacing(column: title, field)`,
/// `stack-canvas-connection(column: title)`, `stack-alignment(column: field)`,
/// `stack-hiding(column: field)`… They appear under these names in every diagnostic. Read them
/// with ``generatedConstraints``; change the stack's properties rather than the constraints.
///
/// **Incremental.** Every change (a property, the arranged views, an arranged view's
/// ``View/isHidden`` or ``View/intrinsicContentSize``) re-generates the stack's constraints and
/// hands the engine only the difference: constants and priorities that changed are changed in
/// place; only constraints whose items or attributes change are removed and added.
///
/// **Hidden views.** Unlike plain views, an arranged view that is hidden leaves the layout
/// together with its spacing, as in UIKit: its size along the axis is held at 0 by a required
/// `stack-hiding` constraint and its neighbors close the gap. ``Collapsible`` on an arranged
/// view whose state has no constraint hides and shows it, with an animated ``Transition``.
///
/// <doc:StacksGuide> lists every generated constraint.
public final class StackLayout {
  /// The view whose subviews the stack arranges, or `nil` once that view is gone. The view keeps
  /// its stack (``View/stack``).
  public var view: View? { viewStorage }

  /// The view, held without a reference count: the view holds its stack strongly (a view's
  /// stack is never replaced), and clears this field when it goes (`View`'s `deinit`). A `weak`
  /// reference would give every stack view a side table, which makes every retain and release
  /// of it take the runtime's slow path.
  @exclusivity(unchecked) unowned(unsafe) var viewStorage: View?

  /// The axis the views are arranged along: `horizontal` is a row, `vertical` a column.
  public var axis: LayoutConstraintAxis {
    didSet { if oldValue != axis { update() } }
  }

  /// How the views are sized and placed along the axis; ``Distribution/fill`` by default.
  public var distribution: Distribution {
    didSet { if oldValue != distribution { update() } }
  }

  /// How the views are sized and placed across the axis; ``Alignment/fill`` by default.
  public var alignment: Alignment {
    didSet { if oldValue != alignment { update() } }
  }

  /// The gap between neighboring views, in points (0 by default); a negative spacing overlaps
  /// them. For ``Distribution/equalSpacing`` and ``Distribution/equalCentering`` it is the
  /// smallest gap.
  ///
  /// - Precondition: the value is finite.
  public var spacing: Double {
    didSet {
      precondition(spacing.isFinite, "A stack's spacing must be finite, not \(spacing)")
      if oldValue != spacing { update() }
    }
  }

  /// Whether the views are arranged inside the view's ``View/layoutMarginsGuide`` rather than
  /// its edges, as UIKit's `isLayoutMarginsRelativeArrangement`; `false` by default.
  public var isLayoutMarginsRelativeArrangement: Bool {
    didSet { if oldValue != isLayoutMarginsRelativeArrangement { update() } }
  }

  /// The views the stack arranges, in order along the axis. Each is a subview of ``view``.
  public private(set) var arrangedSubviews: [View] = []

  /// The custom spacings, by arranged view.
  var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The constraints the stack generated and activated, in generation order.
  var records: [LayoutConstraint] = []
  /// The stack's spacer guides (for the equal-spacing distributions), in order.
  var spacers: [LayoutGuide] = []

  /// Makes `view` a stack: from now on it arranges the views added with
  /// ``addArrangedSubview(_:)``.
  ///
  /// - Parameters:
  ///   - view: the view; it keeps the stack in ``View/stack``.
  ///   - axis: the axis; horizontal by default, as UIKit.
  ///   - distribution: ``Distribution/fill`` by default.
  ///   - alignment: ``Alignment/fill`` by default.
  ///   - spacing: 0 by default.
  /// - Precondition: `view` has no stack yet, and `spacing` is finite.
  public init(
    view: View, axis: LayoutConstraintAxis = .horizontal, distribution: Distribution = .fill,
    alignment: Alignment = .fill, spacing: Double = 0
  ) {
    precondition(view.stack == nil, "'\(view.identifier)' already has a stack")
    precondition(spacing.isFinite, "A stack's spacing must be finite, not \(spacing)")
    self.viewStorage = view
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    isLayoutMarginsRelativeArrangement = false
    view.stack = self
  }

  // MARK: - Arranged views

  /// Adds `subview` at the end of ``arrangedSubviews``, making it the last subview of the
  /// stack's view if it is not a subview already, as UIKit.
  public func addArrangedSubview(_ subview: View) {
    insertArrangedSubview(
      subview,
      at: arrangedSubviews.count - (arrangedSubviews.contains { $0 === subview } ? 1 : 0))
  }

  /// Inserts `subview` into ``arrangedSubviews`` at `index` (moving it if it is arranged
  /// already), making it a subview of the stack's view if it is not one.
  ///
  /// - Precondition: `index` is within `0...arrangedSubviews.count` (counted without
  ///   `subview` when it is arranged already), and the stack's view still exists.
  public func insertArrangedSubview(_ subview: View, at index: Int) {
    guard let view else { preconditionFailure("The stack's view no longer exists") }
    arrangedSubviews.removeAll { $0 === subview }
    precondition(
      index >= 0 && index <= arrangedSubviews.count, "Arranged view index \(index) out of range")
    arrangedSubviews.insert(subview, at: index)
    if subview.superview !== view {
      view.addSubview(subview)  // Joining the tree updates the stack.
    }
    update()
  }

  /// Removes `subview` from ``arrangedSubviews``; it stays a subview of the stack's view, as in
  /// UIKit (remove it from its superview to take it out of the tree).
  public func removeArrangedSubview(_ subview: View) {
    guard forgetArrangedSubview(subview) else { return }
    update()
  }

  /// Sets the gap after `arrangedSubview`, instead of ``spacing``, as UIKit's
  /// `setCustomSpacing(_:after:)`. Setting `nil` returns to ``spacing``.
  ///
  /// The custom spacing of a hidden view is not used: the gap after the last visible view
  /// before it applies.
  ///
  /// - Precondition: `spacing` is finite.
  public func setCustomSpacing(_ spacing: Double?, after arrangedSubview: View) {
    precondition(spacing?.isFinite ?? true, "A custom spacing must be finite")
    let id = ObjectIdentifier(arrangedSubview)
    guard customSpacings[id] != spacing else { return }
    customSpacings[id] = spacing
    update()
  }

  /// The custom gap after `arrangedSubview`, or `nil` when it uses ``spacing``.
  public func customSpacing(after arrangedSubview: View) -> Double? {
    customSpacings[ObjectIdentifier(arrangedSubview)]
  }

  /// The constraints the stack generated and keeps active, in generation order: canvas
  /// connections, spacings, distribution, alignment, hiding (see <doc:StacksGuide>). Empty while
  /// the stack's view is outside an engine's tree.
  public var generatedConstraints: [LayoutConstraint] {
    records.filter { $0.isActive }
  }

  /// Whether `subview` is one of the ``arrangedSubviews``.
  public func arranges(_ subview: View) -> Bool {
    arrangedSubviews.contains { $0 === subview }
  }

  // MARK: - Internal

  /// Drops `subview` from the arranged views and its custom spacing, without updating.
  ///
  /// - Returns: whether it was arranged.
  @discardableResult
  func forgetArrangedSubview(_ subview: View) -> Bool {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === subview }) else { return false }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(subview)] = nil
    return true
  }

  /// The item the views are arranged in: the view, or its margins guide.
  var canvas: LayoutItem? {
    guard let view else { return nil }
    return isLayoutMarginsRelativeArrangement ? view.layoutMarginsGuide : view
  }
}

extension StackLayout {
  /// The stack that generated `constraint`, if one of the stacks near its items did: the stack
  /// of an item's view, of its superview, or of a guide's owning view.
  static func generating(_ constraint: LayoutConstraint) -> StackLayout? {
    guard constraint.origin == .stack else { return nil }
    for item in [constraint.firstItem, constraint.secondItem] {
      let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
      for candidate in [view?.stack, view?.superview?.stack] {
        if let candidate, candidate.records.contains(where: { $0 === constraint }) {
          return candidate
        }
      }
    }
    return nil
  }
}
