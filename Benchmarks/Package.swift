// swift-tools-version: 6.1
import PackageDescription

// Touchway's benchmarks, apart from the main package so that building Touchway does not
// need the benchmark package: `cd Benchmarks && swift package benchmark`.
let package = Package(
  name: "TouchwayBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Touchway", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // The kiosk's software compositor and PNG encoder.
    .executableTarget(
      name: "GraphicsBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TouchwayGraphics", package: "Touchway"),
      ],
      path: "Benchmarks/GraphicsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ]
)
