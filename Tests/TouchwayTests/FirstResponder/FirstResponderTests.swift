import Testing
import Touchway

@Suite struct FirstResponderTests {
  let scene = KeyScene()
  var log: Log { scene.log }
  var application: Application { scene.application }
  var window: Window { scene.window }
  let field: KeyRecordingView
  let other: KeyRecordingView

  init() {
    field = scene.view("F")
    other = scene.view("O")
  }

  @Test func aResponderThatCannotBecomeFirstResponderIsRefused() {
    field.acceptsFirstResponder = false
    #expect(!field.becomeFirstResponder())
    #expect(application.firstResponder == nil)
    #expect(!field.isFirstResponder)
  }

  @Test func aViewInNoWindowCannotBecomeFirstResponder() {
    let detached = KeyRecordingView("D", log: log)
    #expect(!detached.becomeFirstResponder())
    #expect(!detached.isFirstResponder)
  }

  @Test func becomingFirstResponderTakesItFromTheCurrentOne() {
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(other.becomeFirstResponder())
    #expect(application.firstResponder === other)
    #expect(!field.isFirstResponder)
  }

  @Test func aFirstResponderThatWillNotResignKeepsIt() {
    field.becomeFirstResponder()
    field.allowsResigning = false
    #expect(!other.becomeFirstResponder())
    #expect(application.firstResponder === field)
  }

  @Test func resigningLeavesNoFirstResponder() {
    field.becomeFirstResponder()
    #expect(field.resignFirstResponder())
    #expect(application.firstResponder == nil)
  }

  @Test func observersSeeEveryChangeOfFirstResponder() {
    var changes: [String] = []
    application.addFirstResponderObserver { old, new in
      changes.append("\((old as? View)?.name ?? "nil")→\((new as? View)?.name ?? "nil")")
    }
    field.becomeFirstResponder()
    field.becomeFirstResponder()
    other.becomeFirstResponder()
    other.resignFirstResponder()
    #expect(changes == ["nil→F", "F→nil", "nil→O", "O→nil"])
  }

  @Test func removingTheFirstResponderFromItsWindowResignsIt() {
    field.becomeFirstResponder()
    field.allowsResigning = false
    field.removeFromSuperview()
    #expect(application.firstResponder == nil)
  }

  @Test func removingTheWindowOfTheFirstResponderResignsIt() {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(container)
    container.addSubview(field)
    field.becomeFirstResponder()
    application.removeWindow(window)
    #expect(application.firstResponder == nil)
  }

  @Test func removingAnotherViewKeepsTheFirstResponder() {
    field.becomeFirstResponder()
    other.removeFromSuperview()
    #expect(application.firstResponder === field)
  }
}
