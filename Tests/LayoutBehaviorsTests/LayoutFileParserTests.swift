import Testing

@testable import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("LayoutFile parser: valid documents")
struct LayoutFileParserTests {
  static let complete = """
    {
      "description": "A message list with a collapsible filter panel and a reply bar on the keyboard.",
      "root": {
        "width": 375, "height": 812,
        "safeArea": { "top": 47, "bottom": 34 },
        "direction": "ltr"
      },
      "views": [
        { "id": "header", "intrinsicSize": { "height": 44 } },
        { "id": "title", "parent": "header", "intrinsicSize": { "width": 120, "height": 22 },
          "hugging": { "horizontal": "high" } },
        { "id": "badge", "parent": "header", "hidden": true,
          "intrinsicSize": { "width": 20, "height": 20 } },
        { "id": "filters", "margins": { "left": 16, "right": 16 } },
        { "id": "list", "compressionResistance": { "vertical": 250 } },
        { "id": "reply-bar", "margins": { "top": 8, "left": 12, "bottom": 8, "right": 12 } },
        { "id": "reply-field", "parent": "reply-bar", "intrinsicSize": { "height": 36 } }
      ],
      "guides": [
        { "id": "gutter" }
      ],
      "constraints": [
        "header.top == root.safeArea.top",
        "header.leading == root.leading",
        "header.trailing == root.trailing",
        "title.centerX == header.centerX",
        "title.centerY == header.centerY",
        "badge.trailing == header.margins.trailing",
        "badge.centerY == header.centerY",
        { "id": "filters-leading", "constraint": "filters.leading == root.leading" },
        "filters.top == header.bottom",
        "filters.width == 0.8 * root.width @ high",
        "filters.bottom == reply-bar.top",
        "gutter.leading == filters.trailing",
        "gutter.width == 8",
        "list.leading == gutter.trailing",
        "list.trailing == root.trailing",
        "list.top == header.bottom",
        "list.bottom == reply-bar.top",
        "reply-bar.leading == root.leading",
        "reply-bar.trailing == root.trailing",
        { "id": "reply-bottom", "constraint": "root.safeArea.bottom == reply-bar.bottom" },
        "reply-field.leading == reply-bar.margins.leading",
        "reply-field.trailing == reply-bar.margins.trailing",
        "reply-field.top == reply-bar.margins.top",
        "reply-field.bottom == reply-bar.margins.bottom",
        { "id": "list-min-height", "constraint": "list.height >= 120", "priority": 999,
          "active": false }
      ],
      "behaviors": {
        "keyboard": { "constraints": ["reply-bottom"], "margin": 0 },
        "collapsible": [
          { "view": "filters", "constraint": "filters-leading", "direction": "leading",
            "peek": 0, "group": "panels" }
        ]
      },
      "events": [
        { "type": "collapse", "view": "filters" },
        { "type": "keyboardWillShow", "frame": { "x": 0, "y": 521, "width": 375, "height": 291 },
          "duration": 0.25, "curve": "easeOut" },
        { "type": "keyboardWillChangeFrame", "height": 336 },
        { "type": "keyboardWillHide", "duration": 0.25 },
        { "type": "toggle", "view": "filters" },
        { "type": "setConstant", "constraint": "filters-leading", "value": 0 },
        { "type": "activate", "constraint": "list-min-height" },
        { "type": "deactivate", "constraint": "list-min-height" },
        { "type": "show", "view": "filters" }
      ]
    }
    """

  @Test func parsesACompleteDocument() throws {
    let document = try #require(
      LayoutFileTestSupport.document(Self.complete, fileName: "messages.json"))
    #expect(document.fileName == "messages.json")
    #expect(document.warnings.isEmpty)
    #expect(document.descriptionText?.hasPrefix("A message list") == true)

    #expect(document.root.width == 375)
    #expect(document.root.height == 812)
    #expect(document.root.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(document.root.direction == .leftToRight)
    #expect(document.root.location?.line == 3 && document.root.location?.column == 11)

    #expect(
      document.views.map(\.id) == [
        "header", "title", "badge", "filters", "list", "reply-bar", "reply-field",
      ])
    let header = try #require(document.view(withID: "header"))
    #expect(header.parent == nil)
    #expect(header.intrinsicSize == .init(width: nil, height: 44))
    #expect(header.contentHugging == .init(horizontal: 250, vertical: 250))
    #expect(header.compressionResistance == .init(horizontal: 750, vertical: 750))
    #expect(header.margins == EdgeInsets(all: 8))
    #expect(header.isHidden == false)
    #expect(header.path?.description == "$.views[0]")
    let title = try #require(document.view(withID: "title"))
    #expect(title.parent == "header")
    #expect(title.contentHugging == .init(horizontal: 750, vertical: 250))
    #expect(document.view(withID: "badge")?.isHidden == true)
    #expect(
      document.view(withID: "filters")?.margins
        == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    #expect(
      document.view(withID: "list")?.compressionResistance == .init(horizontal: 750, vertical: 250))
    #expect(document.view(withID: "reply-field")?.parent == "reply-bar")

    #expect(document.guides.map(\.id) == ["gutter"])
    #expect(document.guides[0].parent == nil)

    #expect(document.constraints.count == 25)
    let first = document.constraints[0]
    #expect(first.identifier == nil)
    #expect(first.index == 0)
    #expect(first.displayName == "constraint 0")
    #expect(first.reference == "constraint 0")
    #expect(first.priority == .required)
    #expect(first.isActive)
    #expect(first.path?.description == "$.constraints[0]")
    #expect(
      first.expression
        == ConstraintExpression(
          first: AnchorReference(item: .view("header"), attribute: .top), relation: .equal,
          second: AnchorReference(item: .rootSafeArea, attribute: .top)))
    #expect(document.constraints[5].expression.second?.item == .viewMargins("header"))
    let filtersLeading = try #require(document.constraint(withID: "filters-leading"))
    #expect(filtersLeading.index == 7)
    #expect(filtersLeading.displayName == "filters-leading")
    #expect(filtersLeading.reference == "constraint 'filters-leading'")
    #expect(filtersLeading.path?.description == "$.constraints[7].constraint")
    let filtersWidth = document.constraints[9]
    #expect(filtersWidth.expression.multiplier == 0.8)
    #expect(filtersWidth.expression.second == AnchorReference(item: .root, attribute: .width))
    #expect(filtersWidth.priority == .defaultHigh)
    #expect(filtersWidth.source == "filters.width == 0.8 * root.width @ high")
    #expect(filtersWidth.expression.description == "filters.width == 0.8 * root.width @ 750")
    let gutterWidth = document.constraints[12]
    #expect(gutterWidth.expression.first.item == .guide("gutter"))
    #expect(gutterWidth.expression.second == nil)
    #expect(gutterWidth.expression.constant == 8)
    let minimum = try #require(document.constraint(withID: "list-min-height"))
    #expect(minimum.priority == 999)
    #expect(minimum.isActive == false)
    #expect(minimum.expression.relation == .greaterThanOrEqual)

    let keyboard = try #require(document.behaviors.keyboard)
    #expect(keyboard.constraints == ["reply-bottom"])
    #expect(keyboard.margin == 0)
    #expect(document.behaviors.collapsible.count == 1)
    let filters = document.behaviors.collapsible[0]
    #expect(filters.view == "filters")
    #expect(filters.constraint == "filters-leading")
    #expect(filters.direction == .leading)
    #expect(filters.peek == 0)
    #expect(filters.group == "panels")

    #expect(
      document.events.map(\.typeName) == [
        "collapse", "keyboardWillShow", "keyboardWillChangeFrame", "keyboardWillHide", "toggle",
        "setConstant", "activate", "deactivate", "show",
      ])
    #expect(
      document.events.map(\.summary) == [
        "collapse filters", "keyboardWillShow frame (0, 521, 375, 291)",
        "keyboardWillChangeFrame height 336", "keyboardWillHide", "toggle filters",
        "setConstant filters-leading 0", "activate list-min-height", "deactivate list-min-height",
        "show filters",
      ])
    guard case .keyboardWillShow(let show) = document.events[1].kind else {
      Issue.record("Expected keyboardWillShow.")
      return
    }
    #expect(
      show
        == .init(
          endFrame: Rect(x: 0, y: 521, width: 375, height: 291), duration: 0.25, curve: .easeOut))
    guard case .keyboardWillChangeFrame(let change) = document.events[2].kind else {
      Issue.record("Expected keyboardWillChangeFrame.")
      return
    }
    #expect(change.endFrame == Rect(x: 0, y: 476, width: 375, height: 336))
    #expect(change.dockedHeight == 336)
    #expect(change.duration == nil && change.curve == nil)
    guard case .keyboardWillHide(let duration, let curve) = document.events[3].kind else {
      Issue.record("Expected keyboardWillHide.")
      return
    }
    #expect(duration == 0.25 && curve == nil)
    #expect(document.events[0].origin == "event 0")
    #expect(document.events[0].path?.description == "$.events[0]")
  }

  @Test func theDocumentationExampleIsValid() throws {
    // The first JSON block of the file format's guide (LayoutBehaviors.docc/LayoutFileFormat.md)
    // is the annotated example.
    let path =
      String(#filePath.split(separator: "/Tests/").first!)
      + "/Sources/LayoutBehaviors/LayoutBehaviors.docc/LayoutFileFormat.md"
    let text = try #require(Self.read(path), "Cannot read \(path)")
    let start = try #require(text.firstRange(of: "```json\n"))
    let end = try #require(text[start.upperBound...].firstRange(of: "\n```"))
    let example = String(text[start.upperBound..<end.lowerBound])
    #expect(example == Self.complete, "The documentation's example and this test's differ.")
    #expect(LayoutFileTestSupport.document(example) != nil)
  }

  @Test func appliesDefaults() throws {
    let document = try #require(
      LayoutFileTestSupport.document(#"{"root": {"width": 10, "height": 20}, "views": []}"#))
    #expect(document.root.safeArea == .zero)
    #expect(document.root.direction == .leftToRight)
    #expect(document.views.isEmpty && document.guides.isEmpty && document.constraints.isEmpty)
    #expect(document.behaviors.keyboard == nil && document.behaviors.collapsible.isEmpty)
    #expect(document.events.isEmpty)
  }

  @Test func readsRightToLeftAndPartialInsets() throws {
    let document = try #require(
      LayoutFileTestSupport.document(
        """
        {"root": {"width": 10, "height": 20, "direction": "rtl", "safeArea": {"left": 4}},
         "views": [{"id": "a", "margins": {"top": 0}}]}
        """))
    #expect(document.root.direction == .rightToLeft)
    #expect(document.root.safeArea == EdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
    #expect(document.views[0].margins == EdgeInsets(top: 0, left: 8, bottom: 8, right: 8))
  }

  @Test func parsesExpressionForms() throws {
    let cases: [(String, ConstraintExpression)] = [
      (
        "a.width == 100",
        .init(first: .init(item: .view("a"), attribute: .width), relation: .equal, constant: 100)
      ),
      (
        "a.height<=-8",
        .init(
          first: .init(item: .view("a"), attribute: .height), relation: .lessThanOrEqual,
          constant: -8)
      ),
      (
        "a.width >= 1e2 @ 250",
        .init(
          first: .init(item: .view("a"), attribute: .width), relation: .greaterThanOrEqual,
          constant: 100, priority: 250)
      ),
      (
        "a.top==b.bottom-8",
        .init(
          first: .init(item: .view("a"), attribute: .top), relation: .equal,
          second: .init(item: .view("b"), attribute: .bottom), constant: -8)
      ),
      (
        "  a.top  ==  b.bottom  +  -8  @  fittingSize ",
        .init(
          first: .init(item: .view("a"), attribute: .top), relation: .equal,
          second: .init(item: .view("b"), attribute: .bottom), constant: -8, priority: 50)
      ),
      (
        "a.width == .5 * b.height + 0.25 @ low",
        .init(
          first: .init(item: .view("a"), attribute: .width), relation: .equal,
          second: .init(item: .view("b"), attribute: .height), multiplier: 0.5, constant: 0.25,
          priority: 250)
      ),
      (
        "a.width == -1 * b.width",
        .init(
          first: .init(item: .view("a"), attribute: .width), relation: .equal,
          second: .init(item: .view("b"), attribute: .width), multiplier: -1)
      ),
      (
        "a.leading == root.margins.leading",
        .init(
          first: .init(item: .view("a"), attribute: .leading), relation: .equal,
          second: .init(item: .rootMargins, attribute: .leading))
      ),
      (
        "a-b.centerY == g.centerY @required",
        .init(
          first: .init(item: .view("a-b"), attribute: .centerY), relation: .equal,
          second: .init(item: .guide("g"), attribute: .centerY), priority: 1000)
      ),
      (
        "g.left == a.margins.right + 1.5",
        .init(
          first: .init(item: .guide("g"), attribute: .left), relation: .equal,
          second: .init(item: .viewMargins("a"), attribute: .right), constant: 1.5)
      ),
      (
        "a.width == b.height @ 999.5",
        .init(
          first: .init(item: .view("a"), attribute: .width), relation: .equal,
          second: .init(item: .view("b"), attribute: .height), priority: 999.5)
      ),
    ]
    for (text, expected) in cases {
      let json = """
        {"root": {"width": 10, "height": 20},
         "views": [{"id": "a"}, {"id": "b"}, {"id": "a-b"}], "guides": [{"id": "g"}],
         "constraints": ["\(text)"]}
        """
      let document = try #require(LayoutFileTestSupport.document(json), "\(text)")
      #expect(document.constraints.first?.expression == expected, "\(text)")
    }
  }

  @Test func acceptsPriorityNamesAndNumbersInObjects() throws {
    let document = try #require(
      LayoutFileTestSupport.document(
        """
        {"root": {"width": 10, "height": 20}, "views": [{"id": "a"}],
         "constraints": [{"constraint": "a.width == 1", "priority": "fittingSize"},
                         {"constraint": "a.width == 1", "priority": 1},
                         {"constraint": "a.width == 1 @ low", "active": true}]}
        """))
    #expect(document.constraints.map(\.priority) == [50, 1, 250])
  }

  @Test func warnsAboutACollapsibleConstraintThatDoesNotInvolveItsView() throws {
    let document = try #require(
      LayoutFileTestSupport.document(
        """
        {"root": {"width": 10, "height": 20}, "views": [{"id": "a"}, {"id": "b"}],
         "constraints": [{"id": "c", "constraint": "b.width == 1"}],
         "behaviors": {"collapsible": [{"view": "a", "constraint": "c", "direction": "width"}]}}
        """))
    #expect(document.warnings.count == 1)
    let warning = try #require(document.warnings.first)
    #expect(warning.severity == .warning)
    #expect(warning.code == .unrelatedConstraint)
    #expect(warning.line == 3 && warning.column == 60)
    #expect(warning.message == "Constraint 'c' of collapsible view 'a' does not involve 'a'.")
    #expect(
      warning.description == """
        test.json:3:60: warning: Constraint 'c' of collapsible view 'a' does not involve 'a'.
          path: $.behaviors.collapsible[0].constraint
          fix: Name a constraint that positions or sizes 'a'.
        """)
  }

  @Test func validatesEventsFromElsewhere() throws {
    let document = try #require(LayoutFileTestSupport.document(Self.complete))
    let events = [
      EventDeclaration(kind: .toggle(view: "filters"), origin: "--event 'toggle filters'"),
      EventDeclaration(kind: .toggle(view: "filtres"), origin: "--event 'toggle filtres'"),
      EventDeclaration(kind: .collapse(view: "list"), origin: "--event 'collapse list'"),
      EventDeclaration(kind: .show(view: "gutter"), origin: "--event 'show gutter'"),
      EventDeclaration(
        kind: .activate(constraint: "reply-botom"), origin: "--event 'activate reply-botom'"),
      EventDeclaration(
        kind: .keyboardWillShow(.docked(height: 291, in: document.root)), origin: "--keyboard 291"),
    ]
    let problems = document.validate(events, file: "<command line>")
    #expect(problems.map(\.code) == [.unknownView, .notCollapsible, .notAView, .unknownConstraint])
    #expect(
      problems.map(\.description) == [
        "<command line>: error: Unknown view 'filtres' in --event 'toggle filtres'.\n  fix: Did you mean 'filters'?",
        "<command line>: error: View 'list' in --event 'collapse list' is not collapsible.\n  fix: Add it to 'behaviors.collapsible'.",
        "<command line>: error: 'gutter' in --event 'show gutter' is a guide, not a view.",
        "<command line>: error: Unknown constraint 'reply-botom' in --event 'activate reply-botom'.\n  fix: Did you mean 'reply-bottom'?",
      ])
    #expect(problems.allSatisfy { $0.location == nil && $0.path == nil })
  }

  @Test func directionsAndCurvesAreTheBehaviorsOwnTypes() throws {
    // The file format has no enums of its own for these: a declaration holds the value the
    // behavior takes.
    let document = try #require(LayoutFileTestSupport.document(Self.complete))
    let direction: CollapseDirection = document.behaviors.collapsible[0].direction
    #expect(direction == .leading)
    guard case .keyboardWillShow(let change) = document.events[1].kind else {
      Issue.record("Expected a keyboardWillShow event")
      return
    }
    let curve: AnimationCurve? = change.curve
    #expect(curve == .easeOut)
  }

  @Test func dockedKeyboardFrame() {
    let root = RootDeclaration(width: 375, height: 812)
    let change = EventDeclaration.KeyboardChange.docked(height: 291, in: root)
    #expect(change.endFrame == Rect(x: 0, y: 521, width: 375, height: 291))
  }

  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
