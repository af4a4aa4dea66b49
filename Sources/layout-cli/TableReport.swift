import LayoutBehaviors

/// The `--format table` report: one aligned table per state.
///
/// The initial state lists every view; a state after an event lists the animation, the
/// constants that changed and only the views whose frame changed, each changed value written
/// `old → new`. Frames are in the superview's coordinates, rounded by ``ReportNumber``. The
/// engine's diagnostics of a state follow its table, as a compiler prints them.
///
/// ```text
/// Initial layout: root 375 × 812, safe area top 47, bottom 34
/// id          x    y  width  height
/// header      0   47    375      56
///
/// After event 0: keyboardWillShow height 291
/// Animation: 0.25 s easeOut
/// Constants: form-bottom 0 → 257
/// id     x          y  width  height
/// form   0  417 → 160    375     360
/// ```
enum TableReport {
  /// The report of a run, ending with a line break.
  static func render(_ run: LayoutRun) -> String {
    run.states.map { render($0, root: run.document.root) }.joined(separator: "\n")
  }

  /// The section of one state, ending with a line break.
  static func render(_ state: LayoutRun.State, root: RootDeclaration) -> String {
    var lines: [String] = []
    var rows: [[String]] = []
    if let event = state.event, let before = state.framesBefore {
      lines.append("After \(event.title)")
      let changed = state.changedIndexes
      if state.constants.isEmpty && changed.isEmpty && state.diagnostics.isEmpty {
        lines.append("Nothing changed.")
        return lines.joined(separator: "\n") + "\n"
      }
      lines.append(
        "Animation: " + (state.animation.map(ReportNumber.describe) ?? "none (immediate)"))
      if !state.constants.isEmpty {
        lines.append(
          "Constants: "
            + state.constants.map {
              "\($0.constraint.displayName) \(ReportNumber.text($0.before)) → "
                + ReportNumber.text($0.after)
            }.joined(separator: ", "))
      }
      for index in changed {
        rows.append(row(state.frames[index], before: before[index]))
      }
      if changed.isEmpty { lines.append("No frame changed.") }
    } else {
      lines.append("Initial layout: " + describe(root))
      rows = state.frames.map { row($0, before: nil) }
      if rows.isEmpty { lines.append("No views.") }
    }
    if !rows.isEmpty { lines += table(rows) }
    for diagnostic in state.diagnostics {
      lines.append(diagnostic.fileDiagnostic.description)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The root in words: `root 375 × 812, safe area top 47, bottom 34, right to left`.
  static func describe(_ root: RootDeclaration) -> String {
    var text = "root \(ReportNumber.text(root.width)) × \(ReportNumber.text(root.height))"
    let edges = [
      ("top", root.safeArea.top), ("left", root.safeArea.left),
      ("bottom", root.safeArea.bottom), ("right", root.safeArea.right),
    ].filter { $0.1 != 0 }
    if !edges.isEmpty {
      text +=
        ", safe area " + edges.map { "\($0.0) \(ReportNumber.text($0.1))" }.joined(separator: ", ")
    }
    if root.direction == .rightToLeft { text += ", right to left" }
    return text
  }

  /// The cells of a view's row: its id, then x, y, width and height, each `old → new` when it
  /// changed.
  static func row(_ frame: ViewFrame, before: ViewFrame?) -> [String] {
    let now = [frame.frame.x, frame.frame.y, frame.frame.width, frame.frame.height]
    var cells = [frame.identifier]
    for (index, value) in now.enumerated() {
      let text = ReportNumber.text(value)
      if let before {
        let old = [before.frame.x, before.frame.y, before.frame.width, before.frame.height][index]
        let oldText = ReportNumber.text(old)
        cells.append(oldText == text ? text : "\(oldText) → \(text)")
      } else {
        cells.append(text)
      }
    }
    return cells
  }

  /// The rows under a header, in columns two spaces apart: the id column aligned left, the
  /// numbers aligned right.
  static func table(_ rows: [[String]]) -> [String] {
    let header = ["id", "x", "y", "width", "height"]
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        if column == 0 {
          text += cell + padding
        } else {
          text += "  " + padding + cell
        }
      }
      return text
    }
    return [line(header)] + rows.map(line)
  }
}
