/// A variable of a constraint system.
///
/// Variables are made by a ``Solver`` (``Solver/makeVariable(_:)``) and belong to it: a variable
/// is a small value holding the index the solver gave it, and its name and value live in the
/// solver. Two variables are the same variable when their ``id``s are equal — `Variable` is
/// deliberately not `Equatable`, because `==` between variables builds a ``Constraint``.
///
/// ```swift
/// var solver = Solver()
/// let left = solver.makeVariable("left")
/// let width = solver.makeVariable("width")
/// try solver.addConstraint(left + width <= 320)
/// ```
public struct Variable: Sendable {
  /// The index of the variable in the solver that made it: 0, 1, 2, … in creation order.
  public let id: Int

  /// Creates the handle of the variable with the given index, for the package's tests and
  /// tools; users create variables with ``Solver/makeVariable(_:)``.
  package init(id: Int) {
    self.id = id
  }
}
