import TestSupport
import Testing

@testable import LayoutBehaviors

/// Changing a constant, a priority, an intrinsic size or an activation incrementally gives the
/// frames of the same layout built from scratch with the new values (issue 4, "Tests").
///
/// Each layout is generated from a seed (SplitMix64); a failure prints the seed and the step, and
/// `replay(seed:)` rebuilds the case.
@Suite struct RandomizedLayoutTests {
  /// A generated layout, as plain values: enough to build it again from scratch.
  struct Spec {
    struct ViewSpec {
      var parent: Int  // -1 for the root
      var intrinsic: IntrinsicContentSize
      var hugging: [LayoutPriority]
      var compression: [LayoutPriority]
    }

    /// An item: the root (-1), a view, or a view's or the root's guide.
    enum Item: Equatable {
      case root
      case view(Int)
      case margins(Int)  // -1 for the root's
      case safeArea  // the root's
    }

    struct ConstraintSpec {
      var first: Item
      var firstAttribute: LayoutAttribute
      var relation: LayoutRelation
      var second: Item?
      var secondAttribute: LayoutAttribute?
      var multiplier: Double
      var constant: Double
      var priority: LayoutPriority
      var isActive = true
      /// An anchoring pull: it keeps the optimum unique, so it is never deactivated or made
      /// required (without it a variable could be free, and two correct solvers could differ).
      var isAnchor = false
    }

    var direction: LayoutDirection
    var rootSize: Size
    var safeArea: EdgeInsets
    var rootMargins: EdgeInsets
    var views: [ViewSpec] = []
    var constraints: [ConstraintSpec] = []
  }

  /// A built layout: the engine, its views and its constraints in spec order.
  struct Built {
    var engine: LayoutEngine
    var views: [View]
    var constraints: [LayoutConstraint]
  }

  // MARK: - Generation

  static func randomPriority(_ random: inout SplitMix64) -> LayoutPriority {
    // Continuous priorities make exact ties (and so several optimal layouts) improbable.
    LayoutPriority(Double.random(in: 1..<999.9, using: &random))
  }

  static func randomConstant(_ random: inout SplitMix64) -> Double {
    Double(Int.random(in: -40...200, using: &random)) + Double.random(in: 0..<1, using: &random)
  }

  static func generate(seed: UInt64) -> Spec {
    var random = SplitMix64(seed: seed)
    var spec = Spec(
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      rootSize: Size(width: 375, height: 812), safeArea: EdgeInsets(top: 47, bottom: 34),
      rootMargins: EdgeInsets(all: 8))
    let count = Int.random(in: 2...7, using: &random)
    for index in 0..<count {
      var intrinsic = IntrinsicContentSize.none
      if Int.random(in: 0..<3, using: &random) == 0 {
        intrinsic.width = Double(Int.random(in: 10...150, using: &random))
      }
      if Int.random(in: 0..<3, using: &random) == 0 {
        intrinsic.height = Double(Int.random(in: 10...60, using: &random))
      }
      spec.views.append(
        Spec.ViewSpec(
          parent: Int.random(in: -1..<index, using: &random), intrinsic: intrinsic,
          hugging: [randomPriority(&random), randomPriority(&random)],
          compression: [randomPriority(&random), randomPriority(&random)]))
    }
    let positions: [LayoutAttribute] = [.left, .right, .centerX, .leading, .trailing]
    let absolute: [LayoutAttribute] = [.left, .right, .centerX]
    let vertical: [LayoutAttribute] = [.top, .bottom, .centerY]
    func earlierItem(before index: Int, _ random: inout SplitMix64) -> Spec.Item {
      let pick = Int.random(in: -3..<index, using: &random)
      switch pick {
      case -3: return .safeArea
      case -2: return .margins(-1)
      case -1: return .root
      default: return Int.random(in: 0..<4, using: &random) == 0 ? .margins(pick) : .view(pick)
      }
    }
    func constraint(
      _ first: Spec.Item, _ a: LayoutAttribute, _ relation: LayoutRelation, _ second: Spec.Item?,
      _ b: LayoutAttribute?, multiplier: Double = 1, priority: LayoutPriority,
      _ random: inout SplitMix64
    ) -> Spec.ConstraintSpec {
      Spec.ConstraintSpec(
        first: first, firstAttribute: a, relation: relation, second: second, secondAttribute: b,
        multiplier: multiplier, constant: randomConstant(&random), priority: priority)
    }
    for index in 0..<count {
      let me = Spec.Item.view(index)
      // Required constraints that each determine a variable of this view from earlier items
      // only: a triangular system, satisfiable for any constants.
      let anchor = earlierItem(before: index, &random)
      if Int.random(in: 0..<2, using: &random) == 0 {
        spec.constraints.append(
          constraint(
            me, .left, .equal, anchor, absolute.randomElement(using: &random)!,
            priority: .required, &random))
      } else if Int.random(in: 0..<3, using: &random) == 0 {
        spec.constraints.append(
          constraint(me, .left, .greaterThanOrEqual, anchor, .left, priority: .required, &random))
      }
      if Int.random(in: 0..<2, using: &random) == 0 {
        spec.constraints.append(
          constraint(
            me, .top, .equal, anchor, vertical.randomElement(using: &random)!,
            priority: .required, &random))
      }
      if Int.random(in: 0..<3, using: &random) == 0 {
        spec.constraints.append(
          constraint(
            me, .width, .equal, anchor, .width,
            multiplier: Double(Int.random(in: 1...8, using: &random)) / 4, priority: .required,
            &random))
      } else if Int.random(in: 0..<3, using: &random) == 0 {
        spec.constraints.append(
          constraint(me, .height, .greaterThanOrEqual, nil, nil, priority: .required, &random))
      }
      // A rival required constraint on the same edge, which usually cannot hold with the first
      // (it is broken) until a constant or a priority changes.
      if Int.random(in: 0..<3, using: &random) == 0 {
        spec.constraints.append(
          constraint(
            me, .left, .equal, earlierItem(before: index, &random), .left, priority: .required,
            &random))
      }
      // Weak anchoring pulls on all four variables, so the optimum is unique.
      let anchors = [
        constraint(me, .left, .equal, .root, .left, priority: randomPriority(&random), &random),
        constraint(me, .top, .equal, .root, .top, priority: randomPriority(&random), &random),
        constraint(me, .width, .equal, nil, nil, priority: randomPriority(&random), &random),
        constraint(me, .height, .equal, nil, nil, priority: randomPriority(&random), &random),
      ]
      for var anchor in anchors {
        anchor.isAnchor = true
        spec.constraints.append(anchor)
      }
    }
    // Optional constraints between any items, directional ones included.
    for _ in 0..<Int.random(in: 2...(3 * count), using: &random) {
      let first = Spec.Item.view(Int.random(in: 0..<count, using: &random))
      let second = earlierItem(before: count, &random)
      let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
        using: &random)!
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        var a = positions.randomElement(using: &random)!
        var b = positions.randomElement(using: &random)!
        if a.isDirectional != b.isDirectional && a != .centerX && b != .centerX {
          a = .centerX
          b = b == .centerX ? .left : b
        }
        spec.constraints.append(
          constraint(first, a, relation, second, b, priority: randomPriority(&random), &random))
      case 1:
        spec.constraints.append(
          constraint(
            first, vertical.randomElement(using: &random)!, relation, second,
            vertical.randomElement(using: &random)!, priority: randomPriority(&random), &random))
      default:
        let a: LayoutAttribute = Bool.random(using: &random) ? .width : .height
        let b: LayoutAttribute = Bool.random(using: &random) ? .width : .height
        spec.constraints.append(
          constraint(
            first, a, relation, second, b,
            multiplier: Double(Int.random(in: 0...8, using: &random)) / 4,
            priority: randomPriority(&random), &random))
      }
    }
    return spec
  }

  // MARK: - Building

  static func build(_ spec: Spec, activeOnly indices: [Int]? = nil) -> Built {
    let engine = LayoutEngine(
      size: spec.rootSize, safeAreaInsets: spec.safeArea, layoutDirection: spec.direction)
    engine.root.layoutMargins = spec.rootMargins
    var views: [View] = []
    for (index, viewSpec) in spec.views.enumerated() {
      let view = View("v\(index)")
      view.intrinsicContentSize = viewSpec.intrinsic
      for axis in LayoutConstraintAxis.allCases {
        view.setContentHuggingPriority(viewSpec.hugging[axis.index], for: axis)
        view.setContentCompressionResistancePriority(viewSpec.compression[axis.index], for: axis)
      }
      (viewSpec.parent < 0 ? engine.root : views[viewSpec.parent]).addSubview(view)
      views.append(view)
    }
    func item(_ item: Spec.Item) -> LayoutItem {
      switch item {
      case .root: return engine.root
      case .view(let index): return views[index]
      case .margins(let index): return (index < 0 ? engine.root : views[index]).layoutMarginsGuide
      case .safeArea: return engine.root.safeAreaLayoutGuide
      }
    }
    var constraints: [LayoutConstraint] = []
    for spec in spec.constraints {
      let constraint = LayoutConstraint(
        firstItem: item(spec.first), firstAttribute: spec.firstAttribute, relation: spec.relation,
        secondItem: spec.second.map(item), secondAttribute: spec.secondAttribute,
        multiplier: spec.multiplier, constant: spec.constant, priority: spec.priority)
      constraints.append(constraint)
    }
    let active = indices ?? spec.constraints.indices.filter { spec.constraints[$0].isActive }
    LayoutConstraint.activate(active.map { constraints[$0] })
    return Built(engine: engine, views: views, constraints: constraints)
  }

  /// Builds `spec` from scratch with the constraints `built` has applied (not the broken ones)
  /// and compares every view's frame.
  static func matchesScratch(_ built: Built, _ spec: Spec) -> String? {
    let applied = built.constraints.indices.filter {
      built.constraints[$0].isActive && !built.constraints[$0].isBroken
    }
    // Every applied required constraint holds in the solution (the engine's own check).
    let violated = built.engine.verifyLayout()
    if !violated.isEmpty { return violated.map(\.message).joined(separator: "; ") }
    let scratch = build(spec, activeOnly: applied)
    if !scratch.engine.brokenConstraints.isEmpty {
      return "the applied constraints conflict when built from scratch"
    }
    for (index, (view, other)) in zip(built.views, scratch.views).enumerated() {
      if !rectsClose(view.frameInRoot, other.frameInRoot, tolerance: 1e-6) {
        return "v\(index): incremental \(view.frameInRoot), from scratch \(other.frameInRoot)"
      }
    }
    return nil
  }

  // MARK: - The test

  /// Applies `steps` random changes to the layout of `seed`, comparing with a from-scratch build
  /// after each; returns the first mismatch.
  static func replay(seed: UInt64, steps: Int = 6, stats: inout Stats) -> String? {
    var spec = generate(seed: seed)
    var random = SplitMix64(seed: seed ^ 0xDEAD_BEEF)
    let built = build(spec)
    if let mismatch = matchesScratch(built, spec) { return "initial layout: \(mismatch)" }
    for step in 0..<steps {
      let index = Int.random(in: 0..<spec.constraints.count, using: &random)
      let constraint = built.constraints[index]
      var change = ""
      switch Int.random(in: 0..<7, using: &random) {
      case 0, 1:
        let value = randomConstant(&random)
        change = "constant of \(constraint) to \(value)"
        constraint.constant = value
        spec.constraints[index].constant = value
      case 2, 3:
        // Optional to optional mostly; sometimes required to optional or back.
        var value = randomPriority(&random)
        if Int.random(in: 0..<5, using: &random) == 0 && !spec.constraints[index].isAnchor {
          value = .required
        }
        change = "priority of \(constraint) to \(value.rawValue)"
        constraint.priority = value
        spec.constraints[index].priority = value
      case 4 where !spec.constraints[index].isAnchor:
        let active = !constraint.isActive
        change = "\(active ? "activate" : "deactivate") \(constraint)"
        constraint.isActive = active
        spec.constraints[index].isActive = active
      case 4, 5:
        let viewIndex = Int.random(in: 0..<spec.views.count, using: &random)
        let view = built.views[viewIndex]
        var size = spec.views[viewIndex].intrinsic
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          size.width = size.width == nil ? Double(Int.random(in: 10...150, using: &random)) : nil
        case 1: size.height = Double(Int.random(in: 10...60, using: &random))
        default: size.width = Double(Int.random(in: 10...150, using: &random))
        }
        change = "intrinsic size of v\(viewIndex) to \(size)"
        view.intrinsicContentSize = size
        spec.views[viewIndex].intrinsic = size
      default:
        let viewIndex = Int.random(in: 0..<spec.views.count, using: &random)
        let axis = LayoutConstraintAxis.allCases.randomElement(using: &random)!
        let value = randomPriority(&random)
        if Bool.random(using: &random) {
          change = "hugging of v\(viewIndex) to \(value.rawValue)"
          built.views[viewIndex].setContentHuggingPriority(value, for: axis)
          spec.views[viewIndex].hugging[axis.index] = value
        } else {
          change = "compression resistance of v\(viewIndex) to \(value.rawValue)"
          built.views[viewIndex].setContentCompressionResistancePriority(value, for: axis)
          spec.views[viewIndex].compression[axis.index] = value
        }
      }
      stats.steps += 1
      if !built.engine.brokenConstraints.isEmpty { stats.stepsWithBrokenConstraints += 1 }
      if built.engine.diagnostics.contains(where: { $0.kind == .recovered }) {
        stats.stepsAfterARecovery += 1
      }
      if let mismatch = matchesScratch(built, spec) {
        return "step \(step) (\(change)): \(mismatch)"
      }
    }
    // Engine-level changes too: root size, insets and direction.
    built.engine.rootSize = Size(width: 414, height: 896)
    spec.rootSize = Size(width: 414, height: 896)
    built.engine.root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 21, right: 0)
    spec.safeArea = EdgeInsets(top: 44, left: 0, bottom: 21, right: 0)
    built.engine.root.layoutMargins = EdgeInsets(top: 4, left: 12, bottom: 6, right: 20)
    spec.rootMargins = EdgeInsets(top: 4, left: 12, bottom: 6, right: 20)
    if let mismatch = matchesScratch(built, spec) { return "after resizing: \(mismatch)" }
    let flipped: LayoutDirection = spec.direction == .leftToRight ? .rightToLeft : .leftToRight
    built.engine.layoutDirection = flipped
    spec.direction = flipped
    if let mismatch = matchesScratch(built, spec) { return "after flipping: \(mismatch)" }
    return nil
  }

  /// What the generated cases exercised, to check that they cover conflicts too.
  struct Stats {
    var steps = 0
    var stepsWithBrokenConstraints = 0
    var stepsAfterARecovery = 0
  }

  @Test func incrementalChangesMatchBuildingFromScratch() {
    var failures = 0
    var stats = Stats()
    // 300 seeds at full size, the first 60 in the slice (TestScale): enough for steps that
    // recover from broken constraints to occur.
    let seeds = TestScale.count(300, slice: 60)
    for seed in UInt64(1)...UInt64(seeds) {
      if let mismatch = RandomizedLayoutTests.replay(seed: seed, stats: &stats) {
        Issue.record("seed \(seed): \(mismatch)")
        failures += 1
        if failures >= 5 { break }
      }
    }
    #expect(stats.steps == 6 * seeds)
    // As often as at full size for the share of the seeds the slice runs (a fifth).
    #expect(stats.stepsWithBrokenConstraints > TestScale.count(20, slice: 4), "\(stats)")
    #expect(stats.stepsAfterARecovery > TestScale.count(5, slice: 1), "\(stats)")
  }
}
