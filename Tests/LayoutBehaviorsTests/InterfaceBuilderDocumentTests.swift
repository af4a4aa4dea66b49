import Foundation
import Testing

@testable import LayoutBehaviors

/// ``InterfaceBuilderDocument``: the root's size, safe area and margins on a device, worked by
/// hand from ``InterfaceBuilderDevice/catalog``, and the misplaced views.
struct InterfaceBuilderDocumentTests {
  /// A storyboard of one view controller on `device`, saved by `tools`, with `bars` inside the
  /// controller and a root of `width` × `height`.
  static func storyboard(
    device: String, tools: String = "22505", bars: String = "", width: Double = 414,
    height: Double = 896, y: Double = 0
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                        \(bars)
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  static func root(_ text: String, device: String? = nil) throws -> RootDeclaration {
    let chosen = device.flatMap(InterfaceBuilderDevice.named)
    let document = try InterfaceBuilderDocument.parse(
      text, fileName: "a.storyboard", device: chosen
    )
    .get()
    return try #require(document.scenes.first).layout.root
  }

  @Test func theStatusBarOfAnXRDependsOnTheToolsVersion() throws {
    // Xcode 11 (16096) and Xcode 12 up to 12.4 (17506) stored frames with a 44-point status
    // bar; Xcode 12.5 and later with 48.
    let older = try Self.root(Self.storyboard(device: "retina6_1", tools: "16096"))
    #expect(older.safeArea == EdgeInsets(top: 44, bottom: 34))
    let twelve = try Self.root(Self.storyboard(device: "retina6_1", tools: "17506"))
    #expect(twelve.safeArea == EdgeInsets(top: 44, bottom: 34))
    let newer = try Self.root(Self.storyboard(device: "retina6_1", tools: "22505"))
    #expect(newer.safeArea == EdgeInsets(top: 48, bottom: 34))
    // Root margins: 20 on a 414-point screen, from the safe area.
    #expect(newer.margins == EdgeInsets(top: 48, left: 20, bottom: 34, right: 20))
  }

  @Test func theStatusBarOfAnXDependsOnTheToolsVersion() throws {
    // Frames stored before Xcode 14 (19529) have the iPhone X's 44-point status bar, from
    // Xcode 14 (22505) a 50-point one; in landscape the sides stay 44.
    let older = try Self.root(
      Self.storyboard(device: "retina5_9", tools: "19529", width: 375, height: 812))
    #expect(older.safeArea == EdgeInsets(top: 44, bottom: 34))
    let newer = try Self.root(
      Self.storyboard(device: "retina5_9", tools: "22505", width: 375, height: 812))
    #expect(newer.safeArea == EdgeInsets(top: 50, bottom: 34))
    #expect(newer.margins == EdgeInsets(top: 50, left: 16, bottom: 34, right: 16))
    let x = try #require(InterfaceBuilderDevice.named("retina5_9"))
    #expect(x.safeArea(landscape: true, toolsVersion: 19529) == x.safeArea(landscape: true))
  }

  @Test func simulatedBarsAddToTheSafeArea() throws {
    // Saved by Xcode 10 (14490), whose canvas draws the iPhone 8's status bar.
    let phone = (device: "retina4_7", width: 375.0, height: 667.0, tools: "14490")
    let plain = try Self.root(
      Self.storyboard(
        device: phone.device, tools: phone.tools, width: phone.width, height: phone.height))
    #expect(plain.safeArea == EdgeInsets(top: 20))
    #expect(plain.margins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    // A translucent navigation bar: 20 + 44; a tab bar: 49.
    let bars = try Self.root(
      Self.storyboard(
        device: phone.device, tools: phone.tools,
        bars: """
          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
          <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
          """, width: phone.width, height: phone.height))
    #expect(bars.safeArea == EdgeInsets(top: 64, bottom: 49))
    // An opaque bar: the root starts below it (y 64, 603 high), with no inset at the top.
    let opaque = try Self.root(
      Self.storyboard(
        device: phone.device, tools: phone.tools,
        bars:
          #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
        width: phone.width, height: 603, y: 64))
    #expect(opaque.safeArea == .zero)
    #expect((opaque.width, opaque.height) == (375, 603))
    // No status bar.
    let hidden = try Self.root(
      Self.storyboard(
        device: phone.device, bars: #"<nil key="simulatedStatusBarMetrics"/>"#,
        width: phone.width, height: phone.height))
    #expect(hidden.safeArea == .zero)
  }

  @Test func fromXcode11TheCanvasOfAnIPhone8HasNoStatusBar() throws {
    // Saved by Xcode 15 (22505): the design device's scene starts at the top of the screen, a
    // translucent navigation bar ends at 44; on the same device chosen with --device, as at
    // run time, the 20-point status bar is back. A notched iPhone keeps its inset.
    let plain = try Self.root(Self.storyboard(device: "retina4_7", width: 375, height: 667))
    #expect(plain.safeArea == .zero)
    #expect(plain.margins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    let bar = try Self.root(
      Self.storyboard(
        device: "retina4_7",
        bars: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#,
        width: 375, height: 667))
    #expect(bar.safeArea == EdgeInsets(top: 44))
    let chosen = try Self.root(
      Self.storyboard(device: "retina4_7", width: 375, height: 667), device: "retina4_7")
    #expect(chosen.safeArea == EdgeInsets(top: 20))
    let notched = try Self.root(Self.storyboard(device: "retina6_12", width: 393, height: 852))
    #expect(notched.safeArea == EdgeInsets(top: 59, bottom: 34))
  }

  @Test func anotherDeviceResizesTheRoot() throws {
    // The opaque bar's 64 points stay taken from the iPhone 14 Pro's 852; the root reaches the
    // bottom of the screen, so the home indicator's 34 remain.
    let moved = try Self.root(
      Self.storyboard(
        device: "retina4_7",
        bars: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO"/>"#,
        width: 375, height: 603, y: 64), device: "retina6_12")
    #expect((moved.width, moved.height) == (393, 788))
    #expect(moved.safeArea == EdgeInsets(bottom: 34))
    let plain = try Self.root(Self.storyboard(device: "retina6_1"), device: "ipad11_0rounded")
    #expect((plain.width, plain.height) == (834, 1194))
    #expect(plain.safeArea == EdgeInsets(top: 24, bottom: 20))
    #expect(plain.margins == EdgeInsets(top: 24, left: 20, bottom: 20, right: 20))
  }

  @Test func theCatalog() {
    let ids = InterfaceBuilderDevice.catalog.map(\.id)
    #expect(Set(ids).count == ids.count)
    let x = InterfaceBuilderDevice.named("retina5_9")
    #expect(x?.safeArea(landscape: true) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(InterfaceBuilderDevice.named("retina4_7")?.safeArea(landscape: true) == .zero)
    #expect(
      InterfaceBuilderDevice.named("retina6_1")?.safeArea(landscape: true, toolsVersion: 16096)
        == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    // A document naming no device is laid out on the one whose screen its root fills.
    #expect(
      InterfaceBuilderDevice.resolve(id: nil, rootWidth: 320, rootHeight: 568)?.id == "retina4_0")
    #expect(InterfaceBuilderDevice.resolve(id: "retina9_9", rootWidth: 300, rootHeight: 300) == nil)
  }

  @Test func xmlIsRecognizedByItsFirstCharacter() {
    #expect(InterfaceBuilderDocument.isXML(Array("\u{FEFF}\n  <?xml version=\"1.0\"?>".utf8)))
    #expect(!InterfaceBuilderDocument.isXML(Array(" {\"root\": {}}".utf8)))
    #expect(!InterfaceBuilderDocument.isXML([]))
  }

  @Test func misplacedViewsCompareWithinHalfAPoint() throws {
    let document = try InterfaceBuilderDocument.parse(
      Self.storyboard(device: "retina6_1"), fileName: "a.storyboard"
    ).get()
    let scene = try #require(document.scenes.first)
    #expect(scene.storedFrames.map(\.view) == ["v"])
    let stored = Rect(x: 0, y: 0, width: 10, height: 10)
    func frame(_ rect: Rect) -> ViewFrame {
      ViewFrame(identifier: "v", superviewIdentifier: nil, frame: rect, frameInRoot: rect)
    }
    #expect(scene.misplacedViews(in: [frame(Rect(x: 0.5, y: -0.5, width: 10, height: 10))]).isEmpty)
    let moved = Rect(x: 0.6, y: 0, width: 10, height: 10)
    #expect(
      scene.misplacedViews(in: [frame(moved)])
        == [InterfaceBuilderDocument.Misplacement(stored: scene.storedFrames[0], solved: moved)])
    #expect(scene.storedFrames[0].frame == stored)
  }

  @Test func theKeyboardGuideIsTheBarBelowTheSafeArea() throws {
    // On an iPhone X (375 × 812, bottom inset 34), with the keyboard hidden the guide's top is
    // at 812 − 34 = 778: the view 10 above it and 40 high is at y = 778 − 10 − 40 = 728, as
    // wide as the guide (the root).
    let text = Self.storyboard(device: "retina5_9", width: 375, height: 812)
      .replacingOccurrences(
        of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
        with: #"""
          <viewLayoutGuide key="safeArea" id="safe"/>
          <keyboardLayoutGuide key="keyboard" id="kbd"/>
          <constraints>
              <constraint firstItem="v" firstAttribute="bottom" secondItem="kbd" secondAttribute="top" constant="-10" id="c1"/>
              <constraint firstItem="v" firstAttribute="height" constant="40" id="c2"/>
              <constraint firstItem="v" firstAttribute="leading" secondItem="kbd" secondAttribute="leading" id="c3"/>
              <constraint firstItem="v" firstAttribute="width" secondItem="kbd" secondAttribute="width" id="c4"/>
          </constraints>
          """#)
    let document = try InterfaceBuilderDocument.parse(text, fileName: "a.storyboard").get()
    let scene = try #require(document.scenes.first)
    #expect(scene.layout.warnings.isEmpty, "\(scene.layout.warnings)")
    let layout = LayoutScene(document: scene.layout)
    #expect(
      layout.frames.first { $0.identifier == "v" }?.frame
        == Rect(x: 0, y: 728, width: 375, height: 40))
    // A 291-point keyboard docked at the bottom puts the guide's top at 812 − 291 = 521, the
    // view at 521 − 10 − 40 = 471; hiding it puts the view back.
    let keyboard = EventDeclaration.KeyboardChange(
      endFrame: Rect(x: 0, y: 521, width: 375, height: 291))
    layout.apply(EventDeclaration(kind: .keyboardWillShow(keyboard), origin: "test"))
    #expect(
      layout.frames.first { $0.identifier == "v" }?.frame
        == Rect(x: 0, y: 471, width: 375, height: 40))
    layout.apply(
      EventDeclaration(kind: .keyboardWillHide(duration: nil, curve: nil), origin: "test"))
    #expect(layout.frames.first { $0.identifier == "v" }?.frame.y == 728)
  }

  @Test func theKeyboardGuideMovesItsViewFromEitherSide() throws {
    // The guide as the first item: kbd.top == v.bottom + 10 puts the view as the test above
    // does, and a 300-point keyboard moves it to 812 − 300 − 10 − 40 = 462.
    let text = Self.storyboard(device: "retina5_9", width: 375, height: 812)
      .replacingOccurrences(
        of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
        with: #"""
          <viewLayoutGuide key="safeArea" id="safe"/>
          <keyboardLayoutGuide key="keyboard" id="kbd"/>
          <constraints>
              <constraint firstItem="kbd" firstAttribute="top" secondItem="v" secondAttribute="bottom" constant="10" id="c1"/>
              <constraint firstItem="v" firstAttribute="height" constant="40" id="c2"/>
              <constraint firstItem="v" firstAttribute="leading" secondItem="kbd" secondAttribute="leading" id="c3"/>
              <constraint firstItem="v" firstAttribute="width" secondItem="kbd" secondAttribute="width" id="c4"/>
          </constraints>
          """#)
    let document = try InterfaceBuilderDocument.parse(text, fileName: "a.storyboard").get()
    let layout = LayoutScene(document: try #require(document.scenes.first).layout)
    #expect(layout.frames.first { $0.identifier == "v" }?.frame.y == 728)
    let keyboard = EventDeclaration.KeyboardChange(
      endFrame: Rect(x: 0, y: 512, width: 375, height: 300))
    layout.apply(EventDeclaration(kind: .keyboardWillShow(keyboard), origin: "test"))
    #expect(layout.frames.first { $0.identifier == "v" }?.frame.y == 462)
  }

  /// Two labels on an iPhone 8, saved by Xcode 10 (a 20-point status bar): `title` ("Hello world", 17 points) 20 below the safe area's
  /// top, `body` ("A longer text that wraps", the footnote style's 13 points, any number of
  /// lines) 8 below it and 100 wide.
  static let labels = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="Hello world" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="20" y="40" width="94" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                    <rect key="frame" x="20" y="68.5" width="100" height="36"/>
                                    <string key="text">A longer text that wraps</string>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                                <constraint firstItem="body" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c3"/>
                                <constraint firstItem="body" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="c4"/>
                                <constraint firstItem="body" firstAttribute="width" constant="100" id="c5"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func labelsAreMeasuredByTheirTextWithTheTextModel() throws {
    // Without the model, the stored sizes.
    let stored = try InterfaceBuilderDocument.parse(Self.labels, fileName: "t.storyboard").get()
    let plain = LayoutScene(document: try #require(stored.scenes.first).layout)
    #expect(
      plain.frames.map(\.frame) == [
        Rect(x: 20, y: 40, width: 94, height: 20.5), Rect(x: 20, y: 68.5, width: 100, height: 36),
      ])
    // With it: 11 characters of 8.5 on a line of 20.4; 24 characters of 6.5 wrapped at 100:
    // "A longer text" (84.5) and "that wraps", two lines of 15.6, below 40 + 20.4 + 8.
    let measured = try InterfaceBuilderDocument.parse(
      Self.labels, fileName: "t.storyboard", measuresText: true
    ).get()
    let scene = LayoutScene(document: try #require(measured.scenes.first).layout)
    let frames = scene.frames.map(\.frame)
    #expect(frames.count == 2)
    #expect(abs(frames[0].width - 93.5) < 1e-9 && abs(frames[0].height - 20.4) < 1e-9)
    #expect(abs(frames[1].y - 68.4) < 1e-9 && abs(frames[1].height - 31.2) < 1e-9)
    let body = try #require(scene.document.views.first { $0.id == "body" }?.text)
    #expect(body.string == "A longer text that wraps" && body.maxLines == 0)
    #expect(body.advance == 6.5 && body.ascent == 13 * 0.95)
    #expect(scene.document.views.first { $0.id == "title" }?.text?.maxLines == 1)
    // Older documents write the number of lines as a decimal; anything else is an error.
    let decimal = Self.labels.replacingOccurrences(
      of: #"numberOfLines="0""#, with: #"numberOfLines="2.0""#)
    let two = try InterfaceBuilderDocument.parse(
      decimal, fileName: "t.storyboard", measuresText: true
    ).get()
    #expect(two.scenes.first?.layout.views.first { $0.id == "body" }?.text?.maxLines == 2)
    let wrong = Self.labels.replacingOccurrences(
      of: #"numberOfLines="0""#, with: #"numberOfLines="1.5""#)
    guard
      case .failure(let errors) = InterfaceBuilderDocument.parse(wrong, fileName: "t.storyboard")
    else {
      Issue.record("A number of lines of 1.5 was read.")
      return
    }
    #expect(errors.diagnostics.map(\.code) == [.ibInvalidNumber])
    // So is a negative font size.
    let negative = Self.labels.replacingOccurrences(
      of: #"pointSize="17""#, with: #"pointSize="-3""#)
    guard
      case .failure(let sizeErrors) = InterfaceBuilderDocument.parse(
        negative, fileName: "t.storyboard")
    else {
      Issue.record("A font size of -3 was read.")
      return
    }
    #expect(sizeErrors.diagnostics.map(\.code) == [.ibInvalidNumber])
    #expect(
      sizeErrors.diagnostics.first?.message
        == "'pointSize' is -3; a font's size is a number of points, 0 for the system's default.")
    // 0 is the system's default size, 17 points: 11 characters of 8.5.
    let zero = Self.labels.replacingOccurrences(of: #"pointSize="17""#, with: #"pointSize="0""#)
    let zeroDocument = try InterfaceBuilderDocument.parse(
      zero, fileName: "t.storyboard", measuresText: true
    ).get()
    let zeroScene = LayoutScene(document: try #require(zeroDocument.scenes.first).layout)
    #expect(zeroScene.frames.first.map { abs($0.frame.width - 93.5) < 1e-9 } == true)
  }
}
