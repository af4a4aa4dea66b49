import ConstraintSolver
import Testing

@testable import LayoutBehaviors

/// The priority → strength mapping and the expectations of issue 4, point 4.
@Suite struct LayoutPriorityTests {
  /// A view whose width is pulled by constraints `width == target @priority`; returns the solved
  /// width.
  private func solvedWidth(_ pulls: [(target: Double, priority: LayoutPriority)]) -> Double {
    let engine = makePhoneEngine()
    let box = addView("box", to: engine.root)
    LayoutConstraint.activate(
      pulls.map { pull in
        let constraint = box.widthAnchor.constraint(equalToConstant: pull.target)
        constraint.priority = pull.priority
        return constraint
      })
    return box.frame.width
  }

  @Test func strengthsOfTheNamedLevels() {
    #expect(LayoutPriority.required.strength == Strength.required)
    expectNumber(LayoutPriority.defaultLow.strength.value, 100)
    expectNumber(LayoutPriority.defaultHigh.strength.value, 1_000_000)
    expectNumber(LayoutPriority(500).strength.value, 10_000)
    expectNumber(LayoutPriority.fittingSizeLevel.strength.value, 2.511_886_431_509_58)
    expectNumber(LayoutPriority(999).strength.value, 98_174_794.301_998_1)
    expectNumber(LayoutPriority(1).strength.value, 1.018_591_388_903_170_9)
  }

  @Test func everyPointOfPriorityIsTheSameFactor() {
    let factor = 1.018_591_388_903_170_9  // 10^(1/125)
    var previous = LayoutPriority(1).strength.value
    for value in 2...999 {
      let strength = LayoutPriority(Double(value)).strength.value
      #expect(strength > previous)
      expectNumber(strength / previous, factor, "at \(value)")
      previous = strength
    }
    // Every optional strength stays more than ten times below required.
    #expect(previous * 10 < Strength.required.value)
    // Fractional priorities fall in between.
    #expect(LayoutPriority(750.5).strength > LayoutPriority(750).strength)
    #expect(LayoutPriority(750.5).strength < LayoutPriority(751).strength)
  }

  @Test func aRequiredConstraintIsNeverBrokenForOptionalOnes() {
    // One required pull to 100 against many strong optional pulls to 300.
    var pulls: [(Double, LayoutPriority)] = [(100, .required)]
    for _ in 0..<50 { pulls.append((300, 999)) }
    expectNumber(solvedWidth(pulls), 100)
  }

  @Test func higherOptionalPriorityWins() {
    expectNumber(solvedWidth([(100, 999), (200, 750)]), 100)
    expectNumber(solvedWidth([(200, 750), (100, 999)]), 100)
    expectNumber(solvedWidth([(100, 251), (200, 250)]), 100)
    expectNumber(solvedWidth([(200, 250), (100, 251)]), 100)
    expectNumber(solvedWidth([(100, 250), (200, .fittingSizeLevel)]), 100)
    expectNumber(solvedWidth([(100, 2), (200, 1)]), 100)
  }

  @Test func one750BeatsTen250s() {
    var pulls: [(Double, LayoutPriority)] = [(100, .defaultHigh)]
    for _ in 0..<10 { pulls.append((200, .defaultLow)) }
    expectNumber(solvedWidth(pulls), 100)
  }

  @Test func one750BeatsTen250sOnDifferentViews() {
    // The pulls need not share a constraint: ten 250 constraints on ten views chained to one
    // row, each wanting the row 50 points wider, lose to one 750 constraint on the row.
    let engine = makePhoneEngine()
    let row = addView("row", to: engine.root)
    let width = row.widthAnchor.constraint(equalToConstant: 100)
    width.priority = .defaultHigh
    var constraints = [width]
    for index in 0..<10 {
      let cell = addView("cell\(index)", to: row)
      constraints.append(cell.widthAnchor.constraint(equalToConstant: 150))
      let pull = row.widthAnchor.constraint(equalTo: cell.widthAnchor)
      pull.priority = .defaultLow
      constraints.append(pull)
    }
    LayoutConstraint.activate(constraints)
    expectNumber(row.frame.width, 100)
  }

  @Test func theMappingIsNotAStrictHierarchy() {
    // The documented limit: p beats k constraints of priority q (same violation) only when
    // p − q > 125 · log10(k). 251 against two 250s: 1 < 37.6, so the two 250s win.
    expectNumber(solvedWidth([(100, 251), (200, 250), (200, 250)]), 200)
    // Ten 250s: the threshold is 125 points. 376 wins, 374 loses.
    var pulls: [(Double, LayoutPriority)] = Array(repeating: (200, .defaultLow), count: 10)
    expectNumber(solvedWidth([(100, 376)] + pulls), 100)
    expectNumber(solvedWidth([(100, 374)] + pulls), 200)
    // A hundred 250s need more than 250 points: 501 wins, 499 loses.
    pulls = Array(repeating: (200, .defaultLow), count: 100)
    expectNumber(solvedWidth([(100, 501)] + pulls), 100)
    expectNumber(solvedWidth([(100, 499)] + pulls), 200)
  }

  /// Whole priorities are looked up in a table, the others computed: both give 10^(p / 125),
  /// the same number for the same priority.
  @Test func wholePrioritiesHaveTheComputedStrength() {
    // Worked by hand: 10^1, 10^2, 10^4, 10^6, exact in the series (no fraction).
    #expect(LayoutPriority(125).strength.value == 10)
    #expect(LayoutPriority.defaultLow.strength.value == 100)
    #expect(LayoutPriority(500).strength.value == 10_000)
    #expect(LayoutPriority.defaultHigh.strength.value == 1_000_000)
    for whole in 1...999 {
      let priority = LayoutPriority(Double(whole))
      #expect(priority.strength.value == LayoutPriority.strengthBase(Double(whole)), "\(whole)")
      // Between two whole priorities, strictly between their strengths.
      let half = LayoutPriority(Double(whole) + 0.5)
      if whole < 999 {
        #expect(half.strength.value > priority.strength.value, "\(whole)")
        #expect(
          half.strength.value < LayoutPriority(Double(whole + 1)).strength.value, "\(whole)")
      }
    }
  }

  @Test func requiredIsNotAnOptionalStrength() {
    #expect(LayoutPriority.required.isRequired)
    #expect(!LayoutPriority(999.999).isRequired)
    #expect(!LayoutPriority(999.999).strength.isRequired)
  }
}
