/// An event to apply to a layout after its first solve: a keyboard change, a collapse, a change
/// to a constraint, a gesture on a view, a push or pop of a pile, or a change of the conditions
/// the layout is shown in (the root's size and safe area, a label's text, a view's hidden flag,
/// the text size).
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
      docked(
        height: height, inRootOf: Size(width: root.width, height: root.height),
        duration: duration, curve: curve)
    }

    /// A keyboard of the given height docked at the bottom of a root of `size`, as wide as it.
    package static func docked(
      height: Double, inRootOf size: Size, duration: Double? = nil, curve: AnimationCurve? = nil
    ) -> KeyboardChange {
      KeyboardChange(
        endFrame: Rect(x: 0, y: size.height - height, width: size.width, height: height),
        dockedHeight: height, duration: duration, curve: curve)
    }

    /// The change with a docked keyboard's frame computed for `root` (a change with no
    /// ``dockedHeight`` is returned as it is): how an event written before the document is
    /// known, such as `--keyboard 291`, gets its frame.
    package func docked(in root: RootDeclaration) -> KeyboardChange {
      docked(inRootOf: Size(width: root.width, height: root.height))
    }

    /// The change with a docked keyboard's frame computed for a root of `size`: a scene docks
    /// the keyboard to the root's size when the event is applied, so that a keyboard shown after
    /// a `resize` is as wide as the new root and at its bottom.
    package func docked(inRootOf size: Size) -> KeyboardChange {
      guard let dockedHeight else { return self }
      return .docked(height: dockedHeight, inRootOf: size, duration: duration, curve: curve)
    }
  }

  /// What a `resize` event changes: the root's width, height and safe area, each kept as it is
  /// when `nil`. A rotation is a resize that swaps the width and height and moves the safe area.
  public struct Resize: Hashable, Sendable {
    /// The root's new width in points, or `nil` to keep it.
    public var width: Double?
    /// The root's new height in points, or `nil` to keep it.
    public var height: Double?
    /// The root's new safe-area insets, or `nil` to keep them.
    public var safeArea: EdgeInsets?

    /// Creates a resize; what is `nil` is kept.
    public init(width: Double? = nil, height: Double? = nil, safeArea: EdgeInsets? = nil) {
      self.width = width
      self.height = height
      self.safeArea = safeArea
    }
  }

  /// What a `textScale` event sets: the factor on every text's advance, line height and ascent,
  /// from the document's values (a scale is not cumulative: 1 is the document's text again),
  /// and the content size category it comes from, if any.
  public struct TextScale: Hashable, Sendable {
    /// The factor, greater than 0.
    public var factor: Double
    /// The content size category the factor is the ``ContentSizeCategory/factor`` of, or `nil`
    /// for a factor given as a number.
    public var category: ContentSizeCategory?

    /// A scale by a factor given as a number.
    public init(factor: Double) {
      self.factor = factor
      self.category = nil
    }

    /// The scale of a content size category.
    public init(category: ContentSizeCategory) {
      self.factor = category.factor
      self.category = category
    }

    /// The largest factor a file or the command line can give, 10: the largest content size
    /// category is 3.12; beyond 10, a number is most likely a point size written by mistake.
    public static let maximumFactor = 10.0
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
    /// Change the root's size and safe area (`resize`): a rotation, a split-screen window, a
    /// window resized on a desktop.
    case resize(Resize)
    /// Give a view with text a new string (`setText`), keeping its metrics.
    case setText(view: String, string: String)
    /// Hide or show a view (`setHidden`); an arranged view of a stack leaves or rejoins it.
    case setHidden(view: String, isHidden: Bool)
    /// Scale every text of the layout (`textScale`), as a change of the text size setting.
    case textScale(TextScale)

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
    case .resize: return "resize"
    case .setText: return "setText"
    case .setHidden: return "setHidden"
    case .textScale: return "textScale"
    }
  }

  /// A short description for output: `keyboardWillShow height 291`,
  /// `keyboardWillShow frame (0, 521, 375, 291)`, `toggle sidebar`, `setConstant gap 16`,
  /// `pan photo (120, -60) in 3 steps`, `push deck card-2 at 1`, `pop deck`,
  /// `resize 812 × 375 safe area (0, 47, 21, 47)` (top, left, bottom, right),
  /// `setText title 'Bonjour'`, `setHidden banner`, `setHidden banner false`,
  /// `textScale accessibilityLarge`, `textScale 1.5`.
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
    case .resize(let resize):
      var parts = [typeName]
      if resize.width != nil || resize.height != nil {
        let width = resize.width.map(LayoutFileText.number) ?? "(width kept)"
        let height = resize.height.map(LayoutFileText.number) ?? "(height kept)"
        parts.append("\(width) × \(height)")
      }
      if let insets = resize.safeArea {
        parts.append(
          "safe area (\(LayoutFileText.number(insets.top)), \(LayoutFileText.number(insets.left)), "
            + "\(LayoutFileText.number(insets.bottom)), \(LayoutFileText.number(insets.right)))")
      }
      return parts.joined(separator: " ")
    case .setText(let view, let string):
      return "\(typeName) \(view) '\(LayoutFileText.token(string))'"
    case .setHidden(let view, let isHidden):
      return "\(typeName) \(view)" + (isHidden ? "" : " false")
    case .textScale(let scale):
      guard let category = scale.category else {
        return "\(typeName) \(LayoutFileText.number(scale.factor))"
      }
      return "\(typeName) \(category.rawValue)"
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
    "force", "push", "pop", "advance", "resize", "setText", "setHidden", "textScale",
  ]
}
