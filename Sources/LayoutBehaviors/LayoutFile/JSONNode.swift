/// A value of a ``JSONTape``: the tape and the value's entry, read in place.
///
/// A node is what the layout file's decoder reads instead of a ``JSONValue``: it has the same
/// accessors (``kind``, ``string``, ``members``, ``location``, ``path`` …), but copying it copies
/// two words and no reference count, and its members and elements are read from the tape by
/// index rather than copied out. ``location`` and ``path`` are computed when asked, so read them
/// for diagnostics and declarations, not for every value.
///
/// A node does not keep its tape alive (the reference is `unowned(unsafe)`): whoever reads nodes
/// holds the tape for as long as they do, as `LayoutFileDecoder` does.
package struct JSONNode {
  /// The tape; kept alive by the node's user.
  unowned(unsafe) let tape: JSONTape
  /// The value's entry in the tape.
  let index: UInt32

  init(tape: JSONTape, index: UInt32) {
    self.tape = tape
    self.index = index
  }

  /// The kinds of JSON values and their contents.
  package enum Kind {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string, with its escapes decoded.
    case string(String)
    /// An array, in file order.
    case array(Elements)
    /// An object, its members in file order.
    case object(Members)
  }

  private var entry: JSONTape.Entry { tape.entries[Int(index)] }

  /// The contents of the value. A string's text is made each time.
  package var kind: Kind {
    let entry = entry
    switch entry.tag {
    case .null: return .null
    case .boolFalse: return .bool(false)
    case .boolTrue: return .bool(true)
    case .number: return .number(Double(bitPattern: entry.payload))
    case .rawString, .escapedString: return .string(tape.string(entry))
    case .array: return .array(Elements(tape: tape, payload: entry.payload))
    case .object: return .object(Members(tape: tape, payload: entry.payload))
    }
  }

  /// Where the value starts: its first character, such as the opening quote of a string.
  ///
  /// - Complexity: O(log *l*) in the number of lines of the file.
  package var location: TextLocation { tape.location(entry.offset) }

  /// The path of the value in its document.
  ///
  /// - Complexity: O(*d*) in the value's depth.
  package var path: JSONPath { tape.path(of: index) }

  /// The byte offset of the value's first character.
  var offset: Int { Int(entry.offset) }

  /// The name of the value's type as diagnostics say it: `a number`, `a string`, `an object` …
  package var typeDescription: String {
    switch entry.tag {
    case .null: return "null"
    case .boolFalse, .boolTrue: return "a Boolean"
    case .number: return "a number"
    case .rawString, .escapedString: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The number, if the value is one.
  package var number: Double? {
    let entry = entry
    return entry.tag == .number ? Double(bitPattern: entry.payload) : nil
  }

  /// The string, if the value is one; its text is made each time.
  package var string: String? {
    let entry = entry
    switch entry.tag {
    case .rawString, .escapedString: return tape.string(entry)
    default: return nil
    }
  }

  /// Whether the value is a string.
  var isString: Bool {
    let tag = entry.tag
    return tag == .rawString || tag == .escapedString
  }

  /// The Boolean, if the value is one.
  package var bool: Bool? {
    switch entry.tag {
    case .boolFalse: return false
    case .boolTrue: return true
    default: return nil
    }
  }

  /// The elements, if the value is an array.
  package var array: Elements? {
    let entry = entry
    return entry.tag == .array ? Elements(tape: tape, payload: entry.payload) : nil
  }

  /// The members, if the value is an object.
  package var members: Members? {
    let entry = entry
    return entry.tag == .object ? Members(tape: tape, payload: entry.payload) : nil
  }

  /// The value of the first member named `key`, if the value is an object that has one.
  ///
  /// - Complexity: O(*n*), where *n* is the number of members.
  package subscript(key: String) -> JSONNode? {
    guard let members else { return nil }
    for index in members.indices where members[index].hasKey(key) { return members[index].value }
    return nil
  }

  /// The elements of an array, read in place.
  package struct Elements: RandomAccessCollection {
    unowned(unsafe) let tape: JSONTape
    /// Where the elements' indices start in the tape's `children`.
    let start: Int
    package let count: Int

    init(tape: JSONTape, payload: UInt64) {
      self.tape = tape
      self.start = Int(payload >> 32)
      self.count = Int(payload & 0xFFFF_FFFF)
    }

    /// No elements, for a value of another type.
    init(emptyIn tape: JSONTape) {
      self.init(tape: tape, payload: 0)
    }

    /// 0.
    package var startIndex: Int { 0 }
    /// The number of elements.
    package var endIndex: Int { count }

    /// The element at `position`, from 0.
    package subscript(position: Int) -> JSONNode {
      precondition(position >= 0 && position < count, "Index out of range")
      return JSONNode(tape: tape, index: tape.children[start + position])
    }
  }

  /// The members of an object, in file order, read in place.
  package struct Members: RandomAccessCollection {
    unowned(unsafe) let tape: JSONTape
    /// Where the members' value indices start in the tape's `children`.
    let start: Int
    package let count: Int

    init(tape: JSONTape, payload: UInt64) {
      self.tape = tape
      self.start = Int(payload >> 32)
      self.count = Int(payload & 0xFFFF_FFFF)
    }

    /// No members, for a value of another type.
    init(emptyIn tape: JSONTape) {
      self.init(tape: tape, payload: 0)
    }

    /// 0.
    package var startIndex: Int { 0 }
    /// The number of members.
    package var endIndex: Int { count }

    /// The member at `position`, from 0.
    package subscript(position: Int) -> Member {
      precondition(position >= 0 && position < count, "Index out of range")
      return Member(
        value: JSONNode(tape: tape, index: tape.children[start + position]),
        position: start + position)
    }
  }

  /// A member of an object: its value and its key.
  package struct Member {
    /// The value.
    package let value: JSONNode
    /// The member's place in the tape's `children`.
    let position: Int

    private var keyOffset: UInt32 { value.tape.entries[Int(value.index)].slot }

    /// The key, with its escapes decoded.
    package var key: String { value.tape.childKeys[position] }

    /// Whether the key is `key`.
    package func hasKey(_ key: String) -> Bool { value.tape.childKeys[position] == key }

    /// Whether the key is one of `keys`.
    package func hasKey(in keys: [String]) -> Bool { keys.contains(value.tape.childKeys[position]) }

    /// Where the key starts: its opening quote.
    package var keyLocation: TextLocation { value.tape.location(keyOffset) }

    /// The path of the member, which is also the path of its value.
    package var path: JSONPath { value.path }
  }
}
