import LayoutBehaviors

/// An event given on the command line, with `--event 'toggle sidebar'` or `--keyboard 291`.
///
/// The syntax is checked here (a usage error, exit 64); whether the view or constraint exists is
/// checked against the document with the layout-file diagnostics (exit 65).
struct EventArgument: Equatable {
  /// What the argument asks for.
  enum Action: Equatable {
    case toggle(view: String)
    case collapse(view: String)
    case show(view: String)
    case keyboardShow(height: Double)
    case keyboardHide
    case setConstant(constraint: String, value: Double)
    case activate(constraint: String)
    case deactivate(constraint: String)
  }

  /// The action.
  var action: Action
  /// How messages name the argument: `--event 'toggle sidebar'`, `--keyboard 291`.
  var origin: String

  /// The `--event` verbs, in the order of the help.
  static let verbs = [
    "toggle", "collapse", "show", "keyboard-show", "keyboard-hide", "set-constant", "activate",
    "deactivate",
  ]

  /// The file format's event names, and the verb each corresponds to.
  static let verbAliases = [
    "keyboardWillShow": "keyboard-show", "keyboardWillHide": "keyboard-hide",
    "setConstant": "set-constant", "hide": "collapse", "expand": "show",
  ]

  /// Parses the value of an `--event` option.
  ///
  /// - Throws: A usage error naming the problem.
  init(event text: String) throws(UsageError) {
    origin = "--event '\(text)'"
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    func invalid(_ reason: String) -> UsageError {
      UsageError(message: "The value '\(text)' is invalid for '--event <event>': \(reason)")
    }
    guard let verb = words.first else {
      throw invalid("the event is empty. Write, for example, 'toggle sidebar'.")
    }
    let arguments = Array(words.dropFirst())
    func expect(_ count: Int, _ shape: String) throws(UsageError) {
      guard arguments.count == count else {
        throw invalid(
          "'\(verb)' takes \(count == 0 ? "no arguments" : shape), as in '\(verb)\(count == 0 ? "" : " " + shape)'."
        )
      }
    }
    func number(_ word: String, _ what: String) throws(UsageError) -> Double {
      guard let value = Self.number(word) else {
        throw invalid("'\(word)' is not a number; \(what) is a number of points.")
      }
      return value
    }
    switch verb {
    case "toggle", "collapse", "show":
      try expect(1, "<view>")
      let view = arguments[0]
      action =
        verb == "toggle"
        ? .toggle(view: view) : verb == "collapse" ? .collapse(view: view) : .show(view: view)
    case "keyboard-show":
      try expect(1, "<height>")
      let height = try number(arguments[0], "the height")
      guard height >= 0 else { throw invalid("the height must be 0 or more.") }
      action = .keyboardShow(height: height)
    case "keyboard-hide":
      try expect(0, "")
      action = .keyboardHide
    case "set-constant":
      try expect(2, "<constraint> <value>")
      action = .setConstant(constraint: arguments[0], value: try number(arguments[1], "the value"))
    case "activate", "deactivate":
      try expect(1, "<constraint>")
      action =
        verb == "activate"
        ? .activate(constraint: arguments[0]) : .deactivate(constraint: arguments[0])
    default:
      var reason = "unknown event '\(verb)'."
      if let suggestion = LayoutFileDiagnostic.suggestion(
        for: verb, among: Self.verbs, aliases: Self.verbAliases)
      {
        reason += " Did you mean '\(suggestion)'?"
      } else {
        reason += " Use one of " + Self.verbs.map { "'\($0)'" }.joined(separator: ", ") + "."
      }
      throw invalid(reason)
    }
  }

  /// Parses the value of a `--keyboard` option: the height of a keyboard docked at the bottom.
  ///
  /// - Throws: A usage error if the value is not a number of points, 0 or more.
  init(keyboard text: String) throws(UsageError) {
    origin = "--keyboard \(text)"
    guard let height = Self.number(text), height >= 0 else {
      throw UsageError(
        message:
          "The value '\(text)' is invalid for '--keyboard <height>': the height must be a number of points, 0 or more."
      )
    }
    action = .keyboardShow(height: height)
  }

  /// A finite decimal number, such as `291`, `-8` or `0.5`; not `inf`, `nan` or hexadecimal.
  static func number(_ text: String) -> Double? {
    guard !text.isEmpty,
      text.unicodeScalars.allSatisfy({ "0123456789.eE+-".unicodeScalars.contains($0) }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// The event as the document model declares it.
  ///
  /// - Parameter root: The root of the document, for the frame of a docked keyboard.
  func declaration(root: RootDeclaration) -> EventDeclaration {
    let kind: EventDeclaration.Kind
    switch action {
    case .toggle(let view): kind = .toggle(view: view)
    case .collapse(let view): kind = .collapse(view: view)
    case .show(let view): kind = .show(view: view)
    case .keyboardShow(let height): kind = .keyboardWillShow(.docked(height: height, in: root))
    case .keyboardHide: kind = .keyboardWillHide(duration: nil, curve: nil)
    case .setConstant(let constraint, let value):
      kind = .setConstant(constraint: constraint, value: value)
    case .activate(let constraint): kind = .activate(constraint: constraint)
    case .deactivate(let constraint): kind = .deactivate(constraint: constraint)
    }
    return EventDeclaration(kind: kind, origin: origin)
  }
}
