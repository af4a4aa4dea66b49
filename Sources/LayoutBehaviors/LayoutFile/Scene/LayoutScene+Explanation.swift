extension LayoutScene {
  /// Why the value of an anchor of the scene is what it is, with every constraint tied to its
  /// place in the file: what `layout-cli explain` prints (see ``LayoutExplanation``).
  ///
  /// ```swift
  /// let why = try scene.explain("card.width")
  /// print(why)
  /// // card.width = 343
  /// //
  /// // Determined by 3 constraints (share = rate × constant; the shares add up to 343):
  /// //   rate  share  constraint
  /// //      1    375  card.json:3:12: 'root-width' (root.width == 375)
  /// //     -1    -16  card.json:9:5: 'card-leading' (card.leading == root.leading + 16)
  /// //      1    -16  card.json:10:5: 'card-trailing' (card.trailing == root.trailing - 16)
  /// //
  /// // Given up: none of the optional constraints near it.
  /// ```
  public struct Explanation: Hashable, Sendable, CustomStringConvertible {
    /// A determining constraint, placed in the file.
    public struct Contribution: Hashable, Sendable {
      /// The constraint and where it comes from.
      public var site: ConstraintSite
      /// How much the value moves when the constraint's constant grows by 1.
      public var rate: Double
      /// The rate times the constant; the shares add up to the value.
      public var share: Double

      /// Creates a contribution.
      package init(site: ConstraintSite, rate: Double, share: Double) {
        self.site = site
        self.rate = rate
        self.share = share
      }
    }

    /// An optional constraint the solution gives up, placed in the file.
    public struct GivenUp: Hashable, Sendable {
      /// The constraint and where it comes from.
      public var site: ConstraintSite
      /// The constraint's priority.
      public var priority: LayoutPriority
      /// How far the solution is from satisfying it, in points.
      public var violation: Double
      /// Strength × violation, the rank.
      public var cost: Double

      /// Creates a given-up constraint.
      package init(site: ConstraintSite, priority: LayoutPriority, violation: Double, cost: Double)
      {
        self.site = site
        self.priority = priority
        self.violation = violation
        self.cost = cost
      }
    }

    /// The anchor as written: `card.width`, `root.safeArea.top`.
    public var anchor: String
    /// The value, in the root's coordinates.
    public var value: Double
    /// The determining constraints, in activation order.
    public var contributions: [Contribution]
    /// The optional constraints given up near the value, by strength × violation, highest first.
    public var givenUp: [GivenUp]
    /// The file name, as given to the parser.
    public var file: String

    /// Creates an explanation from its parts.
    package init(
      anchor: String, value: Double, contributions: [Contribution], givenUp: [GivenUp],
      file: String
    ) {
      self.anchor = anchor
      self.value = value
      self.contributions = contributions
      self.givenUp = givenUp
      self.file = file
    }

    /// The explanation as text: the value, the determining constraints with their rates and
    /// shares, then the given-up ones with their violations and priorities, each constraint
    /// with its place `file:line:column`. Numbers are rounded to 3 decimals, never `-0`.
    public var description: String {
      let number = Self.rounded
      var text = "\(anchor) = \(number(value))\n\n"
      if contributions.isEmpty {
        text += "No constraint determines it: nothing fixes it, and the solver leaves it at 0.\n"
      } else {
        let count = contributions.count
        text +=
          "Determined by \(count) constraint\(count == 1 ? "" : "s") "
          + "(share = rate × constant; the shares add up to \(number(value))):\n"
        text += Self.table(
          headers: ["rate", "share"],
          rows: contributions.map { ([number($0.rate), number($0.share)], place($0.site)) })
      }
      text += "\n"
      if givenUp.isEmpty {
        text += "Given up: none of the optional constraints near it.\n"
      } else {
        text +=
          "Given up (optional constraints near it that the solution does not satisfy, "
          + "ranked by strength × violation):\n"
        text += Self.table(
          headers: ["violation", "priority"],
          rows: givenUp.map {
            ([number($0.violation), number($0.priority.rawValue)], place($0.site))
          })
      }
      return text
    }

    /// `file:line:column: 'name' (expression)`.
    func place(_ site: ConstraintSite) -> String {
      let location = site.location.map { "\(file):\($0): " } ?? ""
      return location + site.quoted
    }

    /// Rows of right-aligned numbers then a constraint, under a header line.
    static func table(headers: [String], rows: [(numbers: [String], constraint: String)])
      -> String
    {
      var widths = headers.map(\.count)
      for row in rows {
        for (index, number) in row.numbers.enumerated() {
          widths[index] = max(widths[index], number.count)
        }
      }
      func line(_ cells: [String], _ last: String) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
          text += "  " + String(repeating: " ", count: widths[index] - cell.count) + cell
        }
        return text + "  " + last + "\n"
      }
      return line(headers, "constraint") + rows.map { line($0.numbers, $0.constraint) }.joined()
    }

    /// A number rounded to 3 decimals, as the reports print numbers: `343`, `-0.5`, never `-0`.
    static func rounded(_ value: Double) -> String {
      guard value.isFinite else { return "\(value)" }
      let rounded = (value * 1000).rounded() / 1000 + 0.0
      return LayoutFileText.number(rounded)
    }
  }

  /// Why a reference to an anchor cannot be explained.
  public enum AnchorReferenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reference is not `<item>.<anchor>`.
    case malformed(reference: String)
    /// The item names no view or guide of the document; with the nearest ids, if any.
    case unknownItem(String, reference: String, suggestion: String?)
    /// The anchor is not an attribute; with the nearest one, if any.
    case unknownAnchor(String, reference: String, suggestion: String?)
    /// The item is a view of the document that is not in the layout now (a pile's card that
    /// is not shown).
    case notInLayout(String, reference: String)

    /// The message, in sentence case with the tokens quoted, and the fix when there is one:
    /// `Unknown view 'navbr' in 'navbr.height'. Did you mean 'navbar'?`.
    public var description: String {
      switch self {
      case .malformed(let reference):
        return "Expected '<view>.<anchor>', such as 'header.height', not "
          + "'\(LayoutFileText.token(reference))'."
      case .unknownItem(let item, let reference, let suggestion):
        return "Unknown view '\(LayoutFileText.token(item))' in "
          + "'\(LayoutFileText.token(reference))'." + (suggestion.map { " " + $0 } ?? "")
      case .unknownAnchor(let anchor, let reference, let suggestion):
        return "Unknown anchor '\(LayoutFileText.token(anchor))' in "
          + "'\(LayoutFileText.token(reference))'." + (suggestion.map { " " + $0 } ?? "")
      case .notInLayout(let item, let reference):
        return "'\(LayoutFileText.token(item))' of '\(LayoutFileText.token(reference))' is not "
          + "in the layout now (a pile's card that is not shown)."
      }
    }
  }

  /// Why the value of an anchor named as in the file's constraints is what it is.
  ///
  /// The reference is an item and an anchor: `card.width`, `root.height`, `root.safeArea.top`,
  /// `card.margins.leading`, or a free-standing guide's id and an anchor. The value is read in
  /// the scene's current state (after the events applied so far).
  ///
  /// ```swift
  /// print(try scene.explain("navbar.height"))
  /// ```
  ///
  /// - Parameter reference: `<item>.<anchor>`.
  /// - Returns: the explanation, with every constraint placed in the file.
  /// - Throws: ``AnchorReferenceError`` when the reference is not of that form, names an item
  ///   or an anchor the document does not have (with the nearest names), or a view that is not
  ///   in the layout now.
  public func explain(_ reference: String) throws(AnchorReferenceError) -> Explanation {
    guard let dot = reference.lastIndex(of: "."), dot != reference.startIndex,
      reference.index(after: dot) != reference.endIndex
    else { throw .malformed(reference: reference) }
    let itemName = String(reference[..<dot])
    let anchorName = String(reference[reference.index(after: dot)...])
    guard let item = item(named: itemName) else {
      var names = ["root", "root.safeArea", "root.margins"]
      for view in views { names.append(view.identifier) }
      for guide in guides { names.append(guide.identifier) }
      throw .unknownItem(
        itemName, reference: reference,
        suggestion: LayoutFileText.nearestNames(to: itemName, among: names, kind: "views"))
    }
    guard item.layoutEngine === engine else {
      throw .notInLayout(itemName, reference: reference)
    }
    guard let attribute = LayoutAttribute(rawValue: anchorName) else {
      throw .unknownAnchor(
        anchorName, reference: reference,
        suggestion: LayoutFileText.didYouMean(
          anchorName, among: LayoutAttribute.allCases.map(\.rawValue)))
    }
    return explain(item, attribute, as: "\(itemName).\(attribute.rawValue)")
  }

  /// Why the value of `attribute` of `item` is what it is, with every constraint placed in the
  /// file.
  ///
  /// - Parameters:
  ///   - item: a view or guide of the scene's engine.
  ///   - attribute: the attribute to explain.
  /// - Precondition: `item` is in the scene's tree.
  public func explain(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Explanation {
    explain(item, attribute, as: "\(item.displayName).\(attribute.rawValue)")
  }

  /// The explanation of the engine, with its constraints' sites and the anchor named `anchor`.
  func explain(_ item: LayoutItem, _ attribute: LayoutAttribute, as anchor: String)
    -> Explanation
  {
    let why = engine.explain(item, attribute)
    return Explanation(
      anchor: anchor, value: why.value,
      contributions: why.contributions.map {
        Explanation.Contribution(site: site(of: $0.constraint), rate: $0.rate, share: $0.share)
      },
      givenUp: why.givenUp.map {
        Explanation.GivenUp(
          site: site(of: $0.constraint), priority: $0.constraint.priority,
          violation: $0.violation, cost: $0.cost)
      },
      file: document.fileName)
  }

  /// The view or guide a file names: `root`, `root.safeArea`, `root.margins`, a view's id, a
  /// view's `<id>.margins`, or a free-standing guide's id.
  func item(named name: String) -> LayoutItem? {
    let reference: ItemReference
    switch name {
    case "root": reference = .root
    case "root.safeArea": reference = .rootSafeArea
    case "root.margins": reference = .rootMargins
    case _ where viewsByID[name] != nil: reference = .view(name)
    case _ where name.hasSuffix(".margins"): reference = .viewMargins(String(name.dropLast(8)))
    default: reference = .guide(name)
    }
    return Self.resolve(reference, root: engine.root, views: viewsByID) { id in
      guides.first { $0.identifier == id }
    }
  }
}
