import ConstraintSolver
import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A layout as plain values, built either through the engine (views, anchors, activation,
/// frames) or directly with the solver (4 variables per view, the same constraints as the
/// engine gives it), so that the two builds solve exactly the same system.
///
/// Item 0 is the root; every other item is a view whose parent comes before it.
struct LayoutSpec {
  enum XAttribute { case left, right, centerX }
  enum YAttribute { case top, bottom, centerY }
  enum Dimension { case width, height }

  enum Item {
    case x(Int, XAttribute)
    case y(Int, YAttribute)
    case dimension(Int, Dimension)
  }

  /// `first relation second + constant` at `priority` (`second` nil: a constant size).
  struct Rule {
    var first: Item
    var relation: LayoutRelation
    var second: Item?
    var constant: Double
    var priority: Double = 1000
  }

  var name: String
  var rootSize: Size
  var parents: [Int] = [-1]
  var rules: [Rule] = []
  /// Items and rules the incremental benchmark changes, by name (`IncrementalComparison`):
  /// view indices and rule indices.
  var marks: [String: Int] = [:]

  var viewCount: Int { parents.count }

  mutating func addView(parent: Int) -> Int {
    parents.append(parent)
    return parents.count - 1
  }

  mutating func add(
    _ first: Item, _ relation: LayoutRelation, _ second: Item?, _ constant: Double = 0,
    priority: Double = 1000
  ) {
    rules.append(
      Rule(first: first, relation: relation, second: second, constant: constant, priority: priority)
    )
  }

  // MARK: - Through the engine

  /// Builds the engine and reads every frame; returns the engine and a checksum of the frames.
  func buildEngine() -> (LayoutEngine, Double) {
    let (engine, _, _) = buildEngineParts()
    var sum = 0.0
    for frame in engine.frames { sum += frame.frameInRoot.x + frame.frameInRoot.height }
    return (engine, sum)
  }

  /// Builds the engine: returns it with the views (by index, the root first) and the
  /// constraints (by rule), activated.
  func buildEngineParts() -> (LayoutEngine, [View], [LayoutConstraint]) {
    let engine = LayoutEngine(size: rootSize)
    var views = [engine.root]
    views.reserveCapacity(parents.count)
    addViews(from: 1, to: &views)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(rules.count)
    for rule in rules { constraints.append(constraint(rule, views)) }
    LayoutConstraint.activate(constraints)
    return (engine, views, constraints)
  }

  /// Makes the views from index `first` on, each added to its parent's view in `views`.
  func addViews(from first: Int, to views: inout [View]) {
    for index in first..<parents.count {
      let view = View("v\(index)")
      views[parents[index]].addSubview(view)
      views.append(view)
    }
  }

  /// The constraint of `rule` between `views` (by index), not activated.
  func constraint(_ rule: Rule, _ views: [View]) -> LayoutConstraint {
    let constraint: LayoutConstraint
    switch (rule.first, rule.second) {
    case (.x(let a, let first), .x(let b, let second)?):
      constraint = make(
        xAnchor(views[a], first), rule.relation, xAnchor(views[b], second), rule.constant)
    case (.y(let a, let first), .y(let b, let second)?):
      constraint = make(
        yAnchor(views[a], first), rule.relation, yAnchor(views[b], second), rule.constant)
    case (.dimension(let a, let first), nil):
      let anchor = first == .width ? views[a].widthAnchor : views[a].heightAnchor
      switch rule.relation {
      case .equal: constraint = anchor.constraint(equalToConstant: rule.constant)
      case .lessThanOrEqual:
        constraint = anchor.constraint(lessThanOrEqualToConstant: rule.constant)
      case .greaterThanOrEqual:
        constraint = anchor.constraint(greaterThanOrEqualToConstant: rule.constant)
      }
    default:
      preconditionFailure("Unsupported rule")
    }
    if rule.priority < 1000 { constraint.priority = LayoutPriority(rule.priority) }
    return constraint
  }

  private func xAnchor(_ view: View, _ attribute: XAttribute) -> XAxisAnchor {
    switch attribute {
    case .left: return view.leftAnchor
    case .right: return view.rightAnchor
    case .centerX: return view.centerXAnchor
    }
  }

  private func yAnchor(_ view: View, _ attribute: YAttribute) -> YAxisAnchor {
    switch attribute {
    case .top: return view.topAnchor
    case .bottom: return view.bottomAnchor
    case .centerY: return view.centerYAnchor
    }
  }

  private func make<Kind: LayoutPositionKind>(
    _ first: LayoutAnchor<Kind>, _ relation: LayoutRelation, _ second: LayoutAnchor<Kind>,
    _ constant: Double
  ) -> LayoutConstraint {
    switch relation {
    case .equal: return first.constraint(equalTo: second, constant: constant)
    case .lessThanOrEqual: return first.constraint(lessThanOrEqualTo: second, constant: constant)
    case .greaterThanOrEqual:
      return first.constraint(greaterThanOrEqualTo: second, constant: constant)
    }
  }

  // MARK: - Directly with the solver

  /// Builds the same system in a bare solver: `minX, minY, width, height` per item, the root's
  /// four required pins, then each rule as `first − second − constant R 0`; publishes and reads
  /// every value. Returns the solver and a checksum of the values.
  func buildSolver() -> (Solver, Double) {
    var solver = Solver()
    var variables: [Variable] = []
    variables.reserveCapacity(parents.count * 4)
    // Written as efficiently as the engine's own code, so that the ratio measures what the
    // engine adds: one name per view for its four variables (the engine joins a view's name and
    // a variable's suffix only when a name is read, and builds no string per variable either),
    // and each constraint's terms made at their exact count (as the engine makes them).
    for index in 0..<parents.count {
      let name = index == 0 ? "root" : "v\(index)"
      for _ in 0..<4 { variables.append(solver.makeVariable(name)) }
    }
    func terms(_ item: Item, _ scale: Double) -> (Term, Term?) {
      switch item {
      case .x(let index, let attribute):
        let origin = Term(variables[index * 4], coefficient: scale)
        switch attribute {
        case .left: return (origin, nil)
        case .right: return (origin, Term(variables[index * 4 + 2], coefficient: scale))
        case .centerX: return (origin, Term(variables[index * 4 + 2], coefficient: scale / 2))
        }
      case .y(let index, let attribute):
        let origin = Term(variables[index * 4 + 1], coefficient: scale)
        switch attribute {
        case .top: return (origin, nil)
        case .bottom: return (origin, Term(variables[index * 4 + 3], coefficient: scale))
        case .centerY: return (origin, Term(variables[index * 4 + 3], coefficient: scale / 2))
        }
      case .dimension(let index, let dimension):
        return (Term(variables[index * 4 + (dimension == .width ? 2 : 3)], coefficient: scale), nil)
      }
    }
    /// The terms of `first` then those of `second`, in an array made at its exact count.
    func list(_ first: Item, _ second: Item?) -> [Term] {
      let (a, b) = terms(first, 1)
      guard let second else { return b.map { [a, $0] } ?? [a] }
      let (c, d) = terms(second, -1)
      switch (b, d) {
      case (nil, nil): return [a, c]
      case (let b?, nil): return [a, b, c]
      case (nil, let d?): return [a, c, d]
      case (let b?, let d?): return [a, b, c, d]
      }
    }
    // The expression is handed over, so `Constraint` sorts its terms in place, as the engine's
    // own expressions are (a borrowed one would be copied first, an allocation the engine does
    // not make).
    func add(_ expression: consuming Expression, _ relation: Relation, _ strength: Strength) {
      do {
        try solver.addConstraint(Constraint(expression, relation, strength: strength))
      } catch {
        preconditionFailure("The solver refused a rule: \(error)")
      }
    }
    let required = LayoutPriority.required.strength
    for (offset, value) in [0, 0, rootSize.width, rootSize.height].enumerated() {
      add(
        Expression(terms: [Term(variables[offset], coefficient: 1)], constant: -value), .equal,
        required)
    }
    // Room for the rules in one growth of each table, as `LayoutConstraint.activate(_:)` makes
    // for its batch.
    solver.reserveCapacity(constraints: rules.count)
    for rule in rules {
      let relation: Relation
      switch rule.relation {
      case .equal: relation = .equal
      case .lessThanOrEqual: relation = .lessThanOrEqual
      case .greaterThanOrEqual: relation = .greaterThanOrEqual
      }
      add(
        Expression(terms: list(rule.first, rule.second), constant: -rule.constant), relation,
        LayoutPriority(rule.priority).strength)
    }
    solver.updateVariables()
    var sum = 0.0
    for index in 0..<parents.count {
      sum += solver.value(of: variables[index * 4]) + solver.value(of: variables[index * 4 + 3])
    }
    return (solver, sum)
  }
}

extension LayoutSpec {
  /// A flat grid of `count` 10 × 10 views in `columns` columns, 2 points apart: each view's
  /// left follows its left neighbour's right (or the root's left), its top its upper
  /// neighbour's bottom (or the root's top). Four required constraints per view.
  static func grid(count: Int, columns: Int) -> LayoutSpec {
    var spec = LayoutSpec(name: "grid \(count)", rootSize: Size(width: 2_000, height: 2_000))
    for index in 0..<count {
      spec.addGridView(columns: columns)
      // The first view of the middle row: its width is the leaf the incremental benchmark
      // changes.
      let middleRow = (count / columns / 2) * columns
      if index == middleRow { spec.marks["leaf"] = spec.rules.count - 2 }
      if index == middleRow + columns - 1 { spec.marks["leafRowEnd"] = spec.viewCount - 1 }
    }
    return spec
  }

  /// Adds the next view of a grid of `columns` columns (view `n` of the root is grid cell
  /// `n − 1`).
  mutating func addGridView(columns: Int) {
    let index = viewCount - 1
    let view = addView(parent: 0)
    let column = index % columns
    add(.x(view, .left), .equal, .x(column == 0 ? 0 : view - 1, column == 0 ? .left : .right), 2)
    add(
      .y(view, .top), .equal,
      .y(index < columns ? 0 : view - columns, index < columns ? .top : .bottom), 2)
    add(.dimension(view, .width), .equal, nil, 10)
    add(.dimension(view, .height), .equal, nil, 10)
  }

  /// An app-like screen of about `count` views: a list of sections, each a section view with a
  /// header and 8 rows; a row holds an icon, a title, a subtitle and a chevron (5 views). Rows
  /// have a minimum height with an optional preferred one; titles and subtitles stop before
  /// the chevron (inequalities) with optional preferred widths (priority 250).
  static func appLike(count: Int) -> LayoutSpec {
    var spec = LayoutSpec(name: "app-like \(count)", rootSize: Size(width: 375, height: 812))
    let list = spec.addView(parent: 0)
    spec.add(.x(list, .left), .equal, .x(0, .left))
    spec.add(.x(list, .right), .equal, .x(0, .right))
    spec.add(.y(list, .top), .equal, .y(0, .top), 47)
    var previousSection: Int? = nil
    // The middle section's middle row holds the leaf the incremental benchmark changes (its
    // title's height), and the benchmark adds rows at the end of that section.
    let middle = (count + 19) / 42 / 2
    var section = 0
    while spec.viewCount + 42 <= count + 21 {
      let sectionView = spec.addView(parent: list)
      spec.add(.x(sectionView, .left), .equal, .x(list, .left))
      spec.add(.x(sectionView, .right), .equal, .x(list, .right))
      if let previousSection {
        spec.add(.y(sectionView, .top), .equal, .y(previousSection, .bottom), 16)
      } else {
        spec.add(.y(sectionView, .top), .equal, .y(list, .top))
      }
      let header = spec.addView(parent: sectionView)
      spec.add(.x(header, .left), .equal, .x(sectionView, .left), 16)
      spec.add(.x(header, .right), .lessThanOrEqual, .x(sectionView, .right), -16)
      spec.add(.y(header, .top), .equal, .y(sectionView, .top), 8)
      spec.add(.dimension(header, .height), .equal, nil, 20)
      spec.add(.dimension(header, .width), .equal, nil, 120, priority: 250)
      var above = header
      for row in 0..<8 {
        let titleHeight = spec.addRow(in: sectionView, below: above)
        if section == middle && row == 4 { spec.marks["leaf"] = titleHeight }
        above = spec.viewCount - 5
      }
      if section == middle {
        spec.marks["section"] = sectionView
        spec.marks["lastRow"] = above
        spec.marks["sectionBottom"] = spec.rules.count
      }
      spec.add(.y(sectionView, .bottom), .equal, .y(above, .bottom), 8)
      previousSection = sectionView
      section += 1
    }
    spec.add(.y(list, .bottom), .equal, .y(previousSection!, .bottom), 16)
    return spec
  }

  /// Adds a row of the app-like screen to `section`, `below` another of its views: the row
  /// and its icon, chevron, title and subtitle (5 views, the row first). Returns the index of
  /// the rule that gives the title its height.
  mutating func addRow(in section: Int, below above: Int) -> Int {
    let row = addView(parent: section)
    add(.x(row, .left), .equal, .x(section, .left))
    add(.x(row, .right), .equal, .x(section, .right))
    add(.y(row, .top), .equal, .y(above, .bottom), 4)
    add(.dimension(row, .height), .greaterThanOrEqual, nil, 44)
    add(.dimension(row, .height), .equal, nil, 44, priority: 250)
    let icon = addView(parent: row)
    add(.x(icon, .left), .equal, .x(row, .left), 16)
    add(.y(icon, .centerY), .equal, .y(row, .centerY))
    add(.dimension(icon, .width), .equal, nil, 28)
    add(.dimension(icon, .height), .equal, nil, 28)
    let chevron = addView(parent: row)
    add(.x(chevron, .right), .equal, .x(row, .right), -16)
    add(.y(chevron, .centerY), .equal, .y(row, .centerY))
    add(.dimension(chevron, .width), .equal, nil, 8)
    add(.dimension(chevron, .height), .equal, nil, 13)
    let title = addView(parent: row)
    add(.x(title, .left), .equal, .x(icon, .right), 12)
    add(.x(title, .right), .lessThanOrEqual, .x(chevron, .left), -8)
    add(.y(title, .top), .equal, .y(row, .top), 6)
    let titleHeight = rules.count
    add(.dimension(title, .height), .equal, nil, 18)
    add(.dimension(title, .width), .equal, nil, 200, priority: 250)
    let subtitle = addView(parent: row)
    add(.x(subtitle, .left), .equal, .x(title, .left))
    add(.x(subtitle, .right), .lessThanOrEqual, .x(chevron, .left), -8)
    add(.y(subtitle, .top), .equal, .y(title, .bottom), 2)
    add(.y(subtitle, .bottom), .lessThanOrEqual, .y(row, .bottom), -6)
    add(.dimension(subtitle, .height), .equal, nil, 14)
    add(.dimension(subtitle, .width), .equal, nil, 150, priority: 250)
    return titleHeight
  }
}

extension LayoutSpec {
  /// The tree of `app|grid VIEWS COUNT [COLUMNS]` (the arguments of `--scratch` and
  /// `--incremental`), with whether it is the app and the count; prints `usage` and exits
  /// with 64 when they do not read.
  static func tree(from arguments: [String], usage: String) -> (
    spec: LayoutSpec, app: Bool, count: Int, columns: Int
  ) {
    guard arguments.count >= 3, let views = Int(arguments[1]), let count = Int(arguments[2]),
      arguments[0] == "app" || arguments[0] == "grid"
    else {
      print("usage: \(usage)")
      exit(64)
    }
    let columns = arguments.count > 3 ? Int(arguments[3]) ?? 25 : 25
    let app = arguments[0] == "app"
    let spec = app ? appLike(count: views) : grid(count: views, columns: columns)
    return (spec, app, max(1, count), columns)
  }
}
