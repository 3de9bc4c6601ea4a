// swift-tools-version: 6.1
// Strut: constraint-based layout for Swift (Linux first).
import PackageDescription

let package = Package(
  name: "Strut",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "StrutCore", targets: ["StrutCore"]),
    .library(name: "StrutCassowary", targets: ["StrutCassowary"]),
    .library(name: "Strut", targets: ["Strut"]),
    // GPL-3.0 (links the system GLPK): opt in by depending on this product explicitly.
    .library(name: "StrutGLPK", targets: ["StrutGLPK"]),
    .library(name: "StrutWorkloads", targets: ["StrutWorkloads"]),
    // The conformance checker, catalogue and fuzzer (links StrutGLPK, so GPL-3.0 as well).
    .library(name: "StrutConformance", targets: ["StrutConformance"]),
    .executable(name: "bench", targets: ["bench"]),
    .plugin(name: "BenchmarkReport", targets: ["BenchmarkReport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` (DocC), as Swift Package Index packages add it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "StrutCore"),
    .target(name: "StrutCassowary", dependencies: ["StrutCore"]),
    .target(name: "Strut", dependencies: ["StrutCore", "StrutCassowary"]),
    .testTarget(
      name: "StrutTests", dependencies: ["Strut", "StrutCore", "StrutGLPK"],
      swiftSettings: [.define("STRUT_TEST_GLPK")]),
    .systemLibrary(name: "CGLPK", providers: [.apt(["libglpk-dev"])]),
    .target(name: "CGLPKShim", dependencies: ["CGLPK"]),
    .target(name: "StrutGLPK", dependencies: ["StrutCore", "CGLPK", "CGLPKShim"]),
    .testTarget(
      name: "StrutGLPKTests",
      dependencies: ["StrutCore", "StrutGLPK", "CGLPKShim", "StrutCassowary", "StrutWorkloads"]),
    .target(name: "StrutWorkloads", dependencies: ["StrutCore", "StrutCassowary", "Strut"]),
    .target(
      name: "StrutConformance", dependencies: ["StrutCore", "StrutGLPK", "StrutWorkloads"],
      resources: [.copy("Catalogue")]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["StrutConformance", "StrutCassowary", "StrutGLPK", "StrutCore"]),
    .testTarget(name: "StrutCoreTests", dependencies: ["StrutCore"]),
    // SnapKit's own test suite and Masonry's specs, ported to Strut (issue 16).
    .testTarget(name: "SnapKitCompatibilityTests", dependencies: ["Strut", "StrutGLPK"]),
    .testTarget(name: "StrutCassowaryTests", dependencies: ["StrutCore", "StrutCassowary"]),
    .testTarget(
      name: "StrutWorkloadsTests",
      dependencies: ["StrutCore", "StrutCassowary", "StrutWorkloads", "StrutConformance", "bench"]),
    .testTarget(
      name: "BenchTests",
      dependencies: [
        "bench", "StrutWorkloads", "Strut", "StrutCore", "StrutCassowary",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "bench",
      dependencies: [
        "StrutCore", "StrutCassowary", "StrutGLPK", "StrutWorkloads", "Strut", "StrutConformance",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/bench"),
    .plugin(
      name: "BenchmarkReport",
      capability: .command(
        intent: .custom(
          verb: "benchmark-report",
          description:
            "Run the benchmark suite in release and write docs/benchmarks.md and SVG charts."),
        permissions: [
          .writeToPackageDirectory(reason: "writes docs/benchmarks.md and docs/benchmarks/*.svg")
        ])),
  ],
  swiftLanguageModes: [.v6]
)
