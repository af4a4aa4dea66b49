import ConstraintSolver
import TestSupport
import Testing

@testable import LayoutBehaviors

/// Constraint expressions as the decoder reads them: `ConstraintExpressionParser` reads the
/// text, `LayoutFileDecoder.resolve(_:in:of:identifier:index:)` resolves its names. Known answers
/// worked by hand, the exact diagnostic of each kind of malformed text, and a seeded randomized
/// test of valid and mutated expressions.
@Suite struct ConstraintExpressionParserTests {
  /// A diagnostic about an expression: where it is, as the UTF-8 offset in the expression (for
  /// a text without escapes in the file), and what it says.
  struct Diagnostic: Equatable, CustomStringConvertible {
    var code: LayoutFileDiagnostic.Code
    var offset: Int?
    var message: String
    var fix: String?

    init(_ code: LayoutFileDiagnostic.Code, at offset: Int?, _ message: String, fix: String?) {
      self.code = code
      self.offset = offset
      self.message = message
      self.fix = fix
    }

    var description: String {
      "\(code) at \(offset.map(String.init) ?? "-"): \(message) fix: \(fix ?? "-")"
    }
  }

  /// The start of a document, on one line, up to its list of constraints: views `a`, `b-1` (in
  /// `a`) and `c`, and the guide `g`.
  static let prefix =
    #"{"root": {"width": 375, "height": 667}, "views": [{"id": "a"}, {"id": "b-1", "parent": "a"}, "#
    + #"{"id": "c"}], "guides": [{"id": "g"}], "constraints": ["#

  /// The document whose constraints are `texts`, each a string.
  static func document(_ texts: [String]) -> String {
    prefix + texts.map(LayoutFileFuzzTests.quote).joined(separator: ", ") + "]}"
  }

  /// What the decoder makes of `text` alone in ``document(_:)``: the expression, or the
  /// diagnostics about it, located by their offset in the string as the file writes it.
  static func decode(_ text: String) -> (
    expression: ConstraintExpression?, diagnostics: [Diagnostic]
  ) {
    let (document, diagnostics) = LayoutDocument.decode(
      Array(Self.document([text]).utf8), fileName: "test.json")
    let start = prefix.utf8.count + 1
    return (
      document?.constraints.first?.expression,
      diagnostics.map {
        Diagnostic($0.code, at: $0.location.map { $0.offset - start }, $0.message, fix: $0.fix)
      }
    )
  }

  static func anchor(_ item: ItemReference, _ attribute: LayoutAttribute) -> AnchorReference {
    AnchorReference(item: item, attribute: attribute)
  }

  /// Whether two expressions are the same, their numbers bit for bit (`-0` is not `0`).
  static func same(_ a: ConstraintExpression?, _ b: ConstraintExpression?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a == b && a.multiplier.bitPattern == b.multiplier.bitPattern
      && a.constant.bitPattern == b.constant.bitPattern
      && a.priority?.rawValue.bitPattern == b.priority?.rawValue.bitPattern
  }

  // MARK: Known answers

  /// Expressions and what they mean, worked by hand.
  static let knownAnswers: [(text: String, expression: ConstraintExpression)] = [
    (
      "a.width == 0.3 * b-1.width - 8 @ 500",
      ConstraintExpression(
        first: anchor(.view("a"), .width), relation: .equal,
        second: anchor(.view("b-1"), .width), multiplier: 0.3, constant: -8,
        priority: LayoutPriority(500))
    ),
    (
      "a.top==root.safeArea.top+8",
      ConstraintExpression(
        first: anchor(.view("a"), .top), relation: .equal,
        second: anchor(.rootSafeArea, .top), constant: 8)
    ),
    (
      " c.leading >= a.margins.leading - -4 ",
      ConstraintExpression(
        first: anchor(.view("c"), .leading), relation: .greaterThanOrEqual,
        second: anchor(.viewMargins("a"), .leading), constant: 4)
    ),
    (
      "a.height == 44 @ high",
      ConstraintExpression(
        first: anchor(.view("a"), .height), relation: .equal, constant: 44,
        priority: .defaultHigh)
    ),
    (
      "a.height <= 1.5e2",
      ConstraintExpression(
        first: anchor(.view("a"), .height), relation: .lessThanOrEqual, constant: 150)
    ),
    (
      "g.width <= -0.5 * root.width + 2.25",
      ConstraintExpression(
        first: anchor(.guide("g"), .width), relation: .lessThanOrEqual,
        second: anchor(.root, .width), multiplier: -0.5, constant: 2.25)
    ),
    (
      "a.centerX == g.centerX\t@\tfittingSize",
      ConstraintExpression(
        first: anchor(.view("a"), .centerX), relation: .equal,
        second: anchor(.guide("g"), .centerX),
        priority: .fittingSizeLevel)
    ),
    (
      "b-1.lastBaseline == root.margins.bottom-12.125",
      ConstraintExpression(
        first: anchor(.view("b-1"), .lastBaseline), relation: .equal,
        second: anchor(.rootMargins, .bottom), constant: -12.125)
    ),
    (
      "a.width == .5",
      ConstraintExpression(first: anchor(.view("a"), .width), relation: .equal, constant: 0.5)
    ),
    (
      "a.width == b-1.width + -0",
      ConstraintExpression(
        first: anchor(.view("a"), .width), relation: .equal,
        second: anchor(.view("b-1"), .width), constant: -0.0)
    ),
    (
      "c.height == 0.1234567890123456789 * a.height @ 1e3",
      ConstraintExpression(
        first: anchor(.view("c"), .height), relation: .equal,
        second: anchor(.view("a"), .height), multiplier: 0.1234567890123456789,
        priority: .required)
    ),
  ]

  @Test func knownAnswers() {
    for (text, expected) in Self.knownAnswers {
      let (expression, diagnostics) = Self.decode(text)
      #expect(diagnostics.isEmpty, "\(text)")
      #expect(Self.same(expression, expected), "\(text): \(String(describing: expression))")
    }
    // All in one document: each item is looked up first where the previous expression's was.
    let text = Self.document(Self.knownAnswers.map(\.text))
    let (document, diagnostics) = LayoutDocument.decode(Array(text.utf8), fileName: "test.json")
    #expect(diagnostics.isEmpty)
    let expressions = document?.constraints.map(\.expression) ?? []
    #expect(expressions.count == Self.knownAnswers.count)
    for (expression, answer) in zip(expressions, Self.knownAnswers) {
      #expect(Self.same(expression, answer.expression), "\(answer.text)")
    }
  }

  @Test func attributesByName() {
    for attribute in LayoutAttribute.allCases {
      #expect(LayoutFileDecoder.attribute(named: attribute.rawValue) == attribute)
      #expect(LayoutFileDecoder.attribute(named: attribute.rawValue + "x") == nil)
      #expect(
        LayoutFileDecoder.attribute(named: String(attribute.rawValue.dropLast()) + "Q") == nil)
    }
    #expect(LayoutFileDecoder.attribute(named: "") == nil)
    #expect(LayoutFileDecoder.attribute(named: "centerZ") == nil)
  }

  // MARK: Rejected texts

  /// Malformed texts and exactly what is reported about each: every problem of the grammar, of
  /// the tokens, of the names and of how the anchors relate. A token that cannot be read comes
  /// first even after a problem of the grammar (`a.top c.top $`).
  static let rejected: [(text: String, diagnostics: [Diagnostic])] = [
    (
      "",
      [
        .init(
          .expressionSyntax, at: 0, "Constraint 0 is empty.",
          fix: "Write a constraint such as 'header.height == 44'.")
      ]
    ),
    (
      "a.width",
      [
        .init(
          .expressionSyntax, at: 7, "Missing relation after 'a.width' in constraint 0.",
          fix: "Add '==', '<=' or '>=' and the other side.")
      ]
    ),
    (
      "a.width = 5",
      [
        .init(
          .expressionSyntax, at: 8, "Invalid relation '=' in constraint 0.",
          fix: "Use '==' for equal.")
      ]
    ),
    (
      "a.width == ",
      [
        .init(
          .expressionSyntax, at: 11, "Missing right side after '==' in constraint 0.",
          fix: "Add an anchor such as 'root.top', or a number for a width or height.")
      ]
    ),
    (
      "a.top == 5",
      [
        .init(
          .positionConstant, at: 9,
          "Cannot set position anchor 'a.top' to a constant in constraint 0.",
          fix: "Relate it to another anchor, as in 'a.top == root.top + 5'.")
      ]
    ),
    (
      "a.top == 2 * c.top",
      [
        .init(
          .multiplierOnPosition, at: 9,
          "Position anchor 'a.top' cannot have a multiplier in constraint 0.",
          fix: "Remove '2 *'; only widths and heights take a multiplier: 'a.top == c.top'.")
      ]
    ),
    (
      "a.width == b-1.height * 2",
      [
        .init(
          .expressionSyntax, at: 22,
          "Unexpected '*' after 'b-1.height' in constraint 0; a multiplier comes before the anchor.",
          fix: "Write the multiplier first: 'a.width == 2 * b-1.height'.")
      ]
    ),
    (
      "a.width == 2 * 3",
      [
        .init(
          .expressionSyntax, at: 13,
          "Cannot compute '2 * 3' in constraint 0; a constant is a single number.",
          fix: "Write the result: 'a.width == 6'.")
      ]
    ),
    (
      "a.width == 5 px",
      [
        .init(
          .expressionSyntax, at: 13, "Unexpected 'px' at the end of constraint 0.",
          fix: nil)
      ]
    ),
    (
      "a.width == 5.",
      [
        .init(
          .expressionSyntax, at: 11, "Invalid number '5.' in constraint 0.",
          fix: nil)
      ]
    ),
    (
      "a.width == 1e",
      [
        .init(
          .expressionSyntax, at: 11, "Invalid number '1e' in constraint 0.",
          fix: nil)
      ]
    ),
    (
      "a.width == 1e400",
      [
        .init(
          .nonFiniteNumber, at: 11,
          "Number '1e400' in constraint 0 is too large; the largest is about 1.8e308.",
          fix: nil)
      ]
    ),
    (
      "a.width == 1e16",
      [
        .init(
          .outOfRange, at: 11,
          "Number '1e16' in constraint 0 is beyond the supported range (magnitudes up to 10^15).",
          fix: "Use sizes, constants and margins of the magnitude of a screen, in points.")
      ]
    ),
    (
      "a.leading == c.left",
      [
        .init(
          .directionMismatch, at: 13,
          "Cannot relate 'a.leading' to 'c.left' in constraint 0; Auto Layout does not mix leading and trailing with left and right.",
          fix: "Use leading and trailing on both sides, or left and right on both.")
      ]
    ),
    (
      "a.top == c.leading",
      [
        .init(
          .axisMismatch, at: 9,
          "Cannot relate y-axis anchor 'a.top' to x-axis anchor 'c.leading' in constraint 0.",
          fix: "Relate anchors of the same axis, such as 'c.top'.")
      ]
    ),
    (
      "a.width == c.top",
      [
        .init(
          .positionDimensionMismatch, at: 11,
          "Cannot relate dimension 'a.width' to y-axis anchor 'c.top' in constraint 0.",
          fix: "Relate a position to a position and a size to a size, such as 'c.width'.")
      ]
    ),
    (
      "nope.top == c.top",
      [
        .init(
          .unknownItem, at: 0, "Unknown item 'nope' in constraint 0.",
          fix: "Known items nearest to it: 'root', 'a' and 'b-1' (of 5).")
      ]
    ),
    (
      "a.toop == c.top",
      [
        .init(
          .unknownAnchor, at: 2, "Unknown anchor 'toop' in constraint 0.",
          fix: "Did you mean 'top'?")
      ]
    ),
    (
      "a.top == c.safeArea.top",
      [
        .init(
          .noSuchGuide, at: 11, "View 'c' has no safe area in constraint 0; only the root has one.",
          fix: "Use 'root.safeArea.top'.")
      ]
    ),
    (
      "a.top == g.margins.top",
      [
        .init(
          .noSuchGuide, at: 11,
          "Guide 'g' has no margins in constraint 0; a guide is already a rectangle.",
          fix: "Use 'g.top'.")
      ]
    ),
    (
      "a.top == root.margin.top",
      [
        .init(
          .unknownGuide, at: 14, "Unknown guide 'margin' on 'root' in constraint 0.",
          fix: "Did you mean 'margins'?")
      ]
    ),
    (
      "a.top == root.margins",
      [
        .init(
          .expressionSyntax, at: 21, "Missing anchor after 'root.margins' in constraint 0.",
          fix: "Add one, as in 'root.margins.top'.")
      ]
    ),
    (
      "a.top == root.a.b.top",
      [
        .init(
          .expressionSyntax, at: 9, "Too many parts in 'root.a.b.top' in constraint 0.",
          fix: "Write 'item.anchor' or 'item.guide.anchor', as in 'root.safeArea.top'.")
      ]
    ),
    (
      "a.width == 5 @ 0",
      [
        .init(
          .priorityOutOfRange, at: 15,
          "Priority '0' in constraint 0 is out of range; priorities go from 1 to 1000.",
          fix: "Use a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
      ]
    ),
    (
      "a.width == 5 @ 1001",
      [
        .init(
          .priorityOutOfRange, at: 15,
          "Priority '1001' in constraint 0 is out of range; priorities go from 1 to 1000.",
          fix: "Use a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
      ]
    ),
    (
      "a.width == 5 @ medium",
      [
        .init(
          .unknownPriority, at: 15, "Unknown priority 'medium' in constraint 0.",
          fix: "Did you mean 'high'?")
      ]
    ),
    (
      "a.width == 5 @",
      [
        .init(
          .expressionSyntax, at: 14, "Missing priority after '@' in constraint 0.",
          fix: "Write a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
      ]
    ),
    (
      "a.top == c.top + 8 8",
      [
        .init(
          .expressionSyntax, at: 19, "Unexpected '8' at the end of constraint 0.",
          fix: nil)
      ]
    ),
    (
      "a.top == c.top +",
      [
        .init(
          .expressionSyntax, at: 16, "Missing number after '+' in constraint 0.",
          fix: nil)
      ]
    ),
    (
      "a.top == c.top @ high extra",
      [
        .init(
          .expressionSyntax, at: 22, "Unexpected 'extra' at the end of constraint 0.",
          fix: nil)
      ]
    ),
    (
      "a.top == -c.top",
      [
        .init(
          .expressionSyntax, at: 9,
          "Expected an anchor or a number after '==' in constraint 0, found '-'.",
          fix: nil)
      ]
    ),
    (
      "a.top == c.top + 8 * 2",
      [
        .init(
          .expressionSyntax, at: 19,
          "Cannot compute '8 * 2' in constraint 0; a constant is a single number.",
          fix: "Write the result: 'a.top == c.top + 16'.")
      ]
    ),
    (
      "top == c.top",
      [
        .init(
          .expressionSyntax, at: 0, "Missing item before anchor 'top' in constraint 0.",
          fix: "Name the view, guide or root, as in 'root.top'.")
      ]
    ),
    (
      "a.top == c.top.",
      [
        .init(
          .expressionSyntax, at: 15, "Missing name after 'c.top.' in constraint 0.",
          fix: "Add an anchor such as 'c.top.top'.")
      ]
    ),
    (
      "A.top == c.top",
      [
        .init(
          .unknownItem, at: 0, "Unknown item 'A' in constraint 0.",
          fix: "Did you mean 'a'?")
      ]
    ),
    (
      "a.width == 5 @ 1e16",
      [
        .init(
          .outOfRange, at: 15,
          "Number '1e16' in constraint 0 is beyond the supported range (magnitudes up to 10^15).",
          fix: "Use sizes, constants and margins of the magnitude of a screen, in points.")
      ]
    ),
    (
      "a.top != c.top",
      [
        .init(
          .expressionSyntax, at: 6, "Invalid relation '!=' in constraint 0.",
          fix: "Use '==', '<=' or '>='.")
      ]
    ),
    (
      "a.widht == rot.height",
      [
        .init(
          .unknownAnchor, at: 2, "Unknown anchor 'widht' in constraint 0.",
          fix: "Did you mean 'width'?"),
        .init(
          .unknownItem, at: 11, "Unknown item 'rot' in constraint 0.",
          fix: "Did you mean 'root'?"),
      ]
    ),
    (
      "a.top c.top $",
      [
        .init(
          .expressionSyntax, at: 12, "Unexpected character '$' in constraint 0.",
          fix: nil)
      ]
    ),
    (
      "a.width == 2 * 3 * b-1.width",
      [
        .init(
          .expressionSyntax, at: 13,
          "Cannot compute '2 * 3' in constraint 0; a multiplier is a single number.",
          fix: "Write the result: 'a.width == 6 * b-1.width'.")
      ]
    ),
    (
      "a.top == b-1.width * 2",
      [
        .init(
          .expressionSyntax, at: 19,
          "Unexpected '*' after 'b-1.width' in constraint 0; only widths and heights take a multiplier, and 'a.top' is a position.",
          fix: "Remove '* 2': 'a.top == b-1.top'.")
      ]
    ),
    (
      "a.width == b-1.width / 4 + 3",
      [
        .init(
          .expressionSyntax, at: 21,
          "Unexpected '/' after 'b-1.width' in constraint 0; a multiplier comes before the anchor.",
          fix: "Write the multiplier first: 'a.width == 0.25 * b-1.width + 3'.")
      ]
    ),
    (
      "a.top == root.top - 8 - 4",
      [
        .init(
          .expressionSyntax, at: 22,
          "Cannot compute '8 - 4' in constraint 0; a constant is a single number.",
          fix: "Write the result: 'a.top == root.top - 12'.")
      ]
    ),
    (
      "a.top == c.top @ 750 @ 250",
      [
        .init(
          .expressionSyntax, at: 21, "Unexpected '@' at the end of constraint 0.",
          fix: nil)
      ]
    ),
    (
      "a.top == c.top high",
      [
        .init(
          .expressionSyntax, at: 15, "Unexpected 'high' at the end of constraint 0.",
          fix: "Priorities come after '@', as in '@ high'.")
      ]
    ),
    (
      "g.width == 0.5 * c.top",
      [
        .init(
          .positionDimensionMismatch, at: 17,
          "Cannot relate dimension 'g.width' to y-axis anchor 'c.top' in constraint 0.",
          fix: "Relate a position to a position and a size to a size, such as 'c.width'.")
      ]
    ),
  ]

  @Test func rejectedTexts() {
    for (text, expected) in Self.rejected {
      let (expression, diagnostics) = Self.decode(text)
      #expect(expression == nil, "\(text)")
      #expect(diagnostics == expected, "\(text)")
    }
  }

  // MARK: Randomized

  // Each list of choices is a list of right values and a list of wrong ones; a wrong one is
  // picked one time in twelve.
  static let items = (["a", "b-1", "c", "g", "root"], ["nope", "A", "superview", "b"])
  static let guides = (["margins", "safeArea"], ["layoutMargins", "margin"])
  static let attributes = (
    LayoutAttribute.allCases.map(\.rawValue), ["start", "widthAnchor", "Top", "centerZ"]
  )
  static let numbers = (
    [
      "0", "8", "-8", "0.3", "12.50", "1e2", "1.5e-3", "007", "0.1234567890123456789",
      "1000000000000000", "- 4", "-0", "2.5E+1", ".5", "999999999999999.9", "4.9e-324",
    ],
    ["5.", "1e", "2x", "1e400", "1e16", "1.2.3", "0x10", "123456789012345678"]
  )
  static let relations = (["==", "<=", ">="], ["=", "<", "!=", "=>"])
  static let priorities = (
    ["500", "high", "required", "low", "fittingSize", "250.5", "1e3", "1"],
    ["0", "1001", "medium", "-5", "high.x"]
  )
  static let spaces = ["", " ", " ", "  ", "\t", "\n"]
  static let noise: [String] = ["*", "/", "+", "-", ".", "@", "x", "9", " ", "é", "\"", "\\", "_"]

  static func pick<T>(_ values: [T], _ random: inout SplitMix64) -> T {
    values[Int(random.next() % UInt64(values.count))]
  }

  /// A right value (and `true`), or one time in twelve a wrong one (and `false`).
  static func pick(_ choices: ([String], [String]), _ random: inout SplitMix64) -> (
    text: String, isRight: Bool
  ) {
    random.next() % 12 == 0 ? (pick(choices.1, &random), false) : (pick(choices.0, &random), true)
  }

  /// The value of a number of ``numbers``: what `Double(_:)` reads (`- 4` is `-4`).
  static func value(_ text: String) -> Double {
    text.hasPrefix("- ") ? -Double(text.dropFirst(2))! : Double(text)!
  }

  /// A random anchor, and what it names when it is right (`nil` otherwise); `like`, when given,
  /// is the attribute it usually takes.
  static func randomAnchor(_ random: inout SplitMix64, like: String? = nil) -> (
    text: String, anchor: AnchorReference?
  ) {
    var item = pick(items, &random)
    var attribute = pick(attributes, &random)
    if let like, random.next() % 5 != 0 { attribute = (like, true) }
    let resolved: (String) -> ItemReference = { name in
      switch name {
      case "root": return .root
      case "g": return .guide(name)
      default: return .view(name)
      }
    }
    let named = LayoutAttribute(rawValue: attribute.text).flatMap { attribute.isRight ? $0 : nil }
    switch random.next() % 12 {
    case 0:
      return (attribute.text, nil)
    case 1:
      return ("\(item.text).\(pick(guides, &random).text)", nil)
    case 2, 3, 4:
      if random.next() % 4 != 0 { item = (random.next() % 2 == 0 ? "root" : "a", true) }
      let guide = pick(guides, &random)
      let text = "\(item.text).\(guide.text).\(attribute.text)"
      guard item.isRight, guide.isRight, let named else { return (text, nil) }
      switch (resolved(item.text), guide.text) {
      case (.root, "margins"): return (text, anchor(.rootMargins, named))
      case (.root, _): return (text, anchor(.rootSafeArea, named))
      case (.view(let id), "margins"): return (text, anchor(.viewMargins(id), named))
      default: return (text, nil)
      }
    default:
      let text = "\(item.text).\(attribute.text)"
      guard item.isRight, let named else { return (text, nil) }
      return (text, anchor(resolved(item.text), named))
    }
  }

  /// A random expression, and what it means when every part is right and the parts fit together
  /// (`nil` otherwise); one time in eight a random mutation makes it any text (`isMutated`).
  static func randomExpression(_ random: inout SplitMix64) -> (
    text: String, expected: ConstraintExpression?, isMutated: Bool
  ) {
    // A constant alone or a multiplier needs a width or a height on the left.
    let shape = random.next() % 4
    let first = randomAnchor(
      &random, like: shape < 2 ? (random.next() % 2 == 0 ? "width" : "height") : nil)
    let attribute = first.text.split(separator: ".").last.map(String.init)
    let relation = pick(relations, &random)
    var parts = [first.text, relation.text]
    var isRight = relation.isRight
    var second: AnchorReference? = nil
    var multiplier = 1.0
    var constant = 0.0
    switch shape {
    case 0:
      let number = pick(numbers, &random)
      parts.append(number.text)
      isRight = isRight && number.isRight
      if number.isRight { constant = value(number.text) }
    case 1:
      let number = pick(numbers, &random)
      let anchor = randomAnchor(&random, like: attribute)
      parts += [number.text, "*", anchor.text]
      isRight = isRight && number.isRight && anchor.anchor != nil
      if number.isRight { multiplier = value(number.text) }
      second = anchor.anchor
    default:
      let anchor = randomAnchor(&random, like: attribute)
      parts.append(anchor.text)
      isRight = isRight && anchor.anchor != nil
      second = anchor.anchor
    }
    // A constant after a constant is arithmetic, which the grammar does not have.
    if random.next() % 2 == 0 {
      let sign = random.next() % 2 == 0 ? "+" : "-"
      let number = pick(numbers, &random)
      parts += [sign, number.text]
      isRight = isRight && number.isRight && shape != 0
      if number.isRight { constant = sign == "+" ? value(number.text) : -value(number.text) }
    }
    var priority: LayoutPriority? = nil
    if random.next() % 3 == 0 {
      let name = pick(priorities, &random)
      parts += ["@", name.text]
      isRight = isRight && name.isRight
      priority =
        LayoutFileDecoder.priorityNames.first { $0.name == name.text }?.value
        ?? Double(name.text).map { LayoutPriority($0) }
    }
    var text = pick(spaces, &random)
    for part in parts { text += part + pick(spaces, &random) }
    var expected: ConstraintExpression? = nil
    if isRight, let firstAnchor = first.anchor {
      let a = firstAnchor.attribute
      let fits =
        second.map {
          LayoutFileDecoder.anchorsFit(a, $0.attribute) && (shape != 1 || a.axis == .dimension)
        } ?? (a.axis == .dimension)
      if fits {
        expected = ConstraintExpression(
          first: firstAnchor, relation: LayoutRelation(rawValue: relation.text)!, second: second,
          multiplier: multiplier, constant: constant, priority: priority)
      }
    }
    guard random.next() % 8 == 0 else { return (text, expected, false) }
    var scalars = Array(text.unicodeScalars)
    let position = Int(random.next() % UInt64(scalars.count + 1))
    switch random.next() % 3 {
    case 0: scalars.insert(contentsOf: pick(noise, &random).unicodeScalars, at: position)
    case 1: if position < scalars.count { scalars.remove(at: position) }
    default:
      if position < scalars.count { scalars[position] = pick(noise, &random).unicodeScalars.first! }
    }
    return (String(String.UnicodeScalarView(scalars)), nil, true)
  }

  /// Random expressions, right and wrong: one whose parts are all right and fit together means
  /// exactly what it says, its numbers bit for bit as `Double(_:)` reads them; one with a wrong
  /// part is rejected, every diagnostic inside its string; a mutated one is either rejected so,
  /// or accepted as an expression whose normalized text means the same. 4,000 expressions at full
  /// size, a tenth of them in the slice (``TestScale``); the seed, printed with a failure, comes
  /// from `LAYOUT_FUZZ_SEED` when it is set.
  @Test func randomExpressions() {
    let seed = LayoutFileFuzzTests.seed ^ 0x5EED_0E1F
    var random = SplitMix64(seed: seed)
    var accepted = 0
    let count = TestScale.count(4_000)
    for index in 0..<count {
      let (text, expected, isMutated) = Self.randomExpression(&random)
      let label = "seed \(seed), expression \(index): \(text)"
      let (expression, diagnostics) = Self.decode(text)
      if expression != nil { accepted += 1 }
      if let expected {
        #expect(Self.same(expression, expected), "\(label)")
        #expect(diagnostics.isEmpty, "\(label): \(diagnostics)")
        continue
      }
      if let expression {
        #expect(isMutated, "\(label) is accepted as \(expression)")
        #expect(diagnostics.isEmpty, "\(label): \(diagnostics)")
        #expect(Self.decode(expression.description).expression == expression, "\(label)")
        continue
      }
      // Offsets in the string as the file writes it, its escapes included.
      let length = LayoutFileFuzzTests.quote(text).utf8.count - 2
      #expect(!diagnostics.isEmpty, "\(label)")
      for diagnostic in diagnostics {
        #expect(
          diagnostic.offset.map { (0...length).contains($0) } == true, "\(label): \(diagnostic)")
      }
    }
    // Both kinds are well represented.
    #expect(accepted > count / 6 && accepted < count * 5 / 6, "accepted \(accepted) of \(count)")
  }
}
