// swift-tools-version: 6.1
// Touchway's contestant for the wlroots peer harness (shared/bench/wlroots-peer, whose
// README says what is measured): a drop-in for the harness's `touchway/` folder. The
// server is a headless wlroots compositor whose seat is Touchway's (`WaylandSeat`); the
// hit test is the harness's hittest.c on Touchway's views. Both share the harness's
// driver.c and common.h, compiled unchanged, with the C servers.
//
// Nothing here is part of the project's build or tests: the harness's C sources are only
// read when this package is built, from $PEER_HARNESS (the harness folder, absolute or
// relative to this directory), else from the folder that holds this one, which is where
// it is when copied in as the harness's `touchway/`. `run-peer.sh` does that copy into a
// scratch folder and runs the harness.
//
// Where Touchway is: $TOUCHWAY_PATH (absolute, or relative to this directory), else ../..
// (this folder inside the project's Benchmarks/).
import PackageDescription

let here = Context.packageDirectory
func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : "\(here)/\(path)" }

let touchwayPath = Context.environment["TOUCHWAY_PATH"] ?? "../.."
let harness = absolute(Context.environment["PEER_HARNESS"] ?? "..")

// The harness Makefile's CFLAGS (clang here, gcc there), and the harness folder on the
// include path for driver.c, driver.h and common.h.
let cFlags: [CSetting] = [
  .define("_GNU_SOURCE"),
  .unsafeFlags(["-O2", "-g", "-std=c11", "-Wno-unused-parameter", "-I", harness]),
]

// The Swift programs import the C targets' headers, which include the harness's.
let swiftFlags: [SwiftSetting] = [
  .swiftLanguageMode(.v5), .unsafeFlags(["-Xcc", "-I", "-Xcc", harness]),
]

// Both programs are linked as docs/wayland.md ("Memory") recommends for a compositor: the
// Swift runtime statically (only the parts used, no libswift_Concurrency, _StringProcessing
// or _RegexParser mapped whole), by lld, with relative relocations packed (DT_RELR, glibc
// 2.36): 19.3 -> 17.0-17.3 MiB peak for the server.
let embedderLinking: [LinkerSetting] = [
  .unsafeFlags([
    "-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
  ])
]

// The server's steady frame on few pages, as a kiosk's binary can be linked: lld places
// the functions and data that symbol-order.txt lists first in their sections, so the
// frame's code and data are together instead of spread over a 6 MiB binary (27 code and
// 37 data pages touched a frame, against 23 and 30 for wlr_server). The driver is compiled
// with a section for each function and variable, so that its own can be placed too.
// The file names symbols, which a rename changes: lld warns of a name it cannot find, and
// the warning fails the link (the link has no other).
let serverLinking =
  embedderLinking + [
    .unsafeFlags([
      "-Xlinker", "--symbol-ordering-file=\(here)/symbol-order.txt", "-Xlinker",
      "--fatal-warnings",
    ])
  ]
let driverFlags = cFlags + [.unsafeFlags(["-ffunction-sections", "-fdata-sections"])]

let package = Package(
  name: "TouchwayPeer",
  dependencies: [.package(name: "Touchway", path: touchwayPath)],
  targets: [
    // common.h: clocks and quantiles, shared with hittest.c.
    .target(name: "CPeerCommon", cSettings: cFlags),
    // driver.c: the phases, the client and the report, shared with the C servers.
    .target(
      name: "CPeerDriver", cSettings: driverFlags,
      linkerSettings: [.linkedLibrary("wayland-server")]),
    .executableTarget(
      name: "touchway-server",
      dependencies: [
        "CPeerCommon", "CPeerDriver",
        .product(name: "Touchway", package: "Touchway"),
        .product(name: "TouchwayWayland", package: "Touchway"),
      ],
      swiftSettings: swiftFlags, linkerSettings: serverLinking),
    .executableTarget(
      name: "touchway-hittest",
      dependencies: ["CPeerCommon", .product(name: "Touchway", package: "Touchway")],
      swiftSettings: swiftFlags, linkerSettings: embedderLinking),
  ]
)
