import TestSupport
import Testing

@testable import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random format strings: each, in a layout file, gives the constraints written out by hand from
/// Auto Layout's meaning of its parts (the same expressions, in the same order) and the same
/// frames; and mutated strings never crash and are always rejected at a column inside the string.
///
/// The seed is printed on failure; set `VFL_SEED` to replay a run. `swift test` runs a tenth of
/// the cases, `TRELLIS_RANDOM_SCALE=1` (as `.ci/run`) all of them (``TestScale``).
@Suite("Visual format: random strings")
struct VisualFormatPropertyTests {
  static var seed: UInt64 {
    if let text = getenv("VFL_SEED"), let value = UInt64(String(cString: text)) { return value }
    return 0x0F0E_F0E5_EED
  }

  /// A format string and its expansion written by hand, in the file's expression syntax.
  struct Case {
    var format = ""
    var expressions: [String] = []
    var isRow = true
  }

  static let views = ["v0", "v1", "v2", "v3"]

  /// A random predicate: its text and the relation, constant and priority it stands for.
  static func predicate(
    _ rng: inout SplitMix64
  ) -> (text: String, relation: String, constant: Int, priority: String) {
    let relations = ["", "==", "<=", ">="]
    let written = relations[Int.random(in: 0..<relations.count, using: &rng)]
    let constant = Int.random(in: 0...40, using: &rng)
    let priorities: [(text: String, value: String)] = [
      ("", ""), ("", ""), ("@750", " @ 750"), ("@high", " @ 750"), ("@low", " @ 250"),
      ("@500", " @ 500"),
    ]
    let priority = priorities[Int.random(in: 0..<priorities.count, using: &rng)]
    return (
      written + "\(constant)" + priority.text, written.isEmpty ? "==" : written, constant,
      priority.value
    )
  }

  static func makeCase(_ rng: inout SplitMix64) -> Case {
    var result = Case()
    result.isRow = Bool.random(using: &rng)
    let (start, end, size) =
      result.isRow ? ("leading", "trailing", "width") : ("top", "bottom", "height")
    // A layout file's format strings start with their orientation.
    result.format = result.isRow ? "H:" : "V:"
    let count = Int.random(in: 1...3, using: &rng)
    let names = Array(views.shuffled(using: &rng).prefix(count))
    /// Appends a connection from `before` to `after` (`nil`: the root's edge).
    func connect(_ before: String?, _ after: String?, rng: inout SplitMix64) {
      let p = before.map { "\($0).\(end)" } ?? "root.\(start)"
      let q = after.map { "\($0).\(start)" } ?? "root.\(end)"
      let touchesEdge = before == nil || after == nil
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        result.format += ""
        result.expressions.append("\(q) == \(p)")
      case 1:
        result.format += "-"
        if touchesEdge {
          let pm = before.map { "\($0).\(end)" } ?? "root.margins.\(start)"
          let qm = after.map { "\($0).\(start)" } ?? "root.margins.\(end)"
          result.expressions.append("\(qm) == \(pm)")
        } else {
          result.expressions.append("\(q) == \(p) + 8")
        }
      case 2:
        let constant = Int.random(in: 0...30, using: &rng)
        result.format += "-\(constant)-"
        result.expressions.append("\(q) == \(p) + \(constant)")
      default:
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
          let predicate = predicate(&rng)
          parts.append(predicate.text)
          result.expressions.append(
            "\(q) \(predicate.relation) \(p) + \(predicate.constant)\(predicate.priority)")
        }
        result.format += "-(" + parts.joined(separator: ",") + ")-"
      }
    }
    if Bool.random(using: &rng) {
      result.format += "|"
      connect(nil, names[0], rng: &rng)
    }
    for (index, name) in names.enumerated() {
      if index > 0 { connect(names[index - 1], name, rng: &rng) }
      result.format += "[\(name)"
      if Int.random(in: 0..<3, using: &rng) == 0 {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
          let predicate = predicate(&rng)
          parts.append(predicate.text)
          result.expressions.append(
            "\(name).\(size) \(predicate.relation) \(predicate.constant)\(predicate.priority)")
        }
        result.format += "(" + parts.joined(separator: ",") + ")"
      }
      result.format += "]"
    }
    if Bool.random(using: &rng) {
      connect(names[names.count - 1], nil, rng: &rng)
      result.format += "|"
    }
    return result
  }

  /// A layout of the four views with intrinsic sizes, the given constraints, and each view
  /// pinned across the string's axis.
  static func layout(_ constraints: [String], isRow: Bool) -> String {
    let pins = views.map {
      isRow
        ? "\"\($0).top == root.top\", \"\($0).height == 10\""
        : "\"\($0).leading == root.leading\", \"\($0).width == 10\""
    }
    let quoted = constraints.map { "\"\($0)\"" }
    return """
      { "root": { "width": 375, "height": 812 },
        "views": [\(views.map { "{ \"id\": \"\($0)\", \"intrinsicSize\": { \"width\": 40, \"height\": 30 } }" }.joined(separator: ", "))],
        "constraints": [\((quoted + pins).joined(separator: ", "))] }
      """
  }

  @Test func aRandomStringEqualsItsHandExpansion() throws {
    var rng = SplitMix64(seed: Self.seed)
    for iteration in 0..<TestScale.count(2000) {
      let example = Self.makeCase(&rng)
      let context = "seed \(Self.seed), case \(iteration): \(example.format)"
      guard
        case .success(let format) = LayoutDocument.parse(
          Self.layout([example.format], isRow: example.isRow), fileName: "format.json"),
        case .success(let hand) = LayoutDocument.parse(
          Self.layout(example.expressions, isRow: example.isRow), fileName: "hand.json")
      else {
        Issue.record("Did not parse: \(context)")
        return
      }
      #expect(
        format.constraints.map { $0.expression } == hand.constraints.map { $0.expression },
        "\(context)")
      #expect(
        format.constraints.map { $0.priority } == hand.constraints.map { $0.priority },
        "\(context)")
      let formatFrames = LayoutScene(document: format).frames.map { $0.frameInRoot }
      let handFrames = LayoutScene(document: hand).frames.map { $0.frameInRoot }
      #expect(formatFrames == handFrames, "\(context)")
    }
  }

  /// A string expanded into buffers that earlier strings (valid ones and ones that fail
  /// anywhere from the parser to the superview check) left behind gives exactly what it gives
  /// expanded alone.
  @Test func reusedBuffersExpandAsFreshOnes() throws {
    struct Names: VisualFormatNames {
      func kind(of name: String) -> VisualFormatNameKind {
        VisualFormatPropertyTests.views.contains(name) ? .view : .unknown
      }
      func metric(_ name: String) -> Double? { name == "a" ? 4 : nil }
      var viewNames: [String] { VisualFormatPropertyTests.views }
      var metricNames: [String] { ["a"] }
    }
    // v3 has a superview of its own, so that an edge `|` beside it fails late.
    func superview(_ name: String) -> String? { name == "v3" ? "other" : "root" }
    func outcome(
      _ format: String, _ buffers: inout VisualFormatExpansion.Buffers?
    ) -> String {
      var format = format
      return format.withUTF8 { bytes in
        do throws(VisualFormatProblem) {
          let options: LayoutConstraint.FormatOptions =
            bytes.first == UInt8(ascii: "V") ? .alignAllLeading : .alignAllTop
          if buffers != nil {
            let found = try VisualFormatExpansion.expand(
              bytes, options: options, names: Names(), superview: superview,
              describe: { $0 }, into: &buffers!)
            return "\(buffers!.constraints) \(buffers!.names) \(String(describing: found))"
          }
          let expanded = try VisualFormatExpansion.expand(
            bytes, options: options, names: Names(), superview: superview, describe: { $0 })
          return
            "\(expanded.constraints) \(expanded.names) \(String(describing: expanded.superview))"
        } catch {
          return "error at \(String(describing: error.offset)): \(error.message)"
        }
      }
    }
    var rng = SplitMix64(seed: Self.seed ^ 0xB0F)
    var reused: VisualFormatExpansion.Buffers? = VisualFormatExpansion.Buffers()
    var failures = 0
    for iteration in 0..<TestScale.count(3000) {
      var characters = Array(Self.makeCase(&rng).format)
      for _ in 0..<Int.random(in: 0...2, using: &rng) where !characters.isEmpty {
        let position = Int.random(in: 0..<characters.count, using: &rng)
        characters[position] = Array("[]()-|v3@x,")[Int.random(in: 0..<11, using: &rng)]
      }
      let format = String(characters)
      var fresh: VisualFormatExpansion.Buffers? = nil
      let alone = outcome(format, &fresh)
      if alone.hasPrefix("error") { failures += 1 }
      #expect(
        outcome(format, &reused) == alone, "seed \(Self.seed), case \(iteration): '\(format)'")
    }
    // Both kinds were met often.
    #expect(failures > TestScale.count(3000) / 10)
    #expect(failures < TestScale.count(3000) * 9 / 10)
  }

  @Test func mutatedStringsNeverCrashAndErrorsAreInside() throws {
    var rng = SplitMix64(seed: Self.seed ^ 0xF022)
    let alphabet = Array("HV:|-[]()@,=<>0123456789.v_ab \t é")
    let views = Dictionary(uniqueKeysWithValues: Self.views.map { ($0, View($0)) })
    let root = View("root")
    for view in views.values { root.addSubview(view) }
    for iteration in 0..<TestScale.count(5000) {
      var characters = Array(Self.makeCase(&rng).format)
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let position = Int.random(in: 0...characters.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0 where position < characters.count: characters.remove(at: position)
        case 1 where position < characters.count:
          characters[position] = alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
        default:
          characters.insert(
            alphabet[Int.random(in: 0..<alphabet.count, using: &rng)], at: position)
        }
      }
      let format = String(characters)
      let context = "seed \(Self.seed), case \(iteration): '\(format)'"
      do {
        _ = try LayoutConstraint.constraints(
          withVisualFormat: format, metrics: ["a": 4], views: views)
      } catch {
        let scalars = format.unicodeScalars.count
        if let column = error.column {
          #expect((1...scalars + 1).contains(column), "\(context): \(error)")
        } else {
          Issue.record("An error without a column: \(context): \(error)")
        }
        #expect(!error.message.isEmpty, "\(context)")
      }
    }
  }
}
