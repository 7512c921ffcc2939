import Testing
import Touchway

@Suite struct PressDispatcherTests {
  let scene = KeyScene()
  var log: Log { scene.log }
  var application: Application { scene.application }
  let container: KeyRecordingView
  let field: KeyRecordingView
  let other: KeyRecordingView
  let keys: PressDispatcher

  init() {
    container = scene.view("P")
    field = scene.view("F", in: container)
    other = scene.view("O")
    keys = PressDispatcher(application: scene.application)
  }

  @Test func aKeyReachesTheFirstResponder() {
    field.becomeFirstResponder()
    keys.keyDown(key(30), at: 0)
    keys.keyUp(keyCode: 30, at: 0.1)
    #expect(log.lines == ["F began 30", "F ended 30"])
  }

  @Test func anUnhandledKeyTravelsUpTheChainToTheApplication() {
    field.handlesEvents = false
    container.handlesEvents = false
    field.becomeFirstResponder()
    keys.keyDown(key(30), at: 0)
    #expect(log.lines == ["F began 30", "P began 30", "App began 30"])
  }

  @Test func withNoFirstResponderKeysGoToTheApplicationOnly() {
    keys.keyDown(key(30), at: 0)
    keys.keyUp(keyCode: 30, at: 0.1)
    #expect(log.lines == ["App began 30", "App ended 30"])
  }

  @Test func theEventHoldsEveryKeyDownAndOnlyTheChangedOneIsDelivered() {
    var seen: [String] = []
    application.addPressObserver { event in
      seen.append(event.allPresses.map { "\($0.key.keyCode):\($0.phase)" }.joined(separator: " "))
      return .deliver
    }
    field.becomeFirstResponder()
    keys.keyDown(key(42), at: 0)
    keys.keyDown(key(30), at: 0.1)
    keys.keyUp(keyCode: 42, at: 0.2)
    #expect(seen == ["42:began", "42:stationary 30:began", "42:ended 30:stationary"])
    #expect(log.lines == ["F began 42", "F began 30", "F ended 42"])
    #expect(keys.activePresses.map(\.key.keyCode) == [30])
  }

  @Test func theReleaseGoesWhereThePressBeganAndTimestampsFollowTheKey() {
    var timestamps: [Double] = []
    application.addPressObserver { event in
      timestamps.append(event.allPresses.last?.timestamp ?? -1)
      return .deliver
    }
    field.becomeFirstResponder()
    keys.keyDown(key(30), at: 1)
    keys.keyUp(keyCode: 30, at: 1.5)
    #expect(timestamps == [1, 1.5])
  }

  @Test func aShortcutTakenByTheApplicationIsNotSeenByTheView() {
    application.addPressObserver { event in
      event.allPresses.contains { $0.key.keyCode == 15 && $0.phase != .stationary }
        ? .consume : .deliver
    }
    field.becomeFirstResponder()
    keys.keyDown(key(56), at: 0)
    keys.keyDown(key(15), at: 0.1)
    keys.keyUp(keyCode: 15, at: 0.2)
    keys.keyUp(keyCode: 56, at: 0.3)
    #expect(log.lines == ["F began 56", "F ended 56"])
  }

  @Test func takingTheReleaseOfAKeyTheViewSawCancelsIt() {
    var takeReleases = false
    application.addPressObserver { _ in takeReleases ? .consume : .deliver }
    field.becomeFirstResponder()
    keys.keyDown(key(30), at: 0)
    takeReleases = true
    keys.keyUp(keyCode: 30, at: 0.1)
    #expect(log.lines == ["F began 30", "F cancelled 30"])
    #expect(keys.activePresses.isEmpty)
  }

  @Test func aResponderThatResignsGetsItsPressesCancelledAndTheNewOneSeesNoRelease() {
    field.becomeFirstResponder()
    keys.keyDown(key(30), at: 0)
    keys.keyDown(key(31), at: 0.1)
    other.becomeFirstResponder()
    keys.keyUp(keyCode: 30, at: 0.2)
    keys.keyDown(key(32), at: 0.3)
    keys.keyUp(keyCode: 31, at: 0.4)
    #expect(log.lines == ["F began 30", "F began 31", "F cancelled 30,31", "O began 32"])
  }

  @Test func aResponderThatMovesFocusWhileHandlingAKeyHasItCancelledAfterwards() {
    let tabbing = TabbingView(to: other, log: log)
    scene.window.addSubview(tabbing)
    tabbing.becomeFirstResponder()
    keys.keyDown(key(15), at: 0)
    keys.keyUp(keyCode: 15, at: 0.1)
    #expect(log.lines == ["Tab began 15", "Tab cancelled 15"])
    #expect(application.firstResponder === other)
  }

  @Test func aKeyThatIsAlreadyDownDoesNotBeginAgain() {
    field.becomeFirstResponder()
    keys.keyDown(key(30), at: 0)
    keys.keyDown(key(30), at: 0.1)
    keys.keyUp(keyCode: 30, at: 0.2)
    keys.keyUp(keyCode: 30, at: 0.3)
    #expect(log.lines == ["F began 30", "F ended 30"])
  }

  /// What can end a held key before it comes up.
  enum Interruption: CaseIterable, Sendable {
    case keyboardGone, viewRemoved, resigned
  }

  @Test(arguments: Interruption.allCases)
  func aHeldKeyIsCancelledAndItsReleaseDropped(by interruption: Interruption) {
    field.becomeFirstResponder()
    keys.keyDown(key(30), at: 0)
    switch interruption {
    case .keyboardGone: keys.interrupt()
    case .viewRemoved: container.removeFromSuperview()
    case .resigned: field.resignFirstResponder()
    }
    keys.keyUp(keyCode: 30, at: 0.1)
    #expect(log.lines == ["F began 30", "F cancelled 30"])
    #expect(keys.activePresses.isEmpty)
  }
}

/// A view that moves the focus on when its key goes down, as Tab does in a form.
final class TabbingView: View {
  let target: View
  let log: Log

  init(to target: View, log: Log) {
    self.target = target
    self.log = log
    super.init(name: "Tab")
  }

  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: PressSet, with event: PressEvent) {
    log.record(name, "began", presses)
    target.becomeFirstResponder()
  }
  override func pressesCancelled(_ presses: PressSet, with event: PressEvent) {
    log.record(name, "cancelled", presses)
  }
}
