import CWaylandClient
import Foundation
import Glibc
import Testing
import Touchway
import TouchwayWayland

@Suite struct SocketTests {
  @Test func clientsConnectThroughTheSocketInTheGivenDirectory() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var harness: Harness? = try Harness()
    let path = try harness!.server.display.addSocket(named: "wayland-test", in: directory)
    #expect(path == directory + "/wayland-test")
    let client = TestClient(fileDescriptor: try connect(to: path), devices: [])
    harness!.roundtrip(client)
    #expect(client.compositor != nil && client.wmBase != nil && client.seat != nil)
    #expect(throws: WaylandError.self) {
      try harness!.server.display.addSocket(named: "wayland-test", in: directory)
    }
    harness = nil
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// weston-simple-touch, run as a child process with `WAYLAND_DEBUG=client`, receives
  /// down, motion, up and frame on its `wl_touch`.
  @Test func westonSimpleTouchReceivesTouches() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let harness = try Harness(capabilities: [.touch])
    try harness.server.display.addSocket(named: "wayland-test", in: directory)
    let child = try ChildProcess(
      "/usr/bin/weston-simple-touch",
      environment: [
        "XDG_RUNTIME_DIR=\(directory)", "WAYLAND_DISPLAY=wayland-test", "WAYLAND_DEBUG=client",
      ])
    var log = ""
    let reader = try harness.server.display.eventLoop.addFileDescriptor(child.standardError) { _ in
      log += child.readStandardError()
    }
    defer { reader.remove() }

    try dispatch(harness, until: { !harness.server.windows.isEmpty })
    let window = try #require(harness.server.windows.first, "weston-simple-touch said: \(log)")
    let center = Point(x: window.frame.midX, y: window.frame.midY)
    harness.touch(down(1, center.x, center.y))
    harness.touch(move(1, center.x + 10, center.y + 5))
    harness.touch(up(1))
    try dispatch(harness, until: { log.matches(of: /wl_touch@\d+\.frame\(\)/).count >= 3 })

    let touchEvents = log.split(separator: "\n").compactMap { line in
      line.firstMatch(of: /wl_touch@\d+\.(\w+)\(/).map { String($0.1) }
    }
    #expect(touchEvents == ["down", "frame", "motion", "frame", "up", "frame"])
    // The surface-local position: the window's centre.
    let downLine = try #require(log.split(separator: "\n").first { $0.contains(".down(") })
    #expect(
      downLine.contains(
        ", 0, \(format(window.frame.width / 2)), \(format(window.frame.height / 2)))"))
  }

  /// Dispatches the server, waiting on its file descriptors, until `condition` holds;
  /// gives up after ten seconds so a broken client cannot hang the tests.
  private func dispatch(_ harness: Harness, until condition: () -> Bool) throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("gave up waiting for the client")
        return
      }
      try harness.server.dispatch(timeout: 100)
    }
  }

  /// A `wl_fixed_t` as WAYLAND_DEBUG prints it.
  private func format(_ value: Double) -> String {
    String(format: "%.8f", value)
  }
}

func temporaryDirectory() throws -> String {
  var template = Array((NSTemporaryDirectory() + "touchway-XXXXXX").utf8CString)
  guard let path = mkdtemp(&template) else { throw POSIXError(.EIO) }
  return String(cString: path)
}

func connect(to path: String) throws -> Int32 {
  let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
  var address = sockaddr_un()
  address.sun_family = sa_family_t(AF_UNIX)
  withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
  let status = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
    }
  }
  guard status == 0 else { throw POSIXError(.ECONNREFUSED) }
  return descriptor
}

extension Rect {
  var midX: Double { minX + width / 2 }
  var midY: Double { minY + height / 2 }
}
