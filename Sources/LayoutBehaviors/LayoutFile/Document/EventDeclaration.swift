/// An event to apply to a layout after its first solve: a keyboard change, a collapse, a change
/// to a constraint, a gesture on a view, or a push or pop of a pile.
///
/// Events come from the file's `events` array, or from the command line (`--event`,
/// `--keyboard`), in which case they have no location.
public struct EventDeclaration: Sendable {
  /// What a keyboard event carries: the keyboard behavior's own payload
  /// (``KeyboardFrameChange``, as UIKit's keyboard notifications), and whether the file wrote it
  /// as a docked height.
  public struct KeyboardChange: Hashable, Sendable {
    /// The payload given to the keyboard behavior: end frame, duration and curve.
    public var frameChange: KeyboardFrameChange
    /// The keyboard's height when the file used the `height` shorthand (a keyboard docked at the
    /// bottom of the root, as wide as the root), else `nil`.
    public var dockedHeight: Double?

    /// The keyboard's frame at the end of its animation, in root coordinates.
    public var endFrame: Rect {
      get { frameChange.endFrame }
      set { frameChange.endFrame = newValue }
    }
    /// The animation duration in seconds, 0 or more, or `nil` for the behavior's default.
    public var duration: Double? {
      get { frameChange.duration }
      set { frameChange.duration = newValue }
    }
    /// The animation curve, or `nil` for the behavior's default.
    public var curve: AnimationCurve? {
      get { frameChange.curve }
      set { frameChange.curve = newValue }
    }

    /// Creates a keyboard change. A duration that is not a finite number of 0 or more (only in
    /// a declaration made by hand; files are validated) is left out, so the behavior's default
    /// applies.
    public init(
      endFrame: Rect, dockedHeight: Double? = nil, duration: Double? = nil,
      curve: AnimationCurve? = nil
    ) {
      frameChange = KeyboardFrameChange(
        endFrame: endFrame, duration: KeyboardFrameChange.usableDuration(duration), curve: curve)
      self.dockedHeight = dockedHeight
    }

    /// A keyboard of the given height docked at the bottom of a root, as wide as the root.
    package static func docked(
      height: Double, in root: RootDeclaration, duration: Double? = nil,
      curve: AnimationCurve? = nil
    ) -> KeyboardChange {
      KeyboardChange(
        endFrame: Rect(x: 0, y: root.height - height, width: root.width, height: height),
        dockedHeight: height, duration: duration, curve: curve)
    }

    /// The change with a docked keyboard's frame computed for `root` (a change with no
    /// ``dockedHeight`` is returned as it is): how an event written before the document is
    /// known, such as `--keyboard 291`, gets its frame.
    package func docked(in root: RootDeclaration) -> KeyboardChange {
      guard let dockedHeight else { return self }
      return .docked(height: dockedHeight, in: root, duration: duration, curve: curve)
    }
  }

  /// The kinds of events.
  public enum Kind: Equatable, Sendable {
    /// The keyboard will appear (`keyboardWillShow`).
    case keyboardWillShow(KeyboardChange)
    /// The shown keyboard will change its frame (`keyboardWillChangeFrame`).
    case keyboardWillChangeFrame(KeyboardChange)
    /// The keyboard will disappear (`keyboardWillHide`); `nil` means the behavior's default.
    case keyboardWillHide(duration: Double?, curve: AnimationCurve?)
    /// Collapse a collapsible view.
    case collapse(view: String)
    /// Show a collapsed view.
    case show(view: String)
    /// Collapse a shown view or show a collapsed one.
    case toggle(view: String)
    /// Set the constant of the constraint with the given id.
    case setConstant(constraint: String, value: Double)
    /// Activate the constraint with the given id.
    case activate(constraint: String)
    /// Deactivate the constraint with the given id.
    case deactivate(constraint: String)
    /// A gesture on a view (`pan`, `pinch`, `rotation`, `press`, `force`): one event, or a whole
    /// gesture.
    case gesture(GestureEventDeclaration)
    /// Push a card onto a pile (`push`), with animation unless `animated` is `false`, at `time`
    /// seconds (`nil`: once every running motion has ended).
    case push(pile: String, view: String, animated: Bool, time: Double?)
    /// Pop the top card of a pile (`pop`).
    case pop(pile: String, animated: Bool, time: Double?)
    /// Let a pile's time pass until `time` (`advance`), removing the cards whose leaving motion
    /// has ended; `nil` lets every running motion end.
    case advance(pile: String, time: Double?)

    /// The event with its docked keyboard's frame computed for `root` (see
    /// ``KeyboardChange/docked(in:)``); other events are returned as they are.
    package func docked(in root: RootDeclaration) -> Kind {
      switch self {
      case .keyboardWillShow(let change): return .keyboardWillShow(change.docked(in: root))
      case .keyboardWillChangeFrame(let change):
        return .keyboardWillChangeFrame(change.docked(in: root))
      default: return self
      }
    }
  }

  /// What happens.
  public var kind: Kind
  /// How messages refer to the event: `event 2` (its index in the file, from 0) or
  /// `--event 'toggle sidebar'`.
  public var origin: String
  /// Where the event's object is in the file, or `nil` for an event from the command line.
  package var location: TextLocation?
  /// The JSON path of the event's object, such as `$.events[2]`, or `nil`.
  package var path: JSONPath?

  /// Creates an event that comes from no file: `origin` names it in messages, such as
  /// `"the test's event"`.
  public init(kind: Kind, origin: String) {
    self.init(kind: kind, origin: origin, location: nil, path: nil)
  }

  /// Creates an event declared at `location` and `path` of a file.
  package init(kind: Kind, origin: String, location: TextLocation?, path: JSONPath?) {
    self.kind = kind
    self.origin = origin
    self.location = location
    self.path = path
  }

  /// The type name used in files: `keyboardWillShow`, `toggle`, `setConstant` …
  public var typeName: String {
    switch kind {
    case .keyboardWillShow: return "keyboardWillShow"
    case .keyboardWillChangeFrame: return "keyboardWillChangeFrame"
    case .keyboardWillHide: return "keyboardWillHide"
    case .collapse: return "collapse"
    case .show: return "show"
    case .toggle: return "toggle"
    case .setConstant: return "setConstant"
    case .activate: return "activate"
    case .deactivate: return "deactivate"
    case .gesture(let gesture): return gesture.gesture.kind
    case .push: return "push"
    case .pop: return "pop"
    case .advance: return "advance"
    }
  }

  /// A short description for output: `keyboardWillShow height 291`,
  /// `keyboardWillShow frame (0, 521, 375, 291)`, `toggle sidebar`, `setConstant gap 16`,
  /// `pan photo (120, -60) in 3 steps`, `push deck card-2 at 1`, `pop deck`.
  public var summary: String {
    switch kind {
    case .keyboardWillShow(let change), .keyboardWillChangeFrame(let change):
      if let height = change.dockedHeight {
        return "\(typeName) height \(LayoutFileText.number(height))"
      }
      let frame = change.endFrame
      return
        "\(typeName) frame (\(LayoutFileText.number(frame.x)), \(LayoutFileText.number(frame.y)), "
        + "\(LayoutFileText.number(frame.width)), \(LayoutFileText.number(frame.height)))"
    case .keyboardWillHide:
      return typeName
    case .collapse(let view), .show(let view), .toggle(let view):
      return "\(typeName) \(view)"
    case .setConstant(let constraint, let value):
      return "\(typeName) \(constraint) \(LayoutFileText.number(value))"
    case .activate(let constraint), .deactivate(let constraint):
      return "\(typeName) \(constraint)"
    case .gesture(let gesture):
      return gesture.summary
    case .push(let pile, let view, let animated, let time):
      return "\(typeName) \(pile) \(view)" + Self.pileOptions(animated: animated, time: time)
    case .pop(let pile, let animated, let time):
      return "\(typeName) \(pile)" + Self.pileOptions(animated: animated, time: time)
    case .advance(let pile, let time):
      return "\(typeName) \(pile)" + (time.map { " to \(LayoutFileText.number($0))" } ?? "")
    }
  }

  /// ` at 1.2`, ` without animation`, both or neither.
  static func pileOptions(animated: Bool, time: Double?) -> String {
    (time.map { " at \(LayoutFileText.number($0))" } ?? "") + (animated ? "" : " without animation")
  }

  /// The event type names, as used in files.
  package static let typeNames = [
    "keyboardWillShow", "keyboardWillChangeFrame", "keyboardWillHide", "collapse", "show",
    "toggle", "setConstant", "activate", "deactivate", "pan", "pinch", "rotation", "press",
    "force", "push", "pop", "advance",
  ]
}
