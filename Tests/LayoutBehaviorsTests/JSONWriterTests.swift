import Testing

@testable import LayoutBehaviors

/// The JSON writer beside the reader: sorted keys, escapes, one-line containers of scalars, and
/// numbers in the caller's form (the shortest round trip by default).
@Suite struct JSONWriterTests {
  @Test func jsonKeysAreSortedAndStringsEscaped() {
    let value = JSONOutput.object([
      "b": .number(1.0 / 3), "a": .string("quote \" backslash \\ tab \t line\n bell \u{7} é"),
      "C": .null, "ä": .bool(true), "list": .array([.number(-0.0), .number(.nan), .integer(3)]),
    ])
    #expect(
      value.rendered() == #"""
        {
          "C": null,
          "a": "quote \" backslash \\ tab \t line\n bell \u0007 é",
          "b": 0.3333333333333333,
          "list": [0, null, 3],
          "ä": true
        }

        """#)
    // The caller chooses the number form (layout-cli rounds to thousandths).
    let rounded = value.rendered { value in
      let thousandths = (value * 1000).rounded() / 1000
      return thousandths == 0 ? "0" : "\(thousandths)"
    }
    #expect(rounded.contains(#""b": 0.333,"#))
  }

  @Test func containersOfScalarsStayOnOneLineWhenTheyFit() {
    let frame = JSONOutput.object(["x": .number(0), "y": .number(47)])
    let long = JSONOutput.array((0..<40).map { .integer($0) })
    let value = JSONOutput.object([
      "frames": .object(["header": frame]), "empty": .array([]), "long": long,
      "nested": .array([.object([:]), frame]),
    ])
    let expected = """
      {
        "empty": [],
        "frames": {
          "header": {"x": 0, "y": 47}
        },
        "long": [
          0,
      """
    #expect(value.rendered().hasPrefix(expected))
    #expect(
      value.rendered().hasSuffix(
        """
            39
          ],
          "nested": [
            {},
            {"x": 0, "y": 47}
          ]
        }

        """))
  }
}
