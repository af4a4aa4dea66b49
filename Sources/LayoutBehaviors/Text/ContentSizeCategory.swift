/// The text sizes a user can choose (Dynamic Type's content size categories), from extra small
/// to the largest accessibility size, each with the factor a `textScale` event applies to every
/// text's advance, line height and ascent.
///
/// A factor is the body text's point size at the category over its size at ``large``, the
/// default, 17 points:
///
/// | Category | Body size (pt) | Factor |
/// |---|---|---|
/// | `extraSmall` | 14 | 0.8235 (14 / 17) |
/// | `small` | 15 | 0.8824 |
/// | `medium` | 16 | 0.9412 |
/// | `large` | 17 | 1 |
/// | `extraLarge` | 19 | 1.1176 |
/// | `extraExtraLarge` | 21 | 1.2353 |
/// | `extraExtraExtraLarge` | 23 | 1.3529 |
/// | `accessibilityMedium` | 28 | 1.6471 |
/// | `accessibilityLarge` | 33 | 1.9412 |
/// | `accessibilityExtraLarge` | 40 | 2.3529 |
/// | `accessibilityExtraExtraLarge` | 47 | 2.7647 |
/// | `accessibilityExtraExtraExtraLarge` | 53 | 3.1176 |
///
/// Every text of a layout scales by the same factor: the model has one font, so the text
/// styles' different growth (a caption grows less than a body) is not modeled.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
  /// Extra small: body text of 14 points.
  case extraSmall
  /// Small: 15 points.
  case small
  /// Medium: 16 points.
  case medium
  /// Large, the default: 17 points.
  case large
  /// Extra large: 19 points.
  case extraLarge
  /// Extra extra large: 21 points.
  case extraExtraLarge
  /// Extra extra extra large, the largest without the accessibility sizes: 23 points.
  case extraExtraExtraLarge
  /// The first accessibility size (AX1): 28 points.
  case accessibilityMedium
  /// AX2: 33 points.
  case accessibilityLarge
  /// AX3: 40 points.
  case accessibilityExtraLarge
  /// AX4: 47 points.
  case accessibilityExtraExtraLarge
  /// AX5, the largest: 53 points.
  case accessibilityExtraExtraExtraLarge

  /// The body text's size at this category, in points.
  public var bodySize: Double {
    switch self {
    case .extraSmall: return 14
    case .small: return 15
    case .medium: return 16
    case .large: return 17
    case .extraLarge: return 19
    case .extraExtraLarge: return 21
    case .extraExtraExtraLarge: return 23
    case .accessibilityMedium: return 28
    case .accessibilityLarge: return 33
    case .accessibilityExtraLarge: return 40
    case .accessibilityExtraExtraLarge: return 47
    case .accessibilityExtraExtraExtraLarge: return 53
    }
  }

  /// The factor on a text's metrics at this category: ``bodySize`` over the default's, 17.
  public var factor: Double { bodySize / Self.large.bodySize }

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { bodySize > Self.extraExtraExtraLarge.bodySize }

  /// Other names of the categories, and the name each means: SwiftUI's `DynamicTypeSize`
  /// (`xSmall`, `accessibility3`), the short forms of settings screens (`AX3`) and UIKit's
  /// constants (`UIContentSizeCategoryLarge`, without the prefix).
  public static let aliases: [String: String] = [
    "xSmall": "extraSmall", "xLarge": "extraLarge", "xxLarge": "extraExtraLarge",
    "xxxLarge": "extraExtraExtraLarge", "accessibility1": "accessibilityMedium",
    "accessibility2": "accessibilityLarge", "accessibility3": "accessibilityExtraLarge",
    "accessibility4": "accessibilityExtraExtraLarge",
    "accessibility5": "accessibilityExtraExtraExtraLarge", "AX1": "accessibilityMedium",
    "AX2": "accessibilityLarge", "AX3": "accessibilityExtraLarge",
    "AX4": "accessibilityExtraExtraLarge", "AX5": "accessibilityExtraExtraExtraLarge",
    "ax1": "accessibilityMedium", "ax2": "accessibilityLarge", "ax3": "accessibilityExtraLarge",
    "ax4": "accessibilityExtraExtraLarge", "ax5": "accessibilityExtraExtraExtraLarge",
  ]

  /// The category with this name or one of its ``aliases``, or `nil`.
  public init?(name: String) {
    guard let category = Self(rawValue: Self.aliases[name] ?? name) else { return nil }
    self = category
  }
}
