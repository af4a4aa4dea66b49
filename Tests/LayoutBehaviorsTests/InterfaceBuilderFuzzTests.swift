import TestSupport
import Testing

@testable import LayoutBehaviors

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Feeds mutated Interface Builder documents and random bytes to
/// ``InterfaceBuilderDocument/parse(_:fileName:device:landscape:traits:measuresText:)-([UInt8],_,_,_,_,_)``
/// (labels measured by their text): nothing may crash or hang, a document that parses has every
/// scene built and solved (none of its constraints refused by the scene), a rejected one has at
/// least one error, every diagnostic has a location inside the input, and the same bytes parsed
/// twice give the same diagnostics and the same solved
/// frames.
///
/// The seed is printed on failure; set `IB_FUZZ_SEED` to replay a run. `swift test` runs a tenth
/// of the cases, `TRELLIS_RANDOM_SCALE=1` (as `.ci/run`) all of them, and a larger factor that
/// many times more (``TestScale``).
@Suite("Interface Builder fuzzing")
struct InterfaceBuilderFuzzTests {
  static var seed: UInt64 {
    if let text = getenv("IB_FUZZ_SEED"), let value = UInt64(String(cString: text)) {
      return value
    }
    return 0x1B_F022_5EED
  }

  /// A storyboard of one view controller: a safe area, a stack view of two labels (one with a
  /// font and a number of lines), a button, and constraints to margins and the safe area with
  /// multipliers, relations, priorities and an identifier; size-class variations of a
  /// constant, the stack's spacing and an installed constraint.
  static let stackStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Profile-->
            <scene sceneID="sc1">
                <objects>
                    <viewController id="vc1" customClass="ProfileViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" axis="vertical" distribution="fill" alignment="leading" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="20" y="68" width="374" height="49"/>
                                    <subviews>
                                        <label text="Name" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" id="name" userLabel="Name">
                                            <rect key="frame" x="0.0" y="0.0" width="45" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label text="Bio &amp; more" translatesAutoresizingMaskIntoConstraints="NO" verticalCompressionResistancePriority="751" id="bio">
                                            <rect key="frame" x="0.0" y="28.5" width="90" height="20.5"/>
                                        </label>
                                    </subviews>
                                    <variation key="heightClass=regular" spacing="10"/>
                                </stackView>
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                                    <rect key="frame" x="20" y="137" width="187" height="44"/>
                                    <state key="normal" title="Save"/>
                                </button>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                    <rect key="frame" x="20" y="201" width="374" height="187"/>
                                    <color key="backgroundColor" systemColor="systemGray6Color"/>
                                    <edgeInsets key="layoutMargins" top="4" left="12" bottom="4" right="12"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="s1">
                                    <variation key="widthClass=compact" constant="24"/>
                                </constraint>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="s2"/>
                                <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailing" id="s3"/>
                                <constraint firstItem="save" firstAttribute="top" secondItem="stack" secondAttribute="bottom" constant="20" id="b1"/>
                                <constraint firstItem="save" firstAttribute="leading" secondItem="stack" secondAttribute="leading" id="b2"/>
                                <constraint firstItem="save" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" constant="-20" id="b3"/>
                                <constraint firstItem="card" firstAttribute="top" relation="greaterThanOrEqual" secondItem="save" secondAttribute="bottom" constant="20" id="k1"/>
                                <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" priority="750" identifier="card-leading" id="k2"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="k3"/>
                                <constraint firstItem="card" firstAttribute="height" secondItem="card" secondAttribute="width" multiplier="1:2" id="k4"/>
                                <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerXWithinMargins" priority="250" id="k5"/>
                                <constraint firstItem="card" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="safe" secondAttribute="bottom" id="k6"/>
                            </constraints>
                            <variation key="heightClass=regular">
                                <mask key="constraints">
                                    <exclude reference="k5"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="131.8840579710145" y="93.75"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemGray6Color">
                <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
        </resources>
    </document>
    """

  /// A xib of one top-level view: a title, an image view and a fixed-frame badge.
  static let cellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="top" customClass="CardView">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <subviews>
                    <imageView contentMode="scaleAspectFit" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="8" y="8" width="40" height="40"/>
                    </imageView>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="56" y="18" width="256" height="20.5"/>
                    </label>
                    <view id="badge">
                        <rect key="frame" x="280" y="90" width="30" height="20"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" id="i1"/>
                    <constraint firstItem="icon" firstAttribute="top" secondItem="top" secondAttribute="topMargin" id="i2"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="8" id="t1"/>
                    <constraint firstItem="title" firstAttribute="centerY" secondItem="icon" secondAttribute="centerY" id="t2"/>
                    <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="8" priority="999" id="t3"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="star" width="40" height="40"/>
        </resources>
    </document>
    """

  static let corpus: [String] = [
    stackStoryboard,
    cellXib,
    InterfaceBuilderReaderTests.storyboard,
    InterfaceBuilderSceneTests.login,
    InterfaceBuilderDocumentTests.storyboard(device: "retina4_7", width: 375, height: 667),
  ]

  /// Fragments to insert: XML's significant characters and constructs, and pieces of
  /// Interface Builder's elements.
  static let fragments: [String] = [
    "<", ">", "&", "\"", "'", "]]>", "<!--", "-->", "<![CDATA[", "<?", "?>", "</", "/>", "=",
    "&amp;", "&lt;", "&#38;", "&#x0;", "&#xD800;", "&bogus;", "<!DOCTYPE x>", " ", "\n", "\r",
    "\t", "\u{0}", "é", "😀", "\u{FEFF}", "<view id=\"x\">", "</view>", "<subviews>",
    "</subviews>", "<constraint firstAttribute=\"width\" constant=\"10\" id=\"z\"/>",
    "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>", "id=\"root\"",
    "secondItem=\"safe\"", " a=\"1\"", "<scene sceneID=\"q\">",
  ]

  /// Values to put in attributes: ids of the corpus, attribute and relation names (valid and
  /// not), numbers of every kind, flags.
  static let values: [String] = [
    "", "root", "safe", "stack", "name", "bio", "save", "card", "top", "icon", "title", "badge",
    "lbl", "stk", "field", "go", "v", "tg", "vc1", "nowhere", "leading", "trailing", "left",
    "right", "width", "height", "centerX", "centerY", "baseline", "firstBaseline",
    "lastBaseline", "leadingMargin", "topMargin", "bottomMargin", "centerXWithinMargins",
    "widht", "equal", "lessThanOrEqual", "greaterThanOrEqual", "greaterThan", "0", "-1", "0.5",
    "8", "20.5", "-0", "1e308", "-1e308", "1e999", "1e-320", "4e15", "999999999999999999999",
    "nan", "NaN", "inf", "infinite", "-infinity", "3:0", "3:4", "0:1", "1/0", "1/3", "2:1:1",
    ":", "/", "0x10", "1,5", " 8", "8 ", "YES", "NO", "yes", "vertical", "horizontal",
    "fillEqually", "fillProportionally", "equalSpacing", "center", "spacingType", "standard",
    "retina4_7", "retina9_9", "ipad12_9rounded", "landscape", "view", "contentView",
    "keyboard", "safeArea", "frame", "1000", "1001", "250", "751",
  ]

  /// Attribute names to add to elements.
  static let attributeNames: [String] = [
    "id", "key", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation",
    "multiplier", "constant", "priority", "identifier", "placeholder", "active",
    "translatesAutoresizingMaskIntoConstraints", "hidden", "misplaced", "ambiguous", "axis",
    "alignment", "distribution", "spacing", "x", "y", "width", "height", "sceneID", "type",
    "horizontalHuggingPriority", "verticalCompressionResistancePriority",
    "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "userLabel", "customClass",
    "image", "scrollEnabled", "insetsLayoutMarginsFromSafeArea", "orientation",
    "preservesSuperviewLayoutMargins", "layoutMarginsRelativeArrangement", "toolsVersion",
  ]

  @Test func theCorpusIsValid() throws {
    for text in Self.corpus {
      let document = try InterfaceBuilderDocument.parse(text, fileName: "fuzz.storyboard").get()
      #expect(!document.scenes.isEmpty)
      #expect(!document.warnings.contains { $0.severity == .error })
      for scene in document.scenes {
        #expect(LayoutScene(document: scene.layout).frames.count == scene.layout.views.count)
      }
      #expect(Self.check(Array(text.utf8)) == nil)
    }
  }

  @Test func mutatedBytesNeverCrash() {
    var generator = SplitMix64(seed: Self.seed)
    var failures: [String] = []
    for iteration in 0..<TestScale.count(1500) {
      var bytes = Array(Self.corpus[Int.random(in: 0..<Self.corpus.count, using: &generator)].utf8)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        Self.mutateBytes(&bytes, using: &generator)
      }
      if let failure = Self.check(bytes) {
        failures.append("iteration \(iteration): \(failure)\ninput: \(Self.show(bytes))")
        if failures.count >= 3 { break }
      }
    }
    #expect(failures.isEmpty, "seed \(Self.seed): \(failures.joined(separator: "\n\n"))")
  }

  @Test func mutatedElementsNeverCrash() throws {
    var generator = SplitMix64(seed: Self.seed &+ 1)
    var failures: [String] = []
    let trees = try Self.corpus.map {
      try #require(XMLParser.parse($0, fileName: "fuzz.storyboard").root)
    }
    for iteration in 0..<TestScale.count(1500) {
      var tree = trees[Int.random(in: 0..<trees.count, using: &generator)]
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        var target = Int.random(in: 0..<Self.elementCount(tree), using: &generator)
        Self.mutateTree(&tree, target: &target, using: &generator)
      }
      var text = ""
      Self.serialize(tree, indent: 0, into: &text)
      let bytes = Array(text.utf8)
      if let failure = Self.check(bytes) {
        failures.append("iteration \(iteration): \(failure)\ninput: \(Self.show(bytes))")
        if failures.count >= 3 { break }
      }
    }
    #expect(failures.isEmpty, "seed \(Self.seed &+ 1): \(failures.joined(separator: "\n\n"))")
  }

  @Test func garbageNeverCrashes() {
    var generator = SplitMix64(seed: Self.seed &+ 2)
    var failures: [String] = []
    for iteration in 0..<TestScale.count(1500) {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0..<120, using: &generator) {
        if Bool.random(using: &generator) {
          bytes.append(UInt8.random(in: 0...255, using: &generator))
        } else {
          let fragment = Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &generator)]
          bytes.append(contentsOf: fragment.utf8)
        }
      }
      if let failure = Self.check(bytes) {
        failures.append("iteration \(iteration): \(failure)\ninput: \(Self.show(bytes))")
        if failures.count >= 3 { break }
      }
      if case .success = InterfaceBuilderDocument.parse(bytes, fileName: "fuzz.storyboard") {
        failures.append("iteration \(iteration): garbage parsed\ninput: \(Self.show(bytes))")
      }
    }
    #expect(failures.isEmpty, "seed \(Self.seed &+ 2): \(failures.joined(separator: "\n\n"))")
  }

  // MARK: Checking

  /// What one parse gives, in a form two parses can be compared by: the diagnostics (the
  /// errors, or the document's warnings with its scenes' layouts'), and for each scene its stored
  /// frames, the solve's diagnostics and the solved frames (their numbers as bit patterns, so that
  /// a NaN equals itself).
  struct Outcome: Equatable {
    var diagnostics: [LayoutFileDiagnostic]
    var scenes: [SceneOutcome]
  }

  struct SceneOutcome: Equatable {
    var id: String
    var storedFrames: [InterfaceBuilderDocument.StoredFrame]
    var solveDiagnostics: [LayoutFileDiagnostic]
    var frames: [FrameBits]
  }

  struct FrameBits: Equatable {
    var identifier: String
    var superview: String?
    var bits: [UInt64]

    init(_ frame: ViewFrame) {
      identifier = frame.identifier
      superview = frame.superviewIdentifier
      let rects = [frame.frame, frame.frameInRoot]
      bits = rects.flatMap { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) }
    }
  }

  /// Parses the bytes (and lays out every scene) twice, and returns what is wrong with the
  /// outcome, if anything.
  static func check(_ bytes: [UInt8]) -> String? {
    let (first, problem) = outcome(of: bytes)
    if let problem { return problem }
    let (second, _) = outcome(of: bytes)
    if first != second { return "two parses differ" }
    let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    let diagnostics = first.diagnostics + first.scenes.flatMap(\.solveDiagnostics)
    for diagnostic in diagnostics {
      guard let location = diagnostic.location else { return "no location: \(diagnostic)" }
      guard diagnostic.file == "fuzz.storyboard", !diagnostic.message.isEmpty else {
        return "bad diagnostic: \(diagnostic)"
      }
      guard location.line >= 1, location.line <= lineCount + 1, location.column >= 1,
        location.offset >= 0, location.offset <= bytes.count
      else { return "location outside the input: \(diagnostic) (\(location.offset))" }
    }
    return nil
  }

  /// One parse of `bytes`, every scene built and solved; a problem when the result contradicts
  /// itself.
  static func outcome(of bytes: [UInt8]) -> (Outcome, String?) {
    // Labels measured by their text, so that mutated fonts and numbers of lines reach the text.
    switch InterfaceBuilderDocument.parse(bytes, fileName: "fuzz.storyboard", measuresText: true) {
    case .failure(let errors):
      let outcome = Outcome(diagnostics: errors.diagnostics, scenes: [])
      if !errors.diagnostics.contains(where: { $0.severity == .error }) {
        return (outcome, "failure without errors: \(errors.diagnostics)")
      }
      return (outcome, nil)
    case .success(let document):
      var scenes: [SceneOutcome] = []
      var problem: String?
      if document.warnings.contains(where: { $0.severity == .error }) {
        problem = "success with errors: \(document.warnings)"
      }
      for scene in document.scenes {
        let layout = LayoutScene(document: scene.layout)
        let frames = layout.frames
        if frames.count != scene.layout.views.count {
          problem = "scene '\(scene.id)': \(frames.count) frames for \(scene.layout.views.count)"
        }
        // A constraint the document holds that cannot be made is left out with a warning when
        // the document is read, never refused by the scene.
        if let refused = layout.diagnostics.first(where: { $0.kind == .activationFailed }) {
          problem = "scene '\(scene.id)': \(refused.fileDiagnostic)"
        }
        scenes.append(
          SceneOutcome(
            id: scene.id, storedFrames: scene.storedFrames,
            solveDiagnostics: layout.diagnostics.map(\.fileDiagnostic),
            frames: frames.map(FrameBits.init)))
      }
      return (Outcome(diagnostics: document.warnings, scenes: scenes), problem)
    }
  }

  static func show(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).debugDescription
  }

  // MARK: Byte mutations

  static func mutateBytes(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
    let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
    func end(upTo length: Int) -> Int {
      min(bytes.count, position + Int.random(in: 1...length, using: &generator))
    }
    switch Int.random(in: 0..<10, using: &generator) {
    case 0 where !bytes.isEmpty:
      bytes.removeSubrange(position..<end(upTo: 40))
    case 8, 9:
      // The next attribute value from `position` on is replaced, its quotes kept: the XML stays
      // well formed and the reader gets a value it may not expect.
      let quote = UInt8(ascii: "\"")
      guard let equals = bytes[position...].firstIndex(of: UInt8(ascii: "=")),
        equals + 1 < bytes.count, bytes[equals + 1] == quote,
        let close = bytes[(equals + 2)...].firstIndex(of: quote)
      else { break }
      let value = values[Int.random(in: 0..<values.count, using: &generator)]
      bytes.replaceSubrange((equals + 2)..<close, with: value.utf8)
    case 1 where !bytes.isEmpty:
      let slice = Array(bytes[position..<end(upTo: 200)])
      bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &generator))
    case 2 where bytes.count > 2:
      // Swaps two ranges that do not overlap.
      var cuts = (0..<4).map { _ in Int.random(in: 0...bytes.count, using: &generator) }
      cuts.sort()
      let a = Array(bytes[cuts[0]..<cuts[1]])
      let b = Array(bytes[cuts[2]..<cuts[3]])
      bytes.replaceSubrange(cuts[2]..<cuts[3], with: a)
      bytes.replaceSubrange(cuts[0]..<cuts[1], with: b)
    case 3:
      bytes.removeSubrange(position..<bytes.count)
    case 4:
      let random = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      bytes.insert(contentsOf: random, at: position)
    case 5:
      let value = values[Int.random(in: 0..<values.count, using: &generator)]
      bytes.insert(contentsOf: value.utf8, at: position)
    default:
      let fragment = fragments[Int.random(in: 0..<fragments.count, using: &generator)]
      bytes.insert(contentsOf: fragment.utf8, at: position)
    }
  }

  // MARK: Element mutations

  static func elementCount(_ element: XMLElement) -> Int {
    1 + element.children.reduce(0) { $0 + elementCount($1) }
  }

  /// Mutates the element numbered `target` in pre-order.
  static func mutateTree(
    _ element: inout XMLElement, target: inout Int, using generator: inout SplitMix64
  ) {
    if target == 0 {
      mutateElement(&element, using: &generator)
      target = -1
      return
    }
    target -= 1
    for index in element.children.indices where target >= 0 {
      mutateTree(&element.children[index], target: &target, using: &generator)
    }
  }

  static func mutateElement(_ element: inout XMLElement, using generator: inout SplitMix64) {
    func randomValue() -> String {
      if Int.random(in: 0..<8, using: &generator) == 0 {
        // A short string of random scalars, some of which XML does not allow.
        let scalars = (0..<Int.random(in: 1...6, using: &generator)).compactMap { _ in
          Unicode.Scalar(UInt32.random(in: 0...0x2FF, using: &generator))
        }
        return String(String.UnicodeScalarView(scalars))
      }
      return values[Int.random(in: 0..<values.count, using: &generator)]
    }
    switch Int.random(in: 0..<8, using: &generator) {
    case 0...1 where !element.attributes.isEmpty:
      let index = Int.random(in: 0..<element.attributes.count, using: &generator)
      element.attributes[index].value = randomValue()
    case 2 where !element.attributes.isEmpty:
      element.attributes.remove(
        at: Int.random(in: 0..<element.attributes.count, using: &generator))
    case 3:
      let name = attributeNames[Int.random(in: 0..<attributeNames.count, using: &generator)]
      element.attributes.removeAll { $0.name == name }
      element.attributes.append(
        XMLAttribute(
          name: name, value: randomValue(), location: element.location,
          valueLocation: element.location))
    case 4 where !element.children.isEmpty:
      element.children.remove(at: Int.random(in: 0..<element.children.count, using: &generator))
    case 5 where !element.children.isEmpty:
      let index = Int.random(in: 0..<element.children.count, using: &generator)
      element.children.insert(
        element.children[index],
        at: Int.random(in: 0...element.children.count, using: &generator))
    case 6 where !element.children.isEmpty:
      // Deepens the nesting: a child wrapped in levels of `<subviews><view>`, or in copies of
      // itself.
      let index = Int.random(in: 0..<element.children.count, using: &generator)
      var child = element.children[index]
      let levels = Int.random(in: 0..<10, using: &generator) == 0 ? 300 : 8
      for level in 0..<Int.random(in: 1...levels, using: &generator) {
        if Bool.random(using: &generator) {
          var copy = child
          copy.children.append(child)
          child = copy
        } else {
          let frame = XMLElement(
            name: "rect",
            attributes: [
              ("key", "frame"), ("x", "0"), ("y", "0"), ("width", "10"), ("height", "10"),
            ]
            .map {
              XMLAttribute(
                name: $0.0, value: $0.1, location: child.location, valueLocation: child.location)
            }, location: child.location)
          let view = XMLElement(
            name: "view",
            attributes: [
              XMLAttribute(
                name: "id", value: "deep\(level)", location: child.location,
                valueLocation: child.location)
            ],
            children: [
              frame, XMLElement(name: "subviews", children: [child], location: child.location),
            ], location: child.location)
          child = XMLElement(name: "subviews", children: [view], location: child.location)
        }
        if elementCount(child) > 400 { break }
      }
      element.children[index] = child
    default:
      element.text += fragments[Int.random(in: 0..<fragments.count, using: &generator)]
    }
  }

  /// Writes an element back as XML text, one element a line (positions are computed again when
  /// it is parsed).
  static func serialize(_ element: XMLElement, indent: Int, into text: inout String) {
    text += String(repeating: " ", count: indent) + "<" + element.name
    for attribute in element.attributes {
      text += " " + attribute.name + "=\"" + escape(attribute.value, quote: true) + "\""
    }
    if element.children.isEmpty && element.text.isEmpty {
      text += "/>\n"
      return
    }
    text += ">" + escape(element.text, quote: false) + "\n"
    for child in element.children { serialize(child, indent: indent + 1, into: &text) }
    text += String(repeating: " ", count: indent) + "</" + element.name + ">\n"
  }

  static func escape(_ value: String, quote: Bool) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quote: result += "&quot;"
      case "\n" where quote: result += "&#10;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
