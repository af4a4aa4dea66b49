/// A variable's name as the solver keeps it: a stem and a suffix, joined only when the name is
/// read (``Solver/name(of:)``, descriptions).
///
/// A layout engine names the four variables of a view `card.minX`, `card.minY`, `card.width`
/// and `card.height`: kept as the shared stem `card` and a short suffix, they cost no string
/// building (about 300 instructions a name) and no storage of their own.
struct VariableName: Sendable {
  /// The name's first part: the whole name when ``suffix`` is empty.
  var stem: String
  /// What follows the stem; empty for a name given whole.
  var suffix: String

  /// The name.
  var text: String { suffix.isEmpty ? stem : stem + suffix }
}
