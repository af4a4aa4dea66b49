// Reading an Interface Builder document against reading the same layout as a layout file: a
// 300-view storyboard scene, and the JSON layout file of the same views and constraints, each
// parsed from its bytes, built into a `LayoutScene` and solved, with every frame read.
//
//   swift build -c release && .build/release/ib-bench [--rounds N] [--rows N] [--write DIR]
//     [--only storyboard|layout-file]
//
// Both documents are generated here, deterministically, from one description of the screen.
// Before timing, both are read once and must give the same frames (the program stops
// otherwise). The two sides then alternate, round by round; the program prints each side's
// median, minimum and maximum, the ratio of the medians and the median of the paired ratios.
// `--write DIR` also writes the two documents there (`screen.storyboard`, `screen.json`), for
// `layout-cli` or a profiler. `--only` runs the rounds of one side alone (after the same check),
// for instruction counts by difference of two round counts under callgrind.

import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds from a monotonic clock.
func now() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// A duration with its unit, three significant digits.
func format(_ seconds: Double) -> String {
  let (value, unit): (Double, String) =
    seconds < 1e-3 ? (seconds * 1e6, "µs") : seconds < 1 ? (seconds * 1e3, "ms") : (seconds, "s")
  let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return (digits == 0 ? String(Int(rounded)) : String(rounded)) + " " + unit
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func fail(_ message: String) -> Never {
  print("ib-bench: error: \(message)")
  exit(1)
}

// MARK: - The screen

/// The screen both documents describe, on an iPhone 11 (`retina6_1`, 414 × 896; Xcode 15's
/// safe area, 48 at the top and 34 at the bottom): `rows` rows, each of six views.
///
/// Row *i* is a container pinned to the root's leading and trailing edges (inset by 16), below
/// the previous row (the first below the safe area's top) and 44 high; in it a label at the
/// container's leading margin, a button at its trailing margin with at least 8 points between
/// them, and a horizontal stack (fill equally, spacing 4) of two labels, a quarter of the
/// container's width (less 4), centred at priority 750. The labels and buttons take their stored
/// sizes as intrinsic sizes, as Interface Builder's do; the stored frames are the solved ones.
struct Screen {
  var rows: Int
  var viewCount: Int { rows * 6 }

  static let width = 414.0
  static let height = 896.0
  static let safeTop = 48.0
  static let safeBottom = 34.0

  func labelWidth(_ row: Int) -> Double { 60 + Double(row % 7) * 5 }
  func buttonWidth(_ row: Int) -> Double { 44 + Double(row % 3) * 10 }
  func smallWidth(_ row: Int, _ index: Int) -> Double { 20 + Double((row + index) % 4) * 3 }

  /// The frames the layout solves to, by view id, in each view's superview's coordinates.
  func frame(of id: String, row: Int) -> (x: Double, y: Double, width: Double, height: Double) {
    let containerWidth = Self.width - 32
    let stackWidth = containerWidth * 0.25 - 4
    switch id {
    case "row": return (16, Self.safeTop + 8 + Double(row) * 52, containerWidth, 44)
    case "label": return (8, 11.75, labelWidth(row), 20.5)
    case "button": return (containerWidth - 8 - buttonWidth(row), 5, buttonWidth(row), 34)
    case "stack": return ((containerWidth - stackWidth) / 2, 11.75, stackWidth, 20.5)
    case "a": return (0, 0, (stackWidth - 4) / 2, 20.5)
    default: return ((stackWidth - 4) / 2 + 4, 0, (stackWidth - 4) / 2, 20.5)
    }
  }

  // MARK: The storyboard

  func storyboard() -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
              <capability name="System colors in document resources" minToolsVersion="11.0"/>
          </dependencies>
          <scenes>
              <!--Rows-->
              <scene sceneID="scene">
                  <objects>
                      <viewController id="vc" customClass="RowsViewController" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>

      """
    var rootConstraints = ""
    for row in 0..<rows {
      func rect(_ id: String) -> String {
        let f = frame(of: id, row: row)
        return
          #"<rect key="frame" x="\#(f.x)" y="\#(f.y)" width="\#(f.width)" height="\#(f.height)"/>"#
      }
      let r = "r\(row)"
      text += """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(r)" userLabel="Row \(row)">
                                    \(rect("row"))
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title \(row)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(r)-label">
                                            \(rect("label"))
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(r)-button">
                                            \(rect("button"))
                                            <state key="normal" title="Go"/>
                                        </button>
                                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="\(r)-stack">
                                            \(rect("stack"))
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="\(r)-a">
                                                    \(rect("a"))
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="\(r)-b">
                                                    \(rect("b"))
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="\(r)-label" firstAttribute="leading" secondItem="\(r)" secondAttribute="leadingMargin" id="\(r)-c1"/>
                                        <constraint firstItem="\(r)-label" firstAttribute="centerY" secondItem="\(r)" secondAttribute="centerY" id="\(r)-c2"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="\(r)-button" secondAttribute="trailing" id="\(r)-c3"/>
                                        <constraint firstItem="\(r)-button" firstAttribute="centerY" secondItem="\(r)" secondAttribute="centerY" id="\(r)-c4"/>
                                        <constraint firstItem="\(r)-button" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="\(r)-label" secondAttribute="trailing" constant="8" id="\(r)-c5"/>
                                        <constraint firstItem="\(r)-stack" firstAttribute="width" secondItem="\(r)" secondAttribute="width" multiplier="0.25" constant="-4" id="\(r)-c6"/>
                                        <constraint firstItem="\(r)-stack" firstAttribute="centerX" secondItem="\(r)" secondAttribute="centerX" priority="750" identifier="stack-centre-\(row)" id="\(r)-c7"/>
                                        <constraint firstItem="\(r)-stack" firstAttribute="centerY" secondItem="\(r)" secondAttribute="centerY" id="\(r)-c8"/>
                                    </constraints>
                                </view>

        """
      let above =
        row == 0
        ? #"secondItem="safe" secondAttribute="top" constant="8""#
        : #"secondItem="r\#(row - 1)" secondAttribute="bottom" constant="8""#
      rootConstraints += """
                                <constraint firstItem="\(r)" firstAttribute="top" \(above) id="\(r)-top"/>
                                <constraint firstItem="\(r)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="\(r)-leading"/>
                                <constraint firstAttribute="trailing" secondItem="\(r)" secondAttribute="trailing" constant="16" id="\(r)-trailing"/>
                                <constraint firstItem="\(r)" firstAttribute="height" constant="44" id="\(r)-height"/>

        """
    }
    text += """
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                              <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                              <constraints>

      """
    text += rootConstraints
    text += """
                              </constraints>
                          </view>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="first" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                  </objects>
                  <point key="canvasLocation" x="139" y="4"/>
              </scene>
          </scenes>
          <resources>
              <systemColor name="systemBackgroundColor">
                  <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
              </systemColor>
          </resources>
      </document>

      """
    return text
  }

  // MARK: The layout file

  func layoutFile() -> String {
    var views: [String] = []
    var constraints: [String] = []
    for row in 0..<rows {
      let r = "r\(row)"
      let label = frame(of: "label", row: row)
      let button = frame(of: "button", row: row)
      let a = frame(of: "a", row: row)
      let b = frame(of: "b", row: row)
      views += [
        #"{ "id": "\#(r)" }"#,
        #"{ "id": "\#(r)-label", "parent": "\#(r)", "intrinsicSize": { "width": \#(label.width), "height": \#(label.height) }, "hugging": { "horizontal": 251, "vertical": 251 } }"#,
        #"{ "id": "\#(r)-button", "parent": "\#(r)", "intrinsicSize": { "width": \#(button.width), "height": \#(button.height) }, "hugging": { "horizontal": 251 } }"#,
        #"{ "id": "\#(r)-stack", "parent": "\#(r)", "stack": { "axis": "horizontal", "distribution": "fillEqually", "spacing": 4 } }"#,
        #"{ "id": "\#(r)-a", "parent": "\#(r)-stack", "intrinsicSize": { "width": \#(a.width), "height": \#(a.height) } }"#,
        #"{ "id": "\#(r)-b", "parent": "\#(r)-stack", "intrinsicSize": { "width": \#(b.width), "height": \#(b.height) } }"#,
      ]
      let above = row == 0 ? "root.safeArea.top" : "r\(row - 1).bottom"
      constraints += [
        #"{ "id": "\#(r)-top", "constraint": "\#(r).top == \#(above) + 8" }"#,
        #"{ "id": "\#(r)-leading", "constraint": "\#(r).leading == root.leading + 16" }"#,
        #"{ "id": "\#(r)-trailing", "constraint": "root.trailing == \#(r).trailing + 16" }"#,
        #"{ "id": "\#(r)-height", "constraint": "\#(r).height == 44" }"#,
        #"{ "id": "\#(r)-c1", "constraint": "\#(r)-label.leading == \#(r).margins.leading" }"#,
        #"{ "id": "\#(r)-c2", "constraint": "\#(r)-label.centerY == \#(r).centerY" }"#,
        #"{ "id": "\#(r)-c3", "constraint": "\#(r).margins.trailing == \#(r)-button.trailing" }"#,
        #"{ "id": "\#(r)-c4", "constraint": "\#(r)-button.centerY == \#(r).centerY" }"#,
        #"{ "id": "\#(r)-c5", "constraint": "\#(r)-button.leading >= \#(r)-label.trailing + 8" }"#,
        #"{ "id": "\#(r)-c6", "constraint": "\#(r)-stack.width == 0.25 * \#(r).width - 4" }"#,
        #"{ "id": "\#(r)-c7", "constraint": "\#(r)-stack.centerX == \#(r).centerX @ 750" }"#,
        #"{ "id": "\#(r)-c8", "constraint": "\#(r)-stack.centerY == \#(r).centerY" }"#,
      ]
    }
    return """
      {
        "description": "Rows",
        "root": { "width": \(Self.width), "height": \(Self.height), "safeArea": { "top": \(Self.safeTop), "bottom": \(Self.safeBottom) } },
        "views": [
          \(views.joined(separator: ",\n    "))
        ],
        "constraints": [
          \(constraints.joined(separator: ",\n    "))
        ]
      }

      """
  }
}

// MARK: - The two paths

/// Interface Builder: the bytes parsed, the first scene built and solved, its frames read.
func solveStoryboard(_ bytes: [UInt8]) -> [ViewFrame] {
  let document: InterfaceBuilderDocument
  switch InterfaceBuilderDocument.parse(bytes, fileName: "screen.storyboard") {
  case .success(let parsed): document = parsed
  case .failure(let errors): fail("the storyboard is rejected: \(errors.diagnostics)")
  }
  guard let scene = document.scenes.first else { fail("the storyboard has no scene") }
  return LayoutScene(document: scene.layout).frames
}

/// The layout file: the bytes parsed, the scene built and solved, its frames read.
func solveLayoutFile(_ bytes: [UInt8]) -> [ViewFrame] {
  switch LayoutDocument.parse(bytes, fileName: "screen.json") {
  case .success(let document): return LayoutScene(document: document).frames
  case .failure(let errors): fail("the layout file is rejected: \(errors.diagnostics)")
  }
}

/// Stops unless both paths give the same frames, and the frames the screen describes.
func checkAgreement(_ screen: Screen, storyboard: [UInt8], layoutFile: [UInt8]) {
  let fromStoryboard = solveStoryboard(storyboard)
  let fromLayoutFile = solveLayoutFile(layoutFile)
  guard fromStoryboard.count == screen.viewCount, fromLayoutFile.count == screen.viewCount else {
    fail("\(fromStoryboard.count) and \(fromLayoutFile.count) frames for \(screen.viewCount) views")
  }
  for (a, b) in zip(fromStoryboard, fromLayoutFile) {
    guard a.identifier == b.identifier, a.superviewIdentifier == b.superviewIdentifier,
      a.frame == b.frame, a.frameInRoot == b.frameInRoot
    else { fail("the two documents disagree: \(a) against \(b)") }
  }
  for frame in fromStoryboard {
    let parts = frame.identifier.split(separator: "-")
    guard let row = Int(parts[0].dropFirst()) else { fail("unexpected view \(frame.identifier)") }
    let expected = screen.frame(of: parts.count == 1 ? "row" : String(parts[1]), row: row)
    let solved = frame.frame
    guard abs(solved.x - expected.x) < 1e-6, abs(solved.y - expected.y) < 1e-6,
      abs(solved.width - expected.width) < 1e-6, abs(solved.height - expected.height) < 1e-6
    else { fail("\(frame.identifier) is at \(solved), expected \(expected)") }
  }
}

// MARK: - Main

var rounds = 31
var rows = 50
var writeDirectory: String? = nil
var only: String? = nil
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--rounds": rounds = max(1, arguments.next().flatMap { Int($0) } ?? rounds)
  case "--rows": rows = max(1, arguments.next().flatMap { Int($0) } ?? rows)
  case "--write": writeDirectory = arguments.next()
  case "--only":
    only = arguments.next()
    guard only == "storyboard" || only == "layout-file" else {
      print("usage: --only storyboard|layout-file")
      exit(64)
    }
  default:
    print(
      "usage: ib-bench [--rounds N] [--rows N] [--write DIR] [--only storyboard|layout-file]")
    exit(64)
  }
}

let screen = Screen(rows: rows)
let storyboard = Array(screen.storyboard().utf8)
let layoutFile = Array(screen.layoutFile().utf8)
if let directory = writeDirectory {
  for (name, bytes) in [("screen.storyboard", storyboard), ("screen.json", layoutFile)] {
    guard let file = fopen(directory + "/" + name, "w") else { fail("cannot write \(name)") }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }
}
checkAgreement(screen, storyboard: storyboard, layoutFile: layoutFile)

var ibTimes: [Double] = []
var jsonTimes: [Double] = []
nonisolated(unsafe) var checksum = 0.0
/// Times one read of `bytes` by `solve`, and keeps its frames' last value.
func time(_ solve: ([UInt8]) -> [ViewFrame], _ bytes: [UInt8]) -> Double {
  let start = now()
  let frames = solve(bytes)
  let end = now()
  checksum += frames.last?.frameInRoot.y ?? 0
  return Double(end - start) / 1e9
}
// One untimed round warms the heap and the caches; then the sides alternate which goes first.
_ = time(solveStoryboard, storyboard)
_ = time(solveLayoutFile, layoutFile)
if let only {
  for _ in 0..<rounds {
    if only == "storyboard" {
      _ = time(solveStoryboard, storyboard)
    } else {
      _ = time(solveLayoutFile, layoutFile)
    }
  }
  print("(\(rounds) rounds of \(only) only; checksum \(checksum))")
  exit(0)
}
for round in 0..<rounds {
  if round % 2 == 0 {
    ibTimes.append(time(solveStoryboard, storyboard))
    jsonTimes.append(time(solveLayoutFile, layoutFile))
  } else {
    jsonTimes.append(time(solveLayoutFile, layoutFile))
    ibTimes.append(time(solveStoryboard, storyboard))
  }
}
let paired = median(zip(ibTimes, jsonTimes).map { $0 / $1 })
let ratio = median(ibTimes) / median(jsonTimes)
print("### Reading a \(screen.viewCount)-view screen (\(rounds) rounds, interleaved)\n")
print("| document | bytes | median | min | max |")
print("|---|---|---|---|---|")
print(
  "| storyboard: parse, scene, solve, frames | \(storyboard.count) | \(format(median(ibTimes))) "
    + "| \(format(ibTimes.min()!)) | \(format(ibTimes.max()!)) |")
print(
  "| layout file: parse, scene, solve, frames | \(layoutFile.count) | "
    + "\(format(median(jsonTimes))) | \(format(jsonTimes.min()!)) | \(format(jsonTimes.max()!)) |")
print("")
print(
  "storyboard / layout file: \(String((ratio * 100).rounded() / 100))× (ratio of medians), "
    + "\(String((paired * 100).rounded() / 100))× (median of paired ratios)")
print("(checksum \(checksum))")
