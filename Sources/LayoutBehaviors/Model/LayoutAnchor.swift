/// The kind of value a ``LayoutAnchor`` stands for; it decides which anchors can be related.
///
/// The three kinds are ``LayoutXAxis``, ``LayoutYAxis`` and ``LayoutDimension``. The protocol
/// exists only to type anchors; conforming other types to it gives them no constraint methods.
public protocol LayoutAnchorKind {}

/// A kind of anchor that is a position (``LayoutXAxis`` or ``LayoutYAxis``): positions are
/// related to positions of the same axis, with a constant offset and no multiplier.
public protocol LayoutPositionKind: LayoutAnchorKind {}

/// Horizontal positions: `leading`, `trailing`, `left`, `right`, `centerX`.
public enum LayoutXAxis: LayoutPositionKind {}

/// Vertical positions: `top`, `bottom`, `centerY`, and a view's `firstBaseline` and
/// `lastBaseline`.
public enum LayoutYAxis: LayoutPositionKind {}

/// Sizes: `width`, `height`.
public enum LayoutDimension: LayoutAnchorKind {}

/// An anchor of a view or guide, typed by what it stands for, as UIKit's `NSLayoutAnchor`.
///
/// Anchors make constraints with the methods of their kind: positions with
/// `constraint(equalTo:constant:)` and its `≥`/`≤` siblings, dimensions also with a multiplier or
/// a constant alone. The type parameter makes mistakes compile errors rather than runtime ones:
///
/// ```swift
/// header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)      // ok
/// photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.75)   // ok
/// button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)               // ok
///
/// // None of these compile:
/// // header.leadingAnchor.constraint(equalTo: root.topAnchor)       x-axis to y-axis
/// // header.topAnchor.constraint(equalTo: root.heightAnchor)        position to dimension
/// // header.topAnchor.constraint(equalToConstant: 20)               position to a constant
/// // header.topAnchor.constraint(equalTo: root.topAnchor, multiplier: 2)   position multiplier
/// ```
///
/// One rule cannot be expressed in types (UIKit does not either): `leading`/`trailing` and
/// `left`/`right` are all x-axis anchors, but a constraint may not mix the two families; the
/// engine refuses to activate one that does (see ``ActivationError``).
public struct LayoutAnchor<Kind: LayoutAnchorKind> {
  /// The view or guide the anchor belongs to.
  public let item: LayoutItem
  /// The attribute of the item the anchor stands for.
  public let attribute: LayoutAttribute

  init(item: LayoutItem, attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// An anchor for a horizontal position, as UIKit's `NSLayoutXAxisAnchor`.
public typealias XAxisAnchor = LayoutAnchor<LayoutXAxis>
/// An anchor for a vertical position, as UIKit's `NSLayoutYAxisAnchor`.
public typealias YAxisAnchor = LayoutAnchor<LayoutYAxis>
/// An anchor for a width or a height, as UIKit's `NSLayoutDimension`.
public typealias DimensionAnchor = LayoutAnchor<LayoutDimension>

extension LayoutAnchor: CustomStringConvertible {
  /// The anchor as written in descriptions: `header.top`, `root.safeArea.bottom`.
  public var description: String { "\(item.displayName).\(attribute.rawValue)" }
}

extension LayoutItem {
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
  public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
  public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge, whatever the layout direction.
  public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
  /// The right edge, whatever the layout direction.
  public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
  /// The horizontal center.
  public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
  /// The vertical center.
  public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
  /// The width.
  public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}
