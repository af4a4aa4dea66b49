import LayoutBehaviors

/// The `render --format html` page: the SVG picture (``SVGReport``, the same drawing) with a
/// timeline per event that plays, pauses and scrubs the event's motion, in one self-contained
/// file (inline CSS, SVG and JavaScript; nothing is loaded from anywhere).
///
/// The motion is the library's: per event, the states of the views that move, sampled at a fixed
/// rate (``EventMotion``: 60 samples a second, at least 2, capped), are embedded as numbers; the
/// script only interpolates linearly between two adjacent samples and sets the drawn elements of
/// the state after the event (the `<rect>` with its `data-view` and `data-state`, its label and
/// margins, and its `<g class="motion">`'s transform and opacity). The page opens at the end of
/// every event, as the SVG draws it.
///
/// For tests and links, `window.trellisSeek(event, seconds)` draws the state after event `event`
/// (0 for the first event) as it is `seconds` after the event, and returns whether that event
/// moves anything; at a sample's time the drawn numbers are that sample's exactly. A fragment
/// `#seek=<event>:<seconds>[,<event>:<seconds>…]` seeks when the page loads.
///
/// Everything is written in a fixed order with ``ReportNumber``'s numbers, text escaped by
/// ``XMLText`` and strings in the script by ``JSText``, so the same input gives the same bytes.
enum HTMLReport {
  /// How many numbers a view's state takes in a sample: x, y, width, height (the frame in root
  /// coordinates), alpha, and the affine transform's a, b, c, d, tx, ty.
  static let numbersPerView = 11

  /// The page of a run, ending with a line break.
  static func render(_ run: LayoutRun) -> String {
    var page = ""
    page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    page += "<title>layout-cli render</title>\n<style>\n"
    page += style
    page += "</style>\n</head>\n<body>\n<div class=\"controls\">\n"
    page += "<div class=\"bar\"><button type=\"button\" id=\"play-all\">Play all</button>"
    page += "<label>Speed <select id=\"speed\">"
    page += "<option value=\"1\">1×</option><option value=\"0.5\">0.5×</option>"
    page += "<option value=\"0.25\" selected>0.25×</option><option value=\"0.1\">0.1×</option>"
    page += "</select></label><span class=\"hint\">Each event's timeline plays the state after "
    page += "it; the page opens at the end of every event.</span></div>\n"
    for (index, state) in run.states.enumerated() {
      guard let event = state.event else { continue }
      timeline(of: state, event: event, state: index, into: &page)
    }
    if run.states.count < 2 { page += "<p class=\"hint\">The file has no events.</p>\n" }
    page += "</div>\n<div class=\"drawing\">\n"
    page += SVGReport.element(run)
    page += "</div>\n<script>\n\"use strict\";\nconst trellisMotions = [\n"
    for state in run.states.dropFirst() {
      page += motionData(state.motion)
      page += ",\n"
    }
    page += "];\n"
    page += script
    page += "</script>\n</body>\n</html>\n"
    return page
  }

  /// The controls of one event: play, the range of its times and the time shown, or a note
  /// that nothing moves.
  static func timeline(
    of state: LayoutRun.State, event: EventDeclaration, state index: Int, into page: inout String
  ) {
    let eventIndex = index - 1
    let title = XMLText.escaped(event.title)
    guard let motion = state.motion, let end = motion.samples.last?.time else {
      page += "<div class=\"timeline still\" data-event=\"\(eventIndex)\">"
      page += "<span class=\"status\">\(state.changedIndexes.isEmpty ? "no change" : "at once")"
      page += "</span><span class=\"event\">\(title)</span></div>\n"
      return
    }
    let duration = ReportNumber.text(end)
    page += "<div class=\"timeline\" data-event=\"\(eventIndex)\">"
    page += "<button type=\"button\" class=\"play\">Play</button>"
    page += "<input type=\"range\" min=\"0\" max=\"\(duration)\" step=\"any\" "
    page += "value=\"\(duration)\" data-samples=\"\(motion.samples.count)\" "
    page += "aria-label=\"Time after \(title)\">"
    page += "<output>\(duration) s / \(duration) s</output>"
    page += "<span class=\"event\">\(title)</span></div>\n"
  }

  /// An event's motion as a script value: `null` when nothing moves, otherwise
  /// `{"duration": T, "times": [...], "views": ["id", ...], "frames": [[...], ...]}` with
  /// ``numbersPerView`` numbers a view in each sample.
  static func motionData(_ motion: EventMotion?) -> String {
    guard let motion, let end = motion.samples.last?.time else { return "null" }
    var text = "{\"duration\": \(ReportNumber.text(end)), \"times\": ["
    text += motion.samples.map { ReportNumber.text($0.time) }.joined(separator: ", ")
    text += "],\n \"views\": ["
    text += (motion.samples.first?.frames ?? []).map { JSText.quoted($0.identifier) }.joined(
      separator: ", ")
    text += "],\n \"frames\": [\n"
    for (index, sample) in motion.samples.enumerated() {
      text += "  ["
      var first = true
      for frame in sample.frames {
        let rect = frame.frameInRoot
        let t = frame.transform
        for value in [
          rect.x, rect.y, rect.width, rect.height, frame.alpha, t.a, t.b, t.c, t.d, t.tx, t.ty,
        ] {
          if !first { text += "," }
          text += ReportNumber.text(value)
          first = false
        }
      }
      text += index == motion.samples.count - 1 ? "]\n" : "],\n"
    }
    return text + " ]}"
  }
}
