import ConstraintSolver

/// A JSON value to write, and the writer (the counterpart of `JSONParser`): keys sorted,
/// numbers in a form the caller chooses, the same bytes in every run.
///
/// Objects are written with their keys in the order of their UTF-8 bytes (code-point order, as
/// `jq -S` and Python's `sort_keys`), so no `Dictionary` order ever reaches the output. The
/// layout is pretty-printed with two-space indentation, except that an array or object whose
/// elements are all scalars is written on one line when that line fits in 100 columns:
///
/// ```json
/// {
///   "frames": {
///     "header": {"height": 56, "width": 375, "x": 0, "y": 47}
///   }
/// }
/// ```
package indirect enum JSONOutput {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, written with the renderer's number form; NaN and infinities are written `null`.
  case number(Double)
  /// A string, escaped.
  case string(String)
  /// An array, in order.
  case array([JSONOutput])
  /// An object, as its members; they are written sorted by key, and each key must appear once.
  case members([(key: String, value: JSONOutput)])

  /// The widest a one-line array or object may be, indentation included.
  package static let lineWidth = 100

  /// An object written as a literal: `.object(["x": .number(0), "y": .number(47)])`.
  package static func object(_ members: KeyValuePairs<String, JSONOutput>) -> JSONOutput {
    .members(members.map { ($0.key, $0.value) })
  }

  /// A string, or `null` for `nil`.
  package static func string(_ text: String?) -> JSONOutput {
    text.map(JSONOutput.string) ?? .null
  }

  /// A number, or `null` for `nil`.
  package static func number(_ value: Double?) -> JSONOutput {
    value.map(JSONOutput.number) ?? .null
  }

  /// An integer, or `null` for `nil`.
  package static func integer(_ value: Int?) -> JSONOutput {
    value.map { JSONOutput.number(Double($0)) } ?? .null
  }

  /// The document, pretty-printed, with a final line break.
  ///
  /// - Parameter numberText: how finite numbers are written; by default their shortest
  ///   round-trip form (`12`, `0.1`, `1e+15`), as the layout file's own numbers.
  package func rendered(numberText: (Double) -> String = formatNumber) -> String {
    var text = ""
    write(into: &text, indentation: 0, prefixWidth: 0, numberText: numberText)
    text += "\n"
    return text
  }

  // MARK: - Writing

  /// Writes the value at the current position.
  ///
  /// - Parameters:
  ///   - indentation: the indentation of the line the value starts on, in spaces.
  ///   - prefixWidth: the columns already used on that line (indentation and key).
  ///   - numberText: how finite numbers are written.
  private func write(
    into text: inout String, indentation: Int, prefixWidth: Int,
    numberText: (Double) -> String
  ) {
    switch self {
    case .null, .bool, .number, .string:
      writeScalar(into: &text, numberText: numberText)
    case .array(let elements):
      if elements.isEmpty {
        text += "[]"
      } else if let line = oneLine(width: Self.lineWidth - prefixWidth, numberText: numberText) {
        text += line
      } else {
        let inner = String(repeating: " ", count: indentation + 2)
        text += "[\n"
        for (index, element) in elements.enumerated() {
          text += inner
          element.write(
            into: &text, indentation: indentation + 2, prefixWidth: inner.count,
            numberText: numberText)
          text += index == elements.count - 1 ? "\n" : ",\n"
        }
        text += String(repeating: " ", count: indentation) + "]"
      }
    case .members(let members):
      if members.isEmpty {
        text += "{}"
      } else if let line = oneLine(width: Self.lineWidth - prefixWidth, numberText: numberText) {
        text += line
      } else {
        let inner = String(repeating: " ", count: indentation + 2)
        text += "{\n"
        let order = Self.sortedIndexes(members)
        for (position, index) in order.enumerated() {
          let member = members[index]
          let start = text.utf8.count
          text += inner
          Self.writeString(member.key, into: &text)
          text += ": "
          let width = text.utf8.count - start
          member.value.write(
            into: &text, indentation: indentation + 2, prefixWidth: width, numberText: numberText)
          text += position == order.count - 1 ? "\n" : ",\n"
        }
        text += String(repeating: " ", count: indentation) + "}"
      }
    }
  }

  /// The value on one line, if it is an array or object of scalars that fits in `width`
  /// columns (counting UTF-8 bytes, which is never less than the columns).
  private func oneLine(width: Int, numberText: (Double) -> String) -> String? {
    var text = ""
    switch self {
    case .array(let elements):
      guard elements.allSatisfy({ $0.isScalar }) else { return nil }
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += ", " }
        element.writeScalar(into: &text, numberText: numberText)
      }
      text += "]"
    case .members(let members):
      guard members.allSatisfy({ $0.value.isScalar }) else { return nil }
      text += "{"
      for (position, index) in Self.sortedIndexes(members).enumerated() {
        if position > 0 { text += ", " }
        Self.writeString(members[index].key, into: &text)
        text += ": "
        members[index].value.writeScalar(into: &text, numberText: numberText)
      }
      text += "}"
    default:
      return nil
    }
    return text.utf8.count <= width ? text : nil
  }

  /// Whether the value is written as one token: not an array or object, or an empty one.
  private var isScalar: Bool {
    switch self {
    case .array(let elements): return elements.isEmpty
    case .members(let members): return members.isEmpty
    default: return true
    }
  }

  /// Writes a scalar (or an empty container).
  private func writeScalar(into text: inout String, numberText: (Double) -> String) {
    switch self {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let value): text += value.isFinite ? numberText(value) : "null"
    case .string(let string): Self.writeString(string, into: &text)
    case .array: text += "[]"
    case .members: text += "{}"
    }
  }

  /// The positions of an object's members in the order of their keys' UTF-8 bytes.
  private static func sortedIndexes(_ members: [(key: String, value: JSONOutput)]) -> [Int] {
    let isSorted = zip(members, members.dropFirst()).allSatisfy {
      $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
    }
    if isSorted { return Array(members.indices) }
    return Array(members.indices).sorted {
      members[$0].key.utf8.lexicographicallyPrecedes(members[$1].key.utf8)
    }
  }

  /// Writes a string with JSON's escapes: `"`, `\`, and control characters.
  private static func writeString(_ string: String, into text: inout String) {
    // Most strings (ids, names, paths) need no escape: append them whole.
    if string.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
      text += "\""
      text += string
      text += "\""
      return
    }
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }
}
