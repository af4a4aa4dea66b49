extension LayoutFileDecoder {
  /// The views of a file while their parents and biases are not resolved yet: the declarations,
  /// and beside them, at the same positions, what resolving them needs.
  ///
  /// The declarations are a list of their own, handed over whole by ``takeViews(_:)``: kept
  /// inside the entries, each was moved out (several hundred bytes) or copied whole (its strings
  /// and lists retained and released) once or twice on the way.
  struct PendingViews {
    /// Each view's declaration; an empty placeholder for a view that could not be decoded.
    var declarations: [ViewDeclaration] = []
    /// What resolving each view needs.
    var entries: [PendingView] = []

    /// Room for `count` views.
    mutating func reserveCapacity(_ count: Int) {
      declarations.reserveCapacity(count)
      entries.reserveCapacity(count)
    }
  }

  /// What resolving a view's parent and bias needs, beside its declaration in ``PendingViews``.
  struct PendingView {
    /// Whether the id is valid and unique, so that others can refer to the view.
    var isRegistered: Bool
    /// The `parent` value, if given and a string.
    var parentValue: JSONValue?
    /// The `bias` value, if given: read once every id is declared.
    var biasValue: JSONValue? = nil
    /// Whether the view could be decoded at all; `false` for the placeholder of one that could
    /// not (see ``undecoded``).
    var isDecoded = true

    /// The entry of a view that could not be decoded. The list of pending views holds entries,
    /// not optionals, so that their fields are read where they are (an optional entry was copied
    /// whole, several hundred bytes, to read one field).
    static var undecoded: PendingView {
      PendingView(isRegistered: false, parentValue: nil, isDecoded: false)
    }
  }

  /// A guide whose parent is not resolved yet.
  struct PendingGuide {
    var declaration: GuideDeclaration
    var parentValue: JSONValue?
  }

  static let viewKeys = [
    "id", "parent", "intrinsicSize", "text", "hugging", "compressionResistance", "margins",
    "hidden", "stack", "bias",
  ]
  static let guideKeys = ["id", "parent", "percent"]
  static let sizeKeys = ["width", "height"]
  static let axisKeys = ["horizontal", "vertical"]

  // MARK: Views

  /// Decodes view `index` and appends its declaration and entry to `pending` (an empty
  /// declaration and ``PendingView/undecoded`` if it is not an object). They are made where
  /// they are appended: returned as an optional, they were copied whole (several hundred bytes,
  /// their strings and lists retained and released).
  mutating func decodeView(_ value: JSONValue, index: Int, into pending: inout PendingViews) {
    guard let members = value.members else {
      var fix: String? = nil
      if let id = value.string, LayoutFileText.isIdentifier(id), id != "root" {
        // One mistake, one error: the id is declared, so the constraints, behaviors and events
        // that name the view are not reported as naming an unknown one.
        _ = symbols.add(id, kind: .view, location: value.location)
        fix = "Write '{ \"id\": \"\(LayoutFileText.token(id))\" }'."
      }
      report(
        .wrongType, at: value, "Expected an object for view \(index), found \(described(value)).",
        fix: fix)
      pending.declarations.append(ViewDeclaration(id: ""))
      pending.entries.append(.undecoded)
      return
    }
    let (id, isRegistered) = declareItem(in: members, of: value, kind: .view, index: index)
    let found = ViewMembers(members)
    if found.hasUnknownKeys {
      _ = objectMembers(
        value, named: id.map { "view '\($0)'" } ?? "view \(index)", allowedKeys: Self.viewKeys)
    }
    // Made where it is kept and filled there, so that the declaration (several hundred bytes)
    // is not copied on the way.
    pending.declarations.append(
      ViewDeclaration(id: id ?? "", location: value.location, path: value.path))
    let parentValue = decodeMembers(
      of: value, members, found: found, id: id, index: index,
      into: &pending.declarations[pending.declarations.count - 1])
    pending.entries.append(
      PendingView(
        isRegistered: isRegistered, parentValue: parentValue,
        biasValue: member(at: found.bias, in: members)))
  }

  /// Reads the members of view `index` (the object `value`, whose `members` are where `found`
  /// says) into its `declaration`, all but its id and bias.
  ///
  /// - Returns: The `parent` value, if given and a string.
  private mutating func decodeMembers(
    of value: JSONValue, _ members: [JSONMember], found: ViewMembers, id: String?, index: Int,
    into declaration: inout ViewDeclaration
  ) -> JSONValue? {
    declaration.memberLocationList.reserveCapacity(members.count)
    for position in members.indices {
      declaration.memberLocationList.append(
        members[position].key, at: members[position].value.location)
    }
    var parentValue: JSONValue? = nil
    if let parent = member(at: found.parent, in: members), string(parent, named: "parent") != nil {
      parentValue = parent
    }
    if let size = member(at: found.intrinsicSize, in: members),
      let sizeMembers = objectMembers(size, named: "'intrinsicSize'", allowedKeys: Self.sizeKeys)
    {
      if let width = member("width", in: sizeMembers) {
        declaration.intrinsicSize.width = nonNegativeNumber(width, named: "width")
      }
      if let height = member("height", in: sizeMembers) {
        declaration.intrinsicSize.height = nonNegativeNumber(height, named: "height")
      }
    }
    if let text = member(at: found.text, in: members) {
      declaration.text = decodeText(text)
      // Named as a view with text even if its text has errors: one mistake, one error.
      if let id { symbols.addTextView(id) }
      if found.intrinsicSize >= 0 {
        report(
          .conflictingKeys, at: members[found.intrinsicSize].keyLocation,
          path: value.path.appending(key: "intrinsicSize"),
          "View '\(id ?? "")' has both 'text' and 'intrinsicSize'; the text gives the view its "
            + "intrinsic size.",
          fix: "Remove 'intrinsicSize', or remove 'text' to size the view by hand.")
      }
    }
    if let hugging = member(at: found.hugging, in: members) {
      declaration.contentHugging = axisPriorities(
        hugging, named: "hugging", default: ViewDeclaration.defaultContentHugging)
    }
    if let resistance = member(at: found.compressionResistance, in: members) {
      declaration.compressionResistance = axisPriorities(
        resistance, named: "compressionResistance",
        default: ViewDeclaration.defaultCompressionResistance)
    }
    if let margins = member(at: found.margins, in: members) {
      declaration.margins = insets(margins, named: "margins", default: 8, allowNegative: true)
    }
    if let hidden = member(at: found.hidden, in: members) {
      declaration.isHidden = bool(hidden, named: "hidden") ?? false
    }
    if let stack = member(at: found.stack, in: members) {
      declaration.stack = decodeStack(stack, of: id ?? "view \(index)")
      if let id { stackViews.insert(id) }
    }
    return parentValue
  }

  mutating func axisPriorities(
    _ value: JSONValue, named name: String, default defaultValue: ViewDeclaration.AxisPriorities
  ) -> ViewDeclaration.AxisPriorities {
    var result = defaultValue
    guard let members = objectMembers(value, named: "'\(name)'", allowedKeys: Self.axisKeys) else {
      return result
    }
    if let horizontal = member("horizontal", in: members) {
      result.horizontal = priority(horizontal, named: "horizontal") ?? defaultValue.horizontal
    }
    if let vertical = member("vertical", in: members) {
      result.vertical = priority(vertical, named: "vertical") ?? defaultValue.vertical
    }
    return result
  }

  /// Reads and registers the `id` of a view or guide.
  ///
  /// - Returns: The id if it is a valid string (even if taken), and whether it was registered.
  mutating func declareItem(
    in members: [JSONMember], of object: JSONValue, kind: LayoutSymbols.ItemKind, index: Int
  ) -> (id: String?, isRegistered: Bool) {
    let kindName = kind == .view ? "view" : "guide"
    guard let idValue = member("id", in: members) else {
      report(.missingKey, at: object, "Missing key 'id' in \(kindName) \(index).")
      return (nil, false)
    }
    guard let id = string(idValue, named: "id") else { return (nil, false) }
    guard checkIdentifier(id, of: kindName, at: idValue) else { return (id, false) }
    let viewIndex = kind == .view ? index : nil
    let existing = symbols.add(id, kind: kind, location: idValue.location, viewIndex: viewIndex)
    if let existing {
      let existingKind = existing.kind == .view ? "a view" : "a guide"
      let place = existing.location.map { " at line \($0.line), column \($0.column)" } ?? ""
      report(
        .duplicateIdentifier, at: idValue,
        "Duplicate id '\(id)'; \(existingKind) with this id is declared\(place).",
        fix: "Give every view and guide its own id.")
      return (id, false)
    }
    return (id, true)
  }

  // MARK: Guides

  mutating func decodeGuide(_ value: JSONValue, index: Int) -> PendingGuide? {
    guard let members = value.members else {
      report(
        .wrongType, at: value, "Expected an object for guide \(index), found \(described(value)).")
      return nil
    }
    let (id, _) = declareItem(in: members, of: value, kind: .guide, index: index)
    _ = objectMembers(
      value, named: id.map { "guide '\($0)'" } ?? "guide \(index)", allowedKeys: Self.guideKeys)
    var parentValue: JSONValue? = nil
    if let parent = member("parent", in: members), string(parent, named: "parent") != nil {
      parentValue = parent
    }
    var declaration = GuideDeclaration(id: id ?? "", location: value.location, path: value.path)
    if let percent = member("percent", in: members) {
      declaration.percent = decodePercent(percent, guide: id ?? "\(index)")
    }
    return PendingGuide(declaration: declaration, parentValue: parentValue)
  }

  mutating func resolveGuideParents(_ pending: [PendingGuide?]) -> [GuideDeclaration]? {
    var guides: [GuideDeclaration] = []
    var isComplete = true
    for entry in pending {
      guard var entry else {
        isComplete = false
        continue
      }
      if let parentValue = entry.parentValue, let parent = parentValue.string {
        entry.declaration.parent = resolveParent(
          parent, at: parentValue, of: "guide '\(entry.declaration.id)'")
        if let owner = entry.declaration.parent { parentOfGuide[entry.declaration.id] = owner }
      }
      guides.append(entry.declaration)
    }
    return isComplete ? guides : nil
  }

  // MARK: Parents

  /// Resolves a `parent` name: `nil` for the root, else the view's id. Reports unknown names and
  /// guides.
  mutating func resolveParent(
    _ parent: String, at value: JSONValue, of child: @autoclosure () -> String,
    childID: String? = nil
  ) -> String? {
    resolveParentView(parent, at: value, of: child(), childID: childID)?.id
  }

  /// ``resolveParent(_:at:of:childID:)`` with the parent's position in the file's `views`
  /// (``LayoutSymbols/Item/viewIndex``), from the same lookup.
  mutating func resolveParentView(
    _ parent: String, at value: JSONValue, of child: @autoclosure () -> String,
    childID: String? = nil
  ) -> (id: String, viewIndex: Int?)? {
    if parent == "root" { return nil }
    let item = symbols.items.value(of: parent, hint: &parentHint)
    switch item?.kind {
    case .view:
      return (parent, item?.viewIndex)
    case .guide:
      report(
        .notAView, at: value, "'\(parent)' is a guide and cannot be the parent of \(child()).",
        fix: "A parent must be a view or 'root'.")
    case nil:
      report(
        .unknownView, at: value, "Unknown parent '\(LayoutFileText.token(parent))' of \(child()).",
        fix: LayoutFileText.nearestNames(
          to: parent, among: symbols.viewIDs.filter { $0 != childID } + ["root"], kind: "parents"))
    }
    return nil
  }

  /// Resolves every view's parent in place (``ViewDeclaration/parent``) and reports parent
  /// cycles.
  ///
  /// The entries and declarations are read and changed where they are, never copied: copying
  /// 10,000 pending views (each with its declaration and JSON values) was a twentieth of
  /// `layout-cli solve`.
  mutating func resolveParents(_ pending: inout PendingViews) {
    var parentIndex = [Int?](repeating: nil, count: pending.entries.count)
    // Through pointers, the fields of entries and declarations are read and written where they
    // are.
    pending.entries.withUnsafeBufferPointer { entries in
      pending.declarations.withUnsafeMutableBufferPointer { declarations in
        parentOfView.reserveCapacity(entries.count)
        for index in entries.indices where entries[index].isDecoded {
          guard let parent = entries[index].parentValue?.string else { continue }
          let childID = declarations[index].id
          if let (id, viewIndex) = resolveParentView(
            parent, at: entries[index].parentValue!,
            of: childID.isEmpty ? "view \(index)" : "view '\(childID)'", childID: childID)
          {
            declarations[index].parent = id
            parentOfView[childID] = id
            if entries[index].isRegistered { parentIndex[index] = viewIndex }
          }
        }
      }
    }
    reportCycles(parentIndex: parentIndex, views: pending)
  }

  /// The declarations of the pending views, each with its `bias` decoded, taken out of
  /// `pending` (left empty); `nil` if a view could not be decoded at all. The biases of the
  /// others are decoded (and their problems reported) either way.
  mutating func takeViews(_ pending: inout PendingViews) -> [ViewDeclaration]? {
    var views: [ViewDeclaration] = []
    swap(&views, &pending.declarations)
    var isComplete = true
    for index in pending.entries.indices {
      guard pending.entries[index].isDecoded else {
        isComplete = false
        continue
      }
      if let biasValue = pending.entries[index].biasValue {
        views[index].bias = decodeBias(biasValue, of: views[index].id)
      }
    }
    pending.entries = []
    return isComplete ? views : nil
  }

  /// Finds every cycle in the parent relation and reports each once, at the `parent` value of
  /// the view of the cycle that comes first in the file.
  mutating func reportCycles(parentIndex: [Int?], views: PendingViews) {
    // 0: not visited; 1: on the walk in progress; 2: finished.
    var state = [UInt8](repeating: 0, count: parentIndex.count)
    // One list for every walk, emptied between them: a list per walk was an allocation per
    // view of a flat file (each walk stops at the root after one view).
    var walk: [Int] = []
    for start in parentIndex.indices where state[start] == 0 {
      walk.removeAll(keepingCapacity: true)
      var current: Int? = start
      while let index = current, state[index] == 0 {
        state[index] = 1
        walk.append(index)
        current = parentIndex[index]
      }
      if let index = current, state[index] == 1, let first = walk.firstIndex(of: index) {
        var cycle = Array(walk[first...])
        let earliest = cycle.indices.min { cycle[$0] < cycle[$1] }!
        cycle = Array(cycle[earliest...] + cycle[..<earliest])
        if let parentValue = views.entries[cycle[0]].parentValue {
          let ids = cycle.map { views.declarations[$0].id }
          if ids.count == 1 {
            report(
              .parentCycle, at: parentValue, "View '\(ids[0])' is its own parent.",
              fix: "Remove 'parent', or name another view.")
          } else {
            let chain = (ids + [ids[0]]).map { "'\($0)'" }.joined(separator: " → ")
            report(
              .parentCycle, at: parentValue,
              "Parent cycle: \(chain) (each arrow points to the parent).",
              fix: "Set the parent of one of these views to 'root' or to a view outside the cycle.")
          }
        }
      }
      for index in walk { state[index] = 2 }
    }
  }
}
