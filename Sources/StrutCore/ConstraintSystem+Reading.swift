/// Reads `strut.constraint-system/1` text with ``JSONScanner``, straight into a
/// ``ConstraintSystem``: one linear pass, every number read as a `Double` and checked against
/// the type that holds it, every problem reported with its field path and byte offset.
struct ConstraintSystemReader {
  var scanner: JSONScanner

  /// The keys of a system, a constraint record and an edit record, in the order the readers'
  /// `switch`es number them.
  static let systemKeys: [StaticString] = ["format", "name", "variables", "constraints", "edits"]
  static let recordKeys: [StaticString] = ["terms", "constant", "relation", "priority", "weight"]
  static let editKeys: [StaticString] = ["variable", "priority", "values"]
  /// The relations as written, and as values.
  static let relationNames: [StaticString] = ["==", "<=", ">="]
  static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]

  /// A reader over `bytes`.
  init(_ bytes: UnsafeRawBufferPointer) {
    scanner = JSONScanner(bytes)
  }

  /// Reads the whole document (the caller validates the result).
  mutating func readSystem() throws(JSONProblem) -> ConstraintSystem {
    scanner.skipWhitespace()
    let start = scanner.position
    var format: String?
    var name: String?
    var variables: [String]?
    var constraints: [ConstraintSystem.ConstraintRecord]?
    var edits: [ConstraintSystem.EditRecord]?
    if try scanner.beginObject("an object (a constraint system)") {
      repeat {
        scanner.skipWhitespace()
        let keyOffset = scanner.position
        let key = try scanner.readKey(among: Self.systemKeys)
        do throws(JSONProblem) {
          switch key {
          case 0:  // "format"
            try once(format, keyOffset)
            format = try scanner.readString("a string")
          case 1:  // "name"
            try once(name, keyOffset)
            name = try scanner.readString("a string")
          case 2:  // "variables"
            try once(variables, keyOffset)
            variables = try readVariables()
          case 3:  // "constraints"
            try once(constraints, keyOffset)
            constraints = try readList { (reader) throws(JSONProblem) in try reader.readRecord() }
          case 4:  // "edits"
            try once(edits, keyOffset)
            edits = try readList { (reader) throws(JSONProblem) in try reader.readEdit() }
          default:
            try scanner.skipValue()
          }
        } catch {
          throw error.within(.key(scanner.keyName(at: keyOffset)))
        }
      } while try scanner.nextMember()
    }
    try scanner.expectEnd()
    guard let format else { throw missing("format", start) }
    guard let variables else { throw missing("variables", start) }
    guard let constraints else { throw missing("constraints", start) }
    var system = ConstraintSystem(
      name: name ?? "", variables: variables, constraints: constraints, edits: edits ?? [])
    system.format = format
    return system
  }

  // MARK: Parts

  private mutating func readVariables() throws(JSONProblem) -> [String] {
    var names: [String] = []
    guard try scanner.beginArray("an array of variable names") else { return names }
    repeat {
      do throws(JSONProblem) {
        names.append(try scanner.readString("a variable name (a string)"))
      } catch {
        throw error.within(.index(names.count))
      }
    } while try scanner.nextElement()
    return names
  }

  /// Reads an array whose elements `element` reads, adding each element's index to a
  /// problem's path.
  private mutating func readList<Element>(
    _ element: (inout ConstraintSystemReader) throws(JSONProblem) -> Element
  ) throws(JSONProblem) -> [Element] {
    var list: [Element] = []
    guard try scanner.beginArray("an array") else { return list }
    repeat {
      do throws(JSONProblem) {
        list.append(try element(&self))
      } catch {
        throw error.within(.index(list.count))
      }
    } while try scanner.nextElement()
    return list
  }

  private mutating func readRecord() throws(JSONProblem) -> ConstraintSystem.ConstraintRecord {
    scanner.skipWhitespace()
    let start = scanner.position
    var terms: [ConstraintSystem.IndexedTerm]?
    var constant: Double?
    var relation: Relation?
    var priority: Float?
    var weight: Double?
    if try scanner.beginObject("an object (a constraint)") {
      repeat {
        scanner.skipWhitespace()
        let keyOffset = scanner.position
        let key = try scanner.readKey(among: Self.recordKeys)
        do throws(JSONProblem) {
          switch key {
          case 0:  // "terms"
            try once(terms, keyOffset)
            terms = try readList { (reader) throws(JSONProblem) in try reader.readTerm() }
          case 1:  // "constant"
            try once(constant, keyOffset)
            constant = try scanner.readFiniteNumber("a number").value
          case 2:  // "relation"
            try once(relation, keyOffset)
            relation = try readRelation()
          case 3:  // "priority"
            try once(priority, keyOffset)
            priority = try readPriority(optionalOnly: false)
          case 4:  // "weight"
            try once(weight, keyOffset)
            weight = try scanner.readFiniteNumber("a number").value
          default:
            try scanner.skipValue()
          }
        } catch {
          throw error.within(.key(scanner.keyName(at: keyOffset)))
        }
      } while try scanner.nextMember()
    }
    guard let terms else { throw missing("terms", start) }
    guard let relation else { throw missing("relation", start) }
    return ConstraintSystem.ConstraintRecord(
      terms: terms, constant: constant ?? 0, relation: relation, priority: priority ?? 1000,
      weight: weight ?? 1)
  }

  private mutating func readTerm() throws(JSONProblem) -> ConstraintSystem.IndexedTerm {
    let shape = "a term is [variable index, coefficient]"
    guard try scanner.beginArray("a term ([variable index, coefficient])") else {
      throw scanner.problem(shape, at: scanner.position - 1)
    }
    let variable: Int
    do throws(JSONProblem) {
      variable = try scanner.readIndex("variable index")
    } catch {
      throw error.within(.index(0))
    }
    guard try scanner.nextElement() else {
      throw scanner.problem(shape, at: scanner.position - 1)
    }
    let coefficient: Double
    do throws(JSONProblem) {
      coefficient = try scanner.readFiniteNumber("a coefficient (a number)").value
    } catch {
      throw error.within(.index(1))
    }
    if try scanner.nextElement() {
      throw scanner.problem(shape, at: scanner.position).within(.index(2))
    }
    return ConstraintSystem.IndexedTerm(variable, coefficient)
  }

  private mutating func readRelation() throws(JSONProblem) -> Relation {
    scanner.skipWhitespace()
    let offset = scanner.position
    let what = "a relation (\"==\", \"<=\" or \">=\")"
    guard let index = try scanner.readString(among: Self.relationNames, what) else {
      let text = scanner.keyName(at: offset)
      throw scanner.problem(
        "unknown relation \"\(text)\" (expected \"==\", \"<=\" or \">=\")", at: offset)
    }
    return Self.relations[index]
  }

  private mutating func readEdit() throws(JSONProblem) -> ConstraintSystem.EditRecord {
    scanner.skipWhitespace()
    let start = scanner.position
    var variable: Int?
    var priority: Float?
    var values: [Double]?
    if try scanner.beginObject("an object (an edit variable)") {
      repeat {
        scanner.skipWhitespace()
        let keyOffset = scanner.position
        let key = try scanner.readKey(among: Self.editKeys)
        do throws(JSONProblem) {
          switch key {
          case 0:  // "variable"
            try once(variable, keyOffset)
            variable = try scanner.readIndex("variable index")
          case 1:  // "priority"
            try once(priority, keyOffset)
            priority = try readPriority(optionalOnly: true)
          case 2:  // "values"
            try once(values, keyOffset)
            values = try readList { (reader) throws(JSONProblem) in
              try reader.scanner.readFiniteNumber("a value (a number)").value
            }
          default:
            try scanner.skipValue()
          }
        } catch {
          throw error.within(.key(scanner.keyName(at: keyOffset)))
        }
      } while try scanner.nextMember()
    }
    guard let variable else { throw missing("variable", start) }
    guard let priority else { throw missing("priority", start) }
    guard let values else { throw missing("values", start) }
    return ConstraintSystem.EditRecord(variable: variable, priority: priority, values: values)
  }

  /// Reads a priority as a `Double` and returns the `Float` that ``Priority`` holds, if that
  /// holds it exactly (see ``ConstraintSystem/heldPriority(_:)``); `optionalOnly` for an
  /// edit, whose priority must stay below 1000.
  private mutating func readPriority(optionalOnly: Bool) throws(JSONProblem) -> Float {
    let number = try scanner.readFiniteNumber("a priority (a number)")
    let text = scanner.text(of: number)
    let value = number.value
    let at = number.range.lowerBound
    if optionalOnly {
      guard value > 0, value < 1000 else {
        throw scanner.problem(
          "edit priority \(text) is outside (0, 1000): edits are optional", at: at)
      }
    } else {
      guard value > 0, value <= 1000 else {
        throw scanner.problem("priority \(text) is outside (0, 1000]", at: at)
      }
    }
    guard let held = ConstraintSystem.heldPriority(value) else {
      let nearest = Float(value)
      let meaning = nearest == 1000 ? " (required)" : nearest == 0 ? " (not a priority)" : ""
      throw scanner.problem(
        "priority \(text) cannot be held exactly by a Priority (a 32-bit float): it would "
          + "become \(nearest)\(meaning); write a priority a 32-bit float holds, such as "
          + "\(Self.heldNeighbours(of: value))",
        at: at)
    }
    return held
  }

  /// The nearest priorities below and above `value` that a `Float` holds, for the message.
  private static func heldNeighbours(of value: Double) -> String {
    let nearest = Float(value)
    let below = Double(nearest) > value ? nearest.nextDown : nearest
    let above = Double(nearest) < value ? nearest.nextUp : nearest
    let candidates = [below, above].filter { $0 > 0 && $0 <= 1000 }
    return candidates.map { "\($0)" }.joined(separator: " or ")
  }

  // MARK: Helpers

  /// Throws "duplicate key" if `seen` is already set.
  private func once<Value>(_ seen: Value?, _ keyOffset: Int) throws(JSONProblem) {
    if seen != nil {
      throw scanner.problem("the key appears twice in one object", at: keyOffset)
    }
  }

  private func missing(_ key: String, _ objectStart: Int) -> JSONProblem {
    scanner.problem("missing key \"\(key)\"", at: objectStart)
  }
}

extension ConstraintSystem {
  /// The `Float` a ``Priority`` would hold for the file's number `value`, if that is the same
  /// priority: the `Float` equals `value`, or its shortest decimal form (what Strut writes)
  /// reads back as exactly `value`. Otherwise nil: `999.99999999` would become `1000.0`
  /// (required), `1e-50` would become 0, `500.00001` would merge with 500.
  public static func heldPriority(_ value: Double) -> Float? {
    let nearest = Float(value)
    guard nearest.isFinite else { return nil }
    if Double(nearest) == value { return nearest }
    return Double(nearest.description) == value ? nearest : nil
  }
}
