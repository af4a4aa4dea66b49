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
      buffer.appendLine(
        "Swept \(result.title): \(axes); \(report.configurations) configurations solved.")
      guard !report.passed else {
        buffer.appendLine("Passed: every check held.")
        continue
      }
      let count = report.failures.count
      buffer.appendLine("\(count) \(count == 1 ? "failure" : "failures"):")
      for failure in report.failures {
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
      }
    }
    return buffer.text
  }

  /// The JSON document: `{ "layouts": [{ "layout", "configurations", "passed", "failures" }] }`,
  /// each failure `{ "check", "views", "constraints", "configuration", "boundary",
  /// "boundaries", "message" }`.
  static func json(_ results: [Result], file: String) -> String {
    let layouts = results.map { result -> JSONOutput in
      .members([
        ("layout", .string(result.title)),
        ("configurations", .integer(result.report.configurations)),
        ("passed", .bool(result.report.passed)),
        ("failures", .array(result.report.failures.map { value(of: $0) })),
      ])
    }
    return JSONOutput.members([("layouts", .array(layouts))]).rendered(
      numberText: ReportNumber.text)
  }

  /// One failure as JSON.
  static func value(of failure: LayoutSweep.Failure) -> JSONOutput {
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
          ("textSize", .string(configuration.textSize?.rawValue)),
          ("screen", .string(configuration.screen)),
          ("direction", .string(configuration.direction?.rawValue)),
        ])
      ),
      ("boundary", failure.boundaries.first.map(boundary) ?? .null),
      ("boundaries", .array(failure.boundaries.map(boundary))),
      ("message", .string(failure.message)),
    ])
  }
}
