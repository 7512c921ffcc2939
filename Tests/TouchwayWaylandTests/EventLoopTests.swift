import CWaylandClient
import Glibc
import Testing
import Touchway
import TouchwayWayland

@Suite struct EventLoopTests {
  let harness: Harness

  init() throws {
    harness = try Harness()
  }

  var loop: EventLoop { harness.server.display.eventLoop }

  @Test func aFileDescriptorHandlerRunsWhenItIsReadableUntilRemoved() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    var seen: [FileEvents] = []
    let source = try loop.addFileDescriptor(ends[0]) { events in
      var byte: UInt8 = 0
      _ = read(ends[0], &byte, 1)
      seen.append(events)
    }
    try loop.dispatch(timeout: 0)
    #expect(seen.isEmpty)
    _ = write(ends[1], "x", 1)
    try loop.dispatch(timeout: 0)
    #expect(seen == [.readable])
    source.remove()
    _ = write(ends[1], "x", 1)
    try loop.dispatch(timeout: 0)
    #expect(seen.count == 1)
  }

  @Test func aTimerFiresOnceEachTimeItIsArmed() throws {
    var fired = 0
    let timer = try loop.addTimer { fired += 1 }
    timer.setTimer(milliseconds: 1)
    // Waits on the timer's descriptor, not on a clock.
    while fired == 0 { try loop.dispatch(timeout: 1000) }
    try loop.dispatch(timeout: 0)
    #expect(fired == 1)
  }

  @Test func runDispatchesUntilStopped() throws {
    let timer = try loop.addTimer { [server = harness.server] in server.stop() }
    timer.setTimer(milliseconds: 1)
    try harness.server.run()
  }

  @Test func disconnectingAClientUnmapsItsWindows() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 10, height: 10)
    weak let window = harness.window("main")
    let peer = try #require(client.peer)
    peer.disconnect()
    #expect(!peer.isConnected)
    #expect(harness.server.windows.isEmpty)
    #expect(window == nil)
    client.pump(timeout: 5000)
    #expect(wl_display_get_error(client.display) != 0)
  }
}
