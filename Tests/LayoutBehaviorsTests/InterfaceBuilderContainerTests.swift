import Testing

@testable import LayoutBehaviors

/// What a document's structure gives its scenes, worked by hand: the bars of containers, a table
/// cell's margins, a xib's top-level view, an unknown screen and alignment rectangles.
struct InterfaceBuilderContainerTests {
  static func document(_ text: String) throws -> InterfaceBuilderDocument {
    try InterfaceBuilderDocument.parse(text, fileName: "a.storyboard").get()
  }

  /// A view controller scene with a root of 375 × 667 and no bars of its own.
  static func scene(_ id: String, controller: String = "viewController", extra: String = "")
    -> String
  {
    """
    <scene sceneID="s-\(id)"><objects>
      <\(controller) id="\(id)" \(extra) sceneMemberID="viewController">
        <view key="view" id="r-\(id)"><rect key="frame" x="0" y="0" width="375" height="667"/>
          <viewLayoutGuide key="safeArea" id="g-\(id)"/></view>
        <connections><segue destination="next-\(id)" kind="show" id="x-\(id)"/></connections>
      </\(controller)>
    </objects></scene>
    """
  }

  /// A navigation controller whose root is a tab bar controller with two tabs: `a` directly,
  /// and `b` through a second navigation controller with an opaque bar; `a` pushes `c` (which
  /// hides the bottom bar when pushed), `b` pushes `d`. On `retina4_7` (status bar 20):
  /// - `a`: the outer navigation bar (20 + 44 = 64) and the tab bar (49);
  /// - `b`: the inner opaque bar (its root starts below it: no top inset) and the tab bar;
  /// - `c`: the outer bar, no tab bar; `d`: the inner bar and the tab bar;
  /// - `e`, shown by nothing: no inset (the canvas of Xcode 11 and later draws an iPhone 8
  ///   without a status bar).
  static let containers = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
    <device id="retina4_7" orientation="portrait"/>
    <scenes>
      <scene sceneID="n1"><objects><navigationController id="nav">
        <navigationBar key="navigationBar" id="nb"><rect key="frame" x="0" y="20" width="375" height="44"/></navigationBar>
        <connections><segue destination="tabs" kind="relationship" relationship="rootViewController" id="q1"/></connections>
      </navigationController></objects></scene>
      <scene sceneID="t1"><objects><tabBarController id="tabs">
        <tabBar key="tabBar" id="tb"><rect key="frame" x="0" y="618" width="375" height="49"/></tabBar>
        <connections>
          <segue destination="a" kind="relationship" relationship="viewControllers" id="q2"/>
          <segue destination="nav2" kind="relationship" relationship="viewControllers" id="q3"/>
        </connections>
      </tabBarController></objects></scene>
      <scene sceneID="n2"><objects><navigationController id="nav2">
        <navigationBar key="navigationBar" translucent="NO" id="nb2"><rect key="frame" x="0" y="20" width="375" height="44"/></navigationBar>
        <connections><segue destination="b" kind="relationship" relationship="rootViewController" id="q4"/></connections>
      </navigationController></objects></scene>
      \(scene("a").replacingOccurrences(of: "next-a", with: "c"))
      \(scene("b").replacingOccurrences(of: "next-b", with: "d"))
      \(scene("c", extra: #"hidesBottomBarWhenPushed="YES""#))
      \(scene("d"))
      \(scene("e"))
    </scenes>
    </document>
    """

  @Test func containersGiveTheirViewControllersBars() throws {
    let document = try Self.document(Self.containers)
    var insets: [String: EdgeInsets] = [:]
    for scene in document.scenes { insets[scene.id] = scene.layout.root.safeArea }
    #expect(insets["s-a"] == EdgeInsets(top: 64, bottom: 49))
    #expect(insets["s-b"] == EdgeInsets(top: 0, bottom: 49))
    #expect(insets["s-c"] == EdgeInsets(top: 64))
    #expect(insets["s-d"] == EdgeInsets(top: 0, bottom: 49))
    // Saved by Xcode 15, whose canvas draws the iPhone 8 without a status bar.
    #expect(insets["s-e"] == .zero)
  }

  @Test func theBarEndsWhereTheNavigationControllerDrewIt() throws {
    // The outer navigation bar stored at y = 0 (no status bar above it), 44 high: `a`'s safe
    // area starts at 44, not 20 + 44, on the design device; on another device, 20 + 44 again.
    let text = Self.containers.replacingOccurrences(
      of: #"<navigationBar key="navigationBar" id="nb"><rect key="frame" x="0" y="20""#,
      with: #"<navigationBar key="navigationBar" id="nb"><rect key="frame" x="0" y="0""#)
    let a = try #require(try Self.document(text).scenes.first { $0.id == "s-a" })
    #expect(a.layout.root.safeArea == EdgeInsets(top: 44, bottom: 49))
    let elsewhere = try InterfaceBuilderDocument.parse(
      text, fileName: "a.storyboard", device: InterfaceBuilderDevice.named("retina4_0")
    ).get()
    let moved = try #require(elsewhere.scenes.first { $0.id == "s-a" })
    #expect(moved.layout.root.safeArea == EdgeInsets(top: 64, bottom: 49))
  }

  @Test func beforeXcode10ABarAtTheTopWasDrawnBelowTheStatusBar() throws {
    // The same bar stored at y = 0 by Xcode 9 (toolsVersion 13168): the canvas drew it below
    // a 20-point status bar, so `a`'s safe area starts at 20 + 44.
    let text = Self.containers.replacingOccurrences(
      of: #"<navigationBar key="navigationBar" id="nb"><rect key="frame" x="0" y="20""#,
      with: #"<navigationBar key="navigationBar" id="nb"><rect key="frame" x="0" y="0""#
    ).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="13168""#)
    let a = try #require(try Self.document(text).scenes.first { $0.id == "s-a" })
    #expect(a.layout.root.safeArea == EdgeInsets(top: 64, bottom: 49))
  }

  @Test func barsTheControllerWritesWin() throws {
    // `a` writes no top bar (`nil`) and a toolbar: its container's navigation bar is gone.
    let text = Self.containers.replacingOccurrences(
      of: #"<view key="view" id="r-a">"#,
      with:
        #"<nil key="simulatedTopBarMetrics"/><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/><view key="view" id="r-a">"#
    )
    let document = try Self.document(text)
    let a = try #require(document.scenes.first { $0.id == "s-a" })
    // No status bar on the canvas of Xcode 15 either.
    #expect(a.layout.root.safeArea == EdgeInsets(top: 0, bottom: 44))
  }

  /// A table view cell's content view `width` wide, with a 10 × 10 box at its leading and top
  /// margins.
  static func contentView(width: Double) -> String {
    """
    <tableViewCellContentView key="contentView" id="content">
      <rect key="frame" x="0" y="0" width="\(width)" height="44"/>
      <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
        <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
        <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
      </constraints>
    </tableViewCellContentView>
    """
  }

  /// A table view cell's content view, in a table `tableWidth` wide.
  static func cell(tools: String, tableWidth: Double) -> String {
    """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)">
    <scenes><scene sceneID="s"><objects><tableViewController id="vc" sceneMemberID="viewController">
      <tableView key="view" id="table"><rect key="frame" x="0" y="0" width="\(tableWidth)" height="667"/>
        <prototypes>
          <tableViewCell id="cell"><rect key="frame" x="0" y="28" width="\(tableWidth)" height="44"/>
            \(contentView(width: tableWidth))
          </tableViewCell>
        </prototypes>
      </tableView>
    </tableViewController></objects></scene></scenes>
    </document>
    """
  }

  @Test func aTableCellsMarginsFollowTheToolsAndTheTable() throws {
    func box(tools: String, tableWidth: Double) throws -> Rect? {
      let document = try Self.document(Self.cell(tools: tools, tableWidth: tableWidth))
      let scene = try #require(document.scenes.first)
      return LayoutScene(document: scene.layout).frames.first { $0.identifier == "box" }?.frame
    }
    // Xcode 8: 8 on each side; Xcode 9: 15 and 11; Xcode 10 on: 16 and 11, 20 in a wide table.
    #expect(try box(tools: "12121", tableWidth: 375) == Rect(x: 8, y: 8, width: 10, height: 10))
    #expect(try box(tools: "13771", tableWidth: 375) == Rect(x: 15, y: 11, width: 10, height: 10))
    #expect(try box(tools: "22505", tableWidth: 375) == Rect(x: 16, y: 11, width: 10, height: 10))
    #expect(try box(tools: "22505", tableWidth: 414) == Rect(x: 20, y: 11, width: 10, height: 10))
    // A table wider than 375 is wide: the 390 of an iPhone 12 as the 393 of an iPhone 14 Pro.
    #expect(try box(tools: "22505", tableWidth: 390) == Rect(x: 20, y: 11, width: 10, height: 10))
    #expect(try box(tools: "22505", tableWidth: 376) == Rect(x: 20, y: 11, width: 10, height: 10))
    // A cell by itself is wide only on a screen of 414 points or more, and only when it is
    // wider than 375 there itself.
    func alone(_ width: Double, screen: Double?) -> Double {
      InterfaceBuilderScene.tableCellContentMargins(
        tableWidth: width, toolsBuild: 22505, isInTable: false, screenWidth: screen
      ).left
    }
    #expect(alone(390, screen: nil) == 16)
    #expect(alone(414, screen: nil) == 20)
    #expect(alone(320, screen: 414) == 16)
    #expect(alone(375, screen: 414) == 16)
    #expect(alone(380, screen: 414) == 20)
    #expect(alone(414, screen: 390) == 16)
    #expect(
      InterfaceBuilderScene.tableCellContentMargins(
        tableWidth: 380, toolsBuild: 22505, isInTable: false, screenWidth: 414)
        == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
  }

  @Test func aCellByItselfTakesItsMarginsFromItsWidthAndTheScreen() throws {
    // A 320-point cell designed on an iPhone 11 (414 points): its content view's margins are
    // 16 on the sides, so the box at the leading margin is at x = 16 (and 11 down). The same
    // cell 380 points wide: 20.
    func box(cellWidth: Double) throws -> Rect? {
      let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16096">
        <device id="retina6_1" orientation="portrait"/>
        <objects><tableViewCell id="cell">
          <rect key="frame" x="0" y="0" width="\(cellWidth)" height="44"/>
          \(Self.contentView(width: cellWidth))
        </tableViewCell></objects></document>
        """
      let document = try InterfaceBuilderDocument.parse(Array(xib.utf8), fileName: "cell.xib")
        .get()
      let scene = try #require(document.scenes.first)
      return LayoutScene(document: scene.layout).frames.first { $0.identifier == "box" }?.frame
    }
    #expect(try box(cellWidth: 320) == Rect(x: 16, y: 11, width: 10, height: 10))
    #expect(try box(cellWidth: 380) == Rect(x: 20, y: 11, width: 10, height: 10))
  }

  @Test func aXibViewIsARootViewAndAnUnknownScreenHasAStatusBar() throws {
    // A 600 × 96 view in a xib designed on retina6_1 (Xcode 15): the device's safe area (top 48,
    // bottom 34) and root margins (20 on the sides of a view 414 or wider), from the safe area.
    let xib = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
      <device id="retina6_1" orientation="portrait"/>
      <objects><view id="top"><rect key="frame" x="0" y="0" width="600" height="96"/></view></objects>
      </document>
      """
    let view = try #require(try Self.document(xib).scenes.first).layout.root
    #expect(view.safeArea == EdgeInsets(top: 48, bottom: 34))
    #expect(view.margins == EdgeInsets(top: 48, left: 20, bottom: 34, right: 20))
    // A storyboard's 600 × 600 view controller with no device: the status bar, 20.
    let storyboard = InterfaceBuilderDocumentTests.storyboard(
      device: "unknown", width: 600, height: 600)
    let root = try #require(try Self.document(storyboard).scenes.first).layout.root
    #expect(root.safeArea == EdgeInsets(top: 20))
    #expect(root.margins == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
  }

  @Test func aCollectionCellByItselfHasSideMarginsOfItsWidth() throws {
    // A collection view cell in a xib designed on an iPhone 8, a box pinned to its leading and
    // trailing margins: 375 wide, margins of 16 (the box at 16, 375 − 32 = 343 wide); 402 wide,
    // 20 (362 wide). Without a design device, the 8 of any view (359 wide).
    func box(width: Double, device: Bool = true) throws -> Rect? {
      let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31">
        \(device ? #"<device id="retina4_7" orientation="portrait"/>"# : "")
        <objects><collectionViewCell id="cell">
          <rect key="frame" x="0" y="0" width="\(width)" height="50"/>
          <view key="contentView" id="content">
            <rect key="frame" x="0" y="0" width="\(width)" height="50"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
              </view>
            </subviews>
          </view>
          <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="a"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="d"/>
          </constraints>
        </collectionViewCell></objects></document>
        """
      let document = try InterfaceBuilderDocument.parse(Array(xib.utf8), fileName: "cell.xib")
        .get()
      let scene = try #require(document.scenes.first)
      return LayoutScene(document: scene.layout).frames.first { $0.identifier == "box" }?
        .frameInRoot
    }
    #expect(try box(width: 375) == Rect(x: 16, y: 0, width: 343, height: 10))
    #expect(try box(width: 402) == Rect(x: 20, y: 0, width: 362, height: 10))
    #expect(try box(width: 375, device: false) == Rect(x: 8, y: 0, width: 359, height: 10))
  }

  @Test func beforeXcode7AnOpaqueStatusBarGivesNoInset() throws {
    // A 600 × 600 view controller of Xcode 6.1 (6245) whose document's default status bar is
    // `blackOpaque`: no status-bar inset. The controller's own translucent style: 20. The same
    // document saved by Xcode 7 (8191): 20.
    func top(tools: String, own: String = "") throws -> Double {
      let storyboard = InterfaceBuilderDocumentTests.storyboard(
        device: "unknown", tools: tools, bars: own, width: 600, height: 600
      ).replacingOccurrences(
        of: "</document>",
        with: #"<simulatedMetricsContainer key="defaultSimulatedMetrics">"#
          + #"<simulatedStatusBarMetrics key="statusBar" statusBarStyle="blackOpaque"/>"#
          + "</simulatedMetricsContainer></document>")
      return try #require(try Self.document(storyboard).scenes.first).layout.root.safeArea.top
    }
    #expect(try top(tools: "6245") == 0)
    #expect(
      try top(
        tools: "6245",
        own:
          #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>"#
      ) == 20)
    #expect(try top(tools: "8191") == 20)
  }

  @Test func beforeXcode7AnIPhoneDocumentsRootHasMarginsOf16() throws {
    // The same 600 × 600 view controller saved by Xcode 6.3 (toolsVersion 7702): 16 on the
    // sides; by Xcode 7 (8191): 20; by Xcode 6.3 for the iPad only: 20.
    func margins(tools: String, iPad: Bool = false) throws -> EdgeInsets {
      var storyboard = InterfaceBuilderDocumentTests.storyboard(
        device: "unknown", tools: tools, width: 600, height: 600)
      if iPad {
        storyboard = storyboard.replacingOccurrences(
          of: #"version="3.0""#, with: #"version="3.0" targetRuntime="iOS.CocoaTouch.iPad""#)
      }
      return try #require(try Self.document(storyboard).scenes.first).layout.root.margins
    }
    #expect(try margins(tools: "7702") == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    #expect(try margins(tools: "8191") == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
    #expect(
      try margins(tools: "7702", iPad: true) == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
  }

  @Test func switchesSlidersAndSegmentedControlsAreLaidOutByTheirAlignmentRectangles() throws {
    // A switch (stored 51 × 31) at the trailing edge of a 300-wide root, and a slider (stored
    // 104 × 31) 10 from its leading edge: the switch's rectangle is 49 wide, so its frame is at
    // 300 − 49 = 251 and 51 wide; the slider's rectangle starts at 10, its frame 2 before,
    // and is 30 high, its frame 31.
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
      <objects><view id="top"><rect key="frame" x="0" y="0" width="300" height="100"/>
        <subviews>
          <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
            <rect key="frame" x="251" y="0" width="51" height="31"/></switch>
          <slider translatesAutoresizingMaskIntoConstraints="NO" id="volume">
            <rect key="frame" x="8" y="50" width="104" height="31"/></slider>
          <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
            <rect key="frame" x="0" y="68" width="120" height="32"/></segmentedControl>
        </subviews>
        <constraints>
          <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" id="c1"/>
          <constraint firstItem="toggle" firstAttribute="top" secondItem="top" secondAttribute="top" id="c2"/>
          <constraint firstItem="volume" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c3"/>
          <constraint firstItem="volume" firstAttribute="top" secondItem="top" secondAttribute="top" constant="50" id="c4"/>
          <constraint firstItem="tabs" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c5"/>
          <constraint firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" constant="1" id="c6"/>
        </constraints>
      </view></objects>
      </document>
      """
    let scene = try #require(try Self.document(text).scenes.first)
    let layout = LayoutScene(document: scene.layout)
    let frames = Dictionary(uniqueKeysWithValues: layout.frames.map { ($0.identifier, $0.frame) })
    #expect(frames["toggle"] == Rect(x: 251, y: 0, width: 49, height: 31))
    #expect(frames["volume"] == Rect(x: 10, y: 50, width: 100, height: 30))
    // The segmented control's rectangle is 31 high, its bottom 1 above the root's (99): its
    // frame is (0, 68, 120, 32), 1 point taller below.
    #expect(frames["tabs"] == Rect(x: 0, y: 68, width: 120, height: 31))
    // With the insets added back, both are where the document stores them.
    #expect(scene.misplacedViews(in: layout.frames).isEmpty)
    // A switch 2 points off is misplaced, and reported by its frame.
    let moved = try #require(
      try Self.document(text.replacingOccurrences(of: #"x="251""#, with: #"x="249""#)).scenes
        .first)
    let misplaced = moved.misplacedViews(in: LayoutScene(document: moved.layout).frames)
    #expect(misplaced.map(\.stored.view) == ["toggle"])
    #expect(misplaced.first?.solved == Rect(x: 251, y: 0, width: 51, height: 31))
  }
}

extension InterfaceBuilderContainerTests {
  /// A static table (its cells under `<sections>`) of one cell whose content view holds a label
  /// at the leading and top margins (16 and 11 in Xcode 10 and later), a search bar 56 high
  /// pinned only at the top and sides of the root, and a `fixedFrame` label that keeps its frame.
  static let staticTable = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
    <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
      <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
        <subviews>
          <searchBar translatesAutoresizingMaskIntoConstraints="NO" id="search">
            <rect key="frame" x="0" y="0" width="375" height="56"/></searchBar>
          <tableView translatesAutoresizingMaskIntoConstraints="NO" id="table">
            <rect key="frame" x="0" y="56" width="375" height="611"/>
            <sections><tableViewSection id="section"><cells>
              <tableViewCell id="cell"><rect key="frame" x="0" y="28" width="375" height="44"/>
                <tableViewCellContentView key="contentView" id="content">
                  <rect key="frame" x="0" y="0" width="375" height="44"/>
                  <subviews>
                    <label translatesAutoresizingMaskIntoConstraints="NO" id="title">
                      <rect key="frame" x="16" y="11" width="100" height="21"/></label>
                    <label fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                      <rect key="frame" x="200" y="12" width="50" height="20"/></label>
                  </subviews>
                  <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                  </constraints>
                </tableViewCellContentView>
              </tableViewCell>
            </cells></tableViewSection></sections>
          </tableView>
        </subviews>
        <constraints>
          <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
          <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
          <constraint firstItem="search" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r3"/>
          <constraint firstItem="table" firstAttribute="top" secondItem="search" secondAttribute="bottom" id="r4"/>
          <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r5"/>
          <constraint firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r6"/>
          <constraint firstItem="table" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r7"/>
        </constraints>
      </view>
    </viewController></objects></scene></scenes>
    </document>
    """

  @Test func staticCellsBarsAndFixedFrames() throws {
    let scene = try #require(try Self.document(Self.staticTable).scenes.first)
    let layout = LayoutScene(document: scene.layout)
    #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    let frames = Dictionary(uniqueKeysWithValues: layout.frames.map { ($0.identifier, $0.frame) })
    // The search bar is as high as stored (its intrinsic height), as wide as the constraints say.
    #expect(frames["search"] == Rect(x: 0, y: 0, width: 375, height: 56))
    #expect(frames["table"] == Rect(x: 0, y: 56, width: 375, height: 611))
    // The static cell is read, its content view keeps the cell's frame, the label is at the
    // cell's margins.
    #expect(frames["content"] == Rect(x: 0, y: 0, width: 375, height: 44))
    #expect(frames["title"] == Rect(x: 16, y: 11, width: 100, height: 21))
    // The fixed-frame label keeps its frame through its autoresizing mask: not a checked view.
    #expect(frames["fixed"] == Rect(x: 200, y: 12, width: 50, height: 20))
    let fixed = try #require(scene.storedFrames.first { $0.view == "fixed" })
    #expect(fixed.translatesAutoresizingMask)
    #expect(scene.misplacedViews(in: layout.frames).isEmpty)
  }
}
