/// The basis exchanges that ``GLPKSolver/makeRowsBasic(_:)`` has chosen since the last
/// factorization, kept in product form: exchange `k` replaced the basic variable at position
/// `positions[k]` by a column whose representation in the basis before it had the pivot
/// `pivots[k]` there and the other non-zeros `values[starts[k]..<starts[k + 1]]` at
/// `indices[…]`.
///
/// Applying every exchange in order to a column given in terms of the factorized basis (what
/// `glp_ftran` returns) gives it in terms of the current basis. Positions run from 1 to the
/// basis size, as GLPK's do; vectors are indexed by position (index 0 unused).
struct EtaFile {
  /// The basis position each exchange pivoted on, in order.
  private(set) var positions: [Int] = []
  private var pivots: [Double] = []
  private var starts: [Int] = [0]
  private var indices: [Int] = []
  private var values: [Double] = []

  /// Off-pivot non-zeros stored over all exchanges (what bounds a round before refactorizing).
  var nonZeroCount: Int { indices.count }

  /// Records the exchange that pivots `vector` (in terms of the current basis) on `position`;
  /// `touched` lists the positions where `vector` may be non-zero.
  /// - Complexity: O(touched).
  mutating func append(pivotingOn position: Int, of vector: [Double], touched: [Int]) {
    positions.append(position)
    pivots.append(vector[position])
    for index in touched where index != position && vector[index] != 0 {
      indices.append(index)
      values.append(vector[index])
    }
    starts.append(indices.count)
  }

  /// Applies every exchange in order to `vector` (the column in terms of the factorized basis
  /// on entry, in terms of the current basis on return). Each position that an exchange makes
  /// non-zero and whose `seen` entry is not `serial` is marked with `serial` and appended to
  /// `touched`.
  ///
  /// Runs over unchecked buffers: every stored position and index came from a vector of the
  /// same basis size, so they lie within `vector` and `seen` (checked in debug builds).
  /// - Complexity: O(exchanges + non-zeros of the exchanges that meet a non-zero).
  func apply(to vector: inout [Double], serial: Int, seen: inout [Int], touched: inout [Int]) {
    assert(seen.count == vector.count)
    assert(positions.allSatisfy { vector.indices.contains($0) })
    assert(indices.allSatisfy { vector.indices.contains($0) })
    positions.withUnsafeBufferPointer { positions in
      pivots.withUnsafeBufferPointer { pivots in
        starts.withUnsafeBufferPointer { starts in
          indices.withUnsafeBufferPointer { indices in
            values.withUnsafeBufferPointer { values in
              vector.withUnsafeMutableBufferPointer { vector in
                seen.withUnsafeMutableBufferPointer { seen in
                  for exchange in 0..<positions.count {
                    let position = positions[exchange]
                    let value = vector[position]
                    if value == 0 { continue }
                    let ratio = value / pivots[exchange]
                    for k in starts[exchange]..<starts[exchange + 1] {
                      let index = indices[k]
                      vector[index] -= values[k] * ratio
                      if seen[index] != serial {
                        seen[index] = serial
                        touched.append(index)
                      }
                    }
                    vector[position] = ratio
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
