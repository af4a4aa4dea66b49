import Testing

@testable import layout_cli

/// `solve`, `check`, `render` and `explain` on Interface Builder documents: known answers for a
/// storyboard of two scenes, worked by hand.
///
/// On `retina4_7` (375 × 667, status bar 20, which the canvas of Xcode 10, toolsVersion 14490,
/// draws): in scene `s1`, `title` is 20 from the safe area's
/// leading edge and 30 below its top, so at (20, 50), its stored size as its intrinsic size;
/// `note` is under it with a gap of 8, at y = 50 + 21 + 8 = 79, while the document stores 200:
/// misplaced. In scene `s2`, `box` (100 × 50) is centered: (137.5, 308.5); on `retina6_12`
/// (393 × 852) at ((393 − 100) / 2, (852 − 50) / 2) = (146.5, 401).
@Suite("layout-cli on Interface Builder documents")
struct InterfaceBuilderCommandTests {
  static let storyboard = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="r1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="20" y="50" width="100" height="21"/>
                                </label>
                                <label text="Sign in" translatesAutoresizingMaskIntoConstraints="NO" id="note" userLabel="Note">
                                    <rect key="frame" x="20" y="200" width="80" height="21"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="g1"/>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="g1" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="title" firstAttribute="top" secondItem="g1" secondAttribute="top" constant="30" id="c2"/>
                                <constraint firstItem="note" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c3"/>
                                <constraint firstItem="note" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="vc2" customClass="DetailViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="r2">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="137.5" y="308.5" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="c7"/>
                                        <constraint firstAttribute="height" constant="50" id="c8"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="centerX" secondItem="r2" secondAttribute="centerX" id="c5"/>
                                <constraint firstItem="box" firstAttribute="centerY" secondItem="r2" secondAttribute="centerY" id="c6"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

  /// The line and column of the first element whose start tag contains `text`.
  static func place(of text: String) -> String {
    let lines = storyboard.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where line.contains(text) {
      let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "<")!) + 1
      return "\(index + 1):\(column)"
    }
    return "?"
  }

  func run(_ arguments: [String]) -> CLIRun {
    CLITestSupport.run(arguments, standardInput: Self.storyboard)
  }

  @Test func checkListsEachSceneAndTheMisplacedViews() {
    let check = run(["check", "-"])
    #expect(check.status == 0)
    #expect(
      check.output
        == "<stdin>, scene 's1' (LoginViewController): no unsatisfiable constraints, 1 misplaced "
        + "view (2 views, 4 constraints, 0 events).\n"
        + "<stdin>, scene 's2' (DetailViewController): no unsatisfiable constraints (1 view, 4 "
        + "constraints, 0 events).\n")
    #expect(
      check.errors
        == "<stdin>:\(Self.place(of: "id=\"note\"")): warning: The view 'note' ('Note', label) is "
        + "misplaced: the document stores the frame (20, 200, 80, 21), its constraints give "
        + "(20, 79, 80, 21).\n"
        + "  fix: Update the frame in Interface Builder (Editor > Update Frames) if the "
        + "constraints are right, or change the constraints to give the frame it shows.\n")
    #expect(run(["check", "-", "--fail-on-misplaced"]).status == 1)
    // The scene without a misplaced view passes with the flag.
    let detail = run(["check", "-", "--scene", "s2", "--fail-on-misplaced"])
    #expect(detail.status == 0)
    #expect(detail.errors == "")
    #expect(run(["check", "-", "--scene", "DetailViewController"]).output == detail.output)
  }

  @Test func solvePrintsEveryScene() {
    let solve = run(["solve", "-"])
    #expect(solve.status == 0)
    #expect(
      solve.output == """
        Scene 's1' (LoginViewController)
        Initial layout: root 375 × 667, safe area top 20
        id            x   y  width  height
        title        20  50    100      21
        note (Note)  20  79     80      21

        Scene 's2' (DetailViewController)
        Initial layout: root 375 × 667, safe area top 20
        id       x      y  width  height
        box  137.5  308.5    100      50

        """)
  }

  @Test func jsonHasOneObjectPerScene() {
    let solve = run(["solve", "-", "--format", "json", "--scene", "s2", "--device", "retina6_12"])
    #expect(solve.status == 0)
    #expect(
      solve.output == """
        {
          "scenes": [
            {
              "diagnostics": [],
              "id": "s2",
              "name": "DetailViewController",
              "states": [
                {
                  "animation": null,
                  "changed": [],
                  "constants": [],
                  "event": null,
                  "frames": {
                    "box": {"height": 50, "width": 100, "x": 146.5, "y": 401}
                  }
                }
              ]
            }
          ]
        }

        """)
    let all = run(["solve", "-", "--format", "json"])
    #expect(all.output.contains(#""id": "s1""#) && all.output.contains(#""id": "s2""#))
    // A view's userLabel is a member of its frame.
    #expect(
      all.output.contains(
        #""note": {"height": 21, "label": "Note", "width": 80, "x": 20, "y": 79}"#),
      "\(all.output)")
  }

  @Test func anotherDeviceAndOrientation() {
    let solve = run(["solve", "-", "--scene", "s1", "--device", "retina6_12"])
    // 59 below the top of the iPhone 14 Pro's safe area, plus 30.
    #expect(solve.output.contains("title        20   89    100      21"))
    // A view's userLabel is shown beside its id.
    #expect(solve.output.contains("note (Note)  20  118     80      21"))
    #expect(solve.output.contains("root 393 × 852, safe area top 59, bottom 34"))
    let landscape = run(["solve", "-", "--scene", "s2", "--orientation", "landscape"])
    // 667 × 375 and no status bar: the box at ((667 − 100) / 2, (375 − 50) / 2).
    #expect(landscape.output.contains("box  283.5  162.5    100      50"), "\(landscape.output)")
  }

  @Test func renderDrawsOneScene() {
    let render = run(["render", "-"])
    #expect(render.status == 64)
    #expect(render.output == "")
    #expect(
      render.errors.hasPrefix(
        "Error: The document '<stdin>' has 2 scenes and 'render' draws one: choose it with "
          + "'--scene <scene>' ('s1' (LoginViewController), 's2' (DetailViewController)).\n"))
    let one = run(["render", "-", "--scene", "s2"])
    #expect(one.status == 0)
    #expect(one.output.contains(#"data-view="box""#))
    // A view's userLabel is drawn and named beside its id.
    let labeled = run(["render", "-", "--scene", "s1"])
    #expect(labeled.output.contains("<title>note (Note): frame (20, 79, 80, 21)</title>"))
  }

  @Test func explainFindsTheSceneOfTheView() {
    let explain = run(["explain", "-", "box.centerX"])
    #expect(explain.status == 0)
    #expect(explain.output.hasPrefix("box.centerX = 187.5\n"))
  }

  @Test func badScenesDevicesAndOptions() {
    let scene = run(["check", "-", "--scene", "s3"])
    #expect(scene.status == 65)
    #expect(
      scene.errors
        == "<stdin>: error: The document '<stdin>' has no scene 's3'. Did you mean 's1'?\n"
        + "  fix: Use '--scene s1'. Its scenes are 's1' (LoginViewController), 's2' "
        + "(DetailViewController).\n")
    let device = run(["solve", "-", "--device", "retina6_2"])
    #expect(device.status == 64)
    #expect(
      device.errors.hasPrefix(
        "Error: The value 'retina6_2' is invalid for '--device <device>'. Did you mean "))
    let orientation = run(["solve", "-", "--orientation", "upside-down"])
    #expect(orientation.status == 64)
    // A layout file takes none of the options of Interface Builder documents.
    let layout = CLITestSupport.run(
      ["check", "-", "--scene", "s1"],
      standardInput: #"{"root": {"width": 375, "height": 812}, "views": []}"#)
    #expect(layout.status == 64)
    #expect(
      layout.errors.hasPrefix(
        "Error: The option '--scene' applies to Interface Builder documents; '<stdin>' is a "
          + "layout file.\n"))
  }

  @Test func sizeClassesFollowTheDeviceOrTraits() {
    // Scene s2 with the box's width 200 in a regular width: on the iPhone 8 (wC hR) it stays
    // 100; with '--traits wR hR' it is 200, centered: ((375 − 200) / 2, 308.5); on an iPhone 8
    // Plus in landscape (736 × 414, wR hC) too: ((736 − 200) / 2, (414 − 50) / 2).
    let varied = Self.storyboard.replacingOccurrences(
      of: #"<constraint firstAttribute="width" constant="100" id="c7"/>"#,
      with: #"<constraint firstAttribute="width" constant="100" id="c7">"#
        + #"<variation key="widthClass=regular" constant="200"/></constraint>"#)
    func solve(_ options: [String]) -> CLIRun {
      CLITestSupport.run(["solve", "-", "--scene", "s2"] + options, standardInput: varied)
    }
    #expect(solve([]).output.contains("box  137.5  308.5    100      50"), "\(solve([]).output)")
    let regular = solve(["--traits", "wR hR"])
    #expect(regular.status == 0)
    #expect(regular.output.contains("box  87.5  308.5    200      50"), "\(regular.output)")
    let plus = solve(["--device", "retina5_5", "--orientation", "landscape"])
    #expect(plus.output.contains("box  268  182    200      50"), "\(plus.output)")
    // The option's value is checked before the input is read.
    let wrong = solve(["--traits", "wide"])
    #expect(wrong.status == 64)
    #expect(
      wrong.errors.hasPrefix(
        "Error: The value 'wide' is invalid for '--traits <size classes>'.\n"
          + "Help:  --traits <size classes>  One width class, 'wC' or 'wR', and one height "
          + "class, 'hC' or 'hR', as in 'wR hC'.\n"))
    let layout = CLITestSupport.run(
      ["solve", "-", "--traits", "wR hC"],
      standardInput: #"{"root": {"width": 375, "height": 812}, "views": []}"#)
    #expect(layout.status == 64)
    #expect(
      layout.errors.hasPrefix(
        "Error: The option '--traits' applies to Interface Builder documents; '<stdin>' is a "
          + "layout file.\n"))
  }

  @Test func theTextModelMeasuresLabelsByTheirText() {
    // The labels have no font: the system's 17 points, characters of 8.5 on lines of 20.4.
    // "Welcome" and "Sign in" are 59.5 wide; the note is 8 below the title's 50 + 20.4;
    // "Welcome back" is 12 × 8.5 = 102.
    let solve = run([
      "solve", "-", "--scene", "s1", "--text-model", "--event", "set-text title Welcome back",
    ])
    #expect(solve.status == 0)
    #expect(
      solve.output
        == "Scene 's1' (LoginViewController)\n"
        + "Initial layout: root 375 × 667, safe area top 20\n"
        + "id            x     y  width  height\n"
        + "title        20    50   59.5    20.4\n"
        + "note (Note)  20  78.4   59.5    20.4\n\n"
        + "After --event 'set-text title Welcome back'\n"
        + "Animation: none (immediate)\n"
        + "id      x   y       width  height\n"
        + "title  20  50  59.5 → 102    20.4\n")
    // Without it, a label keeps its stored size, which no text changes.
    let stored = run(["solve", "-", "--scene", "s1", "--event", "set-text title Welcome back"])
    #expect(stored.status == 65)
    #expect(
      stored.errors
        == "<command line>: error: View 'title' in --event 'set-text title Welcome back' has no "
        + "text to set.\n"
        + "  fix: Measure the document's labels by their text ('--text-model', or 'measuresText' "
        + "in the library); their stored sizes do not follow a text.\n")
  }

  @Test func otherXMLIsNotADocument() {
    let run = CLITestSupport.run(["check", "-"], standardInput: "  <layout width=\"375\"/>\n")
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(
      run.errors
        == "<stdin>:1:3: error: This is not an iOS Interface Builder document: its root element "
        + "is '<layout>', not '<document>'.\n"
        + "  fix: Interface Builder documents start with '<document "
        + "type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" …>' (a xib) or "
        + "'com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB' (a storyboard); a layout file "
        + "is a JSON object, such as '{ \"root\": { \"width\": 375, \"height\": 812 }, "
        + "\"views\": [] }'.\n")
  }
}
