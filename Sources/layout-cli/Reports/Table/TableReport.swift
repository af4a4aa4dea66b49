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
    var buffer = ReportBuffer()
    let labels = labels(of: run.document)
    for (index, state) in run.states.enumerated() {
      if index > 0 { buffer.append("\n") }
      write(state, root: run.document.root, labels: labels, to: &buffer)
    }
    return buffer.text
  }

  /// The section of one state, ending with a line break.
  static func render(_ state: LayoutRun.State, root: RootDeclaration) -> String {
    var buffer = ReportBuffer()
    write(state, root: root, to: &buffer)
    return buffer.text
  }

  /// The views' labels (``ViewDeclaration/label``) in file order, as the frames are; empty
  /// when no view has one.
  static func labels(of document: LayoutDocument) -> [String?] {
    document.views.contains { $0.label != nil } ? document.views.map(\.label) : []
  }

  /// Appends the section of one state to `buffer`, each line ending with a line break.
  ///
  /// - Parameter labels: the views' labels, in the frames' order (``labels(of:)``): a view's
  ///   id is followed by its label in parentheses, `Lg1-lg-001 (Illustration)`.
  static func write(
    _ state: LayoutRun.State, root: RootDeclaration, labels: [String?] = [],
    to buffer: inout ReportBuffer
  ) {
    func label(_ index: Int) -> String? { index < labels.count ? labels[index] : nil }
    var cells = TableCells()
    var extras: [[String]?] = []
    if let event = state.event, let before = state.framesBefore {
      buffer.appendLine("After \(event.title)")
      if let (rootBefore, rootAfter) = state.rootChange {
        buffer.appendLine(
          "Root: \(describe(rootBefore).dropFirst(5)) → \(describe(rootAfter).dropFirst(5))")
      }
      let changed = state.changedIndexes
      if state.constants.isEmpty && changed.isEmpty && state.diagnostics.isEmpty
        && state.callbacks.isEmpty && state.rootChange == nil
      {
        buffer.appendLine("Nothing changed.")
        return
      }
      let onlyCallbacks =
        state.constants.isEmpty && changed.isEmpty && state.animations.isEmpty
        && !state.callbacks.isEmpty
      if !onlyCallbacks { buffer.appendLine(describeAnimations(state)) }
      if !state.callbacks.isEmpty {
        buffer.appendLine("Callbacks: " + state.callbacks.joined(separator: ", "))
      }
      if !state.constants.isEmpty {
        buffer.appendLine(
          "Constants: "
            + state.constants.map {
              "\($0.constraint.displayName) \(ReportNumber.text($0.before)) → "
                + ReportNumber.text($0.after)
            }.joined(separator: ", "))
      }
      cells = TableCells(capacity: changed.count * rowWidth)
      extras.reserveCapacity(changed.count)
      for index in changed {
        appendRow(state.frames[index], label: label(index), before: before[index], to: &cells)
        extras.append(
          extraCells(
            state.frames[index], state.views[index], before: before[index],
            state.viewsBefore?[index]))
      }
      if changed.isEmpty {
        buffer.appendLine(state.callbacks.isEmpty ? "No frame changed." : "No view changed.")
      }
    } else {
      buffer.appendLine("Initial layout: " + describe(root))
      cells = TableCells(capacity: state.frames.count * rowWidth)
      extras.reserveCapacity(state.frames.count)
      for (index, (frame, view)) in zip(state.frames, state.views).enumerated() {
        appendRow(frame, label: label(index), before: nil, to: &cells)
        extras.append(extraCells(frame, view, before: nil, nil))
      }
      if extras.isEmpty { buffer.appendLine("No views.") }
    }
    if !extras.isEmpty { writeTable(cells, extras: extras, to: &buffer) }
    if let samples = state.samples {
      for line in SampleReport.tableLines(samples, changedViews: extras.count) {
        buffer.appendLine(line)
      }
    }
    for diagnostic in state.diagnostics {
      buffer.appendLine(diagnostic.fileDiagnostic.description)
    }
  }

  /// The root in words: `root 375 × 812, safe area top 47, bottom 34, right to left, scale 2`, or
  /// `root 375 × 56 (height fit)` for a root that fits its content. The line of a resize drops
  /// the first word: `Root: 375 × 812, safe area top 47, bottom 34 → 812 × 375, …`.
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

  /// Appends the cells of a view's row (``rowWidth`` of them): its id (with its label, if it
  /// has one), then x, y, width and height, each `old → new` when it changed.
  static func appendRow(
    _ frame: ViewFrame, label: String? = nil, before: ViewFrame?, to cells: inout TableCells
  ) {
    let now = frame.frame
    cells.append(label.map { "\(frame.identifier) (\($0))" } ?? frame.identifier)
    guard let old = before?.frame else {
      cells.append(number: now.x)
      cells.append(number: now.y)
      cells.append(number: now.width)
      cells.append(number: now.height)
      return
    }
    cells.append(old: old.x, new: now.x)
    cells.append(old: old.y, new: now.y)
    cells.append(old: old.width, new: now.width)
    cells.append(old: old.height, new: now.height)
  }

  /// The number of cells of a view's row before its extra columns: id, x, y, width, height.
  static let rowWidth = 5

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
  static let extraHeaders = [
    "alpha", "z", "transform", "visual frame", "appearance", "visibility", "tree",
  ]

  /// The cells of a view's extra columns (``extraHeaders``): empty where the value is the
  /// default, `old → new` where it changed; `nil` when all of them would be empty because the
  /// view is in its default state before and after.
  static func extraCells(
    _ frame: ViewFrame, _ state: ReportedViewState, before: ViewFrame?,
    _ stateBefore: ReportedViewState?
  ) -> [String]? {
    // Most views are in their default state before and after: no extra cells.
    if state == defaultState && (stateBefore == nil || stateBefore == defaultState) {
      return nil
    }
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
        state.isHidden ? "hidden" : "shown", old.map { $0.isHidden ? "hidden" : "shown" },
        isDefault: !state.isHidden),
      cell(
        state.isDetached ? "detached" : "in tree",
        old.map { $0.isDetached ? "detached" : "in tree" }, isDefault: !state.isDetached),
    ]
  }

  /// The state every view starts in, whose extra cells are all empty.
  private static let defaultState = ReportedViewState()

  /// `(x, y, width, height)`.
  static func rectangle(_ rect: Rect) -> String {
    "(\(ReportNumber.text(rect.x)), \(ReportNumber.text(rect.y)), "
      + "\(ReportNumber.text(rect.width)), \(ReportNumber.text(rect.height)))"
  }

  /// Writes rows under a header, in columns two spaces apart, each line ending with a line
  /// break: the id column aligned left, the numbers aligned right, and after them the extra
  /// columns that have something in a row (``extraHeaders``), aligned left. Trailing spaces are
  /// removed.
  ///
  /// - Parameters:
  ///   - cells: ``rowWidth`` cells per row (see ``appendRow(_:label:before:to:)``).
  ///   - extras: per row, its extra cells, or `nil` when they are all empty.
  static func writeTable(
    _ cells: TableCells, extras: [[String]?], to buffer: inout ReportBuffer
  ) {
    let header = ["id", "x", "y", "width", "height"]
    // The extra columns shown: those with something in a row.
    var shown: [Int] = []
    for column in extraHeaders.indices
    where extras.contains(where: { $0.map { !$0[column].isEmpty } ?? false }) {
      shown.append(column)
    }
    var widths = header.map(\.count) + shown.map { extraHeaders[$0].count }
    for index in 0..<cells.count {
      let column = index % rowWidth
      widths[column] = max(widths[column], cells.widths[index])
    }
    for row in extras {
      guard let row else { continue }
      for (position, column) in shown.enumerated() {
        widths[rowWidth + position] = max(
          widths[rowWidth + position], characterCount(row[column]))
      }
    }
    let columnCount = header.count + shown.count
    // Writes a cell `width` characters wide in `column`: padded on the right in the id column
    // and the extra columns, on the left in the number columns.
    func place(column: Int, width: Int, write: (inout ReportBuffer) -> Void) {
      let padding = widths[column] - width
      if column == 0 {
        write(&buffer)
        buffer.appendSpaces(padding)
      } else if column < rowWidth {
        buffer.appendSpaces(2 + padding)
        write(&buffer)
      } else if column == columnCount - 1 {
        buffer.appendSpaces(2)
        write(&buffer)
      } else {
        buffer.appendSpaces(2)
        write(&buffer)
        buffer.appendSpaces(padding)
      }
    }
    func append(_ cell: String, column: Int) {
      place(column: column, width: characterCount(cell)) { $0.append(cell) }
    }
    func endLine() {
      buffer.trimTrailingSpaces()
      buffer.append("\n")
    }
    for (column, cell) in header.enumerated() { append(cell, column: column) }
    for (position, column) in shown.enumerated() {
      append(extraHeaders[column], column: header.count + position)
    }
    endLine()
    for (row, rowExtras) in extras.enumerated() {
      for column in 0..<rowWidth {
        let index = row * rowWidth + column
        place(column: column, width: cells.widths[index]) { $0.append(cells[index]) }
      }
      for (position, column) in shown.enumerated() {
        append(rowExtras?[column] ?? "", column: rowWidth + position)
      }
      endLine()
    }
  }

  /// The number of characters of a cell, as the columns count them: its byte count when it is
  /// ASCII (ids and numbers almost always are), without walking its grapheme clusters.
  static func characterCount(_ cell: String) -> Int {
    // Through the contiguous bytes: iterating `utf8` costs several times more per byte.
    let asciiCount = cell.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var bits: UInt8 = 0
      for byte in bytes { bits |= byte }
      return bits < 0x80 ? bytes.count : nil
    }
    if let count = asciiCount ?? nil { return count }
    return cell.utf8.allSatisfy { $0 < 0x80 } ? cell.utf8.count : cell.count
  }
}
