import Testing

@testable import LayoutBehaviors

/// The one-pass reader of constraint expressions (`LayoutFileDecoder.quickExpression(_:)`):
/// known answers worked by hand, and a seeded differential test against the full parser on
/// thousands of expressions, right and wrong (documents and diagnostics must be identical).
@Suite struct QuickExpressionTests {
  /// Views `a`, `b-1` (in `a`) and `c`, the guide `g`.
  static func document(constraints: [String]) -> String {
    """
    {"root": {"width": 375, "height": 667},
     "views": [{"id": "a"}, {"id": "b-1", "parent": "a"}, {"id": "c"}],
     "guides": [{"id": "g"}],
     "constraints": [\(constraints.joined(separator: ",\n"))]}
    """
  }

  /// A decoder that knows the ids of ``document(constraints:)``.
  static func decoder() -> LayoutFileDecoder {
    let text = document(constraints: [])
    let bytes = Array(text.utf8)
    var decoder = LayoutFileDecoder(fileName: "test.json", source: bytes)
    _ = decoder.decodeDocument(JSONParser.parse(bytes, fileName: "test.json").value!)
    return decoder
  }

  static func anchor(_ item: ItemReference, _ attribute: LayoutAttribute) -> AnchorReference {
    AnchorReference(item: item, attribute: attribute)
  }

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
  ]

  @Test func knownAnswers() {
    let decoder = Self.decoder()
    for (text, expected) in Self.knownAnswers {
      #expect(decoder.quickExpression(text) == expected, "\(text)")
    }
    // The same through the full parser.
    let text = Self.document(
      constraints: Self.knownAnswers.map { LayoutFileFuzzTests.quote($0.text) })
    for quick in [true, false] {
      let (document, diagnostics) = LayoutDocument.decode(
        Array(text.utf8), fileName: "test.json", quickExpressions: quick)
      #expect(diagnostics.isEmpty)
      #expect(document?.constraints.map(\.expression) == Self.knownAnswers.map(\.expression))
    }
  }

  /// Texts the reader leaves to the parser: each has a problem the parser reports.
  @Test func leavesWrongExpressionsToTheParser() {
    let decoder = Self.decoder()
    let wrong = [
      "", "a.width", "a.width = 5", "a.width == ", "a.top == 5", "a.top == 2 * c.top",
      "a.width == b-1.height * 2", "a.width == 2 * 3", "a.width == 5 px", "a.width == 5.",
      "a.width == .5", "a.width == 1e", "a.width == 1e400", "a.width == 1e16",
      "a.leading == c.left",
      "a.top == c.leading", "a.width == c.top", "nope.top == c.top", "a.toop == c.top",
      "a.top == c.safeArea.top", "a.top == g.margins.top", "a.top == root.margin.top",
      "a.top == root.margins", "a.top == root.a.b.top", "a.width == 5 @ 0", "a.width == 5 @ 1001",
      "a.width == 5 @ medium", "a.width == 5 @", "a.top == c.top + 8 8", "a.top == c.top +",
      "a.top == c.top @ high extra", "a.top == -c.top", "a.top == c.top + 8 * 2", "top == c.top",
      "a.top == c.top.", "A.top == c.top", "a.width == 5 @ 1e16", "a.top != c.top",
    ]
    for text in wrong {
      #expect(decoder.quickExpression(text) == nil, "\(text)")
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

  // MARK: Differential

  // Each list of choices is a list of right values and a list of wrong ones; a wrong one is
  // picked one time in twelve, so that about half the expressions are right.
  static let items = (["a", "b-1", "c", "g", "root"], ["nope", "A", "superview", "b"])
  static let guides = (["margins", "safeArea"], ["layoutMargins", "margin"])
  static let attributes = (
    LayoutAttribute.allCases.map(\.rawValue), ["start", "widthAnchor", "Top", "centerZ"]
  )
  static let numbers = (
    [
      "0", "8", "-8", "0.3", "12.50", "1e2", "1.5e-3", "007", "123456789012345678",
      "0.1234567890123456789", "1000000000000000", "- 4", "-0", "2.5E+1",
    ],
    [".5", "5.", "1e", "2x", "1e400", "1e16", "1.2.3", "0x10"]
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

  static func pick(_ choices: ([String], [String]), _ random: inout SplitMix64) -> String {
    random.next() % 12 == 0 ? pick(choices.1, &random) : pick(choices.0, &random)
  }

  /// A random anchor; `like`, when given, is the attribute it usually takes.
  static func randomAnchor(_ random: inout SplitMix64, like: String? = nil) -> String {
    var item = pick(items, &random)
    let attribute = like.flatMap { random.next() % 5 == 0 ? nil : $0 } ?? pick(attributes, &random)
    switch random.next() % 12 {
    case 0: return attribute
    case 1: return "\(item).\(pick(guides, &random))"
    case 2, 3, 4:
      if random.next() % 4 != 0 { item = random.next() % 2 == 0 ? "root" : "a" }
      return "\(item).\(pick(guides, &random)).\(attribute)"
    default: return "\(item).\(attribute)"
    }
  }

  /// A random expression: mostly well formed, with a random mutation now and then.
  static func randomExpression(_ random: inout SplitMix64) -> String {
    // A constant alone or a multiplier needs a width or a height on the left.
    let shape = random.next() % 4
    let first = randomAnchor(
      &random, like: shape < 2 ? (random.next() % 2 == 0 ? "width" : "height") : nil)
    let attribute = first.split(separator: ".").last.map(String.init)
    var parts = [first, pick(relations, &random)]
    switch shape {
    case 0:
      parts.append(pick(numbers, &random))
    case 1:
      parts += [pick(numbers, &random), "*", randomAnchor(&random, like: attribute)]
    default:
      parts.append(randomAnchor(&random, like: attribute))
    }
    if parts.count > 2, random.next() % 2 == 0 {
      parts += [random.next() % 2 == 0 ? "+" : "-", pick(numbers, &random)]
    }
    if random.next() % 3 == 0 { parts += ["@", pick(priorities, &random)] }
    var text = pick(spaces, &random)
    for part in parts { text += part + pick(spaces, &random) }
    if random.next() % 8 == 0 {
      var scalars = Array(text.unicodeScalars)
      let position = Int(random.next() % UInt64(scalars.count + 1))
      switch random.next() % 3 {
      case 0: scalars.insert(contentsOf: pick(noise, &random).unicodeScalars, at: position)
      case 1: if position < scalars.count { scalars.remove(at: position) }
      default:
        if position < scalars.count {
          scalars[position] = pick(noise, &random).unicodeScalars.first!
        }
      }
      text = String(String.UnicodeScalarView(scalars))
    }
    return text
  }

  /// Documents of 40 random constraints (some as objects with an id and a priority), decoded
  /// with and without the reader: the same constraints and the same diagnostics, to the byte.
  /// `LAYOUT_FUZZ_SCALE` multiplies the number of documents (150); the seed, printed with a
  /// failure, comes from `LAYOUT_FUZZ_SEED` when it is set.
  @Test func matchesTheParser() {
    // `LAYOUT_FUZZ_SEED` replays or varies the run, as for the fuzz tests.
    let seed = LayoutFileFuzzTests.seed ^ 0x5EED_0E1F
    var random = SplitMix64(seed: seed)
    var accepted = 0
    var total = 0
    let decoder = Self.decoder()
    for documentIndex in 0..<150 * LayoutFileFuzzTests.scale {
      var constraints: [String] = []
      for index in 0..<40 {
        let text = Self.randomExpression(&random)
        total += 1
        if decoder.quickExpression(text) != nil { accepted += 1 }
        let quoted = LayoutFileFuzzTests.quote(text)
        switch random.next() % 6 {
        case 0:
          constraints.append(
            #"{"id": "k\#(index)", "constraint": \#(quoted), "priority": "low"}"#)
        case 1:
          constraints.append(#"{"id": "k\#(index)", "constraint": \#(quoted)}"#)
        default:
          constraints.append(quoted)
        }
      }
      let bytes = Array(Self.document(constraints: constraints).utf8)
      let quick = LayoutDocument.decode(bytes, fileName: "test.json", quickExpressions: true)
      let full = LayoutDocument.decode(bytes, fileName: "test.json", quickExpressions: false)
      let label = "seed \(seed), document \(documentIndex)"
      let quickMessages = quick.diagnostics.map(\.description)
      let fullMessages = full.diagnostics.map(\.description)
      if let first = zip(quickMessages, fullMessages).first(where: { $0 != $1 }) {
        Issue.record("\(label): the reader gives\n\(first.0)\nthe parser\n\(first.1)")
      }
      #expect(quickMessages.count == fullMessages.count, "\(label)")
      let quickConstraints = quick.document?.constraints ?? []
      let fullConstraints = full.document?.constraints ?? []
      #expect(quickConstraints.count == fullConstraints.count, "\(label)")
      for (left, right) in zip(quickConstraints, fullConstraints) {
        #expect(left.index == right.index, "\(label)")
        #expect(left.expression == right.expression, "\(label): \(left.source)")
        #expect(left.priority == right.priority, "\(label): \(left.source)")
        #expect(
          left.expression.constant.sign == right.expression.constant.sign,
          "\(label): \(left.source)")
        #expect(left.location == right.location && left.path == right.path, "\(label)")
      }
    }
    // Both kinds are well represented (1,413 of the 6,000 expressions are read by the reader),
    // so the comparison covers the reader's answers as well as its refusals.
    #expect(accepted > total / 6 && accepted < total * 5 / 6, "accepted \(accepted) of \(total)")
  }
}
