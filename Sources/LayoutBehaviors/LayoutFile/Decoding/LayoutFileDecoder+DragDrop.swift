extension LayoutFileDecoder {
  static let dragDropKeys = [
    "draggables", "droppables", "snapToSnapPoint", "snapBackOnMiss", "cancelledDragsDrop",
    "draggableAppearances", "droppableAppearances",
  ]
  static let droppableKeys = ["view", "snapPoint"]
  static let appearanceKeys = ["alpha", "scale", "duration", "curve"]

  /// Decodes `behaviors.dragDrop`.
  mutating func decodeDragDrop(
    _ value: JSONValue, gestures: [GestureDeclaration]
  ) -> DragDropDeclaration? {
    guard
      let members = objectMembers(
        value, named: "the drag-and-drop controller", allowedKeys: Self.dragDropKeys)
    else { return nil }
    var isValid = true
    var result = DragDropDeclaration(location: value.location, path: value.path)
    let context = "the drag-and-drop controller"
    if let list = required("draggables", in: members, of: value, named: context),
      let elements = array(list, named: "draggables")
    {
      var seen: [String: TextLocation] = [:]
      for element in elements {
        guard let id = string(element, named: "draggables") else {
          isValid = false
          continue
        }
        if let problem = symbols.checkView(id, context: "'draggables'") {
          report(problem.code, at: element, problem.message, fix: problem.fix)
          isValid = false
        } else if let first = seen[id] {
          report(
            .duplicateReference, at: element,
            "View '\(id)' is listed twice in 'draggables'; the first is at line \(first.line), "
              + "column \(first.column).",
            fix: "Remove one of them.")
          isValid = false
        } else {
          seen[id] = element.location
          result.draggables.append(id)
          if let gesture = gestures.first(where: { $0.view == id }),
            gesture.moveable != nil || gesture.draggable != nil
          {
            let other = gesture.moveable != nil ? "moveable" : "draggable"
            report(
              .conflictingBehaviors, at: element,
              "View '\(id)' is a draggable of the drag-and-drop controller and '\(other)' in "
                + "'behaviors.gestures'; both take pans.",
              fix: "Keep one of them.")
            isValid = false
          }
          symbols.gestureKinds[id, default: []].insert("pan")
        }
      }
    }
    if let list = member("droppables", in: members),
      let elements = array(list, named: "droppables")
    {
      var seen: [String: TextLocation] = [:]
      for element in elements {
        guard let droppable = decodeDroppable(element) else {
          isValid = false
          continue
        }
        if let first = seen[droppable.view] {
          report(
            .duplicateReference, at: element,
            "View '\(droppable.view)' is listed twice in 'droppables'; the first is at line "
              + "\(first.line), column \(first.column).",
            fix: "Remove one of them.")
          isValid = false
        } else {
          seen[droppable.view] = element.location
          result.droppables.append(droppable)
        }
      }
    }
    // Setters rather than key paths, which Embedded Swift does not have.
    let flags: [(String, (inout DragDropDeclaration, Bool) -> Void)] = [
      ("snapToSnapPoint", { $0.snapsToDroppableSnapPointOnHit = $1 }),
      ("snapBackOnMiss", { $0.snapsBackToStartOnMiss = $1 }),
      ("cancelledDragsDrop", { $0.cancelledDragsDrop = $1 }),
    ]
    for (key, set) in flags {
      guard let flagValue = member(key, in: members) else { continue }
      if let flag = bool(flagValue, named: key) {
        set(&result, flag)
      } else {
        isValid = false
      }
    }
    if let appearances = member("draggableAppearances", in: members) {
      if let decoded = decodeAppearances(
        appearances, named: "draggableAppearances", as: DraggableAppearanceState.self)
      {
        result.draggableAppearances = decoded
      } else {
        isValid = false
      }
    }
    if let appearances = member("droppableAppearances", in: members) {
      if let decoded = decodeAppearances(
        appearances, named: "droppableAppearances", as: DroppableAppearanceState.self)
      {
        result.droppableAppearances = decoded
      } else {
        isValid = false
      }
    }
    return isValid ? result : nil
  }

  /// Decodes a droppable: a view id, or `{ "view", "snapPoint" }`.
  mutating func decodeDroppable(_ value: JSONValue) -> DragDropDeclaration.Droppable? {
    var viewValue = value
    var snapPoint: Point? = nil
    var isValid = true
    if value.members != nil {
      guard
        let members = objectMembers(value, named: "a droppable", allowedKeys: Self.droppableKeys),
        let found = required("view", in: members, of: value, named: "a droppable")
      else { return nil }
      viewValue = found
      if let pointValue = member("snapPoint", in: members) {
        snapPoint = point(pointValue, named: "snapPoint")
        if snapPoint == nil { isValid = false }
      }
    }
    guard let id = string(viewValue, named: "droppables") else { return nil }
    if let problem = symbols.checkView(id, context: "'droppables'") {
      report(problem.code, at: viewValue, problem.message, fix: problem.fix)
      return nil
    }
    return isValid ? DragDropDeclaration.Droppable(view: id, snapPoint: snapPoint) : nil
  }

  /// Decodes an object of appearances keyed by appearance state:
  /// `{ "dragging": { "alpha": 0.8, "scale": 1.05, "duration": 0.2, "curve": "easeOut" } }`.
  mutating func decodeAppearances<State: RawRepresentable & CaseIterable & Hashable>(
    _ value: JSONValue, named name: String, as type: State.Type
  ) -> [State: DragDropAppearance]? where State.RawValue == String {
    let names = State.allCases.map { $0.rawValue }
    guard let members = objectMembers(value, named: "'\(name)'", allowedKeys: names) else {
      return nil
    }
    var result: [State: DragDropAppearance] = [:]
    var isValid = true
    for state in State.allCases {
      guard let entry = member(state.rawValue, in: members) else { continue }
      if let appearance = decodeAppearance(entry, named: state.rawValue) {
        result[state] = appearance
      } else {
        isValid = false
      }
    }
    return isValid ? result : nil
  }

  /// Decodes one appearance: `alpha` (0…1), `scale` (greater than 0), and the animation's
  /// `duration` and `curve`.
  mutating func decodeAppearance(_ value: JSONValue, named name: String) -> DragDropAppearance? {
    guard let members = objectMembers(value, named: "'\(name)'", allowedKeys: Self.appearanceKeys)
    else { return nil }
    var isValid = true
    var alpha: Double? = nil
    var scale: Double? = nil
    if let alphaValue = member("alpha", in: members) {
      alpha = unitNumber(alphaValue, named: "alpha")
      if alpha == nil { isValid = false }
    }
    if let scaleValue = member("scale", in: members) {
      scale = positiveNumber(scaleValue, named: "scale")
      if scale == nil { isValid = false }
    }
    let (duration, curve, animationIsValid) = decodeAnimation(members)
    guard isValid, animationIsValid else { return nil }
    var animation: Animation? = nil
    if duration != nil || curve != nil {
      animation = Animation(duration: duration ?? 0.25, curve: curve ?? .easeInOut)
    }
    return DragDropAppearance(alpha: alpha, scale: scale, animation: animation)
  }
}
