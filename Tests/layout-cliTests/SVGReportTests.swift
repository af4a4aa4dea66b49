import LayoutBehaviors
import Testing

@testable import layout_cli

/// What `render --format svg` draws: well-formed XML whose rectangles are the frames `solve`
/// reports, escaped text, and numbers that renderers can draw.
@Suite("SVG report")
struct SVGReportTests {
  typealias Support = CLITestSupport

  /// A view's rectangle in the SVG: its state, id, classes and geometry.
  struct ViewRect: Equatable {
    var state: Int
    var view: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var classes: [String]
  }

  /// Parses an SVG, recording an issue when it is not well-formed XML.
  static func parse(
    _ svg: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ParsedElement] {
    switch SVGInspection.elements(of: svg) {
    case .success(let elements): return elements
    case .failure(let failure):
      Issue.record("The SVG is not well-formed XML: \(failure)", sourceLocation: sourceLocation)
      return []
    }
  }

  /// The `<rect>` elements with `data-view`, in document order.
  static func viewRects(_ elements: [ParsedElement]) -> [ViewRect] {
    elements.compactMap { element in
      guard element.name == "rect", let view = element.attributes["data-view"],
        let state = element.attributes["data-state"].flatMap({ Int($0) })
      else { return nil }
      return ViewRect(
        state: state, view: view, x: element.number("x") ?? .nan, y: element.number("y") ?? .nan,
        width: element.number("width") ?? .nan, height: element.number("height") ?? .nan,
        classes: (element.attributes["class"] ?? "").split(separator: " ").map(String.init))
    }
  }

  /// Every geometry attribute of every element is a finite number.
  static func expectDrawableNumbers(
    _ elements: [ParsedElement], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for element in elements {
      for name in ["x", "y", "width", "height", "opacity"] {
        guard let value = element.attributes[name] else { continue }
        let number = Double(value)
        #expect(
          number?.isFinite == true && abs(number!) <= SVGReport.drawableLimit,
          "<\(element.name) \(name)=\"\(value)\">", sourceLocation: sourceLocation)
      }
    }
  }

  /// The texts of the `<text>` elements, in document order, each wrapped line (indented by
  /// two spaces) joined to the line it continues with one space.
  static func texts(_ elements: [ParsedElement]) -> [String] {
    var lines: [String] = []
    for element in elements where element.name == "text" {
      if element.text.hasPrefix("  "), !lines.isEmpty {
        lines[lines.count - 1] += " " + element.text.drop { $0 == " " }
      } else {
        lines.append(element.text)
      }
    }
    return lines
  }

  /// The `data-state` of the state group an element is in, or `nil` outside the states (the
  /// legend).
  static func state(of index: Int, in elements: [ParsedElement]) -> String? {
    var ancestor = elements[index].parent
    while let current = ancestor {
      if elements[current].attributes["class"] == "state" {
        return elements[current].attributes["data-state"]
      }
      ancestor = elements[current].parent
    }
    return nil
  }

  /// The elements of a class inside the states, with the index of their state.
  static func drawn(
    _ className: String, in elements: [ParsedElement]
  ) -> [(state: String, element: ParsedElement)] {
    elements.indices.compactMap { index in
      guard elements[index].attributes["class"] == className,
        let state = state(of: index, in: elements)
      else { return nil }
      return (state, elements[index])
    }
  }

  // MARK: Known answers

  /// Worked by hand: `a` is at (10, 20) in the root, 100 × 50; `b`, hidden, is inside it at
  /// (5, 5), so at (15, 25) in the root, 80 × 14. Setting `w` to 60 makes `a` 60 wide and moves
  /// nothing else: only `a` changed. The safe area's top 20 is a band (0, 0, 200, 20) and the
  /// safe area (0, 20, 200, 280).
  static let smallLayout = """
    {
      "root": { "width": 200, "height": 300, "safeArea": { "top": 20 } },
      "views": [ { "id": "a" }, { "id": "b", "parent": "a", "hidden": true } ],
      "constraints": [
        "a.leading == root.leading + 10", "a.top == root.top + 20",
        { "id": "w", "constraint": "a.width == 100" }, "a.height == 50",
        "b.leading == a.leading + 5", "b.top == a.top + 5", "b.width == 80", "b.height == 14"
      ],
      "events": [ { "type": "setConstant", "constraint": "w", "value": 60 } ]
    }
    """

  @Test func aSmallLayoutByHand() throws {
    let run = Support.run(["render", "-"], standardInput: Self.smallLayout)
    #expect(run.status == 0)
    #expect(run.errors == "")
    let elements = Self.parse(run.output)
    #expect(elements.first?.name == "svg")
    #expect(elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(
      Self.viewRects(elements) == [
        ViewRect(
          state: 0, view: "a", x: 10, y: 20, width: 100, height: 50, classes: ["view", "d1"]),
        ViewRect(
          state: 0, view: "b", x: 15, y: 25, width: 80, height: 14,
          classes: ["view", "d2", "hidden"]),
        ViewRect(
          state: 1, view: "a", x: 10, y: 20, width: 60, height: 50,
          classes: ["view", "d1", "changed"]),
        ViewRect(
          state: 1, view: "b", x: 15, y: 25, width: 80, height: 14,
          classes: ["view", "d2", "hidden"]),
      ])
    // Each state is a group with its index; the rectangles are inside their state's group.
    let states = elements.indices.filter {
      elements[$0].name == "g" && elements[$0].attributes["class"] == "state"
    }
    #expect(states.map { elements[$0].attributes["data-state"] } == ["0", "1"])
    for (index, element) in elements.enumerated() where element.attributes["data-view"] != nil {
      #expect(Self.state(of: index, in: elements) == element.attributes["data-state"])
    }
    // The safe area, in each state.
    let unsafe = Self.drawn("unsafe", in: elements).map(\.element)
    #expect(unsafe.count == 2)
    #expect(unsafe.allSatisfy { ($0.number("x"), $0.number("y")) == (0, 0) })
    #expect(unsafe.allSatisfy { ($0.number("width"), $0.number("height")) == (200, 20) })
    let safe = Self.drawn("safe", in: elements).map(\.element)
    #expect(safe.count == 2)
    #expect(safe.allSatisfy { ($0.number("y"), $0.number("height")) == (20, 280) })
    // Titles and notes.
    let texts = Self.texts(elements)
    #expect(texts.contains("Initial layout"))
    #expect(texts.contains("root 200 × 300, safe area top 20"))
    #expect(texts.contains("After event 0: setConstant w 60"))
    #expect(texts.contains("Animation: none (immediate)"))
    #expect(texts.contains("Changed: a"))
    #expect(texts.contains("b (hidden)"))
    Self.expectDrawableNumbers(elements)
  }

  /// A chain of 20,000 nested views draws without recursion (a 10,000-deep tree overflowed the
  /// stack before): every view once, in tree order, at its depth's colors, where `solve` puts it.
  @Test func aTreeTwentyThousandLevelsDeepIsDrawnInTreeOrder() {
    let depth = 20_000
    var text = #"{"root": {"width": 375, "height": 812}, "views": ["#
    for index in 0..<depth {
      let parent = index == 0 ? "root" : "v\(index - 1)"
      text += #"{"id": "v\#(index)", "parent": "\#(parent)"}"# + (index == depth - 1 ? "" : ",\n")
    }
    text += "],\n\"constraints\": [\n\"v0.top == root.top + 10\""
    for index in 1..<depth {
      text += ",\n\"v\(index).top == v\(index - 1).top + 1\""
    }
    text += "]}"
    let run = Support.run(["render", "-"], standardInput: text)
    #expect(run.status == 0)
    let rects = Self.viewRects(Self.parse(run.output))
    #expect(rects.map(\.view) == (0..<depth).map { "v\($0)" })
    #expect(rects.indices.allSatisfy { rects[$0].classes.contains("d\($0 % 4 + 1)") })
    #expect(rects.last?.y == Double(10 + depth - 1))
  }

  @Test func theKeyboardIsDrawnWhileItIsShown() {
    // The login form's events end with the keyboard hidden; a 200-point keyboard docked at the
    // bottom of the 375 × 812 root is at (0, 612).
    let path = ExamplesTests.directory + "/login-form.json"
    let run = Support.run(["render", path, "--keyboard", "200"])
    #expect(run.status == 0)
    let elements = Self.parse(run.output)
    func keyboards(inState state: String) -> [ParsedElement] {
      Self.drawn("keyboard", in: elements).filter { $0.state == state }.map(\.element)
    }
    #expect(keyboards(inState: "0").isEmpty)
    #expect(keyboards(inState: "1").count == 1)
    #expect(keyboards(inState: "3").isEmpty)
    let shown = keyboards(inState: "4")
    #expect(shown.count == 1)
    #expect(shown.first.map { [$0.number("x"), $0.number("y")] } == [0, 612])
    #expect(shown.first.map { [$0.number("width"), $0.number("height")] } == [375, 200])
    #expect(Self.texts(elements).contains("keyboard, height 200"))
  }

  @Test func aTransformIsAppliedAboutTheCenterAroundTheFrame() throws {
    // The photo example rotates and scales 'photo'; its rect keeps the frame and the group
    // around it has `translate(center) matrix(…) translate(-center)`.
    let run = Support.run(["render", ExamplesTests.directory + "/photo.json"])
    let elements = Self.parse(run.output)
    let rects = elements.filter { $0.attributes["data-view"] == "photo" }
    #expect(rects.count > 2)
    var transformed = 0
    for rect in rects {
      let group = rect.parent.map { elements[$0] }
      guard let transform = group?.attributes["transform"], transform.contains("matrix(") else {
        continue
      }
      transformed += 1
      let cx = Support.number(rect.number("x")! + rect.number("width")! / 2)
      let cy = Support.number(rect.number("y")! + rect.number("height")! / 2)
      #expect(transform.hasPrefix("translate(\(cx) \(cy)) matrix("))
      #expect(
        transform.hasSuffix(
          ") translate(\(Support.number(-rect.number("x")! - rect.number("width")! / 2)) \(Support.number(-rect.number("y")! - rect.number("height")! / 2)))"
        ))
    }
    #expect(transformed > 0)
  }

  // MARK: Every example

  /// For every example, every state and every view: the rect is the frame `solve --format json`
  /// reports, moved into root coordinates through the file's parents; a view out of the tree
  /// has none, and no view has two.
  @Test(arguments: ExamplesTests.layoutFileNames) func rectanglesAreTheSolvedFrames(name: String)
    throws
  {
    let path = ExamplesTests.directory + "/\(name).json"
    let render = Support.run(["render", path])
    #expect(render.status == 0)
    #expect(render.errors == "")
    let elements = Self.parse(render.output)
    Self.expectDrawableNumbers(elements)
    let rects = Self.viewRects(elements)

    let source = try #require(Support.read(path))
    let file = try #require(SVGInspection.json(source) as? [String: Any])
    var parents: [String: String] = [:]
    for view in file["views"] as? [[String: Any]] ?? [] {
      if let id = view["id"] as? String, let parent = view["parent"] as? String {
        parents[id] = parent
      }
    }
    let json = try #require(
      SVGInspection.json(Support.run(["solve", path, "--format", "json"]).output)
        as? [String: Any])
    let states = try #require(json["states"] as? [[String: Any]])
    #expect(Set(rects.map(\.state)) == Set(states.indices))
    for (index, state) in states.enumerated() {
      let frames = try #require(state["frames"] as? [String: [String: Any]])
      func inRoot(_ id: String) -> (x: Double, y: Double, depth: Int) {
        let frame = frames[id] ?? [:]
        let x = SVGInspection.double(frame["x"]) ?? .nan
        let y = SVGInspection.double(frame["y"]) ?? .nan
        guard let parent = parents[id] else { return (x, y, 1) }
        let origin = inRoot(parent)
        return (origin.x + x, origin.y + y, origin.depth + 1)
      }
      let drawn = rects.filter { $0.state == index }
      var expected = 0
      for (id, frame) in frames.sorted(by: { $0.key < $1.key }) {
        let mine = drawn.filter { $0.view == id }
        if frame["detached"] as? Bool == true {
          #expect(mine.isEmpty, "\(name) state \(index): '\(id)' is out of the tree")
          continue
        }
        expected += 1
        guard mine.count == 1, let rect = mine.first else {
          Issue.record("\(name) state \(index): '\(id)' has \(mine.count) rects")
          continue
        }
        let origin = inRoot(id)
        // Each reported number is rounded to a thousandth: the sum of `depth` of them is within
        // half a thousandth per term of the rounded root position.
        let tolerance = 0.0005 * Double(origin.depth + 1)
        #expect(abs(rect.x - origin.x) <= tolerance, "\(name) state \(index) '\(id)' x")
        #expect(abs(rect.y - origin.y) <= tolerance, "\(name) state \(index) '\(id)' y")
        #expect(rect.width == SVGInspection.double(frame["width"]), "\(name) '\(id)' width")
        #expect(rect.height == SVGInspection.double(frame["height"]), "\(name) '\(id)' height")
        let changed = (state["changed"] as? [String] ?? []).contains(id)
        #expect(rect.classes.contains("changed") == changed, "\(name) state \(index) '\(id)'")
      }
      #expect(drawn.count == expected, "\(name) state \(index)")
    }
  }

  // MARK: Escaping and numbers

  /// A document made by hand, with ids the file format would refuse.
  static func hostileRun() -> LayoutRun {
    let a = #"a&b<"'>"#
    let b = "x'y\"\u{1}"
    func anchor(_ item: ItemReference, _ attribute: LayoutAttribute) -> AnchorReference {
      AnchorReference(item: item, attribute: attribute)
    }
    func declaration(
      _ id: String?, _ index: Int, _ first: AnchorReference, _ second: AnchorReference? = nil,
      _ constant: Double
    ) -> ConstraintDeclaration {
      ConstraintDeclaration(
        identifier: id, index: index,
        expression: ConstraintExpression(
          first: first, relation: .equal, second: second, constant: constant))
    }
    let document = LayoutDocument(
      fileName: "hostile.json", root: RootDeclaration(width: 200, height: 300),
      views: [ViewDeclaration(id: a), ViewDeclaration(id: b, parent: a)],
      constraints: [
        declaration(#"w<&>"'"#, 0, anchor(.view(a), .width), nil, 100),
        declaration("v&w", 1, anchor(.view(a), .width), nil, 150),
        declaration(nil, 2, anchor(.view(a), .leading), anchor(.root, .leading), 10),
        declaration(nil, 3, anchor(.view(a), .top), anchor(.root, .top), 20),
        declaration(nil, 4, anchor(.view(a), .height), nil, 50),
        declaration(nil, 5, anchor(.view(b), .leading), anchor(.view(a), .leading), 5),
        declaration(nil, 6, anchor(.view(b), .top), anchor(.view(a), .top), 5),
        declaration(nil, 7, anchor(.view(b), .width), nil, 20),
        declaration(nil, 8, anchor(.view(b), .height), nil, 10),
      ])
    return LayoutRun(document: document, events: [])
  }

  @Test func idsAndMessagesAreEscaped() throws {
    let run = Self.hostileRun()
    #expect(run.states[0].diagnostics.contains { $0.kind == .unsatisfiable })
    let svg = RenderFormat.svg.render(run)
    #expect(svg.contains(#"data-view="a&amp;b&lt;&quot;&apos;&gt;""#))
    #expect(svg.contains(#"data-view="x&apos;y&quot;�""#))
    #expect(!svg.contains(#"a&b<"#))
    #expect(!svg.contains("\u{1}"))
    let elements = Self.parse(svg)
    #expect(
      Self.viewRects(elements).map(\.view) == [#"a&b<"'>"#, "x'y\"\u{FFFD}"])
    #expect(
      Self.viewRects(elements).map { [$0.x, $0.y, $0.width, $0.height] } == [
        [10, 20, 100, 50], [15, 25, 20, 10],
      ])
    // The broken constraint is listed under the state, with its id as it is.
    let texts = Self.texts(elements).joined(separator: "\n")
    #expect(texts.contains(#"error: Unsatisfiable constraint 'v&w'"#))
    #expect(texts.contains(#"'w<&>"'' (a&b<"'>.width == 100)"#))
    // The labels too.
    #expect(Self.texts(elements).contains(#"a&b<"'>"#))
  }

  @Test func textIsDrawnWrappedAtTheViewsWidthAndEscaped() throws {
    // A label 50 wide of advance 10: "a<b & c>d" wraps into "a<b &" (5 characters, 50 ≤ 50)
    // and "c>d" (30), each line at its baseline: top 10 + k × 20 + ascent 16.
    let layout = """
      {"root": {"width": 200, "height": 300},
      "views": [{"id": "label", "text": {"string": "a<b & c>d", "advance": 10, "lineHeight": 20}}],
      "constraints": ["label.leading == root.leading", "label.top == root.top + 10",
        "label.width == 50"]}
      """
    let run = Support.run(["render", "-"], standardInput: layout)
    #expect(run.status == 0)
    let elements = Self.parse(run.output)
    let lines = elements.filter { $0.name == "text" && $0.attributes["class"] == "text" }
    #expect(lines.map { $0.attributes["y"] } == ["26", "46"])
    #expect(lines.map { $0.attributes["textLength"] } == ["50", "30"])
    #expect(run.output.contains(">a&lt;b &amp;</text>"))
    #expect(run.output.contains(">c&gt;d</text>"))
    #expect(Self.viewRects(elements).map(\.height) == [40])
  }

  @Test func aHiddenLabelsTextIsNotDrawn() throws {
    // Two labels 100 × 20 ("one line" is 8 × 8 = 64 wide): 'shown' draws its line, 'gone' is
    // hidden, so its text is left out and it is labeled "gone (hidden)" as other hidden views.
    let layout = """
      {"root": {"width": 200, "height": 300},
      "views": [{"id": "shown", "text": "one line"},
        {"id": "gone", "hidden": true, "text": "hidden words"}],
      "constraints": ["shown.leading == root.leading", "shown.top == root.top",
        "shown.width == 100", "gone.leading == root.leading", "gone.top == root.top + 40",
        "gone.width == 100"]}
      """
    let run = Support.run(["render", "-"], standardInput: layout)
    #expect(run.status == 0)
    let elements = Self.parse(run.output)
    let lines = elements.filter { $0.name == "text" && $0.attributes["class"] == "text" }
    #expect(lines.map(\.text) == ["one line"])
    #expect(!run.output.contains("hidden words"))
    #expect(Self.texts(elements).contains("gone (hidden)"))
  }

  @Test func xmlTextEscapesEveryMarkupCharacter() {
    #expect(XMLText.escaped(#"a&b<"'>"#) == "a&amp;b&lt;&quot;&apos;&gt;")
    #expect(XMLText.escaped("plain-id_2") == "plain-id_2")
    #expect(XMLText.escaped("tab\there\nline\r") == "tab&#9;here&#10;line&#13;")
    #expect(XMLText.escaped("bell\u{7} nul\u{0} \u{FFFE}\u{FFFF}") == "bell� nul� ��")
    #expect(XMLText.escaped("é → ✓ \u{EFFF}") == "é → ✓ \u{EFFF}")
  }

  @Test func hugeFramesAreListedNotDrawn() throws {
    // 10⁸ points is within the solver's range but beyond what renderers draw: the view is
    // listed with its frame as `solve` writes it, and its subview (back at a normal place in
    // root coordinates) is still drawn.
    let layout = """
      {
        "root": { "width": 200, "height": 300 },
        "views": [ { "id": "far" }, { "id": "near", "parent": "far" } ],
        "constraints": [
          "far.leading == root.leading + 100000000", "far.top == root.top",
          { "id": "far-w", "constraint": "far.width == 10" }, "far.height == 10",
          "near.leading == far.leading - 100000000", "near.top == far.top + 5",
          "near.width == 20", "near.height == 30"
        ],
        "events": [ { "type": "setConstant", "constraint": "far-w", "value": 12 } ]
      }
      """
    let run = Support.run(["render", "-"], standardInput: layout)
    #expect(run.status == 0, "\(run.errors)")
    let elements = Self.parse(run.output)
    Self.expectDrawableNumbers(elements)
    #expect(!Self.viewRects(elements).contains { $0.view == "far" })
    #expect(
      Self.viewRects(elements).filter { $0.view == "near" && $0.state == 0 }.map {
        [$0.x, $0.y, $0.width, $0.height]
      } == [[0, 5, 20, 30]])
    #expect(
      Self.texts(elements).contains(
        "Not drawn: 'far', frame (100000000, 0, 10, 10) is out of range."))
  }

  @Test func nonFiniteNumbersAreListedNotDrawn() {
    var run = Self.hostileRun()
    run.states[0].frames[0].frameInRoot.x = .nan
    run.states[0].frames[0].frame.x = .nan
    run.states[0].frames[1].transform = AffineTransform(
      a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    run.states[0].keyboardFrame = Rect(x: 0, y: -.infinity, width: 200, height: 100)
    let svg = RenderFormat.svg.render(run)
    let elements = Self.parse(svg)
    Self.expectDrawableNumbers(elements)
    #expect(!svg.contains("nan\""))
    #expect(!svg.contains("inf\""))
    #expect(!svg.contains("inf)"))
    #expect(Self.viewRects(elements).map(\.view) == ["x'y\"\u{FFFD}"])
    let texts = Self.texts(elements).joined(separator: "\n")
    #expect(texts.contains(#"Not drawn: 'a&b<"'>', frame (nan, 20, 100, 50) is out of range."#))
    #expect(texts.contains("Transform of 'x'y\"\u{FFFD}' not drawn: it is out of range"))
    #expect(texts.contains("Keyboard not drawn: frame (0, -inf, 200, 100) is out of range."))
    #expect(Self.drawn("keyboard", in: elements).isEmpty)
  }
}

extension CLITestSupport {
  /// A number as the reports write it.
  static func number(_ value: Double) -> String { ReportNumber.text(value) }
}
