// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Touchway",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Touchway", targets: ["Touchway"]),
    .library(name: "TouchwayWayland", targets: ["TouchwayWayland"]),
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

    // C libraries from Debian's -dev packages, found through pkg-config.
    .systemLibrary(
      name: "CWaylandServer", pkgConfig: "wayland-server", providers: [.apt(["libwayland-dev"])]),
    .systemLibrary(
      name: "CWaylandClient", pkgConfig: "wayland-client", providers: [.apt(["libwayland-dev"])]),
    .systemLibrary(
      name: "CLibinput", pkgConfig: "libinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
    .systemLibrary(
      name: "CXkbcommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
    // wayland-scanner's output for the protocols Touchway speaks (scripts/generate-protocols.sh).
    .target(name: "WaylandProtocols", dependencies: ["CWaylandServer", "CWaylandClient"]),
    // The Wayland server: client surfaces as views, touches out through wl_touch.
    .target(
      name: "TouchwayWayland",
      dependencies: [
        "Touchway", "CWaylandServer", "WaylandProtocols",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "TouchwayWaylandTests",
      dependencies: ["TouchwayWayland", "Touchway", "CWaylandClient", "WaylandProtocols"]),
    .executableTarget(
      name: "touchway",
      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
  ]
)
