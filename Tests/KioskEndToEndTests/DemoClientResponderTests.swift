import Foundation
import Testing
import Touchway
import TouchwayWayland

/// touch-demo-client's use of touchway-responder-v1, against a Wayland server in the test
/// process: it takes every finger, gives back those on its border, and hears which gesture
/// took its touches unless it keeps system gestures off its window.
@Suite final class DemoClientResponderTests {
  let compositor: InProcessCompositor
  private var time = 1.0

  init() throws {
    compositor = try InProcessCompositor()
  }

  /// Starts the demo and waits until its window is mapped.
  func launchDemo(_ arguments: String...) throws -> (LaunchedClient, ClientWindow) {
    let client = try compositor.launch("touch-demo-client", arguments: arguments)
    try compositor.dispatch { compositor.windows.count == 1 }
    return (client, compositor.windows[0])
  }

  /// Serves the demo until `count` of its lines start with `prefix`; returns its lines.
  func lines(_ client: LaunchedClient, upTo prefix: String, count: Int = 1) throws
    -> [Substring]
  {
    var lines: [Substring] = []
    try compositor.dispatch {
      lines = ((try? client.output()) ?? "").split(separator: "\n")
      return lines.count { $0.hasPrefix(prefix) } >= count
    }
    return lines
  }

  /// One touch frame, 10 ms after the previous one.
  func touch(_ contacts: TouchContact...) {
    compositor.server.seat.process(TouchFrame(time: time, contacts: contacts))
    time += 0.01
  }

  @Test func theDemoTakesEveryFingerAndGivesBackThoseOnItsBorder() throws {
    let (client, window) = try launchDemo("--decline-border", "20")
    let behind = PhaseView(frame: window.bounds)
    window.addSubview(behind)
    window.contentView = behind
    touch(contact(1, .down, 100, 100))
    touch(contact(2, .down, 200, 150))
    touch(contact(3, .down, 5, 150))  // on the border: declined
    _ = try lines(client, upTo: "released id=2")
    touch(contact(3, .motion, 30, 150))
    touch(contact(1, .up), contact(2, .up), contact(3, .up))
    let lines = try lines(client, upTo: "up serial=", count: 2)
    #expect(lines.count { $0.hasPrefix("down") } == 3)
    #expect(
      !lines.contains { $0.hasPrefix("motion") || $0.hasPrefix("up") && $0.hasSuffix("id=2") })
    try compositor.dispatch { behind.phases.count == 3 }
    #expect(behind.phases == ["began 5.0, 150.0", "moved", "ended"])
  }

  @Test(arguments: [false, true])
  func theBackGestureTakesTheDemosTouchUnlessItExcludesSystemGestures(excludes: Bool) throws {
    let (client, window) = try launchDemo(excludes ? "--exclude-system-gestures" : "--size=640x480")
    let back = ScreenEdgePanGestureRecognizer()
    back.edges = .left
    back.systemGesture = .back
    window.addGestureRecognizer(back)
    touch(contact(1, .down, 5, 100))
    touch(contact(1, .motion, 30, 100))
    touch(contact(1, .motion, 60, 100))
    touch(contact(1, .up))
    let lines = try lines(client, upTo: excludes ? "up serial=" : "cancel")
    if excludes {
      #expect(!lines.contains { $0.hasPrefix("taken") || $0 == "cancel" })
    } else {
      #expect(lines.suffix(2) == ["taken gesture=back", "cancel"])
    }
  }
}

private func contact(_ id: Int, _ change: TouchContact.Change, _ x: Double, _ y: Double)
  -> TouchContact
{
  TouchContact(id: id, change: change, location: Point(x: x, y: y))
}

private func contact(_ id: Int, _ change: TouchContact.Change) -> TouchContact {
  TouchContact(id: id, change: change)
}

/// A compositor view that writes down the phases it gets, with where a touch began.
private final class PhaseView: View {
  var phases: [String] = []

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    for touch in touches {
      let point = touch.location(in: self)
      phases.append("began \(point.x), \(point.y)")
    }
  }
  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    phases.append("moved")
  }
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    phases.append("ended")
  }
}
