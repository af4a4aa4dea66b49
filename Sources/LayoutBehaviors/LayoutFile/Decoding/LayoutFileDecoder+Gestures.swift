extension LayoutFileDecoder {
  static let gestureKeys = [
    "view", "moveable", "pinchable", "rotatable", "tappable", "forceable", "draggable",
  ]
  static let moveableKeys = ["method", "horizontal", "vertical", "bounded"]
  static let moveMethods = ["transform", "constraints"]
  static let pinchableKeys = ["minimumScale", "maximumScale"]
  static let rotatableKeys = ["minimumRotation", "maximumRotation"]
  static let draggableKeys = ["pressedScale"]

  /// The keys of each gesture event type.
  static let gestureEventKeys = [
    "pan": ["type", "view", "state", "translation", "velocity", "location", "from", "to", "steps"],
    "pinch": ["type", "view", "state", "scale", "velocity", "steps"],
    "rotation": ["type", "view", "state", "rotation", "velocity", "steps"],
    "press": ["type", "view", "state", "location", "duration"],
    "force": ["type", "view", "state", "force", "maximumPossibleForce", "steps"],
  ]

  /// The most `changed` events a whole gesture can have.
  static let maximumSteps = 1000

  // MARK: Behaviors

  /// Decodes `behaviors.gestures`: one entry per view.
  mutating func decodeGestures(
    _ elements: [JSONValue], constraints: [ConstraintDeclaration]
  ) -> [GestureDeclaration] {
    var seenViews: [String: TextLocation] = [:]
    var result: [GestureDeclaration] = []
    for (index, element) in elements.enumerated() {
      if let declaration = decodeGesture(
        element, index: index, constraints: constraints, seenViews: &seenViews)
      {
        result.append(declaration)
      }
    }
    return result
  }

  mutating func decodeGesture(
    _ value: JSONValue, index: Int, constraints: [ConstraintDeclaration],
    seenViews: inout [String: TextLocation]
  ) -> GestureDeclaration? {
    let context = "gestures \(index)"
    guard let members = objectMembers(value, named: context, allowedKeys: Self.gestureKeys)
    else { return nil }
    var isValid = true
    let view = declaredView(
      in: members, of: value, named: context, seenViews: &seenViews,
      declaredTwice: { "View '\($0)' has gesture behaviors twice" },
      fix: "Keep one entry per view, with all its behaviors.")
    var result = GestureDeclaration(view: view ?? "", location: value.location, path: value.path)

    // The kinds of gesture the view's behaviors take, even those whose options are wrong, so
    // that its events are not reported as having no behavior on top of the options' errors.
    var kinds: Set<String> = []
    let kindsOfBehavior = [
      "moveable": ["pan"], "pinchable": ["pinch"], "rotatable": ["rotation"],
      "tappable": ["press"], "forceable": ["force"], "draggable": ["pan", "press"],
    ]
    func options(
      _ key: String, _ allowedKeys: [String], _ decoder: inout LayoutFileDecoder
    ) -> (value: JSONValue, options: [JSONMember])? {
      guard let switchValue = decoder.member(key, in: members) else { return nil }
      if switchValue.bool != false { kinds.formUnion(kindsOfBehavior[key] ?? []) }
      guard let decoded = decoder.behaviorSwitch(switchValue, named: key, allowedKeys: allowedKeys)
      else {
        isValid = false
        return nil
      }
      return decoded.isOn ? (switchValue, decoded.options) : nil
    }
    defer {
      if let view { symbols.gestureKinds[view, default: []].formUnion(kinds) }
    }
    if let (switchValue, options) = options("moveable", Self.moveableKeys, &self) {
      result.moveable = decodeMoveable(
        options, of: switchValue, view: view, constraints: constraints)
      if result.moveable == nil { isValid = false }
    }
    if let (_, options) = options("pinchable", Self.pinchableKeys, &self) {
      result.pinchable = decodePinchable(options)
      if result.pinchable == nil { isValid = false }
    }
    if let (_, options) = options("rotatable", Self.rotatableKeys, &self) {
      result.rotatable = decodeRotatable(options)
      if result.rotatable == nil { isValid = false }
    }
    if options("tappable", [], &self) != nil { result.isTappable = true }
    if options("forceable", [], &self) != nil { result.isForceable = true }
    if let (switchValue, options) = options("draggable", Self.draggableKeys, &self) {
      var draggable = DraggableDeclaration()
      if let scale = member("pressedScale", in: options) {
        if let number = positiveNumber(scale, named: "pressedScale") {
          draggable.pressedScale = number
        } else {
          isValid = false
        }
      }
      result.draggable = draggable
      let id = view ?? "the view"
      if result.moveable != nil {
        report(
          .conflictingBehaviors, at: keyLocation("draggable", in: members) ?? switchValue.location,
          path: switchValue.path,
          "View '\(id)' is both 'moveable' and 'draggable'; both take pans.",
          fix: "Keep one of them.")
        isValid = false
      }
      if result.isTappable {
        report(
          .conflictingBehaviors, at: keyLocation("draggable", in: members) ?? switchValue.location,
          path: switchValue.path,
          "View '\(id)' is both 'tappable' and 'draggable'; both take presses.",
          fix: "Keep one of them.")
        isValid = false
      }
    }
    guard isValid, view != nil else { return nil }
    return result
  }

  /// Decodes the options of `moveable`: `method`, `horizontal`, `vertical`, `bounded`.
  mutating func decodeMoveable(
    _ members: [JSONMember], of object: JSONValue, view: String?,
    constraints: [ConstraintDeclaration]
  ) -> MoveableDeclaration? {
    var isValid = true
    var result = MoveableDeclaration()
    if let bounded = member("bounded", in: members) {
      if let flag = bool(bounded, named: "bounded") {
        result.isBoundedBySuperview = flag
      } else {
        isValid = false
      }
    }
    var methodName: String? = nil
    if let methodValue = member("method", in: members),
      let name = string(methodValue, named: "method")
    {
      if Self.moveMethods.contains(name) {
        methodName = name
      } else {
        report(
          .unknownValue, at: methodValue,
          "Invalid value '\(LayoutFileText.token(name))' for 'method'.",
          fix: LayoutFileText.didYouMean(name, among: Self.moveMethods)
            ?? "Expected \(LayoutFileText.alternatives(Self.moveMethods)).")
        isValid = false
      }
    }
    var axes: [String?] = []
    for (key, isHorizontal) in [("horizontal", true), ("vertical", false)] {
      guard let axisValue = member(key, in: members) else {
        axes.append(nil)
        continue
      }
      if methodName == "transform" {
        report(
          .conflictingKeys, at: keyLocation(key, in: members) ?? axisValue.location,
          path: axisValue.path, "'\(key)' applies only to moves through constraints.",
          fix: "Remove it, or set 'method' to 'constraints'.")
        isValid = false
        axes.append(nil)
        continue
      }
      guard let id = string(axisValue, named: key) else {
        isValid = false
        axes.append(nil)
        continue
      }
      if let problem = symbols.checkConstraint(id, context: "'moveable'") {
        report(problem.code, at: axisValue, problem.message, fix: problem.fix)
        isValid = false
      } else if let view,
        !checkMoveAxis(
          of: id, horizontally: isHorizontal, view: view, at: axisValue, constraints: constraints)
      {
        isValid = false
      }
      axes.append(id)
    }
    if axes.allSatisfy({ $0 == nil }) {
      if methodName == "constraints" {
        report(
          .missingKey, at: object,
          "Missing key 'horizontal' or 'vertical' in 'moveable', whose method is 'constraints'.",
          fix: "Name the constraint that positions the view on each axis it moves along.")
        isValid = false
      }
    } else {
      result.method = .constraints(horizontal: axes[0], vertical: axes[1])
    }
    return isValid ? result : nil
  }

  /// Reports a constraint a moveable view moves along an axis whose moving side is not a
  /// position of the view on that axis; warns when the constraint does not involve the view.
  ///
  /// - Returns: whether the constraint can move the view (warnings aside).
  mutating func checkMoveAxis(
    of id: String, horizontally: Bool, view: String, at value: JSONValue,
    constraints: [ConstraintDeclaration]
  ) -> Bool {
    guard let index = symbols.constraints[id]?.index,
      let declaration = Self.declaration(at: index, id: id, in: constraints)
    else { return true }
    let expression = declaration.expression
    let involved =
      isItem(expression.first.item, inside: view)
      || expression.second.map { isItem($0.item, inside: view) } == true
    if !involved {
      report(
        .unrelatedConstraint, at: value,
        "Constraint '\(id)' of moveable view '\(view)' does not involve '\(view)'.",
        fix: "Name a constraint that positions '\(view)'.", severity: .warning)
    }
    let anchor = movingAnchor(of: expression) { isItem($0, inside: view) }
    let wanted: LayoutAxis = horizontally ? .horizontal : .vertical
    guard anchor.attribute.axis != wanted else { return true }
    let axis = horizontally ? "horizontal" : "vertical"
    let what =
      anchor.attribute.axis == .dimension
      ? "a size" : horizontally ? "a vertical position" : "a horizontal position"
    report(
      .moveAxisMismatch, at: value,
      "Constraint '\(id)' moves '\(anchor)', \(what); the \(axis) move needs a \(axis) position.",
      fix: horizontally
        ? "Name a constraint on 'leading', 'trailing', 'left', 'right' or 'centerX'."
        : "Name a constraint on 'top', 'bottom' or 'centerY'.")
    return false
  }

  /// Decodes the options of `pinchable`: `minimumScale`, `maximumScale`.
  mutating func decodePinchable(_ members: [JSONMember]) -> PinchableDeclaration? {
    var result = PinchableDeclaration()
    var isValid = true
    if let value = member("minimumScale", in: members) {
      if let number = positiveNumber(value, named: "minimumScale") {
        result.minimumScale = number
      } else {
        isValid = false
      }
    }
    if let value = member("maximumScale", in: members) {
      if let number = positiveNumber(value, named: "maximumScale") {
        result.maximumScale = number
        if isValid, number < result.minimumScale {
          report(
            .outOfRange, at: value,
            "'maximumScale' must be at least 'minimumScale' "
              + "(\(LayoutFileText.number(result.minimumScale))), found '\(token(value))'.")
          isValid = false
        }
      } else {
        isValid = false
      }
    } else if isValid, result.minimumScale > result.maximumScale,
      let value = member("minimumScale", in: members)
    {
      report(
        .outOfRange, at: value,
        "'minimumScale' must be at most 'maximumScale' "
          + "(\(LayoutFileText.number(result.maximumScale))), found '\(token(value))'.",
        fix: "Give a 'maximumScale' too.")
      isValid = false
    }
    return isValid ? result : nil
  }

  /// Decodes the options of `rotatable`: `minimumRotation`, `maximumRotation` (radians).
  mutating func decodeRotatable(_ members: [JSONMember]) -> RotatableDeclaration? {
    var result = RotatableDeclaration()
    var isValid = true
    if let value = member("minimumRotation", in: members) {
      result.minimumRotation = number(value, named: "minimumRotation")
      if result.minimumRotation == nil { isValid = false }
    }
    if let value = member("maximumRotation", in: members) {
      result.maximumRotation = number(value, named: "maximumRotation")
      if let maximum = result.maximumRotation {
        if let minimum = result.minimumRotation, maximum < minimum {
          report(
            .outOfRange, at: value,
            "'maximumRotation' must be at least 'minimumRotation' "
              + "(\(LayoutFileText.number(minimum))), found '\(token(value))'.")
          isValid = false
        }
      } else {
        isValid = false
      }
    }
    return isValid ? result : nil
  }

  // MARK: Events

  /// Decodes a `pan`, `pinch`, `rotation`, `press` or `force` event.
  mutating func decodeGestureEvent(
    _ type: String, _ members: [JSONMember], of object: JSONValue, context: String
  ) -> (kind: EventDeclaration.Kind?, reference: JSONValue?) {
    _ = objectMembers(object, named: context, allowedKeys: Self.gestureEventKeys[type] ?? [])
    var isValid = true
    var view: String? = nil
    let viewValue = required("view", in: members, of: object, named: context)
    if let viewValue {
      view = string(viewValue, named: "view")
      if view == nil { isValid = false }
    }
    var state: GestureState? = nil
    if let value = member("state", in: members) {
      state = enumeration(
        value, named: "state", as: GestureState.self,
        aliases: [
          "begin": "began", "start": "began", "end": "ended", "cancel": "cancelled",
          "canceled": "cancelled", "fail": "failed", "change": "changed", "moved": "changed",
        ])
      if state == nil { isValid = false }
    }
    let isWhole = member("state", in: members) == nil
    // Keys only a whole gesture takes.
    for key in ["steps", "from", "to"] where !isWhole {
      guard let value = member(key, in: members) else { continue }
      report(
        .conflictingKeys, at: keyLocation(key, in: members) ?? value.location, path: value.path,
        "'\(key)' applies only to a whole gesture, without 'state'.",
        fix: "Remove '\(key)', or remove 'state' to describe the whole gesture.")
      isValid = false
    }
    var steps: Int? = isWhole ? 1 : nil
    if isWhole, let value = member("steps", in: members) {
      steps = integer(value, named: "steps", in: 1...Self.maximumSteps)
      if steps == nil { isValid = false }
    }
    func read(_ key: String, _ decoder: inout LayoutFileDecoder) -> JSONValue? {
      decoder.member(key, in: members)
    }
    func requiredForWhole(_ key: String, _ decoder: inout LayoutFileDecoder) -> JSONValue? {
      if let value = decoder.member(key, in: members) { return value }
      if isWhole {
        decoder.report(
          .missingKey, at: object, "Missing key '\(key)' in \(context), a whole \(type).",
          fix: "Give the value the gesture ends at, or a 'state' for a single event.")
        isValid = false
      }
      return nil
    }
    let velocityValue = read("velocity", &self)
    var start: Point? = nil
    var isAtCenter = false
    let gesture: GestureEvent?
    switch type {
    case "pan":
      var pan = PanGesture(state: state ?? .ended)
      if let value = velocityValue {
        if let point = point(value, named: "velocity") {
          pan.velocity = point
        } else {
          isValid = false
        }
      }
      let translationValue = read("translation", &self)
      let fromValue = read("from", &self)
      let toValue = read("to", &self)
      if let value = translationValue {
        if let point = point(value, named: "translation") {
          pan.translation = point
        } else {
          isValid = false
        }
      }
      if let value = read("location", &self) {
        if isWhole {
          report(
            .conflictingKeys, at: keyLocation("location", in: members) ?? value.location,
            path: value.path, "'location' applies only to a single pan event.",
            fix: "Give 'from' and 'to' for where the finger goes, or a 'state'.")
          isValid = false
        } else if let point = point(value, named: "location") {
          pan.location = point
        } else {
          isValid = false
        }
      }
      if isWhole {
        switch (translationValue, fromValue, toValue) {
        case (.some, nil, nil):
          break
        case (nil, let from?, let to?):
          let a = point(from, named: "from")
          let b = point(to, named: "to")
          if let a, let b {
            start = a
            pan.translation = Point(x: b.x - a.x, y: b.y - a.y)
            pan.location = b
          } else {
            isValid = false
          }
        case (nil, nil, nil):
          report(
            .missingKey, at: object,
            "Missing key 'translation' (or 'from' and 'to') in \(context), a whole pan.",
            fix: "Add '\"translation\": [120, -60]', or a 'state' for a single event.")
          isValid = false
        case (.some, _, _):
          let key = fromValue != nil ? "from" : "to"
          report(
            .conflictingKeys, at: keyLocation(key, in: members) ?? object.location,
            path: (fromValue ?? toValue)!.path,
            "\(context.prefix(1).uppercased() + context.dropFirst()) has both 'translation' and "
              + "'\(key)'.",
            fix: "Keep 'translation', or 'from' and 'to'.")
          isValid = false
        case (nil, _, _):
          let missing = fromValue == nil ? "from" : "to"
          report(
            .missingKey, at: object, "Missing key '\(missing)' in \(context).",
            fix: "A pan from A to B needs both 'from' and 'to'.")
          isValid = false
        }
      }
      gesture = .pan(pan)
    case "pinch":
      var pinch = PinchGesture(state: state ?? .ended)
      if let value = requiredForWhole("scale", &self) {
        if let number = positiveNumber(value, named: "scale") {
          pinch.scale = number
        } else {
          isValid = false
        }
      }
      if let value = velocityValue {
        if let number = number(value, named: "velocity") {
          pinch.velocity = number
        } else {
          isValid = false
        }
      }
      gesture = .pinch(pinch)
    case "rotation":
      var rotation = RotationGesture(state: state ?? .ended)
      if let value = requiredForWhole("rotation", &self) {
        if let number = number(value, named: "rotation") {
          rotation.rotation = number
        } else {
          isValid = false
        }
      }
      if let value = velocityValue {
        if let number = number(value, named: "velocity") {
          rotation.velocity = number
        } else {
          isValid = false
        }
      }
      gesture = .rotation(rotation)
    case "press":
      var press = PressGesture(state: state ?? .ended)
      if let value = read("location", &self) {
        if let point = point(value, named: "location") {
          press.location = point
        } else {
          isValid = false
        }
      } else {
        isAtCenter = true
      }
      if let value = read("duration", &self) {
        press.duration = nonNegativeNumber(value, named: "duration")
        if press.duration == nil { isValid = false }
      }
      gesture = .press(press)
    default:
      var force = ForceGesture(state: state ?? .ended)
      if let value = requiredForWhole("force", &self) {
        if let number = nonNegativeNumber(value, named: "force") {
          force.force = number
        } else {
          isValid = false
        }
      }
      if let value = read("maximumPossibleForce", &self) {
        if let number = positiveNumber(value, named: "maximumPossibleForce") {
          force.maximumPossibleForce = number
        } else {
          isValid = false
        }
      }
      gesture = .force(force)
    }
    guard isValid, let view, let gesture else { return (nil, viewValue) }
    return (
      .gesture(
        GestureEventDeclaration(
          view: view, gesture: gesture, steps: steps, start: start, isAtCenter: isAtCenter)),
      viewValue
    )
  }
}
