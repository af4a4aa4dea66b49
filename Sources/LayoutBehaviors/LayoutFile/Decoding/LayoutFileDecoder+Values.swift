extension LayoutFileDecoder {
  static let pointKeys = ["x", "y"]

  /// A point, written `[x, y]` or `{ "x": …, "y": … }`, with finite coordinates.
  mutating func point(_ value: JSONValue, named name: String) -> Point? {
    if let elements = value.array {
      guard elements.count == 2 else {
        report(
          .wrongType, at: value,
          "Expected a point '[x, y]' for '\(name)', found an array of \(elements.count) "
            + "element\(elements.count == 1 ? "" : "s").",
          fix: "Write two numbers, such as '[120, -60]'.")
        return nil
      }
      let x = number(elements[0], named: name + "[0]")
      let y = number(elements[1], named: name + "[1]")
      guard let x, let y else { return nil }
      return Point(x: x, y: y)
    }
    if value.members != nil {
      guard
        let members = objectMembers(value, named: "'\(name)'", allowedKeys: Self.pointKeys)
      else { return nil }
      let x = required("x", in: members, of: value, named: "'\(name)'").flatMap {
        number($0, named: "x")
      }
      let y = required("y", in: members, of: value, named: "'\(name)'").flatMap {
        number($0, named: "y")
      }
      guard let x, let y else { return nil }
      return Point(x: x, y: y)
    }
    report(
      .wrongType, at: value, "Expected a point '[x, y]' for '\(name)', found \(described(value)).",
      fix: value.number != nil ? "Write both coordinates, such as '[120, -60]'." : nil)
    return nil
  }

  /// A whole number within `range`, such as a number of steps.
  mutating func integer(
    _ value: JSONValue, named name: String, in range: ClosedRange<Int>
  ) -> Int? {
    guard let number = number(value, named: name) else { return nil }
    guard number == number.rounded(), number >= Double(range.lowerBound),
      number <= Double(range.upperBound)
    else {
      report(
        .outOfRange, at: value,
        "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound), "
          + "found '\(token(value))'.")
      return nil
    }
    return Int(number)
  }

  /// A number from 0 to 1, such as an alpha.
  mutating func unitNumber(_ value: JSONValue, named name: String) -> Double? {
    guard let number = number(value, named: name) else { return nil }
    guard number >= 0, number <= 1 else {
      report(.outOfRange, at: value, "'\(name)' must be from 0 to 1, found '\(token(value))'.")
      return nil
    }
    return number
  }

  /// The switch of a behavior: `true` or an object of options turns it on, `false` leaves it off.
  ///
  /// - Returns: `nil` when the value is neither (reported); otherwise whether the behavior is on
  ///   and its options (empty for `true` and `false`).
  mutating func behaviorSwitch(
    _ value: JSONValue, named name: String, allowedKeys: [String]
  ) -> (isOn: Bool, options: [JSONMember])? {
    if let flag = value.bool { return (flag, []) }
    if let members = value.members {
      if allowedKeys.isEmpty {
        for index in members.indices {
          report(
            .unknownKey, at: members[index].keyLocation, path: members[index].path,
            "Unknown key '\(LayoutFileText.token(members[index].key))' in '\(name)', which has "
              + "no options.",
            fix: "Write '\"\(name)\": true'.")
        }
        return members.isEmpty ? (true, []) : nil
      }
      guard let members = objectMembers(value, named: "'\(name)'", allowedKeys: allowedKeys)
      else { return nil }
      return (true, members)
    }
    let expected = allowedKeys.isEmpty ? "true or false" : "true, false or an object of options"
    var fix: String? = nil
    if let text = value.string, text == "true" || text == "false" {
      fix = "Remove the quotes: '\(text)'."
    }
    report(
      .wrongType, at: value, "Expected \(expected) for '\(name)', found \(described(value)).",
      fix: fix)
    return nil
  }
}
