extension LayoutScene {
  /// A constraint of a scene and the place in the file it comes from.
  ///
  /// A user constraint comes from its declaration (`$.constraints[3]`). The engine's own
  /// constraints come from what the file says about a view or the root: the root's frame and
  /// safe area from `root`, a view's margins and content-size constraints from the view.
  public struct ConstraintSite: Hashable, Sendable {
    /// The constraint's name: its id in the file, `constraint 3` for one without an id, or the
    /// engine's name for its own constraints (`root-height`, `card.margins-left`).
    public var name: String
    /// The constraint in readable form with its current constant and priority:
    /// `card.height == 900`, `title.width <= 120 @250`.
    public var expression: String
    /// Where the constraint comes from: the file's constraints, or one of the engine's
    /// mechanisms.
    public var origin: LayoutConstraint.Origin
    /// Where in the file the constraint, or what it comes from, is declared.
    package var location: TextLocation?
    /// The JSON path of that declaration: `$.constraints[3]`, `$.views[2]`, `$.root`.
    package var path: JSONPath?
    /// A sentence saying where the constraint comes from, for a note:
    /// `'root-height' (root.height == 812) comes from the root's 'height'.`
    public var explanation: String

    /// Creates a site.
    package init(
      name: String, expression: String, origin: LayoutConstraint.Origin,
      location: TextLocation?, path: JSONPath?, explanation: String
    ) {
      self.name = name
      self.expression = expression
      self.origin = origin
      self.location = location
      self.path = path
      self.explanation = explanation
    }

    /// The line of the declaration in the file, from 1, if it is in the file.
    public var line: Int? { location?.line }
    /// The column of the declaration in Unicode scalars, from 1, if it is in the file.
    public var column: Int? { location?.column }
    /// The JSON path of the declaration, such as `$.constraints[3]`, if it is in the file.
    public var jsonPath: String? { path?.description }

    /// The name and expression quoted for a message: `'card-height' (card.height == 900)`.
    public var quoted: String {
      name == expression ? "'\(name)'" : "'\(name)' (\(expression))"
    }
  }

  /// Something the engine reported while solving the scene, tied back to the file: a broken
  /// constraint with the constraints it conflicts with, a constraint that applies again, or one
  /// that could not be activated.
  ///
  /// Print ``fileDiagnostic`` to show it as a compiler would, with a note at each conflicting
  /// constraint:
  ///
  /// ```text
  /// card.json:14:5: error: Unsatisfiable constraint 'card-height' (card.height == 900) …
  ///   fix: Lower the priority of 'card-height' below 1000 (for example '@ high'), or change …
  /// card.json:2:11: note: 'root-height' (root.height == 812) comes from the root's 'height'.
  /// card.json:12:5: note: 'constraint 4' (card.top == root.top) is declared here.
  /// ```
  public struct Diagnostic: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
      /// A required constraint contradicts other required constraints and is not applied.
      case unsatisfiable
      /// A constraint that was unsatisfiable applies again.
      case recovered
      /// A constraint could not be activated (only in a document made by hand).
      case activationFailed
      /// A constraint's numbers (with the sizes and insets behind them) are beyond the solver's
      /// range, 10¹⁵ in magnitude; it is not applied.
      case outOfRange
      /// An event would have given a constraint a constant that is not a finite number or is
      /// beyond the solver's range, 10¹⁵ (only with absurd magnitudes, such as a 10¹⁵-point
      /// root); the event changed nothing.
      case nonFiniteConstant
      /// A gesture would have given a view a transform that is not a finite number (only with
      /// absurd magnitudes); that step changed nothing. The diagnostic's ``Diagnostic/constraint``
      /// is then the view's transform (`<view>.transform`), placed at the event.
      case nonFiniteTransform
      /// An applied required constraint does not hold in the solved layout beyond the solver's
      /// tolerance: the frames it positions are wrong (see ``LayoutEngine/verifyLayout()``).
      case violated
      /// A view's solved width or height is negative (see ``LayoutEngine/negativeSizes()``).
      /// The diagnostic's ``Diagnostic/constraint`` is the view's size (`<view>.height`), placed
      /// at the view's declaration, and its ``Diagnostic/conflicts`` are the constraints that
      /// determine the size. A warning: it does not make `check` fail.
      case negativeSize
      /// Attributes of views or guides that the constraints do not determine (see
      /// ``LayoutEngine/ambiguities()``). The diagnostic's ``Diagnostic/constraint`` is the
      /// first attribute that moves (`<view>.height`), placed at its item's declaration, and its
      /// ``Diagnostic/conflicts`` are the optional constraints tied along the move. A warning:
      /// `check` fails on it only with `--fail-on-ambiguity`.
      case ambiguous
      /// The measured sizes of views with text did not settle (see
      /// ``LayoutEngine/maximumMeasurementPasses``): a width depends on a height and the wraps
      /// oscillate. The diagnostic's ``Diagnostic/constraint`` is the first view's height
      /// compression resistance, placed at its `text`. A warning: the layout shows the last
      /// solve.
      case unsettled

      /// The kind of an engine diagnostic.
      init(_ kind: LayoutDiagnostic.Kind) {
        switch kind {
        case .unsatisfiable: self = .unsatisfiable
        case .recovered: self = .recovered
        case .activationFailed: self = .activationFailed
        case .outOfRange: self = .outOfRange
        case .violated: self = .violated
        case .unsettled: self = .unsettled
        }
      }
    }

    /// What happened.
    public var kind: Kind
    /// The constraint the diagnostic is about; for a ``Kind/nonFiniteTransform``, the view's
    /// transform (named `<view>.transform`), placed at the event.
    public var constraint: ConstraintSite
    /// For an unsatisfiable constraint: the required constraints that, with it, cannot all
    /// hold, in activation order (a minimal set when the solver could reduce it). For a negative
    /// size: the constraints that determine it, in activation order.
    public var conflicts: [ConstraintSite]
    /// The engine's sentence, with constraints in single quotes.
    public var message: String
    /// A likely fix, if there is one.
    public var fix: String?
    /// The file name, as given to the parser.
    public var file: String

    /// Creates a diagnostic from its parts.
    package init(
      kind: Kind, constraint: ConstraintSite, conflicts: [ConstraintSite],
      message: String, fix: String?, file: String
    ) {
      self.kind = kind
      self.constraint = constraint
      self.conflicts = conflicts
      self.message = message
      self.fix = fix
      self.file = file
    }

    /// `note` for a recovery, `warning` for a negative size, an ambiguity or unsettled
    /// measurements, `error` for the others.
    public var severity: LayoutFileDiagnostic.Severity {
      switch kind {
      case .recovered: return .note
      case .negativeSize, .ambiguous, .unsettled: return .warning
      default: return .error
      }
    }

    /// `unsatisfiable-constraint`, `recovered-constraint`, `activation-failed`, `out-of-range`,
    /// `non-finite-constant`, `non-finite-transform`, `required-violated`, `negative-size`,
    /// `ambiguous-layout` or `unsettled-measurement`.
    public var code: LayoutFileDiagnostic.Code {
      switch kind {
      case .unsatisfiable: return .unsatisfiableConstraint
      case .recovered: return .recoveredConstraint
      case .activationFailed: return .activationFailed
      case .outOfRange: return .outOfRange
      case .nonFiniteConstant: return .nonFiniteConstant
      case .nonFiniteTransform: return .nonFiniteTransform
      case .violated: return .requiredViolated
      case .negativeSize: return .negativeSize
      case .ambiguous: return .ambiguousLayout
      case .unsettled: return .unsettledMeasurement
      }
    }

    /// The diagnostic in the form of the file's diagnostics: at the constraint's place, with a
    /// note at the place of each conflicting constraint.
    public var fileDiagnostic: LayoutFileDiagnostic {
      LayoutFileDiagnostic(
        severity: severity, code: code, file: file, location: constraint.location,
        path: constraint.path, message: message, fix: fix,
        notes: conflicts.map {
          LayoutFileDiagnostic.Note(
            file: file, location: $0.location, path: $0.path, message: $0.explanation)
        })
    }
  }
}

extension LayoutScene.Diagnostic {
  /// The fix of a constraint or constant beyond the solver's range.
  static let magnitudeFix =
    "Use sizes, constants and margins of the magnitude of a screen, in points."

  /// The diagnostic of an engine diagnostic, with the constraints placed in the scene's file.
  init(_ diagnostic: LayoutDiagnostic, in scene: LayoutScene) {
    let site = scene.site(of: diagnostic.constraint)
    var fix: String? = nil
    if diagnostic.kind == .unsatisfiable, diagnostic.constraint.origin == .user,
      let stack = diagnostic.conflicts.lazy.compactMap(StackLayout.generating).first,
      let stackView = stack.view
    {
      // A file constraint against a stack's own constraints.
      fix =
        "The stack of '\(stackView.identifier)' positions and sizes its arranged views: remove "
        + "'\(site.name)' or lower its priority below 1000 (for example "
        + "\(scene.document.priorityExample)), or change the "
        + "stack's 'spacing', 'distribution' or 'alignment' instead."
    } else if diagnostic.kind == .unsatisfiable {
      fix =
        diagnostic.constraint.origin == .user
        ? "Lower the priority of '\(site.name)' below 1000 (for example "
          + "\(scene.document.priorityExample)), or change the "
          + "constraints it conflicts with."
        : "Change the constraints it conflicts with."
    }
    if diagnostic.kind == .outOfRange {
      fix = Self.magnitudeFix
    }
    if diagnostic.kind == .unsettled {
      fix = "Give the width of the text a constraint that does not depend on its height."
    }
    if diagnostic.kind == .violated {
      fix =
        "Keep the numbers of the constraints behind it far below 10^15; if they are, this is a "
        + "solver defect: please report the file."
    }
    self.init(
      kind: Kind(diagnostic.kind), constraint: site,
      conflicts: diagnostic.conflicts.map(scene.site),
      message: diagnostic.message, fix: fix, file: scene.document.fileName)
  }

  /// The diagnostic of a change a behavior refused to make during an event, because a constant
  /// or a transform would not have been a finite number.
  init(refused: RefusedChange, after event: EventDeclaration, in scene: LayoutScene) {
    switch refused {
    case .constant(let constraint, _):
      let site = scene.site(of: constraint)
      self.init(
        kind: .nonFiniteConstant, constraint: site, conflicts: [],
        message:
          "The constant of \(site.quoted) would be out of range (a magnitude beyond 10^15) "
          + "after \(event.origin) (\(event.summary)); the event changes nothing.",
        fix: Self.magnitudeFix,
        file: scene.document.fileName)
    case .transform(let view):
      let site = scene.site(ofTransformOf: view, during: event)
      self.init(
        kind: .nonFiniteTransform, constraint: site, conflicts: [],
        message:
          "The transform of '\(view.identifier)' would not be a finite number after "
          + "\(event.origin) (\(event.summary)); that step of the gesture changes nothing.",
        fix: "Use sizes, constants and gestures of the magnitude of a screen, in points.",
        file: scene.document.fileName)
    }
  }

  /// The warning of a view's negative width or height, placed at the view's declaration, with
  /// a note at each constraint that determines the size.
  init(negativeSize size: LayoutExplanation, in scene: LayoutScene) {
    let name = size.item.identifier
    let dimension = size.attribute.rawValue
    let value = LayoutScene.Explanation.rounded(size.value)
    let place = scene.placeOfItem(size.item, member: dimension)
    let site = LayoutScene.ConstraintSite(
      name: "\(name).\(dimension)", expression: "\(name).\(dimension) = \(value)", origin: .user,
      location: place.location, path: place.path,
      explanation: "'\(name)' is declared here.")
    let intrinsic = size.attribute == .width ? "an intrinsic width" : "an intrinsic height"
    self.init(
      kind: .negativeSize, constraint: site,
      conflicts: size.contributions.map { scene.site(of: $0.constraint) },
      message: "'\(name)' has a negative \(dimension) (\(value)) after solving.",
      fix: "Give '\(name)' a \(dimension) or \(intrinsic), or lower the priority of the "
        + "constraints that squeeze it.",
      file: scene.document.fileName)
  }

  /// The warning of attributes that the constraints do not determine, placed at the
  /// declaration of the first item that moves, with a note at each tied optional constraint.
  init(ambiguity: LayoutAmbiguity, in scene: LayoutScene) {
    let first = ambiguity.moves[0]
    let name = "\(first.item.identifier).\(first.attribute.rawValue)"
    let place = scene.placeOfItem(first.item, member: first.attribute.rawValue)
    let site = LayoutScene.ConstraintSite(
      name: name, expression: name, origin: .user, location: place.location, path: place.path,
      explanation: "'\(first.item.identifier)' is declared here.")
    self.init(
      kind: .ambiguous, constraint: site,
      conflicts: ambiguity.tiedConstraints.map { scene.site(of: $0) },
      message: ambiguity.message, fix: ambiguity.fix, file: scene.document.fileName)
  }

  /// The diagnostic of a declaration that could not be turned into a constraint.
  init(
    unresolved declaration: ConstraintDeclaration, reason: LayoutScene.UnresolvedConstraint,
    file: String
  ) {
    let site = LayoutScene.ConstraintSite(
      name: declaration.displayName, expression: declaration.source, origin: .user,
      location: declaration.location, path: declaration.path,
      explanation: "'\(declaration.displayName)' (\(declaration.source)) is declared here.")
    let why: String
    switch reason {
    case .unknownItem(let item): why = "'\(item)' is not a view or guide of the document."
    case .invalid(let error): why = error.description
    }
    self.init(
      kind: .activationFailed, constraint: site, conflicts: [],
      message: "Cannot make \(site.quoted): \(why)", fix: nil, file: file)
  }
}

extension LayoutScene {
  /// Where a constraint of this scene comes from in the file.
  public func site(of constraint: LayoutConstraint) -> ConstraintSite {
    let name = constraint.displayName
    let expression = constraint.description
    let quoted = constraint.identifier == nil ? "'\(name)'" : "'\(name)' (\(expression))"
    switch constraint.origin {
    case .user:
      let declaration = declaration(of: constraint)
      if declaration == nil, let generated = generatedSites[ObjectIdentifier(constraint)] {
        return ConstraintSite(
          name: name, expression: expression, origin: .user, location: generated.location,
          path: generated.path, explanation: "\(quoted) comes from \(generated.source).")
      }
      return ConstraintSite(
        name: name, expression: expression, origin: .user, location: declaration?.location,
        path: declaration?.path, explanation: "\(quoted) is declared here.")
    case .rootFrame:
      let attribute = constraint.firstAttribute
      let isSize = attribute == .width || attribute == .height
      let place = placeOfRoot(member: isSize ? attribute.rawValue : nil)
      let what = isSize ? "the root's '\(attribute.rawValue)'" : "the root's position at (0, 0)"
      return ConstraintSite(
        name: name, expression: expression, origin: .rootFrame, location: place.location,
        path: place.path, explanation: "\(quoted) comes from \(what).")
    case .layoutGuide:
      let guide = constraint.firstItem as? LayoutGuide
      let owner = guide?.owningView
      let isSafeArea = guide?.kind == .safeArea
      let place = placeOfItem(constraint.firstItem, member: "")
      return ConstraintSite(
        name: name, expression: expression, origin: .layoutGuide, location: place.location,
        path: place.path,
        explanation:
          "\(quoted) comes from the \(isSafeArea ? "safe area" : "margins") of "
          + "'\(owner?.identifier ?? "root")'.")
    case .stack:
      let stackView = StackLayout.generating(constraint)?.view
      let place = placeOfView(stackView, member: "stack")
      return ConstraintSite(
        name: name, expression: expression, origin: .stack, location: place.location,
        path: place.path,
        explanation: "\(quoted) comes from the stack of '\(stackView?.identifier ?? "root")'.")
    case .contentHugging, .compressionResistance:
      let view = constraint.firstItem as? View
      let dimension = constraint.firstAttribute == .width ? "width" : "height"
      let priority =
        constraint.origin == .contentHugging ? "content hugging" : "compression resistance"
      let place = placeOfView(view, member: view?.content == nil ? "intrinsicSize" : "text")
      return ConstraintSite(
        name: name, expression: expression, origin: constraint.origin, location: place.location,
        path: place.path,
        explanation:
          "\(quoted) comes from the intrinsic \(dimension) and \(priority) of "
          + "'\(view?.identifier ?? "root")'.")
    case .baseline:
      let view = constraint.firstItem as? View
      let place = placeOfView(view, member: "text")
      let source = view?.content == nil ? "bottom edge" : "text"
      return ConstraintSite(
        name: name, expression: expression, origin: .baseline, location: place.location,
        path: place.path,
        explanation: "\(quoted) comes from the \(source) of '\(view?.identifier ?? "root")'.")
    }
  }

  /// The site of a view's transform, for a diagnostic about a gesture event: named
  /// `<view>.transform`, placed at the event (nowhere for an event from the command line).
  func site(ofTransformOf view: View, during event: EventDeclaration) -> ConstraintSite {
    let name = view.identifier + ".transform"
    return ConstraintSite(
      name: name, expression: name, origin: .user, location: event.location, path: event.path,
      explanation: "'\(name)' is changed by \(event.origin).")
  }

  /// The place in the file of a view or guide: for a view, as ``placeOfView(_:member:)``; for a
  /// free-standing guide, its declaration; for a safe-area or margins guide, its view's
  /// `safeArea` or `margins` (the root's for the root's guides).
  func placeOfItem(_ item: LayoutItem, member: String) -> (location: TextLocation?, path: JSONPath?)
  {
    guard let guide = item as? LayoutGuide else {
      return placeOfView(item as? View, member: member)
    }
    if guide.kind == .custom, let index = guides.firstIndex(where: { $0 === guide }) {
      let declaration = document.guides[index]
      return (declaration.location, declaration.path)
    }
    let owner = guide.owningView
    let guideMember = guide.kind == .safeArea ? "safeArea" : "margins"
    return owner.flatMap { viewIndex[ObjectIdentifier($0)] } == nil
      ? placeOfRoot(member: guideMember) : placeOfView(owner, member: guideMember)
  }

  /// The place in the file of a member of `root` if the file gives it, else of `root`.
  func placeOfRoot(member: String?) -> (location: TextLocation?, path: JSONPath?) {
    let root = document.root
    let path = JSONPath([.key("root")])
    if let member, let location = root.memberLocationList[member] {
      return (location, path.appending(key: member))
    }
    return (root.location, path)
  }

  /// The place in the file of a member of a view's declaration if the file gives it, else of
  /// the declaration, else (for the root or a view not in the document) of `root`.
  func placeOfView(_ view: View?, member: String) -> (location: TextLocation?, path: JSONPath?) {
    guard let view, let index = viewIndex[ObjectIdentifier(view)] else {
      return placeOfRoot(member: nil)
    }
    let declaration = document.views[index]
    if let location = declaration.memberLocationList[member], let path = declaration.path {
      return (location, path.appending(key: member))
    }
    return (declaration.location, declaration.path)
  }
}
