import Testing

@testable import LayoutBehaviors

/// The events that change the conditions a layout is shown in — `resize`, `setText`,
/// `setHidden` and `textScale` — with known answers worked by hand, their located errors, the
/// content size category table, and a property test: a scene moved by these events in place
/// has the frames of a scene built from scratch in the state they lead to.
@Suite struct ConditionEventTests {
  static func event(_ kind: EventDeclaration.Kind) -> EventDeclaration {
    EventDeclaration(kind: kind, origin: "the test's event")
  }

  static func expectFrame(
    _ scene: LayoutScene, _ id: String, _ x: Double, _ y: Double, _ width: Double,
    _ height: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let frame = scene.view(withID: id)?.frame
    #expect(
      frame == Rect(x: x, y: y, width: width, height: height), "\(id)",
      sourceLocation: sourceLocation)
  }

  // MARK: resize

  /// A phone rotated to landscape: 375 × 812 with the notch's insets (47 top, 34 bottom)
  /// becomes 812 × 375 with the notch on the left (47 left and right, 21 bottom).
  static let phone = """
    {"root": {"width": 375, "height": 812, "safeArea": {"top": 47, "bottom": 34}},
     "views": [{"id": "header"}, {"id": "bar"}],
     "constraints": [
       "header.leading == root.safeArea.leading", "header.trailing == root.safeArea.trailing",
       "header.top == root.safeArea.top", "header.height == 44",
       "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 50",
       {"id": "bottom", "constraint": "root.safeArea.bottom == bar.bottom"}],
     "behaviors": {"keyboard": {"constraints": ["bottom"]}}}
    """

  @Test func aRotationMovesTheSafeAreaAndTheKeyboardDocksToTheNewRoot() throws {
    let scene = try LayoutFileTestSupport.scene(Self.phone)
    // Portrait: the header under the top inset, the bar 34 + 50 above the bottom.
    Self.expectFrame(scene, "header", 0, 47, 375, 44)
    Self.expectFrame(scene, "bar", 0, 728, 375, 50)
    let landscape = EventDeclaration.Resize(
      width: 812, height: 375, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    let rotation = scene.apply(Self.event(.resize(landscape)))
    #expect(rotation.event.summary == "resize 812 × 375 safe area (0, 47, 21, 47)")
    #expect(scene.engine.rootSize == Size(width: 812, height: 375))
    // The header between the side insets (812 − 2 × 47 = 718), at the top; the bar as wide as
    // the root, 21 + 50 above its bottom (375 − 71 = 304).
    Self.expectFrame(scene, "header", 47, 0, 718, 44)
    Self.expectFrame(scene, "bar", 0, 304, 812, 50)
    #expect(rotation.frameChanges.map(\.identifier) == ["header", "bar"])
    #expect(rotation.constants.isEmpty && rotation.animation == nil)
    #expect(rotation.diagnostics.isEmpty)
    // A keyboard given by its height is docked to the root as it is now: (0, 175, 812, 200),
    // and the bar's constant is the keyboard's height less the bottom inset, 200 − 21 = 179.
    let keyboard = scene.apply(
      Self.event(
        .keyboardWillShow(.docked(height: 200, in: RootDeclaration(width: 375, height: 812)))))
    #expect(
      scene.keyboardAvoider?.keyboardAvoidanceState.keyboardFrame
        == Rect(x: 0, y: 175, width: 812, height: 200))
    #expect(keyboard.constants.first?.after == 179)
    #expect(scene.view(withID: "bar")?.frameInRoot.maxY == 175)
  }

  @Test func aResizeKeepsWhatItDoesNotGive() throws {
    let scene = try LayoutFileTestSupport.scene(Self.phone)
    scene.apply(Self.event(.resize(EventDeclaration.Resize(width: 320))))
    #expect(scene.engine.rootSize == Size(width: 320, height: 812))
    #expect(scene.engine.root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    Self.expectFrame(scene, "header", 0, 47, 320, 44)
    let insets = scene.apply(
      Self.event(.resize(EventDeclaration.Resize(safeArea: EdgeInsets(all: 10)))))
    #expect(insets.event.summary == "resize safe area (10, 10, 10, 10)")
    #expect(scene.engine.rootSize == Size(width: 320, height: 812))
    Self.expectFrame(scene, "header", 10, 10, 300, 44)
    Self.expectFrame(scene, "bar", 0, 752, 320, 50)
    // Sizes and insets a file cannot give (a declaration made by hand) change nothing.
    let odd = scene.apply(
      Self.event(
        .resize(
          EventDeclaration.Resize(
            width: 0, height: .nan, safeArea: EdgeInsets(top: -1, left: 0, bottom: 0, right: 0))))
    )
    #expect(odd.frameChanges.isEmpty)
    #expect(scene.engine.rootSize == Size(width: 320, height: 812))
  }

  // MARK: setText

  static let label = """
    {"root": {"width": 375, "height": 667},
     "views": [{"id": "title", "text": {"string": "Hello wide world", "advance": 10,
                                        "lineHeight": 20}},
               {"id": "box", "intrinsicSize": {"width": 10, "height": 10}}],
     "constraints": ["title.leading == root.leading + 20",
                     "title.trailing <= root.leading + 120", "title.top == root.top",
                     "box.top == title.bottom", "box.leading == root.leading"]}
    """

  @Test func newTextIsMeasuredAgain() throws {
    let scene = try LayoutFileTestSupport.scene(Self.label)
    // 16 characters of 10 do not fit in 100: "Hello wide" (100) and "world", two lines of 20.
    Self.expectFrame(scene, "title", 20, 0, 100, 40)
    Self.expectFrame(scene, "box", 0, 40, 10, 10)
    let short = scene.apply(Self.event(.setText(view: "title", string: "Hi")))
    #expect(short.event.summary == "setText title 'Hi'")
    Self.expectFrame(scene, "title", 20, 0, 20, 20)
    Self.expectFrame(scene, "box", 0, 20, 10, 10)
    #expect(short.frameChanges.map(\.identifier) == ["title", "box"])
    // The same text again changes nothing; the text keeps its metrics.
    #expect(scene.apply(Self.event(.setText(view: "title", string: "Hi"))).frameChanges.isEmpty)
    let text = try #require(scene.view(withID: "title")?.content as? TextContent)
    #expect(text.string == "Hi" && text.advance == 10 && text.lineHeight == 20)
    // Three lines: "one", "two", "three" (a newline is a hard break).
    scene.apply(Self.event(.setText(view: "title", string: "one\ntwo\nthree")))
    Self.expectFrame(scene, "title", 20, 0, 50, 60)
    // A view without text, or an unknown one (only in events made by hand), changes nothing.
    #expect(scene.apply(Self.event(.setText(view: "box", string: "x"))).frameChanges.isEmpty)
    #expect(scene.apply(Self.event(.setText(view: "nope", string: "x"))).frameChanges.isEmpty)
  }

  // MARK: setHidden

  @Test func hidingAnArrangedViewTakesItOutOfItsStack() throws {
    let scene = try LayoutFileTestSupport.scene(
      StackFileTests.layout(
        stack: #"{ "axis": "vertical", "alignment": "leading", "spacing": 8 }"#,
        extraViews:
          #", { "id": "c", "parent": "column", "intrinsicSize": { "width": 50, "height": 10 } }"#
      ))
    // a 0…20, b at 28 (30 tall), c at 28 + 30 + 8 = 66; the column 76 tall, 60 wide.
    Self.expectFrame(scene, "b", 0, 28, 60, 30)
    Self.expectFrame(scene, "c", 0, 66, 50, 10)
    Self.expectFrame(scene, "column", 0, 0, 60, 76)
    let hide = scene.apply(Self.event(.setHidden(view: "b", isHidden: true)))
    #expect(hide.event.summary == "setHidden b")
    #expect(scene.view(withID: "b")?.isHidden == true)
    // Without b and its spacing: c at 28, the column 38 tall and 50 wide.
    Self.expectFrame(scene, "c", 0, 28, 50, 10)
    Self.expectFrame(scene, "column", 0, 0, 50, 38)
    let b = try #require(hide.framesAfter.first { $0.identifier == "b" })
    #expect(b.isHidden)
    let show = scene.apply(Self.event(.setHidden(view: "b", isHidden: false)))
    #expect(show.event.summary == "setHidden b false")
    Self.expectFrame(scene, "c", 0, 66, 50, 10)
    Self.expectFrame(scene, "column", 0, 0, 60, 76)
  }

  @Test func aHiddenViewOutsideAStackKeepsItsFrame() throws {
    let scene = try LayoutFileTestSupport.scene(Self.phone)
    let hide = scene.apply(Self.event(.setHidden(view: "bar", isHidden: true)))
    Self.expectFrame(scene, "bar", 0, 728, 375, 50)
    // The frame is the same; the change is the flag, which the snapshots carry.
    #expect(hide.frameChanges.isEmpty)
    #expect(hide.framesBefore.map(\.isHidden) == [false, false])
    #expect(hide.framesAfter.map(\.isHidden) == [false, true])
  }

  // MARK: textScale

  @Test func theContentSizeCategoriesAreTheBodySizesOverSeventeen() {
    #expect(
      ContentSizeCategory.allCases.map(\.bodySize) == [
        14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,
      ])
    #expect(ContentSizeCategory.large.factor == 1)
    #expect(ContentSizeCategory.extraSmall.factor == 14.0 / 17)
    #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.factor == 53.0 / 17)
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory(name: "AX3") == .accessibilityExtraLarge)
    #expect(ContentSizeCategory(name: "accessibility1") == .accessibilityMedium)
    #expect(ContentSizeCategory(name: "xxxLarge") == .extraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "large") == .large)
    #expect(ContentSizeCategory(name: "huge") == nil)
    // Every alias names a category.
    for (alias, name) in ContentSizeCategory.aliases {
      #expect(ContentSizeCategory(rawValue: name) != nil, "\(alias)")
    }
  }

  static let word = """
    {"root": {"width": 812, "height": 375},
     "views": [{"id": "title", "text": {"string": "Bonjour", "advance": 10, "lineHeight": 20}}],
     "constraints": ["title.leading == root.leading + 67", "title.top == root.top"]}
    """

  @Test func aTextScaleScalesEveryTextFromTheDocumentsMetrics() throws {
    let scene = try LayoutFileTestSupport.scene(Self.word)
    Self.expectFrame(scene, "title", 67, 0, 70, 20)
    let double = scene.apply(Self.event(.textScale(.init(factor: 2))))
    #expect(double.event.summary == "textScale 2")
    Self.expectFrame(scene, "title", 67, 0, 140, 40)
    // Not cumulative: 2 again is the same.
    #expect(scene.apply(Self.event(.textScale(.init(factor: 2)))).frameChanges.isEmpty)
    let text = try #require(scene.view(withID: "title")?.content as? TextContent)
    #expect(text.advance == 20 && text.lineHeight == 40 && text.ascent == 32)
    // AX3, 40 / 17: seven characters of 400 / 17 on one line, 2800 / 17 wide and 800 / 17
    // tall. The measured width is rounded to a micro-point below the natural width; the text
    // still fits on one line.
    let large = scene.apply(Self.event(.textScale(.init(category: .accessibilityExtraLarge))))
    #expect(large.event.summary == "textScale accessibilityExtraLarge")
    let frame = try #require(scene.view(withID: "title")?.frame)
    #expect(abs(frame.width - 2800.0 / 17) < 1e-9)
    #expect(abs(frame.height - 800.0 / 17) < 1e-9)
    // A new string keeps the scale: "Hi" at 2 is 40 × 40.
    scene.apply(Self.event(.textScale(.init(factor: 2))))
    scene.apply(Self.event(.setText(view: "title", string: "Hi")))
    Self.expectFrame(scene, "title", 67, 0, 40, 40)
    // 1 is the document's text again (with the new string).
    scene.apply(Self.event(.textScale(.init(factor: 1))))
    Self.expectFrame(scene, "title", 67, 0, 20, 20)
    // A factor a file cannot give changes nothing.
    for factor in [0, -1, Double.nan, .infinity] {
      #expect(
        scene.apply(Self.event(.textScale(.init(factor: factor)))).frameChanges.isEmpty,
        "\(factor)")
    }
  }

  @Test func aLargerTextWrapsAtTheSameWidth() throws {
    let scene = try LayoutFileTestSupport.scene(Self.label)
    // At 1.5 the advance is 15: 100 takes 6 characters, "Hello" (75), "wide" (60), "world";
    // three lines of 30. The frame keeps the width it is given, 100 (the natural width, 240,
    // does not fit).
    scene.apply(Self.event(.textScale(.init(factor: 1.5))))
    Self.expectFrame(scene, "title", 20, 0, 100, 90)
    Self.expectFrame(scene, "box", 0, 90, 10, 10)
  }

  // MARK: The file

  @Test func theFileDeclaresTheEvents() throws {
    let document = try #require(
      LayoutFileTestSupport.document(
        """
        {"root": {"width": 375, "height": 812},
         "views": [{"id": "title", "text": "Hello"}, {"id": "banner"}],
         "events": [
           {"type": "resize", "width": 812, "height": 375,
            "safeArea": {"left": 47, "right": 47, "bottom": 21}},
           {"type": "resize", "height": 400},
           {"type": "setText", "view": "title", "string": "Bonjour"},
           {"type": "setHidden", "view": "banner"},
           {"type": "setHidden", "view": "banner", "hidden": false},
           {"type": "textScale", "category": "accessibilityLarge"},
           {"type": "textScale", "category": "AX5"},
           {"type": "textScale", "factor": 1.25}]}
        """))
    #expect(
      document.events.map(\.kind) == [
        .resize(
          EventDeclaration.Resize(
            width: 812, height: 375,
            safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))),
        .resize(EventDeclaration.Resize(height: 400)),
        .setText(view: "title", string: "Bonjour"),
        .setHidden(view: "banner", isHidden: true),
        .setHidden(view: "banner", isHidden: false),
        .textScale(.init(category: .accessibilityLarge)),
        .textScale(.init(category: .accessibilityExtraExtraExtraLarge)),
        .textScale(.init(factor: 1.25)),
      ])
    #expect(document.events[1].summary == "resize (width kept) × 400")
    #expect(document.warnings.isEmpty)
  }

  @Test func setTextNamesAViewWithText() {
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(
        events: #"[{"type": "setText", "view": ‸"sidebar", "string": "x"}]"#),
      code: .noText, message: "View 'sidebar' in event 0 has no text to set.",
      fix: "Give 'sidebar' a 'text' in 'views'.", path: "$.events[0].view")
    LayoutFileTestSupport.expectSingleError(
      """
      {"root": {"width": 100, "height": 100},
       "views": [{"id": "title", "text": "a"}, {"id": "titles"}],
       "events": [{"type": "setText", "view": ‸"titles", "string": "x"}]}
      """,
      code: .noText, message: "View 'titles' in event 0 has no text to set.",
      fix: "Did you mean 'title'?")
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(
        events: #"[{"type": "setText", "view": ‸"sidebars", "string": "x"}]"#),
      code: .unknownView, message: "Unknown view 'sidebars' in event 0.",
      fix: "Did you mean 'sidebar'?")
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(events: #"[‸{"type": "setText", "view": "sidebar"}]"#),
      code: .missingKey, message: "Missing key 'string' in event 0.")
  }

  @Test func aResizeGivesASizeOfTheRootThatIsNotFit() {
    LayoutFileTestSupport.expectSingleError(
      """
      {"root": {"width": "fit", "height": 100}, "views": [],
       "events": [{"type": ‸"resize", "width": 300, "height": 50}]}
      """,
      code: .resizeFitRoot,
      message:
        "Event 0 sets the root's width, but the root's width is 'fit': it follows its content.",
      fix: "Leave 'width' out of the event, or give the root a width in points.")
    LayoutFileTestSupport.expectSingleError(
      """
      {"root": {"width": "fit", "height": "fit"}, "views": [],
       "events": [{"type": ‸"resize", "width": 300, "height": 50}]}
      """,
      code: .resizeFitRoot,
      message:
        "Event 0 sets the root's width and height, but the root's width and height are 'fit': they follow its content.",
      fix:
        "Leave 'width' and 'height' out of the event, or give the root a width and height in points."
    )
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(events: #"[‸{"type": "resize"}]"#),
      code: .missingKey, message: "Missing key 'width', 'height' or 'safeArea' in event 0.",
      fix: #"Write the root's new size, as in '{ "type": "resize", "width": 812, "height": 375 }'."#
    )
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(events: #"[{"type": "resize", "width": ‸0}]"#),
      code: .outOfRange, message: "'width' must be greater than 0, found '0'.")
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(events: #"[{"type": "resize", "safeArea": {"top": ‸-1}}]"#),
      code: .outOfRange, message: "'top' must be 0 or more, found '-1'.")
    // The safe area alone is fine on a root that fits its content.
    #expect(
      LayoutFileTestSupport.document(
        """
        {"root": {"width": "fit", "height": "fit"}, "views": [],
         "events": [{"type": "resize", "safeArea": {"top": 20}}]}
        """) != nil)
  }

  @Test func aTextScaleIsAFactorOrACategory() throws {
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(events: #"[{"type": "textScale", "factor": ‸20}]"#),
      code: .outOfRange, message: "'factor' must be at most 10, found '20'.",
      fix: "Use a factor on the text's size, such as 1.5; the largest text size, "
        + "'accessibilityExtraExtraExtraLarge', is 3.12.")
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(events: #"[{"type": "textScale", "factor": ‸0}]"#),
      code: .outOfRange, message: "'factor' must be greater than 0, found '0'.")
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(
        events: #"[{"type": "textScale", "category": ‸"acessibilityLarge"}]"#),
      code: .unknownValue, message: "Invalid value 'acessibilityLarge' for 'category'.",
      fix: "Did you mean 'accessibilityLarge'?")
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(
        events: #"[{"type": "textScale", "factor": 2, ‸"category": "large"}]"#),
      code: .conflictingKeys, message: "Event 0 has both 'factor' and 'category'.",
      fix: "Keep 'factor' for a number, or 'category' for a text size.")
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(events: #"[‸{"type": "textScale"}]"#),
      code: .missingKey, message: "Missing key 'factor' or 'category' in event 0.",
      fix: #"Write a factor, as in '"factor": 1.5', or a text size, as in "#
        + #"'"category": "accessibilityLarge"'."#)
    // Without any text the event changes nothing: a warning.
    let document = try #require(
      LayoutFileTestSupport.document(
        LayoutFileTestSupport.layout(events: #"[{"type": "textScale", "factor": 2}]"#)))
    #expect(document.warnings.map(\.code) == [.noText])
    #expect(document.warnings.first?.message == "No view has text, so event 0 changes nothing.")
  }

  @Test func setHiddenTakesAFlag() {
    let found = LayoutFileTestSupport.diagnostics(
      LayoutFileTestSupport.layout(
        events: #"[{"type": "setHidden", "view": "sidebar", "hidden": "yes"}]"#))
    #expect(found.map(\.code) == [.wrongType])
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(events: #"[{"type": "setHidden", "view": ‸"spacer"}]"#),
      code: .notAView, message: "'spacer' in event 0 is a guide, not a view.")
    LayoutFileTestSupport.expectSingleError(
      LayoutFileTestSupport.layout(events: #"[{"type": ‸"set-hidden", "view": "sidebar"}]"#),
      code: .unknownEvent, message: "Unknown event type 'set-hidden' in event 0.",
      fix: "Did you mean 'setHidden'?")
  }

  @Test func eventsFromTheCommandLineAreCheckedAgainstTheDocument() throws {
    let document = try #require(LayoutFileTestSupport.document(Self.label))
    let events = [
      EventDeclaration(
        kind: .setText(view: "box", string: "x"), origin: "--event 'set-text box x'"),
      EventDeclaration(
        kind: .setHidden(view: "boxes", isHidden: true), origin: "--event 'set-hidden boxes'"),
      EventDeclaration(kind: .textScale(.init(factor: 2)), origin: "--event 'text-scale 2'"),
    ]
    let problems = document.validate(events, file: "<command line>")
    #expect(problems.map(\.code) == [.noText, .unknownView])
    #expect(
      problems.first?.message == "View 'box' in --event 'set-text box x' has no text to set.")
    #expect(
      problems.first?.fix == "Give 'box' a 'text' in 'views', or name a view with text: 'title'.")
  }

  // MARK: Incremental equals from scratch

  /// A screen with a header, a column of labels in a stack and a bar at the bottom, all on the
  /// safe area.
  static func screen(
    width: Double, height: Double, safeArea: EdgeInsets, strings: [String], hidden: [Bool],
    advance: Double, lineHeight: Double
  ) -> String {
    func text(_ string: String) -> String {
      #"{"string": "\#(string)", "advance": \#(advance), "lineHeight": \#(lineHeight)}"#
    }
    var views = [
      #"{"id": "header", "intrinsicSize": {"height": 44}}"#,
      #"{"id": "column", "stack": {"axis": "vertical", "spacing": 8}}"#,
      #"{"id": "bar", "intrinsicSize": {"height": 50}}"#,
    ]
    for (index, string) in strings.enumerated() {
      views.append(
        #"{"id": "label\#(index)", "parent": "column", "text": \#(text(string))"#
          + (hidden[index] ? #", "hidden": true}"# : "}"))
    }
    return """
      {"root": {"width": \(width), "height": \(height), "safeArea": {"top": \(safeArea.top),
       "left": \(safeArea.left), "bottom": \(safeArea.bottom), "right": \(safeArea.right)}},
       "views": [\(views.joined(separator: ",\n"))],
       "constraints": [
         "header.leading == root.safeArea.leading", "header.trailing == root.safeArea.trailing",
         "header.top == root.safeArea.top",
         "column.leading == root.safeArea.leading + 16",
         "column.trailing == root.safeArea.trailing - 16", "column.top == header.bottom + 8",
         "bar.leading == root.leading", "bar.trailing == root.trailing",
         "bar.bottom == root.safeArea.bottom", "bar.top >= column.bottom + 8 @ 750"]}
      """
  }

  @Test func conditionsChangedInPlaceGiveTheFramesOfAFreshScene() throws {
    let words = ["Sign in", "Forgot your password?", "Create a new account", "OK", "Welcome back"]
    for seed in UInt64(1)...40 {
      var random = SplitMix64(seed: seed)
      func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
      var width = 375.0
      var height = 812.0
      var safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      var strings = ["Sign in", "Password", "Welcome"]
      var hidden = [false, false, false]
      var factor = 1.0
      let scene = try LayoutFileTestSupport.scene(
        Self.screen(
          width: width, height: height, safeArea: safeArea, strings: strings, hidden: hidden,
          advance: 8, lineHeight: 20))
      var applied: [String] = []
      for _ in 0..<6 {
        let kind: EventDeclaration.Kind
        switch random.next() % 4 {
        case 0:
          width = pick([320, 375, 414, 568, 812, 1024, 200])
          height = pick([320, 568, 812, 375, 1366])
          safeArea = pick([
            EdgeInsets.zero, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
          ])
          kind = .resize(EventDeclaration.Resize(width: width, height: height, safeArea: safeArea))
        case 1:
          let index = Int(random.next() % 3)
          strings[index] = pick(words)
          kind = .setText(view: "label\(index)", string: strings[index])
        case 2:
          let index = Int(random.next() % 3)
          hidden[index].toggle()
          kind = .setHidden(view: "label\(index)", isHidden: hidden[index])
        default:
          let category = pick(ContentSizeCategory.allCases)
          factor = category.factor
          kind = .textScale(.init(category: category))
        }
        let event = Self.event(kind)
        applied.append(event.summary)
        scene.apply(event)
      }
      let fresh = try LayoutFileTestSupport.scene(
        Self.screen(
          width: width, height: height, safeArea: safeArea, strings: strings, hidden: hidden,
          advance: 8 * factor, lineHeight: 20 * factor))
      for (moved, built) in zip(scene.frames, fresh.frames) {
        let a = moved.frame
        let b = built.frame
        let close =
          abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
          && abs(a.height - b.height) < 1e-6 && moved.isHidden == built.isHidden
        #expect(
          close,
          "seed \(seed), \(moved.identifier): \(a) in place, \(b) from scratch, after \(applied)")
      }
      #expect(scene.diagnostics.filter { $0.severity == .error }.isEmpty, "seed \(seed)")
    }
  }
}
