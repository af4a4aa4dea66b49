extension InterfaceBuilderScene {
  /// The kinds of views whose content has a size of its own (text, an image, a control), which
  /// take their stored frame size as their intrinsic size: the document holds no font metrics
  /// or image sizes to measure them with. An image view has one only with an image, a text view
  /// only when it does not scroll.
  static let contentKinds: Set<String> = [
    "label", "button", "textField", "switch", "slider", "segmentedControl", "stepper",
    "activityIndicatorView", "progressView", "pageControl", "datePicker", "pickerView",
  ]

  /// The text a label is measured by when its text is measured (`--text-model`): a
  /// ``TextContent`` of its string whose characters are half its font's size wide, whose lines
  /// are 1.2 times the size high with the baseline 0.95 times the size below a line's top
  /// (the system font's proportions: 17 points give 8.5-point characters on 20.4-point
  /// lines), and with its number of lines. A label without a font size has the system's 17.
  static func textContent(of text: InterfaceBuilderText) -> TextContent {
    let size = text.pointSize ?? 17
    return TextContent(
      text.string, advance: size * 0.5, lineHeight: size * 1.2, ascent: size * 0.95,
      maxLines: text.numberOfLines)
  }

  /// The layout margins of a table view cell's content view, as the documents store them: 8 on
  /// each side before Xcode 9 (a `toolsVersion` below 13000); from Xcode 9, 11 above and below
  /// and 15 on the sides; from Xcode 10 (14000), the sides follow the table's width: 16 in a
  /// table 375 points wide or narrower, 20 in a wider one (the 390 and 393 points of an iPhone
  /// 12 or 14 Pro as the 414 of an iPhone 11). A cell by itself (a xib's), `tableWidth` its own
  /// width, is wide only on a screen of 414 points or more: 20 when the cell is wider than 375
  /// points there, 16 otherwise (a 320-point cell designed on an iPhone 11, or a 414-point one
  /// on an iPhone 12).
  ///
  /// - Parameter screenWidth: The width of the screen a cell by itself is designed on, when the
  ///   document names one; its own width otherwise.
  static func tableCellContentMargins(
    tableWidth: Double, toolsBuild: Int?, isInTable: Bool = true, screenWidth: Double? = nil
  ) -> EdgeInsets {
    let build = toolsBuild ?? Int.max
    if build < 13000 { return EdgeInsets(all: 8) }
    let wide = tableWidth > 375 && (isInTable || (screenWidth ?? tableWidth) >= 414)
    let side: Double = build < 14000 ? 15 : wide ? 20 : 16
    return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
  }

  /// The insets of a kind's frame from the rectangle its constraints act on (its alignment
  /// rectangle), as UIKit gives them: a switch is 2 points wider on the right, a slider 2 points
  /// on each side and 1 point below, a segmented control 1 point below. The layout places that
  /// rectangle; the frame is compared with the stored one with these insets added back.
  static func alignmentInsets(ofKind kind: String) -> EdgeInsets {
    switch kind {
    case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    case "slider": return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    case "segmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    default: return .zero
    }
  }

  /// The kinds of bars, whose content gives them a height but no width of their own: they take
  /// their stored height as their intrinsic height.
  static let barKinds: Set<String> = ["searchBar", "navigationBar", "toolbar", "tabBar"]

  /// Whether `view` has intrinsic content, by its kind (``contentKinds``, ``barKinds``).
  static func hasIntrinsicContent(_ view: InterfaceBuilderView) -> Bool {
    if contentKinds.contains(view.kind) || barKinds.contains(view.kind) { return true }
    if view.kind == "imageView" { return view.image != nil }
    if view.kind == "textView" { return view.isScrollEnabled == false }
    return false
  }

  /// The scene as a layout document; its ``LayoutDocument/warnings`` say what it leaves out.
  ///
  /// - The root is the scene's root view, its size the stored frame's, with `safeArea` and
  ///   `rootMargins` as its guides' insets.
  /// - Every other view keeps its id (a view excluded from the default configuration is left
  ///   out, with its subviews and the constraints that name it). A view with intrinsic content
  ///   and a stored frame takes its stored size as its intrinsic size unless `placeholderIntrinsicWidth` or
  ///   `…Height` give one; hugging is 250 and compression resistance 750 where the document
  ///   writes none; margins are the document's or 8 on each side.
  /// - A view that translates its autoresizing mask keeps its stored frame: four required
  ///   constraints against its superview's left and top edges and its own size.
  /// - Each constraint becomes an expression, named by its id (``InterfaceBuilderConstraint/expression(owner:items:)``);
  ///   one excluded from the default configuration is inactive; a placeholder is removed, as
  ///   at build time; one that cannot be laid out is left out with a warning.
  /// - A constraint on the `top` of the root's keyboard guide follows the keyboard: the guide is
  ///   the bar below the safe area while the keyboard is hidden, and the keyboard behavior moves
  ///   the constraint's view up by the keyboard's height above the safe area when it shows, as
  ///   `UIKeyboardLayoutGuide` does for a docked keyboard.
  /// - A stack view's arranged subviews are its subviews, with its axis, distribution,
  ///   alignment (`top` and `bottom` are `leading` and `trailing`) and spacing.
  ///
  /// - Parameters:
  ///   - fileName: The document's file name, for the diagnostics.
  ///   - size: The root's size; the stored frame's when `nil`.
  ///   - safeArea: The root's safe-area insets (from the device).
  ///   - rootMargins: The root's margins, from its edges (``rootMetrics(on:design:designLandscape:landscape:toolsBuild:)``
  ///     applies the document's own).
  ///   - toolsBuild: The document's `toolsVersion`, which decides a table view cell's margins
  ///     (``tableCellContentMargins(tableWidth:toolsBuild:)``); the newest when `nil`.
  ///   - screenWidth: The width of the device's screen, for a cell outside a table view.
  ///   - measuresText: Whether a label is measured by its text (``textContent(of:)``) rather
  ///     than given its stored size as its intrinsic size.
  package func layoutDocument(
    fileName: String, size: (width: Double, height: Double)? = nil, safeArea: EdgeInsets,
    rootMargins: EdgeInsets, toolsBuild: Int? = nil, screenWidth: Double? = nil,
    measuresText: Bool = false
  ) -> LayoutDocument {
    var builder = SceneDocumentBuilder(scene: self, fileName: fileName)
    builder.measuresText = measuresText
    builder.toolsBuild = toolsBuild
    builder.screenWidth = screenWidth
    builder.rootSafeArea = safeArea
    builder.layoutMargins[root.id] = rootMargins
    builder.rootSize = size ?? (root.frame.width, root.frame.height)
    builder.addSubviews(of: root)
    var rootDeclaration = RootDeclaration(
      width: size?.width ?? root.frame.width, height: size?.height ?? root.frame.height,
      safeArea: safeArea, location: root.location)
    rootDeclaration.margins = rootMargins
    let keyboard = builder.keyboardConstraints
    var document = LayoutDocument(
      fileName: fileName, descriptionText: name, root: rootDeclaration, views: builder.views,
      guides: builder.guides, constraints: builder.constraints,
      behaviors: BehaviorDeclarations(
        keyboard: keyboard.isEmpty ? nil : KeyboardAvoidanceDeclaration(constraints: keyboard)),
      warnings: builder.warnings)
    document.priorityExample = "750"
    if !measuresText {
      document.textFix =
        "Measure the document's labels by their text ('--text-model', or 'measuresText' in "
        + "the library); their stored sizes do not follow a text."
    }
    return document
  }
}

/// The parts of a scene's layout document, made view by view.
struct SceneDocumentBuilder {
  let scene: InterfaceBuilderScene
  let fileName: String
  let items: [String: InterfaceBuilderItem]
  /// The ids the default configuration leaves out.
  let excluded: Set<String>
  var views: [ViewDeclaration] = []
  /// The guides that stand for parts of the document's constraints (a scaled position).
  var guides: [GuideDeclaration] = []
  var constraints: [ConstraintDeclaration] = []
  var warnings: [LayoutFileDiagnostic] = []
  /// The ids of the constraints on the top of the root's keyboard guide, in document order.
  var keyboardConstraints: [String] = []
  /// The id of each scroll view's content guide (its `contentLayoutGuide`'s, or the view's id
  /// with `.content`), by the scroll view's id.
  let contentGuides: [String: String]
  /// The scroll view of each content guide, by the guide's id.
  let contentGuideOwners: [String: String]
  /// The id of each view's superview (none for the root).
  let superviews: [String: String]
  /// The document's `toolsVersion` build, if known.
  var toolsBuild: Int?
  /// The width of the device's screen, if known.
  var screenWidth: Double?
  /// Whether labels are measured by their text (``InterfaceBuilderScene/textContent(of:)``).
  var measuresText = false
  /// The views by id.
  ///
  /// This map and ``superviews`` are made only for a scene with a scroll view, a table cell or
  /// a subview's safe area, the rules that look up the tree.
  let viewsByID: [String: (kind: String, frame: Rect, location: TextLocation)]
  /// The root's safe-area insets and size, from which a subview's safe area is inset.
  var rootSafeArea = EdgeInsets.zero
  var rootSize: (width: Double, height: Double) = (0, 0)
  /// The layout margins of each view added so far, and the root's, by id: what a subview that
  /// preserves its superview's margins (``InterfaceBuilderView/preservesSuperviewLayoutMargins``)
  /// keeps its content inside.
  var layoutMargins: [String: EdgeInsets] = [:]
  /// The safe-area guides of views other than the root, by the guide's id: the view's id.
  var subviewSafeAreas: [String: String] = [:]
  /// The content and safe-area guides declared so far (each once, when a constraint first
  /// uses it).
  var declaredGuides: Set<String> = []

  init(scene: InterfaceBuilderScene, fileName: String) {
    self.scene = scene
    self.fileName = fileName
    var excluded: Set<String> = []
    var pending = [scene.root]
    while let view = pending.popLast() {
      excluded.formUnion(view.excluded)
      pending += view.subviews
    }
    self.excluded = excluded
    var contentGuides: [String: String] = [:]
    var superviews: [String: String] = [:]
    var subviewSafeAreas: [String: String] = [:]
    var viewsByID: [String: (kind: String, frame: Rect, location: TextLocation)] = [:]
    var hasCells = false
    pending = [scene.root]
    while let view = pending.popLast() {
      if view.id != scene.root.id, let guide = view.safeAreaGuideID {
        subviewSafeAreas[guide] = view.id
      }
      if view.kind == "scrollView" {
        contentGuides[view.id] =
          view.layoutGuides.first { $0.key == "contentLayoutGuide" }?.id ?? view.id + ".content"
      }
      hasCells = hasCells || view.kind == "tableViewCellContentView"
      pending += view.subviews
    }
    if hasCells || !contentGuides.isEmpty || !subviewSafeAreas.isEmpty {
      pending = [scene.root]
      while let view = pending.popLast() {
        if viewsByID[view.id] == nil {
          viewsByID[view.id] = (view.kind, view.frame, view.location)
        }
        for subview in view.subviews { superviews[subview.id] = view.id }
        pending += view.subviews
      }
    }
    self.contentGuides = contentGuides
    self.contentGuideOwners = Dictionary(
      contentGuides.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    self.superviews = superviews
    self.viewsByID = viewsByID
    self.subviewSafeAreas = subviewSafeAreas
    var items = scene.items()
    // A view left out takes its subviews with it: none of them can be named.
    var removed = [InterfaceBuilderView]()
    pending = [scene.root]
    while let view = pending.popLast() {
      if excluded.contains(view.id) && view.id != scene.root.id {
        removed.append(view)
      } else {
        pending += view.subviews
      }
    }
    while let view = removed.popLast() {
      items[view.id] = nil
      if let guide = view.safeAreaGuideID { items[guide] = nil }
      removed += view.subviews
    }
    self.items = items
  }

  /// Adds the root's constraints, then its subviews in document order (each before its own
  /// subviews), with theirs.
  mutating func addSubviews(of root: InterfaceBuilderView) {
    addConstraints(of: root)
    // Each view with its superview's stored size and kind.
    var pending:
      [(view: InterfaceBuilderView, parent: String?, parentSize: Size, parentKind: String)] =
        root.subviews.reversed().map {
          ($0, nil, Size(width: root.frame.width, height: root.frame.height), root.kind)
        }
    while let (view, parent, parentSize, parentKind) = pending.popLast() {
      guard !excluded.contains(view.id) else { continue }
      addView(view, parent: parent, parentSize: parentSize, parentKind: parentKind)
      addConstraints(of: view)
      let size = Size(width: view.frame.width, height: view.frame.height)
      pending += view.subviews.reversed().map { ($0, view.id, size, view.kind) }
    }
  }

  /// The kinds of views that scroll their subviews: those keep their frames whatever their
  /// autoresizing masks, since the content does not follow the scroll view's size, except a
  /// table's cells, which are as wide as the table.
  static let scrollingKinds: Set<String> = [
    "scrollView", "tableView", "collectionView", "textView",
  ]

  /// The autoresizing flags a view keeps its frame with inside a superview of `parentKind`:
  /// its own, none inside a scroll view, a flexible width for a table's cell, and a flexible
  /// size for a cell's content view (the cell lays it out, beside its accessory).
  static func autoresizingMask(of view: InterfaceBuilderView, in parentKind: String) -> Set<String>
  {
    if view.kind == "tableViewCell", parentKind == "tableView" { return ["widthSizable"] }
    if view.kind == "tableViewCellContentView" { return ["widthSizable", "heightSizable"] }
    return scrollingKinds.contains(parentKind) ? [] : Set(view.autoresizingMask)
  }

  /// The margins of a view at `frame` inside a superview of `size` whose margins are `outer`,
  /// when the view preserves them: on each side, its own margin (`own`) or, where the
  /// superview's margin reaches further into the view, what is left of it past the view's edge
  /// (UIKit's `preservesSuperviewLayoutMargins`: the smallest change that keeps the content
  /// inside the superview's margins too). The distances come from the stored frames.
  static func preserving(
    _ outer: EdgeInsets, in size: Size, around frame: Rect, inside own: EdgeInsets
  ) -> EdgeInsets {
    EdgeInsets(
      top: max(own.top, outer.top - frame.y), left: max(own.left, outer.left - frame.x),
      bottom: max(own.bottom, outer.bottom - (size.height - frame.y - frame.height)),
      right: max(own.right, outer.right - (size.width - frame.x - frame.width)))
  }

  /// Adds a view's declaration and, for a view that keeps its frame, the constraints of its
  /// autoresizing mask (see ``autoresizingPins(start:length:in:flexible:axis:)``);
  /// `parentSize` and `parentKind` are its superview's stored size and kind.
  mutating func addView(
    _ view: InterfaceBuilderView, parent: String?, parentSize: Size, parentKind: String
  ) {
    var intrinsic = ViewDeclaration.IntrinsicSize.none
    let text = measuresText ? view.text.map(InterfaceBuilderScene.textContent(of:)) : nil
    if text == nil, view.hasStoredFrame, InterfaceBuilderScene.hasIntrinsicContent(view) {
      let rect = view.alignmentRect
      let isBar = InterfaceBuilderScene.barKinds.contains(view.kind)
      intrinsic = .init(width: isBar ? nil : rect.width, height: rect.height)
    }
    if let width = view.placeholderIntrinsicSize.width {
      intrinsic.width = width.isFinite ? width : nil
    }
    if let height = view.placeholderIntrinsicSize.height {
      intrinsic.height = height.isFinite ? height : nil
    }
    let hugging = ViewDeclaration.AxisPriorities(
      horizontal: LayoutPriority(rawValue: view.hugging.horizontal ?? 250),
      vertical: LayoutPriority(rawValue: view.hugging.vertical ?? 250))
    let resistance = ViewDeclaration.AxisPriorities(
      horizontal: LayoutPriority(rawValue: view.compressionResistance.horizontal ?? 750),
      vertical: LayoutPriority(rawValue: view.compressionResistance.vertical ?? 750))
    var margins = view.layoutMargins ?? view.directionalLayoutMargins
    if margins == nil, view.kind == "tableViewCellContentView" {
      // The table the cell is in sets its margins; a cell by itself, the screen and its own
      // width.
      var tableWidth = view.frame.width
      var isInTable = false
      var ancestor = superviews[view.id]
      while let id = ancestor, let superview = viewsByID[id] {
        if superview.kind == "tableView" {
          tableWidth = superview.frame.width
          isInTable = true
          break
        }
        ancestor = superviews[id]
      }
      margins = InterfaceBuilderScene.tableCellContentMargins(
        tableWidth: tableWidth, toolsBuild: toolsBuild, isInTable: isInTable,
        screenWidth: screenWidth)
    }
    var ownMargins = margins ?? RootDeclaration.defaultMargins
    // A content view's margins above are the ones the documents store, its cell's included.
    if view.preservesSuperviewLayoutMargins, view.kind != "tableViewCellContentView",
      view.hasStoredFrame, let outer = layoutMargins[parent ?? scene.root.id]
    {
      ownMargins = Self.preserving(
        outer, in: parentSize, around: view.frame, inside: ownMargins)
    }
    layoutMargins[view.id] = ownMargins
    var declaration = ViewDeclaration(
      id: view.id, parent: parent, intrinsicSize: intrinsic, contentHugging: hugging,
      compressionResistance: resistance, margins: ownMargins, isHidden: view.isHidden,
      text: text, location: view.location)
    declaration.label = view.userLabel
    if view.kind == "stackView" { declaration.stack = stack(of: view) }
    views.append(declaration)
    if view.translatesAutoresizingMask, !view.hasStoredFrame {
      warn(
        at: view.location,
        "The view '\(LayoutFileDiagnostic.quotable(view.id))' keeps its frame through its "
          + "autoresizing mask, but the document stores none; its frame is left to the solver.")
    } else if view.translatesAutoresizingMask {
      let owner = parent.map { ItemReference.view($0) } ?? .root
      let frame = view.alignmentRect
      let mask = Self.autoresizingMask(of: view, in: parentKind)
      let pins =
        Self.autoresizingPins(
          start: frame.x, length: frame.width, in: parentSize.width,
          flexible: (
            mask.contains("flexibleMinX"), mask.contains("widthSizable"),
            mask.contains("flexibleMaxX")
          ), axis: (.left, .width, .right, .centerX))
        + Self.autoresizingPins(
          start: frame.y, length: frame.height, in: parentSize.height,
          flexible: (
            mask.contains("flexibleMinY"), mask.contains("heightSizable"),
            mask.contains("flexibleMaxY")
          ), axis: (.top, .height, .bottom, .centerY))
      for pin in pins {
        let expression = ConstraintExpression(
          first: AnchorReference(item: .view(view.id), attribute: pin.attribute),
          relation: .equal,
          second: pin.relative
            ? AnchorReference(item: owner, attribute: pin.ownerAttribute) : nil,
          multiplier: pin.multiplier, constant: pin.constant)
        constraints.append(
          ConstraintDeclaration(
            index: constraints.count, expression: expression, location: view.location))
      }
    }
  }

  /// One constraint of an autoresizing mask: `attribute == owner.ownerAttribute × multiplier +
  /// constant`, or `attribute == constant` when it is not `relative`.
  struct AutoresizingPin {
    var attribute: LayoutAttribute
    var relative: Bool
    var ownerAttribute: LayoutAttribute
    var multiplier: Double
    var constant: Double
  }

  /// The two constraints that keep a view's frame along one axis as its autoresizing mask
  /// does when its superview's size changes from `size` (the stored one): the change is shared
  /// among the flexible parts — the margin before, the length, the margin after — in
  /// proportion to their stored sizes, and the others keep theirs. At the stored size every
  /// case gives the stored frame.
  ///
  /// A margin before and a margin after that are both flexible move the view by a share of the
  /// change that no anchor can say unless the two margins are equal (the view is centered:
  /// its center follows the superview's); otherwise the margin before is kept.
  static func autoresizingPins(
    start: Double, length: Double, in size: Double,
    flexible: (before: Bool, length: Bool, after: Bool),
    axis: (
      start: LayoutAttribute, length: LayoutAttribute, end: LayoutAttribute,
      center: LayoutAttribute
    )
  ) -> [AutoresizingPin] {
    let before = start
    let after = size - start - length
    func pin(_ attribute: LayoutAttribute, to owner: LayoutAttribute, _ constant: Double)
      -> AutoresizingPin
    {
      AutoresizingPin(
        attribute: attribute, relative: true, ownerAttribute: owner, multiplier: 1,
        constant: constant)
    }
    let fixedLength = AutoresizingPin(
      attribute: axis.length, relative: false, ownerAttribute: axis.length, multiplier: 1,
      constant: length)
    /// The length as a share of the superview's: `length × (S' − fixed) / (S − fixed)`, with
    /// `S` the stored size and `S'` the new one.
    func sharedLength(keeping fixed: Double) -> AutoresizingPin {
      let flexible = size - fixed
      guard flexible > 0 else { return fixedLength }
      let share = length / flexible
      // `length − size × share` rather than `−fixed × share`: at the stored size the sum
      // rounds back to the stored length.
      return AutoresizingPin(
        attribute: axis.length, relative: true, ownerAttribute: axis.length, multiplier: share,
        constant: length - size * share)
    }
    let isCentered = abs(before - after) <= 0.5
    let center = pin(axis.center, to: axis.center, start + length / 2 - size / 2)
    switch flexible {
    case (false, false, _):
      return [pin(axis.start, to: axis.start, before), fixedLength]
    case (true, false, false):
      return [pin(axis.end, to: axis.end, -after), fixedLength]
    case (false, true, false):
      return [pin(axis.start, to: axis.start, before), pin(axis.end, to: axis.end, -after)]
    case (true, true, false):
      return [pin(axis.end, to: axis.end, -after), sharedLength(keeping: after)]
    case (false, true, true):
      return [pin(axis.start, to: axis.start, before), sharedLength(keeping: before)]
    case (true, false, true):
      return [isCentered ? center : pin(axis.start, to: axis.start, before), fixedLength]
    case (true, true, true):
      return [
        isCentered ? center : pin(axis.start, to: axis.start, before), sharedLength(keeping: 0),
      ]
    }
  }

  /// The stack of a stack view, from its attributes; an attribute value UIKit does not have is
  /// a warning, and the default is kept.
  mutating func stack(of view: InterfaceBuilderView) -> StackDeclaration {
    var stack = StackDeclaration()
    for attribute in view.stackAttributes {
      let value = attribute.value
      switch (attribute.name, value) {
      case ("axis", "vertical"): stack.axis = .vertical
      case ("axis", "horizontal"): stack.axis = .horizontal
      case ("alignment", "top"): stack.alignment = .leading
      case ("alignment", "bottom"): stack.alignment = .trailing
      case ("alignment", _) where StackLayout.Alignment(rawValue: value) != nil:
        stack.alignment = StackLayout.Alignment(rawValue: value)!
      case ("distribution", _) where StackLayout.Distribution(rawValue: value) != nil:
        stack.distribution = StackLayout.Distribution(rawValue: value)!
      case ("spacing", _) where InterfaceBuilderElementReader.number(value) != nil:
        stack.spacing = InterfaceBuilderElementReader.number(value)!
      case ("spacingType", "standard"): stack.spacing = 8
      case ("layoutMarginsRelativeArrangement", "YES"): stack.isMarginsRelative = true
      case ("layoutMarginsRelativeArrangement", "NO"), ("baselineRelativeArrangement", "NO"):
        break
      default:
        warn(
          at: attribute.location,
          "The stack view '\(view.id)''s \(attribute.name) "
            + "'\(LayoutFileDiagnostic.quotable(value))' is not applied.")
      }
    }
    return stack
  }

  mutating func addConstraints(of view: InterfaceBuilderView) {
    for constraint in view.constraints {
      if constraint.isPlaceholder { continue }
      if let first = constraint.firstItem, excluded.contains(first) { continue }
      if let second = constraint.secondItem, excluded.contains(second) { continue }
      switch constraint.expression(owner: view.id, items: items) {
      case .success(let written):
        let expression = onContentArea(written)
        if isOnKeyboardGuideTop(constraint, owner: view.id) {
          keyboardConstraints.append(constraint.id)
        }
        constraints.append(
          ConstraintDeclaration(
            identifier: constraint.id, index: constraints.count, expression: expression,
            isActive: constraint.isActive && !excluded.contains(constraint.id),
            location: constraint.location))
      case .failure(.positionMultiplier(let multiplier)):
        addScaledPosition(constraint, multiplier: multiplier, owner: view.id)
      case .failure(let problem):
        warn(
          at: constraint.location,
          "The constraint '\(LayoutFileDiagnostic.quotable(constraint.id))' is not laid out: "
            + Self.reason(problem) + ".")
      }
    }
  }

  /// A constraint whose second position is scaled, `a.attr R m × b.attr + c`, as Auto Layout
  /// evaluates it: in the coordinates of the view that holds it, the owner `o`, so
  /// `a − o = m × (b − o) + c` along the axis, with positions in root coordinates.
  ///
  /// Two guides inside the owner carry it: `<id>.operand` runs from the owner's leading (or
  /// top) edge to `b.attr`, so its length is `b − o`; `<id>.scaled` starts at the same edge and
  /// is `m` times as long; the constraint is then `a.attr R <id>.scaled.trailing + c` (or its
  /// bottom). Across the axis each guide is a line of length zero at the owner's left (or top)
  /// edge. The guides' constraints are required and carry the constraint's id in their names
  /// (`<id>.1` …); the constraint keeps its id, priority and activity.
  mutating func addScaledPosition(
    _ constraint: InterfaceBuilderConstraint, multiplier: Double, owner: String
  ) {
    var unscaled = constraint
    unscaled.multiplier = 1
    guard case .success(let written) = unscaled.expression(owner: owner, items: items),
      case let expression = onContentArea(written), let second = expression.second
    else { return }
    let ownerItem: ItemReference = owner == scene.root.id ? .root : .view(owner)
    let isVertical = second.attribute.axis == .vertical
    let isAbsolute = second.attribute == .left || second.attribute == .right
    let start: LayoutAttribute = isVertical ? .top : isAbsolute ? .left : .leading
    let end: LayoutAttribute = isVertical ? .bottom : isAbsolute ? .right : .trailing
    let length: LayoutAttribute = isVertical ? .height : .width
    let operand = constraint.id + ".operand"
    let scaled = constraint.id + ".scaled"
    let parent = owner == scene.root.id ? nil : owner
    for id in [operand, scaled] {
      guides.append(GuideDeclaration(id: id, parent: parent, location: constraint.location))
    }
    var parts: [ConstraintExpression] = [
      ConstraintExpression(
        first: AnchorReference(item: .guide(operand), attribute: start), relation: .equal,
        second: AnchorReference(item: ownerItem, attribute: start)),
      ConstraintExpression(
        first: AnchorReference(item: .guide(operand), attribute: end), relation: .equal,
        second: second),
      ConstraintExpression(
        first: AnchorReference(item: .guide(scaled), attribute: start), relation: .equal,
        second: AnchorReference(item: ownerItem, attribute: start)),
      ConstraintExpression(
        first: AnchorReference(item: .guide(scaled), attribute: length), relation: .equal,
        second: AnchorReference(item: .guide(operand), attribute: length),
        multiplier: multiplier),
    ]
    // Across the axis, each guide is a line at the owner's other leading edge: determined, so
    // that the guides are never reported ambiguous.
    let crossStart: LayoutAttribute = isVertical ? .left : .top
    let crossLength: LayoutAttribute = isVertical ? .width : .height
    for id in [operand, scaled] {
      parts.append(
        ConstraintExpression(
          first: AnchorReference(item: .guide(id), attribute: crossStart), relation: .equal,
          second: AnchorReference(item: ownerItem, attribute: crossStart)))
      parts.append(
        ConstraintExpression(
          first: AnchorReference(item: .guide(id), attribute: crossLength), relation: .equal,
          constant: 0))
    }
    for (index, part) in parts.enumerated() {
      constraints.append(
        ConstraintDeclaration(
          identifier: constraint.id + ".\(index + 1)", index: constraints.count, expression: part,
          location: constraint.location))
    }
    var scaledExpression = expression
    scaledExpression.second = AnchorReference(item: .guide(scaled), attribute: end)
    constraints.append(
      ConstraintDeclaration(
        identifier: constraint.id, index: constraints.count, expression: scaledExpression,
        isActive: constraint.isActive && !excluded.contains(constraint.id),
        location: constraint.location))
  }

  /// The expression with a scroll view's edges read as Auto Layout reads them: between a scroll
  /// view and a view inside it, an edge of the scroll view (`top`, `bottom`, `leading`,
  /// `trailing`, `left`, `right`) is the edge of its content area, while its width, height and
  /// centers are its frame's. The content area is a guide inside the scroll view whose top-left
  /// corner is the scroll view's (the content offset is zero) and whose size the constraints
  /// give; it is declared when a constraint first uses it, with the `contentLayoutGuide`.
  mutating func onContentArea(_ written: ConstraintExpression) -> ConstraintExpression {
    guard !contentGuides.isEmpty || !subviewSafeAreas.isEmpty else { return written }
    var expression = written
    if let second = expression.second {
      expression.first = contentAnchor(expression.first, other: second)
      expression.second = contentAnchor(second, other: expression.first)
    }
    for anchor in [expression.first] + (expression.second.map { [$0] } ?? []) {
      guard case .guide(let id) = anchor.item, !declaredGuides.contains(id) else {
        continue
      }
      if let view = subviewSafeAreas[id] {
        declareSafeArea(id, of: view)
      } else if let scrollView = contentGuideOwners[id] {
        declareContentGuide(id, of: scrollView)
      }
    }
    return expression
  }

  /// `anchor`, or the same edge of the content area when it is an edge of a scroll view and
  /// `other` belongs to a view inside that scroll view.
  func contentAnchor(_ anchor: AnchorReference, other: AnchorReference) -> AnchorReference {
    guard case .view(let scrollView) = anchor.item, let guide = contentGuides[scrollView],
      [.top, .bottom, .leading, .trailing, .left, .right].contains(anchor.attribute),
      var inner = other.item.ownerID
    else { return anchor }
    while let superview = superviews[inner] {
      if superview == scrollView {
        return AnchorReference(item: .guide(guide), attribute: anchor.attribute)
      }
      inner = superview
    }
    return anchor
  }

  /// Declares a scroll view's content guide: inside the scroll view, its left and top edges the
  /// scroll view's.
  mutating func declareContentGuide(_ id: String, of scrollView: String) {
    declaredGuides.insert(id)
    let location = viewsByID[scrollView]?.location ?? scene.location
    guides.append(GuideDeclaration(id: id, parent: scrollView, location: location))
    for attribute in [LayoutAttribute.left, .top] {
      constraints.append(
        ConstraintDeclaration(
          index: constraints.count,
          expression: ConstraintExpression(
            first: AnchorReference(item: .guide(id), attribute: attribute), relation: .equal,
            second: AnchorReference(item: .view(scrollView), attribute: attribute)),
          location: location))
    }
  }

  /// Declares the safe-area guide of a view other than the root: the view inset by the part of
  /// the root's safe-area insets it overlaps, measured on its stored frame in the root (a view
  /// 10 below the top of a root with a 44-point inset has a top inset of 34). The insets are
  /// constants: exact while the view is where the document stores it.
  mutating func declareSafeArea(_ id: String, of viewID: String) {
    declaredGuides.insert(id)
    var origin = (x: 0.0, y: 0.0)
    var current: String? = viewID
    while let id = current, let view = viewsByID[id], id != scene.root.id {
      origin.x += view.frame.x
      origin.y += view.frame.y
      current = superviews[id]
    }
    let frame = viewsByID[viewID]?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let insets = EdgeInsets(
      top: max(0, rootSafeArea.top - origin.y), left: max(0, rootSafeArea.left - origin.x),
      bottom: max(0, rootSafeArea.bottom - (rootSize.height - origin.y - frame.height)),
      right: max(0, rootSafeArea.right - (rootSize.width - origin.x - frame.width)))
    let location = viewsByID[viewID]?.location ?? scene.location
    guides.append(GuideDeclaration(id: id, parent: viewID, location: location))
    let edges: [(LayoutAttribute, Double)] = [
      (.left, insets.left), (.right, -insets.right), (.top, insets.top),
      (.bottom, -insets.bottom),
    ]
    for (attribute, constant) in edges {
      constraints.append(
        ConstraintDeclaration(
          index: constraints.count,
          expression: ConstraintExpression(
            first: AnchorReference(item: .guide(id), attribute: attribute), relation: .equal,
            second: AnchorReference(item: .view(viewID), attribute: attribute),
            constant: constant),
          location: location))
    }
  }

  /// Whether one side of `constraint` is the `top` of the root's keyboard guide: its constant
  /// then follows the keyboard.
  func isOnKeyboardGuideTop(_ constraint: InterfaceBuilderConstraint, owner: String) -> Bool {
    if constraint.firstAttribute == .top, items[constraint.firstItem ?? owner] == .keyboardGuide {
      return true
    }
    guard let second = constraint.secondItem else { return false }
    return constraint.secondAttribute == .top && items[second] == .keyboardGuide
  }

  /// A problem as a warning says it.
  static func reason(_ problem: InterfaceBuilderConstraint.ExpressionProblem) -> String {
    switch problem {
    case .unknownItem(let id):
      return "it names '\(LayoutFileDiagnostic.quotable(id))', which is not in the layout"
    case .item(let id, let attribute, .noSuchAnchor):
      return "'\(LayoutFileDiagnostic.quotable(id))' has no \(attribute.rawValue)"
    case .item(let id, _, .unsupportedGuide):
      return "the guide '\(LayoutFileDiagnostic.quotable(id))' is not modeled yet"
    case .positionWithoutSecondItem(let attribute):
      return "a \(attribute.rawValue) cannot equal a constant alone"
    case .incompatibleAttributes(let first, let second):
      return "\(first.rawValue) and \(second.rawValue) are on different axes"
    case .mixedDirections(let first, let second):
      return "\(first.rawValue) and \(second.rawValue) cannot be related: Auto Layout does not mix "
        + "leading and trailing with left and right"
    case .positionMultiplier(let multiplier):
      return "a position with the multiplier \(LayoutFileText.number(multiplier)) is not modeled"
    }
  }

  mutating func warn(at location: TextLocation, _ message: String) {
    warnings.append(
      LayoutFileDiagnostic(
        severity: .warning, code: .ibNotRead, file: fileName, location: location, path: nil,
        message: message))
  }
}

extension InterfaceBuilderView {
  /// The stored frame less the kind's alignment insets
  /// (``InterfaceBuilderScene/alignmentInsets(ofKind:)``): the rectangle the layout places.
  var alignmentRect: Rect {
    frame.inset(by: InterfaceBuilderScene.alignmentInsets(ofKind: kind))
  }
}
