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
}
