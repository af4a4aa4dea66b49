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
/// The schema is documented in `Documentation/LayoutFileFormat.md`.
enum JSONReport {
  /// The report of a run, ending with a line break.
  static func render(_ run: LayoutRun) -> String {
    var diagnostics: [JSONOutput] = []
    for (index, state) in run.states.enumerated() {
      for diagnostic in state.diagnostics {
        diagnostics.append(value(of: diagnostic, state: index))
      }
    }
    let document = JSONOutput.object([
      "states": .array(run.states.map(value(of:))),
      "diagnostics": .array(diagnostics),
    ])
    return document.rendered()
  }

  /// A state: its event, animation, constants, changed views and frames.
  static func value(of state: LayoutRun.State) -> JSONOutput {
    var frames: [(key: String, value: JSONOutput)] = []
    frames.reserveCapacity(state.frames.count)
    for frame in state.frames {
      let rect = frame.frame
      frames.append(
        (
          frame.identifier,
          .object([
            "height": .number(rect.height), "width": .number(rect.width), "x": .number(rect.x),
            "y": .number(rect.y),
          ])
        ))
    }
    return .object([
      "event": state.event.map(value(of:)) ?? .null,
      "animation": state.animation.map(value(of:)) ?? .null,
      "constants": .array(
        state.constants.map {
          .object([
            "constraint": .string($0.constraint.displayName), "before": .number($0.before),
            "after": .number($0.after),
          ])
        }),
      "changed": .array(state.changedIndexes.map { .string(state.frames[$0].identifier) }),
      "frames": .members(frames),
    ])
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
