/// A JSON value parsed from a layout file, with the place it came from.
///
/// Every value knows its ``location`` (where its first character is) and its ``path`` in the
/// document; every object member also knows where its key is. Object members keep the order of
/// the file. `JSONParser` builds these trees.
package struct JSONValue: Sendable {
  /// The kinds of JSON values and their contents.
  package enum Kind: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string, with its escapes decoded.
    case string(String)
    /// An array, in file order.
    case array([JSONValue])
    /// An object, its members in file order.
    case object([JSONMember])
  }

  /// The contents of the value.
  package var kind: Kind
  /// Where the value starts: its first character, such as the opening quote of a string.
  package var location: TextLocation
  /// The path of the value in its document.
  package var path: JSONPath

  /// Creates a value.
  package init(kind: Kind, location: TextLocation, path: JSONPath) {
    self.kind = kind
    self.location = location
    self.path = path
  }

  /// The name of the value's type as diagnostics say it: `a number`, `a string`, `an object` …
  package var typeDescription: String {
    switch kind {
    case .null: return "null"
    case .bool: return "a Boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The number, if the value is one.
  package var number: Double? {
    if case .number(let value) = kind { return value }
    return nil
  }

  /// The string, if the value is one.
  package var string: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  /// The Boolean, if the value is one.
  package var bool: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The elements, if the value is an array.
  package var array: [JSONValue]? {
    if case .array(let value) = kind { return value }
    return nil
  }

  /// The members, if the value is an object.
  package var members: [JSONMember]? {
    if case .object(let value) = kind { return value }
    return nil
  }

  /// The value of the first member named `key`, if the value is an object that has one.
  ///
  /// - Complexity: O(*n*), where *n* is the number of members.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    for index in members.indices where members[index].key == key { return members[index].value }
    return nil
  }
}

/// A member of a JSON object: a key, where the key is, and the value.
package struct JSONMember: Sendable {
  /// The key, with its escapes decoded.
  package var key: String
  /// Where the key starts: its opening quote.
  package var keyLocation: TextLocation
  /// The value.
  package var value: JSONValue

  /// Creates a member.
  package init(key: String, keyLocation: TextLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }

  /// The path of the member, which is also the path of its value.
  package var path: JSONPath { value.path }
}
