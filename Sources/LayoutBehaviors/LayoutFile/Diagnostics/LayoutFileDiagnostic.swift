/// A problem found in a layout file: what it is, where it is, and how to fix it when that is likely.
///
/// Diagnostics print like a compiler's, with the JSON path of the value at fault on the next line:
///
/// ```text
/// layout.json:12:18: error: Unknown anchor 'widht' in constraint 3.
///   path: $.constraints[3]
///   fix: Did you mean 'width'?
/// ```
///
/// Messages are in sentence case and quote the offending token in single quotes. Every diagnostic
/// about a file has a ``line``, a ``column`` and a ``jsonPath``; a diagnostic about something given on the
/// command line (an `--event` argument) has neither. A diagnostic that involves other places in
/// the file, such as the constraints an unsatisfiable constraint conflicts with, lists them as
/// ``notes``, printed after it as a compiler prints its notes, each with its path:
///
/// ```text
/// card.json:14:5: error: Unsatisfiable constraint 'card-height' (card.height == 900) conflicts …
///   path: $.constraints[3]
///   fix: Lower its priority below 1000 ('@ high'), or change one of the constraints it …
/// card.json:2:11: note: 'root-height' (root.height == 812) is the height of 'root'.
///   path: $.root.height
/// ```
///
/// The first line of each keeps the form `file:line:column: severity: message` that editors
/// and CI annotators parse; the `path:` and `fix:` lines are indented continuation lines.
/// `layout-cli --diagnostics json` writes them as one JSON document instead.
public struct LayoutFileDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// The file cannot be used.
    case error
    /// The file can be used, but probably does not do what its author meant.
    case warning
    /// Information: something the engine did that the author may want to know, such as a
    /// constraint that became satisfiable again.
    case note

    /// Orders errors before warnings, and warnings before notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs.rank < rhs.rank
    }

    /// The position of the severity in the order errors, warnings, notes.
    private var rank: Int {
      switch self {
      case .error: return 0
      case .warning: return 1
      case .note: return 2
      }
    }
  }

  /// Another place in the file that a diagnostic involves, printed after it as
  /// `file:line:column: note: message`.
  public struct Note: Hashable, Sendable, CustomStringConvertible {
    /// The file of the place, as given to the parser.
    public var file: String
    /// Where in the file the place is, if known.
    package var location: TextLocation?
    /// The JSON path of the value at the place, if known.
    package var path: JSONPath?
    /// What is there, in sentence case, with tokens in single quotes.
    public var message: String

    /// Creates a note.
    package init(file: String, location: TextLocation?, path: JSONPath?, message: String) {
      self.file = file
      self.location = location
      self.path = path
      self.message = message
    }

    /// The line of the place, from 1, if known.
    public var line: Int? { location?.line }
    /// The column of the place in Unicode scalars, from 1, if known.
    public var column: Int? { location?.column }
    /// The JSON path of the value at the place, such as `$.constraints[3]`, if known.
    public var jsonPath: String? { path?.description }

    /// The note as a compiler prints it: `file:line:column: note: message`, then, if the note
    /// has a JSON path, a line `  path: $.constraints[3]`. There is no trailing newline.
    public var description: String {
      var text = file
      if let location { text += ":\(location.line):\(location.column)" }
      text += ": note: \(message)"
      if let path { text += "\n  path: \(path.quotableDescription)" }
      return text
    }
  }

  /// How serious the problem is.
  public var severity: Severity
  /// A stable, machine-readable code such as `unknown-anchor`.
  public var code: Code
  /// The name of the file, as given to the parser (`-` or `<stdin>` for standard input).
  public var file: String
  /// Where in the file the problem is, if it is in the file.
  package var location: TextLocation?
  /// The JSON path of the value at fault, if the problem is in the file.
  package var path: JSONPath?
  /// What is wrong, in sentence case, with tokens in single quotes.
  public var message: String
  /// A likely fix, such as `Did you mean 'width'?`.
  public var fix: String?
  /// Other places the diagnostic involves, such as the constraints a constraint conflicts with.
  public var notes: [Note]
  /// The string the problem is in and the problem's column in it, for a problem inside a
  /// format string: printed under the first line with a caret under the offending character.
  package var excerpt: Excerpt?

  /// A string quoted under a diagnostic, with the column (in Unicode scalars, from 1) to mark.
  package struct Excerpt: Hashable, Sendable {
    /// The string, as decoded from the file.
    package var text: String
    /// The column of the offending character in ``text``.
    package var column: Int

    /// Creates an excerpt.
    package init(text: String, column: Int) {
      self.text = text
      self.column = column
    }

    /// The string, then a caret under the column, each indented by two spaces.
    var lines: String {
      "  " + LayoutFileText.expression(text) + "\n  "
        + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
  }

  /// Creates a diagnostic.
  package init(
    severity: Severity = .error, code: Code, file: String, location: TextLocation?,
    path: JSONPath?, message: String, fix: String? = nil, notes: [Note] = [],
    excerpt: Excerpt? = nil
  ) {
    self.excerpt = excerpt
    self.severity = severity
    self.code = code
    self.file = file
    self.location = location
    self.path = path
    self.message = message
    self.fix = fix
    self.notes = notes
  }

  /// The line of the problem, from 1, if it is in the file.
  public var line: Int? { location?.line }
  /// The column of the problem in Unicode scalars, from 1, if it is in the file.
  public var column: Int? { location?.column }
  /// The JSON path of the value at fault, such as `$.constraints[3].priority`, if the problem is
  /// in the file.
  public var jsonPath: String? { path?.description }

  /// The diagnostic as a compiler prints it: `file:line:column: severity: message`, then, for a
  /// problem inside a format string, the string and a caret under the offending character,
  /// then, if there is a JSON path, a line `  path: $.constraints[3]`, then, if there is a fix,
  /// a line `  fix: …`, then each note (see ``Note/description``). There is no trailing
  /// newline.
  public var description: String {
    var text = file
    if let location { text += ":\(location.line):\(location.column)" }
    text += ": \(severity.rawValue): \(message)"
    if let excerpt { text += "\n" + excerpt.lines }
    if let path { text += "\n  path: \(path.quotableDescription)" }
    if let fix { text += "\n  fix: \(fix)" }
    for note in notes { text += "\n" + note.description }
    return text
  }

  /// Sorts diagnostics in the order a reader wants them: those with a location by position in
  /// the file, then those without one, keeping the given order among equals.
  ///
  /// - Parameter diagnostics: The diagnostics to sort.
  /// - Returns: The diagnostics in file order.
  package static func sorted(_ diagnostics: [LayoutFileDiagnostic]) -> [LayoutFileDiagnostic] {
    diagnostics.enumerated().sorted { a, b in
      switch (a.element.location, b.element.location) {
      case (let x?, let y?):
        if x != y { return x < y }
      case (.some, .none):
        return true
      case (.none, .some):
        return false
      case (.none, .none):
        break
      }
      return a.offset < b.offset
    }.map { $0.element }
  }
}

extension LayoutFileDiagnostic {
  /// A stable identifier for a kind of problem, such as `unknown-anchor`.
  ///
  /// Codes never change once published, so scripts and tests can rely on them. The codes that
  /// start with `json-` are JSON syntax errors; the others are errors in the layout itself.
  public struct Code: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The code, in kebab case.
    public var rawValue: String

    /// Creates a code from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a code from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The code's text.
    public var description: String { rawValue }

    // MARK: JSON syntax

    /// A character that cannot appear where it is, such as `'` or a bare word.
    public static let jsonUnexpectedCharacter: Code = "json-unexpected-character"
    /// The file ends in the middle of a value, or is empty.
    public static let jsonUnexpectedEnd: Code = "json-unexpected-end"
    /// A comma before `]` or `}`.
    public static let jsonTrailingComma: Code = "json-trailing-comma"
    /// A `//` or `/* */` comment; JSON has none.
    public static let jsonComment: Code = "json-comment"
    /// A backslash escape JSON does not define, or an unpaired UTF-16 surrogate.
    public static let jsonInvalidEscape: Code = "json-invalid-escape"
    /// A control character (such as a raw line break or tab) inside a string.
    public static let jsonInvalidString: Code = "json-invalid-string"
    /// Bytes that are not valid UTF-8.
    public static let jsonInvalidUTF8: Code = "json-invalid-utf8"
    /// A number JSON does not allow, such as `01`, `1.`, `.5`, `+1` or `0x10`.
    public static let jsonInvalidNumber: Code = "json-invalid-number"
    /// A number too large for a `Double` (`1e999`), or `NaN` or `Infinity`.
    public static let jsonNonFiniteNumber: Code = "json-non-finite-number"
    /// The same key twice in one object.
    public static let jsonDuplicateKey: Code = "json-duplicate-key"
    /// Arrays and objects nested deeper than 128 levels.
    public static let jsonTooDeep: Code = "json-too-deep"
    /// Something after the end of the top-level value.
    public static let jsonTrailingContent: Code = "json-trailing-content"

    // MARK: Document structure

    /// A key the format does not define.
    public static let unknownKey: Code = "unknown-key"
    /// A required key is missing.
    public static let missingKey: Code = "missing-key"
    /// Two keys that cannot be given together, such as an event's `frame` and `height`.
    public static let conflictingKeys: Code = "conflicting-keys"
    /// A value of the wrong JSON type, such as the string `"300"` where a number is expected.
    public static let wrongType: Code = "wrong-type"
    /// A number outside its allowed range, such as a negative width or duration.
    public static let outOfRange: Code = "out-of-range"
    /// A string that is not one of the allowed names, such as a direction or a curve.
    public static let unknownValue: Code = "unknown-value"
    /// An identifier that does not match `[A-Za-z_][A-Za-z0-9_-]*`.
    public static let invalidIdentifier: Code = "invalid-identifier"
    /// An identifier that is reserved, such as `root`.
    public static let reservedIdentifier: Code = "reserved-identifier"
    /// Two views or guides, or two constraints, with the same identifier.
    public static let duplicateIdentifier: Code = "duplicate-identifier"
    /// A reference to a view that does not exist.
    public static let unknownView: Code = "unknown-view"
    /// A reference to a constraint identifier that does not exist.
    public static let unknownConstraint: Code = "unknown-constraint"
    /// A guide where only a view can be, such as a guide named as a parent.
    public static let notAView: Code = "not-a-view"
    /// Views whose parents form a cycle.
    public static let parentCycle: Code = "parent-cycle"
    /// The same view or constraint named twice in one behavior.
    public static let duplicateReference: Code = "duplicate-reference"
    /// A view with `text` that is the parent of other views: a view with text has no subviews.
    public static let textWithChildren: Code = "text-with-children"
    /// A collapsible view whose constraint does not involve it (a warning).
    public static let unrelatedConstraint: Code = "unrelated-constraint"

    // MARK: Constraint expressions

    /// A constraint expression that does not follow the grammar.
    public static let expressionSyntax: Code = "expression-syntax"
    /// An item in an expression that is neither a view, a guide, nor `root`.
    public static let unknownItem: Code = "unknown-item"
    /// An anchor name that does not exist, such as `widht`.
    public static let unknownAnchor: Code = "unknown-anchor"
    /// A guide name after an item that does not exist, such as `root.safearea`.
    public static let unknownGuide: Code = "unknown-guide"
    /// `.margins` on a guide, or `.safeArea` on anything but `root`.
    public static let noSuchGuide: Code = "no-such-guide"
    /// An x-axis anchor related to a y-axis anchor.
    public static let axisMismatch: Code = "axis-mismatch"
    /// A position anchor related to a dimension.
    public static let positionDimensionMismatch: Code = "position-dimension-mismatch"
    /// `leading`/`trailing` related to `left`/`right`, which Auto Layout forbids.
    public static let directionMismatch: Code = "direction-mismatch"
    /// A position anchor set to a constant.
    public static let positionConstant: Code = "position-constant"
    /// A multiplier on a position anchor.
    public static let multiplierOnPosition: Code = "multiplier-on-position"
    /// A number in an expression too large for a `Double`.
    public static let nonFiniteNumber: Code = "non-finite-number"
    /// A priority outside 1…1000.
    public static let priorityOutOfRange: Code = "priority-out-of-range"
    /// A priority name that does not exist.
    public static let unknownPriority: Code = "unknown-priority"
    /// A priority given both after `@` in the expression and in the `priority` key.
    public static let duplicatePriority: Code = "duplicate-priority"

    // MARK: Format strings

    /// A format string (`H:…`, `V:…`) that does not follow the Visual Format Language.
    public static let formatSyntax: Code = "format-syntax"
    /// A name in a format string that is no metric (nor, in a view's predicate, view).
    public static let unknownMetric: Code = "unknown-metric"
    /// A format string with `|` whose views do not share one parent.
    public static let formatSuperview: Code = "format-superview"
    /// A format string's options that do not fit it, such as `alignAllTop` on a `V:` string.
    public static let formatOptions: Code = "format-options"
    /// A metric with an invalid name, or the name of a view or guide.
    public static let invalidMetric: Code = "invalid-metric"

    // MARK: Events

    /// An event type that does not exist.
    public static let unknownEvent: Code = "unknown-event"
    /// A collapse, show or toggle event for a view with no collapsible behavior.
    public static let notCollapsible: Code = "not-collapsible"
    /// (warning) A keyboard event in a layout without a keyboard behavior: it changes nothing.
    public static let noKeyboardBehavior: Code = "no-keyboard-behavior"
    /// A gesture event for a view with no behavior for that kind of gesture.
    public static let noGestureBehavior: Code = "no-gesture-behavior"
    /// A pile event naming a view that is not a pile.
    public static let notAPile: Code = "not-a-pile"
    /// A pile naming (in its `views` or a push) a view that is not one of its cards.
    public static let notACard: Code = "not-a-card"
    /// A `setText` event for a view without text; (warning) a `textScale` event in a layout
    /// without text, which changes nothing.
    public static let noText: Code = "no-text"
    /// A `resize` event that sets the root's width or height where the root fits its content
    /// (`"fit"`): that size follows the content.
    public static let resizeFitRoot: Code = "resize-fit-root"

    // MARK: Behaviors

    /// A keyboard-avoidance constraint on a horizontal position or a width: the keyboard moves
    /// content vertically.
    public static let keyboardAxisMismatch: Code = "keyboard-axis-mismatch"
    /// A collapse direction that does not fit the attribute its constraint moves, such as
    /// `top` through a `leading` constraint.
    public static let collapseAxisMismatch: Code = "collapse-axis-mismatch"
    /// A constraint that moves a view horizontally (or vertically) but does not move an x-axis
    /// (or y-axis) position of the view.
    public static let moveAxisMismatch: Code = "move-axis-mismatch"
    /// Two behaviors of one view that take the same kind of gesture, such as `moveable` and
    /// `draggable` (both take pans).
    public static let conflictingBehaviors: Code = "conflicting-behaviors"

    // MARK: Solving

    /// A required constraint that contradicts other required constraints; it is not applied.
    public static let unsatisfiableConstraint: Code = "unsatisfiable-constraint"
    /// (note) A constraint that was unsatisfiable applies again after a change.
    public static let recoveredConstraint: Code = "recovered-constraint"
    /// A constraint the engine could not activate.
    public static let activationFailed: Code = "activation-failed"
    /// An event that would give a constraint a constant that is not a finite number or is beyond
    /// the solver's range (10¹⁵); it changes nothing.
    public static let nonFiniteConstant: Code = "non-finite-constant"
    /// A gesture step that would give a view a transform that is not a finite number; the step
    /// changes nothing.
    public static let nonFiniteTransform: Code = "non-finite-transform"
    /// (Found when solving.) An applied required constraint does not hold in the solved layout
    /// beyond the solver's tolerance: the frames it positions are wrong.
    public static let requiredViolated: Code = "required-violated"
    /// (warning, found when solving) A view whose solved width or height is negative.
    public static let negativeSize: Code = "negative-size"
    /// (warning, found when solving) Attributes of views or guides that the constraints do not
    /// determine: the solved layout is one of many equally good ones.
    public static let ambiguousLayout: Code = "ambiguous-layout"
    /// (warning, found when solving) Views whose text's measured size did not settle: a width
    /// depends on a height and the wraps oscillate; the layout shows the last solve.
    public static let unsettledMeasurement: Code = "unsettled-measurement"
  }
}

/// All the errors found in a layout file, sorted by position, and any warnings with them.
///
/// This is the failure of ``LayoutDocument/parse(_:fileName:)-(String,_)``.
public struct LayoutFileErrors: Error, Sendable, CustomStringConvertible {
  /// The diagnostics, in file order; at least one is an error.
  public var diagnostics: [LayoutFileDiagnostic]

  /// Creates the failure from its diagnostics.
  package init(diagnostics: [LayoutFileDiagnostic]) { self.diagnostics = diagnostics }

  /// The diagnostics whose severity is `error`.
  public var errors: [LayoutFileDiagnostic] { diagnostics.filter { $0.severity == .error } }

  /// The diagnostics, one after the other, separated by line breaks.
  public var description: String { diagnostics.map { $0.description }.joined(separator: "\n") }
}

extension LayoutFileDiagnostic {
  /// The name closest to a misspelled one, as the layout-file diagnostics suggest them.
  ///
  /// Tools built on the format (such as `layout-cli`) use this to make their own suggestions
  /// match the file's: an alias, a name equal but for case, or the nearest name by edit distance
  /// (insertions, deletions, substitutions and adjacent transpositions) when it is within a third
  /// of the token's length. Ties go to the earliest candidate.
  ///
  /// - Parameters:
  ///   - token: What was written.
  ///   - candidates: The valid names, in a fixed order.
  ///   - aliases: Alternative spellings and the name each means.
  /// - Returns: The suggested name, or `nil` when none is close.
  package static func suggestion(
    for token: String, among candidates: [String], aliases: [String: String] = [:]
  ) -> String? {
    LayoutFileText.nearest(to: token, among: candidates, aliases: aliases)
  }

  /// User text as every message quotes it: control characters escaped as `\u{…}`, and text
  /// longer than 60 characters cut there with an ellipsis, so that no message echoes a huge
  /// name whole.
  ///
  /// Tools built on the format (such as `layout-cli`) use this for the text they quote, so that
  /// their messages cut tokens where the file's do.
  ///
  /// - Parameter text: What was written.
  /// - Returns: The text to put between single quotes.
  package static func quotable(_ text: String) -> String {
    LayoutFileText.token(text)
  }
}
