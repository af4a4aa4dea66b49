/// The size classes a scene is laid out in: which of an Interface Builder document's
/// size-class variations (`<variation key="heightClass=compact">`) apply.
///
/// A device gives them (``InterfaceBuilderDevice/traits(landscape:)``), as UIKit does for a
/// full-screen app:
///
/// | device | portrait | landscape |
/// |---|---|---|
/// | iPhone narrower than 414 points | `wC hR` | `wC hC` |
/// | iPhone 414 points wide or wider (Plus and Max sizes, XR, 11) | `wC hR` | `wR hC` |
/// | iPad | `wR hR` | `wR hR` |
///
/// ```swift
/// let traits = try InterfaceBuilderTraits.parse("wR hC").get()
/// let document = try InterfaceBuilderDocument.parse(bytes, fileName: "Main.storyboard",
///   traits: traits).get()
/// ```
public struct InterfaceBuilderTraits: Sendable, Equatable, CustomStringConvertible {
  /// A size class: how much room one axis has.
  public enum SizeClass: String, Sendable, Equatable, CaseIterable {
    /// Constrained room: a phone's width, a phone's height in landscape.
    case compact
    /// Expansive room: an iPad's width and height, a phone's height in portrait.
    case regular
  }

  /// The horizontal size class (`widthClass`).
  public var width: SizeClass
  /// The vertical size class (`heightClass`).
  public var height: SizeClass

  /// Creates size classes.
  public init(width: SizeClass, height: SizeClass) {
    self.width = width
    self.height = height
  }

  /// The size classes as Interface Builder abbreviates them: `wC hR`.
  public var description: String {
    "w\(width == .compact ? "C" : "R") h\(height == .compact ? "C" : "R")"
  }

  /// Reads size classes as Interface Builder abbreviates them (`wC hR`, `wR,hC`, `wRhC`) or as
  /// a variation's key writes them (`widthClass=compact-heightClass=regular`): a width class
  /// and a height class, in either order.
  ///
  /// - Parameter text: The size classes.
  /// - Returns: The size classes, or why the text gives none.
  public static func parse(_ text: String) -> Result<InterfaceBuilderTraits, TraitsError> {
    var width: SizeClass? = nil
    var height: SizeClass? = nil
    var words: [Substring] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
      if word.contains("=") {
        words += word.split(separator: "-")
      } else {
        // `wRhC` is two words.
        var rest = word[...]
        while rest.count > 2, rest.first == "w" || rest.first == "h" {
          words.append(rest.prefix(2))
          rest = rest.dropFirst(2)
        }
        words.append(rest)
      }
    }
    for word in words {
      let (isWidth, sizeClass): (Bool, SizeClass)
      switch word {
      case "wC", "widthClass=compact": (isWidth, sizeClass) = (true, .compact)
      case "wR", "widthClass=regular": (isWidth, sizeClass) = (true, .regular)
      case "hC", "heightClass=compact": (isWidth, sizeClass) = (false, .compact)
      case "hR", "heightClass=regular": (isWidth, sizeClass) = (false, .regular)
      default: return .failure(TraitsError(text: text))
      }
      // Each class once.
      guard (isWidth ? width : height) == nil else { return .failure(TraitsError(text: text)) }
      if isWidth { width = sizeClass } else { height = sizeClass }
    }
    guard let width, let height else { return .failure(TraitsError(text: text)) }
    return .success(InterfaceBuilderTraits(width: width, height: height))
  }

  /// Size classes that could not be read.
  public struct TraitsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text as given.
    public var text: String
    /// Why it cannot be read, and what to write instead.
    public var description: String {
      "The size classes '\(LayoutFileDiagnostic.quotable(text))' cannot be read; write one width "
        + "class, 'wC' or 'wR', and one height class, 'hC' or 'hR', as in 'wR hC'."
    }
  }
}

extension InterfaceBuilderDevice {
  /// The size classes of a full-screen app on the device, in an orientation: an iPad's are
  /// regular both ways; a phone's width is compact, except in landscape on a phone 414 points
  /// wide or wider, and its height compact in landscape.
  ///
  /// - Parameter landscape: Whether the device is in landscape.
  public func traits(landscape: Bool) -> InterfaceBuilderTraits {
    if isPad { return InterfaceBuilderTraits(width: .regular, height: .regular) }
    guard landscape else { return InterfaceBuilderTraits(width: .compact, height: .regular) }
    return InterfaceBuilderTraits(width: width >= 414 ? .regular : .compact, height: .compact)
  }
}
