#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A whole constraint problem as data: the JSON interchange format `strut.constraint-system/1`
/// (see `docs/formats.md`).
///
/// Used by `bench export`, fuzz-failure reproductions, the conformance catalogue and the
/// comparison scripts, so that every solver can be measured on the identical system.
///
/// ```json
/// { "format": "strut.constraint-system/1", "name": "tree-4-1000",
///   "variables": ["v0.x", "v0.y"],
///   "constraints": [ { "terms": [[0, 1.0], [1, -1.0]], "constant": 4.0, "relation": "==",
///                      "priority": 1000, "weight": 1.0 } ],
///   "edits": [ { "variable": 1, "priority": 750, "values": [1000, 1010] } ] }
/// ```
public struct ConstraintSystem: Codable, Hashable, Sendable {
  /// The format identifier every file carries.
  public static let formatIdentifier = "strut.constraint-system/1"

  /// One constraint: `Σ coefficient·variables[index] + constant relation 0`.
  public struct ConstraintRecord: Codable, Hashable, Sendable {
    /// `(variable index, coefficient)` pairs, encoded as `[index, coefficient]` arrays.
    public var terms: [IndexedTerm]
    /// The constant.
    public var constant: Double
    /// `==`, `<=` or `>=`.
    public var relation: Relation
    /// The priority in (0, 1000].
    public var priority: Float
    /// The weight (positive; 1 when absent from the file).
    public var weight: Double

    /// A constraint record.
    public init(
      terms: [IndexedTerm], constant: Double, relation: Relation, priority: Float = 1000,
      weight: Double = 1
    ) {
      self.terms = terms
      self.constant = constant
      self.relation = relation
      self.priority = priority
      self.weight = weight
    }

    enum CodingKeys: String, CodingKey { case terms, constant, relation, priority, weight }

    /// Decodes a record; `constant` defaults to 0, `priority` to 1000, `weight` to 1.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      terms = try container.decode([IndexedTerm].self, forKey: .terms)
      constant = try container.decodeIfPresent(Double.self, forKey: .constant) ?? 0
      relation = try container.decode(Relation.self, forKey: .relation)
      priority = try container.decodeIfPresent(Float.self, forKey: .priority) ?? 1000
      weight = try container.decodeIfPresent(Double.self, forKey: .weight) ?? 1
    }
  }

  /// A `[variable index, coefficient]` pair.
  public struct IndexedTerm: Codable, Hashable, Sendable {
    /// Index into ``ConstraintSystem/variables``.
    public var variable: Int
    /// The coefficient.
    public var coefficient: Double

    /// A term.
    public init(_ variable: Int, _ coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }

    /// Decodes `[index, coefficient]`.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      variable = try container.decode(Int.self)
      coefficient = try container.decode(Double.self)
      if !container.isAtEnd {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a term is [variable index, coefficient]")
      }
    }

    /// Encodes `[index, coefficient]`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(variable)
      try container.encode(coefficient)
    }
  }

  /// An edit variable and the values suggested for it, in order (the last stays in force).
  public struct EditRecord: Codable, Hashable, Sendable {
    /// Index into ``ConstraintSystem/variables``.
    public var variable: Int
    /// The edit's priority in (0, 1000).
    public var priority: Float
    /// The suggested values, in order.
    public var values: [Double]

    /// An edit record.
    public init(variable: Int, priority: Float, values: [Double]) {
      self.variable = variable
      self.priority = priority
      self.values = values
    }
  }

  /// Always ``formatIdentifier`` in a valid system.
  public var format: String
  /// A name such as `tree-1000`.
  public var name: String
  /// Variable names; a variable is referred to by its index here.
  public var variables: [String]
  /// The constraints, in the order they are added.
  public var constraints: [ConstraintRecord]
  /// Edit variables with their suggestion sequences.
  public var edits: [EditRecord]

  /// A system.
  public init(
    name: String, variables: [String], constraints: [ConstraintRecord] = [],
    edits: [EditRecord] = []
  ) {
    self.format = Self.formatIdentifier
    self.name = name
    self.variables = variables
    self.constraints = constraints
    self.edits = edits
  }

  enum CodingKeys: String, CodingKey { case format, name, variables, constraints, edits }

  /// Decodes a system; `name` defaults to "" and `edits` to none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try container.decode(String.self, forKey: .format)
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
    variables = try container.decode([String].self, forKey: .variables)
    constraints = try container.decode([ConstraintRecord].self, forKey: .constraints)
    edits = try container.decodeIfPresent([EditRecord].self, forKey: .edits) ?? []
  }
}
