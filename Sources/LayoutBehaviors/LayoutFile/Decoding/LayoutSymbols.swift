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
    /// For a view declared by an object of the file's `views`, its position in that list;
    /// `nil` for a guide, and for a view whose entry is not an object.
    var viewIndex: Int? = nil
  }

  /// A problem with a reference, before it is given a place.
  struct Problem: Error {
    var code: LayoutFileDiagnostic.Code
    var message: String
    var fix: String?
    var severity = LayoutFileDiagnostic.Severity.error
  }

  private(set) var items = IdentifierMap<Item>()
  /// View ids in file order.
  private(set) var viewIDs: [String] = []
  /// Guide ids in file order.
  private(set) var guideIDs: [String] = []
  /// Constraint ids and their indexes.
  private(set) var constraints = IdentifierMap<(index: Int, location: TextLocation?)>()
  /// Constraint ids in file order.
  private(set) var constraintIDs: [String] = []
  /// Whether any constraint has no id (for the fix of an unknown constraint).
  var hasUnnamedConstraints = false
  /// The views with a collapsible behavior.
  var collapsibleViews: Set<String> = []
  /// Whether the document has a keyboard behavior.
  var hasKeyboardBehavior = false
  /// The views with text, in file order.
  private(set) var textViews: [String] = []
  /// The views with text, for lookups.
  private var textViewSet: Set<String> = []
  /// The document's own fix for a view without text (``LayoutDocument/textFix``), if it has
  /// one.
  var textFix: String? = nil
  /// Whether the root's width fits its content (`"fit"`).
  var rootWidthFits = false
  /// Whether the root's height fits its content (`"fit"`).
  var rootHeightFits = false
  /// The kinds of gesture (`pan`, `pinch`, `rotation`, `press`, `force`) each view has a
  /// behavior for.
  var gestureKinds: [String: Set<String>] = [:]
  /// The views of the piles, in file order.
  private(set) var pileViews: [String] = []
  /// The views of the piles, for lookups.
  private var pileViewSet: Set<String> = []
  /// The pile of each card: the view whose parent is a pile's view, and that view.
  var pileOfCard: [String: String] = [:]

  init() {}

  /// Room for `views` view ids and `guides` guide ids, so that declaring them grows no table
  /// (a table's growth places every id again).
  mutating func reserveItems(views: Int, guides: Int) {
    items.reserveCapacity(views + guides)
    viewIDs.reserveCapacity(views)
    guideIDs.reserveCapacity(guides)
  }

  /// Room for `count` constraint ids (see ``reserveItems(views:guides:)``).
  mutating func reserveConstraints(_ count: Int) {
    constraints.reserveCapacity(count)
    constraintIDs.reserveCapacity(count)
  }

  /// The symbols of a validated document.
  init(document: LayoutDocument) {
    for (index, view) in document.views.enumerated() {
      _ = add(view.id, kind: .view, location: view.location, viewIndex: index)
    }
    for guide in document.guides { _ = add(guide.id, kind: .guide, location: guide.location) }
    for constraint in document.constraints {
      if let id = constraint.identifier {
        _ = addConstraint(id, index: constraint.index, location: constraint.location)
      } else {
        hasUnnamedConstraints = true
      }
    }
    for view in document.views where view.text != nil { addTextView(view.id) }
    textFix = document.textFix
    rootWidthFits = document.root.widthIsFit
    rootHeightFits = document.root.heightIsFit
    for collapsible in document.behaviors.collapsible { collapsibleViews.insert(collapsible.view) }
    hasKeyboardBehavior = document.behaviors.keyboard != nil
    for gesture in document.behaviors.gestures {
      gestureKinds[gesture.view, default: []].formUnion(Self.gestureKinds(of: gesture))
    }
    for view in document.behaviors.dragDrop?.draggables ?? [] {
      gestureKinds[view, default: []].insert("pan")
    }
    for pile in document.behaviors.piles { addPile(pile.view) }
    for view in document.views {
      if let parent = view.parent, pileViewSet.contains(parent) { pileOfCard[view.id] = parent }
    }
  }

  /// The kinds of gesture a view's gesture behaviors take.
  static func gestureKinds(of gesture: GestureDeclaration) -> Set<String> {
    var kinds: Set<String> = []
    if gesture.moveable != nil || gesture.draggable != nil { kinds.insert("pan") }
    if gesture.pinchable != nil { kinds.insert("pinch") }
    if gesture.rotatable != nil { kinds.insert("rotation") }
    if gesture.isTappable || gesture.draggable != nil { kinds.insert("press") }
    if gesture.isForceable { kinds.insert("force") }
    return kinds
  }

  /// Adds a view with text.
  mutating func addTextView(_ view: String) {
    if textViewSet.insert(view).inserted { textViews.append(view) }
  }

  /// Adds the view of a pile.
  mutating func addPile(_ view: String) {
    if pileViewSet.insert(view).inserted { pileViews.append(view) }
  }

  /// Whether `view` is the view of a pile.
  func isPile(_ view: String) -> Bool {
    pileViewSet.contains(view)
  }

  /// How to give a view a behavior for each kind of gesture, for the fix of an event without one.
  static let gestureBehaviorFixes = [
    "pan":
      "Make it 'moveable' or 'draggable' in 'behaviors.gestures', or list it in "
      + "'behaviors.dragDrop.draggables'.",
    "pinch": "Make it 'pinchable' in 'behaviors.gestures'.",
    "rotation": "Make it 'rotatable' in 'behaviors.gestures'.",
    "press": "Make it 'tappable' or 'draggable' in 'behaviors.gestures'.",
    "force": "Make it 'forceable' in 'behaviors.gestures'.",
  ]

  /// Checks that `id` names the view of a pile.
  func checkPile(_ id: String, context: String) -> Problem? {
    if pileViewSet.contains(id) { return nil }
    let suggestion = LayoutFileText.didYouMean(id, among: pileViews)
    if items[id]?.kind == .view {
      return Problem(
        code: .notAPile, message: "View '\(id)' in \(context) is not a pile.",
        fix: suggestion ?? "Declare a pile for it in 'behaviors.piles'.")
    }
    return Problem(
      code: .unknownView, message: "Unknown pile '\(LayoutFileText.token(id))' in \(context).",
      fix: suggestion)
  }

  /// Checks that `view` is a card of the pile `pile`: a view whose parent is the pile's view.
  func checkCard(_ view: String, of pile: String, context: String) -> Problem? {
    if let problem = checkView(view, context: context) { return problem }
    guard pileOfCard[view] != pile else { return nil }
    return Problem(
      code: .notACard,
      message:
        "View '\(view)' in \(context) is not a card of pile '\(pile)'; the cards of a pile are "
        + "the views whose parent is its view.",
      fix: "Set the 'parent' of '\(view)' to '\(pile)'.")
  }

  /// Adds a view or guide id, with the position of the view in the file's `views` if it has
  /// one; returns the existing item instead if the id is taken.
  mutating func add(
    _ id: String, kind: ItemKind, location: TextLocation?, viewIndex: Int? = nil
  ) -> Item? {
    let item = Item(kind: kind, location: location, viewIndex: viewIndex)
    if let existing = items.insert(id, item) { return existing }
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
    if let existing = constraints.insert(id, (index, location)) { return existing }
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
        fix: LayoutFileText.nearestNames(to: id, among: viewIDs, kind: "views")
          ?? "Declare it in 'views'.")
    }
  }

  /// Checks that `id` names a constraint that has that id.
  func checkConstraint(_ id: String, context: String) -> Problem? {
    if constraints[id] != nil { return nil }
    // A format string's id names its constraints, `<id> <part>`: one of them is meant.
    let group = constraintIDs.filter { $0.hasPrefix(id + " ") }
    if !group.isEmpty {
      return Problem(
        code: .unknownConstraint,
        message:
          "'\(LayoutFileText.token(id))' in \(context) is a format string of \(group.count) constraints, not one constraint.",
        fix: "Name one of them: \(LayoutFileText.alternatives(Array(group.prefix(4))))"
          + (group.count > 4 ? " …" : "") + ".")
    }
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
    case .gesture(let gesture):
      if let problem = checkView(gesture.view, context: context) { return problem }
      let kind = gesture.gesture.kind
      if gestureKinds[gesture.view]?.contains(kind) == true { return nil }
      return Problem(
        code: .noGestureBehavior,
        message: "View '\(gesture.view)' in \(context) has no behavior for \(kind) gestures.",
        fix: Self.gestureBehaviorFixes[kind])
    case .push(let pile, let view, _, _):
      if let problem = checkPile(pile, context: context) { return problem }
      return checkCard(view, of: pile, context: context)
    case .pop(let pile, _, _), .advance(let pile, _):
      return checkPile(pile, context: context)
    case .resize(let resize):
      let fitting = [
        resize.width != nil && rootWidthFits ? "width" : nil,
        resize.height != nil && rootHeightFits ? "height" : nil,
      ].compactMap { $0 }
      guard !fitting.isEmpty else { return nil }
      let names = fitting.joined(separator: " and ")
      let one = fitting.count == 1
      return Problem(
        code: .resizeFitRoot,
        message:
          "\(context.prefix(1).uppercased() + context.dropFirst()) sets the root's \(names), "
          + "but the root's \(names) \(one ? "is" : "are") 'fit': \(one ? "it follows" : "they follow") its content.",
        fix: "Leave \(LayoutFileText.alternatives(fitting, conjunction: "and")) out of the "
          + "event, or give the root a \(names) in points.")
    case .setText(let view, _):
      if let problem = checkView(view, context: context) { return problem }
      if textViewSet.contains(view) { return nil }
      return Problem(
        code: .noText, message: "View '\(view)' in \(context) has no text to set.",
        fix: textFix
          ?? (textViews.isEmpty
            ? "Give '\(view)' a 'text' in 'views'."
            : LayoutFileText.didYouMean(view, among: textViews)
              ?? "Give '\(view)' a 'text' in 'views', or name a view with text: "
              + LayoutFileText.alternatives(Array(textViews.prefix(3))) + "."))
    case .setHidden(let view, _):
      return checkView(view, context: context)
    case .textScale:
      if !textViews.isEmpty { return nil }
      return Problem(
        code: .noText, message: "No view has text, so \(context) changes nothing.",
        fix: "Give the labels a 'text' in 'views'.", severity: .warning)
    }
  }
}
