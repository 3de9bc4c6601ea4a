import StrutCore

/// One conformance case: a ``ConstraintSystem`` and a script of operations on it, with the
/// errors the operations must throw and the results hand-computed where they are known.
///
/// Stored as JSON (`strut.conformance-case/1`, see docs/conformance.md). A plain
/// `strut.constraint-system/1` file is a case too: its script is ``defaultScript(for:)``.
///
/// ```json
/// { "format": "strut.conformance-case/1", "name": "lexicographic-trap",
///   "summary": "no amount of low-priority error buys high-priority error",
///   "system": { "format": "strut.constraint-system/1", "variables": ["x"],
///               "constraints": [ … ] },
///   "script": [ {"op": "add", "constraints": [0, 1, 2]},
///               {"op": "check", "values": {"x": 10}} ] }
/// ```
public struct ConformanceCase: Codable, Sendable, Hashable {
  /// The format identifier of a case file.
  public static let formatIdentifier = "strut.conformance-case/1"

  /// Always ``formatIdentifier``.
  public var format: String
  /// A unique name such as `relation-le-high`.
  public var name: String
  /// What the case covers, in a sentence.
  public var summary: String
  /// The variables and constraints the script refers to by index. Its `edits` are used only
  /// by the default script (when ``script`` is nil).
  public var system: ConstraintSystem
  /// The operations, in order; nil for ``defaultScript(for:)``.
  public var script: [ConformanceOperation]?

  /// A case.
  public init(
    name: String, summary: String = "", system: ConstraintSystem,
    script: [ConformanceOperation]? = nil
  ) {
    self.format = Self.formatIdentifier
    self.name = name
    self.summary = summary
    self.system = system
    self.script = script
  }

  /// The script that runs: ``script``, or ``defaultScript(for:)``.
  public var operations: [ConformanceOperation] {
    script ?? Self.defaultScript(for: system)
  }

  /// What a plain system means as a case (like ``ConstraintSystem/Instance/apply(to:)``): add
  /// every constraint as one batch, add every edit variable, suggest each edit's values in
  /// order, then check.
  public static func defaultScript(for system: ConstraintSystem) -> [ConformanceOperation] {
    var script: [ConformanceOperation] = []
    if !system.constraints.isEmpty {
      script.append(ConformanceOperation(.add, constraints: Array(system.constraints.indices)))
    }
    for edit in system.edits {
      script.append(
        ConformanceOperation(.addEdit, variable: edit.variable, priority: edit.priority))
    }
    for edit in system.edits {
      for value in edit.values {
        script.append(ConformanceOperation(.suggest, variable: edit.variable, value: value))
      }
    }
    script.append(ConformanceOperation(.check))
    return script
  }

  enum CodingKeys: String, CodingKey { case format, name, summary, system, script }

  /// Decodes a case; `summary` defaults to "" and `script` to none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try container.decode(String.self, forKey: .format)
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
    summary = try container.decodeIfPresent(String.self, forKey: .summary) ?? ""
    system = try container.decode(ConstraintSystem.self, forKey: .system)
    script = try container.decodeIfPresent([ConformanceOperation].self, forKey: .script)
  }

  /// Checks that every index of the script and the system is in range and that every step
  /// has the fields it needs. (Numbers are not checked: cases may feed invalid input on
  /// purpose, expecting an error.)
  ///
  /// - Throws: ``ConstraintSystemError`` naming the offending field.
  public func validate() throws(ConstraintSystemError) {
    guard format == Self.formatIdentifier else {
      throw ConstraintSystemError(
        path: "format", reason: "expected \"\(Self.formatIdentifier)\", found \"\(format)\"")
    }
    let variables = system.variables.count
    for (index, record) in system.constraints.enumerated() {
      for (position, term) in record.terms.enumerated()
      where !(0..<variables).contains(term.variable) {
        throw ConstraintSystemError(
          path: "system.constraints[\(index)].terms[\(position)]",
          reason: "variable index \(term.variable) is out of range 0..<\(variables)")
      }
    }
    for (index, edit) in system.edits.enumerated() where !(0..<variables).contains(edit.variable) {
      throw ConstraintSystemError(
        path: "system.edits[\(index)].variable",
        reason: "variable index \(edit.variable) is out of range 0..<\(variables)")
    }
    for (index, step) in operations.enumerated() {
      try validate(step, at: "script[\(index)]")
    }
  }

  /// Checks one step.
  private func validate(_ step: ConformanceOperation, at path: String) throws(ConstraintSystemError)
  {
    func require(_ present: Bool, _ field: String) throws(ConstraintSystemError) {
      if !present {
        throw ConstraintSystemError(
          path: path, reason: "\"\(step.op.rawValue)\" needs \"\(field)\"")
      }
    }
    switch step.op {
    case .add, .remove:
      try require(!(step.constraints ?? []).isEmpty, "constraints")
      for index in step.constraints ?? [] where !system.constraints.indices.contains(index) {
        throw ConstraintSystemError(
          path: "\(path).constraints",
          reason: "constraint index \(index) is out of range 0..<\(system.constraints.count)")
      }
    case .addEdit, .removeEdit, .suggest:
      try require(step.variable != nil, "variable")
      if step.op == .addEdit { try require(step.priority != nil, "priority") }
      if step.op == .suggest { try require(step.value != nil, "value") }
      if let variable = step.variable, !system.variables.indices.contains(variable) {
        throw ConstraintSystemError(
          path: "\(path).variable",
          reason: "variable index \(variable) is out of range 0..<\(system.variables.count)")
      }
    case .update, .reset:
      break
    case .check:
      for name in (step.values ?? [:]).keys where !system.variables.contains(name) {
        throw ConstraintSystemError(
          path: "\(path).values", reason: "no variable is named \"\(name)\"")
      }
      for key in (step.errors ?? [:]).keys where Float(key) == nil {
        throw ConstraintSystemError(
          path: "\(path).errors", reason: "\"\(key)\" is not a priority")
      }
    }
  }
}
