/// Text helpers for layout-file messages: numbers, quoting, lists and "did you mean" suggestions.
enum LayoutFileText {
  /// Formats a number the way a person writes it: `8`, `-8`, `0.5`, `1e+20`; never `-0`.
  static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  /// A list of quoted tokens for a message, each cut as ``token(_:)``: `'a'`, `'a' or 'b'`,
  /// `'a', 'b' or 'c'`.
  static func alternatives(_ items: [String], conjunction: String = "or") -> String {
    listed(items.map { "'\(token($0))'" }, conjunction: conjunction)
  }

  /// A list of words for a message, as written: `a`, `a and b`, `a, b and c`.
  static func listed(_ items: [String], conjunction: String = "and") -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default:
      return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }
  }

  /// The most characters of a name or other token a message shows: longer text is cut there,
  /// with an ellipsis, so that no message echoes a huge token whole.
  static let tokenLimit = 60

  /// The most characters of a whole constraint expression a message shows (as in a fix that
  /// rewrites it).
  static let expressionLimit = 200

  /// Text safe to show between single quotes: control characters become `\u{…}`, and text
  /// longer than ``tokenLimit`` characters is cut there with an ellipsis.
  static func token(_ text: String) -> String {
    token(text, limit: tokenLimit)
  }

  /// A whole constraint expression, safe to show between single quotes: as ``token(_:)``, cut
  /// at ``expressionLimit`` characters.
  static func expression(_ text: String) -> String {
    token(text, limit: expressionLimit)
  }

  /// Text safe to show between single quotes, cut at `limit` characters.
  static func token(_ text: String, limit: Int) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        result += "…"
        break
      }
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }

  /// The candidate closest to a misspelled token, if one is close enough to be a likely fix.
  ///
  /// Tries, in order: an alias (`defaultHigh` → `high`), a candidate equal but for case, then the
  /// candidate with the smallest optimal-string-alignment distance (edits and transpositions of
  /// adjacent characters), if that distance is at most a third of the token's length (at least
  /// 1) and less than the token's length. Ties go to the earliest candidate, so the result is
  /// deterministic.
  ///
  /// - Parameters:
  ///   - token: What was written.
  ///   - candidates: The valid names, in a fixed order.
  ///   - aliases: Common alternative spellings and the name they mean.
  /// - Returns: The suggested name, or `nil`.
  static func nearest(
    to token: String, among candidates: [String], aliases: [String: String] = [:]
  ) -> String? {
    if let alias = aliases[token] { return alias }
    let lowered = token.lowercased()
    for candidate in candidates where candidate.lowercased() == lowered && candidate != token {
      return candidate
    }
    for (alias, name) in aliases.sorted(by: { $0.key < $1.key }) where alias.lowercased() == lowered
    {
      return name
    }
    let tokenScalars = Array(lowered.unicodeScalars)
    guard !tokenScalars.isEmpty, tokenScalars.count <= longestComparedToken else { return nil }
    let threshold = editThreshold(tokenScalars.count)
    var best: (distance: Int, candidate: String)? = nil
    for candidate in candidates where candidate != token {
      let candidateScalars = Array(candidate.lowercased().unicodeScalars)
      if abs(candidateScalars.count - tokenScalars.count) > threshold { continue }
      let distance = editDistance(tokenScalars, candidateScalars)
      guard isLikelyFix(distance: distance, length: tokenScalars.count) else { continue }
      if best == nil || distance < best!.distance { best = (distance, candidate) }
    }
    return best?.candidate
  }

  /// A fix suggesting the nearest candidate, `Did you mean 'width'?`, or `nil`.
  static func didYouMean(
    _ token: String, among candidates: [String], aliases: [String: String] = [:]
  ) -> String? {
    nearest(to: token, among: candidates, aliases: aliases).map { "Did you mean '\($0)'?" }
  }

  /// A fix for an unknown id that names the nearest declared ones: `Did you mean 'header'?`,
  /// `Did you mean 'header' or 'heading'?` for up to three close ones (by edit distance, as
  /// ``nearest(to:among:aliases:)`` finds them), else the nearest three of all,
  /// `Known views nearest to it: 'a', 'b' and 'c' (of 12).`, or `nil` when there are
  /// none. Ties keep the candidates' order, so the text is deterministic.
  ///
  /// - Parameters:
  ///   - token: What was written.
  ///   - candidates: The declared ids, in file order.
  ///   - kind: What they are, plural, for the message: `views`.
  ///   - aliases: Alternative spellings and the name each means.
  static func nearestNames(
    to token: String, among candidates: [String], kind: String, aliases: [String: String] = [:]
  ) -> String? {
    guard !candidates.isEmpty else { return nil }
    let lowered = Array(token.lowercased().unicodeScalars)
    var ranked: [(distance: Int, index: Int)] = []
    for (index, candidate) in candidates.enumerated() where candidate != token {
      let distance =
        lowered.count <= longestComparedToken
        ? editDistance(lowered, Array(candidate.lowercased().unicodeScalars)) : Int.max
      ranked.append((distance, index))
    }
    ranked.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
    var close: [String] = []
    if let first = nearest(to: token, among: candidates, aliases: aliases) { close.append(first) }
    for entry in ranked where close.count < 3 {
      let name = candidates[entry.index]
      if isLikelyFix(distance: entry.distance, length: lowered.count), !close.contains(name) {
        close.append(name)
      }
    }
    if !close.isEmpty {
      return "Did you mean \(alternatives(close.map { Self.token($0) }))?"
    }
    let nearestThree = ranked.prefix(3).map { Self.token(candidates[$0.index]) }
    guard !nearestThree.isEmpty else { return nil }
    if ranked.count <= 3 {
      return "Known \(kind): \(alternatives(nearestThree, conjunction: "and"))."
    }
    return "Known \(kind) nearest to it: \(alternatives(nearestThree, conjunction: "and")) "
      + "(of \(ranked.count))."
  }

  /// The longest token (in scalars) compared with candidates by edit distance; a longer one gets
  /// no suggestion by spelling.
  static let longestComparedToken = 64

  /// The largest edit distance at which a candidate may be what a token of `length` scalars
  /// meant: a third of its length, at least 1.
  static func editThreshold(_ length: Int) -> Int { max(1, length / 3) }

  /// Whether a candidate `distance` edits away from a token of `length` scalars is a likely
  /// fix: within ``editThreshold(_:)`` and less than the whole token.
  static func isLikelyFix(distance: Int, length: Int) -> Bool {
    distance <= editThreshold(length) && distance < length
  }

  /// The optimal-string-alignment distance between two scalar sequences: the number of
  /// insertions, deletions, substitutions and transpositions of adjacent characters.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    var previous2 = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      swap(&previous2, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// Whether a string is a valid id: `[A-Za-z_][A-Za-z0-9_-]*`.
  static func isIdentifier(_ text: String) -> Bool {
    // Read as one buffer where the string has one (a short string is copied to the stack):
    // several times cheaper than walking its UTF-8 view.
    text.utf8.withContiguousStorageIfAvailable { isIdentifier(utf8: $0) }
      ?? isIdentifier(utf8: text.utf8)
  }

  /// Whether the UTF-8 bytes `utf8` are a valid id (see ``isIdentifier(_:)``).
  static func isIdentifier(utf8: some Sequence<UInt8>) -> Bool {
    // The byte classes of the expression syntax's names, which may also contain `-` here.
    typealias Bytes = ConstraintExpressionParser
    var first = true
    for byte in utf8 {
      if first {
        guard Bytes.isIdentifierStart(byte) else { return false }
        first = false
      } else if !(Bytes.isIdentifierByte(byte) || byte == UInt8(ascii: "-")) {
        return false
      }
    }
    return !first
  }

  /// A valid id close to an invalid one, `my view` → `my-view`, or `nil` if there is none.
  static func identifierSuggestion(for text: String) -> String? {
    var result = ""
    for scalar in text.unicodeScalars {
      let isWordCharacter =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        || (scalar >= "0" && scalar <= "9") || scalar == "_" || scalar == "-"
      if isWordCharacter {
        result.unicodeScalars.append(scalar)
      } else if !result.isEmpty, result.last != "-" {
        result += "-"
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    if let first = result.unicodeScalars.first,
      !(first >= "a" && first <= "z") && !(first >= "A" && first <= "Z") && first != "_"
    {
      result = "_" + result
    }
    return isIdentifier(result) && result != "root" ? result : nil
  }
}
