import LayoutBehaviors
import Testing

@testable import layout_cli

/// `layout-cli sweep` with events (the file's, `--event`, `--keyboard`, `--no-events`), the
/// overlap check's `--may-overlap`, and the pictures of `--svg`.
@Suite("layout-cli sweep states and pictures")
struct SweepCommandStateTests {
  typealias Support = CLITestSupport

  /// "Hi" in a label 20 from each side and at most 30 high (characters 10 wide, lines 20 high),
  /// with an event that gives it "Hello world": one line needs 20 + 110 + 20 = 150.
  static let greeting = """
    {"root": {"width": 375, "height": 100},
     "views": [{"id": "title", "text": {"string": "Hi", "advance": 10, "lineHeight": 20}},
               {"id": "bar"}],
     "constraints": ["title.leading == root.leading + 20",
                     "title.trailing <= root.trailing - 20", "title.top == root.top",
                     "title.height <= 30", "bar.leading == root.leading",
                     "bar.trailing == root.trailing", "bar.height == 20",
                     {"id": "bar-bottom", "constraint": "bar.bottom == root.bottom - 10"}],
     "events": [{"type": "setText", "view": "title", "string": "Hello world"}]}
    """

  @Test func theFilesEventsAreCheckedAfterEachOther() {
    let run = Support.run(["sweep", "-", "--width", "100...400"], standardInput: Self.greeting)
    #expect(run.status == 1)
    // 301 widths before the event and 301 after, one bisection step.
    #expect(
      run.output == """
        Swept <stdin>: width 100…400 every 1 pt, before and after each of 1 event; 603 configurations solved.
        1 failure:

        truncated-text below width 150 (at 149.5 × 100, after event 0 (setText title 'Hello world'))
          'title' needs 2 lines (40 high) at its width, 109.5, but is 30 high.
          views: title

        """)
    let first = Support.run(
      ["sweep", "-", "--width", "100...400", "--no-events"], standardInput: Self.greeting)
    #expect(first.status == 0)
    #expect(
      first.output == """
        Swept <stdin>: width 100…400 every 1 pt; 301 configurations solved.
        Passed: every check held.

        """)
  }

  @Test func eventsFromTheCommandLineRunAfterTheFilesOnes() {
    // A keyboard of 80 pushes nothing (no behavior avoids it); setting the bar 95 from the
    // bottom puts its top at 100 − 95 − 20 = −15, outside the root at every width.
    let run = Support.run(
      [
        "sweep", "-", "--width", "200...300", "--no-events", "--keyboard", "80",
        "--event", "set-constant bar-bottom -95", "--checks", "outside-superview",
      ], standardInput: Self.greeting)
    #expect(run.status == 1)
    #expect(
      run.output == """
        Swept <stdin>: width 200…300 every 1 pt, before and after each of 2 events; 303 configurations solved.
        1 failure:

        outside-superview (at 200 × 100, after event 1 (setConstant bar-bottom -95))
          'bar' passes the top edge of 'root' (200 × 100) by 15.
          views: bar

        """)
    // With the file's event, three.
    let all = Support.run(
      [
        "sweep", "-", "--width", "200...300", "--keyboard", "80", "--event",
        "set-constant bar-bottom -95", "--checks", "outside-superview",
      ], standardInput: Self.greeting)
    #expect(all.status == 1)
    #expect(all.output.contains("before and after each of 3 events; 404 configurations solved."))
    #expect(all.output.contains("(at 200 × 100, after event 2 (setConstant bar-bottom -95))"))
  }

  /// Two buttons 150 wide, 20 from each side, and a badge over the first.
  static let row = """
    {"root": {"width": 400, "height": 100},
     "views": [{"id": "a"}, {"id": "b"}, {"id": "badge"}],
     "constraints": ["a.leading == root.leading + 20", "a.width == 150", "a.top == root.top",
                     "a.height == 44", "b.trailing == root.trailing - 20", "b.width == 150",
                     "b.top == root.top", "b.height == 44", "badge.leading == root.leading",
                     "badge.top == root.top", "badge.width == 30", "badge.height == 30"]}
    """

  @Test func overlappingSiblingsAreReportedWhenAskedFor() {
    let run = Support.run(
      ["sweep", "-", "--width", "300...400", "--checks", "overlap", "--may-overlap", "badge"],
      standardInput: Self.row)
    #expect(run.status == 1)
    // 'a' ends at 170, 'b' starts at W − 170.
    #expect(
      run.output == """
        Swept <stdin>: width 300…400 every 1 pt; 102 configurations solved.
        1 failure:

        overlap below width 339.5 (at 339 × 100)
          'a' and 'b' overlap by 1 × 44 in 'root'.
          views: a, b
          fix: if they may overlap, let one of them: '--may-overlap b'

        """)
    let wrong = Support.run(
      ["sweep", "-", "--width", "300...400", "--checks", "overlap", "--may-overlap", "badges"],
      standardInput: Self.row)
    #expect(wrong.status == 64)
    #expect(
      wrong.errors.hasPrefix(
        "Error: The value 'badges' is invalid for '--may-overlap <views>': '<stdin>' has no "
          + "view with that id. Did you mean 'badge'?\n"))
  }

  @Test func picturesShowEachFailureWithItsViewsOutlined() throws {
    let directory = Support.temporaryDirectory() + "/pictures"
    defer {
      Support.remove(directory: directory)
      Support.remove(directory: String(directory.dropLast("/pictures".count)))
    }
    let run = Support.run(
      ["sweep", "-", "--width", "100...400", "--svg", directory], standardInput: Self.greeting)
    #expect(run.status == 1)
    let path = directory + "/failure-1-truncated-text.svg"
    #expect(run.output.hasSuffix("  views: title\n  picture: \(path)\n"))
    #expect(Support.contents(of: directory) == ["failure-1-truncated-text.svg"])
    let svg = try #require(Support.read(path))
    let elements = SVGReportTests.parse(svg)
    SVGReportTests.expectDrawableNumbers(elements)
    // The scene at 149.5 × 100 after the event: the label squeezed to 109.5 and 30 high, drawn
    // in red, with "Hello world" wrapped in it on two lines (the second passes its bottom).
    let rects = SVGReportTests.viewRects(elements)
    let title = try #require(rects.first { $0.view == "title" })
    #expect(title.x == 20 && title.width == 109.5 && title.height == 30)
    #expect(title.classes.contains("failing"))
    #expect(rects.first { $0.view == "bar" }?.classes.contains("failing") == false)
    let texts = SVGReportTests.texts(elements)
    #expect(texts.contains("truncated-text below width 150"))
    #expect(texts.contains("Hello") && texts.contains("world") && !texts.contains("Hi"))
    #expect(texts.contains("failing the check"))
    // The same run writes the same bytes.
    let again = Support.run(
      ["sweep", "-", "--width", "100...400", "--svg", directory], standardInput: Self.greeting)
    #expect(again.status == 1)
    #expect(Support.read(path) == svg)
  }

  @Test func theJSONNamesTheEventAndThePicture() {
    let run = Support.run(
      ["sweep", "-", "--width", "100...400", "--format", "json"], standardInput: Self.greeting)
    #expect(run.status == 1)
    #expect(run.output.contains(#""events": 1,"#))
    #expect(run.output.contains(#""event": 0,"#))
    #expect(run.output.contains(#""eventSummary": "setText title 'Hello world'","#))
    #expect(run.output.contains(#""picture": null,"#))
  }
}
