import Foundation
import Testing

/// `render --format html` played in a real browser: headless Chromium opens the page of an
/// example seeked to sample times (`#seek=<event>:<seconds>,…`, which calls `trellisSeek` as the
/// page loads), dumps its DOM, and the drawn rectangles must be `solve --samples`'s frames at the
/// same times (in root coordinates, within 1e-6), the opacity of moving views their alpha; a
/// screenshot must show a drawing, and a different one mid-motion.
///
/// Without Chromium (`chromium`, `chromium-browser`, `google-chrome` on `PATH`, or
/// `TRELLIS_CHROMIUM`) the tests are skipped, and `chromiumIsThereWhenRequired` fails when CI
/// (`CI` or `TRELLIS_REQUIRE_CHROMIUM=1`, which `.ci/run` sets) needs them.
///
/// The tests run beside the others, not one after another: each Chromium has a profile of its
/// own, and ``BrowserSupport/timeout`` leaves room for a loaded machine.
@Suite("Chromium")
struct BrowserTests {
  static let tolerance = 1e-6

  @Test func chromiumIsThereWhenRequired() {
    if BrowserSupport.chromium == nil {
      if BrowserSupport.isRequired {
        let names = BrowserSupport.names.joined(separator: ", ")
        Issue.record(
          Comment(
            rawValue: "No Chromium found (\(names) on PATH, or TRELLIS_CHROMIUM), and CI or "
              + "TRELLIS_REQUIRE_CHROMIUM=1 requires the browser tests"))
      } else {
        print(
          "BrowserTests: skipped, no Chromium found; install one with "
            + "'apt-get install -y chromium'")
      }
    }
  }

  @Test(
    .enabled(if: BrowserSupport.chromium != nil, "No Chromium found"),
    arguments: ["login-form", "card-pile"])
  func thePagePlaysTheLibrarysSamples(name: String) throws {
    let directory = CLITestSupport.temporaryDirectory()
    defer { CLITestSupport.remove(directory: directory) }
    let example = ExamplesTests.directory + "/\(name).json"
    let page = directory + "/\(name).html"
    let render = CLITestSupport.run(["render", example, "--format", "html", "-o", page])
    try #require(render.status == 0)
    let html = try #require(CLITestSupport.read(page))
    let parents = try Self.parents(in: example)

    // Each event with a timeline, with its number of samples; `solve --samples n` samples
    // every event at the same times as the page.
    let timelines = Self.timelines(in: html)
    try #require(timelines.count >= 2)
    var solves: [Int: [[String: Any]]] = [:]
    for count in Set(timelines.values) {
      let solve = CLITestSupport.run([
        "solve", example, "--format", "json", "--samples", String(count),
      ])
      let json = try #require(SVGInspection.json(solve.output) as? [String: Any])
      solves[count] = try #require(json["states"] as? [[String: Any]])
    }

    var compared = 0
    // The middle sample and the second one: both exact sample times, neither the end drawn
    // anyway.
    for round in 0..<2 {
      var seeks: [String] = []
      var expected: [(state: Int, time: Double, frames: [String: [Double]])] = []
      for (event, count) in timelines.sorted(by: { $0.key < $1.key }) {
        let states = try #require(solves[count])
        let state = try #require(states[event + 1]["samples"] as? [[String: Any]])
        try #require(state.count == count)
        let sample = state[round == 0 ? count / 2 : 1]
        let time = try #require(sample["time"] as? Double)
        seeks.append("\(event):\(time)")
        let sampled = try #require(Self.numbers(sample["frames"]))
        let final = try #require(Self.numbers(states[event + 1]["frames"]))
        expected.append(
          (event + 1, time, Self.framesInRoot(sampled, final: final, parents: parents)))
      }
      let dom = try #require(
        BrowserSupport.run(
          ["--dump-dom"], url: "file://\(page)#seek=\(seeks.joined(separator: ","))",
          directory: directory))
      let rects = BrowserSupport.drawnRects(in: dom)
      try #require(!rects.isEmpty, "No drawn rectangles in the DOM Chromium dumped")
      for (state, time, frames) in expected {
        for (view, frame) in frames.sorted(by: { $0.key < $1.key }) {
          guard let rect = rects.first(where: { $0.view == view && $0.state == state }) else {
            continue  // not drawn (out of the tree)
          }
          let drawn = [rect.x, rect.y, rect.width, rect.height, rect.opacity]
          for (index, value) in drawn.enumerated() {
            #expect(
              abs(value - frame[index]) <= Self.tolerance,
              "\(name) state \(state) at \(time) s: \(view) drew \(drawn), expected \(frame)")
          }
          compared += 1
        }
      }
    }
    #expect(compared >= 8, "\(name): only \(compared) views compared")
  }

  @Test(.enabled(if: BrowserSupport.chromium != nil, "No Chromium found"))
  func theScreenshotShowsTheDrawing() throws {
    let directory = CLITestSupport.temporaryDirectory()
    defer { CLITestSupport.remove(directory: directory) }
    let page = directory + "/login-form.html"
    let blank = directory + "/blank.html"
    CLITestSupport.write("<!DOCTYPE html><html><body></body></html>\n", to: blank)
    let render = CLITestSupport.run([
      "render", ExamplesTests.directory + "/login-form.json", "--format", "html", "-o", page,
    ])
    try #require(render.status == 0)
    func screenshot(_ url: String, _ file: String) throws -> Data {
      let path = directory + "/" + file
      _ = try #require(
        BrowserSupport.run(
          ["--screenshot=\(path)", "--window-size=1400,900"], url: url, directory: directory))
      return try #require(FileManager.default.contents(atPath: path), "No screenshot \(file)")
    }
    let empty = try screenshot("file://\(blank)", "blank.png")
    let end = try screenshot("file://\(page)", "end.png")
    let middle = try screenshot("file://\(page)#seek=0:0.1,1:0.1,2:0.1", "middle.png")
    for png in [empty, end, middle] {
      let size = try #require(BrowserSupport.pngSize(png), "Not a PNG")
      #expect(size.width == 1400 && size.height == 900)
    }
    // A blank page compresses to almost nothing; the drawing (text, outlines, fills) does not.
    #expect(end.count > 10 * empty.count, "\(end.count) bytes against \(empty.count) blank")
    #expect(end.count > 40_000)
    // Seeking moved what is drawn.
    #expect(middle != end)
  }

  // MARK: Helpers

  /// The events of a page that have a timeline, with their number of samples.
  static func timelines(in html: String) -> [Int: Int] {
    var result: [Int: Int] = [:]
    for line in html.split(separator: "\n") where line.hasPrefix("<div class=\"timeline\" ") {
      let attributes = BrowserSupport.attributes(of: line.dropFirst().prefix { $0 != ">" })
      let input = line.firstRange(of: "<input ").map {
        BrowserSupport.attributes(of: line[$0.lowerBound...].dropFirst().prefix { $0 != ">" })
      }
      if let event = attributes["data-event"].flatMap({ Int($0) }),
        let samples = input?["data-samples"].flatMap({ Int($0) })
      {
        result[event] = samples
      }
    }
    return result
  }

  /// The numbers of each view's frame object in a JSON report (`x`, `y`, `width`, `height`,
  /// `alpha` when present).
  static func numbers(_ value: Any?) -> [String: [String: Double]]? {
    guard let frames = value as? [String: [String: Any]] else { return nil }
    return frames.mapValues { $0.compactMapValues { $0 as? Double } }
  }

  /// Each view's parent in a layout file (absent for the root's subviews).
  static func parents(in file: String) throws -> [String: String] {
    let text = try #require(CLITestSupport.read(file))
    let json = try #require(SVGInspection.json(text) as? [String: Any])
    var parents: [String: String] = [:]
    for view in json["views"] as? [[String: Any]] ?? [] {
      if let id = view["id"] as? String, let parent = view["parent"] as? String {
        parents[id] = parent
      }
    }
    return parents
  }

  /// The sampled views' frames in root coordinates and alpha, `[x, y, width, height, alpha]`:
  /// a sampled frame (superview coordinates) plus its superviews' origins, each sampled too or
  /// else as it is after the event.
  static func framesInRoot(
    _ sampled: [String: [String: Double]], final: [String: [String: Double]],
    parents: [String: String]
  ) -> [String: [Double]] {
    func origin(of view: String?) -> (x: Double, y: Double) {
      guard let view, let frame = sampled[view] ?? final[view] else { return (0, 0) }
      let above = origin(of: parents[view])
      return (above.x + (frame["x"] ?? 0), above.y + (frame["y"] ?? 0))
    }
    var result: [String: [Double]] = [:]
    for (view, frame) in sampled {
      let above = origin(of: parents[view])
      result[view] = [
        above.x + (frame["x"] ?? .nan), above.y + (frame["y"] ?? .nan), frame["width"] ?? .nan,
        frame["height"] ?? .nan, frame["alpha"] ?? 1,
      ]
    }
    return result
  }
}
