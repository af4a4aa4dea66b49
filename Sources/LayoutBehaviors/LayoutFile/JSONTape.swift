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
  /// The tape's own copy of the file's bytes, and of its entries, children and lines: memory
  /// the tape owns and never changes, read without reference counting (a node reaches the
  /// tape through an unowned reference, so reading one of its arrays would retain the array).
  let bytes: UnsafeMutableBufferPointer<UInt8>
  /// The values, the top-level one first, each container before its contents.
  let entries: UnsafeMutableBufferPointer<Entry>
  /// The entry indices of every container's children, a container's together in file order.
  let children: UnsafeMutableBufferPointer<UInt32>
  /// The key of each child in `children` that is an object's member (empty for an array's
  /// element), made once when parsed, so that looking a member up compares short strings.
  let childKeys: UnsafeMutableBufferPointer<String>
  /// The decoded texts of the strings and keys that have escapes, in file order.
  let strings: [String]
  /// The offsets of the opening quotes of those strings and keys, ascending.
  let stringOffsets: [UInt32]
  /// The lines, for locations: where each starts, and the scalar checkpoints.
  private let lineStarts: UnsafeMutableBufferPointer<UInt32>
  private let checkpoints: UnsafeMutableBufferPointer<UInt32>
  private let textStart: Int
  private let isASCII: Bool
  /// The line of the last location asked for, where the next one most likely is.
  @exclusivity(unchecked) private var lineHint = 0
  /// The path nodes of the containers whose contents' paths were asked for last.
  @exclusivity(unchecked) private var nodeCache: [(index: UInt32, node: JSONPath.Node?)] =
    Array(repeating: (noParent, nil), count: 8)
  @exclusivity(unchecked) private var nextCacheSlot = 0

  init(
    source: [UInt8], entries: [Entry], children: [UInt32], childKeys: [String], strings: [String],
    stringOffsets: [UInt32], lines: JSONLineTable
  ) {
    self.source = source
    self.bytes = Self.copy(source)
    self.entries = Self.copy(entries)
    self.children = Self.copy(children)
    self.childKeys = Self.copy(childKeys)
    self.strings = strings
    self.stringOffsets = stringOffsets
    (lineStarts, checkpoints) = lines.copyBuffers()
    textStart = lines.textStart
    isASCII = lines.isASCII
  }

  deinit {
    bytes.deallocate()
    entries.deallocate()
    children.deallocate()
    childKeys.deinitialize().deallocate()
    lineStarts.deallocate()
    checkpoints.deallocate()
  }

  private static func copy<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
    let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, array.count))
    _ = buffer.initialize(from: array)
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
  }

  /// The top-level value. Nodes do not keep their tape alive: keep the tape while using them.
  package var root: JSONNode { JSONNode(tape: self, index: 0) }

  // MARK: Locations

  /// The location of a byte offset.
  func location(_ offset: UInt32) -> TextLocation {
    JSONLineTable.location(
      Int(offset), in: UnsafeBufferPointer(bytes), lineStarts: UnsafeBufferPointer(lineStarts),
      checkpoints: UnsafeBufferPointer(checkpoints), textStart: textStart, isASCII: isASCII,
      hint: &lineHint)
  }

  // MARK: Strings and keys

  /// The text of the string whose entry is `entry`, which must be a string.
  func string(_ entry: Entry) -> String {
    if entry.tag == .escapedString { return strings[Int(entry.payload)] }
    let start = Int(entry.offset) + 1
    return String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + Int(entry.payload)]),
      as: UTF8.self)
  }

  /// The decoded text of the key whose opening quote is at `offset`.
  func key(at offset: UInt32) -> String {
    let start = Int(offset) + 1
    var end = start
    while bytes[end] != UInt8(ascii: "\"") {
      if bytes[end] == UInt8(ascii: "\\") { return escapedString(at: offset) }
      end += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
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
    return JSONPath(container: containerNode(parent), component: component(parent, slot))
  }

  /// The path of the value that is, or is about to be, in the container `parent` at `slot`, in
  /// a tape being built.
  ///
  /// - Parameters:
  ///   - entries: The entries so far; they include `parent` and its containers.
  ///   - key: The decoded key whose opening quote is at an offset.
  static func path(
    parent: UInt32, slot: UInt32, entries: UnsafeBufferPointer<Entry>,
    key: (UInt32) -> String
  ) -> JSONPath {
    var components: [JSONPath.Component] = []
    var container = parent
    var place = slot
    while container != noParent {
      let entry = entries[Int(container)]
      components.append(entry.tag == .array ? .index(Int(place)) : .key(key(place)))
      place = entry.slot
      container = entry.parent
    }
    return JSONPath(components.reversed())
  }

  /// The component that selects `slot` in the container `parent`.
  private func component(_ parent: UInt32, _ slot: UInt32) -> JSONPath.Component {
    entries[Int(parent)].tag == .array ? .index(Int(slot)) : .key(key(at: slot))
  }

  /// The shared path node of the container `index`, for the paths of its contents; `nil` for the
  /// top-level value. The last few are kept, as the values of one container are usually asked
  /// for one after the other.
  private func containerNode(_ index: UInt32) -> JSONPath.Node? {
    let entry = entries[Int(index)]
    guard entry.parent != Self.noParent else { return nil }
    for cached in nodeCache where cached.index == index { return cached.node }
    let node = JSONPath.Node(
      parent: containerNode(entry.parent), component: component(entry.parent, entry.slot))
    nodeCache[nextCacheSlot] = (index, node)
    nextCacheSlot = (nextCacheSlot + 1) % nodeCache.count
    return node
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
            let key = childKeys[position]
            return JSONMember(
              key: key, keyLocation: location(keyOffset),
              value: value(at: child, path: JSONPath(container: container, component: .key(key))))
          })
      }
    }
    return JSONValue(kind: kind, location: location(entry.offset), path: path)
  }
}
