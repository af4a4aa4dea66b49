import LayoutBehaviors

/// What the reports show of a view besides its frame — alpha, transform, z-order, appearance
/// state, whether it is hidden, whether it is in the tree — each only when it is not the default.
///
/// The defaults are the state every view of a layout file starts in: alpha 1, the identity
/// transform, the z-order of the file (among siblings, a view declared later is in front), no
/// drag-and-drop appearance (or `regular`), shown, in the tree. Values are compared as the reports
/// round them, so a change smaller than a thousandth never shows.
struct ReportedViewState: Equatable {
  /// The alpha, rounded; 1 by default.
  var alpha: Double = 1
  /// The transform's part of the state, for a transform that is not the identity; held by
  /// reference, as most views have none (a state is 56 bytes instead of 232, for every view of
  /// every reported state).
  var transformed: Transformed?
  /// The index among the siblings, back to front, when it is not the file order; `nil` by
  /// default.
  var zIndex: Int?
  /// The drag-and-drop appearance state, when the view has one that is not `regular`.
  var appearance: String?
  /// Whether the view's own hidden flag is set (``View/isHidden``; a view inside a hidden one
  /// is not hidden itself).
  var isHidden = false
  /// Whether the view is out of the tree (a pile's card that is not shown).
  var isDetached = false

  /// A transform that is not the identity, as the reports show it.
  final class Transformed: Equatable, Sendable {
    /// The transform, each entry rounded.
    let transform: Transform3D
    /// The transform in words (``TransformText``), from its exact entries.
    let text: String
    /// The bounding box of the transformed frame, in the superview's coordinates.
    let visualFrame: Rect

    /// The transform's part of a state.
    init(transform: Transform3D, text: String, visualFrame: Rect) {
      self.transform = transform
      self.text = text
      self.visualFrame = visualFrame
    }

    static func == (lhs: Transformed, rhs: Transformed) -> Bool {
      lhs === rhs
        || (lhs.transform == rhs.transform && lhs.text == rhs.text
          && lhs.visualFrame == rhs.visualFrame)
    }
  }

  /// The transform, each entry rounded; the identity by default.
  var transform: Transform3D { transformed?.transform ?? .identity }
  /// The transform in words (``TransformText``), from its exact entries: `identity` by default.
  var transformText: String { transformed?.text ?? "identity" }
  /// The bounding box of the transformed frame, in the superview's coordinates, when the
  /// transform is not the identity.
  var visualFrame: Rect? { transformed?.visualFrame }

  /// Whether every value is the default.
  var isDefault: Bool { self == ReportedViewState() }

  /// The states of a scene's views, in file order, from their snapshots.
  ///
  /// - Parameters:
  ///   - frames: the snapshots of the document's views, in file order.
  ///   - scene: the scene, for the appearance states and whether each view is in the tree.
  /// - Complexity: O(*n*) in the number of views.
  static func states(of frames: [ViewFrame], in scene: LayoutScene) -> [ReportedViewState] {
    // The file order of siblings: each view's rank among the views that share its superview,
    // counted by the superview's ID when it is in the engine's tree (the engine issued the ID:
    // unique, and at most the number of views it has seen), else by its identity.
    var siblingsSoFar: [Int] = []
    var siblingsOutOfTree: [ObjectIdentifier: Int] = [:]
    var states: [ReportedViewState] = []
    states.reserveCapacity(frames.count)
    let hasAppearances = scene.dragDropController != nil
    // The scene's engine and views, read once for the whole loop.
    let engine = scene.engine
    let views = scene.views
    // By index, each field read in place: `enumerated()` copied every snapshot whole.
    for index in frames.indices {
      var state = ReportedViewState()
      let view = views[index]
      // Asked without a strong reference to the engine (a retain and a release per view).
      state.isDetached = !view.isInAnEngine
      state.isHidden = frames[index].isHidden
      state.alpha = ReportNumber.rounded(frames[index].alpha)
      if !(frames[index].hasExactIdentityTransform || frames[index].transform3D == .identity) {
        let transform = ReportNumber.rounded(frames[index].transform3D)
        if transform != .identity {
          state.transformed = Transformed(
            transform: transform, text: TransformText.describe(frames[index].transform3D),
            visualFrame: ReportNumber.rounded(frames[index].visualFrame))
        }
      }
      if frames[index].superviewIdentifier != nil, let parent = view.superview {
        let rank: Int
        if parent.isInTree(of: engine), let id = parent.viewID?.rawValue {
          // The array's own growth is geometric.
          if id >= siblingsSoFar.count {
            siblingsSoFar += repeatElement(0, count: id + 1 - siblingsSoFar.count)
          }
          rank = siblingsSoFar[id]
          siblingsSoFar[id] = rank + 1
        } else {
          rank = siblingsOutOfTree[ObjectIdentifier(parent), default: 0]
          siblingsOutOfTree[ObjectIdentifier(parent)] = rank + 1
        }
        if frames[index].zIndex != rank { state.zIndex = frames[index].zIndex }
      }
      if hasAppearances, let appearance = scene.appearanceState(of: view),
        appearance != "regular"
      {
        state.appearance = appearance
      }
      states.append(state)
    }
    return states
  }
}

extension ReportNumber {
  /// The rectangle with each number rounded as ``text(_:)`` writes it.
  static func rounded(_ rect: Rect) -> Rect {
    Rect(
      x: rounded(rect.x), y: rounded(rect.y), width: rounded(rect.width),
      height: rounded(rect.height))
  }

  /// The transform with each entry rounded as ``text(_:)`` writes it.
  static func rounded(_ transform: Transform3D) -> Transform3D {
    var result = transform
    result.m11 = rounded(transform.m11)
    result.m12 = rounded(transform.m12)
    result.m13 = rounded(transform.m13)
    result.m14 = rounded(transform.m14)
    result.m21 = rounded(transform.m21)
    result.m22 = rounded(transform.m22)
    result.m23 = rounded(transform.m23)
    result.m24 = rounded(transform.m24)
    result.m31 = rounded(transform.m31)
    result.m32 = rounded(transform.m32)
    result.m33 = rounded(transform.m33)
    result.m34 = rounded(transform.m34)
    result.m41 = rounded(transform.m41)
    result.m42 = rounded(transform.m42)
    result.m43 = rounded(transform.m43)
    result.m44 = rounded(transform.m44)
    return result
  }
}
