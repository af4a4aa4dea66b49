extension LayoutFileDecoder {
  static let constraintKeys = ["id", "constraint", "priority", "active"]

  /// Anchor spellings from other APIs and the anchor they mean.
  static let anchorAliases = [
    "start": "leading", "end": "trailing", "x": "centerX", "y": "centerY",
    "leftAnchor": "left", "rightAnchor": "right", "topAnchor": "top", "bottomAnchor": "bottom",
    "leadingAnchor": "leading", "trailingAnchor": "trailing", "widthAnchor": "width",
    "heightAnchor": "height", "centerXAnchor": "centerX", "centerYAnchor": "centerY",
    "firstBaselineAnchor": "firstBaseline", "lastBaselineAnchor": "lastBaseline",
    "baseline": "firstBaseline",
  ]

  /// Guide spellings from UIKit and the guide they mean.
  static let guideAliases = [
    "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins",
    "layoutMargins": "margins", "margin": "margins", "safearea": "safeArea",
  ]

  mutating func decodeConstraints(_ elements: [JSONValue]) -> [ConstraintDeclaration] {
    var result: [ConstraintDeclaration] = []
    result.reserveCapacity(elements.count)
    // Only an object can have an id: room for as many ids as there are objects.
    var objects = 0
    for index in elements.indices {
      if case .object = elements[index].kind { objects += 1 }
    }
    symbols.reserveConstraints(objects)
    for (index, element) in elements.enumerated() {
      decodeConstraint(element, index: index, into: &result)
    }
    return result
  }

  /// Decodes constraint `index` and appends its declaration to `declarations`, unless it has a
  /// problem (reported). The declaration is made where it is appended: returned as an optional,
  /// it was copied whole (its strings and path retained and released) on the way.
  mutating func decodeConstraint(
    _ value: JSONValue, index: Int, into declarations: inout [ConstraintDeclaration]
  ) {
    var identifier: String? = nil
    var priorityValue: JSONValue? = nil
    var priorityKeyLocation: TextLocation? = nil
    var isActive = true
    switch value.kind {
    case .string:
      symbols.hasUnnamedConstraints = true
      // The expression is the value itself, read in place.
      decodeConstraint(
        expression: value, identifier: nil, index: index, priority: nil,
        priorityKeyLocation: nil, isActive: true, into: &declarations)
    case .object(let members):
      let found = ConstraintMembers(members)
      if let idValue = member(at: found.id, in: members), let id = string(idValue, named: "id") {
        if checkIdentifier(id, of: "constraint", at: idValue) {
          if let existing = symbols.addConstraint(id, index: index, location: idValue.location) {
            let place = existing.location.map { " at line \($0.line), column \($0.column)" } ?? ""
            report(
              .duplicateIdentifier, at: idValue,
              "Duplicate constraint id '\(LayoutFileText.token(id))'; constraint \(existing.index) has this id\(place).",
              fix: "Give every constraint its own id.")
          }
        }
        identifier = id
      } else {
        symbols.hasUnnamedConstraints = true
      }
      let name = ConstraintName(identifier: identifier, index: index)
      if found.hasUnknownKeys {
        _ = objectMembers(value, named: name.description, allowedKeys: Self.constraintKeys)
      }
      guard
        let constraint = required(
          "constraint", at: found.constraint, in: members, of: value, named: name.description)
      else {
        return
      }
      if let priority = member(at: found.priority, in: members) {
        priorityValue = priority
        priorityKeyLocation = members[found.priority].keyLocation
      }
      if let active = member(at: found.active, in: members) {
        isActive = bool(active, named: "active") ?? true
      }
      decodeConstraint(
        expression: constraint, identifier: identifier, index: index, priority: priorityValue,
        priorityKeyLocation: priorityKeyLocation, isActive: isActive, into: &declarations)
    default:
      report(
        .wrongType, at: value,
        "Expected a string or an object for constraint \(index), found \(described(value)).")
    }
  }

  /// Appends to `declarations` the declaration of constraint `index` from its expression string
  /// (`expressionValue`) and what its object gave: id, priority (and where its key is), whether
  /// it is active; appends nothing if the expression has a problem (reported).
  private mutating func decodeConstraint(
    expression expressionValue: JSONValue, identifier: String?, index: Int,
    priority priorityValue: JSONValue?, priorityKeyLocation: TextLocation?, isActive: Bool,
    into declarations: inout [ConstraintDeclaration]
  ) {
    let name = ConstraintName(identifier: identifier, index: index)
    guard let text = expressionValue.string else {
      report(
        .wrongType, at: expressionValue,
        "Expected a string for 'constraint' in \(name), found \(described(expressionValue)).")
      return
    }
    var objectPriority: LayoutPriority? = nil
    if let priorityValue { objectPriority = priority(priorityValue, named: "priority") }

    // A priority both inline and in the object is reported by the full path below.
    var hints = itemHints
    let quick = usesQuickExpressions ? quickExpression(text, hints: &hints) : nil
    itemHints = hints
    if let expression = quick, expression.priority == nil || priorityValue == nil {
      append(
        expression, identifier: identifier, index: index, priority: objectPriority,
        isActive: isActive, source: text, value: expressionValue, to: &declarations)
      return
    }
    let syntax: ConstraintExpressionSyntax
    do {
      syntax = try expressionParser.parse(text, constraint: name)
    } catch {
      report(error, in: expressionValue)
      return
    }
    if let inline = syntax.priority, let priorityValue, let keyLocation = priorityKeyLocation {
      report(
        .duplicatePriority, at: keyLocation, path: priorityValue.path,
        "\(name.capitalized) has a priority both after '@' and in 'priority'.",
        fix: "Remove '@ \(priorityText(inline))' from the expression or the 'priority' key.")
    }
    guard let expression = resolve(syntax, in: expressionValue, name: name) else { return }
    append(
      expression, identifier: identifier, index: index, priority: objectPriority,
      isActive: isActive, source: text, value: expressionValue, to: &declarations)
  }

  /// Appends the declaration of a decoded constraint: its priority is the object's, else the
  /// expression's, else required.
  ///
  /// Made with the memberwise initializer (every argument of its exact type, none optional
  /// where the property is not), which the array takes without a copy of the whole declaration.
  private func append(
    _ expression: consuming ConstraintExpression, identifier: String?, index: Int,
    priority objectPriority: LayoutPriority?, isActive: Bool, source: String, value: JSONValue,
    to declarations: inout [ConstraintDeclaration]
  ) {
    let priority: LayoutPriority = objectPriority ?? expression.priority ?? .required
    declarations.append(
      ConstraintDeclaration(
        identifier: identifier, index: index, expression: expression, priority: priority,
        isActive: isActive, source: source, location: value.location, path: value.path))
  }

  private func priorityText(_ priority: ConstraintExpressionSyntax.Priority) -> String {
    switch priority {
    case .number(let number): return number.text
    case .name(let segment): return segment.text
    }
  }

  // MARK: Resolution

  /// Resolves the names of an expression and checks that its anchors fit together.
  mutating func resolve(
    _ syntax: ConstraintExpressionSyntax, in value: JSONValue, name: ConstraintName
  ) -> ConstraintExpression? {
    let first = resolve(syntax.first, in: value, name: name)
    let second = syntax.second.map { resolve($0, in: value, name: name) }
    var priority: LayoutPriority? = nil
    var priorityIsValid = true
    if let syntaxPriority = syntax.priority {
      let result: Result<LayoutPriority, LayoutSymbols.Problem>
      switch syntaxPriority {
      case .number(let number):
        result = Self.checkedPriority(
          number: number.value, text: number.text, context: " in \(name)")
      case .name(let segment):
        result = Self.namedPriority(name: segment.text, context: " in \(name)")
      }
      switch result {
      case .success(let value):
        priority = value
      case .failure(let problem):
        priorityIsValid = false
        report(
          problem.code, at: location(in: value, utf8Offset: syntaxPriority.offset),
          path: value.path, problem.message, fix: problem.fix)
      }
    }
    guard let first else { return nil }
    if case .some(nil) = second { return nil }
    let secondAnchor = second ?? nil

    var isValid = priorityIsValid
    var firstText: String { syntax.first.text }
    if let secondAnchor, let secondSyntax = syntax.second {
      var secondText: String { secondSyntax.text }
      let a = first.attribute
      let b = secondAnchor.attribute
      var secondLocation: TextLocation { location(in: value, utf8Offset: secondSyntax.offset) }
      if a.axis != b.axis {
        isValid = false
        if a.axis != .dimension && b.axis != .dimension {
          report(
            .axisMismatch, at: secondLocation, path: value.path,
            "Cannot relate \(axisName(a)) anchor '\(LayoutFileText.token(firstText))' to \(axisName(b)) anchor '\(LayoutFileText.token(secondText))' in \(name).",
            fix: "Relate anchors of the same axis, such as '\(secondAnchor.item).\(a.rawValue)'.")
        } else {
          report(
            .positionDimensionMismatch, at: secondLocation, path: value.path,
            "Cannot relate \(kindName(a)) '\(LayoutFileText.token(firstText))' to \(kindName(b)) '\(LayoutFileText.token(secondText))' in \(name).",
            fix:
              "Relate a position to a position and a size to a size, such as '\(secondAnchor.item).\(a.rawValue)'."
          )
        }
      } else if Self.isDirectional(a) != nil, Self.isDirectional(b) != nil,
        Self.isDirectional(a) != Self.isDirectional(b)
      {
        isValid = false
        report(
          .directionMismatch, at: secondLocation, path: value.path,
          "Cannot relate '\(LayoutFileText.token(firstText))' to '\(LayoutFileText.token(secondText))' in \(name); Auto Layout does not mix leading and trailing with left and right.",
          fix: "Use leading and trailing on both sides, or left and right on both.")
      }
      if let multiplier = syntax.multiplier, a.axis != .dimension {
        isValid = false
        // The fix is the expression without the multiplier, when the anchors fit otherwise.
        var fix = "Remove '\(multiplier.text) *'; only widths and heights take a multiplier."
        if a.axis == b.axis,
          Self.isDirectional(a) == nil || Self.isDirectional(b) == nil
            || Self.isDirectional(a) == Self.isDirectional(b), let text = value.string
        {
          let utf8 = Array(text.utf8)
          let withoutMultiplier = LayoutFileText.expression(
            String(decoding: utf8[..<multiplier.offset], as: UTF8.self)
              + String(decoding: utf8[secondSyntax.offset...], as: UTF8.self))
          fix =
            "Remove '\(multiplier.text) *'; only widths and heights take a multiplier: "
            + "'\(withoutMultiplier)'."
        }
        report(
          .multiplierOnPosition, at: location(in: value, utf8Offset: multiplier.offset),
          path: value.path,
          "Position anchor '\(LayoutFileText.token(firstText))' cannot have a multiplier in \(name).",
          fix: fix)
      }
    } else if first.attribute.axis != .dimension {
      isValid = false
      let constant = syntax.constant
      let offset = constant?.offset ?? syntax.relationOffset
      let base = parentItem(of: first.item)
      var example = "\(firstText) \(syntax.relation.rawValue) \(base).\(first.attribute.rawValue)"
      if let constant, constant.value != 0 {
        example += constant.value > 0 ? " + \(constant.text)" : " - \(constant.text.dropFirst())"
      }
      let fix: String
      switch first.item {
      // 'root.top == root.top + 8' would be a contradiction, not a fix.
      case .root:
        fix = "The root's frame is (0, 0, width, height); constrain a view to the root instead."
      case .rootSafeArea:
        fix =
          "The safe area comes from 'root.safeArea' in the file; constrain a view to it instead."
      case .rootMargins:
        fix = "The root's margins are 8 on each side; constrain a view to them instead."
      default:
        fix = "Relate it to another anchor, as in '\(LayoutFileText.expression(example))'."
      }
      report(
        .positionConstant, at: location(in: value, utf8Offset: offset), path: value.path,
        "Cannot set position anchor '\(LayoutFileText.token(firstText))' to a constant in \(name).",
        fix: fix)
    }
    guard isValid else { return nil }
    return ConstraintExpression(
      first: first, relation: syntax.relation, second: secondAnchor,
      multiplier: syntax.multiplier?.value ?? 1, constant: syntax.constant?.value ?? 0,
      priority: priority)
  }

  /// Resolves `item.anchor` or `item.guide.anchor`, reporting every problem in it.
  mutating func resolve(
    _ reference: ConstraintExpressionSyntax.Reference, in value: JSONValue, name: ConstraintName
  ) -> AnchorReference? {
    let segments = reference
    var anchorNames: [String] { LayoutAttribute.allCases.map { $0.rawValue } }
    func at(_ segment: ConstraintExpressionSyntax.Segment) -> TextLocation {
      location(in: value, utf8Offset: segment.offset)
    }
    switch segments.count {
    case 1:
      let text = segments[0].text
      if LayoutAttribute(rawValue: text) != nil {
        report(
          .expressionSyntax, at: at(segments[0]), path: value.path,
          "Missing item before anchor '\(LayoutFileText.token(text))' in \(name).",
          fix: "Name the view, guide or root, as in 'root.\(text)'.")
      } else {
        report(
          .expressionSyntax, at: at(segments[0]), path: value.path,
          "Expected an anchor such as 'header.top' in \(name), found '\(LayoutFileText.token(text))'.",
          fix: LayoutFileText.nearest(to: text, among: allItemNames).map {
            "Add an anchor, as in '\($0).top'."
          })
      }
      return nil
    default:
      break
    }
    let anchorSegment = segments[segments.count - 1]
    if segments.count == 2, anchorSegment.text == "margins" || anchorSegment.text == "safeArea" {
      let end = location(
        in: value, utf8Offset: anchorSegment.offset + anchorSegment.text.utf8.count)
      report(
        .expressionSyntax, at: end, path: value.path,
        "Missing anchor after '\(LayoutFileText.token(reference.text))' in \(name).",
        fix: "Add one, as in '\(LayoutFileText.token(reference.text)).top'.")
      return nil
    }
    var item = resolveItem(segments[0], in: value, name: name)
    if segments.count == 3 {
      let guide = segments[1]
      switch (guide.text, item) {
      case (_, nil):
        break
      case ("margins", .root?):
        item = .rootMargins
      case ("safeArea", .root?):
        item = .rootSafeArea
      case ("margins", .view(let id)?):
        item = .viewMargins(id)
      case ("safeArea", .view(let id)?):
        report(
          .noSuchGuide, at: at(guide), path: value.path,
          "View '\(LayoutFileText.token(id))' has no safe area in \(name); only the root has one.",
          fix: "Use 'root.safeArea.\(anchorSegment.text)'.")
        item = nil
      case ("margins", .guide(let id)?), ("safeArea", .guide(let id)?):
        let what = guide.text == "margins" ? "margins" : "safe area"
        report(
          .noSuchGuide, at: at(guide), path: value.path,
          "Guide '\(LayoutFileText.token(id))' has no \(what) in \(name); a guide is already a rectangle.",
          fix: "Use '\(LayoutFileText.token(id)).\(anchorSegment.text)'.")
        item = nil
      default:
        report(
          .unknownGuide, at: at(guide), path: value.path,
          "Unknown guide '\(LayoutFileText.token(guide.text))' on '\(LayoutFileText.token(segments[0].text))' in \(name).",
          fix: LayoutFileText.didYouMean(
            guide.text, among: ["margins", "safeArea"], aliases: Self.guideAliases)
            ?? "Expected 'margins' or 'safeArea'.")
        item = nil
      }
    }
    guard let attribute = Self.attribute(named: anchorSegment.text) else {
      var fix = LayoutFileText.didYouMean(
        anchorSegment.text, among: anchorNames, aliases: Self.anchorAliases)
      if fix == nil, anchorSegment.text.hasSuffix("Anchor"),
        LayoutAttribute(rawValue: String(anchorSegment.text.dropLast(6))) != nil
      {
        fix = "Did you mean '\(anchorSegment.text.dropLast(6))'?"
      }
      report(
        .unknownAnchor, at: at(anchorSegment), path: value.path,
        "Unknown anchor '\(LayoutFileText.token(anchorSegment.text))' in \(name).",
        fix: fix ?? "Anchors are \(LayoutFileText.alternatives(anchorNames)).")
      return nil
    }
    guard let item else { return nil }
    return AnchorReference(item: item, attribute: attribute)
  }

  /// The anchor with the given name; faster than `LayoutAttribute(rawValue:)`, which compares
  /// the name with every case in turn.
  static func attribute(named name: String) -> LayoutAttribute? {
    var name = name
    return name.withUTF8 { attribute(utf8: $0) }
  }

  /// The anchor whose name has the UTF-8 bytes `utf8`.
  static func attribute(utf8: UnsafeBufferPointer<UInt8>) -> LayoutAttribute? {
    guard let first = utf8.first, let last = utf8.last else { return nil }
    let candidate: LayoutAttribute
    let spelling: StaticString
    switch (first, utf8.count) {
    case (UInt8(ascii: "l"), 7): (candidate, spelling) = (.leading, "leading")
    case (UInt8(ascii: "l"), 4): (candidate, spelling) = (.left, "left")
    case (UInt8(ascii: "t"), 8): (candidate, spelling) = (.trailing, "trailing")
    case (UInt8(ascii: "t"), 3): (candidate, spelling) = (.top, "top")
    case (UInt8(ascii: "r"), 5): (candidate, spelling) = (.right, "right")
    case (UInt8(ascii: "b"), 6): (candidate, spelling) = (.bottom, "bottom")
    case (UInt8(ascii: "w"), 5): (candidate, spelling) = (.width, "width")
    case (UInt8(ascii: "h"), 6): (candidate, spelling) = (.height, "height")
    case (UInt8(ascii: "f"), 13): (candidate, spelling) = (.firstBaseline, "firstBaseline")
    case (UInt8(ascii: "l"), 12): (candidate, spelling) = (.lastBaseline, "lastBaseline")
    case (UInt8(ascii: "c"), 7):
      guard last == UInt8(ascii: "X") || last == UInt8(ascii: "Y") else { return nil }
      (candidate, spelling) =
        last == UInt8(ascii: "X") ? (.centerX, "centerX") : (.centerY, "centerY")
    default: return nil
    }
    return UTF8Bytes.equal(utf8, spelling) ? candidate : nil
  }

  /// Resolves the first segment of an anchor: `root`, a view or a guide.
  mutating func resolveItem(
    _ segment: ConstraintExpressionSyntax.Segment, in value: JSONValue, name: ConstraintName
  ) -> ItemReference? {
    if segment.text == "root" { return .root }
    switch symbols.items[segment.text]?.kind {
    case .view: return .view(segment.text)
    case .guide: return .guide(segment.text)
    case nil:
      report(
        .unknownItem, at: location(in: value, utf8Offset: segment.offset), path: value.path,
        "Unknown item '\(LayoutFileText.token(segment.text))' in \(name).",
        fix: LayoutFileText.nearestNames(
          to: segment.text, among: allItemNames, kind: "items",
          aliases: ["safeArea": "root.safeArea", "margins": "root.margins", "superview": "root"]))
      return nil
    }
  }

  /// Every name an item can have, in file order: views, guides, then `root`.
  var allItemNames: [String] { symbols.viewIDs + symbols.guideIDs + ["root"] }

  /// The item a fix should relate a position to: the view's parent, else the root.
  private func parentItem(of item: ItemReference) -> String {
    guard case .view(let id) = item else { return "root" }
    return parentOfView[id] ?? "root"
  }

  private func axisName(_ attribute: LayoutAttribute) -> String {
    attribute.axis == .horizontal ? "x-axis" : "y-axis"
  }

  private func kindName(_ attribute: LayoutAttribute) -> String {
    switch attribute.axis {
    case .horizontal: return "x-axis anchor"
    case .vertical: return "y-axis anchor"
    case .dimension: return "dimension"
    }
  }

  /// `true` for leading and trailing, `false` for left and right, `nil` for the others.
  static func isDirectional(_ attribute: LayoutAttribute) -> Bool? {
    switch attribute {
    case .leading, .trailing: return true
    case .left, .right: return false
    default: return nil
    }
  }

  /// Whether two anchors can be related: the same axis, and not leading or trailing with left or
  /// right. (``resolve(_:in:name:)`` reports each way they do not.)
  static func anchorsFit(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
    guard a.axis == b.axis else { return false }
    guard let aIsDirectional = isDirectional(a), let bIsDirectional = isDirectional(b) else {
      return true
    }
    return aIsDirectional == bIsDirectional
  }
}
