import Testing
import Touchway

/// A hit test that changes the tree (which R14 forbids) neither frees what it walks nor
/// changes what it sees.
@Suite struct HitTestingTests {
  @Test func aHitTestThatChangesTheTreeSeesItAsItWas() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(View(frame: window.bounds, name: "back"))
    window.addSubview(RearrangingView(frame: window.bounds, name: "rearranging"))
    let application = Application()
    application.addWindow(window)
    application.addWindow(RemovingWindow(frame: window.frame))

    // The front window takes both windows out, and the back window's front view puts a new
    // view in front of itself and takes itself and the back view out: the walks go on
    // through what they began with.
    #expect(application.hitTest(Point(x: 50, y: 50), with: nil)?.name == "back")
    #expect(window.subviews.map(\.name) == ["late"])
    #expect(application.windows.isEmpty)
  }
}

/// Puts a view in front of itself, then takes its back sibling and itself out; hits nothing.
private final class RearrangingView: View {
  override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    guard let superview else { return nil }
    superview.addSubview(View(frame: bounds, name: "late"))
    superview.subviews.first { $0.name == "back" }?.removeFromSuperview()
    removeFromSuperview()
    return nil
  }
}

/// Takes every window out of the application; hits nothing.
private final class RemovingWindow: Window {
  override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    if let application {
      for window in application.windows { application.removeWindow(window) }
    }
    return nil
  }
}
