/// Format strings of the Visual Format Language in a layout file's `constraints`, and the
/// top-level `metrics` they use.
///
/// An entry whose string starts with `H:` or `V:` is a format string: it becomes one
/// declaration for each constraint it stands for (``VisualFormatExpansion``), all with the
/// entry's index. Each gets the id `<base> <part>`, where the base is the entry's `id` or
/// `constraint <index>` and the part is the piece of the string it comes from
/// (`row H:[cancel]-[ok]`): ids written in a file have no spaces, so these never collide with
/// them. Each declaration's location is its part's character in the string.
extension LayoutFileDecoder {
  /// Whether a constraint's value is a format string: a string whose first characters, after
  /// spaces, are `H` or `V` and then `:`.
  static func isFormatString(_ value: JSONValue) -> Bool {
    guard case .string(let text) = value.kind else { return false }
    var utf8 = text.utf8.makeIterator()
    var byte = utf8.next()
    while byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { byte = utf8.next() }
    guard byte == UInt8(ascii: "H") || byte == UInt8(ascii: "V") else { return false }
    byte = utf8.next()
    while byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { byte = utf8.next() }
    return byte == UInt8(ascii: ":")
  }

  // MARK: Ids

  /// Adds the id of a single constraint; returns the constraint or format string that has it
  /// already, if one does.
  mutating func addConstraintID(
    _ id: String, index: Int, location: TextLocation?
  ) -> (index: Int, location: TextLocation?)? {
    if !formatBases.isEmpty, let existing = formatBases[id] { return existing }
    return symbols.addConstraint(id, index: index, location: location)
  }

  /// Adds the id of a format string's object; returns the constraint or format string that has
  /// it already, if one does.
  mutating func addFormatBase(
    _ id: String, index: Int, location: TextLocation?
  ) -> (index: Int, location: TextLocation?)? {
    if let existing = formatBases[id] ?? symbols.constraints[id] { return existing }
    formatBases[id] = (index, location)
    return nil
  }

  /// Adds the ids of the format strings' constraints to the symbol table, so that behaviors
  /// and events can name them. Only a file that has behaviors or events needs them there, so
  /// only such a file pays for writing them and filing them.
  mutating func addFormatPartIDs(of declarations: [ConstraintDeclaration]) {
    for declaration in declarations {
      guard let part = declaration.formatPart else { continue }
      _ = symbols.addConstraint(
        part.identifier, index: declaration.index, location: declaration.location)
    }
  }

  // MARK: Metrics

  /// Decodes the top-level `metrics`: an object of finite numbers whose keys are C
  /// identifiers, none the id of a view or guide.
  mutating func decodeMetrics(_ value: JSONValue) {
    guard let members = value.members else {
      report(
        .wrongType, at: value,
        "Expected an object of numbers for 'metrics', found \(described(value)).",
        fix: "Name each number, as in { \"gap\": 12 }.")
      return
    }
    for member in members {
      let name = member.key
      guard let number = number(member.value, named: "metrics.\(name)") else { continue }
      var isValid = true
      name.utf8.withContiguousStorageIfAvailable { bytes in
        isValid =
          !bytes.isEmpty && ConstraintExpressionParser.isIdentifierStart(bytes[0])
          && bytes.allSatisfy { ConstraintExpressionParser.isIdentifierByte($0) }
      }
      if !isValid {
        report(
          .invalidMetric, at: member.keyLocation, path: member.value.path,
          "Invalid metric name '\(LayoutFileText.token(name))'; a metric's name starts with a letter or '_' and contains only letters, digits and '_'.",
          fix: LayoutFileText.identifierSuggestion(for: name).map {
            "Try '\($0.replacingHyphens)'."
          })
        continue
      }
      if let item = symbols.items[name] {
        let what = item.kind == .view ? "view" : "guide"
        report(
          .invalidMetric, at: member.keyLocation, path: member.value.path,
          "Metric '\(name)' has the name of a \(what); in a format string the name would mean either.",
          fix: "Rename the metric, as in '\(name)Size'.")
        continue
      }
      if metrics.updateValue(number, forKey: name) == nil { metricNames.append(name) }
    }
  }

  // MARK: Format strings

  /// Appends the declarations of the format string `value` (constraint `index` of the file), or
  /// reports why it has none.
  ///
  /// - Parameters:
  ///   - identifier: The entry's id, if it has one: the base of the declarations' ids.
  ///   - priorityValue: The entry's `priority`: the priority of every part without `@`.
  ///   - optionsValue: The entry's `options`: an array of option names.
  mutating func decodeFormat(
    _ value: JSONValue, identifier: String?, index: Int, priority priorityValue: JSONValue?,
    isActive: Bool, options optionsValue: JSONValue?,
    into declarations: inout [ConstraintDeclaration]
  ) {
    guard var text = value.string else { return }
    let name = ConstraintName(identifier: identifier, index: index)
    var defaultPriority: LayoutPriority? = nil
    if let priorityValue {
      defaultPriority = priority(priorityValue, named: "priority")
      if defaultPriority == nil { return }
    }
    var options = LayoutConstraint.FormatOptions()
    if let optionsValue {
      guard let parsed = formatOptions(optionsValue, in: name) else { return }
      options = parsed
    }
    // The views, guides and metrics are all decoded before the constraints.
    let names =
      formatNames
      ?? FileFormatNames(
        items: symbols.items, metrics: metrics, viewNames: symbols.viewIDs,
        metricNames: metricNames)
    formatNames = names
    let parents = parentOfView
    // The buffers of the previous format string, taken for this one and given back after.
    var buffers = VisualFormatExpansion.Buffers()
    swap(&buffers, &formatBuffers)
    defer { swap(&buffers, &formatBuffers) }
    let expanded = text.withUTF8 { bytes -> Result<String?, VisualFormatProblem> in
      do throws(VisualFormatProblem) {
        let found = try VisualFormatExpansion.expand(
          bytes, options: options, names: names, superview: { parents[$0] ?? "root" },
          describe: { $0 == "root" ? "the root" : "'\(LayoutFileText.token($0))'" },
          into: &buffers)
        return .success(found)
      } catch {
        return .failure(error)
      }
    }
    switch expanded {
    case .failure(let problem):
      report(problem, in: value, text: text, options: optionsValue, name: name)
    case .success(let found):
      let constraints = buffers.constraints
      let itemNames = buffers.names
      // Only a string with an edge has superview items, and then its superview is known.
      let superview = found ?? "root"
      let locator = StringLocator(value, text: text, source: source)
      let entry = FormatPartName.Entry(text: text, identifier: identifier, index: index)
      let needed = declarations.count + constraints.count
      if needed > declarations.capacity {
        // Room for the rest of the entries at the rate of declarations per entry so far, so
        // that a file of format strings grows its array once rather than by doubling (each
        // growth copies every declaration made).
        let remaining = max(0, constraintEntryCount - index - 1)
        declarations.reserveCapacity(needed + remaining * (needed + index) / (index + 1))
      }
      for constraint in constraints {
        let location =
          locator.isPlain
          ? locator.location(utf8Offset: constraint.offset)
          : location(in: value, utf8Offset: constraint.offset)
        let expression = ConstraintExpression(
          first: reference(
            constraint.firstItem, constraint.firstAttribute, names: itemNames,
            superview: superview),
          relation: constraint.relation,
          second: constraint.secondItem.map {
            reference(
              $0, constraint.secondAttribute!, names: itemNames, superview: superview)
          },
          constant: constraint.constant, priority: constraint.priority)
        declarations.append(
          ConstraintDeclaration(
            writtenIdentifier: nil, index: index, expression: expression,
            priority: constraint.priority ?? defaultPriority ?? .required, isActive: isActive,
            writtenSource: nil, location: location, path: value.path,
            formatPart: FormatPartName(entry: entry, part: constraint.part)))
      }
    }
  }

  /// The anchor a format string's item and attribute name in the file.
  private func reference(
    _ item: VisualFormatItem, _ attribute: LayoutAttribute, names: [String], superview: String
  ) -> AnchorReference {
    let itemReference: ItemReference
    switch item {
    case .view(let index): itemReference = .view(names[index])
    case .superview: itemReference = superview == "root" ? .root : .view(superview)
    case .superviewMargins:
      itemReference = superview == "root" ? .rootMargins : .viewMargins(superview)
    }
    return AnchorReference(item: itemReference, attribute: attribute)
  }

  /// The options an `options` array names.
  private mutating func formatOptions(
    _ value: JSONValue, in name: ConstraintName
  ) -> LayoutConstraint.FormatOptions? {
    guard let elements = array(value, named: "options") else { return nil }
    var options = LayoutConstraint.FormatOptions()
    var isValid = true
    for element in elements {
      guard let text = string(element, named: "options") else {
        isValid = false
        continue
      }
      let length = text.utf8.count
      guard
        let entry = LayoutConstraint.FormatOptions.names.first(where: {
          $0.name.utf8.count == length && $0.name == text
        })
      else {
        let known = LayoutConstraint.FormatOptions.names.map { $0.name }
        report(
          .unknownValue, at: element, "Unknown option '\(LayoutFileText.token(text))' in \(name).",
          fix: LayoutFileText.didYouMean(
            text, among: known,
            aliases: ["alignAllCenter": "alignAllCenterY", "leftToRight": "directionLeftToRight"])
            ?? "Options are \(LayoutFileText.alternatives(known)).")
        isValid = false
        continue
      }
      options.formUnion(entry.option)
    }
    return isValid ? options : nil
  }

  /// Reports a problem of a format string: inside it, at the character with the string and a
  /// caret under it; about its options, at the `options` value.
  private mutating func report(
    _ problem: VisualFormatProblem, in value: JSONValue, text: String, options: JSONValue?,
    name: ConstraintName
  ) {
    let code: LayoutFileDiagnostic.Code
    switch problem.kind {
    case .syntax: code = .formatSyntax
    case .unknownView: code = .unknownView
    case .unknownMetric: code = .unknownMetric
    case .invalidPriority: code = .priorityOutOfRange
    case .invalidNumber: code = .nonFiniteNumber
    case .superview: code = .formatSuperview
    case .invalidOptions: code = .formatOptions
    }
    let message = String(problem.message.dropLast()) + " in \(name)."
    guard let offset = problem.offset else {
      let place = options ?? value
      report(code, at: place.location, path: place.path, message, fix: problem.fix)
      return
    }
    let error = VisualFormatError(problem, in: text)
    diagnostics.append(
      LayoutFileDiagnostic(
        code: code, file: fileName, location: location(in: value, utf8Offset: offset),
        path: value.path, message: message, fix: problem.fix,
        excerpt: .init(text: text, column: error.column ?? 1)))
  }
}

/// The location in the file of a character of a format string that expanded, when the string is
/// written plainly (without escapes), so that each byte is a column; other strings are located
/// by ``LayoutFileDecoder/location(in:utf8Offset:)``.
private struct StringLocator {
  /// Where the string's opening quote is.
  let quote: TextLocation
  /// Whether the string is written plainly.
  let isPlain: Bool

  /// The locator of `value`, a format string that expanded and whose decoded text is `text`, in
  /// the file's bytes `source`.
  ///
  /// Such a string holds only ASCII characters other than `"` and `\`, so it is written plainly
  /// exactly when the file's closing quote follows as many bytes as the text has: an escape
  /// makes the written string longer, and the byte where the text would end is then inside the
  /// string, where a `"` could only be an escaped one, which the text does not hold.
  init(_ value: JSONValue, text: String, source: [UInt8]) {
    quote = value.location
    let end = quote.offset + 1 + text.utf8.count
    isPlain = end < source.count && source[end] == UInt8(ascii: "\"")
  }

  /// The location of the character at `offset` of a plainly written string.
  func location(utf8Offset offset: Int) -> TextLocation {
    TextLocation(
      line: quote.line, column: quote.column + 1 + offset, offset: quote.offset + 1 + offset)
  }
}

/// A layout file's names, as a format string looks them up: its views and guides, and its
/// metrics.
///
/// A class, made once for all of a file's format strings, so that passing it around retains one
/// object rather than each of its tables.
final class FileFormatNames: VisualFormatNames {
  let items: IdentifierMap<LayoutSymbols.Item>
  let metrics: [String: Double]
  let viewNames: [String]
  let metricNames: [String]

  init(
    items: IdentifierMap<LayoutSymbols.Item>, metrics: [String: Double], viewNames: [String],
    metricNames: [String]
  ) {
    self.items = items
    self.metrics = metrics
    self.viewNames = viewNames
    self.metricNames = metricNames
  }

  func kind(of name: String) -> VisualFormatNameKind {
    switch items[name]?.kind {
    case .view: return .view
    case .guide: return .other("a guide")
    case nil: return name == "root" ? .other("the root") : .unknown
    }
  }

  func metric(_ name: String) -> Double? { metrics[name] }

  /// Where the last view looked up by its bytes was found: a file's format strings name its
  /// views mostly in the order it declares them. (Only the decoder that made this object reads
  /// it, one format string at a time, so accesses cannot overlap.)
  @exclusivity(unchecked) private var hint = -1

  func view(named bytes: UnsafeBufferPointer<UInt8>) -> String? {
    if let (id, item) = items.asciiEntry(bytes, hint: &hint) {
      return item.kind == .view ? id : nil
    }
    return decodedView(named: bytes)
  }
}

extension String {
  /// The string with each `-` made `_`: an id turned into a metric's name.
  fileprivate var replacingHyphens: String {
    String(unicodeScalars.map { $0 == "-" ? "_" : Character($0) })
  }
}
