/// A layout file, parsed and validated: a root, views, guides, constraints, behaviors and events.
///
/// Create one with ``parse(_:fileName:)-(String,_)``, which checks the whole file and reports
/// every problem it finds. A document that parsed is internally consistent: every id it uses
/// exists, parents form a tree, and every constraint relates compatible anchors. The format is
/// described in <doc:LayoutFileFormat>.
///
/// ```swift
/// switch LayoutDocument.parse(text, fileName: "login.json") {
/// case .success(let document):
///   print(document.viewIDs)
/// case .failure(let errors):
///   for diagnostic in errors.diagnostics { print(diagnostic) }
/// }
/// ```
public struct LayoutDocument: Sendable {
  /// The name of the file, as given to the parser.
  public var fileName: String
  /// The optional `description` text of the file, for people.
  public var descriptionText: String?
  /// The root view: its size, safe area and layout direction.
  package var root: RootDeclaration
  /// The views, in file order, which is also the order of the output.
  package var views: [ViewDeclaration]
  /// The free-standing layout guides, in file order.
  package var guides: [GuideDeclaration]
  /// The constraints, in file order.
  package var constraints: [ConstraintDeclaration]
  /// The behaviors: keyboard avoidance and collapsible views.
  package var behaviors: BehaviorDeclarations
  /// The events to apply after the first layout, in order.
  public var events: [EventDeclaration]
  /// Warnings about the file: things that are allowed but probably not meant.
  public var warnings: [LayoutFileDiagnostic]
  /// The ids of the views, in file order, which is also the order of the output.
  public var viewIDs: [String] { views.map(\.id) }
  /// The ids the decoder interned while reading the file (``DecodedIdentifiers``), for
  /// ``LayoutScene`` to share rather than hash every id again; `nil` for a document made in
  /// code. The scene checks them against ``views`` and ``constraints`` before use, so a document
  /// changed since it was decoded is still read right.
  var decodedIdentifiers: DecodedIdentifiers? = nil
  /// A priority below required as the document's own format writes it, for the fixes of
  /// diagnostics: `'@ high'` in a layout file, `750` in an Interface Builder document.
  package var priorityExample = "'@ high'"
  /// How a view of the document is given text, for the fix of a `no-text` diagnostic; `nil` for
  /// a layout file, whose views take a `text` key.
  package var textFix: String? = nil

  /// Creates a document from its parts, without validating them.
  package init(
    fileName: String, descriptionText: String? = nil, root: RootDeclaration,
    views: [ViewDeclaration] = [], guides: [GuideDeclaration] = [],
    constraints: [ConstraintDeclaration] = [], behaviors: BehaviorDeclarations = .init(),
    events: [EventDeclaration] = [], warnings: [LayoutFileDiagnostic] = []
  ) {
    self.fileName = fileName
    self.descriptionText = descriptionText
    self.root = root
    self.views = views
    self.guides = guides
    self.constraints = constraints
    self.behaviors = behaviors
    self.events = events
    self.warnings = warnings
  }

  /// The view with the given id.
  ///
  /// - Complexity: O(*n*) in the number of views.
  package func view(withID id: String) -> ViewDeclaration? {
    views.first { $0.id == id }
  }

  /// The guide with the given id.
  ///
  /// - Complexity: O(*n*) in the number of guides.
  package func guide(withID id: String) -> GuideDeclaration? {
    guides.first { $0.id == id }
  }

  /// The constraint with the given identifier.
  ///
  /// - Complexity: O(*n*) in the number of constraints.
  package func constraint(withID id: String) -> ConstraintDeclaration? {
    constraints.first { $0.identifier == id }
  }
}

/// The root view of a layout file: the container every other view is inside.
///
/// The root's frame is `(0, 0, width, height)`. Its safe area is the root inset by
/// ``safeArea``; its margins are the root inset by ``margins``, 8 on every side unless set (a
/// layout file does not set them; an Interface Builder scene's view controller gives its own).
package struct RootDeclaration: Sendable {
  /// The width in points; finite and greater than 0.
  package var width: Double
  /// The height in points; finite and greater than 0.
  package var height: Double
  /// The safe-area insets; missing edges are 0.
  package var safeArea: EdgeInsets
  /// The insets of the root's margins guide from its edges; ``defaultMargins`` unless set.
  package var margins = RootDeclaration.defaultMargins
  /// The layout direction, which decides what `leading` and `trailing` mean; `ltr` by default.
  package var direction: LayoutDirection
  /// Whether the width is `"fit"`: the root is as narrow as its content allows (see
  /// ``LayoutEngine/setRootFitsContent(_:along:)``); ``width`` is then 0 in a parsed file.
  package var widthIsFit = false
  /// Whether the height is `"fit"`: the root is as short as its content allows, as a table cell
  /// or a dialog; ``height`` is then 0 in a parsed file.
  package var heightIsFit = false
  /// The display scale (pixels per point) reported frames snap to, or `nil` (the default) for
  /// the solver's exact values; see ``LayoutEngine/displayScale``.
  package var scale: Double?
  /// Where the `root` object is in the file, if it came from one.
  package var location: TextLocation?
  /// Where the value of each key of the `root` object is in the file (`width`, `safeArea` …),
  /// for the keys the file gives.
  package var memberLocations: [String: TextLocation] {
    get { memberLocationList.dictionary }
    set { memberLocationList = MemberLocationList(newValue) }
  }
  /// ``memberLocations`` in file order, as the decoder records them.
  var memberLocationList = MemberLocationList()

  /// Creates a root declaration.
  package init(
    width: Double, height: Double, safeArea: EdgeInsets = .zero,
    direction: LayoutDirection = .leftToRight, scale: Double? = nil, location: TextLocation? = nil
  ) {
    self.width = width
    self.height = height
    self.safeArea = safeArea
    self.direction = direction
    self.scale = scale
    self.location = location
  }

  /// The margins of the root, which are the default margins of every view: 8 on each side.
  package static let defaultMargins = EdgeInsets(all: 8)
}

/// A view declared in a layout file.
package struct ViewDeclaration: Sendable {
  /// A priority for each axis, such as content hugging or compression resistance.
  package struct AxisPriorities: Hashable, Sendable {
    /// The priority along the horizontal axis (widths).
    package var horizontal: LayoutPriority
    /// The priority along the vertical axis (heights).
    package var vertical: LayoutPriority

    /// Creates the priorities of both axes.
    package init(horizontal: LayoutPriority, vertical: LayoutPriority) {
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }

  /// The size a view's content wants, per axis; `nil` on an axis means no intrinsic size there.
  package struct IntrinsicSize: Hashable, Sendable {
    /// The intrinsic width, 0 or more, or `nil`.
    package var width: Double?
    /// The intrinsic height, 0 or more, or `nil`.
    package var height: Double?

    /// Creates an intrinsic size.
    package init(width: Double? = nil, height: Double? = nil) {
      self.width = width
      self.height = height
    }

    /// No intrinsic size on either axis.
    package static let none = IntrinsicSize()
  }

  /// The view's id, unique among views and guides.
  package var id: String
  /// A name for people, shown beside the id in reports (an Interface Builder view's
  /// `userLabel`), or `nil`.
  package var label: String?
  /// The id of the superview, or `nil` for the root.
  package var parent: String?
  /// The intrinsic content size.
  package var intrinsicSize: IntrinsicSize
  /// The view's text, from its `text` key, or `nil`: the view is measured by it (its intrinsic
  /// size follows the text wrapped at its solved width), and has no intrinsic size of its own.
  package var text: TextContent?
  /// The content-hugging priorities; 250 on each axis by default, as UIKit.
  package var contentHugging: AxisPriorities
  /// The compression-resistance priorities; 750 on each axis by default, as UIKit.
  package var compressionResistance: AxisPriorities
  /// The layout margins; 8 on each side by default, as UIKit.
  package var margins: EdgeInsets
  /// Whether the view is hidden. A hidden view is still laid out, as in UIKit, unless it is
  /// arranged by a stack: then it leaves the stack's layout with its spacing.
  package var isHidden: Bool
  /// The stack the view is, if it has a `stack` key: it arranges its children in file order.
  package var stack: StackDeclaration?
  /// The view's placements between two anchors with a bias (its `bias` key), horizontal first;
  /// empty by default.
  package var bias: [BiasDeclaration] = []
  /// Where the view's object is in the file, if it came from one.
  package var location: TextLocation?
  /// The JSON path of the view's object, such as `$.views[2]`, if it came from a file.
  package var path: JSONPath?
  /// Where the value of each key of the view's object is in the file (`margins`,
  /// `intrinsicSize` …), for the keys the file gives.
  package var memberLocations: [String: TextLocation] {
    get { memberLocationList.dictionary }
    set { memberLocationList = MemberLocationList(newValue) }
  }
  /// ``memberLocations`` in file order, as the decoder records them: a list rather than a
  /// dictionary, since a view has a handful of keys and a file can have thousands of views.
  var memberLocationList = MemberLocationList()

  /// The default content hugging, 250 on each axis.
  package static let defaultContentHugging = AxisPriorities(
    horizontal: .defaultLow, vertical: .defaultLow)
  /// The default compression resistance, 750 on each axis.
  package static let defaultCompressionResistance = AxisPriorities(
    horizontal: .defaultHigh, vertical: .defaultHigh)

  /// Creates a view declaration with UIKit's defaults for everything not given.
  package init(
    id: String, parent: String? = nil, intrinsicSize: IntrinsicSize = .none,
    contentHugging: AxisPriorities = defaultContentHugging,
    compressionResistance: AxisPriorities = defaultCompressionResistance,
    margins: EdgeInsets = RootDeclaration.defaultMargins, isHidden: Bool = false,
    text: TextContent? = nil, location: TextLocation? = nil, path: JSONPath? = nil
  ) {
    self.id = id
    self.parent = parent
    self.intrinsicSize = intrinsicSize
    self.text = text
    self.contentHugging = contentHugging
    self.compressionResistance = compressionResistance
    self.margins = margins
    self.isHidden = isHidden
    self.location = location
    self.path = path
  }
}

/// A free-standing layout guide declared in a layout file: a rectangle with anchors and no view,
/// used as a spacer.
package struct GuideDeclaration: Sendable {
  /// The guide's id, unique among views and guides.
  package var id: String
  /// The id of the view that owns the guide, or `nil` for the root.
  package var parent: String?
  /// The line the guide is at (its `percent` key), or `nil` for a guide placed by constraints.
  package var percent: Percent?
  /// Where the guide's object is in the file, if it came from one.
  package var location: TextLocation?
  /// The JSON path of the guide's object, such as `$.guides[0]`, if it came from a file.
  package var path: JSONPath?

  /// A percent guideline: a line at a fraction of the owner's width or height (see
  /// ``View/addGuideline(_:at:identifier:)``).
  package struct Percent: Hashable, Sendable {
    /// Which way the line runs: a vertical line is at a fraction of the width, from the
    /// leading edge; a horizontal one at a fraction of the height, from the top.
    package var axis: GuidelineOrientation
    /// Where the line is, from 0 to 1.
    package var fraction: Double

    /// Creates a percent guideline.
    package init(axis: GuidelineOrientation, fraction: Double) {
      self.axis = axis
      self.fraction = fraction
    }
  }

  /// Creates a guide declaration.
  package init(
    id: String, parent: String? = nil, percent: Percent? = nil, location: TextLocation? = nil,
    path: JSONPath? = nil
  ) {
    self.id = id
    self.parent = parent
    self.percent = percent
    self.location = location
    self.path = path
  }
}

/// A view placed between two anchors with a bias, declared under the view's `bias` key (see
/// ``View/centerBetween(leading:trailing:bias:)``).
package struct BiasDeclaration: Sendable {
  /// The axis along which the view is placed.
  package var axis: LayoutConstraintAxis
  /// The anchor the free space starts at (the bias counts from it).
  package var start: AnchorReference
  /// The anchor the free space ends at.
  package var end: AnchorReference
  /// The bias, from 0 (against `start`) to 1 (against `end`).
  package var value: Double
  /// Where the bias object is in the file, if it came from one.
  package var location: TextLocation?
  /// The JSON path of the bias object, such as `$.views[2].bias.horizontal`.
  package var path: JSONPath?

  /// Creates a bias declaration.
  package init(
    axis: LayoutConstraintAxis, start: AnchorReference, end: AnchorReference, value: Double,
    location: TextLocation? = nil, path: JSONPath? = nil
  ) {
    self.axis = axis
    self.start = start
    self.end = end
    self.value = value
    self.location = location
    self.path = path
  }
}
