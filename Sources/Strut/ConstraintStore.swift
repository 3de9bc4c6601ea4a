/// The solver constraints of the batch records built between two layouts, in one array: the
/// records keep their regions of it, and the next layout hands the whole array to the solver
/// as it is when nothing queued was withdrawn (no gathering, no copy).
final class ConstraintStore {
  /// The constraints, in the order they are to reach the solver.
  @exclusivity(unchecked) var constraints: [StrutCore.Constraint] = []
}
