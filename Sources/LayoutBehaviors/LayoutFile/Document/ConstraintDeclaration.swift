/// A constraint declared in a layout file: its expression, priority, activation and identity.
///
/// A constraint is written as a string, `"header.height == 44"`, or as an object that can add an
/// id, a priority and whether it is active:
///
/// ```json
/// { "id": "sidebar-leading", "constraint": "sidebar.leading == root.leading", "priority": "high" }
/// ```
///
/// Constraints without an id are called by their index in the file, from 0: the fourth constraint
/// is `constraint 3`, the same number as in its JSON path `$.constraints[3]`.
package struct ConstraintDeclaration: Sendable {
  /// The id written in the file, unique among constraints, if any.
  package var writtenIdentifier: String?
  /// The position of the constraint in the file's `constraints` array, from 0.
  package var index: Int
  /// The relation between the anchors.
  package var expression: ConstraintExpression
  /// The priority: the object's `priority`, else the expression's `@ priority`, else required.
  package var priority: LayoutPriority
  /// Whether the constraint is active at first; `true` unless the file says otherwise.
  package var isActive: Bool
  /// The expression exactly as written in the file, when it was written as one; `nil` for a
  /// constraint that stands for a part of a format string, or that was made in code.
  package var writtenSource: String?
  /// Where the expression string is in the file, if it came from one.
  package var location: TextLocation?
  /// The JSON path of the expression string, such as `$.constraints[3]` or
  /// `$.constraints[3].constraint`, if it came from a file.
  package var path: JSONPath?
  /// The format string's part the constraint stands for, if it stands for one: its id
  /// (``identifier``) is made from it.
  package var formatPart: FormatPartName? = nil

  /// The id: the one written in the file, or the one of a format string's part; `nil` for a
  /// constraint without either.
  package var identifier: String? { writtenIdentifier ?? formatPart?.identifier }
}

extension ConstraintDeclaration {
  /// Creates a constraint declaration; `source` is the expression as written, if it was.
  ///
  /// Declared in an extension, so that the type keeps its implicit memberwise initializer (a
  /// priority that is not optional, and `writtenSource` for the source), which the decoder uses:
  /// a declaration made by it is appended to an array without being copied first, where one
  /// made by an initializer with a body is copied whole (its strings and path retained, then
  /// released).
  package init(
    identifier: String? = nil, index: Int, expression: ConstraintExpression,
    priority: LayoutPriority? = nil, isActive: Bool = true, source: String? = nil,
    location: TextLocation? = nil, path: JSONPath? = nil
  ) {
    let priority = priority ?? expression.priority ?? .required
    self.init(
      writtenIdentifier: identifier, index: index, expression: expression, priority: priority,
      isActive: isActive, writtenSource: source, location: location, path: path)
  }

  /// The expression as written in the file, or else as the expression reads: what messages
  /// quote. A format string's constraint is written out only here, when a message needs it.
  package var source: String { writtenSource ?? expression.description }

  /// The name to show for the constraint: its id, or `constraint 3` (its index from 0) when it
  /// has none. Display names are unique within a document, because ids cannot contain spaces.
  package var displayName: String {
    identifier ?? "constraint \(index)"
  }

  /// How messages refer to the constraint: `constraint 'sidebar-width'`, or `constraint 3`.
  package var reference: String {
    Self.reference(identifier: identifier, index: index)
  }

  /// How messages refer to a constraint with the given id and index.
  static func reference(identifier: String?, index: Int) -> String {
    if let identifier { return "constraint '\(identifier)'" }
    return "constraint \(index)"
  }
}

/// A parsed constraint expression:
/// `first (==|<=|>=) [multiplier *] second [(+|-) constant] [@ priority]`, or
/// `first (==|<=|>=) constant [@ priority]` when `first` is a dimension.
///
/// The anchors are known to be compatible: both on the x axis, both on the y axis, or both
/// dimensions; a position never has a multiplier and is never set to a constant alone.
package struct ConstraintExpression: Hashable, Sendable, CustomStringConvertible {
  /// The anchor on the left.
  package var first: AnchorReference
  /// The relation.
  package var relation: LayoutRelation
  /// The anchor on the right, or `nil` when the first anchor is set to a constant.
  package var second: AnchorReference?
  /// The multiplier of the second anchor; 1 unless given (only dimensions take one).
  package var multiplier: Double
  /// The constant; 0 unless given. `a.top == b.bottom - 8` has the constant -8.
  package var constant: Double
  /// The priority after `@`, if the expression has one.
  package var priority: LayoutPriority?

  /// Creates an expression.
  package init(
    first: AnchorReference, relation: LayoutRelation, second: AnchorReference? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority? = nil
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// The expression in the file syntax, normalized: `header.top == root.safeArea.top + 8 @ 750`.
  ///
  /// Written by appending to one string (no interpolation): an Interface Builder document's
  /// constraints get their source text this way, one for each.
  package var description: String {
    var text = ""
    first.write(to: &text)
    text += " "
    text += relation.rawValue
    text += " "
    if let second {
      if multiplier != 1 {
        text += LayoutFileText.number(multiplier)
        text += " * "
      }
      second.write(to: &text)
      if constant > 0 {
        text += " + "
        text += LayoutFileText.number(constant)
      } else if constant < 0 {
        text += " - "
        text += LayoutFileText.number(-constant)
      }
    } else {
      text += LayoutFileText.number(constant)
    }
    if let priority {
      text += " @ "
      text += LayoutFileText.number(priority.rawValue)
    }
    return text
  }
}

/// An anchor of an item: `header.top`, `root.safeArea.bottom`, `card.margins.leading`.
package struct AnchorReference: Hashable, Sendable, CustomStringConvertible {
  /// The view, guide or root.
  package var item: ItemReference
  /// The anchor.
  package var attribute: LayoutAttribute

  /// Creates an anchor reference.
  package init(item: ItemReference, attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// The anchor as written in a file: `item.anchor`.
  package var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Appends ``description`` to `text`.
  package func write(to text: inout String) {
    item.write(to: &text)
    text += "."
    text += attribute.rawValue
  }
}

/// The item an anchor belongs to: the root, one of its guides, a view, a view's margins, or a
/// free-standing guide.
package enum ItemReference: Hashable, Sendable, CustomStringConvertible {
  /// The root view: `root`.
  case root
  /// The root's safe-area guide: `root.safeArea`.
  case rootSafeArea
  /// The root's layout-margins guide: `root.margins`.
  case rootMargins
  /// A view, by id.
  case view(String)
  /// A view's layout-margins guide: `<view>.margins`.
  case viewMargins(String)
  /// A free-standing layout guide, by id.
  case guide(String)

  /// The item as written in a file: `root`, `root.safeArea`, `card.margins`, `spacer`.
  package var description: String {
    switch self {
    case .root: return "root"
    case .rootSafeArea: return "root.safeArea"
    case .rootMargins: return "root.margins"
    case .view(let id): return id
    case .viewMargins(let id): return "\(id).margins"
    case .guide(let id): return id
    }
  }

  /// Appends ``description`` to `text`.
  package func write(to text: inout String) {
    switch self {
    case .root: text += "root"
    case .rootSafeArea: text += "root.safeArea"
    case .rootMargins: text += "root.margins"
    case .view(let id), .guide(let id): text += id
    case .viewMargins(let id):
      text += id
      text += ".margins"
    }
  }

  /// The id of the view or guide the item belongs to, or `nil` for the root and its guides.
  package var ownerID: String? {
    switch self {
    case .root, .rootSafeArea, .rootMargins: return nil
    case .view(let id), .viewMargins(let id), .guide(let id): return id
    }
  }
}
