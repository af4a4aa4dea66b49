import ConstraintSolver

/// Something layout constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Every item is a rectangle with anchors for its edges, centers and size. `LayoutItem` is the
/// common superclass of ``View`` and ``LayoutGuide``, as `firstItem` and `secondItem` of a
/// ``LayoutConstraint`` may be either, like `AnyObject` items of UIKit's `NSLayoutConstraint`.
/// Items are compared by identity (`===`); the ``identifier`` names them in descriptions and
/// diagnostics.
///
/// ```swift
/// let title = View("title")
/// title.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor)
/// ```
///
/// `LayoutItem` cannot be subclassed or created outside this module: the engine relies on the
/// storage its two subclasses share.
public class LayoutItem {
  /// The name of the item in descriptions and diagnostics (`header`, `root.safeArea`).
  public let identifier: String

  /// The item's four solver variables while it is part of an engine's tree, in root coordinates.
  @exclusivity(unchecked) var variables: ItemVariables?

  /// The active constraints that involve the item, in no particular order (each constraint
  /// knows its slot here: `firstItemSlot` or `secondItemSlot`). The engine empties it when the
  /// item leaves the tree and when the engine goes, which breaks the item ↔ constraint
  /// reference cycle.
  @exclusivity(unchecked) var activeConstraints: [LayoutConstraint] = []

  init(identifier: String) {
    self.identifier = identifier
  }

  /// The engine whose view tree holds this item, or `nil` while the item is outside any.
  ///
  /// A view belongs to an engine once it is the engine's ``LayoutEngine/root`` or a descendant of
  /// it; a guide belongs to the engine of its owning view.
  public var layoutEngine: LayoutEngine? {
    preconditionFailure("LayoutItem is abstract: \(type(of: self)) must override layoutEngine")
  }

  /// Whether the item is in `engine`'s tree: `layoutEngine === engine`, without making a strong
  /// reference to the item's engine (a retain and a release, for each constraint activated).
  package func isInTree(of engine: LayoutEngine) -> Bool {
    preconditionFailure("LayoutItem is abstract: \(type(of: self)) must override isInTree(of:)")
  }

  /// The item's rectangle in the root view's coordinates, as last solved, snapped to pixels when
  /// its engine has a ``LayoutEngine/displayScale``.
  public var frameInRoot: Rect {
    preconditionFailure("LayoutItem is abstract: \(type(of: self)) must override frameInRoot")
  }

  /// The item's rectangle in the root view's coordinates as the solver has it, never snapped to
  /// pixels: what behaviors compute constants from.
  var exactFrameInRoot: Rect {
    preconditionFailure("LayoutItem is abstract: \(type(of: self)) must override exactFrameInRoot")
  }

  /// The name printed for the item: its ``identifier``, or `(unnamed)` when that is empty.
  var displayName: String { identifier.isEmpty ? "(unnamed)" : identifier }
}

/// The four solver variables of an item, all in the root view's coordinates.
///
/// The other attributes are expressions of these: `right = minX + width`,
/// `centerX = minX + width / 2`, `bottom = minY + height`, `centerY = minY + height / 2`;
/// `leading` and `trailing` are `minX` or `minX + width` depending on the layout direction.
struct ItemVariables {
  var minX: Variable
  var minY: Variable
  var width: Variable
  var height: Variable
  /// The distance from the top edge to the first baseline: made, with its engine-managed pin,
  /// the first time a constraint uses a view's baseline (`nil` before, and for guides).
  var firstBaseline: Variable?
  /// The distance from the top edge to the last baseline; made with ``firstBaseline``.
  var lastBaseline: Variable?

  /// Makes the four variables of the item named `name` in `solver`.
  init(named name: String, in solver: inout Solver) {
    minX = solver.makeVariable(stem: name, suffix: ".minX")
    minY = solver.makeVariable(stem: name, suffix: ".minY")
    width = solver.makeVariable(stem: name, suffix: ".width")
    height = solver.makeVariable(stem: name, suffix: ".height")
  }

  /// Appends `scale · attribute` to `terms`, with the attribute's absolute meaning under
  /// `direction` (`leading` is the right edge in a right-to-left layout).
  func appendTerms(
    of attribute: LayoutAttribute, direction: LayoutDirection, scale: Double,
    to terms: inout [Term]
  ) {
    forEachTerm(of: attribute, direction: direction, scale: scale) { variable, coefficient in
      terms.append(Term(variable, coefficient: coefficient))
    }
  }

  /// Calls `body` with each term of `scale · attribute` (a variable and its coefficient), with
  /// the attribute's absolute meaning under `direction`: the terms
  /// ``appendTerms(of:direction:scale:to:)`` appends, without an array (the engine's residual of
  /// a constraint is summed so).
  @inline(__always)
  func forEachTerm(
    of attribute: LayoutAttribute, direction: LayoutDirection, scale: Double,
    _ body: (Variable, Double) -> Void
  ) {
    var attribute = attribute
    if attribute == .leading {
      attribute = direction == .leftToRight ? .left : .right
    } else if attribute == .trailing {
      attribute = direction == .leftToRight ? .right : .left
    }
    switch attribute {
    case .left:
      body(minX, scale)
    case .leading, .trailing:
      preconditionFailure("'\(attribute)' is resolved to 'left' or 'right' above")
    case .right:
      body(minX, scale)
      body(width, scale)
    case .centerX:
      body(minX, scale)
      body(width, scale / 2)
    case .top:
      body(minY, scale)
    case .bottom:
      body(minY, scale)
      body(height, scale)
    case .centerY:
      body(minY, scale)
      body(height, scale / 2)
    case .width:
      body(width, scale)
    case .height:
      body(height, scale)
    case .firstBaseline, .lastBaseline:
      // A view's baseline is its top plus its baseline offset; a guide's is its bottom edge.
      body(minY, scale)
      let offset = attribute == .firstBaseline ? firstBaseline : lastBaseline
      body(offset ?? height, scale)
    }
  }
}

extension LayoutAttribute {
  /// Whether the attribute's meaning depends on the layout direction: `leading` or `trailing`.
  var isDirectional: Bool { self == .leading || self == .trailing }

  /// Whether the attribute is a baseline: `firstBaseline` or `lastBaseline`.
  @inline(__always) var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// Whether the attribute is an absolute horizontal edge: `left` or `right`.
  var isAbsoluteHorizontalEdge: Bool { self == .left || self == .right }
}
