/// A size-class variation of a view or a constraint (`<variation key="heightClass=compact">`):
/// what changes when the scene is laid out in size classes that match its key.
///
/// A view's variation installs or uninstalls constraints and subviews (`<mask
/// key="constraints"><include reference="…"/></mask>`), changes attributes (`hidden`, a stack
/// view's `spacing` or `axis`) and may store the frame and the font size of those size
/// classes; a constraint's changes its `constant`. The variation
/// `default` (the "Any" configuration) is read into ``InterfaceBuilderView/excluded`` instead.
package struct InterfaceBuilderVariation: Sendable, Equatable {
  /// One condition of a key.
  package enum Condition: Sendable, Equatable {
    /// `widthClass=compact` or `widthClass=regular`.
    case width(InterfaceBuilderTraits.SizeClass)
    /// `heightClass=compact` or `heightClass=regular`.
    case height(InterfaceBuilderTraits.SizeClass)
    /// `userInterfaceIdiom=phone`, `pad`, `mac` …
    case idiom(String)
  }

  /// The key as written, `heightClass=regular-widthClass=regular`.
  package var key: String
  /// The key's conditions; the variation applies where all of them hold.
  package var conditions: [Condition]
  /// The ids of the constraints and subviews it installs (`include`, `true`) or uninstalls
  /// (`exclude`, `false`), in document order.
  package var masks: [(id: String, isIncluded: Bool)]
  /// The attributes of a view it changes, such as `hidden` or `spacing`, in document order.
  package var attributes: [XMLAttribute]
  /// The view's frame in these size classes (`<rect key="frame">`), which older documents store
  /// for a class whose canvas differs from the element's, if written.
  package var frame: Rect? = nil
  /// The size of a label's font in these size classes (`<fontDescription>`), if written.
  package var pointSize: Double? = nil
  /// A constraint's constant in these size classes, if written.
  package var constant: Double? = nil
  /// Where its element starts.
  package var location: TextLocation

  package static func == (a: Self, b: Self) -> Bool {
    a.key == b.key && a.conditions == b.conditions
      && a.masks.elementsEqual(b.masks, by: { $0 == $1 }) && a.attributes == b.attributes
      && a.frame == b.frame && a.pointSize == b.pointSize && a.constant == b.constant
      && a.location == b.location
  }

  /// The conditions of a key (`default` has none); `nil` when a condition is not one Interface
  /// Builder writes.
  package static func conditions(of key: String) -> [Condition]? {
    var result: [Condition] = []
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { return nil }
      let sizeClass = InterfaceBuilderTraits.SizeClass(rawValue: String(pair[1]))
      switch (pair[0], sizeClass) {
      case ("widthClass", let sizeClass?): result.append(.width(sizeClass))
      case ("heightClass", let sizeClass?): result.append(.height(sizeClass))
      case ("userInterfaceIdiom", _): result.append(.idiom(String(pair[1])))
      default: return nil
      }
    }
    return result
  }

  /// Whether it applies in `traits` on an iPad (`isPad`) or an iPhone: all its conditions
  /// hold. A `userInterfaceIdiom` holds only on a known device (`isPad` not `nil`).
  package func applies(in traits: InterfaceBuilderTraits, isPad: Bool?) -> Bool {
    conditions.allSatisfy { condition in
      switch condition {
      case .width(let sizeClass): return traits.width == sizeClass
      case .height(let sizeClass): return traits.height == sizeClass
      case .idiom(let idiom): return isPad.map { idiom == ($0 ? "pad" : "phone") } ?? false
      }
    }
  }

  /// The variations of `variations` that apply in `traits` (none without traits), the least
  /// specific first (fewer conditions), in document order among equals: applied in this
  /// order, the most specific one decides.
  package static func applying(
    _ variations: [InterfaceBuilderVariation], in traits: InterfaceBuilderTraits?, isPad: Bool?
  ) -> [InterfaceBuilderVariation] {
    guard let traits, !variations.isEmpty else { return [] }
    let matching = variations.enumerated().filter {
      $0.element.applies(in: traits, isPad: isPad)
    }
    return matching.sorted {
      ($0.element.conditions.count, $0.offset) < ($1.element.conditions.count, $1.offset)
    }.map(\.element)
  }
}
