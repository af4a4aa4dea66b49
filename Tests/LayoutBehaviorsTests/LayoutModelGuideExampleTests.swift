import ConstraintSolver
import Testing

@testable import LayoutBehaviors

/// The example of `Sources/LayoutBehaviors/LayoutBehaviors.docc/LayoutModel.md`, line for line: a header, a content area and a
/// footer on an iPhone-sized root with a safe area. The frames asserted here are those printed in
/// the guide.
@Suite struct LayoutModelGuideExampleTests {
  /// The guide's layout.
  struct Screen {
    let engine: LayoutEngine
    let header: View
    let title: View
    let content: View
    let footer: View
    let headerHeight: LayoutConstraint

    init() {
      // An iPhone 13 in portrait: 375 × 812 points, 47 points of notch, 34 of home indicator.
      let engine = LayoutEngine(
        size: Size(width: 375, height: 812),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      let root = engine.root

      let header = View("header")
      let title = View("title")
      let content = View("content")
      let footer = View("footer")
      root.addSubview(header)
      header.addSubview(title)
      root.addSubview(content)
      root.addSubview(footer)

      // The title's text measures 120 × 22.
      title.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 22)

      let safeArea = root.safeAreaLayoutGuide
      let margins = root.layoutMarginsGuide
      let headerHeight = header.heightAnchor.constraint(equalToConstant: 56)
      headerHeight.identifier = "header-height"
      LayoutConstraint.activate([
        // The header sits under the notch, full width, 56 points tall.
        header.topAnchor.constraint(equalTo: safeArea.topAnchor),
        header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        headerHeight,
        // The title is centered in the header, at its intrinsic size.
        title.centerXAnchor.constraint(equalTo: header.centerXAnchor),
        title.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        // The footer sits above the home indicator, full width, 49 points tall.
        footer.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        footer.heightAnchor.constraint(equalToConstant: 49),
        // The content fills the rest, inside the root's margins, 8 points from each bar.
        content.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
        content.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -8),
        content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
      self.engine = engine
      self.header = header
      self.title = title
      self.content = content
      self.footer = footer
      self.headerHeight = headerHeight
    }
  }

  /// The snapshot as the guide prints it: `identifier  x  y  width  height` in superview
  /// coordinates.
  static func table(_ frames: [ViewFrame]) -> [String] {
    frames.map { entry in
      let f = entry.frame
      return [
        entry.identifier, formatNumber(f.x), formatNumber(f.y),
        formatNumber(f.width), formatNumber(f.height),
      ].joined(separator: " ")
    }
  }

  @Test func theGuidesFrames() {
    let screen = Screen()
    #expect(
      LayoutModelGuideExampleTests.table(screen.engine.frames) == [
        "root 0 0 375 812",
        "header 0 47 375 56",
        "title 127.5 17 120 22",
        "content 8 111 359 610",
        "footer 0 729 375 49",
      ])
    expectRect(screen.title.frameInRoot, 127.5, 64, 120, 22)
    #expect(screen.engine.diagnostics.isEmpty)
  }

  @Test func theGuidesConstantChange() {
    let screen = Screen()
    let before = screen.engine.frames
    screen.headerHeight.constant = 96
    let after = screen.engine.frames
    let changed = zip(before, after).filter { $0 != $1 }.map(\.1)
    #expect(
      LayoutModelGuideExampleTests.table(changed) == [
        "header 0 47 375 96",
        "title 127.5 37 120 22",
        "content 8 151 359 570",
      ])
  }

  @Test func theGuidesConflict() {
    let screen = Screen()
    let tooTall = screen.content.heightAnchor.constraint(equalToConstant: 700)
    tooTall.identifier = "content-height"
    tooTall.isActive = true
    #expect(tooTall.isBroken)
    #expect(
      screen.engine.diagnostics.map(\.message) == [
        "Unsatisfiable constraint 'content-height' (content.height == 700) conflicts with "
          + "'root-height' (root.height == 812), 'root.safeArea-top' (root.safeArea.top == "
          + "root.top + 47), 'root.safeArea-bottom' (root.safeArea.bottom == root.bottom - 34), "
          + "'header.top == root.safeArea.top', 'header-height' (header.height == 56), "
          + "'footer.bottom == root.safeArea.bottom', 'footer.height == 49', "
          + "'content.top == header.bottom + 8', 'content.bottom == footer.top - 8'; "
          + "it is not applied."
      ])
    #expect(
      LayoutModelGuideExampleTests.table([screen.engine.frames[3]]) == ["content 8 111 359 610"])
    // Making room lets it apply: a shorter header leaves 700 points for the content.
    screen.headerHeight.constant = 0
    screen.footer.removeFromSuperview()
    #expect(!tooTall.isBroken)
    #expect(screen.engine.diagnostics.last?.kind == .recovered)
  }
}
