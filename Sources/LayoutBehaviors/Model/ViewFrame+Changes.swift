/// What changed between two snapshots of a view tree: the one diff that transitions, layout-file
/// events and `layout-cli` reports use.
///
/// Views are paired by ``ViewFrame/viewID`` (and identifier) in snapshots of a tree, or by
/// position in a document's views; what counts as a change is the caller's: a frame moved by
/// more than 1e-9 points (`FrameChange.changes(from:to:pairing:)`), or a frame that prints
/// differently once rounded (the command line's reports).
extension ViewFrame {
  /// For each entry of `after`, the index of the same view in `before`, or `nil` for a view
  /// that was not there. An entry with a ``ViewFrame/viewID`` matches the entry with
  /// the same ID (and identifier); among entries without one, the *k*-th occurrence of an
  /// identifier after matches the *k*-th before.
  ///
  /// - Complexity: O(*n*); the dictionaries are only looked up, never iterated.
  package static func matchingIndices(
    before framesBefore: [ViewFrame], after framesAfter: [ViewFrame]
  )
    -> [Int?]
  {
    if listSameViews(framesBefore, framesAfter) {
      return framesAfter.indices.map { Optional($0) }
    }
    var byID: [ViewID: Int] = [:]
    var positions: [String: [Int]] = [:]
    for (index, frame) in framesBefore.enumerated() {
      if let id = frame.viewID {
        if byID[id] == nil { byID[id] = index }
      } else {
        positions[frame.identifier, default: []].append(index)
      }
    }
    var used: [String: Int] = [:]
    return framesAfter.map { frame in
      if let id = frame.viewID {
        guard let index = byID[id], framesBefore[index].identifier == frame.identifier else {
          return nil
        }
        return index
      }
      let occurrence = used[frame.identifier, default: 0]
      used[frame.identifier] = occurrence + 1
      guard let candidates = positions[frame.identifier], occurrence < candidates.count else {
        return nil
      }
      return candidates[occurrence]
    }
  }

  /// Whether the two snapshots list the same views in the same order (the same IDs and
  /// identifiers, position by position): the common case, a tree that did not change between
  /// the two, where pairing by identity is pairing by position.
  static func listSameViews(_ before: [ViewFrame], _ after: [ViewFrame]) -> Bool {
    guard before.count == after.count else { return false }
    for index in after.indices
    where after[index].viewID != before[index].viewID
      || after[index].identifier != before[index].identifier
    {
      return false
    }
    return true
  }

  /// How the entries of two snapshots are paired.
  package enum Pairing {
    /// Entry *i* before is entry *i* after: both lists hold the same views in the same order,
    /// in the tree or not (a document's views, in file order).
    case byPosition
    /// By view ID and identifier (``matchingIndices(before:after:)``): snapshots of a tree whose
    /// views may come and go.
    case byIdentity
  }

  /// The positions in `before` and in `after` of each view present in both for which
  /// `isChanged` is true, in the order of `after`.
  ///
  /// - Parameters:
  ///   - before: the snapshot before.
  ///   - after: the snapshot after.
  ///   - pairing: how entries are paired.
  ///   - isChanged: whether the view at these positions (before, after) changed.
  /// - Complexity: O(*n*) plus the calls of `isChanged`.
  package static func changedPositions(
    before: [ViewFrame], after: [ViewFrame], pairing: Pairing,
    isChanged: (_ before: Int, _ after: Int) -> Bool
  ) -> [(before: Int, after: Int)] {
    var result: [(before: Int, after: Int)] = []
    if pairing == .byPosition || listSameViews(before, after) {
      for index in after.indices where index < before.count && isChanged(index, index) {
        result.append((index, index))
      }
      return result
    }
    for (index, match) in matchingIndices(before: before, after: after).enumerated() {
      if let match, isChanged(match, index) { result.append((match, index)) }
    }
    return result
  }
}

extension FrameChange {
  /// The views whose solved frame changed by more than 1e-9 points (in superview or root
  /// coordinates) between two snapshots, in the order of `after`; views that appeared or
  /// disappeared are not listed.
  package static func changes(
    from before: [ViewFrame], to after: [ViewFrame], pairing: ViewFrame.Pairing
  ) -> [FrameChange] {
    ViewFrame.changedPositions(before: before, after: after, pairing: pairing) { old, new in
      !(before[old].frame.isClose(to: after[new].frame)
        && before[old].frameInRoot.isClose(to: after[new].frameInRoot))
    }.map { FrameChange(before: before[$0.before], after: after[$0.after]) }
  }
}
