import Foundation
import Testing

@testable import LayoutBehaviors

/// Interface Builder scenes laid out: known answers on documents written here, and the share of
/// the public documents' stored frames that the layout reproduces.
@Suite struct InterfaceBuilderSceneTests {
  /// Lays out every scene of a document; returns the scenes with their source.
  static func layOut(
    _ text: String, safeArea: EdgeInsets = .zero, rootMargins: EdgeInsets = EdgeInsets(all: 8)
  ) throws -> [(scene: InterfaceBuilderScene, layout: LayoutScene, warnings: [String])] {
    let read = InterfaceBuilderReader.read(Array(text.utf8), fileName: "a.storyboard")
    let file = try #require(read.file, "\(read.diagnostics)")
    return file.scenes.map { scene in
      let document = scene.layoutDocument(
        fileName: "a.storyboard", safeArea: safeArea, rootMargins: rootMargins)
      return (scene, LayoutScene(document: document), document.warnings.map(\.message))
    }
  }

  static func frame(_ id: String, in layout: LayoutScene) -> Rect? {
    layout.views.first { $0.identifier == id }?.frame
  }

  /// A login screen by hand: a title pinned to the safe area and the margins, a field below it
  /// with its width a ratio of the root's, a fixed-frame badge, a button with a placeholder
  /// intrinsic width, and a constraint excluded from the default configuration.
  static let login = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <scenes><scene sceneID="s"><objects><viewController id="vc">
      <view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="400" height="800"/>
        <subviews>
          <label translatesAutoresizingMaskIntoConstraints="NO" id="title">
            <rect key="frame" x="0" y="0" width="120" height="21"/>
          </label>
          <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
            <rect key="frame" x="0" y="0" width="30" height="34"/>
          </textField>
          <view id="badge">
            <rect key="frame" x="300" y="600" width="50" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          </view>
          <button translatesAutoresizingMaskIntoConstraints="NO" placeholderIntrinsicWidth="90" placeholderIntrinsicHeight="infinite" id="go">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
          </button>
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>
          <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="t1"/>
          <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="t2"/>
          <constraint firstItem="field" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="f1"/>
          <constraint firstItem="field" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="f2"/>
          <constraint firstItem="field" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="3:4" id="f3"/>
          <constraint firstItem="go" firstAttribute="top" secondItem="badge" secondAttribute="bottom" id="g1"/>
          <constraint firstItem="go" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="g2"/>
          <constraint firstItem="go" firstAttribute="height" constant="44" id="g3"/>
          <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="500" id="x1"/>
          <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" placeholder="YES" id="p1"/>
        </constraints>
        <variation key="default"><mask key="constraints"><exclude reference="x1"/></mask></variation>
      </view>
    </viewController></objects></scene></scenes>
    </document>
    """

  @Test func aLoginScreenByHand() throws {
    let scenes = try Self.layOut(
      Self.login, safeArea: EdgeInsets(top: 44, bottom: 34),
      rootMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    let (_, layout, warnings) = try #require(scenes.first)
    #expect(warnings.isEmpty)
    #expect(layout.diagnostics.isEmpty)
    // The title: 44 + 20 from the top, at the leading margin (20), its intrinsic 120 × 21.
    #expect(Self.frame("title", in: layout) == Rect(x: 20, y: 64, width: 120, height: 21))
    // The field: 8 below, at the title's leading, 3/4 of 400 wide, its intrinsic 34 high.
    #expect(Self.frame("field", in: layout) == Rect(x: 20, y: 93, width: 300, height: 34))
    // The badge keeps its stored frame.
    #expect(Self.frame("badge", in: layout) == Rect(x: 300, y: 600, width: 50, height: 40))
    // The button: under the badge (640), at the trailing margin (400 − 20), 90 wide (the
    // placeholder width), 44 high; the placeholder constraint p1 is removed.
    #expect(Self.frame("go", in: layout) == Rect(x: 290, y: 640, width: 90, height: 44))
    // x1, excluded from the default configuration, is there but inactive.
    #expect(layout.document.constraints.filter { !$0.isActive }.count == 1)
  }

  @Test func whatIsNotLaidOutIsAWarning() throws {
    let text = Self.login.replacingOccurrences(
      of: #"multiplier="3:4" id="f3"/>"#,
      with:
        #"multiplier="3:4" id="f3"/><constraint firstItem="go" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" multiplier="1.5" id="m1"/>"#
    )
    let (_, _, warnings) = try #require(try Self.layOut(text).first)
    #expect(
      warnings == [
        "The constraint 'm1' is not laid out: a position with the multiplier 1.5 is not modeled."
      ])
  }

  @Test func aConstraintMixingLeadingAndRightIsAWarning() throws {
    // UIKit refuses the constraint; it is left out with a warning, not activated (found by
    // InterfaceBuilderFuzzTests: the scene's solve reported it as 'activation-failed').
    let text = Self.login.replacingOccurrences(
      of: #"secondItem="title" secondAttribute="leading" id="f2"/>"#,
      with: #"secondItem="title" secondAttribute="right" id="f2"/>"#)
    let (_, layout, warnings) = try #require(try Self.layOut(text).first)
    #expect(
      warnings == [
        "The constraint 'f2' is not laid out: leading and right cannot be related: Auto Layout "
          + "does not mix leading and trailing with left and right."
      ])
    #expect(layout.diagnostics.isEmpty)
  }

  /// The share of the public documents' views under Auto Layout (not flagged misplaced or
  /// ambiguous, not inside a flagged view, not keeping their frame through an autoresizing mask)
  /// whose laid-out frame is within 0.5 pt of the stored one, each document read by
  /// ``InterfaceBuilderDocument`` on its design device (`../shared/interface-builder`; skipped
  /// without it). The misses are listed in document order.
  @Test(
    .enabled(if: XMLParserTests.sharedDocuments != nil, "../shared/interface-builder is absent"))
  func realDocumentsAgreeWithTheirStoredFrames() throws {
    let (directory, names) = try #require(XMLParserTests.sharedDocuments)
    var checked = 0
    var misses: [String] = []
    for name in names {
      let bytes = try #require(
        FileManager.default.contents(atPath: directory + "/" + name).map { [UInt8]($0) })
      let document = try InterfaceBuilderDocument.parse(bytes, fileName: name).get()
      for scene in document.scenes {
        // A view flagged misplaced or ambiguous, and every view inside one, has a stored frame
        // that is not Interface Builder's solution; a view that keeps its frame through its
        // autoresizing mask is an input, not a result.
        let checkable = scene.storedFrames.filter {
          !$0.isFlagged && !$0.translatesAutoresizingMask
        }
        let frames = LayoutScene(document: scene.layout).frames
        let solved = Set(frames.map(\.identifier))
        checked += checkable.filter { solved.contains($0.view) }.count
        let checkableIDs = Set(checkable.map(\.view))
        for miss in scene.misplacedViews(in: frames) where checkableIDs.contains(miss.stored.view) {
          misses.append(
            "\(name) \(miss.stored.view) (\(miss.stored.kind)): stored \(miss.stored.frame), "
              + "solved \(miss.solved)")
        }
      }
    }
    let agreeing = checked - misses.count
    // 24 views are checked; all but two agree. The launch screen's two views anchored to the
    // bottom of the safe area are 34 pt higher in the document than with a 34-pt bottom inset:
    // Interface Builder gave that scene a bottom inset of 68 (896 − 771 − 25 − 32). Which insets
    // a device and a tools version give is the device table's to settle.
    #expect(checked == 24 && agreeing == 22, "\(agreeing) of \(checked)")
    #expect(
      misses.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
        "home-assistant__iOS__Sources__App__Resources__Base.lproj__LaunchScreen.storyboard pDB-na-0R2",
        "home-assistant__iOS__Sources__App__Resources__Base.lproj__LaunchScreen.storyboard 9Kv-2m-Wq7",
      ], "\(misses)")
  }
}
