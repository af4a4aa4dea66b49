import LayoutBehaviors

/// How `solve --samples <n>` shows an event's motion, in both formats: the changed views' frames
/// (with alpha and transform when they are not the default) at each sample time.
///
/// ```text
/// Samples: 3 over 0.25 s
/// time   id    x        y  width  height
/// 0      form  0      417    375     360
/// 0.125  form  0    288.5    375     360
/// 0.25   form  0      160    375     360
/// ```
///
/// Numbers are rounded as everywhere in the reports (``ReportNumber``).
enum SampleReport {
  /// The table lines of a state's samples: `Samples: <n> over <T> s` and a table, or
  /// `Samples: none (immediate)` when the event changed views at once; nothing when it changed
  /// no view.
  static func tableLines(_ samples: [EventSample], changedViews: Int) -> [String] {
    guard changedViews > 0 else { return [] }
    guard let last = samples.last else { return ["Samples: none (immediate)"] }
    var header = ["time", "id", "x", "y", "width", "height"]
    let showsAlpha = samples.contains { $0.frames.contains { ReportNumber.rounded($0.alpha) != 1 } }
    let showsTransform = samples.contains {
      $0.frames.contains { ReportNumber.rounded($0.transform3D) != .identity }
    }
    if showsAlpha { header.append("alpha") }
    if showsTransform { header.append("transform") }
    var rows: [[String]] = []
    for sample in samples {
      for frame in sample.frames {
        var row = [ReportNumber.text(sample.time), frame.identifier]
        row += [frame.frame.x, frame.frame.y, frame.frame.width, frame.frame.height].map(
          ReportNumber.text)
        if showsAlpha { row.append(ReportNumber.text(frame.alpha)) }
        if showsTransform {
          let rounded = ReportNumber.rounded(frame.transform3D)
          row.append(rounded == .identity ? "identity" : TransformText.describe(frame.transform3D))
        }
        rows.append(row)
      }
    }
    // time and id read from the left, the numbers from the right, the transform from the left.
    let left: Set<Int> = showsTransform ? [0, 1, header.count - 1] : [0, 1]
    return ["Samples: \(samples.count) over \(ReportNumber.text(last.time)) s"]
      + aligned([header] + rows, leftColumns: left)
  }

  /// Rows in columns two spaces apart: the columns in `leftColumns` aligned left, the others
  /// right, no trailing spaces.
  static func aligned(_ rows: [[String]], leftColumns: Set<Int>) -> [String] {
    var widths: [Int] = []
    for row in rows {
      for (column, cell) in row.enumerated() {
        if column == widths.count { widths.append(0) }
        widths[column] = max(widths[column], cell.count)
      }
    }
    return rows.map { row in
      var text = ""
      for (column, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        if column > 0 { text += "  " }
        text += leftColumns.contains(column) ? cell + padding : padding + cell
      }
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// The JSON of a state's samples: one object per time, `{"frames": {"<id>": {"height",
  /// "width", "x", "y", "alpha"?, "transform"?}}, "time": t}`; alpha only when it is not 1, the
  /// transform (as in `frames`) only when it is not the identity.
  static func value(of samples: [EventSample]) -> JSONOutput {
    .array(
      samples.map { sample in
        .members([
          ("time", .number(sample.time)),
          (
            "frames",
            .members(
              sample.frames.map { frame in
                var members = JSONReport.rectangle(frame.frame)
                if ReportNumber.rounded(frame.alpha) != 1 {
                  members.append(("alpha", .number(frame.alpha)))
                }
                if ReportNumber.rounded(frame.transform3D) != .identity {
                  members.append(("transform", JSONReport.entries(of: frame.transform3D)))
                }
                return (frame.identifier, .members(members))
              })
          ),
        ])
      })
  }
}
