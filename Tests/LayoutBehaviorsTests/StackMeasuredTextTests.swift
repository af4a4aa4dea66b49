import Testing

@testable import LayoutBehaviors

/// A column stack of wrapping labels: the stack follows the heights the engine measures.
@Suite struct StackMeasuredTextTests {
  @Test func aColumnFollowsItsLabelsAsTheyWrap() {
    let engine = LayoutEngine(size: Size(width: 400, height: 400))
    let column = View("column")
    engine.root.addSubview(column)
    let stack = StackLayout(view: column, axis: .vertical, spacing: 8)
    let long = View("long")
    long.content = TextContent("aaaa bbbb cccc", advance: 10, lineHeight: 20)
    let short = View("short")
    short.content = TextContent("dd", advance: 10, lineHeight: 20)
    stack.addArrangedSubview(long)
    stack.addArrangedSubview(short)
    let width = column.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      column.topAnchor.constraint(equalTo: engine.root.topAnchor), width,
    ])
    func fillOrder(of view: View) -> Double? {
      stack.generatedConstraints.first {
        $0.identifier == "stack-fill-order(column: \(view.identifier))"
      }?.constant
    }
    // 100 wide: "aaaa bbbb" (90) then "cccc": 2 lines, 40; "dd" one line, 20. The column is
    // 40 + 8 + 20 = 68 high, and the stack's fill-order constraints hold the measured heights.
    #expect(long.frame == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(short.frame == Rect(x: 0, y: 48, width: 100, height: 20))
    #expect(column.frame.height == 68)
    #expect(fillOrder(of: long) == 40)
    #expect(fillOrder(of: short) == 20)
    // 50 wide: "aaaa", "bbbb", "cccc": 3 lines, 60; the column 60 + 8 + 20 = 88.
    width.constant = 50
    #expect(long.frame == Rect(x: 0, y: 0, width: 50, height: 60))
    #expect(short.frame == Rect(x: 0, y: 68, width: 50, height: 20))
    #expect(column.frame.height == 88)
    #expect(fillOrder(of: long) == 60)
  }
}
