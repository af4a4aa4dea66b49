import ConstraintSolver

/// The names a format string can use: views and metrics, looked up by the caller's tables (a
/// layout file's ids, or the dictionaries given to
/// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``).
package protocol VisualFormatNames {
  /// What a name in brackets or in a view's predicate names.
  func kind(of name: String) -> VisualFormatNameKind
  /// The value of the metric with the given name, if there is one.
  func metric(_ name: String) -> Double?
  /// The views' names, in a fixed order, for suggestions.
  var viewNames: [String] { get }
  /// The metrics' names, in a fixed order, for suggestions.
  var metricNames: [String] { get }
  /// The name whose UTF-8 bytes are `bytes`, when it names a view: the caller's own string for
  /// it where it has one (no new string made).
  func view(named bytes: UnsafeBufferPointer<UInt8>) -> String?
}

extension VisualFormatNames {
  /// The name made from `bytes`, when ``kind(of:)`` says it names a view.
  package func view(named bytes: UnsafeBufferPointer<UInt8>) -> String? {
    decodedView(named: bytes)
  }

  /// The name made from `bytes`, when ``kind(of:)`` says it names a view: the lookup of a
  /// caller without its own string for the name.
  package func decodedView(named bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let name = String(decoding: bytes, as: UTF8.self)
    if case .view = kind(of: name) { return name }
    return nil
  }
}

/// What a name in a format string stands for in its caller's tables.
package enum VisualFormatNameKind {
  /// A view.
  case view
  /// Something that is not a view, described for a message: `a guide`.
  case other(String)
  /// Nothing.
  case unknown
}

/// An item of a constraint made from a format string.
package enum VisualFormatItem: Hashable, Sendable {
  /// A view, by its position in the expansion's names (``VisualFormatExpansion/Expanded/
  /// names``): the string's views in order, then the views only its predicates name.
  case view(Int)
  /// The superview of the string's views (`|`).
  case superview
  /// The layout margins of that superview (`|-` and `-|`, the standard spacing to the edge).
  case superviewMargins
}

/// A constraint a format string stands for: `first relation second + constant`, or `first
/// relation constant` for a size. It holds no references, so that copying it is copying bytes.
package struct VisualFormatConstraint: Sendable {
  package var firstItem: VisualFormatItem
  package var firstAttribute: LayoutAttribute
  package var relation: LayoutRelation
  package var secondItem: VisualFormatItem?
  package var secondAttribute: LayoutAttribute?
  package var constant: Double
  /// The priority written after `@`; `nil` when none is (required, or the caller's default).
  package var priority: LayoutPriority?
  /// The part of the string the constraint comes from. Its label is written in the language
  /// itself: `H:[a]-8-[b]`, `H:[a(>=50)]`, `H:|-[a]`; `alignAllTop [a] [b]` for an alignment.
  /// Labels are unique among the string's constraints (a repeated part gets ` #2`, ` #3`…).
  package var part: VisualFormatPart
  /// The UTF-8 offset in the string of the part it comes from.
  package var offset: Int
}

/// Turns a format string's syntax into the constraints it stands for, with Auto Layout's
/// meaning of each part.
///
/// For the views `a` then `b` of a row (`H:`, leading to trailing):
///
/// | part | constraint |
/// |---|---|
/// | `[a]-[b]` | `b.leading == a.trailing + 8` |
/// | `[a]-20-[b]`, `[a]-(>=20@750)-[b]` | `b.leading == a.trailing + 20`, `… >= … @ 750` |
/// | `[a][b]` | `b.leading == a.trailing` |
/// | `\|-[a]` | `a.leading == superview.margins.leading` |
/// | `\|-20-[a]`, `\|[a]` | `a.leading == superview.leading + 20`, `+ 0` |
/// | `[b]-20-\|` | `superview.trailing == b.trailing + 20` |
/// | `[a(50)]`, `[a(>=50@high)]`, `[a(==b)]` | `a.width == 50`, `a.width >= 50 @ 750`, `a.width == b.width` |
///
/// A column (`V:`) reads the same with `top`, `bottom` and `height`. ``LayoutConstraint/
/// FormatOptions/directionLeftToRight`` uses `left` and `right`; ``LayoutConstraint/
/// FormatOptions/directionRightToLeft`` runs the row from the right (`a.left == b.right + 8`).
package enum VisualFormatExpansion {
  /// The standard spacing between two sibling views, in points.
  package static let standardSpacing = 8.0

  /// The constraints of the format string whose UTF-8 bytes are `bytes`, and the superview its
  /// edge `|` stands for (see ``superview(of:viewNames:superview:describe:)``): the string parsed,
  /// expanded and its superview checked, in that order, the first problem thrown.
  package static func expand<Superview: Equatable>(
    _ bytes: UnsafeBufferPointer<UInt8>, options: LayoutConstraint.FormatOptions,
    names: some VisualFormatNames, superview: (String) -> Superview?,
    describe: (Superview) -> String
  ) throws(VisualFormatProblem) -> Expanded<Superview> {
    var buffers = Buffers()
    let found = try expand(
      bytes, options: options, names: names, superview: superview, describe: describe,
      into: &buffers)
    return Expanded(constraints: buffers.constraints, names: buffers.names, superview: found)
  }

  /// Expands the format string whose UTF-8 bytes are `bytes` into `buffers` (its syntax, its
  /// constraints and the names of their views), and returns the superview its edge `|` stands
  /// for, as ``expand(_:options:names:superview:describe:)`` does. The buffers keep their
  /// storage from one string to the next, so that expanding many strings allocates for the
  /// first only.
  package static func expand<Superview: Equatable>(
    _ bytes: UnsafeBufferPointer<UInt8>, options: LayoutConstraint.FormatOptions,
    names: some VisualFormatNames, superview: (String) -> Superview?,
    describe: (Superview) -> String, into buffers: inout Buffers
  ) throws(VisualFormatProblem) -> Superview? {
    var parser = VisualFormatParser(bytes: bytes)
    try parser.parse(into: &buffers.syntax)
    try Self.constraints(
      of: buffers.syntax, in: bytes, options: options, names: names,
      into: &buffers.constraints, names: &buffers.names)
    return try Self.superview(
      of: buffers.syntax, viewNames: buffers.names, superview: superview, describe: describe)
  }

  /// What one expansion fills and the next one reuses.
  package struct Buffers {
    /// The string's syntax.
    package var syntax = VisualFormatSyntax()
    /// The constraints, as ``Expanded/constraints``.
    package var constraints: [VisualFormatConstraint] = []
    /// The names of their views, as ``Expanded/names``.
    package var names: [String] = []

    /// Empty buffers.
    package init() {}
  }

  /// The constraints of a format string, the names of the views they relate, and the superview
  /// its edge `|` stands for.
  package struct Expanded<Superview> {
    /// The constraints, in the order of the string's parts, then the alignments.
    package var constraints: [VisualFormatConstraint]
    /// The names of the views ``VisualFormatItem/view(_:)`` refers to: the string's views in
    /// order, then the views only its predicates name (`b` of `[a(==b)]`).
    package var names: [String]
    /// The superview of the views, when the string has an edge.
    package var superview: Superview?
  }

  /// The constraints of `syntax`, read from `bytes`, in the order of the string's parts, then
  /// the alignments of `options`, and the names of the views they relate, written into
  /// `constraints` and `itemNames` (whose storage is reused).
  static func constraints(
    of syntax: VisualFormatSyntax, in bytes: UnsafeBufferPointer<UInt8>,
    options: LayoutConstraint.FormatOptions, names: some VisualFormatNames,
    into constraints: inout [VisualFormatConstraint], names itemNames: inout [String]
  ) throws(VisualFormatProblem) {
    var expansion = Expansion(syntax: syntax, bytes: bytes, options: options, names: names)
    swap(&expansion.result, &constraints)
    swap(&expansion.itemNames, &itemNames)
    defer {
      swap(&expansion.result, &constraints)
      swap(&expansion.itemNames, &itemNames)
    }
    expansion.start()
    try expansion.checkOptions()
    try expansion.run()
  }

  /// The common superview of the string's views, when the string has an edge `|`, as
  /// `superview(name)` gives each view's; `nil` when it has no edge.
  ///
  /// - Throws: A problem at the first view whose superview differs from the first view's, or
  ///   that has none.
  ///
  /// - Parameter viewNames: The names of the string's views, in order (the first of
  ///   ``Expanded/names``).
  package static func superview<Superview: Equatable>(
    of syntax: VisualFormatSyntax, viewNames: [String], superview: (String) -> Superview?,
    describe: (Superview) -> String
  ) throws(VisualFormatProblem) -> Superview? {
    guard let edge = syntax.leadingEdge?.offset ?? syntax.trailingEdge?.offset else { return nil }
    var common: (superview: Superview, view: String)? = nil
    for (index, view) in syntax.views.enumerated() {
      let name = viewNames[index]
      guard let found = superview(name) else {
        throw VisualFormatProblem(
          .superview, at: edge,
          "The superview's edge '|' has no view to stand for: view '\(LayoutFileText.token(name))' has no superview.",
          fix: "Add '\(LayoutFileText.token(name))' to a view, or remove '|'.")
      }
      if let common, common.superview != found {
        throw VisualFormatProblem(
          .superview, at: view.range.lowerBound,
          "The views of a format string with '|' share one superview, but '\(LayoutFileText.token(name))' is in \(describe(found)) and '\(LayoutFileText.token(common.view))' in \(describe(common.superview)).",
          fix: "Give them the same parent, or write the edge in a separate string.")
      }
      if common == nil { common = (found, name) }
    }
    return common?.superview
  }
}

/// The state of one expansion.
private struct Expansion<Names: VisualFormatNames> {
  let syntax: VisualFormatSyntax
  let bytes: UnsafeBufferPointer<UInt8>
  let options: LayoutConstraint.FormatOptions
  let names: Names
  /// The names of the views the constraints relate: the string's views in order, then those
  /// only predicates name.
  var itemNames: [String] = []
  var result: [VisualFormatConstraint] = []
  /// Whether a view's name appears more than once in the string: only then can two parts other
  /// than two predicates of one list (a view's size or a spacing) have the same label.
  var repeatsNames = false
  /// Bit `i` is set when the string's view `i` (of the first 64) is known to name a view.
  var knownViews: UInt64 = 0
  /// How many parts have each label so far, when ``repeatsNames``.
  var labelCounts: [String: Int] = [:]

  init(
    syntax: VisualFormatSyntax, bytes: UnsafeBufferPointer<UInt8>,
    options: LayoutConstraint.FormatOptions, names: Names
  ) {
    self.syntax = syntax
    self.bytes = bytes
    self.options = options
    self.names = names
  }

  /// Empties ``result`` and ``itemNames`` (keeping their storage) and names the string's views.
  mutating func start() {
    result.removeAll(keepingCapacity: true)
    itemNames.removeAll(keepingCapacity: true)
    knownViews = 0
    for (index, view) in syntax.views.enumerated() {
      let name = UnsafeBufferPointer(rebasing: bytes[view.name])
      if let found = names.view(named: name) {
        itemNames.append(found)
        if index < 64 { knownViews |= 1 << UInt64(index) }
      } else {
        itemNames.append(String(decoding: name, as: UTF8.self))
      }
    }
    let parts = syntax.views.count * 3 + 1
    result.reserveCapacity(parts)
    if itemNames.count <= 8 {
      var repeats = false
      for index in itemNames.indices where itemNames[..<index].contains(itemNames[index]) {
        repeats = true
      }
      repeatsNames = repeats
    } else {
      repeatsNames = Set(itemNames).count < itemNames.count
    }
  }

  var isRow: Bool { syntax.orientation == .horizontal }
  var sizeAttribute: LayoutAttribute { isRow ? .width : .height }

  /// The attributes of the start and end edges along the string, and whether positions grow
  /// along it (`false` for a row from right to left).
  var edges: (start: LayoutAttribute, end: LayoutAttribute, increasing: Bool) {
    guard isRow else { return (.top, .bottom, true) }
    switch options.intersection(LayoutConstraint.FormatOptions.directionMask) {
    case .directionLeftToRight: return (.left, .right, true)
    case .directionRightToLeft: return (.right, .left, false)
    default: return (.leading, .trailing, true)
    }
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  // MARK: Options

  func checkOptions() throws(VisualFormatProblem) {
    let direction = options.intersection(LayoutConstraint.FormatOptions.directionMask)
    if direction.rawValue == 3 << 16 {
      throw VisualFormatProblem(
        .invalidOptions, at: nil,
        "The options give two directions, 'directionLeftToRight' and 'directionRightToLeft'.",
        fix: "Keep one of them.")
    }
    for alignment in LayoutConstraint.FormatOptions.alignments
    where options.contains(alignment.option) {
      let axis = alignment.attribute.axis
      if (isRow && axis == .horizontal) || (!isRow && axis == .vertical) {
        let kind = isRow ? "row ('H:')" : "column ('V:')"
        throw VisualFormatProblem(
          .invalidOptions, at: nil,
          "A \(kind) cannot take option '\(alignment.name)', which aligns along the string's own axis.",
          fix: isRow
            ? "Align a row with 'alignAllTop', 'alignAllBottom', 'alignAllCenterY' or a baseline."
            : "Align a column with 'alignAllLeading', 'alignAllTrailing', 'alignAllLeft', "
              + "'alignAllRight' or 'alignAllCenterX'.")
      }
    }
    if isRow, options.contains(.spacingBaselineToBaseline) {
      throw VisualFormatProblem(
        .invalidOptions, at: nil,
        "A row ('H:') cannot take option 'spacingBaselineToBaseline', which measures vertical spacings.",
        fix: "Remove it, or use it with a 'V:' string.")
    }
  }

  // MARK: Parts

  mutating func run() throws(VisualFormatProblem) {
    let views = syntax.views
    if let edge = syntax.leadingEdge {
      try connect(.edge(edge.offset), .view(0), through: edge.connection)
    }
    for index in views.indices {
      try sizes(of: index)
      if index < syntax.connections.count {
        try connect(.view(index), .view(index + 1), through: syntax.connections[index])
      }
    }
    if let edge = syntax.trailingEdge {
      try connect(.view(views.count - 1), .edge(edge.offset), through: edge.connection)
    }
    try alignments()
  }

  /// One side of a connection: a view of the string, or the superview's edge `|`.
  enum Side {
    case view(Int)
    case edge(Int)
  }

  func name(of index: Int) -> String { itemNames[index] }

  /// The name's range of a side, `nil` for the edge.
  func nameRange(of side: Side) -> Range<Int>? {
    switch side {
    case .view(let index): return syntax.views[index].name
    case .edge: return nil
    }
  }

  /// `range` without spaces and tabs at either end.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    while lower < upper, isSpace(bytes[lower]) { lower += 1 }
    while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// The constraints of the connection between `before` and `after`.
  mutating func connect(
    _ before: Side, _ after: Side, through connection: VisualFormatSyntax.Connection
  ) throws(VisualFormatProblem) {
    let (start, end, increasing) = edges
    let touchesEdge: Bool
    if case .edge = before {
      touchesEdge = true
    } else if case .edge = after {
      touchesEdge = true
    } else {
      touchesEdge = false
    }
    let baselines = !isRow && !touchesEdge && options.contains(.spacingBaselineToBaseline)
    // The edge before the gap, and the edge after it.
    func anchor(
      _ side: Side, isBefore: Bool, margins: Bool
    ) -> (VisualFormatItem, LayoutAttribute) {
      switch side {
      case .view(let index):
        if baselines { return (.view(index), isBefore ? .lastBaseline : .firstBaseline) }
        return (.view(index), isBefore ? end : start)
      case .edge:
        // The superview's inner edge: its start before the views, its end after them.
        return (margins ? .superviewMargins : .superview, isBefore ? start : end)
      }
    }
    // The part is where its dash is; a flush one from an edge is at the edge.
    var offset = connection.range.lowerBound
    if connection.range.isEmpty, case .edge(let edgeOffset) = before { offset = edgeOffset }
    func add(
      relation: LayoutRelation, constant: Double, priority: LayoutPriority?, margins: Bool,
      spacing: VisualFormatPart.Spacing
    ) {
      let p = anchor(before, isBefore: true, margins: margins)
      let q = anchor(after, isBefore: false, margins: margins)
      // The gap is q − p along the string, or p − q where positions fall along it.
      let (first, second) = increasing ? (q, p) : (p, q)
      let part = VisualFormatPart(
        kind: .connection(
          before: nameRange(of: before), spacing: spacing, after: nameRange(of: after)),
        isRow: isRow)
      append(
        VisualFormatConstraint(
          firstItem: first.0, firstAttribute: first.1, relation: relation, secondItem: second.0,
          secondAttribute: second.1, constant: constant, priority: priority, part: part,
          offset: offset))
    }
    switch connection.spacing {
    case .flush:
      add(relation: .equal, constant: 0, priority: nil, margins: false, spacing: .flush)
    case .standard:
      if touchesEdge {
        add(relation: .equal, constant: 0, priority: nil, margins: true, spacing: .standard)
      } else {
        if baselines {
          throw VisualFormatProblem(
            .invalidOptions, at: connection.range.lowerBound,
            "The standard spacing '-' has no value between baselines.",
            fix: "Write the distance between the baselines, as in '-(20)-'.")
        }
        add(
          relation: .equal, constant: VisualFormatExpansion.standardSpacing, priority: nil,
          margins: false, spacing: .standard)
      }
    case .simple(let predicate):
      let constant = try spacingValue(predicate.object)
      let priority = try predicate.priority.map { operand throws(VisualFormatProblem) in
        try self.priority(operand)
      }
      add(
        relation: .equal, constant: constant, priority: priority, margins: false,
        spacing: .simple(trimmed(predicate.range)))
    case .list(let positions):
      for predicate in syntax.predicates[positions] {
        let constant = try spacingValue(predicate.object)
        let priority = try predicate.priority.map { operand throws(VisualFormatProblem) in
          try self.priority(operand)
        }
        add(
          relation: predicate.relation, constant: constant, priority: priority, margins: false,
          spacing: .list(trimmed(predicate.range)))
      }
    }
  }

  /// The constraints of the predicates of view `index`, on its width (or height).
  mutating func sizes(of index: Int) throws(VisualFormatProblem) {
    let view = syntax.views[index]
    let subject = name(of: index)
    if index >= 64 || knownViews & (1 << UInt64(index)) == 0 {
      try check(view: subject, at: view.name.lowerBound)
    }
    for predicate in syntax.predicates[view.predicates] {
      let priority = try predicate.priority.map { operand throws(VisualFormatProblem) in
        try self.priority(operand)
      }
      var constraint = VisualFormatConstraint(
        firstItem: .view(index), firstAttribute: sizeAttribute, relation: predicate.relation,
        secondItem: nil, secondAttribute: nil, constant: 0, priority: priority,
        part: VisualFormatPart(
          kind: .size(view: view.name, predicate: trimmed(predicate.range)), isRow: isRow),
        offset: predicate.range.lowerBound)
      switch predicate.object {
      case .number(let value, _):
        constraint.constant = value
      case .name(let range):
        let name = text(range)
        if case .view = names.kind(of: name) {
          var position = itemNames.firstIndex(of: name)
          if position == nil {
            position = itemNames.count
            itemNames.append(name)
          }
          constraint.secondItem = .view(position!)
          constraint.secondAttribute = sizeAttribute
        } else if let value = names.metric(name) {
          constraint.constant = try checked(value, of: name, at: range)
        } else {
          throw unknownName(name, at: range.lowerBound, viewsFit: true)
        }
      }
      append(constraint)
    }
  }

  /// The alignment constraints of the options: each view after the first, to the one before.
  mutating func alignments() throws(VisualFormatProblem) {
    guard syntax.views.count > 1 else { return }
    let alignments = LayoutConstraint.FormatOptions.alignments
    for position in alignments.indices where options.contains(alignments[position].option) {
      let alignment = alignments[position]
      for index in 1..<syntax.views.count {
        let part = VisualFormatPart(
          kind: .alignment(
            position, previous: syntax.views[index - 1].name, current: syntax.views[index].name),
          isRow: isRow)
        append(
          VisualFormatConstraint(
            firstItem: .view(index), firstAttribute: alignment.attribute, relation: .equal,
            secondItem: .view(index - 1), secondAttribute: alignment.attribute, constant: 0,
            priority: nil, part: part, offset: syntax.views[index].range.lowerBound))
      }
    }
  }

  // MARK: Values

  /// Appends a constraint, numbering its part if an earlier one of the string has its label.
  ///
  /// When every view's name is distinct, labels can repeat only among one view's predicates
  /// (`[a(50,50)]`) or one spacing's (`-(8,8)-`), which are appended one after another;
  /// otherwise every label is written and counted.
  mutating func append(_ constraint: VisualFormatConstraint) {
    var constraint = constraint
    if repeatsNames {
      let label = constraint.part.label(in: bytes)
      let count = labelCounts[label, default: 0] + 1
      labelCounts[label] = count
      constraint.part.repeatNumber = count
    } else if let predicate = Self.listedPredicate(of: constraint.part) {
      let text = UnsafeBufferPointer(rebasing: bytes[predicate.range])
      var index = result.count - 1
      while index >= 0, let earlier = Self.listedPredicate(of: result[index].part),
        earlier.list == predicate.list
      {
        if UnsafeBufferPointer(rebasing: bytes[earlier.range]).elementsEqual(text) {
          constraint.part.repeatNumber += 1
        }
        index -= 1
      }
    }
    result.append(constraint)
  }

  /// A predicate of a list: of a view's size (the list named by the view's name), or of a
  /// spacing (named by the names on either side); `nil` for other parts.
  static func listedPredicate(
    of part: VisualFormatPart
  ) -> (list: (isSize: Bool, Range<Int>?, Range<Int>?), range: Range<Int>)? {
    switch part.kind {
    case .size(let view, let predicate): return ((true, view, nil), predicate)
    case .connection(let before, .list(let predicate), let after):
      return ((false, before, after), predicate)
    default: return nil
    }
  }

  /// Checks that the name in brackets at `offset` names a view.
  func check(view name: String, at offset: Int) throws(VisualFormatProblem) {
    switch names.kind(of: name) {
    case .view:
      return
    case .other(let what):
      throw VisualFormatProblem(
        .unknownView, at: offset,
        "'\(LayoutFileText.token(name))' is \(what), not a view; a format string arranges views.",
        fix: LayoutFileText.didYouMean(name, among: names.viewNames)
          ?? "Relate it with single constraints instead.")
    case .unknown:
      throw VisualFormatProblem(
        .unknownView, at: offset, "Unknown view '\(LayoutFileText.token(name))'.",
        fix: LayoutFileText.nearestNames(to: name, among: names.viewNames, kind: "views"))
    }
  }

  /// The value of a spacing's number or metric.
  func spacingValue(_ operand: VisualFormatSyntax.Operand) throws(VisualFormatProblem) -> Double {
    switch operand {
    case .number(let value, _):
      return value
    case .name(let range):
      let name = text(range)
      if let value = names.metric(name) { return try checked(value, of: name, at: range) }
      if case .view = names.kind(of: name) {
        throw VisualFormatProblem(
          .unknownMetric, at: range.lowerBound,
          "A spacing is a number or a metric, but '\(LayoutFileText.token(name))' is a view.",
          fix: "Write a number, as in '-8-', or name a metric.")
      }
      throw unknownName(name, at: range.lowerBound, viewsFit: false)
    }
  }

  /// A metric's value, checked to be a number the solver can use.
  func checked(
    _ value: Double, of name: String, at range: Range<Int>
  ) throws(VisualFormatProblem) -> Double {
    guard value.isFinite, Solver.isInRange(value) else {
      throw VisualFormatProblem(
        .invalidNumber, at: range.lowerBound,
        "Metric '\(LayoutFileText.token(name))' is \(value), not a finite number within ±1e15.",
        fix: "Give the metric a finite value.")
    }
    return value
  }

  /// The priority after `@`: a number from 1 to 1000, a priority's name, or a metric.
  func priority(_ operand: VisualFormatSyntax.Operand) throws(VisualFormatProblem)
    -> LayoutPriority
  {
    let value: Double
    let written = text(operand.range)
    switch operand {
    case .number(let number, _):
      value = number
    case .name:
      if let entry = LayoutFileDecoder.priorityNames.first(where: { $0.name == written }) {
        return entry.value
      }
      guard let metric = names.metric(written) else {
        let fix =
          LayoutFileText.didYouMean(
            written, among: LayoutFileDecoder.priorityNames.map { $0.name } + names.metricNames,
            aliases: LayoutFileDecoder.priorityAliases)
          ?? LayoutFileDecoder.priorityRangeFix
        throw VisualFormatProblem(
          .invalidPriority, at: operand.range.lowerBound,
          "Unknown priority '\(LayoutFileText.token(written))'; it is neither a priority's name nor a metric.",
          fix: fix)
      }
      value = metric
    }
    let priority = LayoutPriority(value)
    guard priority.isValid else {
      throw VisualFormatProblem(
        .invalidPriority, at: operand.range.lowerBound,
        "Priority '\(LayoutFileText.token(written))' (\(LayoutFileText.number(value))) is outside 1...1000.",
        fix: LayoutFileDecoder.priorityRangeFix)
    }
    return priority
  }

  /// The problem of a name that is no metric (nor, where `viewsFit`, view).
  func unknownName(_ name: String, at offset: Int, viewsFit: Bool) -> VisualFormatProblem {
    let candidates = viewsFit ? names.metricNames + names.viewNames : names.metricNames
    let kind = viewsFit ? "metrics and views" : "metrics"
    return VisualFormatProblem(
      .unknownMetric, at: offset,
      viewsFit
        ? "Unknown metric or view '\(LayoutFileText.token(name))'."
        : "Unknown metric '\(LayoutFileText.token(name))'.",
      fix: LayoutFileText.nearestNames(to: name, among: candidates, kind: kind)
        ?? "Define it in the metrics, or write a number.")
  }
}
