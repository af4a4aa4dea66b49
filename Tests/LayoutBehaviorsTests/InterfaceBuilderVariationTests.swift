import Testing

@testable import LayoutBehaviors

/// Size-class variations (`<variation key="heightClass=compact">`): which apply on each device
/// and orientation, with ``InterfaceBuilderTraits`` given, and what each changes; frames worked
/// by hand from the document below.
struct InterfaceBuilderVariationTests {
  /// An iPhone 8 storyboard saved by Xcode 10 (375 × 667, a 20-point status bar in portrait,
  /// none in landscape):
  ///
  /// - `box`: leading = safe area's + 20 (40 in `wR`); top = safe area's + 10, installed in
  ///   `hR` only (`default` excludes it), or + 60, installed except in `hR`; width 100 (150 in
  ///   `wR`, 200 in `wR hC`, the most specific); height 50.
  ///   The document stores its frame in `hC` too, (20, 60, 100, 50).
  /// - `badge`: a subview that `hC` uninstalls; `note`, hidden in `hC`.
  /// - `caption`: a label, "Hi" at 10 points (20 in `hC`), stored 10 × 12.
  /// - `stack`: a horizontal stack at (0, 200) whose spacing is 8 (20 in `wR`), of two views
  ///   50 wide (frames are in the superview's coordinates: `two` at x 58, or 70).
  static let document = """
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
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="30" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w">
                                            <variation key="widthClass=regular" constant="150"/>
                                            <variation key="heightClass=compact-widthClass=regular" constant="200"/>
                                        </constraint>
                                        <constraint firstAttribute="height" constant="50" id="h"/>
                                    </constraints>
                                    <variation key="heightClass=compact">
                                        <rect key="frame" x="20" y="60" width="100" height="50"/>
                                    </variation>
                                </view>
                                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                    <rect key="frame" x="0.0" y="300" width="10" height="12"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="10"/>
                                    <variation key="heightClass=compact">
                                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                    </variation>
                                </label>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                    <rect key="frame" x="0.0" y="100" width="10" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="10" id="bw"/>
                                        <constraint firstAttribute="height" constant="10" id="bh"/>
                                    </constraints>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                    <rect key="frame" x="0.0" y="120" width="10" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="10" id="nw"/>
                                        <constraint firstAttribute="height" constant="10" id="nh"/>
                                    </constraints>
                                    <variation key="heightClass=compact" hidden="YES"/>
                                </view>
                                <stackView translatesAutoresizingMaskIntoConstraints="NO" axis="horizontal" spacing="8" id="stack">
                                    <rect key="frame" x="0.0" y="200" width="108" height="20"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="one">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="50" id="ow"/>
                                                <constraint firstAttribute="height" constant="20" id="oh"/>
                                            </constraints>
                                        </view>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="two">
                                            <rect key="frame" x="58" y="0.0" width="50" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="50" id="tw"/>
                                                <constraint firstAttribute="height" constant="20" id="th"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <variation key="widthClass=regular" spacing="20"/>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="lead">
                                    <variation key="widthClass=regular" constant="40"/>
                                </constraint>
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="top10"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="60" id="top60"/>
                                <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bx"/>
                                <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="by"/>
                                <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="nx"/>
                                <constraint firstItem="note" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="ny"/>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sx"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="sy"/>
                                <constraint firstItem="caption" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cx"/>
                                <constraint firstItem="caption" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="cy"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="top10"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=regular">
                                <mask key="constraints">
                                    <include reference="top10"/>
                                    <exclude reference="top60"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=compact">
                                <mask key="subviews">
                                    <exclude reference="badge"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// The document's scene laid out with the options given.
  static func scene(
    device: String? = nil, landscape: Bool? = nil, traits: String? = nil
  ) throws -> (document: InterfaceBuilderDocument, scene: LayoutScene) {
    let document = try InterfaceBuilderDocument.parse(
      document, fileName: "v.storyboard", device: device.flatMap(InterfaceBuilderDevice.named),
      landscape: landscape, traits: try traits.map { try InterfaceBuilderTraits.parse($0).get() }
    ).get()
    #expect(document.warnings.isEmpty)
    let scene = LayoutScene(document: try #require(document.scenes.first).layout)
    #expect(scene.diagnostics.filter { $0.severity == .error }.isEmpty)
    return (document, scene)
  }

  static func frame(_ id: String, in scene: LayoutScene) -> Rect? {
    scene.frames.first { $0.identifier == id }?.frame
  }

  @Test func theDesignDevicesSizeClassesApply() throws {
    // iPhone 8 portrait, wC hR: top10 installed (hR includes it), top60 not (hR excludes it):
    // y = 20 + 10; the leading and width constants of wC; the badge stays; the note shows.
    let (document, scene) = try Self.scene()
    #expect(document.traits == InterfaceBuilderTraits(width: .compact, height: .regular))
    #expect(Self.frame("box", in: scene) == Rect(x: 20, y: 30, width: 100, height: 50))
    #expect(Self.frame("badge", in: scene) == Rect(x: 0, y: 100, width: 10, height: 10))
    #expect(scene.document.views.first { $0.id == "note" }?.isHidden == false)
    #expect(Self.frame("two", in: scene) == Rect(x: 58, y: 0, width: 50, height: 20))
    #expect(Self.frame("caption", in: scene) == Rect(x: 0, y: 300, width: 10, height: 12))
    // The stored frames are the design's: nothing is misplaced.
    #expect(try #require(document.scenes.first).misplacedViews(in: scene.frames).isEmpty)
  }

  @Test func landscapeOnAnIPhone8IsCompactBothWays() throws {
    // 667 × 375, no status bar: wC hC. top60 installed (the default, no hR): y = 0 + 60; the
    // badge is uninstalled with its constraints; the note is hidden.
    let (document, scene) = try Self.scene(landscape: true)
    #expect(document.traits == InterfaceBuilderTraits(width: .compact, height: .compact))
    #expect(Self.frame("box", in: scene) == Rect(x: 20, y: 60, width: 100, height: 50))
    #expect(Self.frame("badge", in: scene) == nil)
    #expect(!scene.document.views.contains { $0.id == "badge" })
    #expect(scene.document.views.first { $0.id == "note" }?.isHidden == true)
    #expect(Self.frame("two", in: scene) == Rect(x: 58, y: 0, width: 50, height: 20))
    // The frame stored for hC is the one compared: nothing is misplaced.
    let stored = try #require(document.scenes.first).storedFrames.first { $0.view == "box" }
    #expect(stored?.frame == Rect(x: 20, y: 60, width: 100, height: 50))
    #expect(try #require(document.scenes.first).misplacedViews(in: scene.frames).isEmpty)
    // Measured by its text, the caption takes the font size of hC: two characters of 10.
    let measured = try InterfaceBuilderDocument.parse(
      Self.document, fileName: "v.storyboard", landscape: true, measuresText: true
    ).get()
    let text = LayoutScene(document: try #require(measured.scenes.first).layout)
    #expect(Self.frame("caption", in: text) == Rect(x: 0, y: 300, width: 20, height: 24))
  }

  @Test func landscapeOnAPlusSizedPhoneIsRegularWide() throws {
    // iPhone 8 Plus landscape, 736 × 414, wR hC: the most specific width (hC wR) is 200; the
    // leading constant of wR, 40; the stack's spacing of wR, 20: two at 50 + 20.
    let (document, scene) = try Self.scene(device: "retina5_5", landscape: true)
    #expect(document.traits == InterfaceBuilderTraits(width: .regular, height: .compact))
    #expect(Self.frame("box", in: scene) == Rect(x: 40, y: 60, width: 200, height: 50))
    #expect(Self.frame("two", in: scene) == Rect(x: 70, y: 0, width: 50, height: 20))
  }

  @Test func givenTraitsWinOverTheDevices() throws {
    // Portrait (20-point status bar) in wR hR: top10 (hR), width 150 (wR; hC wR does not
    // apply), leading 40, the badge stays.
    let (document, scene) = try Self.scene(traits: "wR hR")
    #expect(document.traits == InterfaceBuilderTraits(width: .regular, height: .regular))
    #expect(Self.frame("box", in: scene) == Rect(x: 40, y: 30, width: 150, height: 50))
    #expect(Self.frame("badge", in: scene) == Rect(x: 0, y: 100, width: 10, height: 10))
    // In wR hC: top60 (y = 20 + 60) and width 200.
    let (_, compact) = try Self.scene(traits: "heightClass=compact-widthClass=regular")
    #expect(Self.frame("box", in: compact) == Rect(x: 40, y: 80, width: 200, height: 50))
    #expect(Self.frame("badge", in: compact) == nil)
  }

  @Test func iPadsAreRegularBothWays() throws {
    #expect(
      InterfaceBuilderDevice.named("ipad9_7")?.traits(landscape: true)
        == InterfaceBuilderTraits(width: .regular, height: .regular))
    #expect(
      InterfaceBuilderDevice.named("retina6_12")?.traits(landscape: true)
        == InterfaceBuilderTraits(width: .compact, height: .compact))
    #expect(
      InterfaceBuilderDevice.named("retina6_72")?.traits(landscape: true)
        == InterfaceBuilderTraits(width: .regular, height: .compact))
    #expect(
      InterfaceBuilderDevice.named("retina6_72")?.traits(landscape: false)
        == InterfaceBuilderTraits(width: .compact, height: .regular))
  }

  @Test func sizeClassesAreReadInEitherSpelling() {
    let wide = InterfaceBuilderTraits(width: .regular, height: .compact)
    for text in ["wR hC", "hC wR", "wR,hC", "wRhC", "widthClass=regular-heightClass=compact"] {
      #expect((try? InterfaceBuilderTraits.parse(text).get()) == wide, "\(text)")
    }
    #expect(wide.description == "wR hC")
    for text in ["", "wR", "wR wC hC", "wide", "widthClass=large hC", "hR hC"] {
      #expect((try? InterfaceBuilderTraits.parse(text).get()) == nil, "\(text)")
    }
  }

  @Test func whatAVariationDoesNotSayIsAWarning() throws {
    // An unknown condition, and an attribute of a variation that is not laid out, are warnings
    // at their place; the rest of the document is laid out.
    let text = Self.document
      .replacingOccurrences(
        of: #"<variation key="widthClass=regular" constant="40"/>"#,
        with: #"<variation key="widthClass=regular" constant="40" priority="750"/>"#
      )
      .replacingOccurrences(
        of: #"<variation key="heightClass=compact" hidden="YES"/>"#,
        with: #"<variation key="displayGamut=P3" hidden="YES"/>"#)
    let document = try InterfaceBuilderDocument.parse(text, fileName: "v.storyboard").get()
    #expect(document.warnings.map(\.code) == [.ibNotRead, .ibNotRead])
    #expect(
      document.warnings.map(\.message) == [
        "The size-class variation 'displayGamut=P3' of 'note' is not applied: its key is not "
          + "made of 'widthClass', 'heightClass' and 'userInterfaceIdiom' conditions.",
        "The size-class variation 'widthClass=regular' of 'lead' sets 'priority', which is not "
          + "applied.",
      ])
    #expect(document.warnings.map(\.line) == [44, 70])
    // A value that is not one is an error, as on the constraint itself.
    let wrong = Self.document.replacingOccurrences(
      of: #"constant="150""#, with: #"constant="wide""#)
    guard
      case .failure(let errors) = InterfaceBuilderDocument.parse(wrong, fileName: "v.storyboard")
    else {
      Issue.record("A variation's constant that is not a number was read.")
      return
    }
    #expect(errors.diagnostics.map(\.code) == [.ibInvalidNumber])
    #expect(errors.diagnostics.first?.line == 15)
  }

  /// `Examples/adaptive-profile.storyboard` on its iPhone 14 Pro (393 × 852, safe area top 59),
  /// worked by hand. Portrait (`wC hR`): a vertical stack centered 24 below the safe area's top,
  /// as wide as its widest view (the name, 170): at x (393 − 170) / 2 = 111.5, 96 + 12 + 34 + 12
  /// + 18 = 172 high; the button 24 below it. Landscape (852 × 393, safe area sides 59: center
  /// 426; `wC hC`): the stack turns horizontal with a spacing of 20, the avatar 64, the bio
  /// uninstalled: 64 + 20 + 170 = 254 wide at 426 − 127 = 299; the button 12 below it.
  @Test func theAdaptiveProfileExample() throws {
    let path =
      String(#filePath.split(separator: "/Tests/").first!) + "/Examples/adaptive-profile.storyboard"
    let text = try #require(LayoutFileParserTests.read(path), "Cannot read \(path)")
    func scene(landscape: Bool, measuresText: Bool = false) throws -> LayoutScene {
      let document = try InterfaceBuilderDocument.parse(
        text, fileName: "adaptive-profile.storyboard", landscape: landscape,
        measuresText: measuresText
      ).get()
      #expect(document.warnings.isEmpty)
      return LayoutScene(document: try #require(document.scenes.first).layout)
    }
    let portrait = try scene(landscape: false)
    #expect(
      Self.frame("Ad1-st-001", in: portrait) == Rect(x: 111.5, y: 83, width: 170, height: 172))
    #expect(Self.frame("Ad1-av-001", in: portrait) == Rect(x: 37, y: 0, width: 96, height: 96))
    #expect(Self.frame("Ad1-bi-001", in: portrait) == Rect(x: 32.5, y: 154, width: 105, height: 18))
    #expect(
      Self.frame("Ad1-fl-001", in: portrait) == Rect(x: 136.5, y: 279, width: 120, height: 44))
    let landscape = try scene(landscape: true)
    #expect(Self.frame("Ad1-st-001", in: landscape) == Rect(x: 299, y: 24, width: 254, height: 64))
    #expect(Self.frame("Ad1-nm-001", in: landscape) == Rect(x: 84, y: 15, width: 170, height: 34))
    #expect(Self.frame("Ad1-bi-001", in: landscape) == nil)
    #expect(Self.frame("Ad1-fl-001", in: landscape) == Rect(x: 366, y: 100, width: 120, height: 44))
    // Measured by its text, the title style's 28 points: "Ada Lovelace" is 12 × 14 = 168 wide;
    // a name of 30 characters, 420, widens the stack to 504, at 426 − 252 = 174.
    let measured = try scene(landscape: true, measuresText: true)
    #expect(Self.frame("Ad1-st-001", in: measured)?.x == 300)
    _ = measured.apply(
      EventDeclaration(
        kind: .setText(view: "Ad1-nm-001", string: "Ada King, Countess of Lovelace"),
        origin: "test"))
    #expect(Self.frame("Ad1-st-001", in: measured)?.x == 174)
    #expect(Self.frame("Ad1-st-001", in: measured)?.width == 504)
  }
}
