import LayoutBehaviors

extension SVGReport {
  /// The title of a state: `Initial layout` and the root (`root 375 × 812, safe area top 47,
  /// bottom 34`), or the event (`After event 0: keyboardWillShow height 291`) and its animation,
  /// as the table names them.
  static func titleLines(of state: LayoutRun.State, root: RootDeclaration) -> [SVGNote] {
    if let heading = state.heading {
      return heading.enumerated().map { SVGNote(text: $1, kind: $0 == 0 ? "title" : "subtitle") }
    }
    guard let event = state.event else {
      return [
        SVGNote(text: "Initial layout", kind: "title"),
        SVGNote(text: TableReport.describe(root), kind: "subtitle"),
      ]
    }
    return [
      SVGNote(text: "After \(event.title)", kind: "title"),
      SVGNote(text: TableReport.describeAnimations(state), kind: "subtitle"),
    ]
  }

  /// The notes under a state: the views that changed in the event, what the drawing leaves out
  /// (views out of the tree, numbers it cannot draw, the depth of 3D transforms), then the
  /// engine's diagnostics (at most ``diagnosticLimit``, then how many more).
  static func noteLines(of state: LayoutRun.State, scene: SVGScene) -> [SVGNote] {
    var notes: [SVGNote] = []
    if state.event != nil {
      let changed = state.changedIndexes.map { state.frames[$0].identifier }
      notes.append(
        SVGNote(
          text: changed.isEmpty ? "No view changed." : "Changed: " + list(changed), kind: "note"))
    }
    if scene.root == nil {
      notes.append(SVGNote(text: "Root not drawn: its size is out of range.", kind: "warning"))
    }
    var detached: [String] = []
    for (index, frame) in state.frames.enumerated() {
      let id = frame.identifier
      if isDetached(index, in: state) {
        detached.append(id)
        continue
      }
      if !isDrawable(frame.frameInRoot) {
        notes.append(
          SVGNote(
            text: "Not drawn: '\(id)', frame \(TableReport.rectangle(frame.frame)) is out of "
              + "range.", kind: "warning"))
        continue
      }
      guard !frame.transform3D.isIdentity else { continue }
      if drawableTransform(frame) == nil {
        notes.append(
          SVGNote(
            text: "Transform of '\(id)' not drawn: it is out of range "
              + "(\(TransformText.describe(frame.transform3D))).", kind: "warning"))
      } else if frame.transform3D.affineTransform == nil {
        notes.append(
          SVGNote(text: "'\(id)' has a 3D transform: drawn flat, without depth.", kind: "note"))
      }
    }
    if !detached.isEmpty {
      notes.append(SVGNote(text: "Not in the tree: " + list(detached), kind: "note"))
    }
    if let keyboard = state.keyboardFrame, !isDrawable(keyboard) {
      notes.append(
        SVGNote(
          text: "Keyboard not drawn: frame \(TableReport.rectangle(keyboard)) is out of range.",
          kind: "warning"))
    }
    for diagnostic in state.diagnostics.prefix(diagnosticLimit) {
      let severity = diagnostic.severity.rawValue
      let line = diagnostic.constraint.location.map { " (line \($0.line))" } ?? ""
      notes.append(
        SVGNote(text: "\(severity)\(line): \(diagnostic.message)", kind: noteKind(severity)))
    }
    if state.diagnostics.count > diagnosticLimit {
      let more = state.diagnostics.count - diagnosticLimit
      notes.append(
        SVGNote(
          text: "… and \(more) more \(more == 1 ? "diagnostic" : "diagnostics") "
            + "(see 'layout-cli solve').", kind: "note"))
    }
    return notes
  }

  /// The class of a diagnostic's line: `error`, `warning`, or `note`.
  static func noteKind(_ severity: String) -> String {
    severity == "error" || severity == "warning" ? severity : "note"
  }

  /// `a, b, c`, at most ``listLimit`` items, then `and 12 more`.
  static func list(_ items: [String]) -> String {
    var text = items.prefix(listLimit).joined(separator: ", ")
    if items.count > listLimit { text += " and \(items.count - listLimit) more" }
    return text
  }

  /// The legend: what each style means, in rows that fit `width`.
  static func legendItems(width: Double, failing: Bool = false) -> SVGLegend {
    SVGLegend(
      items: [
        ("view d1", "view (fill by depth)"),
        ("view d2", "subview"),
        failing
          ? ("view d1 failing", "failing the check") : ("view d1 changed", "changed in the event"),
        ("view d1 hidden", "hidden"),
        ("unsafe", "outside the safe area"),
        ("margins", "layout margins"),
        ("keyboard", "keyboard"),
      ], width: width)
  }
}

/// The legend under the states: a swatch and a few words for each style, in rows.
struct SVGLegend {
  /// The items: the swatch's classes and the words, with their row and left edge.
  var placed: [(classes: String, text: String, row: Int, x: Double)] = []
  /// The number of rows.
  var rows = 0

  /// Places the items left to right in rows of at most `width`.
  init(items: [(classes: String, text: String)], width: Double) {
    var x = 0.0
    var row = 0
    for item in items {
      let itemWidth = 22 + Double(item.text.count) * SVGReport.noteSize * SVGReport.characterWidth
      if x > 0 && x + itemWidth > width {
        row += 1
        x = 0
      }
      placed.append((item.classes, item.text, row, x))
      x += itemWidth + 18
    }
    rows = items.isEmpty ? 0 : row + 1
  }

  /// The legend's elements, its top-left corner at (`left`, `top`).
  func svg(left: Double, top: Double) -> String {
    var svg = "<g class=\"legend-items\">\n"
    for item in placed {
      let x = left + item.x
      let y = top + Double(item.row) * 18
      svg += "<rect class=\"\(item.classes)\" x=\"\(SVGReport.number(x))\" "
      svg += "y=\"\(SVGReport.number(y + 2))\" width=\"16\" height=\"10\"/>\n"
      svg += "<text class=\"legend\" x=\"\(SVGReport.number(x + 22))\" "
      svg += "y=\"\(SVGReport.number(y + 11))\">\(XMLText.escaped(item.text))</text>\n"
    }
    return svg + "</g>\n"
  }
}
