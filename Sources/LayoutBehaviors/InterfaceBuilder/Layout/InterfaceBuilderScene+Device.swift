/// The size, safe area and margins of a scene's root on a device.
package struct InterfaceBuilderRootMetrics: Sendable, Equatable {
  /// The root's width.
  package var width: Double
  /// The root's height.
  package var height: Double
  /// The root's safe-area insets.
  package var safeArea: EdgeInsets
  /// The root's margins, from its edges.
  package var margins: EdgeInsets
}

extension InterfaceBuilderScene {
  /// Whether the root fills a screen of `device` in either orientation: a view controller's
  /// view, or a xib's view made to be one.
  func fillsScreen(of device: InterfaceBuilderDevice) -> Bool {
    let size = (root.frame.width, root.frame.height)
    return size == (device.width, device.height) || size == (device.height, device.width)
  }

  /// The root's size, safe area and margins when the document, designed for `design` (`nil`
  /// when it names no device the catalog knows), is laid out on `device` in an orientation.
  ///
  /// - A view controller's root (and a xib's view the size of the design device's screen) takes
  ///   the device's screen size, less what the design's screen gave the stored frame less
  ///   (bars it sits below). Its safe area is the device's (``InterfaceBuilderDevice/safeArea(landscape:toolsVersion:)``),
  ///   with the status bar gone when hidden (and, on the design device, for a storyboard's
  ///   scene saved from Xcode 11 on an iPhone whose only inset is the status bar, as the canvas
  ///   draws it), plus the translucent bars it simulates; an opaque
  ///   bar has the root below it, so the inset on that side is none. Its margins are 16 on each
  ///   side on screens narrower than 414 points, 20 on wider ones and iPads, none above and
  ///   below, from the safe area.
  /// - A view controller of a storyboard whose device is unknown (a freeform or 600 × 600
  ///   design) keeps its stored size, with a 20-point status bar and its bars. Before Xcode 7
  ///   (a `toolsVersion` below 8000) its margins on the design canvas are 16 at any size, unless
  ///   the document is for the iPad (`targetRuntime="iOS.CocoaTouch.iPad"`), and an opaque
  ///   status bar (`statusBarStyle="blackOpaque"`) gives no inset.
  /// - A xib's top-level view (not a cell) is laid out as a view controller's root.
  /// - Any other root (a xib's cell, or any xib root on an unknown device) keeps its stored
  ///   size, no safe-area inset, and margins of 8; a collection view cell or supplementary view
  ///   on a known device has 16 on the sides instead, 20 when it is wider than 375 points.
  ///
  /// - Parameters:
  ///   - device: The device to lay out on, or `nil` for the design device.
  ///   - design: The design device.
  ///   - designLandscape: Whether the document was laid out in landscape.
  ///   - landscape: Whether the device is in landscape.
  ///   - toolsBuild: The document's `toolsVersion`.
  ///   - isForPad: Whether the document is for the iPad only, which tells the kind of device
  ///     when it names none.
  package func rootMetrics(
    on device: InterfaceBuilderDevice?, design: InterfaceBuilderDevice?,
    designLandscape: Bool = false, landscape: Bool, toolsBuild: Int?, isForPad: Bool = false
  ) -> InterfaceBuilderRootMetrics {
    let stored = root.frame
    let isController =
      controllerKind != root.kind || root.kind == "view" || design.map(fillsScreen(of:)) == true
    let target = device ?? design
    // A storyboard's view controller on a screen the catalog does not know (a freeform or
    // 600 × 600 design) still has the status bar Interface Builder simulates by default.
    let isStoryboardController = controllerKind != root.kind
    guard isController, target != nil || isStoryboardController else {
      var margins = root.layoutMargins ?? RootDeclaration.defaultMargins
      // A collection view cell or supplementary view by itself, on a device: 16 on the sides,
      // 20 when it is wider than 375 points.
      if root.layoutMargins == nil, root.directionalLayoutMargins == nil, target != nil,
        root.kind == "collectionViewCell" || root.kind == "collectionReusableView"
      {
        let side: Double = stored.width > 375 ? 20 : 16
        margins.left = side
        margins.right = side
      }
      return InterfaceBuilderRootMetrics(
        width: stored.width, height: stored.height, safeArea: .zero, margins: margins)
    }
    var width = stored.width
    var height = stored.height
    if let design, let target, device != nil || landscape != designLandscape {
      let designSize =
        designLandscape ? (design.height, design.width) : (design.width, design.height)
      let targetSize = landscape ? (target.height, target.width) : (target.width, target.height)
      width = max(0, targetSize.0 - (designSize.0 - stored.width))
      height = max(0, targetSize.1 - (designSize.1 - stored.height))
    }
    var safeArea =
      target?.safeArea(landscape: landscape, toolsVersion: toolsBuild) ?? EdgeInsets(top: 20)
    if bars.isStatusBarHidden && (target?.portraitSafeArea.bottom ?? 0) == 0 && !landscape {
      safeArea.top = 0
    }
    // The design canvas of Xcode 6 (before 8000) put nothing under an opaque status bar.
    let isXcode6Canvas = device == nil && (toolsBuild ?? Int.max) < 8000
    if bars.isStatusBarOpaque, isXcode6Canvas { safeArea.top = 0 }
    // From Xcode 11 (15000) on, the canvas draws a storyboard's scene on an iPhone whose only
    // inset is the status bar without one.
    if device == nil, landscape == designLandscape, isStoryboardController, let design,
      !design.isPad, design.portraitSafeArea == EdgeInsets(top: 20),
      (toolsBuild ?? Int.max) >= 15000
    {
      safeArea.top = 0
    }
    if let top = bars.top {
      if !bars.isTopTranslucent {
        safeArea.top = 0
      } else if let bottom = bars.topBarBottom, device == nil, landscape == designLandscape,
        bottom > InterfaceBuilderDevice.barHeight(top) || (toolsBuild ?? Int.max) >= 14000
      {
        // On the design device, the bar ends where the navigation controller drew it. Before
        // Xcode 10 (14000) a bar stored at the top of the screen was drawn below the status
        // bar all the same.
        safeArea.top = bottom
      } else {
        safeArea.top += InterfaceBuilderDevice.barHeight(top)
      }
    }
    if let bottom = bars.bottom {
      safeArea.bottom =
        bars.isBottomTranslucent ? safeArea.bottom + InterfaceBuilderDevice.barHeight(bottom) : 0
    }
    // That canvas also gave an iPhone document's root 16 points at every size (a 600 × 600
    // design included).
    let isPad = target?.isPad ?? isForPad
    let side =
      isXcode6Canvas && !isPad
      ? 16 : InterfaceBuilderDevice.rootSideMargin(width: width, isPad: isPad)
    var margins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    if let written = root.layoutMargins ?? root.directionalLayoutMargins { margins = written }
    if root.insetsLayoutMarginsFromSafeArea {
      margins.top += safeArea.top
      margins.left += safeArea.left
      margins.bottom += safeArea.bottom
      margins.right += safeArea.right
    }
    return InterfaceBuilderRootMetrics(
      width: width, height: height, safeArea: safeArea, margins: margins)
  }
}
