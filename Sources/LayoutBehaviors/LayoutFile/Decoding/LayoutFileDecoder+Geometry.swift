extension LayoutFileDecoder {
  static let percentKeys = ["axis", "fraction"]
  static let biasKeys = ["between", "value"]

  // MARK: Percent guides

  /// Decodes a guide's `percent`: `{ "axis": "vertical" | "horizontal", "fraction": 0…1 }`.
  mutating func decodePercent(_ value: JSONValue, guide: String) -> GuideDeclaration.Percent? {
    let name = "'percent' of guide '\(LayoutFileText.token(guide))'"
    guard let members = objectMembers(value, named: name, allowedKeys: Self.percentKeys) else {
      return nil
    }
    var axis: GuidelineOrientation? = nil
    if let axisValue = required("axis", in: members, of: value, named: name) {
      axis = enumeration(
        axisValue, named: "axis", as: GuidelineOrientation.self,
        aliases: [
          "column": "vertical", "v": "vertical", "row": "horizontal", "h": "horizontal",
          "Vertical": "vertical", "Horizontal": "horizontal",
        ])
    }
    var fraction: Double? = nil
    if let fractionValue = required("fraction", in: members, of: value, named: name) {
      fraction = unitInterval(
        fractionValue, named: "fraction",
        fix: "Use a number from 0 (the leading or top edge) to 1 (the trailing or bottom edge); "
          + "write 30 % as 0.3.")
    }
    guard let axis, let fraction else { return nil }
    return GuideDeclaration.Percent(axis: axis, fraction: fraction)
  }

  /// A finite number from 0 to 1, reported with `fix` otherwise.
  mutating func unitInterval(_ value: JSONValue, named name: String, fix: String) -> Double? {
    guard let number = number(value, named: name) else { return nil }
    guard number >= 0, number <= 1 else {
      report(
        .outOfRange, at: value, "'\(name)' must be from 0 to 1, found '\(token(value))'.",
        fix: fix)
      return nil
    }
    return number
  }

  // MARK: Bias

  /// Decodes a view's `bias`: `{ "horizontal"?: { "between": [a, b], "value": 0…1 },
  /// "vertical"?: … }`, horizontal first. Called once every view and guide id is declared.
  mutating func decodeBias(_ value: JSONValue, of viewID: String) -> [BiasDeclaration] {
    let viewName = viewID.isEmpty ? "the view" : "view '\(LayoutFileText.token(viewID))'"
    guard
      let members = objectMembers(value, named: "'bias' of \(viewName)", allowedKeys: Self.axisKeys)
    else { return [] }
    var result: [BiasDeclaration] = []
    for axis in LayoutConstraintAxis.allCases {
      guard let entry = member(axis.rawValue, in: members) else { continue }
      let place = "the \(axis.rawValue) bias of \(viewName)"
      guard let entryMembers = objectMembers(entry, named: place, allowedKeys: Self.biasKeys)
      else { continue }
      var anchors: [AnchorReference]? = nil
      if let between = required("between", in: entryMembers, of: entry, named: place) {
        anchors = biasAnchors(between, axis: axis, place: place)
      }
      var bias: Double? = nil
      if let number = required("value", in: entryMembers, of: entry, named: place) {
        bias = unitInterval(
          number, named: "value",
          fix: "Use a number from 0 (against the first anchor) to 1 (against the second); "
            + "0.5 centers the view.")
      }
      guard let anchors, let bias else { continue }
      result.append(
        BiasDeclaration(
          axis: axis, start: anchors[0], end: anchors[1], value: bias, location: entry.location,
          path: entry.path))
    }
    return result
  }

  /// The two anchors of a bias's `between`, each a position on `axis`, not mixing
  /// `leading`/`trailing` with `left`/`right`.
  mutating func biasAnchors(
    _ value: JSONValue, axis: LayoutConstraintAxis, place: String
  ) -> [AnchorReference]? {
    let example =
      axis == .horizontal
      ? "[\"root.leading\", \"root.trailing\"]" : "[\"root.top\", \"root.bottom\"]"
    guard let elements = value.array, elements.count == 2 else {
      report(
        .wrongType, at: value,
        "Expected two anchors for 'between' in \(place), found \(described(value)).",
        fix: "Write the anchors the free space starts and ends at, such as '\(example)'.")
      return nil
    }
    var anchors: [AnchorReference] = []
    for element in elements {
      guard let text = string(element, named: "between") else { continue }
      if let anchor = biasAnchor(text, at: element, axis: axis, place: place) {
        anchors.append(anchor)
      }
    }
    guard anchors.count == 2 else { return nil }
    if mixesDirectionalFamilies(anchors[0].attribute, anchors[1].attribute) {
      report(
        .directionMismatch, at: elements[1],
        "Cannot place a view between '\(anchors[0])' and '\(anchors[1])' in \(place); Auto "
          + "Layout does not mix leading and trailing with left and right.",
        fix: "Use leading and trailing for both, or left and right for both.")
      return nil
    }
    return anchors
  }

  /// One anchor of a bias's `between`, such as `root.leading` or `card.margins.top`, resolved as
  /// in a constraint expression and checked to be a position on `axis`.
  mutating func biasAnchor(
    _ text: String, at value: JSONValue, axis: LayoutConstraintAxis, place: String
  ) -> AnchorReference? {
    // Where each segment ends: at the dot after it, or at the end of the text.
    var ends: [Int] = []
    var offset = 0
    var hasEmptySegment = false
    for part in text.split(separator: ".", omittingEmptySubsequences: false) {
      if part.isEmpty { hasEmptySegment = true }
      offset += part.utf8.count
      ends.append(offset)
      offset += 1
    }
    let examples = axis == .horizontal ? "'root.leading'" : "'root.top'"
    guard ends.count <= 3, !hasEmptySegment else {
      report(
        .expressionSyntax, at: value,
        "Expected an anchor such as \(examples) in \(place), found '\(LayoutFileText.token(text))'.",
        fix: "Write a view, guide or 'root', a dot and an anchor.")
      return nil
    }
    let reference = ConstraintExpressionSyntax.Reference(
      start: 0, end: text.utf8.count, count: ends.count, firstDot: ends[0],
      secondDot: ends.count > 2 ? ends[1] : 0)
    var source = text
    let resolved = source.withUTF8 { bytes in
      var hint = -1
      return resolve(
        reference, in: bytes, of: value, name: ConstraintName(index: 0, place: place), hint: &hint)
    }
    guard let anchor = resolved else { return nil }
    let wanted: LayoutAxis = axis == .horizontal ? .horizontal : .vertical
    guard anchor.attribute.axis == wanted else {
      let names =
        axis == .horizontal
        ? ["leading", "trailing", "left", "right", "centerX"] : ["top", "bottom", "centerY"]
      let other = axis == .horizontal ? "y-axis anchor or dimension" : "x-axis anchor or dimension"
      report(
        .axisMismatch, at: value,
        "'\(LayoutFileText.token(text))' is a \(other), not a position on the \(axis.rawValue) "
          + "axis, in \(place).",
        fix: "Use \(LayoutFileText.alternatives(names.map { "\(anchor.item).\($0)" })).")
      return nil
    }
    return anchor
  }
}
