/// A layout document brought to life: a ``LayoutEngine`` with the document's views, guides and
/// constraints, solved, and its behaviors ready to receive the document's events.
///
/// ```swift
/// let document = try LayoutDocument.parse(text, fileName: "login.json").get()
/// let scene = LayoutScene(document: document)
/// scene.view(withID: "form")?.frame          // solved, in the superview's coordinates
/// for event in document.events {
///   let result = scene.apply(event)
///   print(event.summary, result.frameChanges.map { $0.identifier }, result.animation as Any)
/// }
/// ```
///
/// **What is built.** The root has the document's size, safe-area insets, layout direction and
/// display scale (frames are snapped to its pixels, see ``LayoutEngine/displayScale``); a `"fit"`
/// width or height fits the content (``LayoutEngine/setRootFitsContent(_:along:)``); and UIKit's
/// default margins (8 on each side). Each view is a ``View`` named by its id, with
/// its intrinsic size, content-hugging and compression-resistance priorities, margins and
/// `hidden` flag, added to its parent (or the root) in file order. Each guide is a free-standing
/// ``LayoutGuide`` of its parent. Each constraint is a ``LayoutConstraint`` whose
/// ``LayoutConstraint/identifier`` is the constraint's name in the file —
/// its id, or `constraint 3` when it has none — so the engine's messages name constraints the
/// way the file does. The active ones are activated in file order.
///
/// **Stacks.** A view with a `stack` is a ``StackLayout`` arranging its
/// children in file order; its constraints are generated before the file's constraints are
/// activated, so a file constraint that contradicts them is the one broken.
///
/// **Behaviors.** The keyboard behavior is a ``KeyboardAvoider`` of the root, started; each
/// collapsible view is a ``Collapser``, and views that share a `group` join one
/// ``CollapsibleGroup``, in file order. A view's gesture behaviors are a ``Manipulator`` (with
/// the behaviors and options the file gives) or, for a ``Draggable`` view, a ``Dragger``; the
/// drag-and-drop controller is a ``DragDropController`` with its draggables and droppables
/// registered in file order; each pile is a ``ViewPile`` showing the top of its initial stack.
///
/// **Piles' cards.** A view whose parent is a pile's view is a card: it is built outside the tree
/// and joins it when the pile shows it. Constraints that involve a card (or a view inside one)
/// are activated when all their views are in the tree, and again each time they come back.
///
/// **Problems.** A required constraint that contradicts the required constraints before it is
/// broken, not applied, as the engine does (see ``LayoutEngine``): it becomes a ``Diagnostic``
/// that names it and the constraints it conflicts with, each with its place in the file. The rest
/// of the layout is solved. Building a scene never fails: a document made by hand whose parts do
/// not resolve (an unknown id, a parent cycle) has those parts skipped or put under the root,
/// with a diagnostic. A document from ``LayoutDocument/parse(_:fileName:)-(String,_)`` always
/// resolves.
///
/// A scene, like its engine, is not thread-safe: use it from one thread or actor at a time.
public final class LayoutScene {
  /// The document the scene was built from.
  public let document: LayoutDocument
  /// The engine that holds and solves the layout.
  public let engine: LayoutEngine
  /// The document's views, in file order.
  public let views: [View]
  /// The document's free-standing guides, in file order.
  public let guides: [LayoutGuide]
  /// The constraints built from the document's declarations, in file order (a declaration whose
  /// items do not resolve has none).
  public let constraints: [LayoutConstraint]
  /// The keyboard behavior, started, if the document declares one.
  public let keyboardAvoider: KeyboardAvoider?
  /// The collapsible views' behaviors, in the order the document declares them.
  public let collapsers: [Collapser]
  /// The gesture behaviors of the views the document gives them (all but ``Draggable``), in the
  /// order it declares them.
  public let manipulators: [Manipulator]
  /// The ``Draggable`` behaviors, in the order the document declares them.
  public let draggers: [Dragger]
  /// The drag-and-drop controller, with its draggables and droppables registered, if the
  /// document declares one.
  public let dragDropController: DragDropController?
  /// The piles, in the order the document declares them, each showing the top of its initial
  /// stack.
  public let piles: [ViewPile]
  /// Everything the engine reported, oldest first: the first solve's problems, then those of
  /// each event applied. Each ``EventResult`` also carries its own.
  public internal(set) var diagnostics: [Diagnostic] = []
  /// The factor the last `textScale` event set on every text, from the document's metrics: 1
  /// until one is applied (and after `textScale 1`).
  public internal(set) var textScale = 1.0

  /// The views by id.
  let viewsByID: IdentifierMap<View>
  /// Where the constraints generated for percent guides and biases come from in the file.
  let generatedSites: [ObjectIdentifier: GeneratedSite]
  /// The constraints with an id, by id: written in the file, or a format string's part's.
  let constraintsByID: ConstraintsByID
  /// For each of ``constraints``, the index of its declaration in `document.constraints`.
  let declarationIndexes: [Int]
  /// The position in ``constraints`` of each of them, by identity: made the first time it is
  /// needed (a constraint's site in a diagnostic, an event that activates or deactivates a
  /// constraint), so that building a scene hashes nothing for it.
  lazy var positionsInConstraints: [ObjectIdentifier: Int] = {
    var positions: [ObjectIdentifier: Int] = [:]
    positions.reserveCapacity(constraints.count)
    for (position, constraint) in constraints.enumerated() {
      positions[ObjectIdentifier(constraint)] = position
    }
    return positions
  }()
  /// The index in `document.views` of each view (its position in ``views``): made the first
  /// time it is needed (a view's site in a diagnostic), so that building a scene hashes nothing
  /// for it.
  lazy var viewIndex: [ObjectIdentifier: Int] = {
    var indexes: [ObjectIdentifier: Int] = [:]
    indexes.reserveCapacity(views.count)
    for (index, view) in views.enumerated() { indexes[ObjectIdentifier(view)] = index }
    return indexes
  }()
  /// The collapsers by view id.
  let collapsersByView: [String: Collapser]
  /// The manipulators by view id.
  let manipulatorsByView: [String: Manipulator]
  /// The draggers by view id.
  let draggersByView: [String: Dragger]
  /// The piles by the id of their view.
  let pilesByView: [String: ViewPile]
  /// For each of ``constraints``, whether the document and its events want it active: a
  /// constraint that involves a view out of the tree (a pile's card that is not shown) waits
  /// here until the view is back.
  var wantedActive: [Bool] = []
  /// How many of the engine's diagnostics have been turned into ``Diagnostic`` values.
  var consumedEngineDiagnostics = 0
  /// The messages of the ambiguities reported for the previous state (an ambiguity that an
  /// event leaves as it was is not reported again).
  var reportedAmbiguities: [String] = []

  /// Builds the layout of a document and solves it.
  ///
  /// - Parameter document: the document; one from ``LayoutDocument/parse(_:fileName:)-(String,_)``
  ///   is always valid. Parts of a hand-made document that do not resolve are skipped (or, for
  ///   a view whose parent does not resolve or has text, put under the root) and reported in
  ///   ``diagnostics``.
  /// - Complexity: the solver's work for each constraint, plus O(*n*) in the size of the
  ///   document.
  public init(document: LayoutDocument) {
    self.document = document
    let rootDeclaration = document.root
    let insets = rootDeclaration.safeArea
    engine = LayoutEngine(
      root: View("root"),
      size: Size(
        width: Self.finite(rootDeclaration.width), height: Self.finite(rootDeclaration.height)),
      safeAreaInsets: EdgeInsets(
        top: Self.finite(insets.top), left: Self.finite(insets.left),
        bottom: Self.finite(insets.bottom), right: Self.finite(insets.right)),
      layoutDirection: rootDeclaration.direction)
    if let scale = rootDeclaration.scale, scale.isFinite, scale > 0 { engine.displayScale = scale }
    let margins = rootDeclaration.margins
    if margins != engine.root.layoutMargins, margins.top.isFinite, margins.left.isFinite,
      margins.bottom.isFinite, margins.right.isFinite
    {
      engine.root.layoutMargins = margins
    }
    // A root that fits its content, before any constraint (none is broken by a placeholder size).
    if rootDeclaration.widthIsFit { engine.setRootFitsContent(true, along: .horizontal) }
    if rootDeclaration.heightIsFit { engine.setRootFitsContent(true, along: .vertical) }
    let root = engine.root
    var problems: [Diagnostic] = []

    // Views: configured first, then added to their parents in file order.
    var views: [View] = []
    views.reserveCapacity(document.views.count)
    // The declarations are read in place, by index: iterating them would copy each one (its
    // strings and lists retained and released).
    let viewDeclarations = document.views
    // Adding a view makes two content-size constraints for each axis with an intrinsic size
    // (content measures both).
    var contentSizeConstraints = 0
    for index in viewDeclarations.indices {
      let view = Self.makeView(viewDeclarations, at: index)
      views.append(view)
      if view.content != nil {
        contentSizeConstraints += 4
      } else {
        let size = view.intrinsicContentSize
        if size.width != nil { contentSizeConstraints += 2 }
        if size.height != nil { contentSizeConstraints += 2 }
      }
    }
    let viewsByID = IdentifierMap.byID(
      views, id: { viewDeclarations[$0].id }, sharing: document.decodedIdentifiers?.items)
    // Room in the solver for what adding the views (four variables each, and their content-size
    // constraints) and activating the file's constraints make.
    engine.solver.reserveCapacity(
      constraints: contentSizeConstraints + document.constraints.count,
      variables: 4 * viewDeclarations.count)
    // The cards of a pile (views whose parent is a pile's view) stay out of the tree until the
    // pile shows them; their own subviews are added to them.
    let pileViewIDs = Set(document.behaviors.piles.map { $0.view })
    var parentHint = -1
    for (index, view) in views.enumerated() {
      let parentID = viewDeclarations[index].parent
      var parent = parentID.flatMap { viewsByID.value(of: $0, hint: &parentHint) } ?? root
      if parent.isDescendant(of: view) || parent.content != nil { parent = root }
      if let id = parentID, pileViewIDs.contains(id), parent !== root { continue }
      parent.addSubview(view)
    }
    self.views = views
    self.viewsByID = viewsByID
    Self.makeStacks(document.views, views: views, byID: viewsByID)

    // Guides.
    var guides: [LayoutGuide] = []
    var guidesByID = IdentifierMap<LayoutGuide>()
    var generatedSites: [ObjectIdentifier: GeneratedSite] = [:]
    for declaration in document.guides {
      let owner = declaration.parent.flatMap { viewsByID[$0] } ?? root
      let guide: LayoutGuide
      if let percent = declaration.percent, percent.fraction >= 0, percent.fraction <= 1 {
        guide = owner.addGuideline(percent.axis, at: percent.fraction, identifier: declaration.id)
        let site = GeneratedSite(
          location: declaration.location, path: declaration.path,
          source: "the percent guide '\(declaration.id)'")
        for constraint in engine.constraints(involving: guide) {
          generatedSites[ObjectIdentifier(constraint)] = site
        }
      } else {
        guide = LayoutGuide(declaration.id)
        owner.addLayoutGuide(guide)
      }
      guides.append(guide)
      guidesByID.insertIfAbsent(declaration.id, guide)
    }
    self.guides = guides

    // Constraints: made in file order, then the active ones activated in one batch.
    var constraints: [LayoutConstraint] = []
    var active: [LayoutConstraint] = []
    // The constraints that have an id, and the positions of their declarations.
    var identified: [LayoutConstraint] = []
    var identifiedDeclarations: [Int] = []
    var formatParts: [LayoutConstraint] = []
    var declarationIndexes: [Int] = []
    var wanted: [Bool] = []
    constraints.reserveCapacity(document.constraints.count)
    active.reserveCapacity(document.constraints.count)
    declarationIndexes.reserveCapacity(document.constraints.count)
    wanted.reserveCapacity(document.constraints.count)
    let constraintDeclarations = document.constraints
    var hints = ItemHints()
    for index in constraintDeclarations.indices {
      let made = Self.makeConstraint(
        constraintDeclarations, at: index, root: root, views: viewsByID, guides: guidesByID,
        hints: &hints)
      switch made {
      case .success(let constraint):
        constraints.append(constraint)
        declarationIndexes.append(index)
        if constraintDeclarations[index].writtenIdentifier != nil {
          identified.append(constraint)
          identifiedDeclarations.append(index)
        } else if constraintDeclarations[index].formatPart != nil {
          formatParts.append(constraint)
        }
        let isActive = constraintDeclarations[index].isActive
        wanted.append(isActive)
        if isActive, Self.isInTree(constraint, of: engine) { active.append(constraint) }
      case .failure(let reason):
        problems.append(
          Diagnostic(
            unresolved: constraintDeclarations[index], reason: reason, file: document.fileName))
      }
    }
    self.constraints = constraints
    let constraintsByID = ConstraintsByID(
      written: IdentifierMap.byID(
        identified,
        id: { constraintDeclarations[identifiedDeclarations[$0]].writtenIdentifier ?? "" },
        sharing: document.decodedIdentifiers?.constraints),
      parts: FormatPartConstraints(formatParts))
    self.constraintsByID = constraintsByID
    self.declarationIndexes = declarationIndexes
    wantedActive = wanted
    LayoutConstraint.activate(active)
    // Biases, in file order, once the file's constraints are active.
    for (index, view) in views.enumerated() where view.superview != nil {
      for bias in viewDeclarations[index].bias {
        guard
          let placement = Self.place(
            view, with: bias, root: root, views: viewsByID, guides: guidesByID)
        else { continue }
        let site = GeneratedSite(
          location: bias.location, path: bias.path,
          source: "the \(bias.axis.rawValue) bias of '\(viewDeclarations[index].id)'")
        for constraint in placement.constraints {
          generatedSites[ObjectIdentifier(constraint)] = site
        }
      }
    }
    self.generatedSites = generatedSites

    // Behaviors.
    if let keyboard = document.behaviors.keyboard {
      let margin = keyboard.margin.isFinite ? max(0, keyboard.margin) : 0
      let avoider = KeyboardAvoider(
        container: root, constraints: keyboard.constraints.compactMap { constraintsByID[$0] },
        margin: margin)
      avoider.startAvoidingKeyboard()
      keyboardAvoider = avoider
    } else {
      keyboardAvoider = nil
    }
    var collapsers: [Collapser] = []
    var collapsersByView: [String: Collapser] = [:]
    var groups: [String: CollapsibleGroup] = [:]
    for declaration in document.behaviors.collapsible {
      guard let view = viewsByID[declaration.view], collapsersByView[declaration.view] == nil
      else { continue }
      let peek = declaration.peek.isFinite ? max(0, declaration.peek) : 0
      let collapser = Collapser(
        view: view, constraint: declaration.constraint.flatMap { constraintsByID[$0] },
        direction: declaration.direction, peek: peek)
      collapsers.append(collapser)
      collapsersByView[declaration.view] = collapser
      if let name = declaration.group {
        if let group = groups[name] {
          group.add(collapser)
        } else {
          groups[name] = CollapsibleGroup(name, members: [collapser])
        }
      }
    }
    self.collapsers = collapsers
    self.collapsersByView = collapsersByView

    let gestures = Self.makeGestureBehaviors(
      document.behaviors.gestures, views: viewsByID, constraints: constraintsByID)
    manipulators = gestures.manipulators
    manipulatorsByView = gestures.manipulatorsByView
    draggers = gestures.draggers
    draggersByView = gestures.draggersByView
    dragDropController = document.behaviors.dragDrop.map {
      Self.makeDragDropController($0, views: viewsByID)
    }
    let piles = Self.makePiles(document.behaviors.piles, views: viewsByID)
    self.piles = piles.piles
    pilesByView = piles.pilesByView
    activateWantedConstraints()
    // A solved layout is checked before it is shown (see LayoutEngine.verifyLayout()).
    engine.verifyLayout()

    diagnostics = problems
    diagnostics += takeEngineDiagnostics()
    diagnostics += negativeSizeDiagnostics()
  }

  // MARK: - Looking things up

  /// The view with the given id.
  public func view(withID id: String) -> View? {
    viewsByID[id]
  }

  /// The constraint with the given id in the file (constraints without one have none).
  public func constraint(withID id: String) -> LayoutConstraint? {
    constraintsByID[id]
  }

  /// The behavior of the collapsible view with the given id.
  public func collapser(forView id: String) -> Collapser? {
    collapsersByView[id]
  }

  /// The gesture behaviors of the view with the given id (not its ``Draggable`` behavior).
  public func manipulator(forView id: String) -> Manipulator? {
    manipulatorsByView[id]
  }

  /// The ``Draggable`` behavior of the view with the given id.
  public func dragger(forView id: String) -> Dragger? {
    draggersByView[id]
  }

  /// The pile whose view has the given id.
  public func pile(forView id: String) -> ViewPile? {
    pilesByView[id]
  }

  /// The declaration a constraint was built from, if it was built from one.
  package func declaration(of constraint: LayoutConstraint) -> ConstraintDeclaration? {
    positionsInConstraints[ObjectIdentifier(constraint)].map {
      document.constraints[declarationIndexes[$0]]
    }
  }

  // MARK: - Building

  /// A view configured as declaration `index` says, not yet in the tree.
  ///
  /// The declaration's fields are read in place: passing `declarations[index]` as an argument
  /// copied it whole (its strings and lists retained and released).
  static func makeView(_ declarations: [ViewDeclaration], at index: Int) -> View {
    let view = View(declarations[index].id)
    if let text = declarations[index].text {
      view.content = text
    } else {
      let size = declarations[index].intrinsicSize
      view.intrinsicContentSize = IntrinsicContentSize(
        width: size.width.flatMap(Self.usableSize), height: size.height.flatMap(Self.usableSize))
    }
    let hugging = declarations[index].contentHugging
    if hugging.horizontal.isValid {
      view.setContentHuggingPriority(hugging.horizontal, for: .horizontal)
    }
    if hugging.vertical.isValid {
      view.setContentHuggingPriority(hugging.vertical, for: .vertical)
    }
    let resistance = declarations[index].compressionResistance
    if resistance.horizontal.isValid {
      view.setContentCompressionResistancePriority(resistance.horizontal, for: .horizontal)
    }
    if resistance.vertical.isValid {
      view.setContentCompressionResistancePriority(resistance.vertical, for: .vertical)
    }
    let margins = declarations[index].margins
    if margins.top.isFinite, margins.left.isFinite, margins.bottom.isFinite,
      margins.right.isFinite
    {
      view.layoutMargins = margins
    }
    view.isHidden = declarations[index].isHidden
    return view
  }

  /// Makes the stacks the document declares: each arranges its view's children in file order,
  /// with the declared properties and custom spacings.
  static func makeStacks(
    _ declarations: [ViewDeclaration], views: [View], byID viewsByID: IdentifierMap<View>
  ) {
    // The declarations are read in place, by index (iterating them would copy each one), and
    // each view's children are found once, not by a scan of every view for each stack.
    let count = min(declarations.count, views.count)
    var stackIndexes: [Int] = []
    for index in 0..<count where declarations[index].stack != nil { stackIndexes.append(index) }
    guard !stackIndexes.isEmpty else { return }
    var childrenByParent: [String: [Int]] = [:]
    for index in 0..<count {
      if let parent = declarations[index].parent {
        childrenByParent[parent, default: []].append(index)
      }
    }
    for index in stackIndexes {
      let view = views[index]
      guard let stackDeclaration = declarations[index].stack, view.stack == nil else { continue }
      let spacing = stackDeclaration.spacing.isFinite ? stackDeclaration.spacing : 0
      let stack = StackLayout(
        view: view, axis: stackDeclaration.axis, distribution: stackDeclaration.distribution,
        alignment: stackDeclaration.alignment, spacing: spacing)
      stack.isLayoutMarginsRelativeArrangement = stackDeclaration.isMarginsRelative
      for child in childrenByParent[declarations[index].id] ?? []
      where views[child].superview === view {
        stack.addArrangedSubview(views[child])
      }
      for (id, spacing) in stackDeclaration.customSpacing where spacing.isFinite {
        if let child = viewsByID[id], stack.arranges(child) {
          stack.setCustomSpacing(spacing, after: child)
        }
      }
    }
  }

  /// Whether every item of a constraint is in the engine's tree (a pile's card that is not shown
  /// is not).
  static func isInTree(_ constraint: LayoutConstraint, of engine: LayoutEngine) -> Bool {
    constraint.firstItem.isInTree(of: engine)
      && constraint.secondItem?.isInTree(of: engine) != false
  }

  /// Records whether the document and its events want `constraint` (one of ``constraints``)
  /// active.
  func setWanted(_ constraint: LayoutConstraint, _ wanted: Bool) {
    guard let position = positionsInConstraints[ObjectIdentifier(constraint)] else { return }
    wantedActive[position] = wanted
  }

  /// Activates, in file order, the constraints the document wants active that are inactive only
  /// because one of their views was out of the tree and is now in it.
  func activateWantedConstraints() {
    var pending: [LayoutConstraint] = []
    for (position, constraint) in constraints.enumerated()
    where !constraint.isActive && wantedActive[position] && Self.isInTree(constraint, of: engine) {
      pending.append(constraint)
    }
    if !pending.isEmpty { LayoutConstraint.activate(pending) }
  }

  /// A number the model accepts: the value if it is finite, else 0 (only a document made by
  /// hand can have another).
  static func finite(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }

  /// An intrinsic size the model accepts: finite, else none.
  static func usableSize(_ value: Double) -> Double? {
    value.isFinite ? value : nil
  }

  /// The view or guide an item reference names, or `nil` when the document has no such view or
  /// guide.
  static func resolve(
    _ reference: ItemReference, root: View, views: IdentifierMap<View>,
    guide: (String) -> LayoutGuide?
  ) -> LayoutItem? {
    var hint = -1
    return resolve(reference, root: root, views: views, hint: &hint, guide: guide)
  }

  /// ``resolve(_:root:views:guide:)``, looking a view up first near `hint` (see
  /// `IdentifierTable.index(of:hint:)`), which becomes the view's position.
  static func resolve(
    _ reference: ItemReference, root: View, views: IdentifierMap<View>, hint: inout Int,
    guide: (String) -> LayoutGuide?
  ) -> LayoutItem? {
    switch reference {
    case .root: return root
    case .rootSafeArea: return root.safeAreaLayoutGuide
    case .rootMargins: return root.layoutMarginsGuide
    case .view(let id): return views.value(of: id, hint: &hint)
    case .viewMargins(let id): return views.value(of: id, hint: &hint)?.layoutMarginsGuide
    case .guide(let id): return guide(id)
    }
  }

  /// The constraint the declaration at `index` describes, or why it cannot be made.
  ///
  /// The declaration is read in place in `declarations` (a copy of it would retain and release
  /// each of its strings).
  static func makeConstraint(
    _ declarations: [ConstraintDeclaration], at index: Int, root: View,
    views: IdentifierMap<View>, guides: IdentifierMap<LayoutGuide>, hints: inout ItemHints
  ) -> Result<LayoutConstraint, UnresolvedConstraint> {
    guard
      let first = resolve(
        declarations[index].expression.first.item, root: root, views: views,
        hint: &hints.first, guide: { guides[$0] })
    else {
      return .failure(.unknownItem(declarations[index].expression.first.item.description))
    }
    var second: LayoutItem? = nil
    if let reference = declarations[index].expression.second {
      guard
        let resolved = resolve(
          reference.item, root: root, views: views, hint: &hints.second, guide: { guides[$0] })
      else {
        return .failure(.unknownItem(reference.item.description))
      }
      second = resolved
    }
    do {
      let constraint = try LayoutConstraint(
        item: first, attribute: declarations[index].expression.first.attribute,
        relatedBy: declarations[index].expression.relation, toItem: second,
        attribute: declarations[index].expression.second?.attribute,
        multiplier: declarations[index].expression.multiplier,
        constant: declarations[index].expression.constant,
        priority: declarations[index].priority)
      if let identifier = declarations[index].identifier {
        constraint.identifier = identifier
      } else {
        constraint.nameAsFileConstraint(at: declarations[index].index)
      }
      return .success(constraint)
    } catch {
      return .failure(.invalid(error))
    }
  }

  /// Why a constraint declaration could not be turned into a constraint (only possible in a
  /// document made by hand).
  enum UnresolvedConstraint: Error {
    /// An item of the expression names no view or guide of the document.
    case unknownItem(String)
    /// The parts do not fit together.
    case invalid(LayoutConstraintError)
  }

  /// The engine's diagnostics not taken yet, as ``Diagnostic`` values tied to the file.
  func takeEngineDiagnostics() -> [Diagnostic] {
    let all = engine.diagnostics
    guard consumedEngineDiagnostics < all.count else { return [] }
    let fresh = all[consumedEngineDiagnostics...].map { Diagnostic($0, in: self) }
    consumedEngineDiagnostics = all.count
    return fresh
  }

  /// A warning for each negative width or height of the document's views in the current state,
  /// in tree order (see ``LayoutEngine/negativeSizes()``). A size that stays negative is
  /// reported again after each event.
  func negativeSizeDiagnostics() -> [Diagnostic] {
    engine.negativeSizes().filter { size in
      (size.item as? View).map { viewIndex[ObjectIdentifier($0)] != nil } ?? false
    }.map { Diagnostic(negativeSize: $0, in: self) }
  }

  /// A warning for each ambiguity of the current state (see ``LayoutEngine/ambiguities()``)
  /// that the previous call did not report: on the first call, every one; called again after
  /// each event, the ones the event introduced or changed.
  ///
  /// Unlike negative sizes, ambiguities are not part of ``diagnostics``: they are an analysis
  /// of the layout that a caller asks for, as `layout-cli` does for every state. A layout whose
  /// solution is unique costs a scan of the solver's symbols.
  public func ambiguityDiagnostics() -> [Diagnostic] {
    let ambiguities = engine.ambiguities()
    let messages = ambiguities.map { $0.message }
    defer { reportedAmbiguities = messages }
    return ambiguities.filter { !reportedAmbiguities.contains($0.message) }.map {
      Diagnostic(ambiguity: $0, in: self)
    }
  }
}
