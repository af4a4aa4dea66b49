import LayoutBehaviors
import Testing

/// The layout-model example of the top-level README, line for line, its `print(header.frame)`
/// lines as expectations. `Scripts/check-consumer.sh` also builds the README's block itself, in a
/// package that depends on `LayoutBehaviors` alone, and compares what it prints with the README.
@Suite struct ReadmeExampleTests {
  @Test func headerUnderTheNotch() {
    let engine = LayoutEngine(
      size: Size(width: 375, height: 812),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let root = engine.root
    let header = View("header")
    root.addSubview(header)
    let headerHeight = header.heightAnchor.constraint(equalToConstant: 56)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      headerHeight,
    ])
    #expect(header.frame == Rect(x: 0, y: 47, width: 375, height: 56))
    headerHeight.constant = 96
    #expect(header.frame == Rect(x: 0, y: 47, width: 375, height: 96))
    #expect(engine.brokenConstraints.isEmpty)
  }
}
