import LayoutBehaviors

/// The `render --format svg` picture: every state of a run side by side, left to right, the
/// initial state first.
///
/// Each state is a `<g class="state" data-state="<index>">` with its title above (the state, or
/// the event and its animation), the drawing, and notes below: the views that changed, the
/// engine's diagnostics (broken constraints first of all), and what could not be drawn. The
/// drawing is at the root's size, one SVG unit per point: the root, the regions outside the safe
/// area (grey), then every view in tree order (root first, then depth-first in z-order), then the
/// keyboard while it is shown. Every view in the tree is a `<rect>` whose `x`, `y`, `width` and
/// `height` are its frame in the root's coordinates, rounded as ``ReportNumber`` rounds, with
/// `data-view="<id>"` and `data-state="<index>"`:
///
/// ```xml
/// <g class="state" data-state="1">
/// <text class="title" x="439" y="30">After event 0: keyboardWillShow frame (0,</text>
/// <text class="title" x="439" y="48">  521, 375, 291)</text>
/// <text class="subtitle" x="439" y="66">Animation: 0.25 s easeOut</text>
/// <g transform="translate(443 82)" clip-path="url(#clip)">
/// <rect class="root" x="0" y="0" width="375" height="812"/>
/// …
/// <rect class="view d1 changed" x="16" y="213" width="343" height="292" data-view="form"
///   data-state="1"><title>form: frame (16, 213, 343, 292)</title></rect>
/// …
/// ```
///
/// A view's transform is a `transform` attribute of a `<g>` around it and its subviews, applied
/// about the view's center as the model applies it, and its alpha that group's `opacity`: the
/// rectangle's own attributes stay the frame before the transform. Hidden views (and their
/// subviews) are dashed and faint, the views that changed in the event outlined in orange (a
/// sweep's failing views in red), and the layout margins of the views whose `margins` a
/// constraint uses (the root's included) dotted.
///
/// Numbers that SVG renderers cannot draw — not finite, or beyond ``drawableLimit`` in magnitude
/// — are never written as coordinates: such a view, keyboard or transform is left out of the
/// drawing and listed under the state with its numbers as the other reports write them. A view
/// of negative size is drawn over the rectangle it spans, outlined in red (SVG has no negative
/// sizes); its `negative-size` warning is in the notes. Views out of the tree (a pile's cards not
/// shown) are listed, not drawn.
///
/// Everything is written in a fixed order with ``ReportNumber``'s numbers and ``XMLText``'s
/// escaping, so the same input gives the same bytes in every run.
enum SVGReport {
  /// Magnitudes beyond this, in points, are not drawn: ten million points, more than any
  /// screen, and within what renderers handle (cairo, under librsvg, keeps coordinates in fixed
  /// point and draws nonsense well before 10¹⁵, the solver's range).
  static let drawableLimit = 1e7
  /// The space around the picture.
  static let padding = 16.0
  /// The space between two states.
  static let gap = 40.0
  /// The narrowest a state's column is, so that its title and notes stay readable next to a
  /// small root.
  static let minimumColumnWidth = 300.0
  /// The font size of titles (as in the style sheet).
  static let titleSize = 14.0
  /// The font size of notes and of the legend.
  static let noteSize = 11.0
  /// The font size of view labels.
  static let labelSize = 10.0
  /// The width of a character of the monospace font, as a fraction of its size (0.6 for
  /// DejaVu Sans Mono, Menlo and Courier), to wrap and cut text to the space it has.
  static let characterWidth = 0.6
  /// The most items a note lists (changed views, views out of the tree); the rest are counted.
  static let listLimit = 20
  /// The most diagnostics listed under one state; the rest are counted.
  static let diagnosticLimit = 12

  /// The picture of a run, ending with a line break.
  static func render(_ run: LayoutRun) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(run)
  }

  /// The `<svg>` element of ``render(_:)`` without the XML declaration, ending with a line
  /// break: what an HTML page (``HTMLReport``) inlines. The views a state's motion moves
  /// (``LayoutRun/State/motion``) are each in a `<g class="motion">` that holds their transform
  /// and alpha, so that the page can change them.
  static func element(_ run: LayoutRun) -> String {
    let scene = SVGScene(run)
    let bounds = scene.contentBounds(of: run.states)
    let columnWidth = max(bounds.width, minimumColumnWidth)
    let titleColumns = columns(columnWidth, size: titleSize)
    let noteColumns = columns(columnWidth, size: noteSize)
    let titles = run.states.map { state in
      titleLines(of: state, root: run.document.root).flatMap { $0.wrapped(columns: titleColumns) }
    }
    let notes = run.states.map { state in
      noteLines(of: state, scene: scene).flatMap { $0.wrapped(columns: noteColumns) }
    }
    let titleLineHeight = titleSize + 4
    let noteLineHeight = noteSize + 3
    let titleHeight = Double(titles.map(\.count).max() ?? 0) * titleLineHeight
    let noteHeight = Double(notes.map(\.count).max() ?? 0) * noteLineHeight
    let count = Double(run.states.count)
    let width = 2 * padding + count * columnWidth + max(0, count - 1) * gap
    let drawingTop = padding + titleHeight + 8
    let notesTop = drawingTop + bounds.height + 14
    let legend = legendItems(
      width: width - 2 * padding, failing: run.states.contains { !$0.failing.isEmpty })
    let legendTop = notesTop + noteHeight + 10
    let height = legendTop + Double(legend.rows) * 18 + padding

    var svg = ""
    // About 240 bytes a view: the rect, its title and its label.
    svg.reserveCapacity(4096 + 240 * run.states.count * (run.states.first?.frames.count ?? 0))
    svg +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xml:space=\"preserve\" width=\"\(number(width))\" "
    svg += "height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\">\n"
    svg += style
    svg += "<defs><clipPath id=\"clip\"><rect x=\"\(number(bounds.x))\" y=\"\(number(bounds.y))\" "
    svg +=
      "width=\"\(number(bounds.width))\" height=\"\(number(bounds.height))\"/></clipPath></defs>\n"
    svg += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(number(width))\" "
    svg += "height=\"\(number(height))\"/>\n"
    for (index, state) in run.states.enumerated() {
      let left = padding + Double(index) * (columnWidth + gap)
      svg += "<g class=\"state\" data-state=\"\(index)\">\n"
      for (line, title) in titles[index].enumerated() {
        let y = padding + Double(line + 1) * titleLineHeight - 4
        svg += text(title, x: left, y: y)
      }
      svg +=
        "<g transform=\"translate(\(number(left - bounds.x)) \(number(drawingTop - bounds.y)))\""
      svg += " clip-path=\"url(#clip)\">\n"
      draw(state, index: index, scene: scene, into: &svg)
      svg += "</g>\n"
      for (line, note) in notes[index].enumerated() {
        let y = notesTop + Double(line + 1) * noteLineHeight - 3
        svg += text(note, x: left, y: y)
      }
      svg += "</g>\n"
    }
    svg += legend.svg(left: padding, top: legendTop)
    svg += "</svg>\n"
    return svg
  }

  /// The number as every report writes it (``ReportNumber/text(_:)``).
  static func number(_ value: Double) -> String { ReportNumber.text(value) }

  /// Whether a value can be written as a coordinate: finite and within ``drawableLimit``.
  static func isDrawable(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= drawableLimit
  }

  /// Whether each of a rectangle's numbers can be written as a coordinate.
  static func isDrawable(_ rect: Rect) -> Bool {
    isDrawable(rect.x) && isDrawable(rect.y) && isDrawable(rect.width)
      && isDrawable(rect.height)
  }

  /// How many characters of a font size fit in a width.
  static func columns(_ width: Double, size: Double) -> Int {
    max(8, Int(width / (size * characterWidth)))
  }

  /// A `<text>` element of a note or title line.
  static func text(_ note: SVGNote, x: Double, y: Double) -> String {
    "<text class=\"\(note.kind)\" x=\"\(number(x))\" y=\"\(number(y))\">"
      + XMLText.escaped(note.text) + "</text>\n"
  }

  /// The style sheet: the classes of the drawing, titles, notes and legend.
  static let style = """
    <style>
    text{font-family:'DejaVu Sans Mono',Menlo,Consolas,monospace}
    .background{fill:#f8f9fa}
    .title{font-size:14px;font-weight:bold;fill:#212529}
    .subtitle{font-size:14px;fill:#495057}
    .note{font-size:11px;fill:#343a40}
    .error{font-size:11px;fill:#c92a2a}
    .warning{font-size:11px;fill:#9c5700}
    .legend{font-size:11px;fill:#343a40}
    .root{fill:#fff;stroke:#495057;stroke-width:1}
    .unsafe{fill:#adb5bd;fill-opacity:.4}
    .safe{fill:none;stroke:#868e96;stroke-width:1;stroke-dasharray:6 4}
    .margins{fill:none;stroke:#1c7ed6;stroke-width:1;stroke-dasharray:2 3}
    .view{stroke-width:1.2}
    .d1{fill:#dbe4ff;stroke:#3b5bdb}
    .d2{fill:#d3f9d8;stroke:#2b8a3e}
    .d3{fill:#f3d9fa;stroke:#9c36b5}
    .d4{fill:#c5f6fa;stroke:#0b7285}
    .hidden{fill-opacity:.25;stroke-opacity:.8;stroke-dasharray:5 3}
    .negative{stroke:#e03131;stroke-dasharray:2 2}
    .changed{stroke:#f76707;stroke-width:3}
    .failing{stroke:#e03131;stroke-width:3}
    .label{font-size:10px;fill:#212529}
    .faint{font-size:10px;fill:#868e96}
    .keyboard{fill:#343a40;fill-opacity:.6;stroke:#212529}
    .keyboard-label{font-size:12px;fill:#fff;text-anchor:middle}
    </style>

    """
}

/// A line of text under or above a state, with its class (`title`, `subtitle`, `note`,
/// `error`, `warning`).
struct SVGNote: Equatable {
  /// The text, not escaped.
  var text: String
  /// The CSS class.
  var kind: String

  /// The line broken at spaces into lines of at most `columns` characters (at least 8), each
  /// continuation indented two spaces more than the line's own indentation; a word longer than
  /// a line is cut.
  func wrapped(columns: Int) -> [SVGNote] {
    let columns = max(columns, 8)
    let lead = String(text.prefix { $0 == " " }.prefix(columns / 2))
    let indent = lead + "  "
    var lines: [String] = []
    var line = lead
    var lineHasWord = false
    func startLine() {
      lines.append(line)
      line = indent
      lineHasWord = false
    }
    for word in text.split(separator: " ") {
      var rest = word[...]
      if lineHasWord {
        if line.count + 1 + rest.count <= columns {
          line += " " + rest
          continue
        }
        startLine()
      }
      while line.count + rest.count > columns {
        let room = columns - line.count
        line += rest.prefix(room)
        rest = rest.dropFirst(room)
        startLine()
      }
      if !rest.isEmpty {
        line += rest
        lineHasWord = true
      }
    }
    if lineHasWord || lines.isEmpty { lines.append(line) }
    return lines.map { SVGNote(text: $0, kind: kind) }
  }
}
