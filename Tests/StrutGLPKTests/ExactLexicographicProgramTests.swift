import StrutCore
import StrutGLPK
import Testing

/// The exact reference: `glp_exact` with each level's optimal face fixed by its reduced costs.
@Suite struct ExactLexicographicProgramTests {
  /// `y == 1e8·x` (required), `x == 0` (high), `y == 100` (low): a hair of the high level
  /// buys 1e8 times as much of the low one. Exactly, `x = y = 0` and the low level's error is
  /// 100; a staged LP that bounds the high level by its optimum plus 1e-9 (GLPKSolver's
  /// margin) ends the low level at 99.9.
  static func amplifier() -> (x: Variable, y: Variable, constraints: [Constraint]) {
    let x = Variable("x")
    let y = Variable("y")
    return (
      x, y,
      [
        y - 1e8 * x == 0,
        (1 * x == 0).priority(.high),
        (y - 100 == 0).priority(.low),
      ]
    )
  }

  @Test func levelsAreSolvedExactlyOnTheFaceAbove() throws {
    let (x, y, constraints) = Self.amplifier()
    let optimum = try ExactLexicographicProgram(constraints).optimum()
    #expect(optimum.values[x] == 0)
    #expect(optimum.values[y] == 0)
    #expect(optimum.levelErrors[.high] == 0)
    #expect(optimum.levelErrors[.low] == 100)
  }

  @Test func staggeredLevelsAgreeWithTheHandComputedOptimum() throws {
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [
      x + y - 10 == 0,
      (x - 8 == 0).priority(.high),
      (y - 5 == 0).priority(.low).weight(3),
      (x + x - 4 >= 0).priority(.medium),  // duplicate terms merge: 2x >= 4
    ]
    let optimum = try ExactLexicographicProgram(constraints).optimum()
    #expect(optimum.values[x] == 8)
    #expect(optimum.values[y] == 2)
    #expect(optimum.levelErrors[.high] == 0)
    #expect(optimum.levelErrors[.medium] == 0)
    #expect(optimum.levelErrors[.low] == 9)
  }

  @Test func leastErrorGivenHigherLevelsIsExact() throws {
    let (_, _, constraints) = Self.amplifier()
    let program = ExactLexicographicProgram(constraints)
    let given = try program.leastError(at: .low, givenHigherLevels: [.high: 1e-9])
    #expect(abs(given - 99.9) < 1e-12, "least low error with the high one at 1e-9: \(given)")
    let exact = try program.leastError(at: .low, givenHigherLevels: [.high: 0])
    #expect(exact == 100)
  }

  @Test func rangeIsTheOptimalFace() throws {
    let x = Variable("x")
    let y = Variable("y")
    let program = ExactLexicographicProgram([
      x + y - 10 == 0, 1 * x >= 0, 1 * y >= 0, (x - 3 >= 0).priority(.low),
    ])
    _ = try program.optimum()
    #expect(try program.range(of: x) == 3...10)
    let free = ExactLexicographicProgram([(x - y == 0).priority(.low)])
    _ = try free.optimum()
    #expect(try free.range(of: x) == -Double.infinity...Double.infinity)
    #expect(try free.range(of: Variable("absent")) == -Double.infinity...Double.infinity)
  }

  /// `x == 0.1` and `10·x == 1` hold together within rounding but not as written: 0.1 is
  /// 0.1000000000000000055… as a double.
  @Test func roundedConstantsCanBeInconsistentExactly() {
    let x = Variable("x")
    let program = ExactLexicographicProgram([x - 0.1 == 0, 10 * x - 1 == 0])
    #expect {
      _ = try program.optimum()
    } throws: { error in
      guard case .infeasible = error as? ExactLexicographicProgram.Failure else { return false }
      return "\(error)".contains("exact arithmetic")
    }
  }

  /// Consistency of the required constraints alone: the rounded pair is inconsistent, either
  /// one with an optional contradiction is not, and a limit decides nothing.
  @Test func inconsistencyIsDecidedExactly() {
    let x = Variable("x")
    #expect(ExactLexicographicProgram([x - 0.1 == 0, 10 * x - 1 == 0]).isInconsistent())
    #expect(
      !ExactLexicographicProgram([x - 0.1 == 0, (10 * x - 1 == 0).priority(.high)])
        .isInconsistent())
    #expect(!ExactLexicographicProgram([x - 0.25 == 0, 4 * x - 1 == 0]).isInconsistent())
    let limited = ExactLexicographicProgram(
      [x - 0.1 == 0, 10 * x - 1 == 0], limits: .init(iterations: 0))
    #expect(!limited.isInconsistent())
  }

  @Test func limitsAreReported() {
    let (_, _, constraints) = Self.amplifier()
    // No iterations allowed: the first call that needs a pivot stops at once.
    let program = ExactLexicographicProgram(constraints, limits: .init(iterations: 0))
    #expect {
      _ = try program.optimum()
    } throws: { error in
      guard case .limit = error as? ExactLexicographicProgram.Failure else { return false }
      return "\(error)".contains("0 iterations")
    }
  }
}
