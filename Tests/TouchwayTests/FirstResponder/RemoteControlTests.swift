import Testing
import Touchway

@Suite struct RemoteControlTests {
  let scene = KeyScene()
  var log: Log { scene.log }
  var application: Application { scene.application }
  let field: KeyRecordingView

  /// The scene's window is at the back; a window in front of it passes commands on.
  init() {
    scene.application.addWindow(KeyRecordingWindow("Front", log: scene.log))
    field = scene.view("F")
    scene.application.beginReceivingRemoteControlEvents()
  }

  func send(_ subtype: RemoteControlEvent.Subtype) {
    application.sendEvent(RemoteControlEvent(subtype: subtype, timestamp: 0))
  }

  @Test func aCommandStartsAtTheFirstResponder() {
    field.becomeFirstResponder()
    send(.togglePlayPause)
    #expect(log.lines == ["F remote togglePlayPause"])
  }

  @Test func anUnhandledCommandTravelsUpToTheApplication() {
    field.handlesEvents = false
    field.becomeFirstResponder()
    send(.nextTrack)
    #expect(log.lines == ["F remote nextTrack", "App remote nextTrack"])
  }

  @Test func withNoFirstResponderACommandStartsAtTheFrontWindow() {
    send(.pause)
    #expect(log.lines == ["Front remote pause", "App remote pause"])
  }

  @Test func nothingArrivesUntilTheApplicationReceivesCommands() {
    application.endReceivingRemoteControlEvents()
    field.becomeFirstResponder()
    send(.play)
    #expect(log.lines.isEmpty)
  }

  @Test func anObserverMayTakeACommand() {
    application.addRemoteControlObserver { $0.subtype == .stop ? .consume : .deliver }
    field.becomeFirstResponder()
    send(.stop)
    send(.play)
    #expect(log.lines == ["F remote play"])
  }

  @Test func seekingCommandsNameTheirEnd() {
    #expect(RemoteControlEvent.Subtype.beginSeekingForward.ending == .endSeekingForward)
    #expect(RemoteControlEvent.Subtype.beginSeekingBackward.ending == .endSeekingBackward)
    #expect(RemoteControlEvent.Subtype.play.ending == nil)
  }
}

/// A window that writes down the commands that reach it and passes them on.
final class KeyRecordingWindow: Window {
  let log: Log

  init(_ name: String, log: Log) {
    self.log = log
    super.init(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: name)
  }

  override func remoteControlReceived(with event: RemoteControlEvent) {
    log.lines.append("\(name ?? "?") remote \(event.subtype)")
    super.remoteControlReceived(with: event)
  }
}
