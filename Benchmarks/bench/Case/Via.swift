import ArgumentParser
import Foundation
import Strut
import StrutWorkloads

/// How a case reaches the solver (`--via`): the workload's ConstraintSystem fed to the solver
/// directly (its live constraints made untimed, or made inside the timed build as code that
/// writes them would), or the same hierarchy built through the layout DSL (``ViaDSL``).
enum Via: String, CaseIterable, Sendable, ExpressibleByArgument, CustomStringConvertible {
  /// ``WorkloadRunner`` on the generated ConstraintSystem (the default): the solver's own time.
  case solver
  /// ``WorkloadRunner`` with `timesInstantiation`: each build first makes the live variables
  /// and constraints from the system (timed), as a program that writes the same constraints
  /// in code pays before the solver sees them — the baseline of the DSL's overhead, which
  /// makes its own constraints inside its build too.
  case code
  /// Views and `snp.makeConstraints` on a root whose engine holds the solver (flat, tree and
  /// grid only).
  case dsl

  /// The name on the command line and in the `via` key.
  var description: String { rawValue }

  /// Why `workload` cannot run this way, or `nil` when it can.
  func unsupportedReason(_ workload: Workload) -> String? {
    guard self == .dsl, !ViaDSL.workloads.contains(workload.rawValue) else { return nil }
    return "not supported via dsl"
  }
}

/// A `--via dsl` case in the child process: the protocol of ``WorkloadRunner`` through the DSL.
///
/// Per repetition, on a fresh root with a fresh solver:
/// 1. **build** (timed): create the views, `makeConstraints` on each, set the root's frame to
///    the drag's first width, `layoutIfNeeded()`;
/// 2. **edit** (each step timed): for step `k` in `0..<n`, set the root's width to drag value
///    `(k + 1) mod n`, then `layoutIfNeeded()` (an edit-variable suggestion, not a rebuild);
/// 3. **churn** (timed): `deactivate()` the DSL constraints chosen by
///    ``ChurnSample/indices(count:fraction:seed:)`` with seed `seed &+ repetition` (over the
///    handles in creation order, root first, then views in order), `activate()` them again,
///    `layoutIfNeeded()` (the engine removes them from the solver and adds them back as one
///    batch each).
///
/// The `system` message carries the DSL's own counts (4 variables per view; every solver
/// constraint the engine installed, implicit ones included); the required residual is checked
/// (untimed) over the installed solver constraints after each build and churn.
enum ViaDSLCase {
  /// Runs the case, sending each message to `emit` as soon as it is known.
  static func run(
    workload: Workload, size: Int, backend: Backend, repetitions: Int, seed: UInt64,
    operations: Set<BenchmarkOperation>, emit: (CaseMessage) -> Void
  ) throws {
    guard ViaDSL.workloads.contains(workload.rawValue) else {
      throw ListError(description: "workload \(workload) is not supported via dsl")
    }
    let drag = ViaDSL.rootWidthDrag()
    let clock = ContinuousClock()
    var residual = 0.0
    emit(CaseMessage(kind: .baseline, rssBytes: ProcessMemory.currentRSS()))
    for repetition in 0..<max(1, repetitions) {
      let start = clock.now
      guard
        let (root, views) = ViaDSL.buildHierarchy(
          workload: workload.rawValue, size: size, solver: backend.makeSolver(),
          rootWidth: drag.first ?? 1000)
      else {
        throw ListError(description: "invalid size \(size) for \(workload) via dsl")
      }
      root.layoutIfNeeded()
      let buildTime = (clock.now - start).inSeconds
      let engine = root.layoutEngine
      if repetition == 0 {
        emit(
          CaseMessage(
            kind: .system, variables: 4 * views.count, constraints: engine.constraintCount))
      }
      if let diagnostic = engine.diagnostics.first {
        throw ListError(description: "the DSL reported: \(diagnostic)")
      }
      let handles = views.flatMap { $0.snp.constraints }
      residual = max(residual, maxRequiredResidual(handles, engine))
      if operations.contains(.build) { report(.build, [buildTime], emit) }

      if operations.contains(.edit), !drag.isEmpty {
        var samples: [Double] = []
        samples.reserveCapacity(drag.count)
        for step in 0..<drag.count {
          let stepStart = clock.now
          root.frame.size.width = drag[(step + 1) % drag.count]
          root.layoutIfNeeded()
          samples.append((clock.now - stepStart).inSeconds)
        }
        report(.edit, samples, emit)
      }

      if operations.contains(.churn) {
        let chosen = ChurnSample.indices(count: handles.count, seed: seed &+ UInt64(repetition))
          .map { handles[$0] }
        let churnStart = clock.now
        for handle in chosen { handle.deactivate() }
        for handle in chosen { handle.activate() }
        root.layoutIfNeeded()
        let churnTime = (clock.now - churnStart).inSeconds
        if let diagnostic = engine.diagnostics.first {
          throw ListError(description: "the DSL reported: \(diagnostic)")
        }
        residual = max(residual, maxRequiredResidual(handles, engine))
        report(.churn, [churnTime], emit)
      }
    }
    emit(CaseMessage(kind: .done, rssBytes: ProcessMemory.peakRSS(), maxRequiredResidual: residual))
  }

  /// Sends the samples of one operation.
  private static func report(
    _ operation: BenchmarkOperation, _ samples: [Double], _ emit: (CaseMessage) -> Void
  ) {
    emit(
      CaseMessage(
        kind: .samples, operation: operation, seconds: samples, rssBytes: ProcessMemory.peakRSS()))
  }

  /// The largest violation of a required solver constraint installed for `handles`.
  static func maxRequiredResidual(_ handles: [Strut.Constraint], _ engine: LayoutEngine) -> Double {
    let solver = engine.solver
    var worst = 0.0
    for handle in handles where handle.isActive {
      for constraint in handle.layoutConstraints where constraint.isRequired {
        worst = max(worst, constraint.violation { solver.value(of: $0) })
      }
    }
    return worst
  }
}
