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
    var extras: [[String]] = []
    if let event = state.event, let before = state.framesBefore {
      lines.append("After \(event.title)")
      let changed = state.changedIndexes
      if state.constants.isEmpty && changed.isEmpty && state.diagnostics.isEmpty
        && state.callbacks.isEmpty
      {
        lines.append("Nothing changed.")
        return lines.joined(separator: "\n") + "\n"
      }
      let onlyCallbacks =
        state.constants.isEmpty && changed.isEmpty && state.animations.isEmpty
        && !state.callbacks.isEmpty
      if !onlyCallbacks { lines.append(describeAnimations(state)) }
      if !state.callbacks.isEmpty {
        lines.append("Callbacks: " + state.callbacks.joined(separator: ", "))
      }
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
        extras.append(
          extraCells(
            state.frames[index], state.views[index], before: before[index],
            state.viewsBefore?[index]))
      }
      if changed.isEmpty {
        lines.append(state.callbacks.isEmpty ? "No frame changed." : "No view changed.")
      }
    } else {
      lines.append("Initial layout: " + describe(root))
      rows = state.frames.map { row($0, before: nil) }
      extras = zip(state.frames, state.views).map { extraCells($0, $1, before: nil, nil) }
      if rows.isEmpty { lines.append("No views.") }
    }
    if !rows.isEmpty { lines += table(rows, extras: extras) }
    if let samples = state.samples {
      lines += SampleReport.tableLines(samples, changedViews: rows.count)
    }
    for diagnostic in state.diagnostics {
      lines.append(diagnostic.fileDiagnostic.description)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The root in words: `root 375 × 812, safe area top 47, bottom 34, right to left, scale 2`, or
  /// `root 375 × 56 (height fit)` for a root that fits its content.
  static func describe(_ root: RootDeclaration) -> String {
    var text = "root \(ReportNumber.text(root.width)) × \(ReportNumber.text(root.height))"
    let fit = [("width", root.widthIsFit), ("height", root.heightIsFit)].filter { $0.1 }
    if !fit.isEmpty { text += " (\(fit.map { $0.0 }.joined(separator: " and ")) fit)" }
    let edges = [
      ("top", root.safeArea.top), ("left", root.safeArea.left),
      ("bottom", root.safeArea.bottom), ("right", root.safeArea.right),
    ].filter { $0.1 != 0 }
    if !edges.isEmpty {
      text +=
        ", safe area " + edges.map { "\($0.0) \(ReportNumber.text($0.1))" }.joined(separator: ", ")
    }
    if root.direction == .rightToLeft { text += ", right to left" }
    if let scale = root.scale { text += ", scale \(ReportNumber.text(scale))" }
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

  /// The animation line: `Animation: 0.25 s easeOut`, `Animation: none (immediate)`, or for
  /// an event that requested several, `Animations: 0.01 s easeInOut × 3, 0.5 s spring (…)`
  /// (runs of equal animations counted).
  static func describeAnimations(_ state: LayoutRun.State) -> String {
    guard state.animations.count > 1 else {
      return "Animation: " + (state.animation.map(ReportNumber.describe) ?? "none (immediate)")
    }
    var runs: [(animation: Animation, count: Int)] = []
    for animation in state.animations {
      if let last = runs.last, last.animation == animation {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((animation, 1))
      }
    }
    return "Animations: "
      + runs.map {
        ReportNumber.describe($0.animation) + ($0.count > 1 ? " × \($0.count)" : "")
      }.joined(separator: ", ")
  }

  /// The names of the columns after `height`, in order; each is shown only when a row of the
  /// table has something in it.
  static let extraHeaders = ["alpha", "z", "transform", "visual frame", "appearance", "tree"]

  /// The cells of a view's extra columns (``extraHeaders``): empty where the value is the
  /// default, `old → new` where it changed.
  static func extraCells(
    _ frame: ViewFrame, _ state: ReportedViewState, before: ViewFrame?,
    _ stateBefore: ReportedViewState?
  ) -> [String] {
    func cell(_ now: String, _ old: String?, isDefault: Bool) -> String {
      if let old, old != now { return "\(old) → \(now)" }
      return isDefault ? "" : now
    }
    let old = stateBefore
    func visual(_ frame: ViewFrame, _ state: ReportedViewState) -> String {
      rectangle(state.visualFrame ?? frame.frame)
    }
    return [
      cell(
        ReportNumber.text(state.alpha), old.map { ReportNumber.text($0.alpha) },
        isDefault: state.alpha == 1),
      state.isDetached || (state.zIndex == nil && old?.zIndex == nil)
        ? ""
        : cell(String(frame.zIndex), before.map { String($0.zIndex) }, isDefault: false),
      cell(
        state.transformText, old.map(\.transformText),
        isDefault: state.transform == .identity),
      cell(
        visual(frame, state),
        before.flatMap { before in old.map { visual(before, $0) } }.flatMap {
          old?.visualFrame == nil && state.visualFrame == nil ? nil : $0
        },
        isDefault: state.visualFrame == nil),
      cell(
        state.appearance ?? "regular", old.map { $0.appearance ?? "regular" },
        isDefault: state.appearance == nil),
      cell(
        state.isDetached ? "detached" : "in tree",
        old.map { $0.isDetached ? "detached" : "in tree" }, isDefault: !state.isDetached),
    ]
  }

  /// `(x, y, width, height)`.
  static func rectangle(_ rect: Rect) -> String {
    "(\(ReportNumber.text(rect.x)), \(ReportNumber.text(rect.y)), "
      + "\(ReportNumber.text(rect.width)), \(ReportNumber.text(rect.height)))"
  }

  /// The rows under a header, in columns two spaces apart: the id column aligned left, the
  /// numbers aligned right, and after them the extra columns that have something in a row,
  /// aligned left.
  static func table(_ rows: [[String]], extras: [[String]] = []) -> [String] {
    var header = ["id", "x", "y", "width", "height"]
    var cells = rows
    if extras.count == rows.count {
      for column in extraHeaders.indices where extras.contains(where: { !$0[column].isEmpty }) {
        header.append(extraHeaders[column])
        for index in cells.indices { cells[index].append(extras[index][column]) }
      }
    }
    var widths = header.map(\.count)
    for row in cells {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        if column == 0 {
          text += cell + padding
        } else if column < 5 {
          text += "  " + padding + cell
        } else if column == cells.count - 1 {
          text += "  " + cell
        } else {
          text += "  " + cell + padding
        }
      }
      return text
    }
    return ([header] + cells).map { cells in
      var text = line(cells)
      while text.last == " " { text.removeLast() }
      return text
    }
  }
}
