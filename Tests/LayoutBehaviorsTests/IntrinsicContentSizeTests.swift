import ConstraintSolver
import Testing

@testable import LayoutBehaviors

/// Intrinsic content size, content hugging and compression resistance, as Auto Layout.
@Suite struct IntrinsicContentSizeTests {
  /// A label in the root's top-left corner with the given intrinsic size, plus a width pull of
  /// the given priority.
  private func label(
    intrinsicWidth: Double, pullTo target: Double, priority: LayoutPriority
  ) -> (LayoutEngine, View) {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: intrinsicWidth, height: 20)
    let pull = label.widthAnchor.constraint(equalToConstant: target)
    pull.priority = priority
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor),
      pull,
    ])
    return (engine, label)
  }

  @Test func theIntrinsicSizeAloneSizesTheView() {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 21)
    LayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: engine.root.centerXAnchor),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
    ])
    expectRect(label.frame, 127.5, 10, 120, 21)
  }

  @Test func twoInequalitiesAtTheirPriorities() {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: 120)
    label.setContentHuggingPriority(300, for: .horizontal)
    let constraints = engine.constraints(involving: label)
    #expect(
      constraints.map(\.description) == ["label.width >= 120 @750", "label.width <= 120 @300"])
    #expect(constraints.map(\.origin) == [.compressionResistance, .contentHugging])
    #expect(
      constraints[0].solverConstraint.map { engine.solver.strength(of: $0) }
        == LayoutPriority(750).strength)
  }

  @Test func eachAxisKeepsItsOwnPriorities() {
    let view = View("view")
    view.setContentHuggingPriority(300, for: .horizontal)
    view.setContentCompressionResistancePriority(900, for: .vertical)
    #expect(view.contentHuggingPriority(for: .horizontal) == 300)
    #expect(view.contentHuggingPriority(for: .vertical) == 250)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == 900)
    view.setContentHuggingPriority(260, for: .vertical)
    view.setContentCompressionResistancePriority(740, for: .horizontal)
    #expect(view.contentHuggingPriority(for: .horizontal) == 300)
    #expect(view.contentHuggingPriority(for: .vertical) == 260)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == 740)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == 900)
  }

  @Test func defaultsAreThoseOfUIKit() {
    let view = View("view")
    for axis in LayoutConstraintAxis.allCases {
      #expect(view.contentHuggingPriority(for: axis) == 250)
      #expect(view.contentCompressionResistancePriority(for: axis) == 750)
    }
    #expect(view.intrinsicContentSize == .none)
    #expect(view.layoutMargins == EdgeInsets(all: 8))
    #expect(view.safeAreaInsets == .zero)
    #expect(!view.isHidden)
  }

  @Test func compressionResistanceAgainstAPull() {
    // A 749 pull to 80 loses to compression resistance 750; a 751 pull wins.
    expectNumber(label(intrinsicWidth: 120, pullTo: 80, priority: 749).1.frame.width, 120)
    expectNumber(label(intrinsicWidth: 120, pullTo: 80, priority: 751).1.frame.width, 80)
  }

  @Test func huggingAgainstAPull() {
    // A 249 pull to 200 loses to hugging 250; a 251 pull wins.
    expectNumber(label(intrinsicWidth: 120, pullTo: 200, priority: 249).1.frame.width, 120)
    expectNumber(label(intrinsicWidth: 120, pullTo: 200, priority: 251).1.frame.width, 200)
  }

  @Test func changingPrioritiesResolvesInPlace() throws {
    let (engine, label) = label(intrinsicWidth: 120, pullTo: 200, priority: 300)
    expectNumber(label.frame.width, 200)
    let hugging = try #require(engine.contentSizeConstraints(of: label, axis: .horizontal).last)
    let solverConstraint = try #require(hugging.solverConstraint)
    label.setContentHuggingPriority(301, for: .horizontal)
    #expect(hugging.solverConstraint === solverConstraint)
    expectNumber(label.frame.width, 120)
    label.setContentCompressionResistancePriority(100, for: .horizontal)
    label.setContentHuggingPriority(100, for: .horizontal)
    expectNumber(label.frame.width, 200)
  }

  @Test func changingTheIntrinsicSizeMovesTheConstantsInPlace() throws {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 20)
    let before = engine.constraints(involving: label).compactMap(\.solverConstraint)
    label.intrinsicContentSize = IntrinsicContentSize(width: 60, height: 20)
    let after = engine.constraints(involving: label).compactMap(\.solverConstraint)
    #expect(before.count == 4)
    #expect(zip(before, after).allSatisfy { $0 === $1 })
    expectRect(label.frame, 0, 0, 60, 20)
  }

  @Test func removingAnAxisRemovesItsConstraints() {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 20)
    label.intrinsicContentSize.width = nil
    #expect(
      engine.constraints(involving: label).map(\.description) == [
        "label.height >= 20 @750", "label.height <= 20 @250",
      ])
    label.intrinsicContentSize = .none
    #expect(engine.constraints(involving: label).isEmpty)
    label.intrinsicContentSize = IntrinsicContentSize(width: 10)
    expectRect(label.frame, 0, 0, 10, 0)
  }

  @Test func prioritiesSetBeforeJoiningTheTreeAreUsed() {
    let engine = makePhoneEngine()
    let label = View("label")
    label.intrinsicContentSize = IntrinsicContentSize(width: 100)
    label.setContentHuggingPriority(.required, for: .horizontal)
    engine.root.addSubview(label)
    #expect(
      engine.constraints(involving: label).map(\.description) == [
        "label.width >= 100 @750", "label.width <= 100",
      ])
    let pull = label.widthAnchor.constraint(equalToConstant: 300)
    pull.priority = 999
    pull.isActive = true
    expectNumber(label.frame.width, 100)
  }

  @Test func verticalAxisIsIndependent() {
    let engine = makePhoneEngine()
    let label = addView("label", to: engine.root)
    label.intrinsicContentSize = IntrinsicContentSize(width: 50, height: 30)
    label.setContentCompressionResistancePriority(100, for: .vertical)
    let squeeze = label.heightAnchor.constraint(equalToConstant: 10)
    squeeze.priority = 200
    let squeezeWidth = label.widthAnchor.constraint(equalToConstant: 10)
    squeezeWidth.priority = 200
    LayoutConstraint.activate([squeeze, squeezeWidth])
    expectRect(label.frame, 0, 0, 50, 10)
  }
}
