extension InterfaceBuilderScene {
  /// Every id a constraint of the scene may name, and what it names, in document order: the
  /// view controller's legacy guides, then each view (the root first, every view before its
  /// subviews) with its safe-area, keyboard and scroll guides.
  func itemList() -> [(id: String, item: InterfaceBuilderItem)] {
    var list: [(id: String, item: InterfaceBuilderItem)] = legacyGuides.map {
      ($0.id, $0.type == "top" ? .topLayoutGuide : .bottomLayoutGuide)
    }
    var pending = [root]
    while let view = pending.popLast() {
      let isRoot = view.id == root.id
      list.append((view.id, isRoot ? .root : .view(view.id)))
      if let guide = view.safeAreaGuideID {
        list.append((guide, isRoot ? .rootSafeArea : .safeArea(guide: guide, ofView: view.id)))
      }
      for guide in view.layoutGuides {
        let item: InterfaceBuilderItem
        switch guide.key {
        case "keyboard" where isRoot: item = .keyboardGuide
        case "contentLayoutGuide": item = .scrollContent(guide: guide.id, ofView: view.id)
        case "frameLayoutGuide": item = .scrollFrame(ofView: view.id)
        default: item = .otherGuide(key: guide.key, ofView: view.id)
        }
        list.append((guide.id, item))
      }
      pending += view.subviews.reversed()
    }
    return list
  }

  /// ``itemList()`` by id (the first item of an id that appears twice), for lookups only:
  /// nothing reads it in its unordered iteration order.
  func items() -> [String: InterfaceBuilderItem] {
    Dictionary(itemList().map { ($0.id, $0.item) }, uniquingKeysWith: { first, _ in first })
  }
}

extension InterfaceBuilderConstraint {
  /// The constraint as an expression between anchors of the scene's items, or why it cannot be
  /// laid out.
  ///
  /// The first item is the owning view when the document names none. A priority below 1000 is
  /// the expression's; a required constraint has none. The multiplier of a position (such as
  /// `centerX` × 1.6) is not modeled: Interface Builder evaluates both sides in the owner's
  /// coordinates, which an expression between frames in root coordinates cannot say. Nor is a
  /// constraint between `leading` or `trailing` and `left` or `right`, which UIKit refuses.
  ///
  /// - Parameters:
  ///   - owner: The id of the view whose `<constraints>` hold the constraint.
  ///   - items: What each id of the scene names (``InterfaceBuilderScene/items()``).
  func expression(
    owner: String, items: [String: InterfaceBuilderItem]
  ) -> Result<ConstraintExpression, ExpressionProblem> {
    let firstID = firstItem ?? owner
    guard let firstItem = items[firstID] else { return .failure(.unknownItem(firstID)) }
    let first: AnchorReference
    switch firstItem.anchor(firstAttribute) {
    case .success(let anchor): first = anchor
    case .failure(let problem): return .failure(.item(firstID, firstAttribute, problem))
    }
    let priority = self.priority.flatMap { $0 < 1000 ? LayoutPriority(rawValue: $0) : nil }
    guard let secondID = secondItem, let secondAttribute else {
      guard first.attribute.axis == .dimension else {
        return .failure(.positionWithoutSecondItem(firstAttribute))
      }
      return .success(
        ConstraintExpression(
          first: first, relation: relation, constant: constant, priority: priority))
    }
    guard let secondItem = items[secondID] else { return .failure(.unknownItem(secondID)) }
    let second: AnchorReference
    switch secondItem.anchor(secondAttribute) {
    case .success(let anchor): second = anchor
    case .failure(let problem): return .failure(.item(secondID, secondAttribute, problem))
    }
    guard first.attribute.axis == second.attribute.axis else {
      return .failure(.incompatibleAttributes(firstAttribute, secondAttribute))
    }
    // UIKit refuses to relate `leading` or `trailing` to `left` or `right` (margins included):
    // left out here with a warning, rather than failing to activate in the scene.
    guard !mixesDirectionalFamilies(first.attribute, second.attribute) else {
      return .failure(.mixedDirections(firstAttribute, secondAttribute))
    }
    if first.attribute.axis != .dimension, multiplier != 1 {
      return .failure(.positionMultiplier(multiplier))
    }
    return .success(
      ConstraintExpression(
        first: first, relation: relation, second: second, multiplier: multiplier,
        constant: constant, priority: priority))
  }

  /// Why a constraint of a document cannot be laid out.
  enum ExpressionProblem: Error, Equatable {
    /// An item id that names nothing in the scene.
    case unknownItem(String)
    /// An item without the attribute's anchor, or a guide that is not modeled.
    case item(String, InterfaceBuilderAttribute, InterfaceBuilderItem.ItemProblem)
    /// A position (not a width or height) set to a constant alone.
    case positionWithoutSecondItem(InterfaceBuilderAttribute)
    /// Attributes on different axes, such as `top` and `leading`.
    case incompatibleAttributes(InterfaceBuilderAttribute, InterfaceBuilderAttribute)
    /// `leading` or `trailing` against `left` or `right` (or their margins), which Auto Layout
    /// does not relate.
    case mixedDirections(InterfaceBuilderAttribute, InterfaceBuilderAttribute)
    /// A position with a multiplier other than 1.
    case positionMultiplier(Double)
  }
}
