import Foundation
import Testing
import Touchway
import TouchwayWayland

/// touch-demo-client against the minimal compositor in this process: it ends cleanly,
/// gives back the fingers on its border, and hears which gesture took its touches unless
/// it keeps system gestures off its window.
@Suite struct DemoClientTests {
  let demo: DemoCompositor

  init() throws {
    demo = try DemoCompositor()
  }

  /// Starts the demo and waits until its window is mapped.
  func launch(_ arguments: String...) throws -> (LaunchedClient, ClientWindow) {
    let client = try demo.launchDemo(arguments)
    try demo.dispatch { demo.compositor.windows.count == 1 }
    return (client, demo.compositor.windows[0])
  }

  @Test func closingTheWindowEndsTheClientCleanly() throws {
    let (client, window) = try launch()
    demo.compositor.close(window)
    try demo.dispatch { !client.process.isRunning }
    #expect(client.process.terminationStatus == 0)
    #expect(try client.output().hasSuffix("configure width=640 height=480\nclose\n"))
  }

  @Test func theClientEndsCleanlyWhenTheCompositorGoesAway() throws {
    var demo: DemoCompositor? = try DemoCompositor()
    let client = try demo!.launchDemo()
    try demo!.dispatch { demo!.compositor.windows.count == 1 }
    demo = nil
    client.waitForExit()
    #expect(client.process.terminationStatus == 0)
    #expect(try client.errors().contains("the compositor went away"))
  }

  @Test func theDemoTakesEveryFingerAndGivesBackThoseOnItsBorder() throws {
    let (client, _) = try launch("--decline-border", "20")
    demo.touch(contact(1, .down, 100, 100))
    demo.touch(contact(2, .down, 200, 150))
    demo.touch(contact(3, .down, 5, 150))  // on the border: declined
    _ = try demo.lines(client, upTo: "released id=2")
    demo.touch(contact(3, .motion, 30, 150))
    demo.touch(contact(1, .up), contact(2, .up), contact(3, .up))
    let lines = try demo.lines(client, upTo: "up serial=", count: 2)
    #expect(lines.count { $0.hasPrefix("down") } == 3)
    #expect(
      !lines.contains { $0.hasPrefix("motion") || $0.hasPrefix("up") && $0.hasSuffix("id=2") })
    #expect(lines.count { $0 == "frame" } == 4)
    // The declined finger went up the window's responder chain to the application.
    #expect(demo.application.lines == ["began 3", "ended 3"])
  }

  /// The demo excludes its whole window; the exclusion is capped at the lowest 200 points
  /// of the window's height (`SurfaceView.maximumGestureExclusion`), so a swipe from higher
  /// up is still the back gesture's.
  @Test(arguments: [(false, true), (true, true), (true, false)])
  func theBackGestureTakesTheDemosTouchUnlessItExcludesSystemGestures(
    excludes: Bool, low: Bool
  ) throws {
    let (client, window) = try launch(excludes ? "--exclude-system-gestures" : "--size=640x480")
    let back = ScreenEdgePanGestureRecognizer()
    back.edges = .left
    back.systemGesture = .back
    window.addGestureRecognizer(back)
    // The window is 640 × 480.
    let y = low ? 430.0 : 100.0
    demo.touch(contact(1, .down, 5, y))
    demo.touch(contact(1, .motion, 30, y))
    demo.touch(contact(1, .motion, 60, y))
    demo.touch(contact(1, .up))
    let kept = excludes && low
    let lines = try demo.lines(client, upTo: kept ? "up serial=" : "cancel")
    if kept {
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
