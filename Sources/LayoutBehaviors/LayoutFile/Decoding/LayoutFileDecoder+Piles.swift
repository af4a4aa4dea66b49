extension LayoutFileDecoder {
  static let pileKeys = ["view", "views", "active", "leading", "trailing", "animation"]
  static let pileMetricKeys = ["alpha", "frame", "transform"]
  static let pileLengthKeys = ["fraction", "points"]
  static let pileTransformKeys = ["scale", "rotation", "translation"]
  static let pileAnimationKeys = ["duration", "delay", "damping", "initialVelocity"]
  static let pushKeys = ["type", "pile", "view", "animated", "at"]
  static let popKeys = ["type", "pile", "animated", "at"]
  static let advanceKeys = ["type", "pile", "at"]

  // MARK: Behaviors

  /// Decodes `behaviors.piles`: one pile per view.
  mutating func decodePiles(_ elements: [JSONValue]) -> [PileDeclaration] {
    var seen: [String: TextLocation] = [:]
    var result: [PileDeclaration] = []
    for (index, element) in elements.enumerated() {
      if let pile = decodePile(element, index: index, seen: &seen) { result.append(pile) }
    }
    return result
  }

  mutating func decodePile(
    _ value: JSONValue, index: Int, seen: inout [String: TextLocation]
  ) -> PileDeclaration? {
    let context = "pile \(index)"
    guard let members = objectMembers(value, named: context, allowedKeys: Self.pileKeys) else {
      return nil
    }
    var isValid = true
    var view: String? = nil
    if let viewValue = required("view", in: members, of: value, named: context),
      let id = string(viewValue, named: "view")
    {
      if let problem = symbols.checkView(id, context: context) {
        report(problem.code, at: viewValue, problem.message, fix: problem.fix)
      } else if let first = seen[id] {
        report(
          .duplicateReference, at: viewValue,
          "View '\(id)' has two piles; the first is at line \(first.line), column "
            + "\(first.column).",
          fix: "Keep one pile per view.")
      } else {
        seen[id] = viewValue.location
        view = id
        symbols.addPile(id)
        for (card, parent) in parentOfView where parent == id { symbols.pileOfCard[card] = id }
      }
    }
    var result = PileDeclaration(view: view ?? "", location: value.location, path: value.path)
    if let list = member("views", in: members), let elements = array(list, named: "views") {
      for element in elements {
        guard let id = string(element, named: "views") else {
          isValid = false
          continue
        }
        if let view, let problem = symbols.checkCard(id, of: view, context: context) {
          report(problem.code, at: element, problem.message, fix: problem.fix)
          isValid = false
        }
        result.views.append(id)
      }
    }
    // Setters rather than key paths, which Embedded Swift does not have.
    let metrics:
      [(String, (inout PileDeclaration, StandardPileMetric) -> Void, StandardPileMetric)] = [
        ("active", { $0.activeMetric = $1 }, StandardPileMetric.active),
        ("leading", { $0.leadingMetric = $1 }, StandardPileMetric.leading),
        ("trailing", { $0.trailingMetric = $1 }, StandardPileMetric.trailing),
      ]
    for (key, set, standard) in metrics {
      guard let metricValue = member(key, in: members) else { continue }
      if let metric = decodePileMetric(metricValue, named: key, default: standard) {
        set(&result, metric)
      } else {
        isValid = false
      }
    }
    if let animationValue = member("animation", in: members) {
      if let animation = decodePileAnimation(animationValue) {
        result.animationMetric = animation
      } else {
        isValid = false
      }
    }
    guard isValid, view != nil else { return nil }
    return result
  }

  /// Decodes a metric: `alpha`, `frame` and `transform`, each defaulting to `standard`'s (the
  /// default metric for the same position), and each key of `frame` to `standard`'s frame's.
  mutating func decodePileMetric(
    _ value: JSONValue, named name: String, default standard: StandardPileMetric
  ) -> StandardPileMetric? {
    guard let members = objectMembers(value, named: "'\(name)'", allowedKeys: Self.pileMetricKeys)
    else { return nil }
    var isValid = true
    var alpha = standard.alpha
    var transform = standard.transform
    var frame = standard.frame
    if let alphaValue = member("alpha", in: members) {
      if let number = unitNumber(alphaValue, named: "alpha") {
        alpha = number
      } else {
        isValid = false
      }
    }
    if let frameValue = member("frame", in: members) {
      if let members = objectMembers(frameValue, named: "'frame'", allowedKeys: Self.frameKeys) {
        let lengths: [(String, (inout PileFrame, PileLength) -> Void)] = [
          ("x", { $0.x = $1 }), ("y", { $0.y = $1 }), ("width", { $0.width = $1 }),
          ("height", { $0.height = $1 }),
        ]
        for (key, set) in lengths {
          guard let lengthValue = member(key, in: members) else { continue }
          if let length = pileLength(lengthValue, named: key) {
            set(&frame, length)
          } else {
            isValid = false
          }
        }
      } else {
        isValid = false
      }
    }
    if let transformValue = member("transform", in: members) {
      if let decoded = pileTransform(transformValue) {
        transform = decoded
      } else {
        isValid = false
      }
    }
    guard isValid else { return nil }
    return StandardPileMetric(alpha: alpha, transform: transform, frame: frame)
  }

  /// A length of a pile frame: a number of points, or `{ "fraction", "points" }` (a fraction of
  /// the pile's size on the axis plus points; each 0 when missing).
  mutating func pileLength(_ value: JSONValue, named name: String) -> PileLength? {
    if value.number != nil { return number(value, named: name).map { PileLength(points: $0) } }
    guard value.members != nil else {
      report(
        .wrongType, at: value,
        "Expected a length for '\(name)' (points, or an object with 'fraction' and 'points'), "
          + "found \(described(value)).",
        fix: value.string.map { _ in "Write '{ \"fraction\": 1 }' for the whole size." })
      return nil
    }
    guard let members = objectMembers(value, named: "'\(name)'", allowedKeys: Self.pileLengthKeys)
    else { return nil }
    let fraction = member("fraction", in: members).map { number($0, named: "fraction") }
    let points = member("points", in: members).map { number($0, named: "points") }
    if fraction == .some(nil) || points == .some(nil) { return nil }
    return PileLength(fraction: (fraction ?? 0) ?? 0, points: (points ?? 0) ?? 0)
  }

  /// A pile metric's transform: `scale` (a number, or `[x, y]`), `rotation` (radians) and
  /// `translation` (`[x, y]`), applied in that order about the card's center.
  mutating func pileTransform(_ value: JSONValue) -> Transform3D? {
    guard
      let members = objectMembers(value, named: "'transform'", allowedKeys: Self.pileTransformKeys)
    else { return nil }
    var isValid = true
    var transform = AffineTransform.identity
    if let scaleValue = member("scale", in: members) {
      if scaleValue.number != nil {
        if let number = number(scaleValue, named: "scale") {
          if number > 0 {
            transform = AffineTransform(scaleX: number, y: number)
          } else {
            report(
              .outOfRange, at: scaleValue,
              "'scale' must be greater than 0, found '\(token(scaleValue))'.")
            isValid = false
          }
        } else {
          isValid = false
        }
      } else if let point = point(scaleValue, named: "scale") {
        if point.x > 0, point.y > 0 {
          transform = AffineTransform(scaleX: point.x, y: point.y)
        } else {
          report(
            .outOfRange, at: scaleValue, "Both scales in 'scale' must be greater than 0.")
          isValid = false
        }
      } else {
        isValid = false
      }
    }
    if let rotationValue = member("rotation", in: members) {
      if let angle = number(rotationValue, named: "rotation") {
        transform = transform.concatenating(AffineTransform(rotationAngle: angle))
      } else {
        isValid = false
      }
    }
    if let translationValue = member("translation", in: members) {
      if let offset = point(translationValue, named: "translation") {
        transform = transform.concatenating(
          AffineTransform(translationX: offset.x, y: offset.y))
      } else {
        isValid = false
      }
    }
    guard isValid else { return nil }
    guard transform.isFinite else {
      report(
        .outOfRange, at: value, "The transform is too large to be a finite number.",
        fix: "Use a smaller 'scale' or 'translation'.")
      return nil
    }
    return Transform3D(transform)
  }

  /// A pile's spring: `duration`, `delay` (0 or more), `damping` (greater than 0) and
  /// `initialVelocity`, each defaulting to that of ``StandardPileAnimationMetric/default``.
  mutating func decodePileAnimation(_ value: JSONValue) -> StandardPileAnimationMetric? {
    guard
      let members = objectMembers(value, named: "'animation'", allowedKeys: Self.pileAnimationKeys)
    else { return nil }
    let standard = StandardPileAnimationMetric.default
    var isValid = true
    func read(
      _ key: String, _ standard: Double, _ decoder: inout LayoutFileDecoder,
      _ check: (inout LayoutFileDecoder, JSONValue, String) -> Double?
    ) -> Double {
      guard let value = decoder.member(key, in: members) else { return standard }
      guard let number = check(&decoder, value, key) else {
        isValid = false
        return standard
      }
      return number
    }
    let duration = read("duration", standard.duration, &self) {
      $0.nonNegativeNumber($1, named: $2)
    }
    let delay = read("delay", standard.delay, &self) { $0.nonNegativeNumber($1, named: $2) }
    let damping = read("damping", standard.damping, &self) { $0.positiveNumber($1, named: $2) }
    let velocity = read("initialVelocity", standard.initialVelocity, &self) {
      $0.number($1, named: $2)
    }
    guard isValid else { return nil }
    return StandardPileAnimationMetric(
      duration: duration, delay: delay, damping: damping, initialVelocity: velocity)
  }

  // MARK: Events

  /// Decodes a `push`, `pop` or `advance` event.
  mutating func decodePileEvent(
    _ type: String, _ members: [JSONMember], of object: JSONValue, context: String
  ) -> (kind: EventDeclaration.Kind?, reference: JSONValue?) {
    let keys = type == "push" ? Self.pushKeys : type == "pop" ? Self.popKeys : Self.advanceKeys
    _ = objectMembers(object, named: context, allowedKeys: keys)
    var isValid = true
    let pileValue = required("pile", in: members, of: object, named: context)
    let pile = pileValue.flatMap { string($0, named: "pile") }
    var view: String? = nil
    var viewValue: JSONValue? = nil
    if type == "push" {
      viewValue = required("view", in: members, of: object, named: context)
      view = viewValue.flatMap { string($0, named: "view") }
      if view == nil { isValid = false }
    }
    var animated = true
    if type != "advance", let value = member("animated", in: members) {
      if let flag = bool(value, named: "animated") { animated = flag } else { isValid = false }
    }
    var time: Double? = nil
    if let value = member("at", in: members) {
      time = nonNegativeNumber(value, named: "at")
      if time == nil { isValid = false }
    }
    guard isValid, let pile else { return (nil, pileValue) }
    // The reference a problem is reported at: the pile, unless it is the card that is wrong.
    let reference = symbols.checkPile(pile, context: context) == nil ? viewValue : pileValue
    switch type {
    case "push":
      guard let view else { return (nil, pileValue) }
      return (.push(pile: pile, view: view, animated: animated, time: time), reference)
    case "pop":
      return (.pop(pile: pile, animated: animated, time: time), pileValue)
    default:
      return (.advance(pile: pile, time: time), pileValue)
    }
  }
}
