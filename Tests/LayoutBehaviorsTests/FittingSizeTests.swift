import Testing

@testable import LayoutBehaviors

/// Fitting sizes (issue 11, item 4): `systemLayoutSizeFitting` on a view's own subtree, and a
/// root that fits its content.
@Suite struct FittingSizeTests {
  /// A table-like root 375 × 812 with a cell pinned to its top, leading and trailing edges and
  /// wishing for half its height at 250 (constraints that cross the cell's subtree), holding a
  /// 20-point title and a 16-point subtitle in its margins (8 on each side), 4 apart. Returns the
  /// engine, the cell and the title.
  static func cellScreen() -> (LayoutEngine, View, View) {
    let engine = makePhoneEngine()
    let root = engine.root
    let cell = addView("cell", to: root)
    let title = addView("title", to: cell)
    let subtitle = addView("subtitle", to: cell)
    let margins = cell.layoutMarginsGuide
    LayoutConstraint.activate([
      cell.topAnchor.constraint(equalTo: root.topAnchor),
      cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      {
        let half = cell.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)
        half.priority = .defaultLow
        return half
      }(),
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      title.heightAnchor.constraint(equalToConstant: 20),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      subtitle.heightAnchor.constraint(equalToConstant: 16),
      subtitle.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    return (engine, cell, title)
  }

  @Test func aCellWithTwoRowsAndMarginsFitsItsContent() {
    let (engine, cell, _) = Self.cellScreen()
    // In the layout the cell is 375 wide (pinned to the root's edges) and 56 high (its required
    // rows win over the wish for half the root).
    expectRect(cell.frame, 0, 0, 375, 56)
    let before = engine.frames
    let diagnosticsBefore = engine.diagnostics.count
    let size = cell.systemLayoutSizeFitting(
      Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // Height: 8 (top margin) + 20 + 4 + 16 + 8 (bottom margin) = 56; width: the target, 320
    // (the cell's pins to the root's edges cross the subtree and do not count).
    #expect(size == Size(width: 320, height: 56))
    #expect(engine.frames == before)
    #expect(engine.diagnostics.count == diagnosticsBefore)
    #expect(engine.constraints.allSatisfy { $0.isActive })
  }

  @Test func compressedAndExpandedTargets() {
    let (engine, cell, _) = Self.cellScreen()
    let before = engine.frames
    // Nothing in the cell sets its width, and nothing keeps a width from being negative: the
    // compressed width is the target, 0 (the rows would be −16 wide); its height is 56 either
    // way, the rows being fixed.
    #expect(
      cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 0, height: 56))
    // Expanded, nothing holds the width back: it grows to the target, 10⁷.
    #expect(
      cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        == Size(width: 10_000_000, height: 56))
    #expect(engine.frames == before)
  }

  @Test func aRequiredTargetThatTheContentContradictsLosesToIt() {
    let (engine, cell, _) = Self.cellScreen()
    cell.widthAnchor.constraint(equalToConstant: 300).isActive = true
    let broken = engine.brokenConstraints.count
    let before = engine.frames
    // The cell requires a width of 300, broken in the layout (the root's edges hold it at 375)
    // but holding in the cell's subtree alone; a required target of 200 cannot hold and is
    // asked for at 999: the content wins, 300.
    #expect(broken == 1)
    let size = cell.systemLayoutSizeFitting(
      Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == Size(width: 300, height: 56))
    #expect(engine.frames == before)
    #expect(engine.brokenConstraints.count == broken)
  }

  @Test func horizontalFittingPriorityRequiredVersusFittingSizeLevel() {
    // A badge with an intrinsic width of 150 (hugging 250, compression 750) in a box's margins
    // (8 on each side).
    let engine = makePhoneEngine()
    let box = addView("box", to: engine.root)
    let badge = addView("badge", to: box)
    badge.intrinsicContentSize = IntrinsicContentSize(width: 150, height: 30)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      badge.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
      badge.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
      badge.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
      badge.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
    ])
    // Required: the target wins over the hugging, the badge stretches to 320 − 16 = 304.
    #expect(
      box.systemLayoutSizeFitting(
        Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel) == Size(width: 320, height: 46))
    // Fitting size level (50): the hugging (250) wins, the badge keeps 150: 150 + 16 = 166,
    // whether the target is 320, compressed or expanded. Height: 30 + 16 = 46.
    for target in [
      Size(width: 320, height: 0), View.layoutFittingCompressedSize,
      View.layoutFittingExpandedSize,
    ] {
      #expect(
        box.systemLayoutSizeFitting(
          target, withHorizontalFittingPriority: .fittingSizeLevel,
          verticalFittingPriority: .fittingSizeLevel) == Size(width: 166, height: 46),
        "target \(target)")
    }
  }

  @Test func aRootThatFitsItsHeight() {
    let (engine, cell, _) = Self.cellScreen()
    // The root fits its height, then the cell fills the root: the root is as high as the cell's
    // content, 56.
    engine.setRootFitsContent(true, along: .vertical)
    #expect(engine.rootFitsContent(along: .vertical))
    cell.bottomAnchor.constraint(equalTo: engine.root.bottomAnchor).isActive = true
    #expect(engine.brokenConstraints.isEmpty)
    #expect(engine.root.frame == Rect(x: 0, y: 0, width: 375, height: 56))
    #expect(cell.frame == Rect(x: 0, y: 0, width: 375, height: 56))
    // The same as the root's fitting size for its width, required, and a compressed height.
    let fitted = engine.root.systemLayoutSizeFitting(
      Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == Size(width: 375, height: 56))
    // The root size's height is kept for when the root stops fitting.
    engine.rootSize = Size(width: 320, height: 600)
    #expect(engine.root.frame == Rect(x: 0, y: 0, width: 320, height: 56))
    engine.setRootFitsContent(false, along: .vertical)
    #expect(!engine.rootFitsContent(along: .vertical))
    #expect(engine.root.frame == Rect(x: 0, y: 0, width: 320, height: 600))
    // The cell's rows cannot stretch to 600: the newest required constraint in the conflict
    // (the cell's bottom pin) is broken, as for any root size change.
    #expect(engine.brokenConstraints.count == 1)
  }
}
