// swift-tools-version: 6.1
// Strut: constraint-based layout for Swift (Linux first).
import PackageDescription

let package = Package(
  name: "Strut",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "StrutCore", targets: ["StrutCore"]),
    .library(name: "StrutCassowary", targets: ["StrutCassowary"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "StrutCore"),
    .target(name: "StrutCassowary", dependencies: ["StrutCore"]),
    .testTarget(name: "StrutCoreTests", dependencies: ["StrutCore"]),
    .testTarget(name: "StrutCassowaryTests", dependencies: ["StrutCore", "StrutCassowary"]),
  ],
  swiftLanguageModes: [.v6]
)
