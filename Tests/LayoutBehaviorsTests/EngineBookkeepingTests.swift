import Testing

@testable import LayoutBehaviors

/// The engine indexes its active constraints by slots stored on the constraints and items
/// (swap-removed lists, the items' lists built on first need): random sequences of activations,
/// deactivations, views added and removed, constant changes and direction flips keep every list
/// exactly the active constraints, in activation order where the engine reports them, and the
/// frames those of a fresh engine built with the same active constraints (issue 14, target 1).
///
/// Each case is generated from a seed (SplitMix64); a failure prints the seed and the step.
@Suite struct EngineBookkeepingTests {
  /// A view of the generated tree and the rectangle every constraint of the case agrees with,
  /// in root coordinates.
  struct Placed {
    var view: View
    var target: Rect
  }

  /// One random case: `steps` operations on a tree of views whose constraints all agree with
  /// each view's target rectangle, except "bad" required constraints that contradict the
  /// never-deactivated required sizes and so always stay broken.
  ///
  /// - Returns: a description of the first mismatch, or `nil`.
  static func replay(seed: UInt64, steps: Int) -> String? {
    var random = SplitMix64(seed: seed)
    let engine = LayoutEngine(size: Size(width: 400, height: 400))
    var placed: [Placed] = [
      Placed(view: engine.root, target: Rect(x: 0, y: 0, width: 400, height: 400))
    ]
    /// The active user constraints the test expects, in activation order.
    var expected: [LayoutConstraint] = []
    var bad: [LayoutConstraint] = []
    /// The views' anchors, never deactivated (they go with their view).
    var anchors: [LayoutConstraint] = []
    var serial = 0

    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// Adds a view under a random view of the tree, with its never-deactivated anchors: a
    /// required size and optional (250) pins of its position to the root, which make the target
    /// the unique optimum whatever else is active.
    func addView() {
      let parent = placed[int(0...(placed.count - 1))]
      serial += 1
      let view = View("v\(serial)")
      parent.view.addSubview(view)
      let target = Rect(
        x: Double(int(0...300)), y: Double(int(0...300)), width: Double(int(1...90)),
        height: Double(int(1...90)))
      placed.append(Placed(view: view, target: target))
      let root = engine.root
      let made = [
        view.widthAnchor.constraint(equalToConstant: target.width),
        view.heightAnchor.constraint(equalToConstant: target.height),
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: target.x),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: target.y),
      ]
      made[2].priority = .defaultLow
      made[3].priority = .defaultLow
      LayoutConstraint.activate(made)
      expected += made
      anchors += made
    }

    /// A random constraint between two placed views that the targets satisfy.
    func agreeingConstraint() -> LayoutConstraint {
      let a = placed[int(0...(placed.count - 1))]
      let b = placed[int(0...(placed.count - 1))]
      let made: LayoutConstraint
      switch int(0...3) {
      case 0:
        // a.right == b.left + (a.maxX − b.minX)
        made = a.view.rightAnchor.constraint(
          equalTo: b.view.leftAnchor, constant: a.target.maxX - b.target.x)
      case 1:
        // a.centerY <= b.bottom + (a.midY − b.maxY) + 3: satisfied with 3 to spare.
        made = a.view.centerYAnchor.constraint(
          lessThanOrEqualTo: b.view.bottomAnchor,
          constant: a.target.y + a.target.height / 2 - b.target.maxY + 3)
      case 2:
        // a.width == 2 × b.width + (a.width − 2 × b.width)
        made = a.view.widthAnchor.constraint(
          equalTo: b.view.widthAnchor, multiplier: 2, constant: a.target.width - 2 * b.target.width)
      default:
        // a.height >= b.height + (a.height − b.height) − 1, at priority 750.
        made = a.view.heightAnchor.constraint(
          greaterThanOrEqualTo: b.view.heightAnchor,
          constant: a.target.height - b.target.height - 1)
        made.priority = .defaultHigh
      }
      return made
    }

    /// Whether a constraint involves one of `views`.
    func involves(_ constraint: LayoutConstraint, _ views: [View]) -> Bool {
      views.contains { $0 === constraint.firstItem || $0 === constraint.secondItem }
    }

    for _ in 0..<6 { addView() }
    for step in 0..<steps {
      switch int(0...9) {
      case 0, 1:
        addView()
      case 2, 3:
        let made = agreeingConstraint()
        made.isActive = true
        expected.append(made)
      case 4:
        // A required size that contradicts the view's required size: broken, and stays so.
        guard placed.count > 1 else { continue }
        let view = placed[int(1...(placed.count - 1))]
        let made = view.view.widthAnchor.constraint(equalToConstant: view.target.width + 7)
        made.isActive = true
        expected.append(made)
        bad.append(made)
      case 5, 6:
        // Deactivate a constraint that is not a view's anchor (anchors are the first four).
        let removable = expected.filter { constraint in !anchors.contains { $0 === constraint } }
        guard !removable.isEmpty else { continue }
        let victim = removable[int(0...(removable.count - 1))]
        victim.isActive = false
        expected.removeAll { $0 === victim }
        bad.removeAll { $0 === victim }
      case 7:
        // Remove a view and its subtree: their constraints go with them.
        guard placed.count > 2 else { continue }
        let index = int(1...(placed.count - 1))
        let gone = placed[index].view
        var subtree: [View] = []
        var stack = [gone]
        while let next = stack.popLast() {
          subtree.append(next)
          stack += next.subviews
        }
        gone.removeFromSuperview()
        placed.removeAll { entry in subtree.contains { $0 === entry.view } }
        for constraint in expected where involves(constraint, subtree) {
          if constraint.isActive {
            return "seed \(seed), step \(step): '\(constraint)' is still active after removal"
          }
        }
        expected.removeAll { involves($0, subtree) }
        bad.removeAll { involves($0, subtree) }
        anchors.removeAll { involves($0, subtree) }
      case 8:
        // Move an agreeing constraint's constant away and back: the frames come back.
        guard let made = expected.last(where: { !$0.isBroken && $0.secondItem != nil }) else {
          continue
        }
        let constant = made.constant
        made.constant = constant + 5
        made.constant = constant
      default:
        engine.layoutDirection = .rightToLeft
        engine.layoutDirection = .leftToRight
      }

      // The engine's lists against the expected ones.
      engine._checkBookkeeping()
      if engine.constraints.map(ObjectIdentifier.init) != expected.map(ObjectIdentifier.init) {
        return "seed \(seed), step \(step): the active constraints differ"
      }
      let broken = expected.filter { constraint in bad.contains { $0 === constraint } }
      if engine.brokenConstraints.map(ObjectIdentifier.init) != broken.map(ObjectIdentifier.init) {
        return "seed \(seed), step \(step): the broken constraints differ"
      }
      for entry in placed {
        let involving = engine.constraints(involving: entry.view).filter { $0.origin == .user }
        let wanted = expected.filter { involves($0, [entry.view]) }
        if involving.map(ObjectIdentifier.init) != wanted.map(ObjectIdentifier.init) {
          return "seed \(seed), step \(step): the constraints of '\(entry.view.identifier)' differ"
        }
        if !rectsClose(entry.view.frameInRoot, entry.target) {
          return "seed \(seed), step \(step): '\(entry.view.identifier)' is at "
            + "\(entry.view.frameInRoot), not \(entry.target)"
        }
      }
    }

    // A fresh engine with the same tree and active constraints, activated in the same order.
    let fresh = LayoutEngine(size: engine.rootSize)
    var copies: [ObjectIdentifier: View] = [ObjectIdentifier(engine.root): fresh.root]
    for view in engine.views.dropFirst() {
      let copy = View(view.identifier)
      copies[ObjectIdentifier(view.superview!)]!.addSubview(copy)
      copies[ObjectIdentifier(view)] = copy
    }
    for constraint in engine.constraints {
      guard
        let copy = try? LayoutConstraint(
          item: copies[ObjectIdentifier(constraint.firstItem)]!,
          attribute: constraint.firstAttribute, relatedBy: constraint.relation,
          toItem: constraint.secondItem.map { copies[ObjectIdentifier($0)]! },
          attribute: constraint.secondAttribute, multiplier: constraint.multiplier,
          constant: constraint.constant, priority: constraint.priority)
      else { return "seed \(seed): '\(constraint)' cannot be copied" }
      copy.isActive = true
    }
    let ours = engine.frames
    let theirs = fresh.frames
    guard ours.count == theirs.count else { return "seed \(seed): the trees differ" }
    for (a, b) in zip(ours, theirs) where !rectsClose(a.frameInRoot, b.frameInRoot) {
      return "seed \(seed): '\(a.identifier)' is at \(a.frameInRoot), fresh \(b.frameInRoot)"
    }
    if fresh.brokenConstraints.count != engine.brokenConstraints.count {
      return "seed \(seed): \(engine.brokenConstraints.count) broken, fresh "
        + "\(fresh.brokenConstraints.count)"
    }
    return nil
  }

  @Test func randomSequencesKeepTheListsExact() {
    for seed in UInt64(1)...60 {
      let mismatch = Self.replay(seed: seed, steps: 40)
      #expect(mismatch == nil, "\(mismatch ?? "") (replay with replay(seed: \(seed), steps: 40))")
      if mismatch != nil { return }
    }
  }

  /// A constraint between an item and itself is listed once and leaves cleanly.
  @Test func aConstraintOnOneItemIsListedOnce() {
    let engine = LayoutEngine(size: Size(width: 100, height: 100))
    let view = View("square")
    engine.root.addSubview(view)
    // width == 1 × height + 0 and height == 40: a 40 × 40 square.
    let square = view.widthAnchor.constraint(equalTo: view.heightAnchor)
    LayoutConstraint.activate([square, view.heightAnchor.constraint(equalToConstant: 40)])
    #expect(engine.constraints(involving: view).count == 2)
    engine._checkBookkeeping()
    #expect(view.frameInRoot.width == 40)
    square.isActive = false
    engine._checkBookkeeping()
    #expect(engine.constraints(involving: view).count == 1)
    view.removeFromSuperview()
    engine._checkBookkeeping()
    #expect(view.activeConstraints.isEmpty)
    #expect(engine.constraints.isEmpty)
  }

  /// Conflicts are named after the items' lists were never built and after they were: the map
  /// from solver constraints is built on first need and kept from then on.
  @Test func conflictsAreNamedBeforeAndAfterTheLazyIndexes() {
    let engine = LayoutEngine(size: Size(width: 100, height: 100))
    let view = View("box")
    engine.root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 30)
    width.isActive = true
    // 30 ≠ 31: the newcomer is broken and names the first.
    let wider = view.widthAnchor.constraint(equalToConstant: 31)
    wider.isActive = true
    #expect(wider.isBroken)
    #expect(wider.conflictingConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
    // A constraint applied after the map exists is found in it too.
    let other = View("other")
    engine.root.addSubview(other)
    let otherWidth = other.widthAnchor.constraint(equalTo: view.widthAnchor)
    otherWidth.isActive = true
    let clash = other.widthAnchor.constraint(equalToConstant: 50)
    clash.isActive = true
    #expect(clash.isBroken)
    #expect(
      clash.conflictingConstraints.map(ObjectIdentifier.init)
        == [ObjectIdentifier(width), ObjectIdentifier(otherWidth)])
    // Removing the first width lets `wider` recover (in activation order), then `clash` still
    // conflicts with 31.
    width.isActive = false
    #expect(!wider.isBroken)
    #expect(clash.isBroken)
    #expect(
      clash.conflictingConstraints.map(ObjectIdentifier.init)
        == [ObjectIdentifier(wider), ObjectIdentifier(otherWidth)])
    engine._checkBookkeeping()
  }
}
