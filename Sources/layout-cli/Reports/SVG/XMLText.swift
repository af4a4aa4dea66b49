/// Text made safe for XML, for the SVG report.
enum XMLText {
  /// The text escaped for an XML attribute value in double quotes or for character data:
  /// `&`, `<`, `>`, `"` and `'` as entities, tab, line feed and carriage return as character
  /// references (an attribute keeps them instead of reading spaces), and the characters XML 1.0
  /// does not allow at all (the other C0 controls, U+FFFE, U+FFFF) as U+FFFD.
  ///
  /// ```swift
  /// XMLText.escaped(#"a&b<"'>"#)   // "a&amp;b&lt;&quot;&apos;&gt;"
  /// ```
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: needsEscaping) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result.unicodeScalars.append("\u{FFFD}")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Whether a UTF-8 byte may start something ``escaped(_:)`` changes: a markup character, a
  /// control, or the lead byte of U+FFFE and U+FFFF (`EF`, checked in full by the slow path).
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), 0xEF:
      return true
    default:
      return byte < 0x20
    }
  }
}
