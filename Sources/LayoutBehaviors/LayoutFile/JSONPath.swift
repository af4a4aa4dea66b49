/// The path of a value inside a JSON document, such as `$.constraints[3].priority`.
///
/// The path is written in the JSONPath dialect most tools print: `$` is the document itself,
/// `.key` selects an object member whose key is an identifier, `["key"]` selects any other
/// member, and `[3]` selects an array element (counted from 0).
///
/// Paths share their prefixes, so appending a component is cheap: the parser gives every value
/// of a document its path without copying the paths of its ancestors.
///
/// ```swift
/// let path = JSONPath.root.appending(key: "constraints").appending(index: 3)
/// print(path)  // $.constraints[3]
/// ```
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Hashable, Sendable {
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

  private let node: Node?

  private init(node: Node?) { self.node = node }

  /// The path of the document itself, `$`.
  public static let root = JSONPath(node: nil)

  /// Creates a path from its components, outermost first.
  public init(_ components: [Component]) {
    var node: Node? = nil
    for component in components { node = Node(parent: node, component: component) }
    self.node = node
  }

  /// The path of the member `key` of the object at this path.
  public func appending(key: String) -> JSONPath {
    JSONPath(node: Node(parent: node, component: .key(key)))
  }

  /// The path of the element `index` of the array at this path.
  public func appending(index: Int) -> JSONPath {
    JSONPath(node: Node(parent: node, component: .index(index)))
  }

  /// The number of components; 0 for ``root``.
  public var count: Int { node?.depth ?? 0 }

  /// The components of the path, outermost first.
  ///
  /// - Complexity: O(*n*), where *n* is the number of components.
  public var components: [Component] {
    var result: [Component] = []
    result.reserveCapacity(count)
    var current = node
    while let link = current {
      result.append(link.component)
      current = link.parent
    }
    return result.reversed()
  }

  /// The last component, or `nil` for ``root``.
  public var last: Component? { node?.component }

  /// The path written as `$.views[0].id`.
  public var description: String {
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

  /// Two paths are equal when they have the same components.
  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    if lhs.node === rhs.node { return true }
    return lhs.components == rhs.components
  }

  /// Hashes the components of the path.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// Whether a key can be written after a dot: an ASCII letter or `_` and then letters, digits,
  /// `_` or `-`.
  private static func isPlainKey(_ key: String) -> Bool {
    var first = true
    for byte in key.utf8 {
      let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
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
