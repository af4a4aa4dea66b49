extension LayoutEngine {
  /// Makes `view` and its descendants part of this engine: variables for each view and
  /// free-standing guide, content-size constraints for each intrinsic size, in tree order, then
  /// the constraints of the stacks among them.
  ///
  /// `view` *must* already be a subview of a view of this tree (or be the root).
  func attach(_ view: View) {
    forEachView(in: view) { view in
      viewCount += 1
      view.setEngine(self)
      if view.variables == nil {
        view.variables = ItemVariables(named: view.identifier, in: &solver)
      }
      if let variables = view.variables, viewSizeVariables != nil {
        viewSizeVariables!.append(variables.width)
        viewSizeVariables!.append(variables.height)
      }
      for guide in view.layoutGuides { attach(guide) }
      if view.measuredContent != nil { registerMeasured(view) }
      for axis in LayoutConstraintAxis.allCases {
        if let value = view.intrinsicContentSize[axis] {
          addContentSizeConstraints(to: view, axis: axis, value: value)
        }
      }
    }
    // Stacks generate their constraints once all their views are in the tree.
    forEachView(in: view) { $0.stack?.update() }
    needsUpdate = true
    frameTrackingNeedsFullCompare()
  }

  /// Gives a free-standing guide of a view of this tree its variables.
  func attach(_ guide: LayoutGuide) {
    if guide.variables == nil {
      guide.variables = ItemVariables(named: guide.identifier, in: &solver)
    }
  }

  /// Takes `view` and its descendants out of this engine: records their frames, deactivates
  /// every constraint involving them or their guides (in activation order), forgets their
  /// variables, and retries the broken constraints if a required one left.
  ///
  /// `view` *must* still be in the tree (the caller unlinks it afterwards).
  func detach(_ view: View) {
    ensureUpdated()
    var views: [View] = []
    forEachView(in: view) { views.append($0) }
    viewCount -= views.count
    // Collected anew when next needed, without the views that leave.
    viewSizeVariables = nil
    for view in views {
      view.detachedFrameInRoot = view.frameInRoot
      view.detachedFrame = view.frame
      frameTrackingWillDetach(view)
    }
    var items: [LayoutItem] = []
    for view in views {
      items.append(view)
      for guide in view.existingGuides { items.append(guide) }
    }
    let relaxed = removeConstraints(involving: items)
    for view in views {
      view.contentSizeSlots = ContentSizeSlots()
      forgetMeasured(view)
      view.setEngine(nil)
    }
    for item in items { forget(item) }
    if relaxed { retryBroken() }
  }

  /// Takes a free-standing guide out of this engine, deactivating the constraints involving it.
  func detach(_ guide: LayoutGuide) {
    let relaxed = removeConstraints(involving: [guide])
    forget(guide)
    if relaxed { retryBroken() }
  }

  /// Deactivates every constraint that involves one of `items`, in activation order.
  ///
  /// - Returns: whether a required constraint left the solver.
  private func removeConstraints(involving items: [LayoutItem]) -> Bool {
    var relaxed = false
    for constraint in activeConstraints(involving: items) where remove(constraint) {
      relaxed = true
    }
    return relaxed
  }

  /// Forgets an item's variables and pins (its constraints are already deactivated). Its solver
  /// variables stay in the solver, unused.
  private func forget(_ item: LayoutItem) {
    precondition(item.activeConstraints.isEmpty, "'\(item.displayName)' still has constraints")
    (item as? LayoutGuide)?.pins = []
    item.variables = nil
  }

  // MARK: - Engine-managed constraints

  /// Pins the root's frame to `(0, 0, rootSize)` with required constraints.
  func pinRoot() {
    let pins = [
      (LayoutAttribute.left, 0.0), (.top, 0), (.width, rootSize.width),
      (.height, rootSize.height),
    ].map { attribute, constant in
      LayoutConstraint(
        firstItem: root, firstAttribute: attribute, relation: .equal, secondItem: nil,
        secondAttribute: nil, multiplier: 1, constant: constant, origin: .rootFrame,
        derivedName: .attribute)
    }
    rootPins = pins
    for pin in pins { activateChecked(pin) }
  }

  /// Pins a margins or safe-area guide inside its view, the first time a constraint uses it.
  func installGuideIfNeeded(_ item: LayoutItem) {
    guard item.variables == nil, let guide = item as? LayoutGuide, guide.kind != .custom,
      let view = guide.owningView
    else { return }
    guide.variables = ItemVariables(named: guide.identifier, in: &solver)
    let insets = guide.insets
    let pins = [
      (LayoutAttribute.left, insets.left), (.top, insets.top), (.right, -insets.right),
      (.bottom, -insets.bottom),
    ].map { attribute, constant in
      LayoutConstraint(
        firstItem: guide, firstAttribute: attribute, relation: .equal, secondItem: view,
        secondAttribute: attribute, multiplier: 1, constant: constant, origin: .layoutGuide,
        derivedName: .attribute)
    }
    guide.pins = pins
    for pin in pins { activateChecked(pin) }
  }

  /// Adds Auto Layout's two content-size constraints for `axis`: `size >= value` at the
  /// compression-resistance priority, then `size <= value` at the content-hugging priority.
  func addContentSizeConstraints(to view: View, axis: LayoutConstraintAxis, value: Double) {
    let attribute = axis.dimension
    let compression = LayoutConstraint(
      firstItem: view, firstAttribute: attribute, relation: .greaterThanOrEqual, secondItem: nil,
      secondAttribute: nil, multiplier: 1, constant: value,
      priority: view.contentCompressionResistancePriority(for: axis),
      origin: .compressionResistance, derivedName: .compression)
    let hugging = LayoutConstraint(
      firstItem: view, firstAttribute: attribute, relation: .lessThanOrEqual, secondItem: nil,
      secondAttribute: nil, multiplier: 1, constant: value,
      priority: view.contentHuggingPriority(for: axis), origin: .contentHugging,
      derivedName: .hugging)
    view.contentSizeSlots[axis, hugging: false] = compression
    view.contentSizeSlots[axis, hugging: true] = hugging
    activateChecked(compression)
    activateChecked(hugging)
  }

  /// The content-size constraints of `view` on `axis`: compression resistance, then hugging;
  /// empty when the axis has no intrinsic size.
  func contentSizeConstraints(of view: View, axis: LayoutConstraintAxis) -> [LayoutConstraint] {
    let slots = view.contentSizeSlots
    return [slots[axis, hugging: false], slots[axis, hugging: true]].compactMap { $0 }
  }

  /// The constraints pinning a margins or safe-area guide inside its view (left, top, right,
  /// bottom), or `nil` while no constraint has used the guide.
  func guidePins(of guide: LayoutGuide) -> [LayoutConstraint]? {
    guide.pins.isEmpty ? nil : guide.pins
  }
}
