import ConstraintSolver

/// Turns the JSON tree of a layout file into a ``LayoutDocument``, collecting every problem.
///
/// The decoder never stops at the first problem: each part of the file is checked as far as it
/// can be, so that one run reports everything. It builds a document only when no error was
/// found. The work is split by concern: this file has the reporting and typed-value helpers and
/// the root; the `+Views`, `+Constraints` and `+Behaviors` files have the rest.
struct LayoutFileDecoder {
  /// The file name for diagnostics.
  let fileName: String
  /// The file's bytes, to quote numbers as written and to map positions inside strings.
  let source: [UInt8]
  /// Everything found so far, in no particular order.
  var diagnostics: [LayoutFileDiagnostic] = []
  /// The declared ids.
  var symbols = LayoutSymbols()
  /// The root, once decoded (placeholders if it is invalid).
  var root = RootDeclaration(width: 0, height: 0)
  /// The parent of each view whose parent is a view, once resolved.
  var parentOfView: [String: String] = [:]
  /// The owner of each guide whose owner is a view, once resolved.
  var parentOfGuide: [String: String] = [:]
  /// Each custom spacing of a stack: the stack's view, the arranged view named, and the value
  /// (for its location), checked once parents are resolved.
  var customSpacingLocations: [(stack: String, view: String, value: JSONValue)] = []
  /// The ids of the views that declare a stack.
  var stackViews: Set<String> = []
  /// Where the last expression's items were found (``resolve(_:in:of:identifier:index:)``).
  var itemHints = ItemHints()
  /// Where the last parent resolved was found in ``symbols``' items.
  var parentHint = -1
  /// The top-level `metrics`, by name, and their names in file order.
  var metrics: [String: Double] = [:]
  var metricNames: [String] = []
  /// The ids of the format strings' objects: each names a group of constraints, not one.
  var formatBases: [String: (index: Int, location: TextLocation?)] = [:]
  /// The names format strings look up, made for the first one.
  var formatNames: FileFormatNames? = nil
  /// The storage of the last format string's expansion, reused by the next one.
  var formatBuffers = VisualFormatExpansion.Buffers()
  /// How many entries the file's `constraints` array has: with the declarations made so far,
  /// the measure of how much room a format string's declarations reserve for the rest.
  var constraintEntryCount = 0

  init(fileName: String, source: [UInt8]) {
    self.fileName = fileName
    self.source = source
  }

  /// The keys of the top-level object.
  static let documentKeys = [
    "description", "root", "views", "guides", "metrics", "constraints", "behaviors", "events",
  ]

  /// Decodes a whole document.
  ///
  /// - Returns: The document if it could be built; it is valid only if no error was reported.
  mutating func decodeDocument(_ value: JSONValue) -> LayoutDocument? {
    guard
      let members = objectMembers(
        value, named: "the layout file", allowedKeys: Self.documentKeys,
        expected: "a JSON object")
    else { return nil }
    var descriptionText: String? = nil
    if let description = member("description", in: members) {
      descriptionText = string(description, named: "description")
    }
    if let rootValue = required("root", in: members, of: value, named: "the layout file") {
      root = decodeRoot(rootValue)
      symbols.rootWidthFits = root.widthIsFit
      symbols.rootHeightFits = root.heightIsFit
    }
    var viewValues: [JSONValue] = []
    if let views = required("views", in: members, of: value, named: "the layout file") {
      viewValues = array(views, named: "views") ?? []
    }
    var guideValues: [JSONValue] = []
    if let guides = member("guides", in: members) {
      guideValues = array(guides, named: "guides") ?? []
    }
    symbols.reserveItems(views: viewValues.count, guides: guideValues.count)
    var pendingViews = PendingViews()
    pendingViews.reserveCapacity(viewValues.count)
    for index in viewValues.indices {
      decodeView(viewValues[index], index: index, into: &pendingViews)
    }
    let pendingGuides = guideValues.enumerated().map { decodeGuide($1, index: $0) }
    resolveParents(&pendingViews)
    let views = takeViews(&pendingViews)
    let guides = resolveGuideParents(pendingGuides)
    if let views { checkCustomSpacings(views) }

    if let metricsValue = member("metrics", in: members) { decodeMetrics(metricsValue) }
    var constraints: [ConstraintDeclaration] = []
    if let constraintsValue = member("constraints", in: members),
      let elements = array(constraintsValue, named: "constraints")
    {
      constraints = decodeConstraints(elements)
    }
    if member("behaviors", in: members) != nil || member("events", in: members) != nil {
      addFormatPartIDs(of: constraints)
    }
    var behaviors = BehaviorDeclarations()
    if let behaviorsValue = member("behaviors", in: members) {
      behaviors = decodeBehaviors(behaviorsValue, constraints: constraints)
    }
    var events: [EventDeclaration] = []
    if let eventsValue = member("events", in: members),
      let elements = array(eventsValue, named: "events")
    {
      events = decodeEvents(elements)
    }
    guard let views, let guides else { return nil }
    reportTextWithChildren(views)
    var document = LayoutDocument(
      fileName: fileName, descriptionText: descriptionText, root: root, views: views,
      guides: guides, constraints: constraints, behaviors: behaviors, events: events)
    document.decodedIdentifiers = DecodedIdentifiers(
      items: symbols.items.table, constraints: symbols.constraints.table)
    return document
  }

  // MARK: Root

  static let rootKeys = ["width", "height", "safeArea", "direction", "scale"]
  static let edgeKeys = ["top", "left", "bottom", "right"]

  mutating func decodeRoot(_ value: JSONValue) -> RootDeclaration {
    var result = RootDeclaration(width: 0, height: 0, location: value.location)
    guard let members = objectMembers(value, named: "'root'", allowedKeys: Self.rootKeys) else {
      return result
    }
    for index in members.indices {
      result.memberLocationList.append(members[index].key, at: members[index].value.location)
    }
    if let width = required("width", in: members, of: value, named: "'root'") {
      (result.width, result.widthIsFit) = rootDimension(width, named: "width")
    }
    if let height = required("height", in: members, of: value, named: "'root'") {
      (result.height, result.heightIsFit) = rootDimension(height, named: "height")
    }
    if let safeArea = member("safeArea", in: members) {
      result.safeArea = insets(safeArea, named: "safeArea", default: 0, allowNegative: false)
    }
    if let direction = member("direction", in: members) {
      result.direction =
        enumeration(
          direction, named: "direction", as: LayoutDirection.self,
          aliases: [
            "leftToRight": "ltr", "rightToLeft": "rtl", "LTR": "ltr", "RTL": "rtl",
          ]) ?? .leftToRight
    }
    if let scale = member("scale", in: members) {
      result.scale = displayScale(scale)
    }
    return result
  }

  /// A root's width or height: a number greater than 0, or `"fit"` (the size is then 0). A
  /// string near `fit` gets that fix; any other value is read as a number, with its messages.
  mutating func rootDimension(_ value: JSONValue, named name: String) -> (Double, isFit: Bool) {
    if let text = value.string {
      if text == "fit" { return (0, true) }
      if let near = LayoutFileText.nearest(
        to: text, among: ["fit"], aliases: ["fitting": "fit", "auto": "fit", "content": "fit"])
      {
        report(
          .wrongType, at: value,
          "Expected a number or 'fit' for '\(name)', found \(described(value)).",
          fix: "Did you mean '\(near)'?")
        return (0, false)
      }
    }
    return (positiveNumber(value, named: name) ?? 0, false)
  }

  /// The root's display scale: a number greater than 0, at most 16 (no screen has more pixels
  /// per point; a larger number is most likely a size in pixels written by mistake).
  mutating func displayScale(_ value: JSONValue) -> Double? {
    guard let scale = number(value, named: "scale") else { return nil }
    guard scale > 0, scale <= 16 else {
      report(
        .outOfRange, at: value,
        "'scale' must be greater than 0 and at most 16, found '\(token(value))'.",
        fix:
          "Use the display's pixels per point, such as 1, 2 or 3; remove 'scale' for exact frames.")
      return nil
    }
    return scale
  }

  /// Decodes `{top, left, bottom, right}`; missing edges take `defaultValue`.
  mutating func insets(
    _ value: JSONValue, named name: String, default defaultValue: Double, allowNegative: Bool
  ) -> EdgeInsets {
    var result = EdgeInsets(all: defaultValue)
    guard let members = objectMembers(value, named: "'\(name)'", allowedKeys: Self.edgeKeys) else {
      return result
    }
    func read(_ key: String, _ decoder: inout LayoutFileDecoder) -> Double? {
      guard let edge = decoder.member(key, in: members) else { return nil }
      return allowNegative
        ? decoder.number(edge, named: key) : decoder.nonNegativeNumber(edge, named: key)
    }
    result.top = read("top", &self) ?? defaultValue
    result.left = read("left", &self) ?? defaultValue
    result.bottom = read("bottom", &self) ?? defaultValue
    result.right = read("right", &self) ?? defaultValue
    return result
  }

  // MARK: Reporting

  /// Records a problem at a location.
  mutating func report(
    _ code: LayoutFileDiagnostic.Code, at location: TextLocation, path: JSONPath,
    _ message: String, fix: String? = nil, severity: LayoutFileDiagnostic.Severity = .error
  ) {
    diagnostics.append(
      LayoutFileDiagnostic(
        severity: severity, code: code, file: fileName, location: location, path: path,
        message: message, fix: fix))
  }

  /// Records a problem about a value, at the value.
  mutating func report(
    _ code: LayoutFileDiagnostic.Code, at value: JSONValue, _ message: String, fix: String? = nil,
    severity: LayoutFileDiagnostic.Severity = .error
  ) {
    report(code, at: value.location, path: value.path, message, fix: fix, severity: severity)
  }

  /// Records a problem found inside a string (such as a constraint expression), at the exact
  /// character.
  ///
  /// - Parameter name: The constraint the string belongs to, as the message names it.
  mutating func report(
    _ problem: ConstraintExpressionProblem, in value: JSONValue, name: ConstraintName
  ) {
    report(
      problem.code, at: location(in: value, utf8Offset: problem.offset), path: value.path,
      problem.message(name), fix: problem.fix)
  }

  /// The location of a character inside a string value, given its UTF-8 offset in the decoded
  /// string. Escapes are accounted for: `\n` is two columns in the file and one byte in the
  /// string.
  func location(in value: JSONValue, utf8Offset target: Int) -> TextLocation {
    var raw = value.location.offset + 1
    var decoded = 0
    var column = value.location.column + 1
    while decoded < target, raw < source.count {
      let byte = source[raw]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\"), raw + 1 < source.count {
        if source[raw + 1] == UInt8(ascii: "u") {
          let unit = hex4(at: raw + 2) ?? 0
          var rawLength = 6
          var scalar = UInt32(unit)
          if (0xD800...0xDBFF).contains(unit), raw + 11 < source.count,
            source[raw + 6] == UInt8(ascii: "\\"), source[raw + 7] == UInt8(ascii: "u"),
            let low = hex4(at: raw + 8), (0xDC00...0xDFFF).contains(low)
          {
            rawLength = 12
            scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          }
          decoded += scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
          raw += rawLength
          column += rawLength
        } else {
          decoded += 1
          raw += 2
          column += 2
        }
      } else {
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        decoded += length
        raw += length
        column += 1
      }
    }
    return TextLocation(line: value.location.line, column: column, offset: raw)
  }

  private func hex4(at offset: Int) -> UInt16? {
    guard offset + 4 <= source.count else { return nil }
    var value: UInt16 = 0
    for index in offset..<offset + 4 {
      let byte = source[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  /// A value as written, for quoting in a message: numbers exactly as in the file, strings
  /// without their quotes.
  func token(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let text): return LayoutFileText.token(text)
    case .array: return "[…]"
    case .object: return "{…}"
    case .number(let number):
      var end = value.location.offset
      while end < source.count {
        let byte = source[end]
        let isNumberByte =
          (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
          || byte | 0x20 == UInt8(ascii: "e")
        guard isNumberByte else { break }
        end += 1
      }
      guard end > value.location.offset else { return LayoutFileText.number(number) }
      return String(decoding: source[value.location.offset..<end], as: UTF8.self)
    }
  }

  /// How a message describes a value that has the wrong type: `a string '300'`, `null`.
  func described(_ value: JSONValue) -> String {
    switch value.kind {
    case .null, .array, .object: return value.typeDescription
    default: return "\(value.typeDescription) '\(token(value))'"
    }
  }

  // MARK: Objects and keys

  /// The members of an object, after checking that the value is an object and reporting keys
  /// that are not allowed.
  ///
  /// - Parameters:
  ///   - name: How messages name the object: `'root'`, `view 'header'`.
  ///   - allowedKeys: The keys the format defines, in documentation order.
  ///   - expected: What a wrong type message says was expected.
  mutating func objectMembers(
    _ value: JSONValue, named name: @autoclosure () -> String, allowedKeys: [String],
    expected: String = "an object"
  ) -> [JSONMember]? {
    guard let members = value.members else {
      report(
        .wrongType, at: value, "Expected \(expected) for \(name()), found \(described(value)).")
      return nil
    }
    for index in members.indices
    where !allowedKeys.contains(where: { Self.isKey(members[index].key, $0) }) {
      let member = members[index]
      report(
        .unknownKey, at: member.keyLocation, path: member.path,
        "Unknown key '\(LayoutFileText.token(member.key))' in \(name()).",
        fix: LayoutFileText.didYouMean(member.key, among: allowedKeys)
          ?? "Expected \(LayoutFileText.alternatives(allowedKeys)).")
    }
    return members
  }

  /// The value of a member, if present.
  func member(_ key: String, in members: [JSONMember]) -> JSONValue? {
    // Indexes, not `for member in members`, so that members that do not match are not copied.
    for index in members.indices where Self.isKey(members[index].key, key) {
      return members[index].value
    }
    return nil
  }

  /// Whether two keys are equal; most keys looked for differ from most keys present in their
  /// length, which is read inline, before the string comparison, which is a call.
  @inline(__always)
  static func isKey(_ key: String, _ other: String) -> Bool {
    key.utf8.count == other.utf8.count && key == other
  }

  /// The location of a member's key, if present.
  func keyLocation(_ key: String, in members: [JSONMember]) -> TextLocation? {
    for index in members.indices where Self.isKey(members[index].key, key) {
      return members[index].keyLocation
    }
    return nil
  }

  /// The value of a required member; reports it missing, at the object, if it is.
  mutating func required(
    _ key: String, in members: [JSONMember], of object: JSONValue,
    named name: @autoclosure () -> String
  ) -> JSONValue? {
    if let value = member(key, in: members) { return value }
    reportMissing(key, in: object, named: name())
    return nil
  }

  /// The value of the required member `key`, found at `position` (-1: absent, see
  /// ``ConstraintMembers``); reports it missing, at the object, if it is.
  mutating func required(
    _ key: String, at position: Int, in members: [JSONMember], of object: JSONValue,
    named name: @autoclosure () -> String
  ) -> JSONValue? {
    if let value = member(at: position, in: members) { return value }
    reportMissing(key, in: object, named: name())
    return nil
  }

  /// Reports the required member `key` missing from `object`.
  private mutating func reportMissing(_ key: String, in object: JSONValue, named name: String) {
    report(.missingKey, at: object, "Missing key '\(key)' in \(name).")
  }

  /// The required `view` member of a per-view declaration (a collapsible view, a view's
  /// gestures): reports a missing or unknown view, or a view declared twice (pointing at the
  /// first declaration), and records the view as declared.
  ///
  /// - Parameters:
  ///   - declaredTwice: The message's start for a repeated view, given its id, e.g.
  ///     `View 'x' is made collapsible twice`; the position of the first follows.
  ///   - fix: The fix suggested for a repeated view.
  /// - Returns: The view's id, or `nil` after reporting the problem.
  mutating func declaredView(
    in members: [JSONMember], of object: JSONValue, named context: String,
    seenViews: inout [String: TextLocation], declaredTwice: (String) -> String, fix: String
  ) -> String? {
    guard let viewValue = required("view", in: members, of: object, named: context),
      let id = string(viewValue, named: "view")
    else { return nil }
    if let problem = symbols.checkView(id, context: context) {
      report(problem.code, at: viewValue, problem.message, fix: problem.fix)
      return nil
    }
    if let first = seenViews[id] {
      report(
        .duplicateReference, at: viewValue,
        "\(declaredTwice(id)); the first is at line \(first.line), column \(first.column).",
        fix: fix)
      return nil
    }
    seenViews[id] = viewValue.location
    return id
  }

  // MARK: Typed values

  mutating func array(_ value: JSONValue, named name: String) -> [JSONValue]? {
    if let elements = value.array { return elements }
    report(
      .wrongType, at: value, "Expected an array for '\(name)', found \(described(value)).",
      fix: value.members != nil ? "Put the object in '[ ]'." : nil)
    return nil
  }

  mutating func string(_ value: JSONValue, named name: String) -> String? {
    if let text = value.string { return text }
    var fix: String? = nil
    switch value.kind {
    case .number, .bool: fix = "Put it in double quotes: '\"\(token(value))\"'."
    default: break
    }
    report(
      .wrongType, at: value, "Expected a string for '\(name)', found \(described(value)).", fix: fix
    )
    return nil
  }

  mutating func bool(_ value: JSONValue, named name: String) -> Bool? {
    if let flag = value.bool { return flag }
    var fix: String? = nil
    if let text = value.string, text == "true" || text == "false" {
      fix = "Remove the quotes: '\(text)'."
    }
    report(
      .wrongType, at: value, "Expected true or false for '\(name)', found \(described(value)).",
      fix: fix)
    return nil
  }

  /// A number within the supported range: a magnitude up to 10^15 (`Solver.isInRange(_:)`),
  /// as every number of a layout is a length, a factor or a time.
  mutating func number(_ value: JSONValue, named name: String) -> Double? {
    if let number = value.number {
      guard Solver.isInRange(number) else {
        report(
          .outOfRange, at: value,
          "'\(name)' is beyond the supported range (magnitudes up to 10^15), found "
            + "'\(token(value))'.", fix: LayoutScene.Diagnostic.magnitudeFix)
        return nil
      }
      return number
    }
    var fix: String? = nil
    if let text = value.string {
      let trimmed = text.trimmingSpaces
      if let parsed = Double(trimmed), parsed.isFinite,
        trimmed.unicodeScalars.allSatisfy({ "0123456789.eE+-".unicodeScalars.contains($0) })
      {
        fix = "Remove the quotes: '\(trimmed)'."
      } else if ["nan", "inf", "infinity", "-inf", "-infinity", "+inf"].contains(
        trimmed.lowercased())
      {
        report(
          .wrongType, at: value,
          "Expected a finite number for '\(name)', found \(described(value)).")
        return nil
      }
    }
    report(
      .wrongType, at: value, "Expected a number for '\(name)', found \(described(value)).", fix: fix
    )
    return nil
  }

  mutating func nonNegativeNumber(_ value: JSONValue, named name: String) -> Double? {
    guard let number = number(value, named: name) else { return nil }
    guard number >= 0 else {
      report(.outOfRange, at: value, "'\(name)' must be 0 or more, found '\(token(value))'.")
      return nil
    }
    return number
  }

  mutating func positiveNumber(_ value: JSONValue, named name: String) -> Double? {
    guard let number = number(value, named: name) else { return nil }
    guard number > 0 else {
      report(.outOfRange, at: value, "'\(name)' must be greater than 0, found '\(token(value))'.")
      return nil
    }
    return number
  }

  /// A string that must be one of an enumeration's raw values.
  mutating func enumeration<T: RawRepresentable & CaseIterable>(
    _ value: JSONValue, named name: String, as type: T.Type, aliases: [String: String] = [:]
  ) -> T? where T.RawValue == String {
    guard let text = string(value, named: name) else { return nil }
    if let result = T(rawValue: text) { return result }
    let names = T.allCases.map { $0.rawValue }
    report(
      .unknownValue, at: value, "Invalid value '\(LayoutFileText.token(text))' for '\(name)'.",
      fix: LayoutFileText.didYouMean(text, among: names, aliases: aliases)
        ?? "Expected \(LayoutFileText.alternatives(names)).")
    return nil
  }

  // MARK: Priorities

  /// The priority names of the file format and their values.
  static let priorityNames: [(name: String, value: LayoutPriority)] = [
    ("required", .required), ("high", .defaultHigh), ("low", .defaultLow),
    ("fittingSize", .fittingSizeLevel),
  ]

  /// UIKit's names for the same priorities, suggested as fixes.
  static let priorityAliases = [
    "defaultHigh": "high", "defaultLow": "low", "fittingSizeLevel": "fittingSize",
    "require": "required", "medium": "high",
  ]

  static let priorityRangeFix =
    "Use a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'."

  /// A priority given as a number or a name in a JSON value.
  mutating func priority(_ value: JSONValue, named name: String) -> LayoutPriority? {
    let result: Result<LayoutPriority, LayoutSymbols.Problem>
    switch value.kind {
    case .number(let number):
      result = Self.checkedPriority(number: number, text: token(value), context: "")
    case .string(let text):
      result = Self.namedPriority(name: text, context: "")
    default:
      report(
        .wrongType, at: value,
        "Expected a priority (a number or a name) for '\(name)', found \(described(value)).",
        fix: Self.priorityRangeFix)
      return nil
    }
    switch result {
    case .success(let priority):
      return priority
    case .failure(let problem):
      report(problem.code, at: value, problem.message, fix: problem.fix)
      return nil
    }
  }

  /// A numeric priority, checked to be within 1…1000.
  ///
  /// - Parameter context: Text to put after the token in messages, such as ` in constraint 3`.
  ///   It is made only for a message (a valid priority needs none).
  static func checkedPriority(
    number: Double, text: String, context: @autoclosure () -> String
  ) -> Result<LayoutPriority, LayoutSymbols.Problem> {
    let priority = LayoutPriority(number)
    if priority.isValid { return .success(priority) }
    return .failure(
      LayoutSymbols.Problem(
        code: .priorityOutOfRange,
        message: "Priority '\(text)'\(context()) is out of range; priorities go from 1 to 1000.",
        fix: priorityRangeFix))
  }

  /// A priority given by name.
  ///
  /// - Parameter context: Text to put after the token in messages, such as ` in constraint 3`.
  ///   It is made only for a message (a valid priority needs none).
  static func namedPriority(name text: String, context: @autoclosure () -> String) -> Result<
    LayoutPriority, LayoutSymbols.Problem
  > {
    for entry in priorityNames where entry.name == text { return .success(entry.value) }
    if let number = Double(text.trimmingSpaces), number.isFinite {
      return .failure(
        LayoutSymbols.Problem(
          code: .wrongType,
          message:
            "Expected a priority number\(context()), found the string '\(LayoutFileText.token(text))'.",
          fix: "Remove the quotes: '\(text.trimmingSpaces)'."))
    }
    let names = priorityNames.map { $0.name }
    return .failure(
      LayoutSymbols.Problem(
        code: .unknownPriority,
        message: "Unknown priority '\(LayoutFileText.token(text))'\(context()).",
        fix: LayoutFileText.didYouMean(text, among: names, aliases: priorityAliases)
          ?? priorityRangeFix))
  }

  // MARK: Ids

  /// Checks the syntax of an id and that it is not `root`.
  ///
  /// - Parameter kind: What the id names, for messages: `view`, `constraint`.
  /// - Returns: Whether the id is usable.
  mutating func checkIdentifier(_ id: String, of kind: String, at value: JSONValue) -> Bool {
    if id.utf8.count == 4, id == "root" {
      report(
        .reservedIdentifier, at: value, "The id 'root' is reserved for the root view.",
        fix: "Choose another id for this \(kind).")
      return false
    }
    guard LayoutFileText.isIdentifier(id) else {
      let suggestion = LayoutFileText.identifierSuggestion(for: id)
      report(
        .invalidIdentifier, at: value,
        "Invalid \(kind) id '\(LayoutFileText.token(id))'; ids start with a letter or '_' and contain only letters, digits, '_' and '-'.",
        fix: suggestion.map { "Try '\($0)'." })
      return false
    }
    return true
  }
}
