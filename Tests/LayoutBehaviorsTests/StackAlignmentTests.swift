import Testing

@testable import LayoutBehaviors

/// Known answers for every alignment on both axes. The fixture (``StackFixture``): three views
/// of intrinsic sizes 20, 30, 50 across the axis in a stack 100 thick.
@Suite struct StackAlignmentTests {
  static let axes: [LayoutConstraintAxis] = [.horizontal, .vertical]

  @Test(arguments: axes) func fillSpansTheStack(axis: LayoutConstraintAxis) {
    // Every view at 0 and 100 across.
    let fixture = StackFixture(axis: axis, alignment: .fill)
    fixture.expectAcross([(0, 100), (0, 100), (0, 100)])
  }

  @Test(arguments: axes) func leadingKeepsSizesAtTheLeadingEdge(axis: LayoutConstraintAxis) {
    // Every view at 0 with its intrinsic size: 20, 30, 50.
    let fixture = StackFixture(axis: axis, alignment: .leading)
    fixture.expectAcross([(0, 20), (0, 30), (0, 50)])
    #expect(fixture.engine.ambiguities().isEmpty)
  }

  @Test(arguments: axes) func centerCentersEveryView(axis: LayoutConstraintAxis) {
    // Centers at 50: positions 50 − 10 = 40, 50 − 15 = 35, 50 − 25 = 25.
    let fixture = StackFixture(axis: axis, alignment: .center)
    fixture.expectAcross([(40, 20), (35, 30), (25, 50)])
  }

  @Test(arguments: axes) func trailingKeepsSizesAtTheTrailingEdge(axis: LayoutConstraintAxis) {
    // Trailing edges at 100: 100 − 20 = 80, 100 − 30 = 70, 100 − 50 = 50.
    let fixture = StackFixture(axis: axis, alignment: .trailing)
    fixture.expectAcross([(80, 20), (70, 30), (50, 50)])
  }

  @Test func topAndBottomAreLeadingAndTrailing() {
    #expect(StackLayout.Alignment.top == .leading)
    #expect(StackLayout.Alignment.bottom == .trailing)
  }

  @Test(arguments: axes, [StackLayout.Alignment.leading, .center, .trailing])
  func aFreeStackIsAsThickAsItsThickestView(
    axis: LayoutConstraintAxis, alignment: StackLayout.Alignment
  ) {
    // No size across: the spanning fit (@49) pulls the stack down to the thickest view, 50,
    // which the spanning boundaries keep inside. Leading: 0, 0, 0; center: 25 − 10 = 15,
    // 25 − 15 = 10, 0; trailing: 50 − 20 = 30, 50 − 30 = 20, 0.
    let fixture = StackFixture(axis: axis, alignment: alignment, thickness: nil)
    let frame = fixture.stackView.frame
    expectNumber(axis == .horizontal ? frame.height : frame.width, 50)
    let positions: [Double] =
      switch alignment {
      case .leading: [0, 0, 0]
      case .center: [15, 10, 0]
      default: [30, 20, 0]
      }
    fixture.expectAcross(zip(positions, [20.0, 30, 50]).map { ($0, $1) })
    #expect(fixture.engine.ambiguities().isEmpty)
  }

  @Test func aViewWithoutIntrinsicSizeAcrossIsSuppressedToZero() {
    // A non-fill alignment gives a view without an intrinsic height 'height == 0 @25'
    // ('stack-ambiguity-suppression'), as UIKit: its height is 0, not ambiguous.
    let fixture = StackFixture(axis: .horizontal, alignment: .center)
    fixture.views[1].intrinsicContentSize = IntrinsicContentSize(width: 60)
    fixture.expectAcross([(40, 20), (50, 0), (25, 50)])
    #expect(fixture.engine.ambiguities().isEmpty)
    #expect(
      fixture.stack.generatedConstraints.contains {
        $0.identifier == "stack-ambiguity-suppression(stack: b)" && $0.priority == 25
      })
  }
}
