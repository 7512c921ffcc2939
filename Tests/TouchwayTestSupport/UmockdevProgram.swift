import Foundation
import TouchwayRecording

/// A program that runs real libinput on a device umockdev emulates (the recording tests'
/// witness, the live-input harness): where `swift build` put it, whether it can run here,
/// and how to run it with the LD_PRELOAD shims.
///
/// The emulation needs umockdev (Debian packages `umockdev` and `libumockdev0`), the
/// program, and the LD_PRELOAD shims in `UmockdevShims/shims.c`, which the tests compile
/// with the toolchain's `clang` once per run: test-only code, so not a product of the
/// package (SwiftPM makes a shared library only for a product).
public struct UmockdevProgram: Sendable {
  /// The emulated node; its udev database entry is `c13:99`.
  public static let node = "/dev/input/event99"
  /// The emulated node's device in sysfs.
  public static let syspath = "/sys/devices/virtual/input/input99/event99"

  private static let libraryDirectories = [
    "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib",
    "/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu",
  ]

  /// The program.
  public let executable: URL
  private let shims: URL

  /// The program `name` among the build's `products` (the directory of a test bundle).
  public init(_ name: String, products: URL) {
    executable = products.appendingPathComponent(name)
    shims = Self.compiledShims
  }

  /// The shims, compiled once per test process, and renamed into place so that
  /// processes running at once never load a half-written library.
  private static let compiledShims: URL = {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("UmockdevShims/shims.c")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-umockdev-shims")
    let library = directory.appendingPathComponent("libtouchway-umockdev-shims.so")
    let fresh = directory.appendingPathComponent(
      "building-\(ProcessInfo.processInfo.processIdentifier).so")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let built = try? Program.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["clang", "-shared", "-fPIC", "-O2", "-o", fresh.path, source.path, "-ldl"])
    if built?.status == 0 { rename(fresh.path, library.path) }
    return library
  }()

  /// Why the program cannot run here, or `nil` when it can.
  public var unavailability: String? {
    for library in ["libumockdev-preload.so.0", "libumockdev.so.0"] {
      let found = Self.libraryDirectories.contains {
        FileManager.default.fileExists(atPath: "\($0)/\(library)")
      }
      if !found {
        return "\(library) is missing: install the Debian packages umockdev and libumockdev0"
      }
    }
    for file in [executable, shims] where !FileManager.default.fileExists(atPath: file.path) {
      return
        "\(file.lastPathComponent) is missing: run `swift build` before `swift test` (the shims need the toolchain's clang)"
    }
    return nil
  }

  /// Runs the program under umockdev's preload library and the shims.
  public func run(_ arguments: [String]) throws -> Program.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = "\(shims.path) libumockdev-preload.so.0"
    environment.removeValue(forKey: "UMOCKDEV_DIR")
    return try Program.run(executable, arguments, environment: environment)
  }

  /// Writes what umockdev needs to emulate the recording's first device at ``node`` into
  /// `directory`: `description`, `ioctls`, `udev-db` and `events` (raw input events).
  public static func writeDevice(recordingAt path: String, to directory: URL) throws -> [URL] {
    let reader = try RecordingReader(path: path)
    let device = reader.devices[0]
    let files = ["description", "ioctls", "udev-db", "events"].map {
      directory.appendingPathComponent($0)
    }
    try Data(UmockdevDevice.description(of: device, node: node).utf8).write(to: files[0])
    try Data(UmockdevDevice.ioctls(of: device, node: node).utf8).write(to: files[1])
    try Data(UmockdevDevice.udevDatabase(of: device).utf8).write(to: files[2])
    try UmockdevDevice.inputEvents(from: reader, device: 0).write(to: files[3])
    return files
  }
}
