// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Touchway",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Touchway", targets: ["Touchway"]),
    .executable(name: "touchway", targets: ["touchway"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
  ],
  targets: [
    // Core routing: pure Swift, no C, no Foundation.
    .target(name: "Touchway"),
    .testTarget(name: "TouchwayTests", dependencies: ["Touchway"]),
    .executableTarget(
      name: "touchway",
      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
  ]
)
