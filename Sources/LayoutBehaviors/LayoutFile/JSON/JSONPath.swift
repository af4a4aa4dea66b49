/// The path of a value inside a JSON document, such as `$.constraints[3].priority`.
///
/// The path is written in the JSONPath dialect most tools print: `$` is the document itself,
/// `.key` selects an object member whose key is an identifier, `["key"]` selects any other
/// member, and `[3]` selects an array element (counted from 0).
///
/// Paths share their prefixes: a path is its last component and a shared link to the path of its
/// container, so the parser gives every value of a document its path with one small allocation
/// per array or object, and none per number or string.
///
/// ```swift
/// let path = JSONPath.root.appending(key: "constraints").appending(index: 3)
/// print(path)  // $.constraints[3]
/// ```
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  package enum Component: Hashable, Sendable {
    /// An object member, by key.
    case key(String)
    /// An array element, by index from 0.
    case index(Int)
  }

  /// A shared, immutable link from a component to the path of its container.
  final class Node: Sendable {
    let parent: Node?
    let component: Component
    let depth: Int

    init(parent: Node?, component: Component) {
      self.parent = parent
      self.component = component
      self.depth = (parent?.depth ?? 0) + 1
    }
  }

  /// The path of the container, as a shared node; `nil` for the root and its direct members.
  private let parent: Node?
  /// The last component; `nil` for the root itself.
  private let leaf: Component?

  private init(parent: Node?, leaf: Component?) {
    self.parent = parent
    self.leaf = leaf
  }

  /// The path of the document itself, `$`.
  package static let root = JSONPath(parent: nil, leaf: nil)

  /// Creates a path from its components, outermost first.
  package init(_ components: [Component]) {
    var node: Node? = nil
    for component in components.dropLast() { node = Node(parent: node, component: component) }
    self.init(parent: node, leaf: components.last)
  }

  /// This path as a shared node, for the paths of the values inside it. Allocates one node, so
  /// the parser calls it once per array or object, not once per element.
  var containerNode: Node? {
    guard let leaf else { return nil }
    return Node(parent: parent, component: leaf)
  }

  /// The path of a member or element of the container whose node is `container`.
  init(container: Node?, component: Component) {
    self.init(parent: container, leaf: component)
  }

  /// The path of the member `key` of the object at this path.
  package func appending(key: String) -> JSONPath {
    JSONPath(parent: containerNode, leaf: .key(key))
  }

  /// The path of the element `index` of the array at this path.
  package func appending(index: Int) -> JSONPath {
    JSONPath(parent: containerNode, leaf: .index(index))
  }

  /// The number of components; 0 for ``root``.
  package var count: Int { leaf == nil ? 0 : (parent?.depth ?? 0) + 1 }

  /// The components of the path, outermost first.
  ///
  /// - Complexity: O(*n*), where *n* is the number of components.
  package var components: [Component] {
    guard let leaf else { return [] }
    var result: [Component] = [leaf]
    result.reserveCapacity(count)
    var current = parent
    while let link = current {
      result.append(link.component)
      current = link.parent
    }
    return result.reversed()
  }

  /// The last component, or `nil` for ``root``.
  package var last: Component? { leaf }

  /// The path written as `$.views[0].id`.
  package var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key):
        if Self.isPlainKey(key) {
          text += ".\(key)"
        } else {
          text += "[\"" + Self.escaped(key) + "\"]"
        }
      }
    }
    return text
  }

  /// The path as diagnostics show it: as ``description``, with every key longer than 60
  /// characters cut there with an ellipsis, as messages cut the tokens they quote, so that no
  /// diagnostic echoes a huge key whole.
  package var quotableDescription: String {
    let limit = LayoutFileText.tokenLimit
    let isLong: (Component) -> Bool = {
      if case .key(let key) = $0 { return key.unicodeScalars.count > limit }
      return false
    }
    guard components.contains(where: isLong) else { return description }
    return JSONPath(
      components.map { component in
        guard isLong(component), case .key(let key) = component else { return component }
        return .key(String(String.UnicodeScalarView(key.unicodeScalars.prefix(limit))) + "…")
      }
    ).description
  }

  /// Two paths are equal when they have the same components.
  package static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    if lhs.leaf != rhs.leaf { return false }
    if lhs.parent === rhs.parent { return true }
    return lhs.components == rhs.components
  }

  /// Hashes the components of the path.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// Whether a key can be written after a dot: an ASCII letter or `_` and then letters, digits,
  /// `_` or `-`.
  private static func isPlainKey(_ key: String) -> Bool {
    var first = true
    for byte in key.utf8 {
      let isLetter =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      let isDigit = byte >= 0x30 && byte <= 0x39
      if first {
        guard isLetter else { return false }
        first = false
      } else if !(isLetter || isDigit || byte == 0x2D) {
        return false
      }
    }
    return !first
  }

  /// The key with `"` and `\` escaped and control characters written as `\u{…}`.
  private static func escaped(_ key: String) -> String {
    var text = ""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          text += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text
  }
}
