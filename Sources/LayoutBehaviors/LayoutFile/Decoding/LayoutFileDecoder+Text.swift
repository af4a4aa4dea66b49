extension LayoutFileDecoder {
  static let textKeys = ["string", "advance", "lineHeight", "ascent", "maxLines", "cells"]

  /// The advance and line height of a text in the terminal mode that gives neither: one cell.
  static let cellTextDefaults = (advance: 1.0, lineHeight: 1.0)

  /// A view's `text`: a string (every option at its default), or an object with `string` and
  /// options. Reports wrong types, unknown keys and numbers out of range.
  mutating func decodeText(_ value: JSONValue) -> TextContent? {
    if let string = value.string { return TextContent(string) }
    guard value.members != nil else {
      report(
        .wrongType, at: value,
        "Expected a string or an object for 'text', found \(described(value)).",
        fix: value.number != nil || value.bool != nil
          ? "Put it in double quotes: '\"\(token(value))\"'." : nil)
      return nil
    }
    guard let members = objectMembers(value, named: "'text'", allowedKeys: Self.textKeys) else {
      return nil
    }
    let string = required("string", in: members, of: value, named: "'text'").flatMap {
      self.string($0, named: "string")
    }
    var cells = false
    if let cellsValue = member("cells", in: members) {
      cells = bool(cellsValue, named: "cells") ?? false
    }
    var advance = cells ? Self.cellTextDefaults.advance : 8
    var lineHeight = cells ? Self.cellTextDefaults.lineHeight : 20
    var ascent: Double? = nil
    var maxLines = 0
    var isValid = string != nil
    if let advanceValue = member("advance", in: members) {
      if let number = nonNegativeNumber(advanceValue, named: "advance") {
        advance = number
      } else {
        isValid = false
      }
    }
    if let heightValue = member("lineHeight", in: members) {
      if let number = nonNegativeNumber(heightValue, named: "lineHeight") {
        lineHeight = number
      } else {
        isValid = false
      }
    }
    if let ascentValue = member("ascent", in: members) {
      ascent = nonNegativeNumber(ascentValue, named: "ascent")
      if ascent == nil { isValid = false }
    }
    if let linesValue = member("maxLines", in: members) {
      if let number = integer(linesValue, named: "maxLines", in: 0...1_000_000) {
        maxLines = number
      } else {
        isValid = false
      }
    }
    guard isValid, let string else { return nil }
    return TextContent(
      string, advance: advance, lineHeight: lineHeight, ascent: ascent, maxLines: maxLines,
      countsCells: cells)
  }

  /// Reports each view with text that is the parent of other views, at its `text`: a view with
  /// text has no subviews.
  mutating func reportTextWithChildren(_ views: [ViewDeclaration]) {
    guard views.contains(where: { $0.text != nil }) else { return }
    var children: [String: [String]] = [:]
    for view in views {
      if let parent = view.parent { children[parent, default: []].append(view.id) }
    }
    for view in views where view.text != nil {
      guard let names = children[view.id], let location = view.memberLocationList["text"],
        let path = view.path
      else { continue }
      let list = names.map { "'\($0)'" }.joined(separator: ", ")
      report(
        .textWithChildren, at: location, path: path.appending(key: "text"),
        "View '\(view.id)' has text and subviews (\(list)); a view with text has no subviews.",
        fix: "Move the text into a view of its own inside '\(view.id)', or give "
          + "\(names.count == 1 ? "the subview" : "the subviews") another parent.")
    }
  }
}
