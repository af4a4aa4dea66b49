import ConstraintSolver
import LayoutBehaviors

/// An event given on the command line, with `--event 'toggle sidebar'` or `--keyboard 291`.
///
/// The syntax is checked here (a usage error, exit 64); whether the view or constraint exists is
/// checked against the document with the layout-file diagnostics (exit 65).
struct EventArgument: Equatable {
  /// What the argument asks for: the file format's own event value. A keyboard given by its
  /// height is docked to the document's root when the document is known
  /// (``declaration(root:)``); until then its frame is zero.
  var kind: EventDeclaration.Kind
  /// How messages name the argument: `--event 'toggle sidebar'`, `--keyboard 291`.
  var origin: String

  /// The `--event` verbs, in the order of the help.
  static let verbs = [
    "toggle", "collapse", "show", "keyboard-show", "keyboard-hide", "set-constant", "activate",
    "deactivate", "pan", "pinch", "rotate", "tap", "force", "push", "pop", "advance", "resize",
    "set-text", "set-hidden", "text-scale",
  ]

  /// The file format's event types that are accepted as verbs, and the verb each means: an
  /// `--event` can be written with the file's names (`rotation photo 0.5`, `press share`).
  static let fileEventNames = [
    "keyboardWillShow": "keyboard-show", "keyboardWillHide": "keyboard-hide",
    "setConstant": "set-constant", "rotation": "rotate", "press": "tap", "setText": "set-text",
    "setHidden": "set-hidden", "textScale": "text-scale",
  ]

  /// Other spellings, suggested as fixes, and the verb each means.
  static let verbAliases = [
    "hide": "collapse", "expand": "show", "drag": "pan", "move": "pan",
    "keyboardWillChangeFrame": "keyboard-show", "text": "set-text", "hidden": "set-hidden",
    "dynamic-type": "text-scale", "rotate-device": "resize",
  ]

  /// The most steps a whole gesture can have, as in files.
  static let maximumSteps = 1000

  /// Parses the value of an `--event` option.
  ///
  /// - Throws: A usage error naming the problem.
  init(event text: String) throws(UsageError) {
    origin = "--event '\(LayoutFileDiagnostic.quotable(text))'"
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    func invalid(_ reason: String) -> UsageError {
      UsageError(
        message:
          "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for '--event <event>': \(reason)"
      )
    }
    guard let verb = words.first else {
      throw invalid("the event is empty. Write, for example, 'toggle sidebar'.")
    }
    let arguments = Array(words.dropFirst())
    func expect(_ count: Int, _ shape: String) throws(UsageError) {
      guard arguments.count == count else {
        throw invalid(
          "'\(LayoutFileDiagnostic.quotable(verb))' takes \(count == 0 ? "no arguments" : shape), as in '\(LayoutFileDiagnostic.quotable(verb))\(count == 0 ? "" : " " + shape)'."
        )
      }
    }
    func number(_ word: String, _ what: String, unit: String = "a number of points")
      throws(UsageError) -> Double
    {
      guard let value = Self.number(word) else {
        throw invalid(
          "'\(LayoutFileDiagnostic.quotable(word))' is not a number; \(what) is \(unit).")
      }
      guard Solver.isInRange(value) else {
        throw invalid(
          "'\(LayoutFileDiagnostic.quotable(word))' is beyond the supported range (magnitudes up to 10^15); \(what) is "
            + "\(unit).")
      }
      return value
    }
    func expect(_ counts: ClosedRange<Int>, _ shape: String) throws(UsageError) {
      guard counts.contains(arguments.count) else {
        throw invalid(
          "'\(LayoutFileDiagnostic.quotable(verb))' takes \(shape), as in '\(LayoutFileDiagnostic.quotable(verb)) \(shape)'."
        )
      }
    }
    /// The optional number of steps at `index`: 1 when missing.
    func steps(at index: Int) throws(UsageError) -> Int {
      guard index < arguments.count else { return 1 }
      let word = arguments[index]
      guard let value = Int(word), value >= 1, value <= Self.maximumSteps else {
        throw invalid(
          "'\(LayoutFileDiagnostic.quotable(word))' is not a number of steps; write a whole number from 1 to "
            + "\(Self.maximumSteps).")
      }
      return value
    }
    /// The optional time at `index`: `nil` when missing.
    func time(at index: Int) throws(UsageError) -> Double? {
      guard index < arguments.count else { return nil }
      let value = try number(arguments[index], "the time", unit: "a number of seconds")
      guard value >= 0 else { throw invalid("the time must be 0 or more.") }
      return value
    }
    switch Self.fileEventNames[verb] ?? verb {
    case "toggle", "collapse", "show":
      try expect(1, "<view>")
      let view = arguments[0]
      kind =
        verb == "toggle"
        ? .toggle(view: view) : verb == "collapse" ? .collapse(view: view) : .show(view: view)
    case "keyboard-show":
      try expect(1, "<height>")
      let height = try number(arguments[0], "the height")
      guard height >= 0 else { throw invalid("the height must be 0 or more.") }
      kind = Self.dockedKeyboard(height: height)
    case "keyboard-hide":
      try expect(0, "")
      kind = .keyboardWillHide(duration: nil, curve: nil)
    case "set-constant":
      // A format string's constraint has spaces in its id (`row H:[a]-[b]`): every word but
      // the value is the id.
      try expect(2...Int.max, "<constraint> <value>")
      kind = .setConstant(
        constraint: arguments.dropLast().joined(separator: " "),
        value: try number(arguments[arguments.count - 1], "the value"))
    case "activate", "deactivate":
      try expect(1...Int.max, "<constraint>")
      let constraint = arguments.joined(separator: " ")
      kind =
        verb == "activate"
        ? .activate(constraint: constraint) : .deactivate(constraint: constraint)
    case "pan":
      try expect(3...4, "<view> <dx> <dy> [<steps>]")
      let translation = Point(
        x: try number(arguments[1], "dx"), y: try number(arguments[2], "dy"))
      kind = .gesture(
        GestureEventDeclaration(
          view: arguments[0], gesture: .pan(PanGesture(state: .ended, translation: translation)),
          steps: try steps(at: 3)))
    case "pinch":
      try expect(2...3, "<view> <scale> [<steps>]")
      let scale = try number(arguments[1], "the scale", unit: "a number")
      guard scale > 0 else { throw invalid("the scale must be greater than 0.") }
      kind = .gesture(
        GestureEventDeclaration(
          view: arguments[0], gesture: .pinch(PinchGesture(state: .ended, scale: scale)),
          steps: try steps(at: 2)))
    case "rotate":
      try expect(2...3, "<view> <radians> [<steps>]")
      let angle = try number(arguments[1], "the angle", unit: "a number of radians")
      kind = .gesture(
        GestureEventDeclaration(
          view: arguments[0], gesture: .rotation(RotationGesture(state: .ended, rotation: angle)),
          steps: try steps(at: 2)))
    case "tap":
      try expect(1, "<view>")
      kind = .gesture(
        GestureEventDeclaration(
          view: arguments[0], gesture: .press(PressGesture(state: .ended)), steps: 1,
          isAtCenter: true))
    case "force":
      try expect(2...3, "<view> <force> [<steps>]")
      let force = try number(arguments[1], "the force", unit: "a number")
      guard force >= 0 else { throw invalid("the force must be 0 or more.") }
      kind = .gesture(
        GestureEventDeclaration(
          view: arguments[0], gesture: .force(ForceGesture(state: .ended, force: force)),
          steps: try steps(at: 2)))
    case "push":
      try expect(2...3, "<pile> <view> [<time>]")
      kind = .push(pile: arguments[0], view: arguments[1], animated: true, time: try time(at: 2))
    case "pop", "advance":
      try expect(1...2, "<pile> [<time>]")
      let time = try time(at: 1)
      kind =
        verb == "pop"
        ? .pop(pile: arguments[0], animated: true, time: time)
        : .advance(pile: arguments[0], time: time)
    case "resize":
      guard arguments.count == 2 || arguments.count == 6 else {
        throw invalid(
          "'resize' takes <width> <height> [<top> <left> <bottom> <right>], as in 'resize 812 375' "
            + "or 'resize 812 375 0 47 21 47'; '-' keeps a size, as in 'resize 320 -'.")
      }
      func size(_ word: String, _ what: String) throws(UsageError) -> Double? {
        guard word != "-" else { return nil }
        let value = try number(word, what)
        guard value > 0 else { throw invalid("\(what) must be greater than 0, or '-' to keep it.") }
        return value
      }
      var resize = EventDeclaration.Resize(
        width: try size(arguments[0], "the width"), height: try size(arguments[1], "the height"))
      if arguments.count == 6 {
        var edges: [Double] = []
        for (word, edge) in zip(arguments[2...], ["top", "left", "bottom", "right"]) {
          let value = try number(word, "the \(edge) inset")
          guard value >= 0 else { throw invalid("the \(edge) inset must be 0 or more.") }
          edges.append(value)
        }
        resize.safeArea = EdgeInsets(
          top: edges[0], left: edges[1], bottom: edges[2], right: edges[3])
      } else if resize.width == nil && resize.height == nil {
        throw invalid("'resize - -' changes nothing; give a width, a height or the safe area.")
      }
      kind = .resize(resize)
    case "set-text":
      try expect(1...Int.max, "<view> <text>")
      kind = .setText(view: arguments[0], string: Self.rest(of: text, after: 2))
    case "set-hidden":
      try expect(1...2, "<view> [true|false]")
      var isHidden = true
      if arguments.count == 2 {
        switch arguments[1] {
        case "true": isHidden = true
        case "false": isHidden = false
        default:
          throw invalid(
            "'\(LayoutFileDiagnostic.quotable(arguments[1]))' is not 'true' or 'false'; 'set-hidden <view>' hides the view, 'set-hidden <view> false' shows it."
          )
        }
      }
      kind = .setHidden(view: arguments[0], isHidden: isHidden)
    case "text-scale":
      try expect(1, "<factor|category>")
      let word = arguments[0]
      if let category = ContentSizeCategory(name: word) {
        kind = .textScale(EventDeclaration.TextScale(category: category))
      } else if let factor = Self.number(word) {
        let maximum = EventDeclaration.TextScale.maximumFactor
        guard factor > 0, factor <= maximum else {
          throw invalid("the factor must be greater than 0 and at most \(Int(maximum)).")
        }
        kind = .textScale(EventDeclaration.TextScale(factor: factor))
      } else {
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        var reason =
          "'\(LayoutFileDiagnostic.quotable(word))' is not a factor or a text size."
        if let suggestion = LayoutFileDiagnostic.suggestion(
          for: word, among: names, aliases: ContentSizeCategory.aliases)
        {
          reason += " Did you mean '\(suggestion)'?"
        } else {
          reason +=
            " Write a number such as 1.5, or one of 'extraSmall' … 'extraExtraExtraLarge', "
            + "'accessibilityMedium' … 'accessibilityExtraExtraExtraLarge'."
        }
        throw invalid(reason)
      }
    default:
      var reason = "unknown event '\(LayoutFileDiagnostic.quotable(verb))'."
      if let suggestion = LayoutFileDiagnostic.suggestion(
        for: verb,
        among: Self.verbs + [
          "keyboardWillShow", "keyboardWillHide", "setConstant", "rotation", "press", "setText",
          "setHidden", "textScale",
        ],
        aliases: Self.verbAliases)
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
    guard let height = Self.number(text), height >= 0, Solver.isInRange(height) else {
      throw UsageError(
        message:
          "The value '\(LayoutFileDiagnostic.quotable(text))' is invalid for '--keyboard <height>': the height must be a number of points, from 0 to 10^15."
      )
    }
    kind = Self.dockedKeyboard(height: height)
  }

  /// A keyboard of `height` docked at the bottom of the root, its frame computed when the
  /// document is known.
  static func dockedKeyboard(height: Double) -> EventDeclaration.Kind {
    .keyboardWillShow(EventDeclaration.KeyboardChange(endFrame: .zero, dockedHeight: height))
  }

  /// The text after its first `count` words and the spaces and tabs after them, as it is
  /// written: `set-text title Hello  world` gives `Hello  world` for 2.
  static func rest(of text: String, after count: Int) -> String {
    var index = text.startIndex
    func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
    for _ in 0..<count {
      while index < text.endIndex, isBlank(text[index]) { index = text.index(after: index) }
      while index < text.endIndex, !isBlank(text[index]) { index = text.index(after: index) }
    }
    while index < text.endIndex, isBlank(text[index]) { index = text.index(after: index) }
    return String(text[index...])
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
    EventDeclaration(kind: kind.docked(in: root), origin: origin)
  }
}
