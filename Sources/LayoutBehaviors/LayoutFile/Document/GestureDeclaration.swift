/// The gesture behaviors of one view, from the file's `behaviors.gestures`: which of
/// ``Moveable``, ``Pinchable``, ``Rotatable``, ``Tappable``, ``Forceable`` and ``Draggable`` it
/// has, with their options.
///
/// ```json
/// { "view": "photo", "moveable": true, "pinchable": { "minimumScale": 0.5, "maximumScale": 3 },
///   "rotatable": { "minimumRotation": -0.785, "maximumRotation": 0.785 }, "tappable": true }
/// ```
///
/// Each behavior is `true` (its default options), `false` (absent, as if not written) or an
/// object of options. One behavior per kind of gesture: `moveable` and `draggable` both take
/// pans, `tappable` and `draggable` both take presses, so a view has at most one of each pair.
package struct GestureDeclaration: Sendable {
  /// The view the gestures act on.
  package var view: String
  /// The ``Moveable`` behavior, or `nil` when the view is not moveable.
  package var moveable: MoveableDeclaration?
  /// The ``Pinchable`` behavior, or `nil`.
  package var pinchable: PinchableDeclaration?
  /// The ``Rotatable`` behavior, or `nil`.
  package var rotatable: RotatableDeclaration?
  /// Whether the view is ``Tappable``.
  package var isTappable: Bool
  /// Whether the view is ``Forceable``.
  package var isForceable: Bool
  /// The ``Draggable`` behavior, or `nil`.
  package var draggable: DraggableDeclaration?
  /// Where the declaration's object is in the file, if it came from one.
  package var location: TextLocation?
  /// The JSON path of the declaration's object, such as `$.behaviors.gestures[0]`.
  package var path: JSONPath?

  /// Creates the gesture behaviors of a view; none by default.
  package init(
    view: String, moveable: MoveableDeclaration? = nil, pinchable: PinchableDeclaration? = nil,
    rotatable: RotatableDeclaration? = nil, isTappable: Bool = false, isForceable: Bool = false,
    draggable: DraggableDeclaration? = nil, location: TextLocation? = nil, path: JSONPath? = nil
  ) {
    self.view = view
    self.moveable = moveable
    self.pinchable = pinchable
    self.rotatable = rotatable
    self.isTappable = isTappable
    self.isForceable = isForceable
    self.draggable = draggable
    self.location = location
    self.path = path
  }

  /// The behaviors of ``Manipulator`` this declaration makes (all but ``draggable``).
  package var manipulatorBehaviors: GestureBehaviors {
    var behaviors: GestureBehaviors = []
    if moveable != nil { behaviors.insert(.moveable) }
    if pinchable != nil { behaviors.insert(.pinchable) }
    if rotatable != nil { behaviors.insert(.rotatable) }
    if isTappable { behaviors.insert(.tappable) }
    if isForceable { behaviors.insert(.forceable) }
    return behaviors
  }
}

/// The options of a ``Moveable`` view: how it moves and whether it stays in its superview.
///
/// ```json
/// "moveable": { "method": "constraints", "horizontal": "handle-leading", "bounded": true }
/// ```
package struct MoveableDeclaration: Hashable, Sendable {
  /// How the view moves, as ``MoveMethod`` with constraint ids.
  package enum Method: Hashable, Sendable {
    /// By its transform (the default): `"method": "transform"`.
    case transform
    /// Through the constants of these constraints (`"method": "constraints"`, with
    /// `"horizontal"` and/or `"vertical"` ids); `nil` keeps that axis still.
    case constraints(horizontal: String?, vertical: String?)
  }

  /// How the view moves; ``Method/transform`` by default.
  package var method: Method
  /// Whether the view's visual frame stays inside its superview's bounds (`"bounded"`); `true` by
  /// default, as in ``MoveableState``.
  package var isBoundedBySuperview: Bool

  /// Creates the options; by default the view moves by its transform and stays in its superview.
  package init(method: Method = .transform, isBoundedBySuperview: Bool = true) {
    self.method = method
    self.isBoundedBySuperview = isBoundedBySuperview
  }
}

/// The options of a ``Pinchable`` view: its scale limits.
///
/// ```json
/// "pinchable": { "minimumScale": 0.5, "maximumScale": 3 }
/// ```
package struct PinchableDeclaration: Hashable, Sendable {
  /// The smallest scale, greater than 0; 0.1 by default.
  package var minimumScale: Double
  /// The largest scale, at least ``minimumScale``; 2 by default.
  package var maximumScale: Double

  /// Creates the options; limits of 0.1 and 2 by default, as in ``PinchableState``.
  package init(minimumScale: Double = 0.1, maximumScale: Double = 2) {
    self.minimumScale = minimumScale
    self.maximumScale = maximumScale
  }
}

/// The options of a ``Rotatable`` view: its optional rotation limits, in radians.
///
/// ```json
/// "rotatable": { "minimumRotation": -0.785, "maximumRotation": 0.785 }
/// ```
package struct RotatableDeclaration: Hashable, Sendable {
  /// The smallest total rotation in radians, or `nil` for none (the default).
  package var minimumRotation: Double?
  /// The largest total rotation in radians, or `nil` for none (the default).
  package var maximumRotation: Double?

  /// Creates the options; no limits by default.
  package init(minimumRotation: Double? = nil, maximumRotation: Double? = nil) {
    self.minimumRotation = minimumRotation
    self.maximumRotation = maximumRotation
  }
}

/// The options of a ``Draggable`` view: the scale of a pressed view.
///
/// ```json
/// "draggable": { "pressedScale": 0.9 }
/// ```
package struct DraggableDeclaration: Hashable, Sendable {
  /// The scale of a pressed view, greater than 0; 0.8 by default.
  package var pressedScale: Double

  /// Creates the options; a pressed scale of 0.8 by default, as in ``DraggableState``.
  package init(pressedScale: Double = 0.8) {
    self.pressedScale = pressedScale
  }
}
