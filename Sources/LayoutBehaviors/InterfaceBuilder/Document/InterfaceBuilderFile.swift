/// An Interface Builder document (`.xib` or `.storyboard`) as written: its scenes, their views
/// and constraints with the values the file gives, defaults not yet applied.
///
/// ``InterfaceBuilderReader`` reads one from an ``XMLElement`` tree; a missing attribute stays
/// `nil` here, so that the rules Interface Builder applies to it (a priority of 1000, hugging of
/// 250, margins of 8 …) are decided in one place, where the scene is laid out.
package struct InterfaceBuilderFile: Sendable {
  /// Whether the document is a storyboard or a xib.
  package enum Kind: Sendable, Equatable {
    /// A `.xib`: top-level views (and cells) beside the File's Owner.
    case xib
    /// A `.storyboard`: scenes, each with a view controller.
    case storyboard
  }

  /// The file name, as given to the reader.
  package var fileName: String
  /// A xib or a storyboard.
  package var kind: Kind
  /// The Xcode build that saved the document (`toolsVersion`), if written.
  package var toolsVersion: String?
  /// The platform the document is for (`targetRuntime`): `iOS.CocoaTouch`, or
  /// `iOS.CocoaTouch.iPad` for an iPad-only document of older Xcode versions, if written.
  package var targetRuntime: String?
  /// The design device, `<device id="retina6_1" orientation="portrait">`, if written.
  package var device: DesignDevice?
  /// The device of older documents' simulated metrics (`<simulatedScreenMetrics
  /// key="destination" type="retina4_7.fullscreen">`), if written.
  package var simulatedDevice: String?
  /// The scenes, in document order: a storyboard's view controllers with a root view, a xib's
  /// top-level views.
  package var scenes: [InterfaceBuilderScene]
  /// What the reader passed over that a layout may depend on, each naming its element.
  package var warnings: [LayoutFileDiagnostic]
}

extension InterfaceBuilderFile {
  /// The design device of a document: its id (`retina6_1`) and orientation.
  package struct DesignDevice: Sendable, Equatable {
    /// The device's id, such as `retina6_1` or `ipad12_9rounded`.
    package var id: String
    /// `portrait` or `landscape`; portrait when not written.
    package var orientation: String
  }

  /// Whether the document is for the iPad only (`targetRuntime="iOS.CocoaTouch.iPad"`).
  package var isForPad: Bool { targetRuntime?.hasSuffix(".iPad") == true }

  /// The Xcode build that saved the document, as a number (`toolsVersion="17701"`), if written.
  package var toolsBuild: Int? {
    toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) }
  }
}

/// The bars a view controller simulates, which change its safe area: `<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`, `<simulatedTabBarMetrics key="simulatedBottomBarMetrics">` …
package struct InterfaceBuilderSimulatedBars: Sendable, Equatable {
  /// The top bar, `navigationBar` or `navigationBarWithPrompt`, if simulated.
  package var top: String?
  /// Whether the top bar is translucent (the root view extends under it); `translucent="NO"`
  /// makes it `false`.
  package var isTopTranslucent = true
  /// Where the container's navigation bar ends, from the top of the screen, when the top bar
  /// comes from a navigation controller that stores its bar's frame (`y + height`): the status
  /// bar and the bar as Interface Builder drew them.
  package var topBarBottom: Double?
  /// The bottom bar, `tabBar` or `toolbar`, if simulated.
  package var bottom: String?
  /// Whether the bottom bar is translucent.
  package var isBottomTranslucent = true
  /// Whether the status bar is hidden (`<nil key="simulatedStatusBarMetrics">`).
  package var isStatusBarHidden = false
  /// Whether the status bar is opaque (`statusBarStyle="blackOpaque"`, written by the view
  /// controller or as the document's default): the design canvas puts nothing of the root under
  /// it.
  package var isStatusBarOpaque = false

  package init() {}
}

/// One scene: a view controller's root view (storyboard) or a top-level view (xib).
package struct InterfaceBuilderScene: Sendable {
  /// The scene's id: the storyboard's `sceneID`, or the top-level view's `id`.
  package var id: String
  /// A name to show: the view controller's `userLabel` or `customClass`, or the element's name.
  package var name: String
  /// The element that holds the root view (`viewController`, `tableViewController` … or the
  /// view itself in a xib).
  package var controllerKind: String
  /// The root view.
  package var root: InterfaceBuilderView
  /// The legacy top and bottom layout guides of the view controller, by `type`.
  package var legacyGuides: [InterfaceBuilderLegacyGuide]
  /// The bars the view controller simulates; none for a xib's view.
  package var bars = InterfaceBuilderSimulatedBars()
  /// Where the scene's element starts.
  package var location: TextLocation
}

/// A view controller's `<viewControllerLayoutGuide type="top" id=…>` (or `bottom`).
package struct InterfaceBuilderLegacyGuide: Sendable, Equatable {
  /// `top` or `bottom`.
  package var type: String
  /// The id constraints name it by.
  package var id: String
  /// Where its element starts.
  package var location: TextLocation
}

/// A view as the document writes it.
package struct InterfaceBuilderView: Sendable {
  /// The element's name, the UIKit kind: `view`, `label`, `button`, `stackView` …
  package var kind: String
  /// The document-wide id, `iN0-l3-epB`. Older documents leave the id out of a cell's content
  /// view; it is then the cell's id and the key, `gTV-IL-0wX.contentView`.
  package var id: String
  /// The name shown in Interface Builder's outline, if set.
  package var userLabel: String?
  /// The role in the parent (`view`, `contentView` …), if written.
  package var key: String?
  /// The subclass, if set.
  package var customClass: String?
  /// The image's name (`image`), for an image view or a button, if set.
  package var image: String?
  /// `scrollEnabled`, for a scroll view or a text view, if written.
  package var isScrollEnabled: Bool?
  /// The stored frame, in the superview's coordinates (Interface Builder's solution); zero when
  /// the document stores none (``hasStoredFrame``).
  package var frame: Rect
  /// Whether the document stores the frame: older documents leave it out of some subviews.
  package var hasStoredFrame: Bool
  /// `hidden="YES"`.
  package var isHidden: Bool
  /// Whether the view keeps its frame through its autoresizing mask (no
  /// `translatesAutoresizingMaskIntoConstraints="NO"`).
  package var translatesAutoresizingMask: Bool
  /// The flags of `<autoresizingMask>` that are `YES`, such as `widthSizable`.
  package var autoresizingMask: [String]
  /// `horizontalHuggingPriority`, `verticalHuggingPriority`, if written.
  package var hugging: (horizontal: Double?, vertical: Double?)
  /// `horizontalCompressionResistancePriority`, `verticalCompressionResistancePriority`.
  package var compressionResistance: (horizontal: Double?, vertical: Double?)
  /// `placeholderIntrinsicWidth` and `placeholderIntrinsicHeight`, if written; `infinite` (no
  /// intrinsic size on that axis) is `Double.infinity`.
  package var placeholderIntrinsicSize: (width: Double?, height: Double?)
  /// `<edgeInsets key="layoutMargins">` (top, left, bottom, right), if written.
  package var layoutMargins: EdgeInsets?
  /// `<directionalEdgeInsets key="directionalLayoutMargins">` (top, leading, bottom,
  /// trailing, as `left` and `right`), if written.
  package var directionalLayoutMargins: EdgeInsets?
  /// `preservesSuperviewLayoutMargins="YES"`.
  package var preservesSuperviewLayoutMargins: Bool
  /// `insetsLayoutMarginsFromSafeArea`; `true` unless written `NO`.
  package var insetsLayoutMarginsFromSafeArea: Bool
  /// `misplaced="YES"`: the stored frame is not Interface Builder's solution.
  package var isMisplaced: Bool
  /// `ambiguous="YES"`: the constraints do not determine the frame.
  package var isAmbiguous: Bool
  /// The id of `<viewLayoutGuide key="safeArea">`, if the view has one.
  package var safeAreaGuideID: String?
  /// The other `<viewLayoutGuide>`s (`contentLayoutGuide`, `frameLayoutGuide`) by key and id.
  package var layoutGuides: [(key: String, id: String)]
  /// A stack view's `axis`, `distribution`, `alignment`, `spacing` … as written, in document
  /// order.
  package var stackAttributes: [XMLAttribute]
  /// The constraints and subviews not installed, by id: those `<variation key="default">`
  /// excludes as read, those not installed in the size classes laid out once resolved
  /// (``InterfaceBuilderScene/resolved(for:isPad:)``).
  package var excluded: [String]
  /// The size-class variations other than `default`, in document order.
  package var variations: [InterfaceBuilderVariation] = []
  /// A label's text, its font's size and number of lines.
  package var text: InterfaceBuilderText? = nil
  /// The subviews, back to front.
  package var subviews: [InterfaceBuilderView]
  /// The constraints this view owns.
  package var constraints: [InterfaceBuilderConstraint]
  /// Where the view's element starts.
  package var location: TextLocation
}

/// A label's text as the document writes it.
package struct InterfaceBuilderText: Sendable, Equatable {
  /// `text`, or the fragments of `attributedText` one after another; empty when neither is
  /// written.
  package var string: String
  /// The font's size in points: `pointSize`, or the size of its text style at the default
  /// content size; `nil` when the document gives neither.
  package var pointSize: Double?
  /// `numberOfLines`: 1 when not written, 0 for no limit.
  package var numberOfLines: Int
}

/// A `<constraint>` as the document writes it.
package struct InterfaceBuilderConstraint: Sendable, Equatable {
  /// The document-wide id.
  package var id: String
  /// The first item's id; `nil` means the owning view.
  package var firstItem: String?
  /// The first attribute.
  package var firstAttribute: InterfaceBuilderAttribute
  /// The relation; `equal` when not written.
  package var relation: LayoutRelation
  /// The second item's id, if any.
  package var secondItem: String?
  /// The second attribute, if any.
  package var secondAttribute: InterfaceBuilderAttribute?
  /// The multiplier, `3:4` and `1/3` read as the quotient; 1 when not written.
  package var multiplier: Double
  /// The constant; 0 when not written.
  package var constant: Double
  /// The priority, 1–1000; `nil` when not written (required).
  package var priority: Double?
  /// The debugging name (`identifier`), if set.
  package var identifier: String?
  /// `placeholder="YES"`: removed at build time.
  package var isPlaceholder: Bool
  /// `active="NO"` makes this `false`.
  package var isActive: Bool
  /// Where the constraint's element starts.
  package var location: TextLocation
  /// The size-class variations of its constant (`<variation key="widthClass=regular"
  /// constant="30"/>`), in document order.
  package var variations: [InterfaceBuilderVariation] = []
}

/// The attributes a constraint names, spelled as Interface Builder writes them.
package enum InterfaceBuilderAttribute: String, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// The last baseline, in older documents' spelling.
  case baseline
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
}
