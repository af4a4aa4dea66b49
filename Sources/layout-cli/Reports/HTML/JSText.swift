/// Text made safe for a JavaScript string literal inside an HTML `<script>`, for the HTML report.
enum JSText {
  /// The text as a double-quoted JavaScript string literal (valid JSON too) that is safe inside
  /// an HTML `<script>` element: `"` and `\` escaped with a backslash; `<`, `>`, `&`, `'`, the
  /// controls (C0 and DEL), U+2028 and U+2029 as `\uXXXX`, so that no `</script>`, `<!--` or line
  /// terminator can appear, whatever the text.
  ///
  /// ```swift
  /// JSText.quoted("a</script>")   // "\"a\\u003C/script\\u003E\""
  /// ```
  static func quoted(_ text: String) -> String {
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "<", ">", "&", "'", "\u{2028}", "\u{2029}":
        result += unicodeEscape(scalar.value)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += unicodeEscape(scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `\uXXXX` with four uppercase hexadecimal digits, for a scalar below U+10000.
  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
