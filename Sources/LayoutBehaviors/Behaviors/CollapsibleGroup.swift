/// Collapsibles of which at most one is shown: showing one collapses the others, as with two
/// side panels of which only one is open at a time.
///
/// ```swift
/// let panels = CollapsibleGroup("panels", members: [leftPanel, rightPanel])
/// leftPanel.show()    // collapses rightPanel in the same transition
/// ```
///
/// Members are kept in the order they joined, which is the order their constants change in a
/// transition. The group holds its members weakly and each member's state holds the group, so a
/// group lives as long as one of its members and needs no owner of its own.
public final class CollapsibleGroup {
  /// A name for output and debugging.
  public let identifier: String

  /// A member, held weakly.
  struct Entry {
    weak var member: (any Collapsible)?
  }

  /// The members, in the order they joined, including any that no longer exist.
  private var entries: [Entry] = []

  /// Creates a group and adds `members` in order (see ``add(_:)``).
  ///
  /// - Parameters:
  ///   - identifier: a name for output; empty by default.
  ///   - members: the first members.
  public init(_ identifier: String = "", members: [any Collapsible] = []) {
    self.identifier = identifier
    for member in members { add(member) }
  }

  /// The members that still exist, in the order they joined.
  public var members: [any Collapsible] {
    entries.compactMap { $0.member }
  }

  /// Adds `member` at the end, removing it from the group it was in. Adding a member twice does
  /// nothing.
  ///
  /// Joining changes no constant: if several members are shown, the next ``Collapsible/show()``
  /// of one of them collapses the others.
  public func add(_ member: any Collapsible) {
    if let current = member.collapsibleState.group {
      if current === self { return }
      current.remove(member)
    }
    entries.removeAll { $0.member == nil }
    entries.append(Entry(member: member))
    member.collapsibleState.group = self
  }

  /// Removes `member` from the group; does nothing if it is not a member.
  public func remove(_ member: any Collapsible) {
    guard entries.contains(where: { $0.member === member }) else { return }
    entries.removeAll { $0.member === member || $0.member == nil }
    member.collapsibleState.group = nil
  }
}
