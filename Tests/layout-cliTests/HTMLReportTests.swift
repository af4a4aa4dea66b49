import Foundation
import LayoutBehaviors
import Testing

@testable import layout_cli

/// `render --format html`: the page holds the SVG drawing, the library's samples of each event's
/// motion at the documented rate, and nothing from outside; every string is escaped for HTML and
/// for the script. (`BrowserTests` plays the pages in Chromium.)
@Suite("render --format html")
struct HTMLReportTests {
  typealias Support = CLITestSupport

  static let loginForm = ExamplesTests.directory + "/login-form.json"

  /// The `<rect …>` start tags that carry `data-view`, in document order.
  static func viewRects(_ text: String) -> [Substring] {
    var rects: [Substring] = []
    var rest = text[...]
    while let start = rest.firstRange(of: "<rect ") {
      let end = rest[start.lowerBound...].firstIndex(of: ">") ?? rest.endIndex
      let tag = rest[start.lowerBound..<end]
      if tag.contains(" data-view=\"") { rects.append(tag) }
      rest = rest[end...]
    }
    return rects
  }

  @Test func theDrawingIsTheSVGs() throws {
    let svg = Support.run(["render", Self.loginForm]).output
    let html = Support.run(["render", Self.loginForm, "--format", "html"]).output
    let start = try #require(html.firstRange(of: "<svg "))
    let end = try #require(html.firstRange(of: "</svg>\n"))
    let element = String(html[start.lowerBound..<end.upperBound])
    // The same element, except for the groups that let the page move the views: without the
    // bare groups and group ends, and with the others' class dropped, the lines are the SVG's.
    func lines(_ text: String) -> [Substring] {
      text.replacing("<g class=\"motion\" ", with: "<g ").split(separator: "\n").filter {
        $0 != "<g class=\"motion\">" && $0 != "</g>"
      }
    }
    #expect(element.contains("<g class=\"motion\">\n"))
    #expect(lines(element) == Array(lines(svg).dropFirst()))
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(Self.viewRects(element) == Self.viewRects(svg))
    #expect(Self.viewRects(svg).count == 4 * 7)
  }

  @Test func thePageLoadsNothing() {
    for name in ["login-form", "card-pile", "photo"] {
      let html = Support.run([
        "render", ExamplesTests.directory + "/\(name).json", "--format", "html",
      ]).output
      for reference in ["src=", "href=", "@import", "<link", "<iframe", "fetch(", "XMLHttp"] {
        #expect(!html.contains(reference), "\(name): \(reference)")
      }
      // The SVG namespace is a name, not an address that is loaded.
      #expect(html.ranges(of: "://").count == 1)
      #expect(html.contains("xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(html.ranges(of: "url(").count == html.ranges(of: "url(#clip)").count)
      #expect(html.ranges(of: "<script>").count == 1)
      #expect(html.ranges(of: "</script>").count == 1)
    }
  }

  @Test func theSameInputGivesTheSameBytes() {
    let first = Support.run(["render", Self.loginForm, "--format", "html"])
    #expect(first.status == 0)
    #expect(Support.run(["render", Self.loginForm, "--format", "html"]).output == first.output)
  }

  @Test func theSamplingRule() {
    // 60 a second plus one: 0.25 s is 16 samples, 1/60 s apart.
    #expect(EventMotion.sampleCount(duration: 0.25, views: 2) == 16)
    #expect(EventMotion.sampleCount(duration: 0.5, views: 2) == 31)
    // At least the start and the end.
    #expect(EventMotion.sampleCount(duration: 0.01, views: 1) == 2)
    #expect(EventMotion.sampleCount(duration: 0, views: 1) == 2)
    // At most 601 (10 s at the full rate), and at most 20,000 view states.
    #expect(EventMotion.sampleCount(duration: 20, views: 1) == 601)
    #expect(EventMotion.sampleCount(duration: 2, views: 1_000) == 20)
    #expect(EventMotion.sampleCount(duration: 2, views: 100_000) == 2)
    #expect(EventMotion.sampleCount(duration: .infinity, views: 1) == 2)
  }

  @Test func theMotionIsTheLibrarysSamples() throws {
    // The login form's keyboard: 0.25 s easeOut, 16 samples, as `solve --samples 16` has them.
    let html = Support.run(["render", Self.loginForm, "--format", "html"]).output
    #expect(html.contains("data-samples=\"16\""))
    let solve = Support.run(["solve", Self.loginForm, "--format", "json", "--samples", "16"])
    let json = try #require(SVGInspection.json(solve.output) as? [String: Any])
    let states = try #require(json["states"] as? [[String: Any]])
    let samples = try #require(states[1]["samples"] as? [[String: Any]])
    let times = samples.compactMap { $0["time"] as? Double }
    let data = try #require(html.firstRange(of: "\"times\": [")?.upperBound)
    let list = html[data...].prefix { $0 != "]" }
    #expect(list.split(separator: ", ").compactMap { Double($0) } == times)
    // The form (a view of the root) at the middle sample: its frame is its frame in the root.
    let form = try #require((samples[8]["frames"] as? [String: Any])?["form"] as? [String: Any])
    let y = try #require(form["y"] as? Double)
    #expect(html.contains(",16,\(ReportNumber.text(y)),343,292,1,1,0,0,1,0,0,"))
  }

  @Test func hostileIdsAreEscapedForTheScript() throws {
    let id = "a&b<\"'>\u{2028}\u{2029}</script><!--\\\u{7}"
    let frame = ViewFrame(
      identifier: id, superviewIdentifier: nil, frame: Rect(x: 0, y: 0, width: 10, height: 10),
      frameInRoot: Rect(x: 0, y: 0, width: 10, height: 10))
    let motion = EventMotion(
      views: [0],
      samples: [
        EventSample(time: 0, frames: [frame]), EventSample(time: 0.1, frames: [frame]),
      ])
    let data = HTMLReport.motionData(motion)
    for character in ["<", ">", "&", "'", "\u{2028}", "\u{2029}", "\u{7}"] {
      #expect(!data.contains(character), "\(character.unicodeScalars.first!.value)")
    }
    let quoted = JSText.quoted(id)
    #expect(
      quoted
        == #""a\u0026b\u003C\"\u0027\u003E\u2028\u2029\u003C/script\u003E\u003C!--\\\u0007""#)
    #expect(data.contains("\"views\": [\(quoted)]"))
    // A JSON string too, which reads back as the id.
    let decoded =
      try JSONSerialization.jsonObject(
        with: Data("[\(quoted)]".utf8), options: []) as? [String]
    #expect(decoded == [id])
    #expect(JSText.quoted("plain-id_1") == "\"plain-id_1\"")
  }

  @Test func anEventThatMovesNothingHasNoTimeline() {
    // card-pile's event 2 advances the pile at once, event 5 pops it without animation.
    let html = Support.run([
      "render", ExamplesTests.directory + "/card-pile.json", "--format", "html",
    ]).output
    #expect(html.ranges(of: "<div class=\"timeline\" data-event=").count == 3)
    #expect(html.contains("<div class=\"timeline still\" data-event=\"2\">"))
    #expect(html.contains("<div class=\"timeline still\" data-event=\"5\">"))
    #expect(html.split(separator: "\n").filter { $0 == "null," }.count == 3)
  }
}
