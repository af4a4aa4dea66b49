/// A pile (a view stack that pushes and pops), from the file's `behaviors.piles`: its view, the
/// views it starts with, its metrics and its spring (``Pileable``).
///
/// ```json
/// { "view": "deck", "views": ["card-1"],
///   "trailing": { "alpha": 0.5, "transform": { "scale": 0.9 },
///                 "frame": { "y": { "fraction": 0, "points": 24 } } },
///   "animation": { "duration": 0.4, "damping": 0.8 } }
/// ```
///
/// The pile's **cards** are the views whose `parent` is the pile's view. A card is in the tree
/// only while the pile shows it: the scene builds the cards outside the tree, then shows the top
/// of ``views``; a push adds a card to the pile's view, and a card that leaves is removed when
/// its motion ends.
package struct PileDeclaration: Sendable {
  /// The pile's view, which shows the cards.
  package var view: String
  /// The stack the pile starts with, bottom first (the last one is shown); cards of this pile.
  package var views: [String]
  /// The top card's metric; ``StandardPileMetric/active`` by default.
  package var activeMetric: StandardPileMetric
  /// Where pushed cards come from and popped cards go; ``StandardPileMetric/leading`` by
  /// default.
  package var leadingMetric: StandardPileMetric
  /// Where covered cards go, and come back from; ``StandardPileMetric/trailing`` by default.
  package var trailingMetric: StandardPileMetric
  /// The spring of every motion; ``StandardPileAnimationMetric/default`` by default (0.6 s,
  /// damping 0.6).
  package var animationMetric: StandardPileAnimationMetric
  /// Where the pile's object is in the file, if it came from one.
  package var location: TextLocation?
  /// The JSON path of the pile's object, such as `$.behaviors.piles[0]`.
  package var path: JSONPath?

  /// Creates a pile declaration with the default metrics and spring unless given.
  package init(
    view: String, views: [String] = [], activeMetric: StandardPileMetric = .active,
    leadingMetric: StandardPileMetric = .leading, trailingMetric: StandardPileMetric = .trailing,
    animationMetric: StandardPileAnimationMetric = .default, location: TextLocation? = nil,
    path: JSONPath? = nil
  ) {
    self.view = view
    self.views = views
    self.activeMetric = activeMetric
    self.leadingMetric = leadingMetric
    self.trailingMetric = trailingMetric
    self.animationMetric = animationMetric
    self.location = location
    self.path = path
  }
}
