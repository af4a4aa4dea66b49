import Testing

@testable import LayoutBehaviors

/// Fitting sizes of subtrees that hold measured text: the text re-wraps at the fitting width,
/// and the layout afterwards is the one before.
@Suite struct FittingMeasuredTextTests {
  /// A cell pinned to the top, leading and trailing edges of a 375-wide root, with a label
  /// pinned to its margins (8 on each side). The label's text: "aaaa bbbb cccc dddd", 10 per
  /// character, 20 per line: 190 wide on one line.
  static func cell() -> (LayoutEngine, View, View) {
    let engine = makePhoneEngine()
    let root = engine.root
    let cell = addView("cell", to: root)
    let label = View("label")
    label.content = TextContent("aaaa bbbb cccc dddd", advance: 10, lineHeight: 20)
    cell.addSubview(label)
    let margins = cell.layoutMarginsGuide
    LayoutConstraint.activate([
      cell.topAnchor.constraint(equalTo: root.topAnchor),
      cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    return (engine, cell, label)
  }

  @Test func theTextWrapsAtTheFittingWidth() {
    let (engine, cell, label) = Self.cell()
    // In the screen: the label is 375 − 16 = 359 wide, one line; the cell 8 + 20 + 8 = 36 high.
    #expect(label.frame == Rect(x: 8, y: 8, width: 359, height: 20))
    #expect(cell.frame.height == 36)
    let before = engine.frames
    let diagnostics = engine.diagnostics.count
    // Fitting 100 wide (required), compressed vertically: the label is 100 − 16 = 84 wide, so 8
    // characters a line: "aaaa", "bbbb", "cccc", "dddd" ("aaaa bbbb" is 9); 4 × 20 = 80 high,
    // the cell 8 + 80 + 8 = 96.
    let fitted = cell.systemLayoutSizeFitting(
      Size(width: 100, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == Size(width: 100, height: 96))
    // Nothing of it stays: frames, the label's intrinsic size (190 × 20), the diagnostics.
    #expect(engine.frames == before)
    #expect(label.intrinsicContentSize == IntrinsicContentSize(width: 190, height: 20))
    #expect(engine.diagnostics.count == diagnostics)
    // And the engine goes on from the state before: 200 wide, the label is 184 wide and takes
    // "aaaa bbbb cccc" (140) then "dddd": 40 high, the cell 56.
    engine.rootSize = Size(width: 200, height: 812)
    #expect(label.frame == Rect(x: 8, y: 8, width: 184, height: 40))
    #expect(cell.frame.height == 56)
    #expect(label.intrinsicContentSize == IntrinsicContentSize(width: 190, height: 40))
  }
}
