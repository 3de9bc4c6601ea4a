import Foundation

/// Everything the layout inspector page shows, as plain values: the items (views, guides, or
/// the variables of a raw constraint system) with their solved frames, every constraint in the
/// solver with its source location and how it stands, and the diagnostics.
///
/// Made by ``LayoutView/inspectorDocument(options:)`` for a view tree, or by
/// ``init(system:solver:)`` for a raw `ConstraintSystem`; ``html()`` renders the page
/// (one self-contained file: the document travels inside it as one JSON blob).
public struct InspectorDocument: Sendable, Hashable, Codable {
  /// The page's title (the root view's name, or the system's name).
  public var title: String
  /// The items, parents before their children (`items[0]` is the root of a view tree).
  public var items: [InspectorItem]
  /// Every constraint in the solver, implicit ones included.
  public var constraints: [InspectorConstraint]
  /// The diagnostics recorded by the engine, oldest first.
  public var diagnostics: [InspectorDiagnostic]
  /// Remarks shown at the top of the page (for example that ambiguity was not checked).
  public var notes: [String]
  /// The item selected when the page opens without a `#view=` or `#id=` fragment.
  public var initialSelection: Int?

  /// A document.
  public init(
    title: String, items: [InspectorItem], constraints: [InspectorConstraint],
    diagnostics: [InspectorDiagnostic] = [], notes: [String] = [], initialSelection: Int? = nil
  ) {
    self.title = title
    self.items = items
    self.constraints = constraints
    self.diagnostics = diagnostics
    self.notes = notes
    self.initialSelection = initialSelection
  }

  /// The indices of the constraints that touch the item at `index` (mention one of its
  /// variables), in document order.
  public func constraintIndices(touching index: Int) -> [Int] {
    constraints.indices.filter { constraints[$0].items.contains(index) }
  }

  /// The indices of the other items that the constraints touching `index` reach, ascending.
  public func reachedItems(from index: Int) -> [Int] {
    var reached = Set<Int>()
    for constraint in constraints where constraint.items.contains(index) {
      reached.formUnion(constraint.items)
    }
    reached.remove(index)
    return reached.sorted()
  }

  /// The index of the first item named `name`, if any.
  public func index(named name: String) -> Int? {
    items.firstIndex { $0.name == name }
  }
}

/// One thing the inspector draws or lists: a view, a layout guide, or a variable of a raw
/// system that belongs to no recognised view.
public struct InspectorItem: Sendable, Hashable, Codable {
  /// What the item is.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A ``LayoutView``, or a group of four variables of a raw system named like one
    /// (`name.x`, `name.y`, `name.w`, `name.h`).
    case view
    /// A ``LayoutGuide``.
    case guide
    /// A variable of a raw system that belongs to no recognised view.
    case variable
  }

  /// The name (`debugName`, else a generated one such as `LayoutView#3`; a variable's name).
  public var name: String
  /// What the item is.
  public var kind: Kind
  /// The index of the item's container (superview, owning view), if it has one.
  public var parent: Int?
  /// The frame in the container's coordinates (a view's `frame`, a guide's `layoutFrame`);
  /// `nil` for a variable.
  public var frame: InspectorRect?
  /// The frame in the drawing's coordinates (the root's), `nil` for a variable.
  public var rootFrame: InspectorRect?
  /// The solver variables of the item with their values, by name.
  public var values: [InspectorValue]
  /// The frame values (`x`, `y`, `width`, `height`) the constraints leave free; empty when
  /// the layout determines them, `nil` when ambiguity was not checked.
  public var ambiguous: [String]?
  /// Whether the item takes part in layout (mentioned by a constraint in the solver).
  public var isLaidOut: Bool

  /// An item.
  public init(
    name: String, kind: Kind, parent: Int? = nil, frame: InspectorRect? = nil,
    rootFrame: InspectorRect? = nil, values: [InspectorValue] = [], ambiguous: [String]? = nil,
    isLaidOut: Bool = true
  ) {
    self.name = name
    self.kind = kind
    self.parent = parent
    self.frame = frame
    self.rootFrame = rootFrame
    self.values = values
    self.ambiguous = ambiguous
    self.isLaidOut = isLaidOut
  }
}

/// A rectangle of the inspector document (numbers rounded to 1e-4).
public struct InspectorRect: Sendable, Hashable, Codable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle with its numbers rounded to 1e-4 (so that the page shows `110`, not
  /// `110.00000000000001`).
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = inspectorRounded(x)
    self.y = inspectorRounded(y)
    self.width = inspectorRounded(width)
    self.height = inspectorRounded(height)
  }

  /// The rectangle of a `CGRect`.
  public init(_ rect: CGRect) {
    self.init(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }
}

/// A named variable and its solved value.
public struct InspectorValue: Sendable, Hashable, Codable {
  /// The variable's name.
  public var name: String
  /// Its value (rounded to 1e-6).
  public var value: Double

  /// A value.
  public init(name: String, value: Double) {
    self.name = name
    self.value = (value * 1e6).rounded() / 1e6 + 0
  }
}

/// A diagnostic as the inspector lists it, linked to the items it names.
public struct InspectorDiagnostic: Sendable, Hashable, Codable {
  /// The kind (``LayoutDiagnostic/Kind``'s raw value, e.g. `unsatisfiable`).
  public var kind: String
  /// The message.
  public var message: String
  /// The offending constraint's description, if any.
  public var constraint: String?
  /// `file:line`, or "" when unknown.
  public var location: String
  /// The conflicting constraints of an unsatisfiable one.
  public var conflicts: [String]
  /// The indices of the items the diagnostic names.
  public var items: [Int]

  /// A diagnostic.
  public init(
    kind: String, message: String, constraint: String?, location: String,
    conflicts: [String], items: [Int]
  ) {
    self.kind = kind
    self.message = message
    self.constraint = constraint
    self.location = location
    self.conflicts = conflicts
    self.items = items
  }
}

/// `value` rounded to 1e-4, without a negative zero.
func inspectorRounded(_ value: Double) -> Double {
  guard value.isFinite else { return value }
  return (value * 10_000).rounded() / 10_000 + 0
}
