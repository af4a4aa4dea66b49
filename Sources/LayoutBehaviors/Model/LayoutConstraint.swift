import ConstraintSolver

/// A relation between two anchors, or between a dimension and a constant, as UIKit's
/// `NSLayoutConstraint`:
///
///     firstItem.firstAttribute  (== | >= | <=)  multiplier × secondItem.secondAttribute + constant
///
/// Make constraints with anchors (``LayoutAnchor``), which only offer the combinations that make
/// sense, or with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:)``
/// when the attributes are only known at run time. A new constraint is inactive: activate it with
/// ``isActive`` or, for several at once, ``activate(_:)``.
///
/// ```swift
/// let gap = content.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8)
/// gap.identifier = "content-top"
/// gap.priority = .defaultHigh
/// gap.isActive = true
/// gap.constant = 16     // re-solves in place
/// print(gap)            // content.top == header.bottom + 8 @750 (before the change)
/// ```
///
/// **What can change.** ``constant`` changes in place (the solver moves the constant; nothing is
/// removed and added). ``priority`` changes in place between optional priorities; Trellis also
/// allows changing between required and optional while the constraint is active (UIKit throws an
/// exception there): the change is applied atomically, and if the constraint cannot be made
/// required it is broken (see below). ``multiplier`` and the items are immutable, as in UIKit.
///
/// **Broken constraints.** An active required constraint that contradicts other required
/// constraints is not applied: it stays active, ``isBroken`` becomes `true`, and its engine
/// records a ``LayoutDiagnostic`` naming the constraints it conflicts with. The engine tries
/// broken constraints again, in activation order, after every change that could make room for
/// them. See ``LayoutEngine`` for the details.
///
/// **Engine-managed constraints.** The engine expresses the root's frame, the margins and
/// safe-area guides and intrinsic content sizes with constraints of its own (their ``origin`` is
/// not ``Origin/user``); they appear in diagnostics like `'root-height' (root.height == 812)`.
/// Change the property they come from instead of the constraint: changing their constant,
/// priority or activation is a programming error.
///
/// Constraints are compared by identity (`===`).
public final class LayoutConstraint {
  /// Where a constraint comes from: the user, or one of the engine's own mechanisms.
  public enum Origin: String, Sendable, CaseIterable {
    /// A constraint made by the user (with anchors or the initializer).
    case user
    /// The root's frame: its origin at (0, 0) and its size, from ``LayoutEngine/rootSize``.
    case rootFrame
    /// A margins or safe-area guide pinned inside its view, from the view's insets.
    case layoutGuide
    /// `size <= intrinsic` at the view's content-hugging priority.
    case contentHugging
    /// `size >= intrinsic` at the view's compression-resistance priority.
    case compressionResistance
    /// A constraint a ``StackLayout`` generates to arrange its views (`stack-spacing(…)`,
    /// `stack-hiding(…)` …).
    case stack
    /// A view's baseline pinned at its distance from the top edge, from the view's measured
    /// content (or at its bottom edge without content): `label.firstBaseline == label.top + 16`.
    case baseline
  }

  // The stored properties are declared so that the one-byte ones sit together: an engine holds
  // a constraint object per constraint, and padding between them made each 16 bytes larger.

  /// The item on the left side.
  public let firstItem: LayoutItem
  /// The item on the right side, or `nil` when the first attribute is compared with a constant.
  public let secondItem: LayoutItem?
  /// The attribute of the item on the left side.
  public let firstAttribute: LayoutAttribute
  /// How the two sides relate.
  public let relation: LayoutRelation
  /// The attribute of the item on the right side, or `nil` without a second item.
  public let secondAttribute: LayoutAttribute?
  /// Where the constraint comes from; ``Origin/user`` for every constraint a user makes.
  public let origin: Origin
  /// The factor applied to the second attribute (1 unless given; only dimensions take another).
  public let multiplier: Double

  /// A name shown in descriptions and diagnostics, as UIKit's `identifier`.
  ///
  /// The engine names the constraints it makes after their item and role: `card-left` for a
  /// root, guide or baseline pin, `card-compression-width` and `card-hugging-width` for the
  /// content-size constraints.
  public var identifier: String? {
    get {
      switch derivedName {
      case .none: storedIdentifier
      case .attribute: "\(firstItem.identifier)-\(firstAttribute.rawValue)"
      case .compression: "\(firstItem.identifier)-compression-\(firstAttribute.rawValue)"
      case .hugging: "\(firstItem.identifier)-hugging-\(firstAttribute.rawValue)"
      case .fileIndex(let index): "constraint \(index)"
      }
    }
    set {
      storedIdentifier = newValue
      derivedName = .none
    }
  }

  /// How the identifier of an engine-made constraint is made from its first item and attribute
  /// when it is read: the engine makes a few constraints per view, and building their names up
  /// front cost more than the rest of making them.
  enum DerivedName {
    /// The stored identifier, not derived.
    case none
    /// `<item>-<attribute>`.
    case attribute
    /// `<item>-compression-<attribute>`.
    case compression
    /// `<item>-hugging-<attribute>`.
    case hugging
    /// `constraint <index>`: a constraint of a layout file without an id, by its index in the
    /// file (``ConstraintDeclaration/displayName``).
    case fileIndex(Int)
  }

  /// Names the constraint `constraint <index>` when its identifier is read, as a layout file
  /// names its constraint at `index` that has no id.
  func nameAsFileConstraint(at index: Int) {
    storedIdentifier = nil
    derivedName = .fileIndex(index)
  }

  /// The identifier given, when ``derivedName`` is `.none`.
  @exclusivity(unchecked) private var storedIdentifier: String?
  /// How ``identifier`` is made; `.none` once one is set.
  @exclusivity(unchecked) private var derivedName = DerivedName.none
  /// The state of the constraint in its engine.
  @exclusivity(unchecked) var state = State.inactive

  @exclusivity(unchecked) var storedConstant: Double
  @exclusivity(unchecked) var storedPriority: LayoutPriority
  /// The engine the constraint is active in.
  ///
  /// Held without a reference count: set on activation, cleared when the constraint is removed
  /// and by the engine's `deinit` for every constraint still active, so it never outlives the
  /// engine (see ``View``'s `engine`).
  @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
  /// The solver constraint that applies this one, while it is applied.
  @exclusivity(unchecked) var solverConstraint: Constraint?
  /// The engine's activation counter when the constraint was activated; orders retries.
  @exclusivity(unchecked) var sequence = 0
  /// The constraints this one conflicted with when it was last found unsatisfiable.
  @exclusivity(unchecked) var storedConflicts: [LayoutConstraint] = []
  /// The constraint's slot in its engine's list of active constraints, while it is active.
  @exclusivity(unchecked) var activeSlot = 0
  /// The constraint's slots in the active-constraint lists of its first and second items,
  /// while it is active (the second is unused without a second item, or when both items are
  /// the same one: such a constraint is listed once).
  @exclusivity(unchecked) var firstItemSlot = 0
  @exclusivity(unchecked) var secondItemSlot = 0

  /// Where a constraint is in its engine.
  enum State {
    /// Not active.
    case inactive
    /// Active and in the solver.
    case applied
    /// Active, but unsatisfiable: not in the solver.
    case broken
  }

  /// Creates a constraint from its parts; the callers have checked that they fit together.
  init(
    firstItem: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
    secondItem: LayoutItem?, secondAttribute: LayoutAttribute?, multiplier: Double,
    constant: Double, priority: LayoutPriority = .required, origin: Origin = .user,
    identifier: String? = nil, derivedName: DerivedName = .none
  ) {
    precondition(multiplier.isFinite, "A constraint's multiplier must be finite, not \(multiplier)")
    precondition(constant.isFinite, "A constraint's constant must be finite, not \(constant)")
    precondition(priority.isValid, "A priority must be within 1...1000, not \(priority.rawValue)")
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.origin = origin
    self.storedIdentifier = identifier
    self.derivedName = derivedName
    storedConstant = constant
    storedPriority = priority
  }

  /// Creates the constraint `first relation multiplier × second + constant` from typed anchors.
  convenience init<Kind>(
    _ first: consuming LayoutAnchor<Kind>, _ relation: LayoutRelation,
    _ second: consuming LayoutAnchor<Kind>,
    multiplier: Double, constant: Double
  ) {
    self.init(
      firstItem: first.item, firstAttribute: first.attribute, relation: relation,
      secondItem: second.item, secondAttribute: second.attribute, multiplier: multiplier,
      constant: constant)
  }

  /// Creates the constraint `first relation constant` for a dimension anchor.
  convenience init(
    _ first: consuming DimensionAnchor, _ relation: LayoutRelation, constant: Double
  ) {
    self.init(
      firstItem: first.item, firstAttribute: first.attribute, relation: relation,
      secondItem: nil, secondAttribute: nil, multiplier: 1, constant: constant)
  }

  /// Creates a constraint from attributes known only at run time, as UIKit's
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// The checks that typed anchors make at compile time are made here at run time.
  ///
  /// ```swift
  /// let pin = try LayoutConstraint(
  ///   item: header, attribute: .top, relatedBy: .equal,
  ///   toItem: root.safeAreaLayoutGuide, attribute: .top)
  /// let tall = try LayoutConstraint(
  ///   item: header, attribute: .height, relatedBy: .greaterThanOrEqual, constant: 44)
  /// ```
  ///
  /// - Parameters:
  ///   - item: the first item.
  ///   - attribute: the first item's attribute.
  ///   - relation: how the sides relate.
  ///   - toItem: the second item, or `nil` to compare a dimension with `constant`.
  ///   - toAttribute: the second item's attribute; required with a second item.
  ///   - multiplier: the factor of the second attribute; only dimensions take one other than 1.
  ///   - constant: the constant.
  ///   - priority: the priority, 1…1000; required by default.
  /// - Throws: ``LayoutConstraintError`` when the attributes do not fit together or a number is
  ///   not usable.
  public convenience init(
    item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: LayoutItem? = nil, attribute toAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
  ) throws(LayoutConstraintError) {
    guard multiplier.isFinite, constant.isFinite else { throw .nonFiniteNumber }
    guard priority.isValid else { throw .invalidPriority(priority.rawValue) }
    if toItem != nil {
      guard let toAttribute else { throw .missingSecondAttribute(attribute) }
      guard attribute.axis == toAttribute.axis else {
        throw .incompatibleAttributes(attribute, toAttribute)
      }
      if attribute.axis != .dimension && multiplier != 1 {
        throw .multiplierOnPosition(attribute)
      }
      if mixesDirectionalFamilies(attribute, toAttribute) {
        throw .mixedDirectionalAttributes(attribute, toAttribute)
      }
    } else {
      if let toAttribute { throw .missingSecondItem(toAttribute) }
      guard attribute.axis == .dimension else { throw .positionWithoutSecondItem(attribute) }
    }
    self.init(
      firstItem: item, firstAttribute: attribute, relation: relation, secondItem: toItem,
      secondAttribute: toItem == nil ? nil : toAttribute, multiplier: multiplier,
      constant: constant, priority: priority)
  }

  // MARK: - Mutable properties

  /// The constant added to the right side.
  ///
  /// Changing it on an active constraint re-solves in place through the solver's constant update
  /// (never a removal and an addition). A required constraint that its new constant makes
  /// unsatisfiable is broken; broken constraints are retried.
  ///
  /// - Precondition: the value is finite, and the constraint's ``origin`` is ``Origin/user``.
  public var constant: Double {
    get { storedConstant }
    set {
      precondition(newValue.isFinite, "A constraint's constant must be finite, not \(newValue)")
      requireUserOrigin("constant")
      guard newValue != storedConstant else { return }
      storedConstant = newValue
      engine?.constantDidChange(of: self)
    }
  }

  /// The priority, from 1 to 1000 (``LayoutPriority/required``, the default).
  ///
  /// Between optional priorities the change is made in place (only the solver's weights move).
  /// From optional to required or back, the change is applied atomically while the constraint
  /// stays active: UIKit throws for an installed constraint here, Trellis allows it. A constraint
  /// made required that contradicts other required constraints is broken, as on activation.
  ///
  /// - Precondition: the value is within 1…1000, and the constraint's ``origin`` is
  ///   ``Origin/user``.
  public var priority: LayoutPriority {
    get { storedPriority }
    set {
      precondition(newValue.isValid, "A priority must be within 1...1000, not \(newValue.rawValue)")
      requireUserOrigin("priority")
      guard newValue != storedPriority else { return }
      let old = storedPriority
      storedPriority = newValue
      engine?.priorityDidChange(of: self, from: old)
    }
  }

  /// Whether the constraint is active: part of its engine's layout (applied, or broken and
  /// waiting to be retried).
  ///
  /// Setting `true` activates it in the engine of its items, setting `false` deactivates it; see
  /// ``activate(_:)`` and ``deactivate(_:)``.
  ///
  /// - Precondition: to set it, the constraint's ``origin`` is ``Origin/user``.
  public var isActive: Bool {
    get { state != .inactive }
    set {
      if newValue {
        LayoutConstraint.activate([self])
      } else {
        LayoutConstraint.deactivate([self])
      }
    }
  }

  /// Whether the constraint is active but not applied, because it is required and contradicts
  /// other required constraints. Its engine retries it when the layout changes.
  public var isBroken: Bool { state == .broken }

  /// The constraints this one conflicted with when the engine last tried to apply it, in the
  /// order they were activated; empty unless ``isBroken``.
  public var conflictingConstraints: [LayoutConstraint] {
    state == .broken ? storedConflicts : []
  }

  // MARK: - Batch activation

  /// Activates each constraint, as UIKit's `NSLayoutConstraint.activate(_:)`.
  ///
  /// Each constraint is added to the engine that holds its items, in array order; already active
  /// constraints are left alone. A required constraint that cannot be satisfied is broken, not
  /// refused: it stays active and its engine records a ``LayoutDiagnostic``.
  ///
  /// A constraint whose items are not both in one engine's tree (a view not added yet, a guide
  /// not added to a view, views of two engines), or that mixes `leading`/`trailing` with
  /// `left`/`right`, stays inactive; the engine of its items, if there is one, records a
  /// diagnostic of kind ``LayoutDiagnostic/Kind/activationFailed``. When neither item is in an
  /// engine there is nowhere to record the failure; use ``LayoutEngine/activate(_:)``, which
  /// throws, when you want to be told.
  ///
  /// - Precondition: every constraint's ``origin`` is ``Origin/user``.
  /// - Complexity: the solver's work for each addition; no scan of other constraints.
  public static func activate(_ constraints: [LayoutConstraint]) {
    // The constraints of a batch are usually all in one engine: the previous constraint's engine
    // is tested first, through a reference that takes no count (finding an item's engine makes
    // a strong reference each time). `holder` keeps that engine alive meanwhile.
    var holder: LayoutEngine? = nil
    var engine: Unmanaged<LayoutEngine>? = nil
    for (position, constraint) in constraints.enumerated() {
      constraint.requireUserOrigin("activation")
      guard constraint.state == .inactive else { continue }
      if let current = engine,
        current._withUnsafeGuaranteedRef({ current in
          guard constraint.firstItem.isInTree(of: current) else { return false }
          current.activateRecordingFailure(constraint)
          return true
        })
      {
        continue
      }
      guard
        let found = constraint.firstItem.layoutEngine ?? constraint.secondItem?.layoutEngine
      else { continue }
      engine = Unmanaged.passUnretained(found)
      holder = found
      // Room for the rest of the batch, in one growth of each table rather than many.
      found.reserveCapacity(forActivating: constraints.count - position)
      found.activateRecordingFailure(constraint)
    }
    withExtendedLifetime(holder) {}
  }

  /// Deactivates each constraint, as UIKit's `NSLayoutConstraint.deactivate(_:)`.
  ///
  /// Inactive constraints are left alone. After removing them, each engine retries its broken
  /// constraints once (removing a required constraint may make room for them).
  ///
  /// - Precondition: every constraint's ``origin`` is ``Origin/user``.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    var groups: [(engine: LayoutEngine, constraints: [LayoutConstraint])] = []
    for constraint in constraints {
      constraint.requireUserOrigin("deactivation")
      guard constraint.state != .inactive, let engine = constraint.engine else { continue }
      if let index = groups.firstIndex(where: { $0.engine === engine }) {
        groups[index].constraints.append(constraint)
      } else {
        groups.append((engine, [constraint]))
      }
    }
    for group in groups { group.engine.deactivate(group.constraints) }
  }

  // MARK: - Helpers

  /// Stops with a clear message when an engine-managed constraint is changed from outside.
  func requireUserOrigin(_ what: String) {
    precondition(
      origin == .user,
      "The \(what) of '\(displayName)' is managed by the engine; change the property it comes "
        + "from instead")
  }

  /// Whether the constraint involves `leading` or `trailing`: under a right-to-left layout its
  /// horizontal positions are measured from the right.
  var isDirectional: Bool {
    firstAttribute.isDirectional || (secondAttribute?.isDirectional ?? false)
  }

  /// The solver strength for the current priority.
  var strength: Strength { storedPriority.strength }
}

/// Whether one attribute is `leading`/`trailing` and the other `left`/`right`, which Auto Layout
/// forbids in one constraint.
func mixesDirectionalFamilies(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
  (a.isDirectional && b.isAbsoluteHorizontalEdge) || (a.isAbsoluteHorizontalEdge && b.isDirectional)
}
