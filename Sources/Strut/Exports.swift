// `import Strut` is all a layout user needs: the solver vocabulary (Variable, Expression,
// Priority, …), the default backend, and Foundation's geometry types.
//
// The DSL's own `Constraint` (the handle returned by `make.top.equalTo(x).constraint`) is
// declared in this module and shadows StrutCore's solver-level `Constraint` for code that
// imports only `Strut`; write `StrutCore.Constraint` for the solver-level type.

@_exported import StrutCassowary
@_exported import StrutCore

@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
