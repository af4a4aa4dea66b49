import Foundation
import Testing

@testable import LayoutBehaviors

/// Reading Interface Builder documents into their scenes, views and constraints, with the values
/// as written, and the located error of every wrong value.
@Suite struct InterfaceBuilderReaderTests {
  static func read(_ text: String, fileName: String = "Main.storyboard")
    -> InterfaceBuilderReadResult
  {
    InterfaceBuilderReader.read(Array(text.utf8), fileName: fileName)
  }

  /// A storyboard of one scene, in the shape Xcode writes.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Login-->
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tg"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" id="lbl" userLabel="Title">
                                    <rect key="frame" x="20" y="68" width="374" height="20.5"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="lbl" secondAttribute="height" multiplier="3:4" id="aspect"/>
                                    </constraints>
                                </label>
                                <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk" hidden="YES">
                                    <rect key="frame" x="20" y="100" width="374" height="50"/>
                                    <edgeInsets key="layoutMargins" top="0.0" left="20" bottom="0.0" right="20"/>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="lbl" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leadingMargin" priority="750" identifier="lead" id="c2"/>
                                <constraint firstItem="stk" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="-11.5" placeholder="YES" id="c3"/>
                                <constraint firstItem="stk" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1/3" id="c4"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="c4"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func aStoryboardScene() throws {
    let result = Self.read(Self.storyboard)
    let file = try #require(result.file)
    #expect(file.kind == .storyboard)
    #expect(file.toolsVersion == "22505")
    #expect(
      file.device == InterfaceBuilderFile.DesignDevice(id: "retina6_1", orientation: "portrait"))
    // The navigation controller's scene has no root view: a warning, no scene.
    #expect(result.diagnostics.map(\.code) == [.ibNotRead])
    #expect(result.diagnostics.first?.severity == .warning)
    #expect(result.diagnostics.first?.line == 43)
    #expect(
      result.diagnostics.first?.message
        == "The scene 's2' has no root view (it holds 'navigationController'); it is not laid out.")
    #expect(file.scenes.count == 1)
    let scene = try #require(file.scenes.first)
    #expect(scene.id == "s1" && scene.name == "LoginViewController")
    #expect(scene.controllerKind == "viewController")
    #expect(scene.legacyGuides.map(\.id) == ["tg"] && scene.legacyGuides[0].type == "top")
    let root = scene.root
    #expect(root.id == "root" && root.kind == "view" && root.key == "view")
    #expect(root.frame == Rect(x: 0, y: 0, width: 414, height: 896))
    #expect(root.translatesAutoresizingMask)
    #expect(root.autoresizingMask == ["widthSizable", "heightSizable"])
    #expect(root.safeAreaGuideID == "safe")
    #expect(root.excluded == ["c4"])
    #expect(root.subviews.map(\.id) == ["lbl", "stk"])
    let label = root.subviews[0]
    #expect(label.kind == "label" && label.userLabel == "Title")
    #expect(!label.translatesAutoresizingMask)
    #expect(label.hugging.horizontal == 251 && label.hugging.vertical == nil)
    #expect(label.compressionResistance.horizontal == nil)
    #expect(label.frame == Rect(x: 20, y: 68, width: 374, height: 20.5))
    #expect(label.location.line == 16)
    // The aspect ratio: the owner is the first item, 3:4 is 0.75.
    let aspect = try #require(label.constraints.first)
    #expect(aspect.firstItem == nil && aspect.secondItem == "lbl")
    #expect(aspect.firstAttribute == .width && aspect.secondAttribute == .height)
    #expect(aspect.multiplier == 0.75)
    let stack = root.subviews[1]
    #expect(stack.isHidden)
    #expect(stack.stackAttributes.map(\.name) == ["axis", "spacing"])
    #expect(stack.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    let constraints = root.constraints
    #expect(constraints.map(\.id) == ["c1", "c2", "c3", "c4"])
    #expect(constraints[0].constant == 20 && constraints[0].relation == .equal)
    #expect(constraints[0].priority == nil && !constraints[0].isPlaceholder)
    #expect(constraints[1].relation == .greaterThanOrEqual)
    #expect(constraints[1].secondAttribute == .leadingMargin)
    #expect(constraints[1].priority == 750 && constraints[1].identifier == "lead")
    #expect(constraints[2].constant == -11.5 && constraints[2].isPlaceholder)
    #expect(constraints[3].multiplier == 1.0 / 3)
  }

  @Test func aXibsTopLevelViews() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell contentMode="scaleToFill" id="cell" customClass="PostCell">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                  <tableViewCellContentView key="contentView" tableViewCell="cell">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                      <subviews>
                          <label text="Old" id="old"/>
                      </subviews>
                  </tableViewCellContentView>
              </tableViewCell>
              <customObject id="obj" customClass="Helper"/>
          </objects>
      </document>
      """
    let result = Self.read(text, fileName: "PostCell.xib")
    let file = try #require(result.file)
    #expect(file.kind == .xib)
    #expect(file.scenes.map(\.id) == ["cell"])
    #expect(file.scenes[0].name == "PostCell")
    // A keyed child with a frame is a subview; without an id, it is named by the cell's id and
    // its key.
    let content = try #require(file.scenes[0].root.subviews.first)
    #expect(file.scenes[0].root.subviews.map(\.id) == ["cell.contentView"])
    #expect(content.frame.height == 43.5 && content.hasStoredFrame)
    // A subview the document stores no frame for is still a view.
    #expect(content.subviews.map(\.id) == ["old"])
    #expect(!content.subviews[0].hasStoredFrame)
    #expect(content.subviews[0].frame == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(
      result.diagnostics.map(\.message) == [
        "The top-level object '<customObject>' is not a view; it is not laid out."
      ])
  }

  /// The one error of a wrong value, as `line:column code message | fix`.
  static func failure(_ constraint: String) -> String {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
      <objects>
      <view id="v" userLabel="Card">
      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
      <constraints>
      \(constraint)
      </constraints>
      </view>
      </objects>
      </document>
      """
    let result = Self.read(text, fileName: "a.xib")
    let errors = result.diagnostics.filter { $0.severity == .error }
    guard result.file == nil, errors.count == 1, let error = errors.first else {
      return "not one error: \(result.diagnostics)"
    }
    return "\(error.line ?? 0):\(error.column ?? 0) \(error.code) \(error.message) | "
      + (error.fix ?? "")
  }

  @Test func wrongValuesAreLocatedErrors() {
    let cases: [(String, String)] = [
      (
        #"<constraint firstAttribute="widht" constant="1" id="c"/>"#,
        "6:29 unknown-value 'widht' is not a value of 'firstAttribute' on '<constraint>'. | "
          + "Did you mean 'width'?"
      ),
      (
        #"<constraint firstAttribute="width" constant="1pt" id="c"/>"#,
        "6:46 ib-invalid-number '1pt' is not a number; 'constant' of '<constraint>' is one. | "
          + "Write a decimal number, such as '8' or '0.5'."
      ),
      (
        #"<constraint firstAttribute="width" secondItem="v" secondAttribute="height" multiplier="3:0" id="c"/>"#,
        "6:88 ib-invalid-number '3:0' is not a multiplier. | Write a number ('0.75'), a ratio "
          + "('3:4') or a quotient ('3/4') whose second number is not 0."
      ),
      (
        #"<constraint firstAttribute="width" constant="1" priority="1001" id="c"/>"#,
        "6:59 out-of-range 'priority' is 1001; a priority is from 1 to 1000. | Write a priority "
          + "from 1 to 1000, such as '750'."
      ),
      (
        #"<constraint firstAttribute="width" relation="equals" constant="1" id="c"/>"#,
        "6:46 unknown-value 'equals' is not a value of 'relation' on '<constraint>'. | Did you "
          + "mean 'equal'?"
      ),
      (
        #"<constraint firstAttribute="width" secondItem="v" id="c"/>"#,
        "6:36 ib-missing-attribute The constraint 'c' has 'secondItem' but no "
          + "'secondAttribute'. | Give both 'secondItem' and 'secondAttribute', or neither (a "
          + "constant size)."
      ),
      (
        #"<constraint firstItem="w" firstAttribute="top" secondItem="v" secondAttribute="top" id="c"/>"#,
        "6:1 unknown-view The constraint 'c' names the firstItem 'w', which is no view or guide "
          + "of the scene 'Card'. | Known ids: 'v'."
      ),
      (
        #"<constraint firstAttribute="width" constant="1" placeholder="yes" id="c"/>"#,
        "6:62 unknown-value 'yes' is not a value of 'placeholder' on '<constraint>'. | Did you "
          + "mean 'YES'?"
      ),
      (
        #"<constraint constant="1" id="c"/>"#,
        "6:1 ib-missing-attribute '<constraint>' has no 'firstAttribute'. | Save the document "
          + "again in Xcode, which writes every 'firstAttribute'."
      ),
    ]
    for (constraint, expected) in cases {
      #expect(Self.failure(constraint) == expected, "\(constraint)")
    }
  }

  @Test func otherDocumentsAreRefused() {
    let appKit = Self.read(
      #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects/></document>"#)
    #expect(appKit.file == nil)
    #expect(appKit.diagnostics.map(\.code) == [.ibNotADocument])
    #expect(
      appKit.diagnostics.first?.fix
        == "Only UIKit documents (iOS and tvOS) are read; AppKit documents are not.")
    let html = Self.read("<html><body/></html>")
    #expect(
      html.diagnostics.first?.message
        == "This is not an iOS Interface Builder document: its root element is '<html>', not "
        + "'<document>'.")
    // XML errors come through as they are.
    #expect(Self.read("<document").diagnostics.map(\.code) == [.xmlUnexpectedEnd])
  }

  /// The public documents beside the project read without an error, every view with an id and
  /// every constraint with an attribute (skipped without `../shared`).
  @Test(
    .enabled(if: XMLParserTests.sharedDocuments != nil, "../shared/interface-builder is absent"))
  func realDocumentsRead() throws {
    let (directory, names) = try #require(XMLParserTests.sharedDocuments)
    var views = 0
    var constraints = 0
    for name in names {
      let bytes = try #require(
        FileManager.default.contents(atPath: directory + "/" + name).map { [UInt8]($0) })
      let result = InterfaceBuilderReader.read(bytes, fileName: name)
      let errors = result.diagnostics.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(name): \(errors)")
      let file = try #require(result.file, "\(name)")
      #expect(!file.scenes.isEmpty, "\(name)")
      for scene in file.scenes {
        var pending = [scene.root]
        while let view = pending.popLast() {
          views += 1
          constraints += view.constraints.count
          #expect(!view.id.isEmpty, "\(name)")
          pending += view.subviews
        }
      }
    }
    // The five documents' README counts: 30 views and 67 constraints in all.
    #expect(views == 30)
    #expect(constraints == 67)
  }
}
