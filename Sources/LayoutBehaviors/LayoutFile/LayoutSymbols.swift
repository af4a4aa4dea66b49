/// The ids a layout document declares, for resolving and checking references to them.
///
/// Lookups go through dictionaries, but every list that can reach a message (the candidates for
/// a suggestion) is kept in file order, so output never depends on hashing.
struct LayoutSymbols {
  /// What an id in the shared view-and-guide namespace names.
  enum ItemKind {
    case view
    case guide
  }

  /// A declared view or guide.
  struct Item {
    var kind: ItemKind
    var location: TextLocation?
  }

  /// A problem with a reference, before it is given a place.
  struct Problem: Error {
    var code: LayoutFileDiagnostic.Code
    var message: String
    var fix: String?
    var severity = LayoutFileDiagnostic.Severity.error
  }

  private(set) var items: [String: Item] = [:]
  /// View ids in file order.
  private(set) var viewIDs: [String] = []
  /// Guide ids in file order.
  private(set) var guideIDs: [String] = []
  /// Constraint ids and their indexes.
  private(set) var constraints: [String: (index: Int, location: TextLocation?)] = [:]
  /// Constraint ids in file order.
  private(set) var constraintIDs: [String] = []
  /// Whether any constraint has no id (for the fix of an unknown constraint).
  var hasUnnamedConstraints = false
  /// The views with a collapsible behavior.
  var collapsibleViews: Set<String> = []
  /// Whether the document has a keyboard behavior.
  var hasKeyboardBehavior = false

  init() {}

  /// The symbols of a validated document.
  init(document: LayoutDocument) {
    for view in document.views { _ = add(view.id, kind: .view, location: view.location) }
    for guide in document.guides { _ = add(guide.id, kind: .guide, location: guide.location) }
    for constraint in document.constraints {
      if let id = constraint.identifier {
        _ = addConstraint(id, index: constraint.index, location: constraint.location)
      } else {
        hasUnnamedConstraints = true
      }
    }
    for collapsible in document.behaviors.collapsible { collapsibleViews.insert(collapsible.view) }
    hasKeyboardBehavior = document.behaviors.keyboard != nil
  }

  /// Adds a view or guide id; returns the existing item instead if the id is taken.
  mutating func add(_ id: String, kind: ItemKind, location: TextLocation?) -> Item? {
    if let existing = items[id] { return existing }
    items[id] = Item(kind: kind, location: location)
    switch kind {
    case .view: viewIDs.append(id)
    case .guide: guideIDs.append(id)
    }
    return nil
  }

  /// Adds a constraint id; returns the existing one's location instead if the id is taken.
  mutating func addConstraint(
    _ id: String, index: Int, location: TextLocation?
  ) -> (index: Int, location: TextLocation?)? {
    if let existing = constraints[id] { return existing }
    constraints[id] = (index, location)
    constraintIDs.append(id)
    return nil
  }

  /// Checks that `id` names a view.
  ///
  /// - Parameter context: Where the reference is, for the message: `event 2`.
  func checkView(_ id: String, context: String) -> Problem? {
    switch items[id]?.kind {
    case .view:
      return nil
    case .guide:
      return Problem(
        code: .notAView, message: "'\(id)' in \(context) is a guide, not a view.",
        fix: LayoutFileText.didYouMean(id, among: viewIDs))
    case nil:
      if id == "root" {
        return Problem(
          code: .notAView, message: "'root' in \(context) is the root, which cannot be used here.",
          fix: nil)
      }
      return Problem(
        code: .unknownView, message: "Unknown view '\(LayoutFileText.token(id))' in \(context).",
        fix: LayoutFileText.didYouMean(id, among: viewIDs))
    }
  }

  /// Checks that `id` names a constraint that has that id.
  func checkConstraint(_ id: String, context: String) -> Problem? {
    if constraints[id] != nil { return nil }
    var fix = LayoutFileText.didYouMean(id, among: constraintIDs)
    if fix == nil, hasUnnamedConstraints {
      fix = "Only constraints with an 'id' can be named; give the constraint an id."
    }
    return Problem(
      code: .unknownConstraint,
      message: "Unknown constraint '\(LayoutFileText.token(id))' in \(context).", fix: fix)
  }

  /// Checks the view or constraint an event names.
  ///
  /// - Parameters:
  ///   - kind: The event.
  ///   - context: How messages name the event: `event 2`, `--event 'toggle sidebar'`.
  /// - Returns: The problem, if there is one.
  func check(_ kind: EventDeclaration.Kind, context: String) -> Problem? {
    switch kind {
    case .keyboardWillShow, .keyboardWillChangeFrame, .keyboardWillHide:
      if hasKeyboardBehavior { return nil }
      return Problem(
        code: .noKeyboardBehavior,
        message: "There is no keyboard behavior, so \(context) changes nothing.",
        fix: "Add 'behaviors.keyboard' with the constraints the keyboard should move.",
        severity: .warning)
    case .collapse(let view), .show(let view), .toggle(let view):
      if let problem = checkView(view, context: context) { return problem }
      if !collapsibleViews.contains(view) {
        return Problem(
          code: .notCollapsible, message: "View '\(view)' in \(context) is not collapsible.",
          fix: "Add it to 'behaviors.collapsible'.")
      }
      return nil
    case .setConstant(let constraint, _), .activate(let constraint), .deactivate(let constraint):
      return checkConstraint(constraint, context: context)
    }
  }
}
