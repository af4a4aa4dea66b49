import ConstraintSolver

/// One way the solved layout could change without breaking a required constraint and without
/// satisfying the optional ones any worse: the attributes it moves are not determined by the
/// constraints (see ``LayoutEngine/ambiguities()``).
///
/// ```text
/// 'navbar' height, 'content' top and height are not determined by the constraints: they can
/// change together.
/// fix: Give 'navbar' a height: a height constraint, a bottom edge or an intrinsic height.
/// ```
public struct LayoutAmbiguity {
  /// One attribute that moves, and how much per unit of the move.
  public struct Move {
    /// The view or guide.
    public let item: LayoutItem
    /// The attribute: `left`, `top`, `width` or `height` (the other attributes are made of
    /// these).
    public let attribute: LayoutAttribute
    /// How much the attribute moves per unit of the move; only the ratios between the rates of
    /// one ambiguity mean something (`top` at 1 and `height` at −1: the bottom stays).
    public let rate: Double
  }

  /// The attributes that move together, in tree order of their items (a view, then its
  /// guides), then `left`, `top`, `width`, `height`.
  public let moves: [Move]
  /// Optional constraints of equal weight pulling against each other along the move, in
  /// activation order: every position between them is as good. Empty when no constraint at
  /// all fixes the attributes.
  public let tiedConstraints: [LayoutConstraint]

  /// The sentence a diagnostic prints: what is not determined, and why when it is a tie.
  public var message: String {
    let what = LayoutAmbiguity.list(moves)
    let verb = moves.count == 1 ? "is" : "are"
    if tiedConstraints.isEmpty {
      return "\(what) \(verb) not determined by the constraints"
        + (moves.count == 1 ? "." : ": they can change together.")
    }
    let names = LayoutFileText.alternatives(
      tiedConstraints.map { $0.displayName }, conjunction: "and")
    return "\(what) \(verb) not determined: \(names) pull against each other with the same "
      + "priority, and every position between them is as good."
  }

  /// A change that determines the attributes: a higher priority for one of the tied
  /// constraints, or the constraint that the first size (else the first position) lacks.
  public var fix: String {
    if !tiedConstraints.isEmpty {
      let others = tiedConstraints.count > 2 ? "others" : "other"
      let origins = Set(tiedConstraints.map { $0.origin })
      if origins.count == 1, let origin = origins.first,
        origin == .contentHugging || origin == .compressionResistance
      {
        let views = LayoutFileText.alternatives(tiedConstraints.map { $0.firstItem.displayName })
        let axis = tiedConstraints[0].firstAttribute == .width ? "horizontal" : "vertical"
        let priority = origin == .contentHugging ? "content hugging" : "compression resistance"
        return "Give \(views) a higher \(axis) \(priority) priority than the \(others)."
      }
      let names = LayoutFileText.alternatives(tiedConstraints.map { $0.displayName })
      return "Give \(names) a higher priority than the \(others)."
    }
    let primary =
      moves.first { $0.attribute == .width || $0.attribute == .height } ?? moves[0]
    let name = LayoutFileText.alternatives([primary.item.displayName])
    switch primary.attribute {
    case .width:
      return "Give \(name) a width: a width constraint, a trailing edge or an intrinsic width."
    case .height:
      return "Give \(name) a height: a height constraint, a bottom edge or an intrinsic height."
    case .left:
      return "Place \(name) horizontally: constrain its leading edge, trailing edge or center."
    default:
      return "Place \(name) vertically: constrain its top, bottom or center."
    }
  }

  /// `'navbar' height, 'content' top and height` (names cut as in every message).
  static func list(_ moves: [Move]) -> String {
    var parts: [String] = []
    var index = 0
    while index < moves.count {
      let item = moves[index].item
      var attributes: [String] = []
      while index < moves.count && moves[index].item === item {
        attributes.append(moves[index].attribute.rawValue)
        index += 1
      }
      parts.append(
        LayoutFileText.alternatives([item.displayName]) + " " + LayoutFileText.listed(attributes))
    }
    return parts.joined(separator: ", ")
  }
}

extension LayoutEngine {
  /// The attributes of the views and guides that the active constraints do not determine.
  ///
  /// Each ``LayoutAmbiguity`` is one direction in which the solved layout can move without
  /// breaking a required constraint and without satisfying the optional ones any worse; an
  /// empty result means every frame is the only optimal one. The answer is exact, read from the
  /// solver (`Solver.ambiguity()`), not found by nudging frames: a view with a top and no
  /// height, a row of two views with the same hugging priority that must stretch, and two
  /// optional constraints of the same priority that disagree are all found; a layout that is
  /// only determined because one inequality presses against another is not reported.
  ///
  /// ```swift
  /// // navbar.top == root.safeArea.top, content.top == navbar.bottom,
  /// // content.bottom == root.bottom; neither has a height
  /// engine.ambiguities()[0].message
  /// // 'navbar' height, 'content' top and height are not determined by the constraints: they
  /// // can change together.
  /// ```
  ///
  /// The result is deterministic: the same layout gives the same ambiguities in the same order
  /// (by the first attribute each one moves, in tree order).
  ///
  /// - Complexity: one scan of the solver's symbols when the layout is determined; otherwise
  ///   also the rows that depend on the free attributes.
  public func ambiguities() -> [LayoutAmbiguity] {
    ensureUpdated()
    let report = solver.ambiguity()
    if report.isEmpty { return [] }
    // Each variable's item, attribute and rank in tree order.
    var places: [Int: (item: LayoutItem, attribute: LayoutAttribute, rank: Int)] = [:]
    var rank = 0
    func register(_ item: LayoutItem) {
      guard let variables = item.variables else { return }
      let attributes: [(Variable, LayoutAttribute)] = [
        (variables.minX, .left), (variables.minY, .top), (variables.width, .width),
        (variables.height, .height),
      ]
      for (variable, attribute) in attributes {
        places[variable.id] = (item, attribute, rank)
        rank += 1
      }
    }
    forEachView(in: root) { view in
      register(view)
      for guide in view.existingGuides { register(guide) }
    }
    var result: [(rank: Int, order: Int, ambiguity: LayoutAmbiguity)] = []
    for direction in report.directions {
      var moves: [(rank: Int, move: LayoutAmbiguity.Move)] = []
      for rate in direction.rates {
        guard let place = places[rate.variable.id] else { continue }
        moves.append(
          (
            place.rank,
            LayoutAmbiguity.Move(item: place.item, attribute: place.attribute, rate: rate.rate)
          ))
      }
      guard !moves.isEmpty else { continue }
      moves.sort { $0.rank < $1.rank }
      var tied: [LayoutConstraint] = []
      for constraint in direction.tiedConstraints {
        if let owner = owner(of: constraint) {
          tied.append(owner)
        }
      }
      tied.sort { $0.sequence < $1.sequence }
      result.append(
        (
          moves[0].rank, result.count,
          LayoutAmbiguity(moves: moves.map { $0.move }, tiedConstraints: tied)
        ))
    }
    result.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.order < $1.order }
    return result.map { $0.ambiguity }
  }
}
