/// The behaviors declared in a layout file: keyboard avoidance, collapsible views, gestures,
/// drag and drop, and piles.
package struct BehaviorDeclarations: Sendable {
  /// The keyboard-avoidance behavior, if the file declares one.
  package var keyboard: KeyboardAvoidanceDeclaration?
  /// The collapsible views, in file order.
  package var collapsible: [CollapsibleDeclaration]
  /// The gesture behaviors of views, one entry per view, in file order.
  package var gestures: [GestureDeclaration]
  /// The drag-and-drop controller, if the file declares one.
  package var dragDrop: DragDropDeclaration?
  /// The piles, one per pile view, in file order.
  package var piles: [PileDeclaration]

  /// Creates the behaviors.
  package init(
    keyboard: KeyboardAvoidanceDeclaration? = nil, collapsible: [CollapsibleDeclaration] = [],
    gestures: [GestureDeclaration] = [], dragDrop: DragDropDeclaration? = nil,
    piles: [PileDeclaration] = []
  ) {
    self.keyboard = keyboard
    self.collapsible = collapsible
    self.gestures = gestures
    self.dragDrop = dragDrop
    self.piles = piles
  }
}

/// Keyboard avoidance: the constraints whose constants follow the keyboard.
///
/// ```json
/// "keyboard": { "constraints": ["form-bottom"], "margin": 10 }
/// ```
package struct KeyboardAvoidanceDeclaration: Sendable {
  /// The ids of the constraints to adjust, in file order.
  package var constraints: [String]
  /// Extra space between the keyboard and the content, 0 or more; 0 by default.
  package var margin: Double
  /// Where the `keyboard` object is in the file, if it came from one.
  package var location: TextLocation?
  /// The JSON path of the `keyboard` object, if it came from a file.
  package var path: JSONPath?

  /// Creates a keyboard-avoidance declaration.
  package init(
    constraints: [String], margin: Double = 0, location: TextLocation? = nil,
    path: JSONPath? = nil
  ) {
    self.constraints = constraints
    self.margin = margin
    self.location = location
    self.path = path
  }
}

/// A collapsible view: the view, the constraint it collapses onto, and how.
///
/// ```json
/// { "view": "sidebar", "constraint": "sidebar-leading", "direction": "leading", "peek": 40,
///   "group": "panels" }
/// ```
package struct CollapsibleDeclaration: Sendable {
  /// The id of the view that collapses.
  package var view: String
  /// The id of the constraint whose constant changes, or `nil` for an arranged view of a stack,
  /// which collapses by hiding (see ``StackLayout``).
  package var constraint: String?
  /// The direction of the collapse: `leading`, `trailing`, `top` and `bottom` slide the view
  /// off that edge by its size; `width` and `height` shrink it to the peek. Not used by an
  /// arranged view that collapses by hiding.
  package var direction: CollapseDirection
  /// How much of the view stays visible when collapsed, 0 or more; 0 by default.
  package var peek: Double
  /// The exclusive group: showing one view of a group collapses the others. `nil` for none.
  package var group: String?
  /// Where the declaration's object is in the file, if it came from one.
  package var location: TextLocation?
  /// The JSON path of the declaration's object, such as `$.behaviors.collapsible[0]`.
  package var path: JSONPath?

  /// Creates a collapsible declaration.
  package init(
    view: String, constraint: String?, direction: CollapseDirection, peek: Double = 0,
    group: String? = nil,
    location: TextLocation? = nil, path: JSONPath? = nil
  ) {
    self.view = view
    self.constraint = constraint
    self.direction = direction
    self.peek = peek
    self.group = group
    self.location = location
    self.path = path
  }
}
