/// Where the members of a view object are, by key, found in one pass over the object.
///
/// Each field is the position of the first member with that key (the member
/// ``LayoutFileDecoder/member(_:in:)`` finds), or -1 when the object has none. A view's
/// decoding reads up to ten keys, most of them absent: looked up one at a time, each would walk
/// the members again. Here each member's key is compared once, its length first, and the
/// decoder reads the keys it needs by position.
struct ViewMembers {
  var parent: Int = -1
  var intrinsicSize: Int = -1
  var text: Int = -1
  var hugging: Int = -1
  var compressionResistance: Int = -1
  var margins: Int = -1
  var hidden: Int = -1
  var stack: Int = -1
  var bias: Int = -1
  /// Whether a key is not one of ``LayoutFileDecoder/viewKeys``.
  var hasUnknownKeys = false

  /// Finds the members of `members`, and whether any key is unknown.
  init(_ members: [JSONMember]) {
    hasUnknownKeys = !classifyKeys(of: members) { key, position in
      switch key.utf8.count {
      case 2 where key == "id": break  // read by `declareItem`, shared with guides
      case 4 where key == "text": recordFirst(&text, position)
      case 4 where key == "bias": recordFirst(&bias, position)
      case 5 where key == "stack": recordFirst(&stack, position)
      case 6 where key == "parent": recordFirst(&parent, position)
      case 6 where key == "hidden": recordFirst(&hidden, position)
      case 7 where key == "hugging": recordFirst(&hugging, position)
      case 7 where key == "margins": recordFirst(&margins, position)
      case 13 where key == "intrinsicSize": recordFirst(&intrinsicSize, position)
      case 21 where key == "compressionResistance": recordFirst(&compressionResistance, position)
      default: return false
      }
      return true
    }
  }
}

/// Where the members of a constraint object are, by key, found in one pass over the object (see
/// ``ViewMembers``).
struct ConstraintMembers {
  var id: Int = -1
  var constraint: Int = -1
  var priority: Int = -1
  var active: Int = -1
  var options: Int = -1
  /// Whether a key is not one of ``LayoutFileDecoder/constraintKeys``.
  var hasUnknownKeys = false

  /// Finds the members of `members`, and whether any key is unknown.
  init(_ members: [JSONMember]) {
    hasUnknownKeys = !classifyKeys(of: members) { key, position in
      switch key.utf8.count {
      case 2 where key == "id": recordFirst(&id, position)
      case 6 where key == "active": recordFirst(&active, position)
      case 7 where key == "options": recordFirst(&options, position)
      case 8 where key == "priority": recordFirst(&priority, position)
      case 10 where key == "constraint": recordFirst(&constraint, position)
      default: return false
      }
      return true
    }
  }
}

/// Hands each member's key and position, in order, to `classify`, which records the position of
/// a key it knows and returns `false` for a key it does not; returns whether it knew every key.
@inline(__always)
private func classifyKeys(
  of members: [JSONMember], _ classify: (_ key: String, _ position: Int) -> Bool
) -> Bool {
  var knowsEvery = true
  for position in members.indices where !classify(members[position].key, position) {
    knowsEvery = false
  }
  return knowsEvery
}

/// Keeps the first position of a key: `field` is set only while it is -1.
@inline(__always)
private func recordFirst(_ field: inout Int, _ position: Int) {
  if field < 0 { field = position }
}

extension LayoutFileDecoder {
  /// The value of the member at `position` (from ``ViewMembers`` or ``ConstraintMembers``), or
  /// `nil` for -1.
  @inline(__always)
  func member(at position: Int, in members: [JSONMember]) -> JSONValue? {
    position < 0 ? nil : members[position].value
  }
}
