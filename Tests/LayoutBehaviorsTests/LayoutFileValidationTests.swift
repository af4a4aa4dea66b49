import Testing

@testable import LayoutBehaviors

/// One test per diagnostic code of the document and its expressions: the exact code, line,
/// column (where the `‸` marker is), message and fix.
@Suite("LayoutFile validation")
struct LayoutFileValidationTests {
  typealias Support = LayoutFileTestSupport

  private func expect(
    _ marked: String, _ code: LayoutFileDiagnostic.Code, _ message: String, fix: String? = nil,
    path: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    Support.expectSingleError(
      marked, code: code, message: message, fix: fix, path: path, sourceLocation: sourceLocation)
  }

  /// A layout whose constraints array holds the given elements.
  private func constraints(_ elements: String) -> String {
    Support.layout(constraints: elements)
  }

  // MARK: Structure

  @Test func jsonErrorsComeThroughWithTheFileName() {
    let found = Support.diagnostics("{\"root\": {\"width\": 1e999}}")
    #expect(
      found.map(\.description) == [
        "test.json:1:20: error: Number '1e999' is too large; the largest is about 1.8e308.\n"
          + "  path: $.root.width"
      ])
  }

  @Test func unknownKeys() {
    expect(
      #"{"root": {"width": 1, "height": 1, ‸"heigth": 2}, "views": []}"#, .unknownKey,
      "Unknown key 'heigth' in 'root'.", fix: "Did you mean 'height'?", path: "$.root.heigth")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": "a", ‸"colour": "red"}]}"#,
      .unknownKey, "Unknown key 'colour' in view 'a'.",
      fix:
        "Expected 'id', 'parent', 'intrinsicSize', 'text', 'hugging', 'compressionResistance', 'margins', 'hidden', 'stack' or 'bias'."
    )
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [], ‸"constraint": []}"#, .unknownKey,
      "Unknown key 'constraint' in the layout file.", fix: "Did you mean 'constraints'?")
    expect(
      constraints(#"{"constraint": "sidebar.width == 1", ‸"priorty": 1}"#), .unknownKey,
      "Unknown key 'priorty' in constraint 0.", fix: "Did you mean 'priority'?")
    expect(
      Support.layout(
        constraints: #"{"id": "k", "constraint": "root.bottom == sidebar.bottom"}"#,
        behaviors: #"{"keyboard": {"constraints": ["k"]}}"#,
        events: #"[{"type": "keyboardWillHide", ‸"duraton": 1}]"#), .unknownKey,
      "Unknown key 'duraton' in event 0.", fix: "Did you mean 'duration'?")
  }

  @Test func missingKeys() {
    expect(
      #"{"root": ‸{"width": 1}, "views": []}"#, .missingKey, "Missing key 'height' in 'root'.",
      path: "$.root")
    expect(#"‸{"views": []}"#, .missingKey, "Missing key 'root' in the layout file.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [‸{"parent": "root"}]}"#, .missingKey,
      "Missing key 'id' in view 0.")
    expect(
      constraints(#"‸{"id": "c"}"#), .missingKey, "Missing key 'constraint' in constraint 'c'.")
    expect(
      Support.layout(events: #"[‸{"view": "sidebar"}]"#), .missingKey,
      "Missing key 'type' in event 0.",
      fix: #"Write an event such as '{ "type": "toggle", "view": "sidebar" }'; the types are "#
        + LayoutFileText.alternatives(EventDeclaration.typeNames) + ".")
    expect(
      Support.layout(events: #"[‸{"type": "keyboardWillShow"}]"#), .missingKey,
      "Missing key 'frame' or 'height' in event 0.",
      fix: "Add '\"height\": 291' for a keyboard docked at the bottom, or a 'frame'.")
    expect(
      Support.layout(
        events: #"[{"type": "keyboardWillShow", "frame": ‸{"x": 0, "y": 0, "width": 1}}]"#),
      .missingKey, "Missing key 'height' in 'frame'.")
  }

  @Test func conflictingKeys() {
    expect(
      Support.layout(
        events:
          #"[{"type": "keyboardWillShow", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, ‸"height": 2}]"#
      ),
      .conflictingKeys, "Event 0 has both 'frame' and 'height'.",
      fix: "Keep 'frame' for any keyboard, or 'height' for one docked at the bottom.")
  }

  @Test func wrongTypes() {
    expect(
      #"{"root": {"width": ‸"300", "height": 1}, "views": []}"#, .wrongType,
      "Expected a number for 'width', found a string '300'.", fix: "Remove the quotes: '300'.")
    expect(
      #"{"root": {"width": 1, "height": ‸"NaN"}, "views": []}"#, .wrongType,
      "Expected a finite number for 'height', found a string 'NaN'.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": ‸5}]}"#, .wrongType,
      "Expected a string for 'id', found a number '5'.", fix: "Put it in double quotes: '\"5\"'.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": ‸{"id": "a"}}"#, .wrongType,
      "Expected an array for 'views', found an object.", fix: "Put the object in '[ ]'.")
    expect("‸[]", .wrongType, "Expected a JSON object for the layout file, found an array.")
    expect(
      constraints("‸42"), .wrongType,
      "Expected a string or an object for constraint 0, found a number '42'.")
    expect(
      constraints(#"{"constraint": ‸null}"#), .wrongType,
      "Expected a string for 'constraint' in constraint 0, found null.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": "a", "hidden": ‸"true"}]}"#,
      .wrongType, "Expected true or false for 'hidden', found a string 'true'.",
      fix: "Remove the quotes: 'true'.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": "a", "hugging": {"vertical": ‸[1]}}]}"#,
      .wrongType, "Expected a priority (a number or a name) for 'vertical', found an array.",
      fix: "Use a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
    expect(
      constraints(#"{"constraint": "sidebar.width == 1", "priority": ‸"750"}"#), .wrongType,
      "Expected a priority number, found the string '750'.", fix: "Remove the quotes: '750'.")
  }

  @Test func valuesOutOfRange() {
    expect(
      #"{"root": {"width": ‸-5, "height": 1}, "views": []}"#, .outOfRange,
      "'width' must be greater than 0, found '-5'.")
    expect(
      #"{"root": {"width": 1, "height": ‸0.0}, "views": []}"#, .outOfRange,
      "'height' must be greater than 0, found '0.0'.")
    expect(
      #"{"root": {"width": 1, "height": 1, "safeArea": {"top": ‸-1e1}}, "views": []}"#,
      .outOfRange, "'top' must be 0 or more, found '-1e1'.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": "a", "intrinsicSize": {"width": ‸-1}}]}"#,
      .outOfRange, "'width' must be 0 or more, found '-1'.")
    expect(
      Support.layout(events: #"[{"type": "keyboardWillHide", "duration": ‸-0.25}]"#),
      .outOfRange, "'duration' must be 0 or more, found '-0.25'.")
    expect(
      Support.layout(events: #"[{"type": "keyboardWillShow", "height": ‸-291}]"#),
      .outOfRange, "'height' must be 0 or more, found '-291'.")
  }

  @Test func unknownValues() {
    expect(
      #"{"root": {"width": 1, "height": 1, "direction": ‸"rtl2"}, "views": []}"#, .unknownValue,
      "Invalid value 'rtl2' for 'direction'.", fix: "Did you mean 'rtl'?")
    expect(
      #"{"root": {"width": 1, "height": 1, "direction": ‸"rightToLeft"}, "views": []}"#,
      .unknownValue, "Invalid value 'rightToLeft' for 'direction'.", fix: "Did you mean 'rtl'?")
    expect(
      Support.layout(events: #"[{"type": "keyboardWillHide", "curve": ‸"spring"}]"#),
      .unknownValue, "Invalid value 'spring' for 'curve'.",
      fix: "Expected 'linear', 'easeIn', 'easeOut' or 'easeInOut'.")
  }

  @Test func identifiers() {
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": ‸"my view"}]}"#,
      .invalidIdentifier,
      "Invalid view id 'my view'; ids start with a letter or '_' and contain only letters, digits, '_' and '-'.",
      fix: "Try 'my-view'.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": ‸"2nd"}]}"#, .invalidIdentifier,
      "Invalid view id '2nd'; ids start with a letter or '_' and contain only letters, digits, '_' and '-'.",
      fix: "Try '_2nd'.")
    expect(
      constraints(#"{"id": ‸"a.b", "constraint": "sidebar.width == 1"}"#), .invalidIdentifier,
      "Invalid constraint id 'a.b'; ids start with a letter or '_' and contain only letters, digits, '_' and '-'.",
      fix: "Try 'a-b'.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": ‸"root"}]}"#, .reservedIdentifier,
      "The id 'root' is reserved for the root view.", fix: "Choose another id for this view.")
  }

  @Test func duplicateIdentifiers() {
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": "a"}], "guides": [{"id": ‸"a"}]}"#,
      .duplicateIdentifier,
      "Duplicate id 'a'; a view with this id is declared at line 1, column 54.",
      fix: "Give every view and guide its own id.")
    expect(
      constraints(
        #"{"id": "w", "constraint": "sidebar.width == 1"}, {"id": ‸"w", "constraint": "sidebar.height == 1"}"#
      ),
      .duplicateIdentifier,
      "Duplicate constraint id 'w'; constraint 0 has this id at line 4, column 24.",
      fix: "Give every constraint its own id.")
  }

  @Test func unknownViews() {
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": "header"}, {"id": "b", "parent": ‸"haeder"}]}"#,
      .unknownView, "Unknown parent 'haeder' of view 'b'.", fix: "Did you mean 'header'?")
    expect(
      Support.layout(
        constraints: #"{"id": "c", "constraint": "sidebar.width == 1"}"#,
        behaviors:
          #"{"collapsible": [{"view": ‸"sidbar", "constraint": "c", "direction": "width"}]}"#),
      .unknownView, "Unknown view 'sidbar' in collapsible 0.", fix: "Did you mean 'sidebar'?")
    expect(
      Support.layout(events: #"[{"type": "toggle", "view": ‸"nothing"}]"#), .unknownView,
      "Unknown view 'nothing' in event 0.", fix: "Known views: 'content' and 'sidebar'.")
  }

  @Test func unknownConstraints() {
    expect(
      Support.layout(
        constraints: #"{"id": "bottom", "constraint": "sidebar.bottom == root.bottom"}"#,
        behaviors: #"{"keyboard": {"constraints": [‸"botom"]}}"#),
      .unknownConstraint, "Unknown constraint 'botom' in the keyboard behavior.",
      fix: "Did you mean 'bottom'?")
    expect(
      Support.layout(
        constraints: #""sidebar.width == 1""#,
        behaviors:
          #"{"collapsible": [{"view": "sidebar", "constraint": ‸"width", "direction": "width"}]}"#),
      .unknownConstraint, "Unknown constraint 'width' in collapsible 0.",
      fix: "Only constraints with an 'id' can be named; give the constraint an id.")
    expect(
      Support.layout(
        constraints: #"{"id": "gap", "constraint": "content.top == sidebar.top"}"#,
        events: #"[{"type": "setConstant", "constraint": ‸"gpa", "value": 8}]"#),
      .unknownConstraint, "Unknown constraint 'gpa' in event 0.", fix: "Did you mean 'gap'?")
    expect(
      Support.layout(events: #"[{"type": "deactivate", "constraint": ‸"gap"}]"#),
      .unknownConstraint, "Unknown constraint 'gap' in event 0.")
  }

  @Test func guidesWhereViewsBelong() {
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": "a", "parent": ‸"g"}], "guides": [{"id": "g"}]}"#,
      .notAView, "'g' is a guide and cannot be the parent of view 'a'.",
      fix: "A parent must be a view or 'root'.")
    expect(
      Support.layout(
        constraints: #"{"id": "c", "constraint": "spacer.width == 1"}"#,
        behaviors:
          #"{"collapsible": [{"view": ‸"spacer", "constraint": "c", "direction": "width"}]}"#),
      .notAView, "'spacer' in collapsible 0 is a guide, not a view.")
  }

  @Test func parentCycles() {
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": "a", "parent": ‸"a"}]}"#,
      .parentCycle, "View 'a' is its own parent.", fix: "Remove 'parent', or name another view.")
    expect(
      """
      {"root": {"width": 1, "height": 1}, "views": [
        {"id": "x"},
        {"id": "c", "parent": ‸"a"},
        {"id": "a", "parent": "b"},
        {"id": "b", "parent": "c"},
        {"id": "d", "parent": "b"}]}
      """,
      .parentCycle, "Parent cycle: 'c' → 'a' → 'b' → 'c' (each arrow points to the parent).",
      fix: "Set the parent of one of these views to 'root' or to a view outside the cycle.")
  }

  @Test func duplicateReferences() {
    expect(
      Support.layout(
        constraints: #"{"id": "b", "constraint": "sidebar.bottom == root.bottom"}"#,
        behaviors: #"{"keyboard": {"constraints": ["b", ‸"b"]}}"#),
      .duplicateReference,
      "Constraint 'b' is listed twice in the keyboard behavior; the first is at line 5, column 44.",
      fix: "Remove one of them.")
    expect(
      Support.layout(
        constraints: #"{"id": "c", "constraint": "sidebar.width == 1"}"#,
        behaviors: #"""
          {"collapsible": [{"view": "sidebar", "constraint": "c", "direction": "width"},
          {"view": ‸"sidebar", "constraint": "c", "direction": "leading"}]}
          """#),
      .duplicateReference,
      "View 'sidebar' is made collapsible twice; the first is at line 5, column 40.",
      fix: "Keep one declaration per view.")
  }

  // MARK: Expressions

  @Test func expressionSyntax() {
    expect(
      constraints(#""‸""#), .expressionSyntax, "Constraint 0 is empty.",
      fix: "Write a constraint such as 'header.height == 44'.", path: "$.constraints[0]")
    expect(
      constraints(#""sidebar.top ‸= root.top""#), .expressionSyntax,
      "Invalid relation '=' in constraint 0.", fix: "Use '==' for equal.")
    expect(
      constraints(#""sidebar.width ‸< 3""#), .expressionSyntax,
      "Invalid relation '<' in constraint 0.",
      fix: "Use '<='; Auto Layout has no strict inequality.")
    expect(
      constraints(#""sidebar.top‸""#), .expressionSyntax,
      "Missing relation after 'sidebar.top' in constraint 0.",
      fix: "Add '==', '<=' or '>=' and the other side.")
    expect(
      constraints(#""sidebar.top ‸root.top""#), .expressionSyntax,
      "Expected '==', '<=' or '>=' after 'sidebar.top' in constraint 0, found 'root.top'.")
    expect(
      constraints(#""sidebar.top == ‸""#), .expressionSyntax,
      "Missing right side after '==' in constraint 0.",
      fix: "Add an anchor such as 'root.top', or a number for a width or height.")
    expect(
      constraints(#""‸8 == sidebar.top""#), .expressionSyntax,
      "Constraint 0 must start with an anchor such as 'header.top', not '8'.")
    expect(
      constraints(#""sidebar.width == content.width ‸* 2""#), .expressionSyntax,
      "Unexpected '*' after 'content.width' in constraint 0; a multiplier comes before the anchor.",
      fix: "Write the multiplier first: 'sidebar.width == 2 * content.width'.")
    expect(
      constraints(#""sidebar.top == root.top ‸8""#), .expressionSyntax,
      "Unexpected '8' at the end of constraint 0.", fix: "Add '+' or '-' before '8'.")
    expect(
      constraints(#""sidebar.top == root.top + ‸""#), .expressionSyntax,
      "Missing number after '+' in constraint 0.")
    expect(
      constraints(#""sidebar.top == root.top + ‸content.top""#), .expressionSyntax,
      "Expected a number after '+' in constraint 0, found 'content.top'.",
      fix: "Constraints relate one anchor to one other anchor.")
    expect(
      constraints(#""sidebar.top == root.top @‸""#), .expressionSyntax,
      "Missing priority after '@' in constraint 0.",
      fix: "Write a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
    expect(
      constraints(#""sidebar.top == ‸width""#), .expressionSyntax,
      "Missing item before anchor 'width' in constraint 0.",
      fix: "Name the view, guide or root, as in 'root.width'.")
    expect(
      constraints(#""sidebar.top == root.margins‸""#), .expressionSyntax,
      "Missing anchor after 'root.margins' in constraint 0.",
      fix: "Add one, as in 'root.margins.top'.")
    expect(
      constraints(#""sidebar.top == ‸root.safeArea.top.x""#), .expressionSyntax,
      "Too many parts in 'root.safeArea.top.x' in constraint 0.",
      fix: "Write 'item.anchor' or 'item.guide.anchor', as in 'root.safeArea.top'.")
    expect(
      constraints(#""sidebar.top == root.‸""#), .expressionSyntax,
      "Missing name after 'root.' in constraint 0.", fix: "Add an anchor such as 'root.top'.")
    expect(
      constraints(#""sidebar.top ‸→ root.top""#), .expressionSyntax,
      "Unexpected character '→' in constraint 0.")
    expect(
      constraints(#""sidebar.top == root.top ‸== content.top""#), .expressionSyntax,
      "Unexpected '==' at the end of constraint 0.", fix: "Write one constraint per relation.")
  }

  @Test func expressionColumnsFollowEscapes() {
    // `\u0073` is 's' and `\t` a tab: 6 and 2 columns in the file, 1 character in the string.
    expect(
      constraints(#""\u0073idebar.top\t== root.top + ‸x""#), .expressionSyntax,
      "Expected a number after '+' in constraint 0, found 'x'.",
      fix: "Constraints relate one anchor to one other anchor.")
    expect(
      constraints(#""‸\u00e9.top == root.top""#), .expressionSyntax,
      "Unexpected character 'é' in constraint 0.")
    expect(
      constraints(#""sidebar.top\u0020== root.top ‸é""#), .expressionSyntax,
      "Unexpected character 'é' in constraint 0.")
  }

  @Test func unknownItems() {
    expect(
      constraints(#""‸sidbar.top == root.top""#), .unknownItem,
      "Unknown item 'sidbar' in constraint 0.", fix: "Did you mean 'sidebar'?")
    expect(
      constraints(#""sidebar.top == ‸safeArea.top""#), .unknownItem,
      "Unknown item 'safeArea' in constraint 0.", fix: "Did you mean 'root.safeArea'?")
  }

  @Test func unknownAnchors() {
    expect(
      constraints(#""sidebar.‸widht == 300""#), .unknownAnchor,
      "Unknown anchor 'widht' in constraint 0.", fix: "Did you mean 'width'?")
    expect(
      constraints(#""sidebar.‸topAnchor == root.top""#), .unknownAnchor,
      "Unknown anchor 'topAnchor' in constraint 0.", fix: "Did you mean 'top'?")
    expect(
      constraints(#"{"id": "h", "constraint": "sidebar.height == root.‸size"}"#), .unknownAnchor,
      "Unknown anchor 'size' in constraint 'h'.",
      fix:
        "Anchors are 'leading', 'trailing', 'left', 'right', 'centerX', 'top', 'bottom', 'centerY', 'width', 'height', 'firstBaseline' or 'lastBaseline'."
    )
  }

  @Test func unknownGuides() {
    expect(
      constraints(#""sidebar.top == root.‸safearea.top""#), .unknownGuide,
      "Unknown guide 'safearea' on 'root' in constraint 0.", fix: "Did you mean 'safeArea'?")
    expect(
      constraints(#""sidebar.top == root.‸layoutMarginsGuide.top""#), .unknownGuide,
      "Unknown guide 'layoutMarginsGuide' on 'root' in constraint 0.",
      fix: "Did you mean 'margins'?")
  }

  @Test func guidesOnItemsThatHaveNone() {
    expect(
      constraints(#""sidebar.top == content.‸safeArea.top""#), .noSuchGuide,
      "View 'content' has no safe area in constraint 0; only the root has one.",
      fix: "Use 'root.safeArea.top'.")
    expect(
      constraints(#""sidebar.top == spacer.‸margins.top""#), .noSuchGuide,
      "Guide 'spacer' has no margins in constraint 0; a guide is already a rectangle.",
      fix: "Use 'spacer.top'.")
  }

  @Test func anchorsOfDifferentAxes() {
    expect(
      constraints(#""sidebar.leading == ‸content.top""#), .axisMismatch,
      "Cannot relate x-axis anchor 'sidebar.leading' to y-axis anchor 'content.top' in constraint 0.",
      fix: "Relate anchors of the same axis, such as 'content.leading'.")
    expect(
      constraints(#""sidebar.centerY == ‸root.width""#), .positionDimensionMismatch,
      "Cannot relate y-axis anchor 'sidebar.centerY' to dimension 'root.width' in constraint 0.",
      fix: "Relate a position to a position and a size to a size, such as 'root.centerY'.")
  }

  @Test func positionAndDimensionMismatches() {
    expect(
      constraints(#""sidebar.width == ‸content.leading""#), .positionDimensionMismatch,
      "Cannot relate dimension 'sidebar.width' to x-axis anchor 'content.leading' in constraint 0.",
      fix: "Relate a position to a position and a size to a size, such as 'content.width'.")
  }

  @Test func directionsMixedWithAbsoluteEdges() {
    expect(
      constraints(#""sidebar.leading == ‸root.left""#), .directionMismatch,
      "Cannot relate 'sidebar.leading' to 'root.left' in constraint 0; Auto Layout does not mix leading and trailing with left and right.",
      fix: "Use leading and trailing on both sides, or left and right on both.")
  }

  @Test func positionsSetToConstants() {
    expect(
      constraints(#""content.leading == ‸20""#), .positionConstant,
      "Cannot set position anchor 'content.leading' to a constant in constraint 0.",
      fix: "Relate it to another anchor, as in 'content.leading == sidebar.leading + 20'.")
    expect(
      constraints(#""sidebar.top >= ‸-8""#), .positionConstant,
      "Cannot set position anchor 'sidebar.top' to a constant in constraint 0.",
      fix: "Relate it to another anchor, as in 'sidebar.top >= root.top - 8'.")
  }

  @Test func multipliersOnPositions() {
    expect(
      constraints(#""sidebar.centerX == ‸0.5 * root.centerX""#), .multiplierOnPosition,
      "Position anchor 'sidebar.centerX' cannot have a multiplier in constraint 0.",
      fix:
        "Remove '0.5 *'; only widths and heights take a multiplier: 'sidebar.centerX == root.centerX'."
    )
  }

  @Test func nonFiniteNumbersInExpressions() {
    expect(
      constraints(#""sidebar.width == ‸1e999""#), .nonFiniteNumber,
      "Number '1e999' in constraint 0 is too large; the largest is about 1.8e308.")
  }

  @Test func prioritiesOutOfRange() {
    expect(
      constraints(#""sidebar.width == 1 @ ‸1001""#), .priorityOutOfRange,
      "Priority '1001' in constraint 0 is out of range; priorities go from 1 to 1000.",
      fix: "Use a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
    expect(
      constraints(#""sidebar.width == 1 @ ‸-5""#), .priorityOutOfRange,
      "Priority '-5' in constraint 0 is out of range; priorities go from 1 to 1000.",
      fix: "Use a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
    expect(
      constraints(#"{"constraint": "sidebar.width == 1", "priority": ‸0}"#), .priorityOutOfRange,
      "Priority '0' is out of range; priorities go from 1 to 1000.",
      fix: "Use a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
    expect(
      #"{"root": {"width": 1, "height": 1}, "views": [{"id": "a", "compressionResistance": {"horizontal": ‸1000.5}}]}"#,
      .priorityOutOfRange, "Priority '1000.5' is out of range; priorities go from 1 to 1000.",
      fix: "Use a number from 1 to 1000, or 'required', 'high', 'low' or 'fittingSize'.")
  }

  @Test func unknownPriorities() {
    expect(
      constraints(#""sidebar.width == 1 @ ‸hihg""#), .unknownPriority,
      "Unknown priority 'hihg' in constraint 0.", fix: "Did you mean 'high'?")
    expect(
      constraints(#"{"constraint": "sidebar.width == 1", "priority": ‸"defaultLow"}"#),
      .unknownPriority, "Unknown priority 'defaultLow'.", fix: "Did you mean 'low'?")
  }

  @Test func prioritiesGivenTwice() {
    expect(
      constraints(#"{"constraint": "sidebar.width == 1 @ 750", ‸"priority": 250}"#),
      .duplicatePriority, "Constraint 0 has a priority both after '@' and in 'priority'.",
      fix: "Remove '@ 750' from the expression or the 'priority' key.")
  }

  // MARK: Axes of behaviors

  @Test func keyboardConstraintsMustMoveContentVertically() {
    let keyboardFix = "List a constraint on 'top', 'bottom', 'centerY' or 'height'."
    expect(
      Support.layout(
        constraints: #"{"id": "lead", "constraint": "sidebar.leading == root.leading"}"#,
        behaviors: #"{"keyboard": {"constraints": [‸"lead"]}}"#),
      .keyboardAxisMismatch,
      "Constraint 'lead' in the keyboard behavior moves 'sidebar.leading', a horizontal "
        + "position; the keyboard moves content vertically.",
      fix: keyboardFix, path: "$.behaviors.keyboard.constraints[0]")
    // The moving side is the one inside the root, whichever side it is written on.
    expect(
      Support.layout(
        constraints: #"{"id": "w", "constraint": "root.width == 2 * sidebar.width"}"#,
        behaviors: #"{"keyboard": {"constraints": [‸"w"]}}"#),
      .keyboardAxisMismatch,
      "Constraint 'w' in the keyboard behavior moves 'sidebar.width', a width; the keyboard "
        + "moves content vertically.",
      fix: keyboardFix)
    for vertical in [
      "root.safeArea.bottom == content.bottom", "sidebar.top == root.top + 8",
      "content.height == 0.5 * sidebar.height", "spacer.centerY == root.centerY",
    ] {
      let text = Support.layout(
        constraints: #"{"id": "k", "constraint": "\#(vertical)"}"#,
        behaviors: #"{"keyboard": {"constraints": ["k"]}}"#)
      #expect(Support.document(text) != nil, "\(vertical)")
    }
  }

  @Test func collapseDirectionsMustFitTheirConstraint() {
    let collapsible = { (direction: String) in
      #"{"collapsible": [{"view": "sidebar", "constraint": "c", "direction": ‸"\#(direction)"}]}"#
    }
    expect(
      Support.layout(
        constraints: #"{"id": "c", "constraint": "sidebar.leading == root.leading"}"#,
        behaviors: collapsible("top")),
      .collapseAxisMismatch,
      "Direction 'top' of collapsible view 'sidebar' does not fit constraint 'c', which moves "
        + "'sidebar.leading'.",
      fix: "Use the direction 'leading' or 'trailing', or a constraint on a vertical anchor.",
      path: "$.behaviors.collapsible[0].direction")
    expect(
      Support.layout(
        constraints: #"{"id": "c", "constraint": "root.bottom == sidebar.bottom"}"#,
        behaviors: collapsible("trailing")),
      .collapseAxisMismatch,
      "Direction 'trailing' of collapsible view 'sidebar' does not fit constraint 'c', which "
        + "moves 'sidebar.bottom'.",
      fix: "Use the direction 'top' or 'bottom', or a constraint on a horizontal anchor.")
    expect(
      Support.layout(
        constraints: #"{"id": "c", "constraint": "sidebar.height == 200"}"#,
        behaviors: collapsible("width")),
      .collapseAxisMismatch,
      "Direction 'width' of collapsible view 'sidebar' does not fit constraint 'c', which moves "
        + "'sidebar.height'.",
      fix: "Use the direction 'height', or a constraint on a position of 'sidebar'.")
    // A view inside the collapsible view moves with it: 'content' is a subview of 'sidebar'.
    expect(
      Support.layout(
        constraints: #"{"id": "c", "constraint": "root.top == content.top"}"#,
        behaviors: collapsible("leading")),
      .collapseAxisMismatch,
      "Direction 'leading' of collapsible view 'sidebar' does not fit constraint 'c', which "
        + "moves 'content.top'.",
      fix: "Use the direction 'top' or 'bottom', or a constraint on a horizontal anchor.")
    for (constraint, direction) in [
      ("root.trailing == sidebar.trailing", "trailing"), ("sidebar.centerY == root.centerY", "top"),
      ("sidebar.width == 300", "width"), ("sidebar.margins.leading == root.leading", "leading"),
    ] {
      let text = Support.layout(
        constraints: #"{"id": "c", "constraint": "\#(constraint)"}"#,
        behaviors: String(collapsible(direction).unicodeScalars.filter { $0 != "‸" }))
      #expect(Support.document(text) != nil, "\(constraint) \(direction)")
    }
  }

  @Test func keyboardEventsWithoutAKeyboardBehaviorAreWarnedAbout() throws {
    let text = Support.layout(events: #"[{"type": "keyboardWillHide"}]"#)
    let document = try #require(Support.document(text))
    #expect(document.events.count == 1)
    #expect(
      document.warnings.map(\.description) == [
        "test.json:5:21: warning: There is no keyboard behavior, so event 0 changes nothing.\n"
          + "  path: $.events[0].type\n"
          + "  fix: Add 'behaviors.keyboard' with the constraints the keyboard should move."
      ])
    #expect(document.warnings.first?.code == .noKeyboardBehavior)
    let extra = EventDeclaration(
      kind: .keyboardWillHide(duration: nil, curve: nil), origin: "--event 'keyboard-hide'")
    #expect(
      document.validate([extra], file: "<command line>").map(\.severity) == [.warning])
  }

  // MARK: Events

  @Test func unknownEvents() {
    expect(
      Support.layout(events: #"[{"type": ‸"togle", "view": "sidebar"}]"#), .unknownEvent,
      "Unknown event type 'togle' in event 0.", fix: "Did you mean 'toggle'?")
    expect(
      Support.layout(events: #"[{"type": ‸"keyboardDidShow", "height": 1}]"#), .unknownEvent,
      "Unknown event type 'keyboardDidShow' in event 0.", fix: "Did you mean 'keyboardWillShow'?")
  }

  @Test func eventsOnViewsThatAreNotCollapsible() {
    expect(
      Support.layout(events: #"[{"type": "collapse", "view": ‸"content"}]"#), .notCollapsible,
      "View 'content' in event 0 is not collapsible.", fix: "Add it to 'behaviors.collapsible'.")
  }

  // MARK: All at once

  @Test func reportsEveryErrorInFileOrder() {
    let text = """
      {
        "root": { "width": -5, "heigth": 768, "direction": "rtl2" },
        "views": [
          { "id": "sidebar", "parent": "content" },
          { "id": "content", "parent": "sidebar" },
          { "id": "sidebar" }
        ],
        "constraints": [
          "sidebar.widht == 300",
          "sidebar.leading == content.top",
          { "id": "w", "constraint": "sidebar.width == 1 @ 2000", "priority": "hihg" }
        ],
        "behaviors": { "keyboard": { "constraints": ["x"] } },
        "events": [ { "type": "togle", "view": "sidebar" } ]
      }
      """
    let found = Support.diagnostics(text)
    let summary = found.map { "\($0.line!):\($0.column!) \($0.code)" }
    #expect(
      summary == [
        "2:11 missing-key", "2:22 out-of-range", "2:26 unknown-key", "2:54 unknown-value",
        "4:34 parent-cycle", "6:13 duplicate-identifier", "9:14 unknown-anchor",
        "10:25 axis-mismatch", "11:54 priority-out-of-range", "11:61 duplicate-priority",
        "11:73 unknown-priority", "13:48 unknown-constraint", "14:25 unknown-event",
      ])
    #expect(found.allSatisfy { $0.file == "test.json" && $0.path != nil })
  }

  @Test func formatsDiagnosticsLikeACompiler() {
    let found = Support.diagnostics(
      Support.layout(constraints: #""sidebar.widht == 300""#), fileName: "layout.json")
    #expect(
      found.map(\.description) == [
        "layout.json:4:26: error: Unknown anchor 'widht' in constraint 0.\n  path: $.constraints[0]\n  fix: Did you mean 'width'?"
      ])
    #expect(found.first?.path?.description == "$.constraints[0]")
  }
}

/// Every fix that rewrites a constraint gives the whole expression, and that expression is
/// valid: applied to the layout, it leaves no diagnostic (issue 13 item 5.6).
@Suite("LayoutFile expression fixes")
struct LayoutFileExpressionFixTests {
  /// A layout with the views 'a' (in the root) and 'b' (in 'a') and one constraint.
  private func layout(_ constraint: String) -> String {
    """
    {"root": {"width": 375, "height": 812},
     "views": [{"id": "a"}, {"id": "b", "parent": "a"}],
     "constraints": ["\(constraint)"]}
    """
  }

  static let cases: [(expression: String, code: String, fixed: String)] = [
    ("a.top == root.top + 8 * 2", "expression-syntax", "a.top == root.top + 16"),
    ("a.top == root.top - 8 * 2", "expression-syntax", "a.top == root.top - 16"),
    ("a.top == root.top - 8 + 2", "expression-syntax", "a.top == root.top - 6"),
    ("a.top == root.top + 8 / -2", "expression-syntax", "a.top == root.top - 4"),
    ("a.width == 100 / 2", "expression-syntax", "a.width == 50"),
    ("a.height == 10 + 20 @ high", "expression-syntax", "a.height == 30 @ high"),
    ("a.width == 2 * 3 * b.width", "expression-syntax", "a.width == 6 * b.width"),
    ("a.width == b.width / 4 + 8", "expression-syntax", "a.width == 0.25 * b.width + 8"),
    ("a.width == b.width * 2", "expression-syntax", "a.width == 2 * b.width"),
    ("a.width == b.top * 2", "expression-syntax", "a.width == 2 * b.width"),
    ("a.top == root.safeArea.top * 2", "expression-syntax", "a.top == root.safeArea.top"),
    ("a.top == b.width * 2", "expression-syntax", "a.top == b.top"),
    ("a.leading == b.left * 2 + 4", "expression-syntax", "a.leading == b.leading + 4"),
    ("a.leading == 2 * root.leading", "multiplier-on-position", "a.leading == root.leading"),
    ("a.top == 20", "position-constant", "a.top == root.top + 20"),
    ("b.top == -5", "position-constant", "b.top == a.top - 5"),
  ]

  @Test(arguments: cases.map(\.expression)) func theFixIsValid(expression: String) throws {
    let entry = try #require(Self.cases.first { $0.expression == expression })
    let found = LayoutFileTestSupport.diagnostics(layout(expression))
    try #require(found.count == 1, "\(found)")
    #expect(found[0].code.rawValue == entry.code)
    let fix = try #require(found[0].fix)
    #expect(fix.hasSuffix("'\(entry.fixed)'."), "\(fix)")
    // Apply the fix: the last quoted text is the whole rewritten expression.
    let quoted = try #require(fix.dropLast(2).split(separator: "'").last)
    #expect(String(quoted) == entry.fixed)
    _ = LayoutFileTestSupport.document(layout(String(quoted)))
  }

  @Test func theRootsPositionsGetNoContradictoryFix() {
    let found = LayoutFileTestSupport.diagnostics(layout("root.top == 5"))
    #expect(found.map(\.code) == [.positionConstant])
    #expect(
      found.first?.fix
        == "The root's frame is (0, 0, width, height); constrain a view to the root instead.")
  }
}
