/// A parsed JSON document stored flat: one small entry per value, in file order, and the file's
/// bytes.
///
/// An entry holds what reading a value needs: its kind, its contents (a number, where a string's
/// text is, or where a container's members are), the byte offset of its first character, its
/// container and its place there. What only a diagnostic or a declaration's `location` and
/// `path` need is computed from those when asked: the line and column through a
/// ``JSONLineTable``, the path by walking up the containers, a key's text from the file's bytes.
/// Strings and keys without escapes are not copied out of the file at all.
///
/// The children of a container are listed, in file order, in one shared ``children`` array, so
/// that members and elements are read in place by index (``JSONNode/Members``,
/// ``JSONNode/Elements``).
///
/// `JSONParser` builds tapes; ``tree`` turns one into the nested ``JSONValue`` form.
package final class JSONTape {
  /// What kind of value an entry is.
  enum Tag: UInt8 {
    case null, boolFalse, boolTrue, number
    /// A string without escapes: the payload is its length in bytes, between the quotes.
    case rawString
    /// A string with escapes: the payload is the index of its decoded text in `strings`.
    case escapedString
    /// An array or object: the payload is the start of its children in `children` (high 32 bits)
    /// and their count (low 32 bits).
    case array, object
  }

  /// One value.
  struct Entry {
    /// The number's bits, a string's length or decoded index, a container's children.
    var payload: UInt64
    /// The offset of the value's first byte (a string's opening quote).
    var offset: UInt32
    /// The index of the container's entry; ``noParent`` for the top-level value.
    var parent: UInt32
    /// In an array, the element's index; in an object, the offset of the member's key (its
    /// opening quote).
    var slot: UInt32
    var tag: Tag
  }

  /// The parent of the top-level value.
  static let noParent = UInt32.max

  /// The file's bytes.
  let source: [UInt8]
  /// The values, the top-level one first, each container before its contents.
  let entries: [Entry]
  /// The entry indices of every container's children, a container's together in file order.
  let children: [UInt32]
  /// The decoded texts of the strings and keys that have escapes, in file order.
  let strings: [String]
  /// The offsets of the opening quotes of those strings and keys, ascending.
  let stringOffsets: [UInt32]
  /// The lines, for locations.
  let lines: JSONLineTable

  init(
    source: [UInt8], entries: [Entry], children: [UInt32], strings: [String],
    stringOffsets: [UInt32], lines: JSONLineTable
  ) {
    self.source = source
    self.entries = entries
    self.children = children
    self.strings = strings
    self.stringOffsets = stringOffsets
    self.lines = lines
  }

  /// The top-level value. Nodes do not keep their tape alive: keep the tape while using them.
  package var root: JSONNode { JSONNode(tape: self, index: 0) }

  // MARK: Locations

  /// The location of a byte offset.
  func location(_ offset: UInt32) -> TextLocation {
    source.withUnsafeBufferPointer { lines.location(Int(offset), in: $0) }
  }

  // MARK: Strings and keys

  /// The text of the string whose entry is `entry`, which must be a string.
  func string(_ entry: Entry) -> String {
    if entry.tag == .escapedString { return strings[Int(entry.payload)] }
    let start = Int(entry.offset) + 1
    return source.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(rebasing: $0[start..<start + Int(entry.payload)]),
        as: UTF8.self)
    }
  }

  /// The decoded text of the key whose opening quote is at `offset`.
  func key(at offset: UInt32) -> String {
    let start = Int(offset) + 1
    var end = start
    while source[end] != UInt8(ascii: "\"") {
      if source[end] == UInt8(ascii: "\\") { return escapedString(at: offset) }
      end += 1
    }
    return source.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
  }

  /// Whether the key whose opening quote is at `offset` is `key`, comparing bytes when the key
  /// has no escapes.
  func key(at offset: UInt32, is key: String) -> Bool {
    var index = Int(offset) + 1
    for byte in key.utf8 {
      let found = source[index]
      if found != byte || byte == UInt8(ascii: "\"") {
        return found == UInt8(ascii: "\\") && escapedString(at: offset) == key
      }
      index += 1
    }
    let found = source[index]
    if found == UInt8(ascii: "\"") { return true }
    return found == UInt8(ascii: "\\") && escapedString(at: offset) == key
  }

  /// The decoded text of the string or key with escapes whose opening quote is at `offset`.
  private func escapedString(at offset: UInt32) -> String {
    JSONTape.escapedString(at: offset, strings: strings, offsets: stringOffsets)
  }

  /// The decoded text of the string or key with escapes whose opening quote is at `offset`,
  /// found by binary search in `offsets`.
  static func escapedString(at offset: UInt32, strings: [String], offsets: [UInt32]) -> String {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low < offsets.count && offsets[low] == offset ? strings[low] : ""
  }

  // MARK: Paths

  /// The path of the value that is, or is about to be, in the container `parent` at `slot`.
  func path(parent: UInt32, slot: UInt32) -> JSONPath {
    guard parent != Self.noParent else { return .root }
    var components: [JSONPath.Component] = []
    var container = parent
    var place = slot
    while true {
      let entry = entries[Int(container)]
      components.append(entry.tag == .array ? .index(Int(place)) : .key(key(at: place)))
      guard entry.parent != Self.noParent else { break }
      place = entry.slot
      container = entry.parent
    }
    return JSONPath(components.reversed())
  }

  /// The path of the value of entry `index`.
  func path(of index: UInt32) -> JSONPath {
    let entry = entries[Int(index)]
    return path(parent: entry.parent, slot: entry.slot)
  }

  // MARK: The tree

  /// The document as a tree of ``JSONValue``s, with every location and path.
  ///
  /// - Complexity: O(*n*) in the number of values, plus their locations.
  package var tree: JSONValue { value(at: 0, path: .root) }

  private func value(at index: UInt32, path: JSONPath) -> JSONValue {
    let entry = entries[Int(index)]
    let kind: JSONValue.Kind
    switch entry.tag {
    case .null: kind = .null
    case .boolFalse: kind = .bool(false)
    case .boolTrue: kind = .bool(true)
    case .number: kind = .number(Double(bitPattern: entry.payload))
    case .rawString, .escapedString: kind = .string(string(entry))
    case .array, .object:
      let container = path.containerNode
      let start = Int(entry.payload >> 32)
      let range = start..<start + Int(entry.payload & 0xFFFF_FFFF)
      if entry.tag == .array {
        kind = .array(
          range.map { position in
            let child = children[position]
            return value(
              at: child,
              path: JSONPath(container: container, component: .index(position - start)))
          })
      } else {
        kind = .object(
          range.map { position in
            let child = children[position]
            let keyOffset = entries[Int(child)].slot
            let key = key(at: keyOffset)
            return JSONMember(
              key: key, keyLocation: location(keyOffset),
              value: value(at: child, path: JSONPath(container: container, component: .key(key))))
          })
      }
    }
    return JSONValue(kind: kind, location: location(entry.offset), path: path)
  }
}
