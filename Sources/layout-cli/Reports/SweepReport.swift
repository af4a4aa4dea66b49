import LayoutBehaviors

/// The output of `layout-cli sweep`: a readable list of failures, or JSON.
enum SweepReport {
  /// The sweep of one layout: a layout file, or one scene of an Interface Builder document.
  struct Result {
    /// The layout's name: the file, and the scene.
    var title: String
    /// The file the layout's constraints are placed in.
    var fileName: String
    /// What the sweep found.
    var report: LayoutSweep.Report
    /// The layout swept.
    var document: LayoutDocument
    /// The events the sweep applied, in order.
    var events: [EventDeclaration]
    /// The path of each failure's picture, when `--svg` asked for them (in the order of
    /// ``LayoutSweep/Report/failures``).
    var pictures: [String] = []
  }

  /// The table: per layout, what was swept, then each failure with its boundary, its message,
  /// its views and its constraints at their places in the file.
  static func table(_ results: [Result], _ arguments: SweepCommand.Arguments) -> String {
    var buffer = ReportBuffer()
    var swept: [String] = []
    let step = ReportNumber.text(arguments.step)
    if let widths = arguments.widths {
      swept.append(
        "width \(ReportNumber.text(widths.lowerBound))…\(ReportNumber.text(widths.upperBound))")
    }
    if let heights = arguments.heights {
      swept.append(
        "height \(ReportNumber.text(heights.lowerBound))…"
          + ReportNumber.text(heights.upperBound))
    }
    var axes = swept.joined(separator: " and ")
    if !swept.isEmpty { axes += " every \(step) pt" }
    if !arguments.devices.isEmpty {
      let count = arguments.devices.count
      axes +=
        (axes.isEmpty ? "" : ", ") + "\(count) \(count == 1 ? "device" : "devices") "
        + "in portrait and landscape"
    }
    if !arguments.textSizes.isEmpty {
      let sizes =
        arguments.textSizes == ContentSizeCategory.allCases
        ? "every text size" : arguments.textSizes.map(\.rawValue).joined(separator: ", ")
      axes += (axes.isEmpty ? "" : ", at ") + sizes
    }
    if !arguments.directions.isEmpty {
      axes +=
        (axes.isEmpty ? "" : ", ") + "in "
        + arguments.directions.map(\.rawValue).joined(separator: " and ")
    }
    for (index, result) in results.enumerated() {
      if index > 0 { buffer.appendLine("") }
      let report = result.report
      var conditions = axes
      let events = result.events.count
      if events > 0 {
        conditions +=
          (conditions.isEmpty ? "" : ", ") + "before and after each of \(events) "
          + (events == 1 ? "event" : "events")
      }
      buffer.appendLine(
        "Swept \(result.title): \(conditions); \(report.configurations) configurations solved.")
      guard !report.passed else {
        buffer.appendLine("Passed: every check held.")
        continue
      }
      let count = report.failures.count
      buffer.appendLine("\(count) \(count == 1 ? "failure" : "failures"):")
      for (number, failure) in report.failures.enumerated() {
        buffer.appendLine("")
        var heading = failure.check.rawValue
        if !failure.boundaries.isEmpty {
          heading += " " + failure.boundaries.map(\.description).joined(separator: " and ")
        }
        buffer.appendLine(heading + " (at \(failure.configuration.description))")
        if !failure.message.isEmpty { buffer.appendLine("  " + failure.message) }
        if !failure.views.isEmpty {
          buffer.appendLine("  views: " + failure.views.joined(separator: ", "))
        }
        for site in failure.constraints {
          let place = site.line.map { "\(result.fileName):\($0):\(site.column ?? 1): " } ?? ""
          buffer.appendLine("  \(place)\(site.quoted)")
        }
        if failure.check == .overlap, let view = failure.views.last {
          buffer.appendLine(
            "  fix: if they may overlap, let one of them: '--may-overlap \(view)'")
        }
        if number < result.pictures.count {
          buffer.appendLine("  picture: \(result.pictures[number])")
        }
      }
    }
    return buffer.text
  }

  /// The JSON document: `{ "layouts": [{ "layout", "events", "configurations", "passed",
  /// "failures" }] }`, each failure `{ "check", "views", "constraints", "configuration",
  /// "boundary", "boundaries", "message", "picture" }`.
  static func json(_ results: [Result], file: String) -> String {
    let layouts = results.map { result -> JSONOutput in
      .members([
        ("layout", .string(result.title)),
        ("events", .integer(result.events.count)),
        ("configurations", .integer(result.report.configurations)),
        ("passed", .bool(result.report.passed)),
        (
          "failures",
          .array(
            result.report.failures.enumerated().map { number, failure in
              value(
                of: failure,
                picture: number < result.pictures.count ? result.pictures[number] : nil)
            })
        ),
      ])
    }
    return JSONOutput.members([("layouts", .array(layouts))]).rendered(
      numberText: ReportNumber.text)
  }

  /// One failure as JSON.
  static func value(of failure: LayoutSweep.Failure, picture: String?) -> JSONOutput {
    func boundary(_ boundary: LayoutSweep.Boundary) -> JSONOutput {
      .members([
        ("axis", .string(boundary.axis.rawValue)), ("value", .number(boundary.value)),
        ("side", .string(boundary.side.rawValue)),
      ])
    }
    let configuration = failure.configuration
    return .members([
      ("check", .string(failure.check.rawValue)),
      ("views", .array(failure.views.map { .string($0) })),
      (
        "constraints",
        .array(
          failure.constraints.map { site in
            .members([
              ("name", .string(site.name)), ("expression", .string(site.expression)),
              ("line", site.line.map { .integer($0) } ?? .null),
              ("column", site.column.map { .integer($0) } ?? .null),
              ("path", .string(site.jsonPath)),
            ])
          })
      ),
      (
        "configuration",
        .members([
          ("width", .number(configuration.width)), ("height", .number(configuration.height)),
          (
            "safeArea",
            .members([
              ("top", .number(configuration.safeArea.top)),
              ("left", .number(configuration.safeArea.left)),
              ("bottom", .number(configuration.safeArea.bottom)),
              ("right", .number(configuration.safeArea.right)),
            ])
          ),
          ("textSize", .string(configuration.textSize?.rawValue)),
          ("screen", .string(configuration.screen)),
          ("direction", .string(configuration.direction?.rawValue)),
          ("event", configuration.event.map { .integer($0) } ?? .null),
          ("eventSummary", .string(configuration.eventSummary)),
        ])
      ),
      ("boundary", failure.boundaries.first.map(boundary) ?? .null),
      ("boundaries", .array(failure.boundaries.map(boundary))),
      ("message", .string(failure.message)),
      ("picture", .string(picture)),
    ])
  }
}
