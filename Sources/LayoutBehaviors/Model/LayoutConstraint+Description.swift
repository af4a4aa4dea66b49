import ConstraintSolver

extension LayoutConstraint: CustomStringConvertible {
  /// The constraint in Auto Layout's readable form, with the priority after `@` unless required:
  /// `header.bottom == content.top - 8 @750`, `photo.height == 0.75 * photo.width`,
  /// `button.width >= 44`.
  ///
  /// Items are named by their identifiers; guides as `root.safeArea`, `card.margins` or their own
  /// identifier. The constant and priority shown are the current ones.
  public var description: String {
    var text = "\(firstItem.displayName).\(firstAttribute.rawValue) \(relation.rawValue) "
    if let secondItem, let secondAttribute {
      if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
      text += "\(secondItem.displayName).\(secondAttribute.rawValue)"
      if storedConstant > 0 {
        text += " + \(formatNumber(storedConstant))"
      } else if storedConstant < 0 {
        text += " - \(formatNumber(-storedConstant))"
      }
    } else {
      text += formatNumber(storedConstant)
    }
    if !storedPriority.isRequired { text += " @\(formatNumber(storedPriority.rawValue))" }
    return text
  }

  /// The name diagnostics use: the ``identifier`` if there is one, the ``description`` otherwise.
  public var displayName: String { identifier ?? description }

  /// The constraint quoted for a message: `'id' (expression)` or `'expression'`.
  var quotedName: String {
    if let identifier { return "'\(identifier)' (\(description))" }
    return "'\(description)'"
  }
}
