import Testing

@testable import LayoutBehaviors

/// The syntax of ids, `[A-Za-z_][A-Za-z0-9_-]*` (`LayoutFileText.isIdentifier`), on short
/// strings (stored inline), long ones (stored on the heap) and any scalar.
@Suite("Identifier syntax")
struct IdentifierSyntaxTests {
  /// The rule written over Unicode scalars, as the format states it.
  static func reference(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.first else { return false }
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
    return isLetter(first)
      && scalars.dropFirst().allSatisfy {
        isLetter($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  @Test func knownAnswers() {
    for id in ["a", "Z", "_", "v1", "card-12", "a_b-C9", "_-", String(repeating: "x", count: 40)] {
      #expect(LayoutFileText.isIdentifier(id), "'\(id)'")
    }
    for text in [
      "", "9a", "-a", "a b", "a.b", "caf\u{E9}", "e\u{301}", "a\u{0}", "🙂", "a/", "a+b",
      String(repeating: "x", count: 40) + ".",
    ] {
      #expect(!LayoutFileText.isIdentifier(text), "'\(text)'")
    }
  }

  /// Random strings of letters, digits, marks and other scalars, short and long: the id
  /// check agrees with the rule over scalars; 4 seeds of 500 strings.
  @Test func agreesWithTheRule() {
    let alphabet: [Unicode.Scalar] = [
      "a", "q", "Z", "_", "-", "0", "7", ".", " ", "\u{E9}", "\u{301}", "\u{0}", "\u{1F642}", "@",
      "[", "`", "{", "/", ":",
    ]
    for seed: UInt64 in [1, 2, 0xA11, 0x1D] {
      var random = SplitMix64(seed: seed)
      for _ in 0..<500 {
        var text = ""
        for _ in 0..<Int.random(in: 0...24, using: &random) {
          text.unicodeScalars.append(alphabet.randomElement(using: &random)!)
        }
        #expect(
          LayoutFileText.isIdentifier(text) == Self.reference(text), "seed \(seed): '\(text)'")
      }
    }
  }
}
