extension LayoutFileDecoder {
  static let constraintKeys = ["id", "constraint", "priority", "active", "options"]

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
    constraintEntryCount = elements.count
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
      if Self.isFormatString(value) {
        decodeFormat(
          value, identifier: nil, index: index, priority: nil, isActive: true, options: nil,
          into: &declarations)
        return
      }
      symbols.hasUnnamedConstraints = true
      // The expression is the value itself, read in place.
      decodeConstraint(
        expression: value, identifier: nil, index: index, priority: nil,
        priorityKeyLocation: nil, isActive: true, into: &declarations)
    case .object(let members):
      let found = ConstraintMembers(members)
      let isFormat = member(at: found.constraint, in: members).map(Self.isFormatString) ?? false
      if let idValue = member(at: found.id, in: members), let id = string(idValue, named: "id") {
        if checkIdentifier(id, of: "constraint", at: idValue) {
          let existing =
            isFormat
            ? addFormatBase(id, index: index, location: idValue.location)
            : addConstraintID(id, index: index, location: idValue.location)
          if let existing {
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
      let optionsValue = member(at: found.options, in: members)
      if isFormat {
        decodeFormat(
          constraint, identifier: identifier, index: index, priority: priorityValue,
          isActive: isActive, options: optionsValue, into: &declarations)
        return
      }
      if let optionsValue {
        report(
          .unknownKey, at: members[found.options].keyLocation, path: optionsValue.path,
          "Key 'options' in \(name) applies only to a format string ('H:…' or 'V:…').",
          fix: "Remove 'options', or write the constraint as a format string.")
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
    guard var text = expressionValue.string else {
      let name = ConstraintName(identifier: identifier, index: index)
      report(
        .wrongType, at: expressionValue,
        "Expected a string for 'constraint' in \(name), found \(described(expressionValue)).")
      return
    }
    var objectPriority: LayoutPriority? = nil
    if let priorityValue { objectPriority = priority(priorityValue, named: "priority") }
    let decoded = text.withUTF8 { bytes in
      expression(
        bytes, of: expressionValue, identifier: identifier, index: index,
        priority: priorityValue, priorityKeyLocation: priorityKeyLocation)
    }
    guard let expression = decoded else { return }
    append(
      expression, identifier: identifier, index: index, priority: objectPriority,
      isActive: isActive, source: text, value: expressionValue, to: &declarations)
  }

  /// The expression whose UTF-8 bytes are `bytes` (the string of `value`), read by
  /// ``ConstraintExpressionParser`` and resolved by ``resolve(_:in:of:identifier:index:)``;
  /// `nil` when it has a problem, every problem reported.
  ///
  /// - Parameters:
  ///   - identifier: The constraint's id, if it has one, and `index` its index: how messages
  ///     name it (see ``ConstraintName``).
  ///   - priorityValue: The `priority` of the constraint's object, if it has one: a priority
  ///     after `@` as well is a problem, reported at `priorityKeyLocation`.
  private mutating func expression(
    _ bytes: UnsafeBufferPointer<UInt8>, of value: JSONValue, identifier: String?, index: Int,
    priority priorityValue: JSONValue?, priorityKeyLocation: TextLocation?
  ) -> ConstraintExpression? {
    var parser = ConstraintExpressionParser(bytes: bytes)
    let syntax: ConstraintExpressionSyntax
    do {
      syntax = try parser.parse()
    } catch {
      report(error, in: value, name: ConstraintName(identifier: identifier, index: index))
      return nil
    }
    if let inline = syntax.priority, let priorityValue, let keyLocation = priorityKeyLocation {
      let name = ConstraintName(identifier: identifier, index: index)
      report(
        .duplicatePriority, at: keyLocation, path: priorityValue.path,
        "\(name.capitalized) has a priority both after '@' and in 'priority'.",
        fix: "Remove '@ \(inline.text(in: bytes))' from the expression or the 'priority' key.")
    }
    return resolve(syntax, in: bytes, of: value, identifier: identifier, index: index)
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
        writtenIdentifier: identifier, index: index, expression: expression, priority: priority,
        isActive: isActive, writtenSource: source, location: value.location, path: value.path))
  }

  // MARK: Resolution

  /// Resolves the names of an expression, and checks its priority and that its anchors fit
  /// together, reporting every problem found: in the first anchor, the second, the priority,
  /// then how the anchors relate (only when both resolve).
  ///
  /// Items are looked up first where the previous expression's were found (``itemHints``): a
  /// file's consecutive constraints mostly name the same views, or the next ones.
  ///
  /// - Parameters:
  ///   - syntax: The expression, as read from `bytes`.
  ///   - bytes: The expression's UTF-8 bytes: the string of `value`.
  ///   - identifier: The constraint's id, if it has one, and `index` its index: how messages
  ///     name it (see ``ConstraintName``).
  /// - Returns: The expression, or `nil` if it has a problem.
  mutating func resolve(
    _ syntax: ConstraintExpressionSyntax, in bytes: UnsafeBufferPointer<UInt8>,
    of value: JSONValue, identifier: String?, index: Int
  ) -> ConstraintExpression? {
    var hints = itemHints
    let first = anchor(syntax.first, in: bytes, hint: &hints.first)
    var second: AnchorResolution? = nil
    if let reference = syntax.second {
      second = anchor(reference, in: bytes, hint: &hints.second)
    }
    itemHints = hints
    var priority: LayoutPriority? = nil
    if let syntaxPriority = syntax.priority {
      priority = Self.priority(syntaxPriority, in: bytes)
    }
    // Decided on the attributes (no copy of the anchors, whose ids are retained), then the
    // anchors are moved into the expression.
    if let a = first.attribute, priority != nil || syntax.priority == nil {
      let fits: Bool
      if syntax.second == nil {
        fits = a.axis == .dimension
      } else if let b = second?.attribute {
        fits = Self.anchorsFit(a, b) && (syntax.multiplier == nil || a.axis == .dimension)
      } else {
        fits = false
      }
      if fits, case .anchor(let firstAnchor) = first {
        var secondAnchor: AnchorReference? = nil
        if case .anchor(let anchor)? = second { secondAnchor = anchor }
        return ConstraintExpression(
          first: firstAnchor, relation: syntax.relation, second: secondAnchor,
          multiplier: syntax.multiplier?.value ?? 1, constant: syntax.constant?.value ?? 0,
          priority: priority)
      }
    }
    report(
      syntax, first: first, second: second, in: bytes, of: value,
      name: ConstraintName(identifier: identifier, index: index))
    return nil
  }

  /// Reports the problems of an expression that ``resolve(_:in:of:identifier:index:)`` does not
  /// resolve, in this order: the first anchor's, the second's, the priority's, then how the
  /// anchors relate.
  ///
  /// - Parameters:
  ///   - first: What the first anchor names.
  ///   - second: What the second anchor names, if there is one.
  @inline(never)
  private mutating func report(
    _ syntax: ConstraintExpressionSyntax, first: AnchorResolution, second: AnchorResolution?,
    in bytes: UnsafeBufferPointer<UInt8>, of value: JSONValue, name: ConstraintName
  ) {
    report(first, of: syntax.first, in: bytes, of: value, name: name)
    if let second, let reference = syntax.second {
      report(second, of: reference, in: bytes, of: value, name: name)
    }
    if let priority = syntax.priority, Self.priority(priority, in: bytes) == nil {
      reportPriority(priority, in: bytes, of: value, name: name)
    }
    guard case .anchor(let firstAnchor) = first else { return }
    switch second {
    case nil where firstAnchor.attribute.axis != .dimension:
      reportPositionConstant(syntax, first: firstAnchor, in: bytes, of: value, name: name)
    case .anchor(let secondAnchor)?:
      let a = firstAnchor.attribute
      if !Self.anchorsFit(a, secondAnchor.attribute)
        || (syntax.multiplier != nil && a.axis != .dimension), let secondSyntax = syntax.second
      {
        reportMisfit(
          syntax, first: firstAnchor, second: secondAnchor, secondSyntax: secondSyntax,
          in: bytes, of: value, name: name)
      }
    default:
      break
    }
  }

  /// The priority after `@`: a number from 1 to 1000 or a priority's name; `nil` for anything
  /// else (``reportPriority(_:in:of:name:)`` says why).
  private static func priority(
    _ priority: ConstraintExpressionSyntax.Priority, in bytes: UnsafeBufferPointer<UInt8>
  ) -> LayoutPriority? {
    switch priority {
    case .number(let number):
      let value = LayoutPriority(number.value)
      return value.isValid ? value : nil
    case .name(let reference):
      let text = bytes.slice(reference.range)
      for entry in priorityNames where entry.name.hasUTF8(text) { return entry.value }
      return nil
    }
  }

  /// Reports a priority after `@` that is not one: a number out of range, or an unknown name.
  private mutating func reportPriority(
    _ priority: ConstraintExpressionSyntax.Priority, in bytes: UnsafeBufferPointer<UInt8>,
    of value: JSONValue, name: ConstraintName
  ) {
    let result: Result<LayoutPriority, LayoutSymbols.Problem>
    switch priority {
    case .number(let number):
      result = Self.checkedPriority(
        number: number.value, text: number.text(in: bytes), context: " in \(name)")
    case .name(let reference):
      result = Self.namedPriority(name: bytes.string(reference.range), context: " in \(name)")
    }
    guard case .failure(let problem) = result else { return }
    report(
      problem.code, at: location(in: value, utf8Offset: priority.offset), path: value.path,
      problem.message, fix: problem.fix)
  }

  /// Reports why two resolved anchors cannot be related: different axes, leading or trailing
  /// with left or right, or a multiplier on a position (each that applies).
  private mutating func reportMisfit(
    _ syntax: ConstraintExpressionSyntax, first: AnchorReference, second: AnchorReference,
    secondSyntax: ConstraintExpressionSyntax.Reference, in bytes: UnsafeBufferPointer<UInt8>,
    of value: JSONValue, name: ConstraintName
  ) {
    let firstText = bytes.string(syntax.first.range)
    let secondText = bytes.string(secondSyntax.range)
    let a = first.attribute
    let b = second.attribute
    let secondLocation = location(in: value, utf8Offset: secondSyntax.start)
    if a.axis != b.axis {
      if a.axis != .dimension && b.axis != .dimension {
        report(
          .axisMismatch, at: secondLocation, path: value.path,
          "Cannot relate \(axisName(a)) anchor '\(LayoutFileText.token(firstText))' to \(axisName(b)) anchor '\(LayoutFileText.token(secondText))' in \(name).",
          fix: "Relate anchors of the same axis, such as '\(second.item).\(a.rawValue)'.")
      } else {
        report(
          .positionDimensionMismatch, at: secondLocation, path: value.path,
          "Cannot relate \(kindName(a)) '\(LayoutFileText.token(firstText))' to \(kindName(b)) '\(LayoutFileText.token(secondText))' in \(name).",
          fix:
            "Relate a position to a position and a size to a size, such as '\(second.item).\(a.rawValue)'."
        )
      }
    } else if Self.isDirectional(a) != nil, Self.isDirectional(b) != nil,
      Self.isDirectional(a) != Self.isDirectional(b)
    {
      report(
        .directionMismatch, at: secondLocation, path: value.path,
        "Cannot relate '\(LayoutFileText.token(firstText))' to '\(LayoutFileText.token(secondText))' in \(name); Auto Layout does not mix leading and trailing with left and right.",
        fix: "Use leading and trailing on both sides, or left and right on both.")
    }
    if let multiplier = syntax.multiplier, a.axis != .dimension {
      // The fix is the expression without the multiplier, when the anchors fit otherwise.
      let multiplierText = multiplier.text(in: bytes)
      var fix = "Remove '\(multiplierText) *'; only widths and heights take a multiplier."
      if Self.anchorsFit(a, b) {
        let withoutMultiplier = LayoutFileText.expression(
          bytes.string(0..<multiplier.offset)
            + bytes.string(secondSyntax.start..<bytes.count))
        fix =
          "Remove '\(multiplierText) *'; only widths and heights take a multiplier: "
          + "'\(withoutMultiplier)'."
      }
      report(
        .multiplierOnPosition, at: location(in: value, utf8Offset: multiplier.offset),
        path: value.path,
        "Position anchor '\(LayoutFileText.token(firstText))' cannot have a multiplier in \(name).",
        fix: fix)
    }
  }

  /// Reports a position anchor set to a constant (`a.top == 8`), with a fix that relates it to
  /// its parent's anchor.
  private mutating func reportPositionConstant(
    _ syntax: ConstraintExpressionSyntax, first: AnchorReference,
    in bytes: UnsafeBufferPointer<UInt8>, of value: JSONValue, name: ConstraintName
  ) {
    let firstText = bytes.string(syntax.first.range)
    let constant = syntax.constant
    let offset = constant?.offset ?? syntax.relationOffset
    let base = parentItem(of: first.item)
    var example = "\(firstText) \(syntax.relation.rawValue) \(base).\(first.attribute.rawValue)"
    if let constant, constant.value != 0 {
      let text = constant.text(in: bytes)
      example += constant.value > 0 ? " + \(text)" : " - \(text.dropFirst())"
    }
    let fix: String
    switch first.item {
    // 'root.top == root.top + 8' would be a contradiction, not a fix.
    case .root:
      fix = "The root's frame is (0, 0, width, height); constrain a view to the root instead."
    case .rootSafeArea:
      fix = "The safe area comes from 'root.safeArea' in the file; constrain a view to it instead."
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

  /// What a reference names: an anchor, or why it names none.
  enum AnchorResolution {
    case anchor(AnchorReference)
    /// One segment: an anchor without its item (`top`) or a name without an anchor (`header`).
    case singleSegment
    /// A guide without the anchor after it (`root.margins`).
    case missingAnchor
    /// Names that do not resolve, each reported in this order: the item (`item` is `nil` when
    /// the first segment names none), the guide on the item, and the anchor.
    case unknown(item: ItemReference?, guide: Bool, anchor: Bool)

    /// The attribute of the anchor named, if one is.
    var attribute: LayoutAttribute? {
      guard case .anchor(let anchor) = self else { return nil }
      return anchor.attribute
    }

  }

  /// Resolves `item.anchor` or `item.guide.anchor`, reporting every problem in it: a missing
  /// item or anchor, then an unknown item, guide or anchor.
  ///
  /// - Parameters:
  ///   - reference: Where the reference is in `bytes`.
  ///   - bytes: The text the reference is in (an expression, or an anchor alone): the string of
  ///     `value`, where problems are reported.
  ///   - name: The constraint or place, for messages.
  ///   - hint: Where in ``symbols``' items to look for the item first (see
  ///     ``IdentifierTable/asciiIndex(of:hint:)``); it becomes where the item was found.
  mutating func resolve(
    _ reference: ConstraintExpressionSyntax.Reference, in bytes: UnsafeBufferPointer<UInt8>,
    of value: JSONValue, name: ConstraintName, hint: inout Int
  ) -> AnchorReference? {
    let resolution = anchor(reference, in: bytes, hint: &hint)
    if case .anchor(let anchor) = resolution { return anchor }
    report(resolution, of: reference, in: bytes, of: value, name: name)
    return nil
  }

  /// What `item.anchor` or `item.guide.anchor` names: the decisions of
  /// ``resolve(_:in:of:name:hint:)``, which reports what they find.
  ///
  /// (`mutating` only so that it reads ``symbols`` in place: a method that borrows the decoder
  /// copies it.)
  ///
  /// - Parameter hint: See ``resolve(_:in:of:name:hint:)``.
  mutating func anchor(
    _ reference: ConstraintExpressionSyntax.Reference, in bytes: UnsafeBufferPointer<UInt8>,
    hint: inout Int
  ) -> AnchorResolution {
    guard reference.count > 1 else { return .singleSegment }
    let anchorBytes = bytes.slice(reference.last)
    let attribute = Self.attribute(utf8: anchorBytes)
    if attribute == nil, reference.count == 2,
      UTF8Bytes.equal(anchorBytes, "margins") || UTF8Bytes.equal(anchorBytes, "safeArea")
    {
      return .missingAnchor
    }
    guard var item = item(named: bytes.slice(reference.segment(0)), hint: &hint) else {
      return .unknown(item: nil, guide: false, anchor: attribute == nil)
    }
    if reference.count == 3 {
      guard let guide = Self.guide(of: item, named: bytes.slice(reference.segment(1))) else {
        return .unknown(item: item, guide: true, anchor: attribute == nil)
      }
      item = guide
    }
    guard let attribute else { return .unknown(item: item, guide: false, anchor: true) }
    return .anchor(AnchorReference(item: item, attribute: attribute))
  }

  /// The item a reference's first segment (`bytes`) names: `root`, a view or a guide.
  ///
  /// - Parameter hint: See ``resolve(_:in:of:name:hint:)``.
  private mutating func item(
    named bytes: UnsafeBufferPointer<UInt8>, hint: inout Int
  ) -> ItemReference? {
    if UTF8Bytes.equal(bytes, "root") { return .root }
    if let entry = symbols.items.asciiEntry(bytes, hint: &hint) {
      return entry.value.kind == .view ? .view(entry.id) : .guide(entry.id)
    }
    return item(named: String(decoding: bytes, as: UTF8.self))
  }

  /// The item named `text`, which the bytes alone did not find (see
  /// ``IdentifierTable/asciiIndex(of:)``): compared as a string.
  @inline(never)
  private mutating func item(named text: String) -> ItemReference? {
    switch symbols.items[text]?.kind {
    case .view: return .view(text)
    case .guide: return .guide(text)
    case nil: return nil
    }
  }

  /// The guide of `item` a three-segment reference's second segment (`bytes`) names: the root's
  /// margins or safe area, or a view's margins; `nil` for any other.
  private static func guide(
    of item: ItemReference, named bytes: UnsafeBufferPointer<UInt8>
  ) -> ItemReference? {
    switch item {
    case .root where UTF8Bytes.equal(bytes, "margins"): return .rootMargins
    case .root where UTF8Bytes.equal(bytes, "safeArea"): return .rootSafeArea
    case .view(let id) where UTF8Bytes.equal(bytes, "margins"): return .viewMargins(id)
    default: return nil
    }
  }

  /// Reports why `reference` names no anchor, as ``anchor(_:in:hint:)`` found.
  @inline(never)
  private mutating func report(
    _ resolution: AnchorResolution, of reference: ConstraintExpressionSyntax.Reference,
    in bytes: UnsafeBufferPointer<UInt8>, of value: JSONValue, name: ConstraintName
  ) {
    switch resolution {
    case .anchor:
      return
    case .singleSegment:
      reportSingleSegment(reference, in: bytes, of: value, name: name)
    case .missingAnchor:
      reportMissingAnchor(after: reference, in: bytes, of: value, name: name)
    case .unknown(let item, let guide, let anchor):
      if item == nil { reportUnknownItem(reference.segment(0), in: bytes, of: value, name: name) }
      if guide, let item {
        reportUnknownGuide(of: item, in: reference, bytes: bytes, value: value, name: name)
      }
      if anchor { reportUnknownAnchor(reference.last, in: bytes, of: value, name: name) }
    }
  }

  /// Reports a guide where an anchor is expected (`root.margins`): the anchor after it is
  /// missing.
  private mutating func reportMissingAnchor(
    after reference: ConstraintExpressionSyntax.Reference, in bytes: UnsafeBufferPointer<UInt8>,
    of value: JSONValue, name: ConstraintName
  ) {
    let text = LayoutFileText.token(bytes.string(reference.range))
    report(
      .expressionSyntax, at: location(in: value, utf8Offset: reference.end), path: value.path,
      "Missing anchor after '\(text)' in \(name).", fix: "Add one, as in '\(text).top'.")
  }

  /// Reports a reference of one segment where an anchor is expected: an anchor without its item
  /// (`top`), or a name without an anchor (`header`).
  private mutating func reportSingleSegment(
    _ reference: ConstraintExpressionSyntax.Reference, in bytes: UnsafeBufferPointer<UInt8>,
    of value: JSONValue, name: ConstraintName
  ) {
    let text = bytes.string(reference.range)
    let location = location(in: value, utf8Offset: reference.start)
    if LayoutAttribute(rawValue: text) != nil {
      report(
        .expressionSyntax, at: location, path: value.path,
        "Missing item before anchor '\(LayoutFileText.token(text))' in \(name).",
        fix: "Name the view, guide or root, as in 'root.\(text)'.")
    } else {
      report(
        .expressionSyntax, at: location, path: value.path,
        "Expected an anchor such as 'header.top' in \(name), found '\(LayoutFileText.token(text))'.",
        fix: LayoutFileText.nearest(to: text, among: allItemNames).map {
          "Add an anchor, as in '\($0).top'."
        })
    }
  }

  /// Reports the second segment of a three-segment reference, which names no guide of `item`:
  /// a view has no safe area, a guide has neither, any other name is unknown.
  private mutating func reportUnknownGuide(
    of item: ItemReference, in reference: ConstraintExpressionSyntax.Reference,
    bytes: UnsafeBufferPointer<UInt8>, value: JSONValue, name: ConstraintName
  ) {
    let guideRange = reference.segment(1)
    let guide = bytes.slice(guideRange)
    let isMargins = UTF8Bytes.equal(guide, "margins")
    let isSafeArea = !isMargins && UTF8Bytes.equal(guide, "safeArea")
    let location = location(in: value, utf8Offset: guideRange.lowerBound)
    let anchorText = bytes.string(reference.last)
    switch item {
    case .view(let id) where isSafeArea:
      report(
        .noSuchGuide, at: location, path: value.path,
        "View '\(LayoutFileText.token(id))' has no safe area in \(name); only the root has one.",
        fix: "Use 'root.safeArea.\(anchorText)'.")
    case .guide(let id) where isMargins || isSafeArea:
      let what = isMargins ? "margins" : "safe area"
      report(
        .noSuchGuide, at: location, path: value.path,
        "Guide '\(LayoutFileText.token(id))' has no \(what) in \(name); a guide is already a rectangle.",
        fix: "Use '\(LayoutFileText.token(id)).\(anchorText)'.")
    default:
      let guideText = bytes.string(guideRange)
      report(
        .unknownGuide, at: location, path: value.path,
        "Unknown guide '\(LayoutFileText.token(guideText))' on '\(LayoutFileText.token(bytes.string(reference.segment(0))))' in \(name).",
        fix: LayoutFileText.didYouMean(
          guideText, among: ["margins", "safeArea"], aliases: Self.guideAliases)
          ?? "Expected 'margins' or 'safeArea'.")
    }
  }

  /// Reports an anchor name that is not one, with the anchor it most likely means.
  private mutating func reportUnknownAnchor(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, of value: JSONValue,
    name: ConstraintName
  ) {
    let text = bytes.string(range)
    let anchorNames = LayoutAttribute.allCases.map { $0.rawValue }
    var fix = LayoutFileText.didYouMean(text, among: anchorNames, aliases: Self.anchorAliases)
    if fix == nil, text.hasSuffix("Anchor"),
      LayoutAttribute(rawValue: String(text.dropLast(6))) != nil
    {
      fix = "Did you mean '\(text.dropLast(6))'?"
    }
    report(
      .unknownAnchor, at: location(in: value, utf8Offset: range.lowerBound), path: value.path,
      "Unknown anchor '\(LayoutFileText.token(text))' in \(name).",
      fix: fix ?? "Anchors are \(LayoutFileText.alternatives(anchorNames)).")
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

  /// Reports a reference's first segment (`range`), which names no item, with the names it may
  /// have meant.
  private mutating func reportUnknownItem(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, of value: JSONValue,
    name: ConstraintName
  ) {
    let text = bytes.string(range)
    report(
      .unknownItem, at: location(in: value, utf8Offset: range.lowerBound), path: value.path,
      "Unknown item '\(LayoutFileText.token(text))' in \(name).",
      fix: LayoutFileText.nearestNames(
        to: text, among: allItemNames, kind: "items",
        aliases: ["safeArea": "root.safeArea", "margins": "root.margins", "superview": "root"]))
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

/// Where the items of the last expression resolved were found, by position in their table: the
/// first item's and the second's (-1: none yet).
struct ItemHints {
  var first = -1
  var second = -1
}
