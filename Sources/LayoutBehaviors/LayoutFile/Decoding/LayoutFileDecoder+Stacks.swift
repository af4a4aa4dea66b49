extension LayoutFileDecoder {
  static let stackKeys = [
    "axis", "distribution", "alignment", "spacing", "customSpacing", "marginsRelative",
  ]

  /// The alignment names of the file format: the cases, and UIKit's `top` and `bottom`.
  static let alignmentNames =
    StackLayout.Alignment.allCases.map { $0.rawValue } + [
      "top", "bottom",
    ]

  /// Decodes a view's `stack` object. Custom spacings are checked once parents are known (see
  /// ``checkCustomSpacings(_:)``).
  mutating func decodeStack(_ value: JSONValue, of view: String) -> StackDeclaration? {
    let context = "the stack of '\(view)'"
    guard let members = objectMembers(value, named: context, allowedKeys: Self.stackKeys) else {
      return nil
    }
    var result = StackDeclaration(location: value.location)
    if let axis = member("axis", in: members) {
      result.axis = enumeration(axis, named: "axis", as: LayoutConstraintAxis.self) ?? .horizontal
    }
    if let distribution = member("distribution", in: members) {
      result.distribution =
        enumeration(
          distribution, named: "distribution", as: StackLayout.Distribution.self,
          aliases: ["fillEqual": "fillEqually", "proportional": "fillProportionally"]) ?? .fill
    }
    if let alignment = member("alignment", in: members) {
      result.alignment = self.alignment(alignment) ?? .fill
    }
    if let spacing = member("spacing", in: members) {
      result.spacing = number(spacing, named: "spacing") ?? 0
    }
    if let custom = member("customSpacing", in: members) {
      guard let entries = custom.members else {
        report(
          .wrongType, at: custom,
          "Expected an object for 'customSpacing', found \(described(custom)).",
          fix: #"Write '"customSpacing": { "<arranged view>": 20 }'."#)
        return result
      }
      for entry in entries {
        guard let spacing = number(entry.value, named: entry.key) else { continue }
        result.customSpacing.append((entry.key, spacing))
        customSpacingLocations.append((view, entry.key, entry.value))
      }
    }
    if let relative = member("marginsRelative", in: members) {
      result.isMarginsRelative = bool(relative, named: "marginsRelative") ?? false
    }
    return result
  }

  /// An alignment name: a case, or `top`/`bottom`; reports others with the nearest names.
  mutating func alignment(_ value: JSONValue) -> StackLayout.Alignment? {
    guard let text = string(value, named: "alignment") else { return nil }
    switch text {
    case "top": return .leading
    case "bottom": return .trailing
    default:
      if let result = StackLayout.Alignment(rawValue: text) { return result }
      report(
        .unknownValue, at: value, "Invalid value '\(LayoutFileText.token(text))' for 'alignment'.",
        fix: LayoutFileText.didYouMean(
          text, among: Self.alignmentNames,
          aliases: ["firstBaseline": "leading", "lastBaseline": "trailing", "centre": "center"])
          ?? "Expected \(LayoutFileText.alternatives(Self.alignmentNames)).")
      return nil
    }
  }

  /// Reports each custom spacing that names no child of its stack, with the nearest children.
  mutating func checkCustomSpacings(_ views: [ViewDeclaration]) {
    for (stack, child, value) in customSpacingLocations {
      let children = views.filter { $0.parent == stack }.map { $0.id }
      guard !children.contains(child) else { continue }
      report(
        .unknownView, at: value,
        "Custom spacing after '\(LayoutFileText.token(child))', which is not arranged by the "
          + "stack of '\(stack)'.",
        fix: LayoutFileText.nearestNames(to: child, among: children, kind: "arranged views")
          ?? "The stack arranges the views whose parent is '\(stack)'; name one of them.")
    }
  }
}
