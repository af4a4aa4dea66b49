extension LayoutSweep {
  /// How far a frame may pass a limit before a check fails: half a point, below what a screen
  /// of scale 2 draws.
  static let tolerance = 0.5

  /// The problems one check finds in the scene as it is now; without `detailed`, with their
  /// subjects only (no message, views or constraints), which is all a sampled point needs.
  func problems(of check: Check, detailed: Bool) -> [Problem] {
    switch check {
    case .unsatisfiable: return unsatisfiableProblems(detailed: detailed)
    case .ambiguous: return ambiguityProblems(detailed: detailed)
    case .negativeSize: return negativeSizeProblems(detailed: detailed)
    case .truncatedText: return truncatedTextProblems(detailed: detailed)
    case .outsideSuperview: return outsideSuperviewProblems(detailed: detailed)
    case .outsideSafeArea: return outsideSafeAreaProblems(detailed: detailed)
    case .overlap: return overlapProblems(detailed: detailed)
    case .unsettled: return unsettledProblems()
    }
  }

  /// Each broken required constraint, with the constraints it contradicts (from the
  /// diagnostic the scene made when it broke).
  private func unsatisfiableProblems(detailed: Bool) -> [Problem] {
    let broken = scene.engine.brokenConstraints
    guard !broken.isEmpty else { return [] }
    return broken.map { constraint in
      let site = scene.site(of: constraint)
      let subject = Subject(check: .unsatisfiable, name: site.name)
      guard detailed else { return Problem(subject: subject) }
      let diagnostic = scene.diagnostics.last {
        $0.kind == .unsatisfiable && $0.constraint == site
      }
      var views: [String] = []
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
        if let name = documentView(of: item), !views.contains(name) { views.append(name) }
      }
      return Problem(
        subject: subject, views: views,
        constraints: [site] + (diagnostic?.conflicts ?? []),
        message: diagnostic?.message ?? "\(site.quoted) cannot hold with the other required "
          + "constraints.")
    }
  }

  /// Each group of attributes the constraints leave open.
  private func ambiguityProblems(detailed: Bool) -> [Problem] {
    scene.engine.ambiguities().map { ambiguity in
      let subject = Subject(check: .ambiguous, name: ambiguity.message)
      guard detailed else { return Problem(subject: subject) }
      var views: [String] = []
      for move in ambiguity.moves {
        if let name = documentView(of: move.item), !views.contains(name) { views.append(name) }
      }
      return Problem(
        subject: subject, views: views,
        constraints: ambiguity.tiedConstraints.map { scene.site(of: $0) },
        message: ambiguity.message)
    }
  }

  /// Each negative width or height of a document's view.
  private func negativeSizeProblems(detailed: Bool) -> [Problem] {
    scene.engine.negativeSizes().compactMap { size in
      guard let name = documentView(of: size.item) else { return nil }
      let subject = Subject(check: .negativeSize, name: "\(name).\(size.attribute.rawValue)")
      guard detailed else { return Problem(subject: subject) }
      let diagnostic = LayoutScene.Diagnostic(negativeSize: size, in: scene)
      return Problem(
        subject: subject, views: [name], constraints: diagnostic.conflicts,
        message: diagnostic.message)
    }
  }

  /// Each shown text whose lines at its frame's width need more room than the frame has.
  private func truncatedTextProblems(detailed: Bool) -> [Problem] {
    var result: [Problem] = []
    let declarations = scene.document.views
    let frames = self.frames
    for index in declarations.indices where declarations[index].text != nil {
      let view = scene.views[index]
      guard let frame = frames[index]?.frame, var text = view.content as? TextContent else {
        continue
      }
      text.maxLines = 0
      let needed = text.measure(SizeProposal(width: max(0, frame.width)))
      let tooTall = needed.height > frame.height + Self.tolerance
      let tooWide = needed.width > frame.width + Self.tolerance
      guard tooTall || tooWide else { continue }
      let subject = Subject(check: .truncatedText, view: index)
      guard detailed else {
        result.append(Problem(subject: subject))
        continue
      }
      let lines = Int((needed.height / max(text.lineHeight, .leastNonzeroMagnitude)).rounded())
      let rounded = LayoutScene.Explanation.rounded
      let message =
        tooTall
        ? "'\(view.identifier)' needs \(lines) \(lines == 1 ? "line" : "lines") "
          + "(\(rounded(needed.height)) high) at its width, \(rounded(frame.width)), but is "
          + "\(rounded(frame.height)) high."
        : "'\(view.identifier)' needs a width of \(rounded(needed.width)) for its widest line "
          + "but is \(rounded(frame.width)) wide."
      result.append(
        Problem(
          subject: subject, views: [view.identifier], constraints: [], message: message))
    }
    return result
  }

  /// Measured sizes that did not settle in the last change.
  private func unsettledProblems() -> [Problem] {
    guard let diagnostic = lastDiagnostics.first(where: { $0.kind == .unsettled }) else {
      return []
    }
    return [
      Problem(
        subject: Subject(check: .unsettled, name: "measurement"), views: [],
        constraints: [diagnostic.constraint], message: diagnostic.message)
    ]
  }

  /// The id of the document's view an item is or belongs to (a view's margins or a guide of
  /// it), or `nil` for the root and free-standing guides.
  func documentView(of item: LayoutItem) -> String? {
    var view = (item as? View) ?? (item as? LayoutGuide)?.owningView
    while let current = view, current !== scene.engine.root {
      if scene.viewsByID[current.identifier] === current { return current.identifier }
      view = current.superview
    }
    return nil
  }
}
