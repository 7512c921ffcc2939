import CWlroots
import Testing
import Touchway
import TouchwayWayland

/// Menus: popups that grab the seat (`xdg_popup.grab`) while the finger that opened them
/// is down. The client's touches keep the ids it knows them by, and a touch on another
/// client closes the popups.
@Suite struct PopupGrabTests {
  let harness: Harness
  let client: TestClient
  let window: TestWindow

  /// A 200×100 window at the origin.
  init() throws {
    harness = try Harness()
    (client, window) = try harness.connectWithMainWindow()
  }

  /// Touches the window at (10, 10) and, while that finger is down, maps a 60×30 menu at
  /// (20, 50) that grabs the seat with its down's serial, as GTK 3 and Qt open theirs.
  private func openMenu() {
    harness.touch(down(1, 10, 10))
    harness.roundtrip(client)
    harness.mapPopup(
      client, "menu", of: window, x: 20, y: 50, width: 60, height: 30,
      grabbing: client.downSerials[0])
  }

  @Test func theFingerThatOpenedAMenuEndsUnderItsIdAndTheMenuTakesTaps() {
    openMenu()
    // The popup's grab did not keep the seat's touches: the adapter's default grab has them.
    let wlrSeat = harness.compositor.wlrSeat
    #expect(wlrSeat.pointee.touch_state.grab == wlrSeat.pointee.touch_state.default_grab)
    harness.touch(up(1))
    harness.touch(down(2, 25, 55))
    harness.touch(move(2, 30, 60))
    harness.touch(up(2))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "up 0", "frame", "down menu 0 (5.0, 5.0)", "frame",
        "motion 0 (10.0, 10.0)", "frame", "up 0", "frame",
      ])
    harness.expectEveryTouchEnded()
  }

  @Test func aTouchOnAnotherClientClosesTheMenuAndReachesNoClient() throws {
    let other = try harness.connect()
    _ = harness.makeWindow(other, "other", width: 100, height: 100)
    harness.compositor.place(try #require(harness.window("other")), x: 300, y: 0)
    openMenu()
    harness.touch(up(1))
    harness.touch(down(2, 310, 10))
    harness.touch(up(2))
    harness.touch(down(3, 310, 20))
    harness.touch(up(3))
    harness.roundtrip(client, other)
    #expect(client.windowEvents.last == "popup done")
    #expect(client.events == ["down main 0 (10.0, 10.0)", "frame", "up 0", "frame"])
    #expect(other.events == ["down other 0 (10.0, 20.0)", "frame", "up 0", "frame"])
    harness.expectEveryTouchEnded()
  }
}
