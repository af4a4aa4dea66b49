extension LayoutFileDecoder {
  static let behaviorKeys = ["keyboard", "collapsible", "gestures", "dragDrop", "piles"]
  static let keyboardKeys = ["constraints", "margin"]
  static let collapsibleKeys = ["view", "constraint", "direction", "peek", "group"]
  static let frameKeys = ["x", "y", "width", "height"]
  static let keyboardEventKeys = ["type", "frame", "height", "duration", "curve"]
  static let keyboardHideKeys = ["type", "duration", "curve"]
  static let viewEventKeys = ["type", "view"]
  static let setConstantKeys = ["type", "constraint", "value"]
  static let activationKeys = ["type", "constraint"]
  static let resizeKeys = ["type", "width", "height", "safeArea"]
  static let setTextKeys = ["type", "view", "string"]
  static let setHiddenKeys = ["type", "view", "hidden"]
  static let textScaleKeys = ["type", "factor", "category"]

  /// Event names from UIKit and the command line, and the event type they mean.
  static let eventAliases = [
    "keyboardDidShow": "keyboardWillShow", "keyboardDidHide": "keyboardWillHide",
    "keyboardDidChangeFrame": "keyboardWillChangeFrame", "keyboard-hide": "keyboardWillHide",
    "keyboard-show": "keyboardWillShow", "set-constant": "setConstant", "expand": "show",
    "hide": "collapse", "rotate": "rotation", "tap": "press", "drag": "pan", "move": "pan",
    "longPress": "press", "rotate-device": "resize", "set-text": "setText",
    "set-hidden": "setHidden", "text-scale": "textScale", "hidden": "setHidden",
    "text": "setText", "dynamicType": "textScale", "contentSizeCategory": "textScale",
  ]

  // MARK: Behaviors

  mutating func decodeBehaviors(
    _ value: JSONValue, constraints: [ConstraintDeclaration]
  ) -> BehaviorDeclarations {
    var result = BehaviorDeclarations()
    guard value.members != nil else {
      let shape =
        #"'"behaviors": { "keyboard": { "constraints": ["…"] }, "collapsible": [{ "view": "…", … }] }'"#
      let keys = LayoutFileText.alternatives(Self.behaviorKeys, conjunction: "and")
      report(
        .wrongType, at: value, "Expected an object for 'behaviors', found \(described(value)).",
        fix: value.array != nil
          ? "Write one object, not an array: \(shape); its keys are \(keys)."
          : "Write \(shape); its keys are \(keys).")
      return result
    }
    guard let members = objectMembers(value, named: "'behaviors'", allowedKeys: Self.behaviorKeys)
    else { return result }
    if let keyboard = member("keyboard", in: members) {
      symbols.hasKeyboardBehavior = true
      result.keyboard = decodeKeyboard(keyboard, constraints: constraints)
    }
    if let collapsible = member("collapsible", in: members),
      let elements = array(collapsible, named: "collapsible")
    {
      var seenViews: [String: TextLocation] = [:]
      for (index, element) in elements.enumerated() {
        if let declaration = decodeCollapsible(
          element, index: index, constraints: constraints, seenViews: &seenViews)
        {
          result.collapsible.append(declaration)
        }
      }
    }
    if let gestures = member("gestures", in: members),
      let elements = array(gestures, named: "gestures")
    {
      result.gestures = decodeGestures(elements, constraints: constraints)
    }
    if let dragDrop = member("dragDrop", in: members) {
      result.dragDrop = decodeDragDrop(dragDrop, gestures: result.gestures)
    }
    if let piles = member("piles", in: members), let elements = array(piles, named: "piles") {
      result.piles = decodePiles(elements)
    }
    return result
  }

  mutating func decodeKeyboard(
    _ value: JSONValue, constraints: [ConstraintDeclaration]
  ) -> KeyboardAvoidanceDeclaration? {
    guard
      let members = objectMembers(
        value, named: "the keyboard behavior", allowedKeys: Self.keyboardKeys)
    else { return nil }
    var result = KeyboardAvoidanceDeclaration(
      constraints: [], location: value.location, path: value.path)
    if let list = required("constraints", in: members, of: value, named: "the keyboard behavior"),
      let elements = array(list, named: "constraints")
    {
      var seen: [String: TextLocation] = [:]
      for element in elements {
        guard let id = string(element, named: "constraints") else { continue }
        if let problem = symbols.checkConstraint(id, context: "the keyboard behavior") {
          report(problem.code, at: element, problem.message, fix: problem.fix)
        } else if let first = seen[id] {
          report(
            .duplicateReference, at: element,
            "Constraint '\(id)' is listed twice in the keyboard behavior; the first is at line \(first.line), column \(first.column).",
            fix: "Remove one of them.")
        } else {
          seen[id] = element.location
          result.constraints.append(id)
          checkKeyboardAxis(of: id, at: element, constraints: constraints)
        }
      }
    }
    if let margin = member("margin", in: members) {
      result.margin = nonNegativeNumber(margin, named: "margin") ?? 0
    }
    return result
  }

  mutating func decodeCollapsible(
    _ value: JSONValue, index: Int, constraints: [ConstraintDeclaration],
    seenViews: inout [String: TextLocation]
  ) -> CollapsibleDeclaration? {
    let context = "collapsible \(index)"
    guard let members = objectMembers(value, named: context, allowedKeys: Self.collapsibleKeys)
    else { return nil }
    var isValid = true
    let view = declaredView(
      in: members, of: value, named: context, seenViews: &seenViews,
      declaredTwice: { "View '\($0)' is made collapsible twice" },
      fix: "Keep one declaration per view.")
    if let view { symbols.collapsibleViews.insert(view) }
    var constraint: String? = nil
    var constraintValue: JSONValue? = nil
    // An arranged view of a stack collapses by hiding: it needs no constraint nor direction.
    let hides =
      view.map { parentOfView[$0].map { stackViews.contains($0) } ?? false } ?? false
      && member("constraint", in: members) == nil
    if hides {
      // Nothing to read.
    } else if let value = required("constraint", in: members, of: value, named: context),
      let id = string(value, named: "constraint")
    {
      if let problem = symbols.checkConstraint(id, context: context) {
        report(problem.code, at: value, problem.message, fix: problem.fix)
      } else {
        constraint = id
        constraintValue = value
      }
    }
    var direction: CollapseDirection? = hides ? .height : nil
    let directionValue =
      hides && member("direction", in: members) == nil
      ? nil : required("direction", in: members, of: value, named: context)
    if let directionValue {
      direction = enumeration(
        directionValue, named: "direction", as: CollapseDirection.self)
    }
    var peek = 0.0
    if let value = member("peek", in: members) {
      if let number = nonNegativeNumber(value, named: "peek") {
        peek = number
      } else {
        isValid = false
      }
    }
    var group: String? = nil
    if let value = member("group", in: members) {
      group = string(value, named: "group")
      if group == nil { isValid = false }
    }
    guard isValid, let view, constraint != nil || hides, let direction else { return nil }
    if let constraintValue, let constraint, let position = symbols.constraints[constraint]?.index,
      let declaration = Self.declaration(at: position, id: constraint, in: constraints)
    {
      let expression = declaration.expression
      let involved =
        isItem(expression.first.item, inside: view)
        || expression.second.map { isItem($0.item, inside: view) } == true
      if !involved {
        report(
          .unrelatedConstraint, at: constraintValue,
          "Constraint '\(constraint)' of collapsible view '\(view)' does not involve '\(view)'.",
          fix: "Name a constraint that positions or sizes '\(view)'.", severity: .warning)
      }
      if let directionValue {
        checkCollapseAxis(
          direction, of: view, through: declaration, named: constraint, at: directionValue)
      }
    }
    return CollapsibleDeclaration(
      view: view, constraint: constraint, direction: direction, peek: peek, group: group,
      location: value.location, path: value.path)
  }

  // MARK: Axes of behaviors

  /// Reports a keyboard-avoidance constraint whose moving side is not vertical: the keyboard
  /// moves content up, so the constraint must be on `top`, `bottom`, `centerY` or `height`.
  ///
  /// The moving side is the one the behavior changes (see `KeyboardAvoidable`): the side whose
  /// item is inside the root (a view, or a guide or margins of one), else the first side.
  mutating func checkKeyboardAxis(
    of id: String, at value: JSONValue, constraints: [ConstraintDeclaration]
  ) {
    guard let index = symbols.constraints[id]?.index,
      let declaration = Self.declaration(at: index, id: id, in: constraints)
    else { return }
    let anchor = movingAnchor(of: declaration.expression) { item in
      switch item {
      case .root, .rootSafeArea, .rootMargins: return false
      case .view, .viewMargins: return true
      case .guide(let guide): return parentOfGuide[guide] != nil
      }
    }
    switch anchor.attribute {
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline:
      return
    case .leading, .trailing, .left, .right, .centerX, .width:
      let what = anchor.attribute == .width ? "a width" : "a horizontal position"
      report(
        .keyboardAxisMismatch, at: value,
        "Constraint '\(id)' in the keyboard behavior moves '\(anchor)', \(what); the keyboard "
          + "moves content vertically.",
        fix: "List a constraint on 'top', 'bottom', 'centerY' or 'height'.")
    }
  }

  /// Reports a collapse direction that does not fit the attribute the collapse moves: an edge
  /// direction needs a position on its axis, `width` and `height` need that dimension.
  ///
  /// The moving side is the one the behavior changes (see `Collapsible`): the side whose item is
  /// the view or inside it, else the first side.
  mutating func checkCollapseAxis(
    _ direction: CollapseDirection, of view: String,
    through declaration: ConstraintDeclaration, named id: String, at value: JSONValue
  ) {
    let anchor = movingAnchor(of: declaration.expression) { isItem($0, inside: view) }
    let attribute = anchor.attribute
    let fits: Bool
    switch direction {
    case .leading, .trailing: fits = attribute.axis == .horizontal
    case .top, .bottom: fits = attribute.axis == .vertical
    case .width: fits = attribute == .width
    case .height: fits = attribute == .height
    }
    guard !fits else { return }
    let fix: String
    switch attribute {
    case .leading, .trailing, .left, .right, .centerX:
      fix = "Use the direction 'leading' or 'trailing', or a constraint on a vertical anchor."
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline:
      fix = "Use the direction 'top' or 'bottom', or a constraint on a horizontal anchor."
    case .width:
      fix = "Use the direction 'width', or a constraint on a position of '\(view)'."
    case .height:
      fix = "Use the direction 'height', or a constraint on a position of '\(view)'."
    }
    report(
      .collapseAxisMismatch, at: value,
      "Direction '\(direction.rawValue)' of collapsible view '\(view)' does not fit constraint "
        + "'\(id)', which moves '\(anchor)'.",
      fix: fix)
  }

  /// The anchor a behavior moves when it changes the constant of `expression`: the second one
  /// if only its item moves with the behavior, else the first one.
  func movingAnchor(
    of expression: ConstraintExpression, moves: (ItemReference) -> Bool
  ) -> AnchorReference {
    guard let second = expression.second else { return expression.first }
    return moves(second.item) && !moves(expression.first.item) ? second : expression.first
  }

  /// Whether an item is the view `view` or inside it: the view, one of its descendants, or the
  /// margins or a guide of one of those.
  func isItem(_ item: ItemReference, inside view: String) -> Bool {
    var current: String?
    switch item {
    case .root, .rootSafeArea, .rootMargins: return false
    case .view(let id), .viewMargins(let id): current = id
    case .guide(let id): current = parentOfGuide[id]
    }
    // Parent cycles are reported elsewhere; the walk stops after as many steps as there are views.
    var steps = 0
    while let id = current, steps <= parentOfView.count {
      if id == view { return true }
      current = parentOfView[id]
      steps += 1
    }
    return false
  }

  /// The decoded constraint whose index in the file is `index` and whose id is `id`.
  /// Constraints that could not be decoded are missing from `constraints`, so the position is
  /// found by binary search; a format string's constraints share its index, so the one with the
  /// id is found among them.
  static func declaration(
    at index: Int, id: String, in constraints: [ConstraintDeclaration]
  ) -> ConstraintDeclaration? {
    var low = 0
    var high = constraints.count
    while low < high {
      let middle = (low + high) / 2
      if constraints[middle].index < index { low = middle + 1 } else { high = middle }
    }
    while low < constraints.count, constraints[low].index == index {
      if constraints[low].identifier == id { return constraints[low] }
      low += 1
    }
    return nil
  }

  // MARK: Events

  mutating func decodeEvents(_ elements: [JSONValue]) -> [EventDeclaration] {
    var result: [EventDeclaration] = []
    for (index, element) in elements.enumerated() {
      if let event = decodeEvent(element, index: index) { result.append(event) }
    }
    return result
  }

  mutating func decodeEvent(_ value: JSONValue, index: Int) -> EventDeclaration? {
    let context = "event \(index)"
    guard let members = value.members else {
      report(.wrongType, at: value, "Expected an object for \(context), found \(described(value)).")
      return nil
    }
    guard let typeValue = member("type", in: members) else {
      report(
        .missingKey, at: value, "Missing key 'type' in \(context).",
        fix: #"Write an event such as '{ "type": "toggle", "view": "sidebar" }'; the types are "#
          + "\(LayoutFileText.alternatives(EventDeclaration.typeNames)).")
      return nil
    }
    guard let type = string(typeValue, named: "type") else { return nil }
    let kind: EventDeclaration.Kind?
    var referenceValue: JSONValue? = nil
    switch type {
    case "keyboardWillShow", "keyboardWillChangeFrame":
      _ = objectMembers(value, named: context, allowedKeys: Self.keyboardEventKeys)
      let change = decodeKeyboardChange(members, of: value, context: context)
      kind = change.map {
        type == "keyboardWillShow" ? .keyboardWillShow($0) : .keyboardWillChangeFrame($0)
      }
    case "keyboardWillHide":
      _ = objectMembers(value, named: context, allowedKeys: Self.keyboardHideKeys)
      let (duration, curve, isValid) = decodeAnimation(members)
      kind = isValid ? .keyboardWillHide(duration: duration, curve: curve) : nil
    case "collapse", "show", "toggle":
      _ = objectMembers(value, named: context, allowedKeys: Self.viewEventKeys)
      if let viewValue = required("view", in: members, of: value, named: context),
        let view = string(viewValue, named: "view")
      {
        referenceValue = viewValue
        kind =
          type == "collapse"
          ? .collapse(view: view) : type == "show" ? .show(view: view) : .toggle(view: view)
      } else {
        kind = nil
      }
    case "setConstant":
      _ = objectMembers(value, named: context, allowedKeys: Self.setConstantKeys)
      let constraintValue = required("constraint", in: members, of: value, named: context)
      let constraint = constraintValue.flatMap { string($0, named: "constraint") }
      let newValue = required("value", in: members, of: value, named: context).flatMap {
        number($0, named: "value")
      }
      if let constraint, let newValue {
        referenceValue = constraintValue
        kind = .setConstant(constraint: constraint, value: newValue)
      } else {
        kind = nil
      }
    case "activate", "deactivate":
      _ = objectMembers(value, named: context, allowedKeys: Self.activationKeys)
      if let constraintValue = required("constraint", in: members, of: value, named: context),
        let constraint = string(constraintValue, named: "constraint")
      {
        referenceValue = constraintValue
        kind =
          type == "activate"
          ? .activate(constraint: constraint) : .deactivate(constraint: constraint)
      } else {
        kind = nil
      }
    case "resize":
      _ = objectMembers(value, named: context, allowedKeys: Self.resizeKeys)
      kind = decodeResize(members, of: value, context: context).map { .resize($0) }
    case "setText":
      _ = objectMembers(value, named: context, allowedKeys: Self.setTextKeys)
      let viewValue = required("view", in: members, of: value, named: context)
      let view = viewValue.flatMap { string($0, named: "view") }
      let text = required("string", in: members, of: value, named: context).flatMap {
        string($0, named: "string")
      }
      if let view, let text {
        referenceValue = viewValue
        kind = .setText(view: view, string: text)
      } else {
        kind = nil
      }
    case "setHidden":
      _ = objectMembers(value, named: context, allowedKeys: Self.setHiddenKeys)
      let viewValue = required("view", in: members, of: value, named: context)
      let view = viewValue.flatMap { string($0, named: "view") }
      let hiddenValue = member("hidden", in: members)
      let isHidden = hiddenValue.map { bool($0, named: "hidden") } ?? true
      if let view, let isHidden {
        referenceValue = viewValue
        kind = .setHidden(view: view, isHidden: isHidden)
      } else {
        kind = nil
      }
    case "textScale":
      _ = objectMembers(value, named: context, allowedKeys: Self.textScaleKeys)
      kind = decodeTextScale(members, of: value, context: context).map { .textScale($0) }
    case "pan", "pinch", "rotation", "press", "force":
      (kind, referenceValue) = decodeGestureEvent(type, members, of: value, context: context)
    case "push", "pop", "advance":
      (kind, referenceValue) = decodePileEvent(type, members, of: value, context: context)
    default:
      report(
        .unknownEvent, at: typeValue,
        "Unknown event type '\(LayoutFileText.token(type))' in \(context).",
        fix: LayoutFileText.didYouMean(
          type, among: EventDeclaration.typeNames, aliases: Self.eventAliases)
          ?? "Expected \(LayoutFileText.alternatives(EventDeclaration.typeNames)).")
      return nil
    }
    guard let kind else { return nil }
    if let problem = symbols.check(kind, context: context) {
      report(
        problem.code, at: referenceValue ?? typeValue, problem.message, fix: problem.fix,
        severity: problem.severity)
      if problem.severity == .error { return nil }
    }
    return EventDeclaration(kind: kind, origin: context, location: value.location, path: value.path)
  }

  /// Decodes the `width`, `height` and `safeArea` of a resize event: at least one of them, the
  /// sizes greater than 0 and the insets 0 or more, as the root's.
  mutating func decodeResize(
    _ members: [JSONMember], of object: JSONValue, context: String
  ) -> EventDeclaration.Resize? {
    let widthValue = member("width", in: members)
    let heightValue = member("height", in: members)
    let safeAreaValue = member("safeArea", in: members)
    guard widthValue != nil || heightValue != nil || safeAreaValue != nil else {
      report(
        .missingKey, at: object, "Missing key 'width', 'height' or 'safeArea' in \(context).",
        fix:
          #"Write the root's new size, as in '{ "type": "resize", "width": 812, "height": 375 }'."#)
      return nil
    }
    var result = EventDeclaration.Resize()
    var isValid = true
    if let widthValue {
      result.width = positiveNumber(widthValue, named: "width")
      if result.width == nil { isValid = false }
    }
    if let heightValue {
      result.height = positiveNumber(heightValue, named: "height")
      if result.height == nil { isValid = false }
    }
    if let safeAreaValue {
      let before = diagnostics.count
      result.safeArea = insets(safeAreaValue, named: "safeArea", default: 0, allowNegative: false)
      if diagnostics.count != before { isValid = false }
    }
    return isValid ? result : nil
  }

  /// Decodes the `factor` or `category` of a text scale event: a factor greater than 0 and at
  /// most ``EventDeclaration/TextScale/maximumFactor``, or a content size category's name or
  /// one of its ``ContentSizeCategory/aliases``.
  mutating func decodeTextScale(
    _ members: [JSONMember], of object: JSONValue, context: String
  ) -> EventDeclaration.TextScale? {
    switch (member("factor", in: members), member("category", in: members)) {
    case (nil, nil):
      report(
        .missingKey, at: object, "Missing key 'factor' or 'category' in \(context).",
        fix: #"Write a factor, as in '"factor": 1.5', or a text size, as in "#
          + #"'"category": "accessibilityLarge"'."#)
      return nil
    case (.some, let category?):
      report(
        .conflictingKeys, at: keyLocation("category", in: members) ?? object.location,
        path: category.path,
        "\(context.prefix(1).uppercased() + context.dropFirst()) has both 'factor' and 'category'.",
        fix: "Keep 'factor' for a number, or 'category' for a text size.")
      return nil
    case (let factorValue?, nil):
      guard let factor = positiveNumber(factorValue, named: "factor") else { return nil }
      guard factor <= EventDeclaration.TextScale.maximumFactor else {
        report(
          .outOfRange, at: factorValue,
          "'factor' must be at most \(LayoutFileText.number(EventDeclaration.TextScale.maximumFactor)), found '\(token(factorValue))'.",
          fix: "Use a factor on the text's size, such as 1.5; the largest text size, "
            + "'accessibilityExtraExtraExtraLarge', is 3.12.")
        return nil
      }
      return EventDeclaration.TextScale(factor: factor)
    case (nil, let categoryValue?):
      // SwiftUI's names and the short forms (`AX3`) are taken too.
      if let name = categoryValue.string, let category = ContentSizeCategory(name: name) {
        return EventDeclaration.TextScale(category: category)
      }
      return enumeration(
        categoryValue, named: "category", as: ContentSizeCategory.self,
        aliases: ContentSizeCategory.aliases
      ).map(EventDeclaration.TextScale.init(category:))
    }
  }

  /// Decodes the `frame` or `height`, `duration` and `curve` of a keyboard event.
  mutating func decodeKeyboardChange(
    _ members: [JSONMember], of object: JSONValue, context: String
  ) -> EventDeclaration.KeyboardChange? {
    let frameValue = member("frame", in: members)
    let heightValue = member("height", in: members)
    var endFrame: Rect? = nil
    var dockedHeight: Double? = nil
    switch (frameValue, heightValue) {
    case (nil, nil):
      report(
        .missingKey, at: object, "Missing key 'frame' or 'height' in \(context).",
        fix: "Add '\"height\": 291' for a keyboard docked at the bottom, or a 'frame'.")
    case (.some, .some):
      report(
        .conflictingKeys, at: keyLocation("height", in: members) ?? object.location,
        path: heightValue!.path,
        "\(context.prefix(1).uppercased() + context.dropFirst()) has both 'frame' and 'height'.",
        fix: "Keep 'frame' for any keyboard, or 'height' for one docked at the bottom.")
    case (let frame?, nil):
      endFrame = decodeFrame(frame)
    case (nil, let height?):
      if let height = nonNegativeNumber(height, named: "height") {
        dockedHeight = height
        endFrame = Rect(x: 0, y: root.height - height, width: root.width, height: height)
      }
    }
    let (duration, curve, isValid) = decodeAnimation(members)
    guard let endFrame, isValid else { return nil }
    return EventDeclaration.KeyboardChange(
      endFrame: endFrame, dockedHeight: dockedHeight, duration: duration, curve: curve)
  }

  mutating func decodeFrame(_ value: JSONValue) -> Rect? {
    guard let members = objectMembers(value, named: "'frame'", allowedKeys: Self.frameKeys) else {
      return nil
    }
    let x = required("x", in: members, of: value, named: "'frame'").flatMap {
      number($0, named: "x")
    }
    let y = required("y", in: members, of: value, named: "'frame'").flatMap {
      number($0, named: "y")
    }
    let width = required("width", in: members, of: value, named: "'frame'").flatMap {
      nonNegativeNumber($0, named: "width")
    }
    let height = required("height", in: members, of: value, named: "'frame'").flatMap {
      nonNegativeNumber($0, named: "height")
    }
    guard let x, let y, let width, let height else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Decodes the optional `duration` and `curve` of an event.
  mutating func decodeAnimation(
    _ members: [JSONMember]
  ) -> (duration: Double?, curve: AnimationCurve?, isValid: Bool) {
    var isValid = true
    var duration: Double? = nil
    var curve: AnimationCurve? = nil
    if let value = member("duration", in: members) {
      duration = nonNegativeNumber(value, named: "duration")
      if duration == nil { isValid = false }
    }
    if let value = member("curve", in: members) {
      curve = enumeration(
        value, named: "curve", as: AnimationCurve.self,
        aliases: ["ease-in": "easeIn", "ease-out": "easeOut", "ease-in-out": "easeInOut"])
      if curve == nil { isValid = false }
    }
    return (duration, curve, isValid)
  }
}
