import LayoutBehaviors

/// The `--format json` report: every state and every diagnostic in one JSON document.
///
/// ```json
/// {
///   "diagnostics": [],
///   "states": [
///     {
///       "animation": null,
///       "changed": [],
///       "constants": [],
///       "event": null,
///       "frames": {
///         "header": {"height": 56, "width": 375, "x": 0, "y": 47}
///       }
///     },
///     {
///       "animation": {"curve": "easeOut", "delay": 0, "duration": 0.25},
///       "changed": ["form"],
///       "constants": [
///         {"after": 257, "before": 0, "constraint": "form-bottom"}
///       ],
///       "event": {"origin": "event 0", "path": "$.events[0]", "summary": "…", "type": "…"},
///       "frames": { … }
///     }
///   ]
/// }
/// ```
///
/// Every state lists the frames of every view (superview coordinates), keyed by id; `changed`
/// lists, in file order, the views whose rounded frame differs from the state before. Keys are
/// sorted and numbers rounded by ``ReportNumber``, so the output is the same bytes in every run.
/// The schema is documented in `Sources/LayoutBehaviors/LayoutBehaviors.docc/LayoutFileFormat.md`.
enum JSONReport {
  /// The report of a run, ending with a line break.
  static func render(_ run: LayoutRun) -> String {
    JSONOutput.members(members(of: run)).rendered(numberText: ReportNumber.text)
  }

  /// The report of an Interface Builder document's scenes, ending with a line break:
  /// `{"scenes": [{"id", "name", "diagnostics", "states"}]}`, each scene's `diagnostics` and
  /// `states` as ``render(_:)`` writes a layout file's.
  static func render(scenes: [(id: String, name: String, run: LayoutRun)]) -> String {
    let values = scenes.map { scene in
      JSONOutput.members(
        [("id", .string(scene.id)), ("name", .string(scene.name))] + members(of: scene.run))
    }
    return JSONOutput.object(["scenes": .array(values)]).rendered(numberText: ReportNumber.text)
  }

  /// The members of a run's report: `states` and `diagnostics`.
  static func members(of run: LayoutRun) -> [(key: String, value: JSONOutput)] {
    var diagnostics: [JSONOutput] = []
    for (index, state) in run.states.enumerated() {
      for diagnostic in state.diagnostics {
        diagnostics.append(value(of: diagnostic, state: index))
      }
    }
    let labels = TableReport.labels(of: run.document)
    return [
      ("states", .array(run.states.map { value(of: $0, labels: labels) })),
      ("diagnostics", .array(diagnostics)),
    ]
  }

  /// A state: its event, animation, constants, changed views and frames.
  ///
  /// - Parameter labels: the views' labels in the frames' order (``TableReport/labels(of:)``);
  ///   a view with one gets a `label` member (the keys are sorted when written).
  static func value(of state: LayoutRun.State, labels: [String?] = []) -> JSONOutput {
    var frames: [(key: String, value: JSONOutput)] = []
    frames.reserveCapacity(state.frames.count)
    for (index, frame) in state.frames.enumerated() {
      var members = rectangle(frame.frame)
      if index < state.views.count { members += extraMembers(state.views[index], frame) }
      if index < labels.count, let label = labels[index] {
        members.append(("label", .string(label)))
      }
      frames.append((frame.identifier, .members(members)))
    }
    var members: [(key: String, value: JSONOutput)] = [
      ("event", state.event.map(value(of:)) ?? .null),
      ("animation", state.animation.map(value(of:)) ?? .null),
      (
        "constants",
        .array(
          state.constants.map {
            .object([
              "constraint": .string($0.constraint.displayName), "before": .number($0.before),
              "after": .number($0.after),
            ])
          })
      ),
      ("changed", .array(state.changedIndexes.map { .string(state.frames[$0].identifier) })),
      ("frames", .members(frames)),
    ]
    if let (_, root) = state.rootChange {
      let insets = root.safeArea
      members.append(
        (
          "root",
          .members([
            ("height", .number(root.height)),
            (
              "safeArea",
              .members([
                ("bottom", .number(insets.bottom)), ("left", .number(insets.left)),
                ("right", .number(insets.right)), ("top", .number(insets.top)),
              ])
            ),
            ("width", .number(root.width)),
          ])
        ))
    }
    if !state.callbacks.isEmpty {
      members.append(("callbacks", .array(state.callbacks.map { .string($0) })))
    }
    if state.animations.count > 1 {
      members.append(("animations", .array(state.animations.map(value(of:)))))
    }
    if let samples = state.samples { members.append(("samples", SampleReport.value(of: samples))) }
    return .members(members)
  }

  /// `x`, `y`, `width` and `height`.
  static func rectangle(_ rect: Rect) -> [(key: String, value: JSONOutput)] {
    [
      ("height", .number(rect.height)), ("width", .number(rect.width)), ("x", .number(rect.x)),
      ("y", .number(rect.y)),
    ]
  }

  /// The members of a view's reported state that are not the default: `alpha`, `transform`
  /// (`[a, b, c, d, tx, ty]`, or the 16 entries of a 3D transform row by row), `visualFrame`,
  /// `zIndex`, `appearance`, `hidden` and `detached`.
  static func extraMembers(
    _ state: ReportedViewState, _ frame: ViewFrame
  ) -> [(key: String, value: JSONOutput)] {
    var members: [(key: String, value: JSONOutput)] = []
    if state.alpha != 1 { members.append(("alpha", .number(state.alpha))) }
    if state.transform != .identity {
      members.append(("transform", entries(of: state.transform)))
    }
    if let visual = state.visualFrame {
      members.append(("visualFrame", .members(rectangle(visual))))
    }
    if state.zIndex != nil { members.append(("zIndex", .integer(frame.zIndex))) }
    if let appearance = state.appearance { members.append(("appearance", .string(appearance))) }
    if state.isHidden { members.append(("hidden", .bool(true))) }
    if state.isDetached { members.append(("detached", .bool(true))) }
    return members
  }

  /// A transform's entries: `[a, b, c, d, tx, ty]` for an affine one, otherwise the 16 entries
  /// row by row.
  static func entries(of t: Transform3D) -> JSONOutput {
    let entries =
      t.affineTransform.map { [$0.a, $0.b, $0.c, $0.d, $0.tx, $0.ty] } ?? [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
        t.m41, t.m42, t.m43, t.m44,
      ]
    return .array(entries.map { .number($0) })
  }

  /// An event: where it comes from, its type and a summary.
  static func value(of event: EventDeclaration) -> JSONOutput {
    .object([
      "origin": .string(event.origin), "type": .string(event.typeName),
      "summary": .string(event.summary), "path": .string(event.path?.description),
    ])
  }

  /// An animation: duration, delay, and the curve or the spring.
  static func value(of animation: Animation) -> JSONOutput {
    let timing: (key: String, value: JSONOutput)
    switch animation.timing {
    case .curve(let curve):
      timing = ("curve", .string(curve.rawValue))
    case .spring(let spring):
      timing = (
        "spring",
        .object([
          "dampingRatio": .number(spring.dampingRatio),
          "initialVelocity": .number(spring.initialVelocity),
        ])
      )
    }
    return .members([
      ("duration", .number(animation.duration)), ("delay", .number(animation.delay)), timing,
    ])
  }

  /// A diagnostic, with the state it happened in and the conflicting constraints' places.
  static func value(of diagnostic: LayoutScene.Diagnostic, state: Int) -> JSONOutput {
    .members(
      site(diagnostic.constraint) + [
        ("severity", .string(diagnostic.severity.rawValue)),
        ("code", .string(diagnostic.code.rawValue)), ("message", .string(diagnostic.message)),
        ("fix", .string(diagnostic.fix)), ("file", .string(diagnostic.file)),
        ("state", .integer(state)),
        ("conflicts", .array(diagnostic.conflicts.map { .members(site($0)) })),
      ])
  }

  /// A constraint's name, expression and place: `constraint`, `expression`, `line`, `column`,
  /// `path`.
  static func site(_ site: LayoutScene.ConstraintSite) -> [(key: String, value: JSONOutput)] {
    [
      ("constraint", .string(site.name)), ("expression", .string(site.expression)),
      ("line", .integer(site.location?.line)), ("column", .integer(site.location?.column)),
      ("path", .string(site.path?.description)),
    ]
  }
}
