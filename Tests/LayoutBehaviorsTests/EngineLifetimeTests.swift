import Testing

@testable import LayoutBehaviors

/// A view's engine and a constraint's engine are held without a reference count and cleared by
/// the engine (when a view leaves its tree, a constraint is removed, or the engine goes): random
/// sequences that make and drop engines, move views between trees, activate and change
/// constraints and read frames keep every reference either `nil` or an engine that is alive and
/// holds the view or constraint. A reference the engine forgot to clear would point at a freed
/// (or reused) engine and fail these checks; `swift test --sanitize=address` makes such a read a
/// crash.
///
/// Each case is generated from a seed (SplitMix64); a failure prints the seed and the step.
@Suite struct EngineLifetimeTests {
  /// Runs one case and returns the first broken invariant, or `nil`.
  static func replay(seed: UInt64, steps: Int) -> String? {
    var random = SplitMix64(seed: seed)
    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    var engines: [LayoutEngine] = []
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    var serial = 0

    func newView() -> View {
      serial += 1
      let view = View("v\(serial)")
      view.intrinsicContentSize = IntrinsicContentSize(
        width: Double(int(1...50)), height: Double(int(1...50)))
      views.append(view)
      return view
    }

    /// Whether `view` is one of `engine`'s views.
    func isInTree(_ view: View, of engine: LayoutEngine) -> Bool {
      engine.views.contains { $0 === view }
    }

    func check(_ step: Int, _ operation: String) -> String? {
      let at = "seed \(seed), step \(step) (\(operation))"
      for view in views {
        guard let engine = view.layoutEngine else { continue }
        guard engines.contains(where: { $0 === engine }), isInTree(view, of: engine) else {
          return "\(at): '\(view.identifier)' names an engine that does not hold it"
        }
        _ = view.frame
      }
      for constraint in constraints where constraint.isActive {
        guard let engine = constraint.engine, engines.contains(where: { $0 === engine }),
          constraint.firstItem.layoutEngine === engine
        else {
          return "\(at): an active constraint names no live engine holding its item"
        }
      }
      for constraint in constraints where !constraint.isActive && constraint.engine != nil {
        return "\(at): an inactive constraint still names an engine"
      }
      return nil
    }

    for step in 0..<steps {
      let operation: String
      switch int(0...9) {
      case 0 where engines.count < 3, 1 where engines.isEmpty:
        operation = "make an engine"
        let engine = LayoutEngine(size: Size(width: 300, height: 300))
        engines.append(engine)
        views.append(engine.root)
      case 1:
        operation = "drop an engine"
        engines.remove(at: int(0...(engines.count - 1)))
      case 2, 3:
        operation = "add a view"
        let parents = views.filter { $0.layoutEngine != nil || $0.superview == nil }
        guard let parent = parents.isEmpty ? nil : parents[int(0...(parents.count - 1))] else {
          continue
        }
        let child =
          int(0...2) == 0 && views.contains(where: { $0.superview == nil && $0 !== parent })
          ? views.filter { $0.superview == nil && $0 !== parent && !$0.isDescendant(of: parent) }
            .first ?? newView() : newView()
        if parent.isDescendant(of: child) || child.layoutEngine?.root === child { continue }
        parent.addSubview(child)
      case 4:
        operation = "remove a view"
        let removable = views.filter { $0.superview != nil }
        guard !removable.isEmpty else { continue }
        removable[int(0...(removable.count - 1))].removeFromSuperview()
      case 5, 6:
        operation = "activate a constraint"
        let placed = views.filter { $0.layoutEngine != nil }
        guard placed.count >= 2 else { continue }
        let first = placed[int(0...(placed.count - 1))]
        let second = placed[int(0...(placed.count - 1))]
        let constraint = first.leadingAnchor.constraint(
          equalTo: second.leadingAnchor, constant: Double(int(0...20)))
        constraint.priority = int(0...1) == 0 ? .required : LayoutPriority(500)
        constraints.append(constraint)
        constraint.isActive = true
      case 7:
        operation = "change or deactivate a constraint"
        guard !constraints.isEmpty else { continue }
        let constraint = constraints[int(0...(constraints.count - 1))]
        if int(0...1) == 0 {
          constraint.constant = Double(int(0...40))
        } else {
          constraint.isActive = false
        }
      default:
        operation = "change a view's visual state"
        guard !views.isEmpty else { continue }
        let view = views[int(0...(views.count - 1))]
        view.alpha = Double(int(0...10)) / 10
        view.transform = AffineTransform(translationX: Double(int(0...9)), y: 0)
      }
      if let failure = check(step, operation) { return failure }
    }
    engines.removeAll()
    return check(steps, "drop every engine")
  }

  @Test func referencesNeverOutliveTheirEngine() {
    var failures: [String] = []
    for seed in 1...UInt64(60) {
      if let failure = Self.replay(seed: seed, steps: 80) { failures.append(failure) }
    }
    #expect(
      failures.count == 0,
      "\(failures.count) failing seeds; the first: \(failures.prefix(3).joined(separator: "; "))")
  }
}
