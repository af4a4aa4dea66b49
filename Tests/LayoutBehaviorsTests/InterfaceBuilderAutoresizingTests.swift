import Testing

@testable import LayoutBehaviors

/// Views that keep their frames through their autoresizing masks, laid out at other sizes than
/// the stored one: known answers worked by hand, and a sweep of such a scene.
@Suite struct InterfaceBuilderAutoresizingTests {
  /// A 400 × 800 root with fixed-frame views, each with another mask.
  static let document = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <scenes><scene sceneID="s"><objects><viewController id="vc">
      <view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="400" height="800"/>
        <subviews>
          <view id="stretch">
            <rect key="frame" x="20" y="0" width="360" height="10"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
          </view>
          <view id="right">
            <rect key="frame" x="300" y="20" width="80" height="10"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
          </view>
          <view id="center">
            <rect key="frame" x="150" y="40" width="100" height="10"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMaxY="YES"/>
          </view>
          <view id="share">
            <rect key="frame" x="100" y="60" width="200" height="10"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxY="YES"/>
          </view>
          <view id="fixed">
            <rect key="frame" x="300" y="80" width="50" height="10"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          </view>
          <view id="tall">
            <rect key="frame" x="0" y="100" width="10" height="600"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" heightSizable="YES"/>
          </view>
        </subviews>
      </view>
    </viewController></objects></scene></scenes>
    </document>
    """

  static func scene(width: Double, height: Double) throws -> LayoutScene {
    let read = InterfaceBuilderReader.read(Array(document.utf8), fileName: "a.storyboard")
    let file = try #require(read.file, "\(read.diagnostics)")
    let scene = try #require(file.scenes.first)
    return LayoutScene(
      document: scene.layoutDocument(
        fileName: "a.storyboard", size: (width, height), safeArea: .zero,
        rootMargins: EdgeInsets(all: 8)))
  }

  static func frame(_ id: String, in layout: LayoutScene) -> Rect? {
    layout.views.first { $0.identifier == id }?.frame
  }

  @Test func atTheStoredSizeEveryViewKeepsItsFrame() throws {
    let layout = try Self.scene(width: 400, height: 800)
    #expect(Self.frame("stretch", in: layout) == Rect(x: 20, y: 0, width: 360, height: 10))
    #expect(Self.frame("right", in: layout) == Rect(x: 300, y: 20, width: 80, height: 10))
    #expect(Self.frame("center", in: layout) == Rect(x: 150, y: 40, width: 100, height: 10))
    #expect(Self.frame("share", in: layout) == Rect(x: 100, y: 60, width: 200, height: 10))
    #expect(Self.frame("fixed", in: layout) == Rect(x: 300, y: 80, width: 50, height: 10))
    #expect(Self.frame("tall", in: layout) == Rect(x: 0, y: 100, width: 10, height: 600))
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func aSmallerRootIsSharedAmongTheFlexibleParts() throws {
    // 100 narrower and 100 shorter.
    let layout = try Self.scene(width: 300, height: 700)
    // Flexible width, fixed margins: 20 on each side.
    #expect(Self.frame("stretch", in: layout) == Rect(x: 20, y: 0, width: 260, height: 10))
    // Flexible left margin: the right margin (20) and the width stay.
    #expect(Self.frame("right", in: layout) == Rect(x: 200, y: 20, width: 80, height: 10))
    // Both margins flexible and equal: still centered.
    #expect(Self.frame("center", in: layout) == Rect(x: 100, y: 40, width: 100, height: 10))
    // Left margin (100) and width (200) share the 100 lost in proportion, a third and two
    // thirds: 66.67 and 133.33; the right margin stays 100.
    let share = try #require(Self.frame("share", in: layout))
    #expect(abs(share.x - 200.0 / 3) < 1e-9 && abs(share.width - 400.0 / 3) < 1e-9)
    // Only the right margin is flexible: the frame stays.
    #expect(Self.frame("fixed", in: layout) == Rect(x: 300, y: 80, width: 50, height: 10))
    // Flexible height, fixed margins (100 above, 100 below).
    #expect(Self.frame("tall", in: layout) == Rect(x: 0, y: 100, width: 10, height: 500))
  }

  @Test func aSweepFindsTheViewThatDoesNotFollow() throws {
    let layout = try Self.scene(width: 400, height: 800)
    let report = LayoutSweep(scene: layout).run(widths: 300...500)
    // 'fixed' ends at 350: it passes the root's edge by more than half a point below 349.5.
    #expect(report.failures.map(\.check) == [.outsideSuperview])
    #expect(report.failures.first?.views == ["fixed"])
    #expect(
      report.failures.first?.boundaries == [
        LayoutSweep.Boundary(axis: .width, value: 349.5, side: .below)
      ])
  }

  /// The frame a mask's pins give along one axis in a superview of `size`, from 0.
  static func span(
    _ pins: [SceneDocumentBuilder.AutoresizingPin], in size: Double
  ) -> (start: Double, length: Double)? {
    var values: [LayoutAttribute: Double] = [:]
    for pin in pins {
      var owner = 0.0
      switch pin.ownerAttribute {
      case .left: owner = 0
      case .right, .width: owner = size
      case .centerX: owner = size / 2
      default: return nil
      }
      values[pin.attribute] = (pin.relative ? owner * pin.multiplier : 0) + pin.constant
    }
    if let left = values[.left], let width = values[.width] { return (left, width) }
    if let right = values[.right], let width = values[.width] { return (right - width, width) }
    if let left = values[.left], let right = values[.right] { return (left, right - left) }
    if let center = values[.centerX], let width = values[.width] {
      return (center - width / 2, width)
    }
    return nil
  }

  @Test func everyMaskKeepsTheStoredFrameAtTheStoredSize() throws {
    // A view 30 from the left, 50 wide, in 200 (120 after it); and a centered one, 75 from
    // each side.
    for (start, length) in [(30.0, 50.0), (75.0, 50.0)] {
      for before in [false, true] {
        for middle in [false, true] {
          for after in [false, true] {
            let pins = SceneDocumentBuilder.autoresizingPins(
              start: start, length: length, in: 200, flexible: (before, middle, after),
              axis: (.left, .width, .right, .centerX))
            let mask = "\(start) \(before) \(middle) \(after)"
            let stored = try #require(Self.span(pins, in: 200), "\(mask)")
            #expect(
              abs(stored.start - start) < 1e-9 && abs(stored.length - length) < 1e-9, "\(mask)")
            // 100 more: the flexible parts take it in proportion to their sizes.
            let grown = try #require(Self.span(pins, in: 300), "\(mask)")
            let parts = [start, length, 200 - start - length]
            let flexible = [before, middle, after]
            let total = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
            var expected = parts
            for index in 0..<3 where flexible[index] && total > 0 {
              expected[index] += 100 * parts[index] / total
            }
            // The start moves only with a flexible margin before it, and not when both
            // margins flex around a view that is not centered (no anchor can say that share).
            if !before || (after && start != 75) { expected[0] = start }
            #expect(abs(grown.length - expected[1]) < 1e-9, "\(mask): \(grown)")
            #expect(abs(grown.start - expected[0]) < 1e-9, "\(mask): \(grown)")
          }
        }
      }
    }
  }
}
