extension InterfaceBuilderScene {
  /// The kinds of views whose content has a size of its own (text, an image, a control), which
  /// take their stored frame size as their intrinsic size: the document holds no font metrics
  /// or image sizes to measure them with. An image view has one only with an image, a text view
  /// only when it does not scroll.
  static let contentKinds: Set<String> = [
    "label", "button", "textField", "switch", "slider", "segmentedControl", "stepper",
    "activityIndicatorView", "progressView", "pageControl",
  ]

  /// Whether `view` has intrinsic content, by its kind (``contentKinds``).
  static func hasIntrinsicContent(_ view: InterfaceBuilderView) -> Bool {
    if contentKinds.contains(view.kind) { return true }
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
  package func layoutDocument(
    fileName: String, size: (width: Double, height: Double)? = nil, safeArea: EdgeInsets,
    rootMargins: EdgeInsets
  ) -> LayoutDocument {
    var builder = SceneDocumentBuilder(scene: self, fileName: fileName)
    builder.addSubviews(of: root)
    var rootDeclaration = RootDeclaration(
      width: size?.width ?? root.frame.width, height: size?.height ?? root.frame.height,
      safeArea: safeArea, location: root.location)
    rootDeclaration.margins = rootMargins
    let keyboard = builder.keyboardConstraints
    var document = LayoutDocument(
      fileName: fileName, descriptionText: name, root: rootDeclaration, views: builder.views,
      constraints: builder.constraints,
      behaviors: BehaviorDeclarations(
        keyboard: keyboard.isEmpty ? nil : KeyboardAvoidanceDeclaration(constraints: keyboard)),
      warnings: builder.warnings)
    document.priorityExample = "750"
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
  var constraints: [ConstraintDeclaration] = []
  var warnings: [LayoutFileDiagnostic] = []
  /// The ids of the constraints on the top of the root's keyboard guide, in document order.
  var keyboardConstraints: [String] = []

  init(scene: InterfaceBuilderScene, fileName: String) {
    self.scene = scene
    self.fileName = fileName
    var excluded: Set<String> = []
    var pending = [scene.root]
    while let view = pending.popLast() {
      excluded.formUnion(view.excludedByDefault)
      pending += view.subviews
    }
    self.excluded = excluded
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
    var pending: [(view: InterfaceBuilderView, parent: String?)] = root.subviews.reversed().map {
      ($0, nil)
    }
    while let (view, parent) = pending.popLast() {
      guard !excluded.contains(view.id) else { continue }
      addView(view, parent: parent)
      addConstraints(of: view)
      pending += view.subviews.reversed().map { ($0, view.id) }
    }
  }

  mutating func addView(_ view: InterfaceBuilderView, parent: String?) {
    var intrinsic = ViewDeclaration.IntrinsicSize.none
    if view.hasStoredFrame, InterfaceBuilderScene.hasIntrinsicContent(view) {
      intrinsic = .init(width: view.frame.width, height: view.frame.height)
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
    var declaration = ViewDeclaration(
      id: view.id, parent: parent, intrinsicSize: intrinsic, contentHugging: hugging,
      compressionResistance: resistance,
      margins: view.layoutMargins ?? view.directionalLayoutMargins
        ?? RootDeclaration.defaultMargins,
      isHidden: view.isHidden, location: view.location)
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
      let frame = view.frame
      let pins: [(LayoutAttribute, ItemReference?, Double)] = [
        (.left, owner, frame.x), (.top, owner, frame.y), (.width, nil, frame.width),
        (.height, nil, frame.height),
      ]
      for (attribute, item, constant) in pins {
        let expression = ConstraintExpression(
          first: AnchorReference(item: .view(view.id), attribute: attribute), relation: .equal,
          second: item.map { AnchorReference(item: $0, attribute: attribute) },
          constant: constant)
        constraints.append(
          ConstraintDeclaration(
            index: constraints.count, expression: expression, location: view.location))
      }
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
      case .success(let expression):
        if isOnKeyboardGuideTop(constraint, owner: view.id) {
          keyboardConstraints.append(constraint.id)
        }
        constraints.append(
          ConstraintDeclaration(
            identifier: constraint.id, index: constraints.count, expression: expression,
            isActive: constraint.isActive && !excluded.contains(constraint.id),
            location: constraint.location))
      case .failure(let problem):
        warn(
          at: constraint.location,
          "The constraint '\(LayoutFileDiagnostic.quotable(constraint.id))' is not laid out: "
            + Self.reason(problem) + ".")
      }
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
