import Foundation

@testable import Strut

/// What a DSL handle describes, as comparable text: the terms and numbers of every solver
/// constraint it installs, its description without locations (two forms written on different
/// lines must compare equal), its attributes, target count, diagnostic kind and whether it is
/// active. Tests that check two spellings describe the same constraint compare these.
func handleShape(_ handle: Constraint?) -> [String] {
  guard let handle else { return ["<none>"] }
  return handle.layoutConstraints.map {
    "\($0.expression.terms.map { "\($0.variable.name)*\($0.coefficient)" }) "
      + "\($0.expression.constant) \($0.relation) \($0.priority.value) \($0.weight)"
  } + [
    handle.description.replacing(#/ \([^()\n]*:\d+\)/#, with: ""),
    "\(handle.attributes)", "\(handle.targets.count)",
    "\(String(describing: handle.lastDiagnostic?.kind))", "\(handle.isActive)",
  ]
}
