import ConstraintSolver

/// Why the value of an anchor is what it is: the constraints that determine it, each with its
/// part of the value, and the optional constraints the solution gives up near it (see
/// ``LayoutEngine/explain(_:_:)``).
///
/// The solved layout is a vertex of the constraints: a set of constraints holds exactly
/// (equalities, inequalities at their bound, optional constraints the solution satisfies) and
/// fixes every value as a linear function of their constants. ``contributions`` are the
/// constraints of that function, each with its ``Contribution/rate`` (how much the value moves
/// when the constraint's ``LayoutConstraint/constant`` grows by 1) and its
/// ``Contribution/share`` (the rate times the constant); the shares add up to ``value``.
///
/// ```swift
/// // root 375 wide; card.leading == root.leading + 16, card.trailing == root.trailing - 16
/// let why = engine.explain(card, .width)
/// why.value                                  // 343
/// why.contributions.map(\.constraint.displayName)
/// // ["root-width", "card.leading == root.leading + 16", "card.trailing == root.trailing - 16"]
/// why.contributions.map(\.rate)              // [1, -1, 1]
/// why.contributions.map(\.share)             // [375, -16, -16]
/// ```
public struct LayoutExplanation {
  /// One constraint's part in the value.
  public struct Contribution {
    /// The constraint: a user constraint, or one of the engine's (root frame, guides, intrinsic
    /// sizes).
    public let constraint: LayoutConstraint
    /// How much the value moves when the constraint's ``LayoutConstraint/constant`` grows by 1,
    /// at the current solution (∂value/∂constant): `-1` for `card.leading == root.leading + 16`
    /// explaining `card.width`. Never zero.
    public let rate: Double
    /// The constraint's share of the value: ``rate`` times its constant. The shares of all
    /// contributions add up to the value.
    public let share: Double
  }

  /// An optional constraint that the solution does not satisfy.
  public struct GivenUp {
    /// The constraint (its priority is below ``LayoutPriority/required``).
    public let constraint: LayoutConstraint
    /// How far the solution is from satisfying it, in points: `|lhs − rhs|` for an equality,
    /// the amount beyond the bound for an inequality.
    public let violation: Double
    /// What giving it up costs the solution: the strength of its priority
    /// (``LayoutPriority/strength``) times ``violation``, the term the solver minimizes. The
    /// given-up constraints are ranked by it.
    public let cost: Double
  }

  /// The item whose attribute is explained.
  public let item: LayoutItem
  /// The attribute explained.
  public let attribute: LayoutAttribute
  /// The attribute's value in the root view's coordinates (a position is measured from the
  /// root's top-left corner; `leading` in a right-to-left layout is the right edge's x).
  public let value: Double
  /// The constraints that determine the value, in activation order; their shares add up to
  /// ``value``. Empty when no constraint fixes the value (the solver leaves a free value at 0).
  public let contributions: [Contribution]
  /// The active optional constraints that the solution does not satisfy and that involve the
  /// explained item or an item of a contribution, by ``GivenUp/cost``, highest first; equal
  /// costs in activation order.
  public let givenUp: [GivenUp]
}

extension LayoutEngine {
  /// Why the value of `attribute` of `item` is what it is: the constraints that determine it,
  /// with each one's rate and share, and the optional constraints the solution gives up near it.
  ///
  /// A derived attribute combines the contributions to the item's variables (`right` is
  /// `minX + width`, `centerY` is `minY + height / 2`, `leading` is the left or the right edge
  /// depending on ``layoutDirection``): a constraint that moves both gets the sum of its rates,
  /// and one whose rates cancel is left out. The engine uses no edit variables, so every
  /// contribution is a ``LayoutConstraint``, the engine's own included (`root-width`, a guide's
  /// pins, `content hugging` and `compression resistance` constraints).
  ///
  /// The given-up constraints are the applied optional constraints whose two sides differ
  /// beyond the solver's tolerance (`Solver.residualTolerance`, 10⁻⁶ of the constraint's
  /// scale) and that involve `item` or an item of a contribution: those whose pull the value
  /// resists, or that gave way to the constraints that set it. They are ranked by strength ×
  /// violation (``LayoutExplanation/GivenUp/cost``). Broken constraints are not applied and
  /// appear in neither list (they have their own ``diagnostics``).
  ///
  /// ```swift
  /// let why = engine.explain(card, .trailing)
  /// for part in why.contributions { print(part.constraint, part.rate, part.share) }
  /// ```
  ///
  /// - Parameters:
  ///   - item: a view or guide of this engine's tree.
  ///   - attribute: the attribute to explain.
  /// - Returns: the value and its explanation. An item without solver variables (a margins or
  ///   safe-area guide that no constraint uses yet) has the value 0 and nothing to explain.
  /// - Precondition: `item` is in this engine's tree.
  /// - Complexity: `Solver.contributions(to:)` for each of the
  ///   attribute's variables, plus O(*c* log *c*) in the number of active constraints.
  public func explain(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutExplanation {
    precondition(
      item.layoutEngine === self, "'\(item.displayName)' is not in this engine's tree")
    guard let variables = item.variables else {
      return LayoutExplanation(
        item: item, attribute: attribute, value: 0, contributions: [], givenUp: [])
    }
    ensureUpdated()
    var terms: [Term] = []
    variables.appendTerms(of: attribute, direction: layoutDirection, scale: 1, to: &terms)
    var value = 0.0
    var sums: [ObjectIdentifier: (constraint: LayoutConstraint, rate: Double, scale: Double)] =
      [:]
    for term in terms {
      value += term.coefficient * solver.value(of: term.variable)
      for part in solver.contributions(to: term.variable) {
        guard let owner = owner(of: part.constraint) else {
          preconditionFailure("A solver constraint has no layout constraint: \(part.constraint)")
        }
        // The solver's rate is per unit of its constant, which is −constant.
        let rate = -term.coefficient * part.rate
        let old = sums[ObjectIdentifier(owner)] ?? (owner, 0, 0)
        sums[ObjectIdentifier(owner)] = (owner, old.rate + rate, max(old.scale, rate.magnitude))
      }
    }
    let contributions = sums.values
      .filter { $0.rate.magnitude > Self.rateCancellation * $0.scale }
      .sorted { $0.constraint.sequence < $1.constraint.sequence }
      .map {
        LayoutExplanation.Contribution(
          constraint: $0.constraint, rate: $0.rate + 0.0,
          share: $0.rate * $0.constraint.storedConstant + 0.0)
      }
    var involved: Set<ObjectIdentifier> = [ObjectIdentifier(item)]
    for part in contributions {
      involved.insert(ObjectIdentifier(part.constraint.firstItem))
      if let second = part.constraint.secondItem { involved.insert(ObjectIdentifier(second)) }
    }
    let givenUp = givenUpConstraints().filter { entry in
      involved.contains(ObjectIdentifier(entry.constraint.firstItem))
        || entry.constraint.secondItem.map { involved.contains(ObjectIdentifier($0)) } ?? false
    }
    return LayoutExplanation(
      item: item, attribute: attribute, value: value + 0.0, contributions: contributions,
      givenUp: givenUp)
  }

  /// Why the value of `anchor` is what it is; the same as
  /// ``explain(_:_:)`` with the anchor's item and attribute.
  ///
  /// ```swift
  /// engine.explain(card.widthAnchor).value     // 343
  /// ```
  ///
  /// - Precondition: the anchor's item is in this engine's tree.
  public func explain<Kind>(_ anchor: LayoutAnchor<Kind>) -> LayoutExplanation {
    explain(anchor.item, anchor.attribute)
  }

  /// The relative size below which a sum of rates counts as cancelled (as the solver's own
  /// cancellation of round-off, 10⁻¹¹ of the largest rate summed).
  static let rateCancellation = 1e-11

  /// The applied optional constraints that the solution does not satisfy beyond the solver's
  /// tolerance, by strength × violation, highest first; equal costs in activation order.
  func givenUpConstraints() -> [LayoutExplanation.GivenUp] {
    ensureUpdated()
    var found: [LayoutExplanation.GivenUp] = []
    for constraint in activeList
    where constraint.state == .applied && !constraint.storedPriority.isRequired {
      let check = residual(of: constraint)
      guard check.residual > check.allowed else { continue }
      found.append(
        LayoutExplanation.GivenUp(
          constraint: constraint, violation: check.residual,
          cost: constraint.strength.value * check.residual))
    }
    return found.sorted {
      $0.cost != $1.cost ? $0.cost > $1.cost : $0.constraint.sequence < $1.constraint.sequence
    }
  }
}

extension LayoutEngine {
  /// The views whose solved width or height is negative, each explained: the constraints that
  /// put it there, with their rates and shares (see ``explain(_:_:)``).
  ///
  /// A negative size is never what a layout means, and nothing else reports it: the constraints
  /// can all hold (a required chain that leaves a view less room than nothing, `content.top ==
  /// navbar.bottom` with content pinned above the navbar's top), or an optional constraint is
  /// given up so that the size goes below zero. A size counts as negative below
  /// ``negativeSizeThreshold`` (−0.0005 points): a size that the reports, which round to 3
  /// decimals, print as negative; round-off near zero does not.
  ///
  /// ```swift
  /// for size in engine.negativeSizes() {
  ///   print(size.item.identifier, size.attribute, size.value)   // navbar height -47
  /// }
  /// ```
  ///
  /// - Returns: one explanation per negative size: views in tree order (root first, then depth
  ///   first), a view's width before its height.
  /// - Complexity: O(*n*) in the number of views, plus an explanation per negative size.
  public func negativeSizes() -> [LayoutExplanation] {
    ensureUpdated()
    // Almost every layout has none: the size variables, read from one list, say so without a
    // walk through the views (a walk touches every view object, and was a twentieth of checking
    // a deep 100,000-view file).
    guard hasNegativeViewSize() else { return [] }
    var result: [LayoutExplanation] = []
    forEachView(in: root) { view in
      guard let variables = view.variables else { return }
      if solver.value(of: variables.width) < Self.negativeSizeThreshold {
        result.append(explain(view, .width))
      }
      if solver.value(of: variables.height) < Self.negativeSizeThreshold {
        result.append(explain(view, .height))
      }
    }
    return result
  }

  /// Whether the width or height of some view in the tree is below ``negativeSizeThreshold``,
  /// read from `viewSizeVariables` (kept as views are attached; collected by a walk when it is
  /// `nil`, after a view left): the list holds the size variables of every view in the tree and
  /// of no other, so the answer is exact.
  func hasNegativeViewSize() -> Bool {
    if viewSizeVariables == nil {
      var variables: [Variable] = []
      variables.reserveCapacity(2 * viewCount + 2)
      forEachView(in: root) { view in
        guard let item = view.variables else { return }
        variables.append(item.width)
        variables.append(item.height)
      }
      viewSizeVariables = variables
    }
    return viewSizeVariables!.contains { solver.value(of: $0) < Self.negativeSizeThreshold }
  }

  /// The size below which ``negativeSizes()`` reports a view's width or height: −0.0005 points,
  /// the largest size the reports (rounded to 3 decimals) print as negative.
  public static let negativeSizeThreshold = -0.0005
}
