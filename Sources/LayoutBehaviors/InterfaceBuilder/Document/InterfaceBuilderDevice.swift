/// A device Interface Builder lays documents out for (`<device id="retina6_1">`): its screen
/// in points and the insets of its safe area.
///
/// Documents store the frames Interface Builder solved for their design device but not the
/// safe area's insets, which follow from the device, its orientation and the bars the view
/// controller simulates. ``catalog`` holds the devices Interface Builder writes, with the
/// insets UIKit gives their screens:
///
/// | id | device | portrait | scale | safe area, portrait | safe area, landscape |
/// |---|---|---|---|---|---|
/// | `retina3_5` | iPhone 4s | 320 × 480 | 2 | top 20 | none |
/// | `retina4_0` | iPhone SE (1st generation) | 320 × 568 | 2 | top 20 | none |
/// | `retina4_7` | iPhone 8, SE (2nd, 3rd) | 375 × 667 | 2 | top 20 | none |
/// | `retina5_5` | iPhone 8 Plus | 414 × 736 | 3 | top 20 | none |
/// | `retina5_9` | iPhone X, XS, 11 Pro | 375 × 812 | 3 | top 50 (44 before Xcode 14), bottom 34 | sides 44, bottom 21 |
/// | `retina6_1` | iPhone XR, 11 | 414 × 896 | 2 | top 48 (44 before Xcode 12.5), bottom 34 | sides 48 (44), bottom 21 |
/// | `retina6_5` | iPhone XS Max, 11 Pro Max | 414 × 896 | 3 | top 44, bottom 34 | sides 44, bottom 21 |
/// | `retina5_4` | iPhone 12 mini, 13 mini | 375 × 812 | 3 | top 50, bottom 34 | sides 50, bottom 21 |
/// | `retina6_0` | iPhone 12, 13, 14 | 390 × 844 | 3 | top 47, bottom 34 | sides 47, bottom 21 |
/// | `retina6_7` | iPhone 12 Pro Max, 13 Pro Max, 14 Plus | 428 × 926 | 3 | top 47, bottom 34 | sides 47, bottom 21 |
/// | `retina6_12` | iPhone 14 Pro, 15, 15 Pro, 16 | 393 × 852 | 3 | top 59, bottom 34 | sides 59, bottom 21 |
/// | `retina6_72` | iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus | 430 × 932 | 3 | top 59, bottom 34 | sides 59, bottom 21 |
/// | `retina6_3` | iPhone 16 Pro | 402 × 874 | 3 | top 62, bottom 34 | sides 62, bottom 21 |
/// | `retina6_9` | iPhone 16 Pro Max | 440 × 956 | 3 | top 62, bottom 34 | sides 62, bottom 21 |
/// | `ipad9_7` | iPad 9.7" | 768 × 1024 | 2 | top 20 | top 20 |
/// | `ipad10_2` | iPad 10.2" | 810 × 1080 | 2 | top 20 | top 20 |
/// | `ipad10_5` | iPad Pro 10.5" | 834 × 1112 | 2 | top 20 | top 20 |
/// | `ipad10_9rounded` | iPad Air 10.9" | 820 × 1180 | 2 | top 24, bottom 20 | top 24, bottom 20 |
/// | `ipad11_0rounded` | iPad Pro 11" | 834 × 1194 | 2 | top 24, bottom 20 | top 24, bottom 20 |
/// | `ipad12_9` | iPad Pro 12.9" (1st, 2nd) | 1024 × 1366 | 2 | top 20 | top 20 |
/// | `ipad12_9rounded` | iPad Pro 12.9" (3rd and later) | 1024 × 1366 | 2 | top 24, bottom 20 | top 24, bottom 20 |
///
/// Phones hide the status bar in landscape, so a phone without a sensor housing has no inset
/// there. A view controller's simulated bars add to these insets: a navigation bar or a toolbar
/// 44, a navigation bar with a prompt 74, a tab bar 49.
public struct InterfaceBuilderDevice: Sendable, Equatable {
  /// The id documents write, such as `retina6_1`.
  public var id: String
  /// The devices it stands for, such as `iPhone XR, 11`.
  public var name: String
  /// The screen's width in portrait, in points.
  public var width: Double
  /// The screen's height in portrait, in points.
  public var height: Double
  /// Pixels per point: Interface Builder rounds frames to this grid.
  public var scale: Double
  /// The safe area's insets in portrait.
  public var portraitSafeArea: EdgeInsets
  /// The safe area's insets in landscape, the sensor housing on the left.
  public var landscapeSafeArea: EdgeInsets
  /// The portrait insets of documents saved by an Xcode older than ``olderBefore``, when they
  /// differ: the iPhone XR's status bar is 44 points high in frames stored before Xcode 12.5,
  /// the iPhone X's 44 before Xcode 14 (50 from then on).
  public var olderPortraitSafeArea: EdgeInsets?
  /// The `toolsVersion` from which ``portraitSafeArea`` holds rather than
  /// ``olderPortraitSafeArea``.
  public var olderBefore: Int

  /// Creates a device.
  public init(
    id: String, name: String, width: Double, height: Double, scale: Double,
    portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
    olderPortraitSafeArea: EdgeInsets? = nil, olderBefore: Int = 18000
  ) {
    self.id = id
    self.name = name
    self.width = width
    self.height = height
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.olderPortraitSafeArea = olderPortraitSafeArea
    self.olderBefore = olderBefore
  }

  /// Whether the device is an iPad.
  public var isPad: Bool { id.hasPrefix("ipad") }

  /// The safe area's insets in an orientation, for a document saved by the Xcode build
  /// `toolsVersion` (the document's attribute; `nil` for the newest).
  ///
  /// - Parameters:
  ///   - landscape: Whether the device is in landscape.
  ///   - toolsVersion: The `toolsVersion` of the document.
  public func safeArea(landscape: Bool, toolsVersion: Int? = nil) -> EdgeInsets {
    guard let older = olderPortraitSafeArea, let toolsVersion, toolsVersion < olderBefore else {
      return landscape ? landscapeSafeArea : portraitSafeArea
    }
    guard landscape else { return older }
    var insets = landscapeSafeArea
    insets.left = older.top
    insets.right = older.top
    return insets
  }

  /// The left and right margins UIKit gives a view controller's root view on this device, in
  /// an orientation: 16 on screens narrower than 414 points, 20 on wider ones and on iPads.
  ///
  /// - Parameters:
  ///   - width: The root's width.
  ///   - isPad: Whether the device is an iPad.
  public static func rootSideMargin(width: Double, isPad: Bool) -> Double {
    isPad || width >= 414 ? 20 : 16
  }

  /// The height of a bar a view controller simulates, added to the safe area's insets: a
  /// navigation bar or a toolbar 44, a navigation bar with a prompt 74, a tab bar 49; none for
  /// another name.
  package static func barHeight(_ bar: String) -> Double {
    switch bar {
    case "navigationBar", "toolbar": return 44
    case "navigationBarWithPrompt": return 74
    case "tabBar": return 49
    default: return 0
    }
  }

  /// The devices, in the order of the table above.
  public static let catalog: [InterfaceBuilderDevice] = [
    phone("retina3_5", "iPhone 4s", 320, 480, 2, top: 20),
    phone("retina4_0", "iPhone SE (1st generation)", 320, 568, 2, top: 20),
    phone("retina4_7", "iPhone 8, SE (2nd, 3rd generation)", 375, 667, 2, top: 20),
    phone("retina5_5", "iPhone 8 Plus", 414, 736, 3, top: 20),
    phone(
      "retina5_9", "iPhone X, XS, 11 Pro", 375, 812, 3, top: 50, bottom: 34, olderTop: 44,
      olderBefore: 21000, landscapeSide: 44),
    phone("retina6_1", "iPhone XR, 11", 414, 896, 2, top: 48, bottom: 34, olderTop: 44),
    phone("retina6_5", "iPhone XS Max, 11 Pro Max", 414, 896, 3, top: 44, bottom: 34),
    phone("retina5_4", "iPhone 12 mini, 13 mini", 375, 812, 3, top: 50, bottom: 34),
    phone("retina6_0", "iPhone 12, 13, 14", 390, 844, 3, top: 47, bottom: 34),
    phone("retina6_7", "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", 428, 926, 3, top: 47, bottom: 34),
    phone("retina6_12", "iPhone 14 Pro, 15, 15 Pro, 16", 393, 852, 3, top: 59, bottom: 34),
    phone(
      "retina6_72", "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", 430, 932, 3, top: 59,
      bottom: 34),
    phone("retina6_3", "iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34),
    phone("retina6_9", "iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34),
    pad("ipad9_7", "iPad 9.7\"", 768, 1024, top: 20),
    pad("ipad10_2", "iPad 10.2\"", 810, 1080, top: 20),
    pad("ipad10_5", "iPad Pro 10.5\"", 834, 1112, top: 20),
    pad("ipad10_9rounded", "iPad Air 10.9\"", 820, 1180, top: 24, bottom: 20),
    pad("ipad11_0rounded", "iPad Pro 11\"", 834, 1194, top: 24, bottom: 20),
    pad("ipad12_9", "iPad Pro 12.9\" (1st, 2nd generation)", 1024, 1366, top: 20),
    pad(
      "ipad12_9rounded", "iPad Pro 12.9\" (3rd generation and later)", 1024, 1366, top: 24,
      bottom: 20),
  ]

  /// The device of the catalog with this id, or `nil`.
  public static func named(_ id: String) -> InterfaceBuilderDevice? {
    catalog.first { $0.id == id }
  }

  /// The device a document written for `id` is laid out on: the catalog's, or for an id the
  /// catalog does not have, the phone or iPad whose screen has the root's size in either
  /// orientation, if one does.
  package static func resolve(id: String?, rootWidth: Double, rootHeight: Double)
    -> InterfaceBuilderDevice?
  {
    if let id, let device = named(id) { return device }
    return catalog.first {
      ($0.width == rootWidth && $0.height == rootHeight)
        || ($0.width == rootHeight && $0.height == rootWidth)
    }
  }

  static func phone(
    _ id: String, _ name: String, _ width: Double, _ height: Double, _ scale: Double,
    top: Double, bottom: Double = 0, olderTop: Double? = nil, olderBefore: Int = 18000,
    landscapeSide: Double? = nil
  ) -> InterfaceBuilderDevice {
    // Phones with a sensor housing keep it on one side in landscape, mirrored on the other,
    // and the home indicator at the bottom; phones without one hide the status bar.
    let hasHousing = bottom > 0
    return InterfaceBuilderDevice(
      id: id, name: name, width: width, height: height, scale: scale,
      portraitSafeArea: EdgeInsets(top: top, bottom: bottom),
      landscapeSafeArea: hasHousing
        ? EdgeInsets(
          top: 0, left: landscapeSide ?? top, bottom: 21, right: landscapeSide ?? top) : .zero,
      olderPortraitSafeArea: olderTop.map { EdgeInsets(top: $0, bottom: bottom) },
      olderBefore: olderBefore)
  }

  static func pad(
    _ id: String, _ name: String, _ width: Double, _ height: Double, top: Double,
    bottom: Double = 0
  ) -> InterfaceBuilderDevice {
    let insets = EdgeInsets(top: top, bottom: bottom)
    return InterfaceBuilderDevice(
      id: id, name: name, width: width, height: height, scale: 2, portraitSafeArea: insets,
      landscapeSafeArea: insets)
  }
}
