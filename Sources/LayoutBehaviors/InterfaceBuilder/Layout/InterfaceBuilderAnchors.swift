extension InterfaceBuilderAttribute {
  /// The anchor the attribute names, and whether it is an anchor of the item's layout-margins
  /// guide (`leadingMargin` is the margins guide's `leading`, `centerXWithinMargins` its
  /// `centerX`); `baseline` is the last baseline, as UIKit reads it.
  var anchor: (attribute: LayoutAttribute, isMargin: Bool) {
    switch self {
    case .left: return (.left, false)
    case .right: return (.right, false)
    case .top: return (.top, false)
    case .bottom: return (.bottom, false)
    case .leading: return (.leading, false)
    case .trailing: return (.trailing, false)
    case .width: return (.width, false)
    case .height: return (.height, false)
    case .centerX: return (.centerX, false)
    case .centerY: return (.centerY, false)
    case .baseline, .lastBaseline: return (.lastBaseline, false)
    case .firstBaseline: return (.firstBaseline, false)
    case .leftMargin: return (.left, true)
    case .rightMargin: return (.right, true)
    case .topMargin: return (.top, true)
    case .bottomMargin: return (.bottom, true)
    case .leadingMargin: return (.leading, true)
    case .trailingMargin: return (.trailing, true)
    case .centerXWithinMargins: return (.centerX, true)
    case .centerYWithinMargins: return (.centerY, true)
    }
  }
}

/// What a constraint's item id names in its scene, for resolving its anchors.
enum InterfaceBuilderItem: Equatable {
  /// The scene's root view.
  case root
  /// Another view, by id.
  case view(String)
  /// The root's safe-area guide.
  case rootSafeArea
  /// The safe-area guide of a view other than the root, by the view's id.
  case safeArea(guide: String, ofView: String)
  /// The view controller's legacy top layout guide (the status and navigation bars).
  case topLayoutGuide
  /// The view controller's legacy bottom layout guide (the tab bar or toolbar).
  case bottomLayoutGuide
  /// The root's keyboard layout guide (`<keyboardLayoutGuide key="keyboard">`), with the
  /// keyboard hidden: the bar below the safe area.
  case keyboardGuide
  /// A scroll view's `contentLayoutGuide`: the guide with that id, the scroll view's content
  /// area.
  case scrollContent(guide: String, ofView: String)
  /// A scroll view's `frameLayoutGuide`: the scroll view's own frame.
  case scrollFrame(ofView: String)
  /// Another view guide (a keyboard guide of a view other than the root), by key and the
  /// view's id.
  case otherGuide(key: String, ofView: String)

  /// The anchor reference of `attribute` of this item, or why it has none.
  ///
  /// The legacy guides are the bars above and below the safe area: the top guide's `bottom` is
  /// the root's safe-area top, its `top` the root's top; the bottom guide's `top` is the
  /// safe-area bottom, its `bottom` the root's bottom. The keyboard guide, with the keyboard
  /// hidden, is the bar below the safe area across the root's width: its `top` is the safe-area
  /// bottom, its other edges, `centerX` and `width` the root's. A guide has no margins.
  func anchor(_ attribute: InterfaceBuilderAttribute) -> Result<AnchorReference, ItemProblem> {
    let (layoutAttribute, isMargin) = attribute.anchor
    switch self {
    case .root:
      return .success(
        AnchorReference(item: isMargin ? .rootMargins : .root, attribute: layoutAttribute))
    case .view(let id):
      return .success(
        AnchorReference(item: isMargin ? .viewMargins(id) : .view(id), attribute: layoutAttribute))
    case .rootSafeArea:
      if isMargin || layoutAttribute.isBaseline { return .failure(.noSuchAnchor) }
      return .success(AnchorReference(item: .rootSafeArea, attribute: layoutAttribute))
    case .topLayoutGuide, .bottomLayoutGuide:
      let isTop = self == .topLayoutGuide
      switch attribute {
      case .top:
        return .success(
          AnchorReference(item: isTop ? .root : .rootSafeArea, attribute: isTop ? .top : .bottom))
      case .bottom:
        return .success(
          AnchorReference(item: isTop ? .rootSafeArea : .root, attribute: isTop ? .top : .bottom))
      default:
        return .failure(.noSuchAnchor)
      }
    case .keyboardGuide:
      switch attribute {
      case .top: return .success(AnchorReference(item: .rootSafeArea, attribute: .bottom))
      case .bottom, .leading, .trailing, .left, .right, .centerX, .width:
        return .success(AnchorReference(item: .root, attribute: layoutAttribute))
      default: return .failure(.noSuchAnchor)
      }
    case .scrollContent(let guide, _):
      if isMargin || layoutAttribute.isBaseline { return .failure(.noSuchAnchor) }
      return .success(AnchorReference(item: .guide(guide), attribute: layoutAttribute))
    case .scrollFrame(let id):
      if isMargin || layoutAttribute.isBaseline { return .failure(.noSuchAnchor) }
      return .success(AnchorReference(item: .view(id), attribute: layoutAttribute))
    case .safeArea(let guide, _):
      if isMargin || layoutAttribute.isBaseline { return .failure(.noSuchAnchor) }
      return .success(AnchorReference(item: .guide(guide), attribute: layoutAttribute))
    case .otherGuide:
      return .failure(.unsupportedGuide)
    }
  }

  /// Why an item's anchor cannot be laid out.
  enum ItemProblem: Error, Equatable {
    /// The item has no such anchor (a guide's margins or baseline, a legacy guide's width).
    case noSuchAnchor
    /// A guide that is not modeled yet: a keyboard guide other than the root's.
    case unsupportedGuide
  }
}
