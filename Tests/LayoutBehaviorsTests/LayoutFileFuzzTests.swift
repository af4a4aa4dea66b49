import TestSupport
import Testing

@testable import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Feeds thousands of mutated layouts and random bytes to the parser: nothing may crash, and
/// every rejected input must get at least one error, each diagnostic with a location inside the
/// file and a JSON path, in file order.
///
/// The seed is printed on failure; set `LAYOUT_FUZZ_SEED` to replay a run. `swift test` runs a
/// tenth of the cases, `TRELLIS_RANDOM_SCALE=1` (as `.ci/run`) all of them, and a larger factor
/// (say 100) that many times more (``TestScale``).
@Suite("LayoutFile fuzzing")
struct LayoutFileFuzzTests {
  static var seed: UInt64 {
    if let text = getenv("LAYOUT_FUZZ_SEED"), let value = UInt64(String(cString: text)) {
      return value
    }
    return 0x7E11_15F0_0D
  }

  static let corpus: [String] = [
    LayoutFileParserTests.complete,
    Self.gesturesDragDropAndPiles,
    LayoutFileTestSupport.layout(
      constraints:
        #""sidebar.width == 0.5 * root.width @ high", {"id": "lead", "constraint": "sidebar.leading == root.leading"}, {"id": "gap", "constraint": "content.top == sidebar.bottom - 8"}, "spacer.height == 8""#,
      behaviors:
        #"{"keyboard": {"constraints": ["gap"], "margin": 10}, "collapsible": [{"view": "sidebar", "constraint": "lead", "direction": "leading", "peek": 40, "group": "g"}]}"#,
      events:
        #"[{"type": "toggle", "view": "sidebar"}, {"type": "keyboardWillShow", "height": 291}, {"type": "setConstant", "constraint": "lead", "value": 8}]"#
    ),
  ]

  /// A layout with every gesture behavior, a drag-and-drop controller and a pile, and events of
  /// every kind for them.
  static let gesturesDragDropAndPiles = """
    {"root": {"width": 320, "height": 480},
     "views": [{"id": "photo"}, {"id": "tray"}, {"id": "card"}, {"id": "deck"},
               {"id": "a", "parent": "deck"}, {"id": "b", "parent": "deck"},
               {"id": "label", "parent": "a", "intrinsicSize": {"width": 40, "height": 10}}],
     "constraints": [
       {"id": "photo-x", "constraint": "photo.leading == root.leading + 10"},
       {"id": "photo-y", "constraint": "photo.top == root.top + 10"},
       "photo.width == 100", "photo.height == 100", "tray.leading == root.leading",
       "tray.top == root.top + 200", "tray.width == 200", "tray.height == 200",
       "card.leading == root.leading + 50", "card.top == root.top + 50", "card.width == 50",
       "card.height == 50", "deck.trailing == root.trailing", "deck.bottom == root.bottom",
       "deck.width == 100", "deck.height == 30", "label.leading == a.leading + 4",
       "label.top == a.top + 4"],
     "behaviors": {
       "gestures": [
         {"view": "photo", "moveable": {"method": "constraints", "horizontal": "photo-x",
          "vertical": "photo-y", "bounded": false}, "pinchable": {"minimumScale": 0.5,
          "maximumScale": 3}, "rotatable": {"minimumRotation": -1, "maximumRotation": 1},
          "tappable": true, "forceable": true},
         {"view": "tray", "draggable": {"pressedScale": 0.9}}],
       "dragDrop": {"draggables": ["card"], "droppables": ["tray", {"view": "photo",
         "snapPoint": [10, 10]}], "snapToSnapPoint": true, "snapBackOnMiss": true,
         "cancelledDragsDrop": false,
         "draggableAppearances": {"dragging": {"alpha": 0.5, "scale": 1.1, "duration": 0.2,
           "curve": "easeOut"}},
         "droppableAppearances": {"pendingDrop": {"alpha": 1}, "pending": {"alpha": 0.5}}},
       "piles": [{"view": "deck", "views": ["a"],
         "leading": {"alpha": 0.5, "frame": {"x": {"fraction": -1, "points": 8}, "y": 0},
                     "transform": {"scale": [0.5, 0.8], "rotation": 0.2,
                                   "translation": [1, 2]}},
         "animation": {"duration": 0.3, "delay": 0.1, "damping": 0.7, "initialVelocity": 1}}]},
     "events": [
       {"type": "pan", "view": "photo", "translation": [30, 40], "steps": 2},
       {"type": "pan", "view": "photo", "state": "began", "location": [1, 2]},
       {"type": "pan", "view": "photo", "state": "changed", "translation": [5, 5],
        "velocity": [1, 1]},
       {"type": "pinch", "view": "photo", "scale": 2, "steps": 3, "velocity": 1},
       {"type": "rotation", "view": "photo", "state": "changed", "rotation": 0.5},
       {"type": "press", "view": "photo", "location": [10, 10], "duration": 0.2},
       {"type": "force", "view": "photo", "force": 3, "steps": 2, "maximumPossibleForce": 6},
       {"type": "press", "view": "tray", "state": "began"},
       {"type": "pan", "view": "tray", "from": [100, 300], "to": [150, 320], "steps": 2},
       {"type": "pan", "view": "card", "from": [75, 75], "to": [100, 250], "steps": 4},
       {"type": "pan", "view": "card", "state": "cancelled"},
       {"type": "push", "pile": "deck", "view": "b", "at": 0.5},
       {"type": "pop", "pile": "deck", "animated": false},
       {"type": "advance", "pile": "deck", "at": 3}]}
    """

  /// Fragments to insert: JSON punctuation, literals, numbers, names and expression pieces.
  static let fragments: [String] = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "null", "true", "false", "-", "0",
    "01", "1e999", "-1e400", "NaN", ".5", "1.", "//", "/*", "'", " ", "\n", "\t", "\u{0}", "é",
    "😀", "root", "root.safeArea", ".margins", "widht", "==", "<=", ">=", "=", "@", "@ 2000", "*",
    "sidebar", "content", "spacer", "\"id\": \"x\"", "\"parent\": \"sidebar\"", "\"type\": ",
  ]

  /// Keys of every object of the format, to rename and add.
  static let keys: [String] = [
    "root", "views", "guides", "constraints", "behaviors", "events", "description", "width",
    "height", "safeArea", "direction", "top", "left", "bottom", "right", "id", "parent",
    "intrinsicSize", "hugging", "compressionResistance", "margins", "hidden", "horizontal",
    "vertical", "constraint", "priority", "active", "keyboard", "collapsible", "margin", "view",
    "peek", "group", "type", "frame", "x", "y", "duration", "curve", "value", "widht",
    "gestures", "dragDrop", "piles", "moveable", "pinchable", "rotatable", "tappable",
    "forceable", "draggable", "method", "bounded", "minimumScale", "maximumScale",
    "minimumRotation", "maximumRotation", "pressedScale", "draggables", "droppables",
    "snapPoint", "snapToSnapPoint", "snapBackOnMiss", "cancelledDragsDrop",
    "draggableAppearances", "droppableAppearances", "alpha", "scale", "state", "translation",
    "velocity", "location", "from", "to", "steps", "rotation", "force", "maximumPossibleForce",
    "pile", "animated", "at", "active", "leading", "trailing", "animation", "fraction", "points",
    "transform", "damping", "delay", "initialVelocity", "dragging", "hovering", "pendingDrop",
  ]

  /// Strings to put in place of values: ids, names and expressions, valid and not.
  static let strings: [String] = [
    "", "root", "sidebar", "content", "spacer", "filters", "list", "reply-bottom",
    "filters-leading",
    "x y", "ltr", "rtl", "high", "low", "required", "fittingSize", "750", "easeOut", "leading",
    "width", "toggle", "collapse", "keyboardWillShow", "keyboardWillHide", "setConstant",
    "activate", "panels", "sidebar.width == 300", "sidebar.top == root.safeArea.top + 8 @ 750",
    "sidebar.leading == 20", "content.width == 0.5 * sidebar.height", "spacer.margins.top == x.y",
    "sidebar.leading == content.top", "a.b.c.d == 1", "sidebar.width == 1e999", "@@", "== ==",
    "sidebar.width == content.width * 2", "root.safeArea.bottom == sidebar.bottom @ hihg",
    "photo", "tray", "card", "deck", "a", "b", "label", "photo-x", "photo-y", "pan", "pinch",
    "rotation", "press", "force", "push", "pop", "advance", "possible", "began", "changed",
    "ended", "cancelled", "failed", "constraints", "transform", "pending", "regular",
  ]

  @Test func theCorpusIsValid() {
    for text in Self.corpus {
      let document = LayoutFileTestSupport.document(text)
      #expect(document?.warnings.isEmpty == true)
    }
  }

  @Test func mutatedLayoutsNeverCrash() {
    var generator = SplitMix64(seed: Self.seed)
    var failures: [String] = []
    for iteration in 0..<TestScale.count(2000) {
      let base = Self.corpus[Int.random(in: 0..<Self.corpus.count, using: &generator)]
      var bytes = Array(base.utf8)
      let mutations = Int.random(in: 1...4, using: &generator)
      for _ in 0..<mutations { Self.mutateBytes(&bytes, using: &generator) }
      if let failure = Self.check(bytes) {
        failures.append("iteration \(iteration): \(failure)\ninput: \(Self.show(bytes))")
        if failures.count >= 3 { break }
      }
    }
    #expect(failures.isEmpty, "seed \(Self.seed): \(failures.joined(separator: "\n\n"))")
  }

  @Test func mutatedTreesNeverCrash() throws {
    var generator = SplitMix64(seed: Self.seed &+ 1)
    var failures: [String] = []
    let trees = try Self.corpus.map { try #require(JSONParser.parse($0, fileName: "t").value) }
    for iteration in 0..<TestScale.count(1200) {
      var tree = trees[Int.random(in: 0..<trees.count, using: &generator)]
      let mutations = Int.random(in: 1...3, using: &generator)
      for _ in 0..<mutations {
        let count = Self.nodeCount(tree)
        var target = Int.random(in: 0..<count, using: &generator)
        Self.mutateTree(&tree, target: &target, using: &generator)
      }
      let bytes = Array(Self.serialize(tree).utf8)
      if let failure = Self.check(bytes) {
        failures.append("iteration \(iteration): \(failure)\ninput: \(Self.show(bytes))")
        if failures.count >= 3 { break }
      }
    }
    #expect(failures.isEmpty, "seed \(Self.seed &+ 1): \(failures.joined(separator: "\n\n"))")
  }

  @Test func garbageNeverCrashes() {
    var generator = SplitMix64(seed: Self.seed &+ 2)
    var failures: [String] = []
    for iteration in 0..<TestScale.count(2000) {
      let length = Int.random(in: 0..<200, using: &generator)
      var bytes: [UInt8] = []
      for _ in 0..<length {
        if Bool.random(using: &generator) {
          bytes.append(UInt8.random(in: 0...255, using: &generator))
        } else {
          let fragment = Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &generator)]
          bytes.append(contentsOf: fragment.utf8)
        }
      }
      if let failure = Self.check(bytes) {
        failures.append("iteration \(iteration): \(failure)\ninput: \(Self.show(bytes))")
        if failures.count >= 3 { break }
      }
      if LayoutDocument.parse(bytes, fileName: "t").isSuccess {
        failures.append("iteration \(iteration): garbage parsed\ninput: \(Self.show(bytes))")
      }
    }
    #expect(failures.isEmpty, "seed \(Self.seed &+ 2): \(failures.joined(separator: "\n\n"))")
  }

  // MARK: Checking

  /// Parses the bytes and returns what is wrong with the outcome, if anything.
  static func check(_ bytes: [UInt8]) -> String? {
    let result = LayoutDocument.parse(bytes, fileName: "fuzz.json")
    let diagnostics: [LayoutFileDiagnostic]
    switch result {
    case .success(let document):
      diagnostics = document.warnings
      if diagnostics.contains(where: { $0.severity == .error }) { return "success with errors" }
      // A valid document is built, solved and replayed without crashing.
      let scene = LayoutScene(document: document)
      for event in document.events { scene.apply(event) }
      if scene.frames.count != document.views.count { return "frames missing" }
    case .failure(let errors):
      diagnostics = errors.diagnostics
      if !diagnostics.contains(where: { $0.severity == .error }) { return "failure without errors" }
    }
    let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    var previous: TextLocation? = nil
    for diagnostic in diagnostics {
      guard let location = diagnostic.location else { return "no location: \(diagnostic)" }
      guard diagnostic.path != nil else { return "no path: \(diagnostic)" }
      guard diagnostic.file == "fuzz.json", !diagnostic.message.isEmpty else {
        return "bad diagnostic: \(diagnostic)"
      }
      guard location.line >= 1, location.line <= lineCount, location.column >= 1,
        location.offset >= 0, location.offset <= bytes.count
      else { return "location outside the file: \(diagnostic) (\(location.offset))" }
      if let previous, location < previous { return "not in file order: \(diagnostic)" }
      previous = location
    }
    return nil
  }

  static func show(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).debugDescription
  }

  // MARK: Byte mutations

  static func mutateBytes(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
    let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
    switch Int.random(in: 0..<6, using: &generator) {
    case 0 where !bytes.isEmpty:
      bytes[position] = UInt8.random(in: 0...255, using: &generator)
    case 1:
      let fragment = fragments[Int.random(in: 0..<fragments.count, using: &generator)]
      bytes.insert(contentsOf: fragment.utf8, at: position)
    case 2 where !bytes.isEmpty:
      let end = min(bytes.count, position + Int.random(in: 1...20, using: &generator))
      bytes.removeSubrange(position..<end)
    case 3 where !bytes.isEmpty:
      let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
      let slice = Array(bytes[position..<end])
      bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &generator))
    case 4:
      bytes.removeSubrange(position..<bytes.count)
    default:
      let string = strings[Int.random(in: 0..<strings.count, using: &generator)]
      bytes.insert(contentsOf: "\"\(string)\"".utf8, at: position)
    }
  }

  // MARK: Tree mutations

  static func nodeCount(_ value: JSONValue) -> Int {
    switch value.kind {
    case .array(let elements): return 1 + elements.reduce(0) { $0 + nodeCount($1) }
    case .object(let members): return 1 + members.reduce(0) { $0 + nodeCount($1.value) }
    default: return 1
    }
  }

  /// Mutates the node numbered `target` in pre-order.
  static func mutateTree(
    _ value: inout JSONValue, target: inout Int, using generator: inout SplitMix64
  ) {
    if target == 0 {
      mutateNode(&value, using: &generator)
      target = -1
      return
    }
    target -= 1
    switch value.kind {
    case .array(var elements):
      for index in elements.indices where target >= 0 {
        mutateTree(&elements[index], target: &target, using: &generator)
      }
      value.kind = .array(elements)
    case .object(var members):
      for index in members.indices where target >= 0 {
        mutateTree(&members[index].value, target: &target, using: &generator)
      }
      value.kind = .object(members)
    default:
      break
    }
  }

  static func mutateNode(_ value: inout JSONValue, using generator: inout SplitMix64) {
    switch value.kind {
    case .object(var members) where Bool.random(using: &generator):
      switch Int.random(in: 0..<3, using: &generator) {
      case 0 where !members.isEmpty:
        members.remove(at: Int.random(in: 0..<members.count, using: &generator))
      case 1 where !members.isEmpty:
        let index = Int.random(in: 0..<members.count, using: &generator)
        members[index].key = keys[Int.random(in: 0..<keys.count, using: &generator)]
      default:
        let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
        members.append(
          JSONMember(
            key: key, keyLocation: value.location,
            value: randomValue(like: value, using: &generator)))
      }
      value.kind = .object(members)
    case .array(var elements) where Bool.random(using: &generator):
      if !elements.isEmpty, Bool.random(using: &generator) {
        let index = Int.random(in: 0..<elements.count, using: &generator)
        if Bool.random(using: &generator) {
          elements.remove(at: index)
        } else {
          elements.append(elements[index])
        }
      } else {
        elements.append(randomValue(like: value, using: &generator))
      }
      value.kind = .array(elements)
    default:
      value = randomValue(like: value, using: &generator)
    }
  }

  static func randomValue(like value: JSONValue, using generator: inout SplitMix64) -> JSONValue {
    let kind: JSONValue.Kind
    switch Int.random(in: 0..<9, using: &generator) {
    case 0: kind = .null
    case 1: kind = .bool(Bool.random(using: &generator))
    case 2:
      let numbers: [Double] = [
        0, -1, 0.5, 8, 250, 1000, 1001, -0.25, 1e300, 291, 1.7e308, -1.7e308, 3, 1e-300,
      ]
      kind = .number(numbers[Int.random(in: 0..<numbers.count, using: &generator)])
    case 3, 4, 5: kind = .string(strings[Int.random(in: 0..<strings.count, using: &generator)])
    case 6 where Bool.random(using: &generator):
      // A point, as gestures and snap points take them.
      let coordinates: [Double] = [0, 10, -50, 1.7e308, -1.7e308, 0.5]
      kind = .array(
        (0..<2).map { _ in
          JSONValue(
            kind: .number(coordinates[Int.random(in: 0..<coordinates.count, using: &generator)]),
            location: value.location, path: value.path)
        })
    case 6: kind = .array([])
    case 7:
      let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
      kind = .object([
        JSONMember(
          key: key, keyLocation: value.location,
          value: JSONValue(kind: .number(1), location: value.location, path: value.path))
      ])
    default: kind = .object([])
    }
    return JSONValue(kind: kind, location: value.location, path: value.path)
  }

  /// Writes a tree back as JSON text (positions are recomputed when it is parsed again).
  static func serialize(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    case .string(let text): return quote(text)
    case .array(let elements): return "[" + elements.map(serialize).joined(separator: ", ") + "]"
    case .object(let members):
      return "{\n"
        + members.map { quote($0.key) + ": " + serialize($0.value) }.joined(separator: ",\n") + "}"
    }
  }

  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
