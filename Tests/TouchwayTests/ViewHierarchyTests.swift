import Testing
import Touchway

/// The view tree's links: a parent owns its subviews; a subview's link up never outlives it.
@Suite struct ViewHierarchyTests {
  @Test func aSubviewThatOutlivesItsSuperviewIsDetached() {
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var parent: View? = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    parent?.addSubview(child)
    #expect(child.superview === parent)
    parent = nil
    #expect(child.superview == nil)
    #expect(child.next == nil)
  }

  @Test func hitTestingAsksSubviewsFrontToBack() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let back = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "back")
    let front = View(frame: Rect(x: 50, y: 0, width: 50, height: 100), name: "front")
    window.addSubview(back)
    window.addSubview(front)
    let application = Application()
    application.addWindow(window)
    #expect(application.hitTest(Point(x: 60, y: 10), with: nil) === front)
    #expect(application.hitTest(Point(x: 10, y: 10), with: nil) === back)
    #expect(application.hitTest(Point(x: 110, y: 10), with: nil) == nil)
  }

  @Test func conversionsFollowFramesBoundsAndSuperviews() {
    let window = Window(frame: Rect(x: 100, y: 100, width: 400, height: 400))
    let outer = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))
    let inner = View(frame: Rect(x: 5, y: 5, width: 50, height: 50))
    let other = View(frame: Rect(x: 300, y: 0, width: 50, height: 50))
    window.addSubview(outer)
    window.addSubview(other)
    outer.addSubview(inner)
    let screen = Point(x: 130, y: 140)
    #expect(inner.convert(fromScreen: screen) == Point(x: 15, y: 15))
    window.frame.origin = Point(x: 0, y: 0)
    #expect(inner.convert(fromScreen: screen) == Point(x: 115, y: 115))
    outer.bounds.origin = Point(x: 10, y: 10)
    #expect(inner.convert(fromScreen: screen) == Point(x: 125, y: 125))
    other.addSubview(inner)
    #expect(inner.convert(fromScreen: screen) == Point(x: -175, y: 135))
    #expect(inner.convert(toScreen: Point(x: -175, y: 135)) == screen)
    inner.removeFromSuperview()
    #expect(inner.convert(fromScreen: screen) == Point(x: 125, y: 135))
  }
}
