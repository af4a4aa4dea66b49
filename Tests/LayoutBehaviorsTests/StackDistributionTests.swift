import Testing

@testable import LayoutBehaviors

/// Known answers for every distribution on both axes. The fixture (``StackFixture``): three
/// views of intrinsic sizes 40, 60, 80 along the axis, spacing 10, the stack at 0.
@Suite struct StackDistributionTests {
  static let axes: [LayoutConstraintAxis] = [.horizontal, .vertical]

  @Test(arguments: axes) func fillStretchesTheLastViewWhenHuggingTies(axis: LayoutConstraintAxis) {
    // 40 + 10 + 60 + 10 + 80 = 200 in a 300 stack: 100 left over. The three hug at 250; the tie
    // goes by index, so the last view stretches: c = 80 + 100 = 180.
    // Positions: a 0, b 40 + 10 = 50, c 50 + 60 + 10 = 120.
    let fixture = StackFixture(axis: axis)
    fixture.expectAlong([(0, 40), (50, 60), (120, 180)])
    #expect(fixture.engine.brokenConstraints.isEmpty)
    #expect(fixture.engine.ambiguities().isEmpty)
  }

  @Test(arguments: axes) func fillStretchesTheLowestHugging(axis: LayoutConstraintAxis) {
    // b hugs at 249, below a and c: b takes the 100 left over: 60 + 100 = 160.
    // Positions: a 0, b 50, c 50 + 160 + 10 = 220.
    let fixture = StackFixture(axis: axis)
    fixture.views[1].setContentHuggingPriority(249, for: axis)
    fixture.expectAlong([(0, 40), (50, 160), (220, 80)])
  }

  @Test(arguments: axes) func fillShrinksTheLastViewWhenResistanceTies(axis: LayoutConstraintAxis) {
    // A 150 stack: 200 needed, 50 short. Compression resistance ties at 750, so the last view
    // shrinks: c = 80 − 50 = 30 at 120.
    let fixture = StackFixture(axis: axis, length: 150)
    fixture.expectAlong([(0, 40), (50, 60), (120, 30)])
  }

  @Test(arguments: axes) func fillShrinksTheLowestResistance(axis: LayoutConstraintAxis) {
    // A 170 stack: 200 needed, 30 short. a resists at 740, below b and c: a = 40 − 30 = 10.
    // Positions: a 0, b 10 + 10 = 20, c 20 + 60 + 10 = 90.
    let fixture = StackFixture(axis: axis, length: 170)
    fixture.views[0].setContentCompressionResistancePriority(740, for: axis)
    fixture.expectAlong([(0, 10), (20, 60), (90, 80)])
  }

  @Test(arguments: axes) func fillEquallyGivesEveryViewTheSameSize(axis: LayoutConstraintAxis) {
    // (320 − 2 × 10) / 3 = 100 each. Positions: 0, 110, 220.
    let fixture = StackFixture(axis: axis, distribution: .fillEqually, length: 320)
    fixture.expectAlong([(0, 100), (110, 100), (220, 100)])
    #expect(fixture.engine.ambiguities().isEmpty)
  }

  @Test(arguments: axes) func fillProportionallyFollowsIntrinsicSizes(axis: LayoutConstraintAxis) {
    // 380 − 20 of spacing = 360 shared 40 : 60 : 80 (total 180, so ×2): 80, 120, 160.
    // Positions: 0, 80 + 10 = 90, 90 + 120 + 10 = 220; 220 + 160 = 380.
    let fixture = StackFixture(axis: axis, distribution: .fillProportionally, length: 380)
    fixture.expectAlong([(0, 80), (90, 120), (220, 160)])
    #expect(fixture.engine.brokenConstraints.isEmpty)
  }

  @Test(arguments: axes) func equalSpacingPadsTheGapsEvenly(axis: LayoutConstraintAxis) {
    // Intrinsic sizes 40 + 60 + 80 = 180 in 300: two gaps of (300 − 180) / 2 = 60.
    // Positions: 0, 40 + 60 = 100, 100 + 60 + 60 = 220.
    let fixture = StackFixture(axis: axis, distribution: .equalSpacing)
    fixture.expectAlong([(0, 40), (100, 60), (220, 80)])
    #expect(fixture.engine.ambiguities().isEmpty)
  }

  @Test(arguments: axes) func equalSpacingKeepsTheSpacingWhenShort(axis: LayoutConstraintAxis) {
    // A 150 stack: 180 + 2 × 10 = 200 needed, so the gaps stay at their minimum 10 and the last
    // view shrinks by 50 (ties by index): c = 30 at 120.
    let fixture = StackFixture(axis: axis, distribution: .equalSpacing, length: 150)
    fixture.expectAlong([(0, 40), (50, 60), (120, 30)])
  }

  @Test(arguments: axes) func equalCenteringSpacesTheCenters(axis: LayoutConstraintAxis) {
    // a's center is at 20, c's at 300 − 40 = 260; b's center halfway: 140, so b at 140 − 30
    // = 110. Gaps: 110 − 40 = 70 and 220 − 170 = 50, both at least 10.
    let fixture = StackFixture(axis: axis, distribution: .equalCentering)
    fixture.expectAlong([(0, 40), (110, 60), (220, 80)])
    #expect(fixture.engine.ambiguities().isEmpty)
  }

  @Test(arguments: axes) func fillHugsItsViewsWhenTheStackIsFree(axis: LayoutConstraintAxis) {
    // No size along the axis: the stack is as long as its views and gaps, 40 + 60 + 80 + 20.
    let fixture = StackFixture(axis: axis, length: nil)
    fixture.expectAlong([(0, 40), (50, 60), (120, 80)])
    let frame = fixture.stackView.frame
    expectNumber(axis == .horizontal ? frame.width : frame.height, 200)
  }
}
