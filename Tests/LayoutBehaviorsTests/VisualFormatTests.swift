import Testing

@testable import LayoutBehaviors

/// The Visual Format Language in the Swift API: each form's expansion, worked by hand from the
/// meaning Auto Layout documents for it, and located errors.
@Suite struct VisualFormatTests {
  /// A root with three views `a`, `b`, `c`.
  private struct Row {
    let engine: LayoutEngine
    let a: View
    let b: View
    let c: View
    var views: [String: View] { ["a": a, "b": b, "c": c] }

    init(direction: LayoutDirection = .leftToRight) {
      engine = makePhoneEngine(direction: direction)
      a = addView("a", to: engine.root)
      b = addView("b", to: engine.root)
      c = addView("c", to: engine.root)
    }
  }

  /// The expansion as `identifier: expression @priority` lines.
  private func expand(
    _ format: String, options: LayoutConstraint.FormatOptions = [],
    metrics: [String: Double] = [:], row: Row = Row()
  ) throws -> [String] {
    try LayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: row.views
    ).map { constraint in
      var text = "\(constraint.identifier ?? "-"): \(constraint.firstItem.identifier)."
      text += "\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue)"
      if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
        text += " \(second.identifier).\(attribute.rawValue)"
        if constraint.constant != 0 { text += " + \(LayoutFileText.number(constraint.constant))" }
      } else {
        text += " \(LayoutFileText.number(constraint.constant))"
      }
      if !constraint.priority.isRequired {
        text += " @\(LayoutFileText.number(constraint.priority.rawValue))"
      }
      return text
    }
  }

  @Test func standardSpaceBetweenSiblingsIsEight() throws {
    #expect(try expand("[a]-[b]") == ["H:[a]-[b]: b.leading == a.trailing + 8"])
  }

  @Test func superviewEdgesAndMargins() throws {
    // `|-` is the superview's margin (0 from it); `|` and `|-20-` its edge.
    #expect(
      try expand("H:|-[a]-|") == [
        "H:|-[a]: a.leading == root.margins.leading",
        "H:[a]-|: root.margins.trailing == a.trailing",
      ])
    #expect(
      try expand("|-50-[a]-50-|") == [
        "H:|-50-[a]: a.leading == root.leading + 50",
        "H:[a]-50-|: root.trailing == a.trailing + 50",
      ])
    #expect(
      try expand("V:|[a]|") == [
        "V:|[a]: a.top == root.top", "V:[a]|: root.bottom == a.bottom",
      ])
  }

  @Test func sizePredicatesAndPriorities() throws {
    #expect(
      try expand("[a(>=70,<=100)]") == [
        "H:[a(>=70)]: a.width >= 70", "H:[a(<=100)]: a.width <= 100",
      ])
    #expect(try expand("[a(100@20)]") == ["H:[a(100@20)]: a.width == 100 @20"])
    #expect(try expand("V:[a(==b@high)]") == ["V:[a(==b@high)]: a.height == b.height @750"])
    #expect(
      try expand("[a]-(>=gap@low)-[b]", metrics: ["gap": 20]) == [
        "H:[a]-(>=gap@low)-[b]: b.leading >= a.trailing + 20 @250"
      ])
    #expect(
      try expand("[a]-w-[b]", metrics: ["w": 12]) == ["H:[a]-w-[b]: b.leading == a.trailing + 12"])
  }

  @Test func flushViewsAndACompleteLine() throws {
    #expect(
      try expand("|-[a]-[b]-[c(>=20)]-|") == [
        "H:|-[a]: a.leading == root.margins.leading",
        "H:[a]-[b]: b.leading == a.trailing + 8",
        "H:[b]-[c]: c.leading == b.trailing + 8",
        "H:[c(>=20)]: c.width >= 20",
        "H:[c]-|: root.margins.trailing == c.trailing",
      ])
    #expect(try expand("V:[a][b]") == ["V:[a][b]: b.top == a.bottom"])
  }

  @Test func directionsAndAlignment() throws {
    #expect(
      try expand("[a]-8-[b]", options: .directionLeftToRight) == [
        "H:[a]-8-[b]: b.left == a.right + 8"
      ])
    // Right to left: `a` is on the right, `b` 8 points to its left.
    #expect(
      try expand("|-4-[a]-8-[b]", options: .directionRightToLeft) == [
        "H:|-4-[a]: root.right == a.right + 4", "H:[a]-8-[b]: a.left == b.right + 8",
      ])
    #expect(
      try expand("[a][b][c]", options: [.alignAllTop, .alignAllBottom]) == [
        "H:[a][b]: b.leading == a.trailing", "H:[b][c]: c.leading == b.trailing",
        "alignAllTop [a] [b]: b.top == a.top", "alignAllTop [b] [c]: c.top == b.top",
        "alignAllBottom [a] [b]: b.bottom == a.bottom",
        "alignAllBottom [b] [c]: c.bottom == b.bottom",
      ])
    #expect(
      try expand("V:[a]-20-[b]", options: .spacingBaselineToBaseline) == [
        "V:[a]-20-[b]: b.firstBaseline == a.lastBaseline + 20"
      ])
  }

  @Test func repeatedPartsAreNumbered() throws {
    #expect(
      try expand("[a(50,50)]") == ["H:[a(50)]: a.width == 50", "H:[a(50)] #2: a.width == 50"])
    #expect(
      try expand("[a]-(8, 8)-[b]") == [
        "H:[a]-(8)-[b]: b.leading == a.trailing + 8",
        "H:[a]-(8)-[b] #2: b.leading == a.trailing + 8",
      ])
    // A view named twice: its parts can repeat anywhere in the string.
    #expect(
      try expand("[a][b][a(50)][b][a(50)]") == [
        "H:[a][b]: b.leading == a.trailing", "H:[b][a]: a.leading == b.trailing",
        "H:[a(50)]: a.width == 50", "H:[a][b] #2: b.leading == a.trailing",
        "H:[b][a] #2: a.leading == b.trailing", "H:[a(50)] #2: a.width == 50",
      ])
  }

  /// The frames of a row, solved: 375 wide with margins of 8.
  @Test func framesOfARowMirrorUnderRightToLeft() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let row = Row(direction: direction)
      var constraints = try LayoutConstraint.constraints(
        withVisualFormat: "H:|-[a(100)]-[b]-|", options: .alignAllTop, views: row.views)
      constraints += try LayoutConstraint.constraints(
        withVisualFormat: "V:|-20-[a(30)]", views: row.views)
      constraints += try LayoutConstraint.constraints(
        withVisualFormat: "V:[b(==a)]-[c(40)]", views: row.views)
      constraints += try LayoutConstraint.constraints(
        withVisualFormat: "H:|[c]|", views: row.views)
      LayoutConstraint.activate(constraints)
      #expect(row.engine.diagnostics.isEmpty)
      // a: 8 + 100; b: from 116 to 367 (375 − 8), 251 wide; c: 8 below b, full width.
      let aX = direction == .leftToRight ? 8.0 : 375 - 8 - 100
      let bX = direction == .leftToRight ? 116.0 : 8
      #expect(row.a.frame == Rect(x: aX, y: 20, width: 100, height: 30))
      #expect(row.b.frame == Rect(x: bX, y: 20, width: 251, height: 30))
      #expect(row.c.frame == Rect(x: 0, y: 58, width: 375, height: 40))
    }
  }

  /// The error of a string, as `column: message`.
  private func error(
    _ format: String, options: LayoutConstraint.FormatOptions = [],
    metrics: [String: Double] = [:]
  ) -> VisualFormatError? {
    do {
      _ = try LayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: Row().views)
      return nil
    } catch {
      return error
    }
  }

  @Test func syntaxErrorsPointAtTheCharacter() throws {
    let cases: [(format: String, column: Int, fix: String)] = [
      ("[a(]", 4, "Close the predicate with ')'."),
      ("[a(>=5", 7, "Close the predicate with ')'."),
      ("[a", 3, "Close the view with ']', as in '[a]'."),
      ("V[a]", 2, "Write 'V:', as in 'V:[a]'."),
      ("X:[a]", 1, "Start with 'H:' for a row or 'V:' for a column."),
      (
        "[a]--[b]", 5,
        "Write '-' for the standard spacing, or a number between the dashes, as in '-8-'."
      ),
      ("[a]-8[b]", 6, "Close the spacing with '-', as in '-8-'."),
      (
        "[a]-", 5, "Write the next view, as in '-[next]', or end at the superview's edge with '-|'."
      ),
      ("[a(=5)]", 4, "Use '==', '<=' or '>='."),
      ("[]", 2, "Name the view, as in '[button]'."),
      ("[a]|-[b]", 4, "Split the string in two, or connect the views directly, as in '[a]-[b]'."),
      ("", 1, "Put views in brackets, as in 'H:|-[button]-|'."),
    ]
    for entry in cases {
      let found = try #require(error(entry.format), "\(entry.format)")
      #expect(found.kind == .syntax, "\(entry.format)")
      #expect(found.column == entry.column, "\(entry.format): \(found)")
      #expect(found.fix == entry.fix, "\(entry.format): \(found)")
    }
  }

  @Test func namesAndOptionsErrors() throws {
    let unknownView = try #require(error("[a]-[bb]"))
    #expect(unknownView.kind == .unknownView)
    #expect(unknownView.column == 6)
    #expect(unknownView.message == "Unknown view 'bb'.")
    #expect(unknownView.fix == "Did you mean 'b'?")
    let metric = try #require(error("[a]-gapp-[b]", metrics: ["gap": 8]))
    #expect(metric.kind == .unknownMetric)
    #expect(metric.column == 5)
    #expect(metric.fix == "Did you mean 'gap'?")
    let priority = try #require(error("[a(50@0)]"))
    #expect(priority.kind == .invalidPriority)
    #expect(priority.column == 7)
    let options = try #require(error("V:[a][b]", options: .alignAllTop))
    #expect(options.kind == .invalidOptions)
    #expect(options.column == nil)
    let baseline = try #require(error("V:[a]-[b]", options: .spacingBaselineToBaseline))
    #expect(baseline.kind == .invalidOptions)
    #expect(baseline.column == 6)
  }

  @Test func anEdgeNeedsASharedSuperview() throws {
    let row = Row()
    let inner = addView("inner", to: row.a)
    var views = row.views
    views["inner"] = inner
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.constraints(withVisualFormat: "|[b]-[inner]", views: views)
    }
    // Without an edge, views of different superviews may be related.
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: "[b]-[inner]", views: views)
    #expect(constraints.count == 1)
    let orphan = View("orphan")
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.constraints(withVisualFormat: "|[orphan]", views: ["orphan": orphan])
    }
  }

  @Test func columnsCountUnicodeScalars() throws {
    let found = try #require(error("[a]-(é)-[b]"))
    #expect(found.column == 6)
  }
}
