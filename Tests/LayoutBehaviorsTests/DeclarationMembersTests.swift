import Testing

@testable import LayoutBehaviors

/// The members of view and constraint objects found in one pass (`ViewMembers`,
/// `ConstraintMembers`): each key's position is the first member with that key, as
/// `member(_:in:)` finds it, and any other key marks the object as having unknown keys.
@Suite("Declaration members")
struct DeclarationMembersTests {
  /// An object's members with these keys, in order; the value of member `i` is the number `i`.
  static func members(_ keys: [String]) -> [JSONMember] {
    keys.indices.map { index in
      let location = TextLocation(line: 1, column: index + 1, offset: index)
      return JSONMember(
        key: keys[index], keyLocation: location,
        value: JSONValue(kind: .number(Double(index)), location: location, path: .root))
    }
  }

  /// The position `ViewMembers` gives the view key `key`.
  static func position(of key: String, in found: ViewMembers) -> Int? {
    switch key {
    case "parent": found.parent
    case "intrinsicSize": found.intrinsicSize
    case "text": found.text
    case "hugging": found.hugging
    case "compressionResistance": found.compressionResistance
    case "margins": found.margins
    case "hidden": found.hidden
    case "stack": found.stack
    case "bias": found.bias
    default: nil
    }
  }

  /// The position `ConstraintMembers` gives the constraint key `key`.
  static func position(of key: String, in found: ConstraintMembers) -> Int? {
    switch key {
    case "id": found.id
    case "constraint": found.constraint
    case "priority": found.priority
    case "active": found.active
    case "options": found.options
    default: nil
    }
  }

  /// Keys close to the format's: another case, a letter missing or swapped, the same length.
  static let nearMisses = [
    "Parent", "parnet", "paren", "Text", "texts", "tex", "bais", "Bias", "stacks", "hiden",
    "Hugging", "margin", "intrinsicsize", "intrinsicSize ", "compressionresistance", "ID", "i",
    "ids", "Constraint", "constraints", "priorty", "Active", "", "wxyz",
  ]

  @Test func viewKnownAnswers() {
    let found = ViewMembers(
      Self.members(["parent", "id", "colour", "text", "parent", "bias", "text"]))
    #expect(found.parent == 0)
    #expect(found.text == 3)
    #expect(found.bias == 5)
    #expect(found.intrinsicSize == -1 && found.hugging == -1 && found.stack == -1)
    #expect(found.compressionResistance == -1 && found.margins == -1 && found.hidden == -1)
    #expect(found.hasUnknownKeys)

    let plain = ViewMembers(Self.members(["id", "parent", "intrinsicSize", "hugging"]))
    #expect(plain.parent == 1 && plain.intrinsicSize == 2 && plain.hugging == 3)
    #expect(plain.text == -1 && plain.bias == -1)
    #expect(!plain.hasUnknownKeys)

    let empty = ViewMembers([])
    #expect(empty.parent == -1 && empty.text == -1 && !empty.hasUnknownKeys)
  }

  @Test func constraintKnownAnswers() {
    let found = ConstraintMembers(
      Self.members(["constraint", "prio", "id", "priority", "id", "active"]))
    #expect(found.constraint == 0)
    #expect(found.id == 2)
    #expect(found.priority == 3)
    #expect(found.active == 5)
    #expect(found.hasUnknownKeys)

    let missing = ConstraintMembers(Self.members(["id"]))
    #expect(missing.id == 0 && missing.constraint == -1 && missing.priority == -1)
    #expect(!missing.hasUnknownKeys)
  }

  /// Every key the format defines is known, each in a field of its own; every near miss is
  /// unknown.
  @Test func theKeysAreTheFormats() {
    for key in LayoutFileDecoder.viewKeys {
      let found = ViewMembers(Self.members(["x", key]))
      #expect(found.hasUnknownKeys, "'x' before '\(key)'")
      #expect(!ViewMembers(Self.members([key])).hasUnknownKeys, "'\(key)'")
      if key != "id" {
        #expect(Self.position(of: key, in: found) == 1, "'\(key)'")
        for other in LayoutFileDecoder.viewKeys where other != key && other != "id" {
          #expect(Self.position(of: other, in: found) == -1, "'\(other)' after '\(key)'")
        }
      }
    }
    for key in LayoutFileDecoder.constraintKeys {
      let found = ConstraintMembers(Self.members(["x", key]))
      #expect(found.hasUnknownKeys && Self.position(of: key, in: found) == 1, "'\(key)'")
      #expect(!ConstraintMembers(Self.members([key])).hasUnknownKeys, "'\(key)'")
    }
    for key in Self.nearMisses {
      #expect(ViewMembers(Self.members([key])).hasUnknownKeys, "'\(key)'")
      #expect(ConstraintMembers(Self.members([key])).hasUnknownKeys, "'\(key)'")
    }
  }

  /// Random objects of known keys (often repeated) and near misses: each key's position is the
  /// first member with that key, and the object has unknown keys exactly when a key is not the
  /// format's; 6 seeds of 300 objects.
  @Test func positionsAreTheFirstMemberOfEachKey() {
    let viewKeys = LayoutFileDecoder.viewKeys
    let constraintKeys = LayoutFileDecoder.constraintKeys
    let pool = viewKeys + constraintKeys + Self.nearMisses
    for seed: UInt64 in [1, 2, 3, 0xBEEF, 0x5EED, 0xC0DE] {
      var random = SplitMix64(seed: seed)
      for object in 0..<300 {
        let count = Int.random(in: 0...12, using: &random)
        let keys = (0..<count).map { _ in pool.randomElement(using: &random)! }
        let members = Self.members(keys)
        let context = "seed \(seed), object \(object), keys \(keys)"
        let view = ViewMembers(members)
        #expect(view.hasUnknownKeys == keys.contains { !viewKeys.contains($0) }, "\(context)")
        for key in viewKeys where key != "id" {
          #expect(
            Self.position(of: key, in: view) == (keys.firstIndex(of: key) ?? -1),
            "\(context): '\(key)'")
        }
        let constraint = ConstraintMembers(members)
        #expect(
          constraint.hasUnknownKeys == keys.contains { !constraintKeys.contains($0) },
          "\(context)")
        for key in constraintKeys {
          #expect(
            Self.position(of: key, in: constraint) == (keys.firstIndex(of: key) ?? -1),
            "\(context): '\(key)'")
        }
      }
    }
  }
}
