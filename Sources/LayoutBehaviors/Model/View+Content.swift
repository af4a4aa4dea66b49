extension View {
  /// The baseline of the first line of the view's content, as UIKit's `firstBaselineAnchor`.
  ///
  /// For a view whose ``content`` has baselines (a ``TextContent``), it is the view's top plus
  /// the content's first baseline at the view's solved width; it moves in place when the text
  /// re-wraps. A view without content, or whose content has no baselines, answers its bottom
  /// edge, as UIKit does.
  ///
  /// ```swift
  /// price.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor)
  /// ```
  public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }

  /// The baseline of the last line of the view's content, as UIKit's `lastBaselineAnchor`: the
  /// view's top plus the content's last baseline at its solved width, or the bottom edge for a
  /// view without baselines (see ``firstBaselineAnchor``).
  public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }

  /// Forgets the cached measurements of ``content`` and measures it again: call it after content
  /// of a reference type changed itself. Setting ``content`` does the same.
  public func invalidateContentMeasurement() {
    contentDidChange(hadContent: measuredContent != nil)
  }

  /// The content's size for `proposal`, from the cache or measured once and cached.
  ///
  /// The view *must* have content.
  func measuredSize(for proposal: SizeProposal) -> Size {
    guard let storage = measuredContent else {
      preconditionFailure("'\(identifier)' has no content to measure")
    }
    if let cached = storage.measurements[proposal] { return cached }
    let size = storage.content.measure(proposal)
    precondition(
      size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
      "The content of '\(identifier)' measured \(size), not a finite, non-negative size")
    // A bounded cache: a layout visits few widths per view, so a full cache means the widths
    // are drifting (an animation); start over rather than grow.
    if storage.measurements.count >= View.measurementCacheLimit {
      storage.measurements.removeAll()
    }
    storage.measurements[proposal] = size
    return size
  }

  /// How many measurements a view keeps before it forgets them all.
  static let measurementCacheLimit = 32

  /// Follows a new or changed content: forgets the measurements, sets the intrinsic size to the
  /// natural size (the engine's fixed point refines the height at the solved width), and tells
  /// the engine.
  func contentDidChange(hadContent: Bool) {
    measuredContent?.measurements.removeAll()
    settledSize = nil
    if measuredContent != nil {
      let natural = measuredSize(for: .unspecified)
      setIntrinsicContentSize(IntrinsicContentSize(width: natural.width, height: natural.height))
    } else if hadContent {
      setIntrinsicContentSize(.none)
    }
    engine?.measuredContentDidChange(of: self, hadContent: hadContent)
  }

  /// The baselines the view's pins hold: the content's at its settled size (its natural size
  /// before the first solve), or the content's bottom when it has none; `nil` for a view
  /// without content (its pins follow its bottom edge).
  func pinnedBaselines() -> Baselines? {
    guard measuredContent != nil else { return nil }
    return pinnedBaselines(at: settledSize ?? measuredSize(for: .unspecified))
  }

  /// The baselines the pins of a view with content hold at `size`: the content's, or its bottom
  /// when it has none.
  ///
  /// The view *must* have content.
  func pinnedBaselines(at size: Size) -> Baselines {
    content?.baselines(for: size) ?? Baselines(first: size.height, last: size.height)
  }
}

extension LayoutItem {
  /// The y position of a baseline attribute in root coordinates, as last solved: the top plus
  /// the baseline offset for a view whose baselines are pinned, the bottom edge otherwise.
  func baselineInRoot(_ attribute: LayoutAttribute) -> Double {
    let frame = frameInRoot
    guard let engine = layoutEngine, let variables,
      let offset = attribute == .firstBaseline ? variables.firstBaseline : variables.lastBaseline
    else { return frame.maxY }
    engine.ensureUpdated()
    return normalized(frame.minY + engine.solver.value(of: offset))
  }
}
