import Testing
import Touchway
import TouchwayKeyboard

/// An application that writes down the remote-control commands that reach it.
final class MediaApplication: Application {
  var events: [RemoteControlEvent] = []
  var commands: [RemoteControlEvent.Subtype] { events.map(\.subtype) }

  override func remoteControlReceived(with event: RemoteControlEvent) {
    events.append(event)
  }
}

@Suite struct KeyboardRouterTests {
  let application = MediaApplication()
  let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
  let focused = FakeClientSurface("focused")
  let neverFocused = FakeClientSurface("never")
  let router: KeyboardRouter
  var time = 0.0

  init() throws {
    application.addWindow(window)
    window.addSubview(focused)
    window.addSubview(neverFocused)
    router = try KeyboardRouter(
      application: application, keymap: Keymap(names: KeymapNames(layout: "de")))
  }

  mutating func down(_ code: UInt32) {
    time += 0.1
    router.process(KeyEvent(keyCode: code, change: .down, time: time))
  }

  mutating func up(_ code: UInt32) {
    time += 0.1
    router.process(KeyEvent(keyCode: code, change: .up, time: time))
  }

  mutating func tap(_ code: UInt32) {
    down(code)
    up(code)
  }

  @Test mutating func theFocusedClientGetsEnterKeysAndModifiersAndTheOtherNothing() {
    focused.becomeFirstResponder()
    down(KeyCode.leftShift)
    tap(KeyCode.y)
    up(KeyCode.leftShift)
    #expect(
      focused.received == [
        "enter", "modifiers 0 0 0 0",
        "key 42 pressed ", "modifiers 1 0 0 0",
        "key 21 pressed Z", "key 21 released",
        "key 42 released", "modifiers 0 0 0 0",
      ])
    #expect(neverFocused.received.isEmpty)
  }

  @Test mutating func keysWithNoFirstResponderReachNoClient() {
    tap(KeyCode.a)
    tap(KeyCode.capsLock)
    #expect(focused.received.isEmpty && neverFocused.received.isEmpty)
  }

  @Test mutating func movingTheFocusReleasesHeldKeysThenLeaves() {
    focused.becomeFirstResponder()
    down(KeyCode.a)
    neverFocused.becomeFirstResponder()
    up(KeyCode.a)
    tap(KeyCode.z)
    #expect(
      focused.received == [
        "enter", "modifiers 0 0 0 0", "key 30 pressed a", "key 30 released", "leave",
      ])
    #expect(
      neverFocused.received == [
        "enter", "modifiers 0 0 0 0", "key 44 pressed y", "key 44 released",
      ])
  }

  @Test mutating func theEnteredClientLearnsTheModifiersAlreadyInEffect() {
    tap(KeyCode.capsLock)
    focused.becomeFirstResponder()
    #expect(focused.received == ["enter", "modifiers 0 0 2 0"])
  }

  @Test mutating func aShortcutTakenByTheApplicationIsNotSeenByTheClient() {
    application.addPressObserver { event in
      let altTab = event.allPresses.contains {
        $0.key.keyCode == KeyCode.tab && $0.key.modifierFlags.contains(.alternate)
      }
      return altTab ? .consume : .deliver
    }
    focused.becomeFirstResponder()
    down(KeyCode.leftAlt)
    tap(KeyCode.tab)
    up(KeyCode.leftAlt)
    tap(KeyCode.tab)
    #expect(
      focused.received == [
        "enter", "modifiers 0 0 0 0",
        "key 56 pressed ", "modifiers 8 0 0 0",
        "key 56 released", "modifiers 0 0 0 0",
        "key 15 pressed \t", "key 15 released",
      ])
  }

  @Test mutating func mediaKeysBecomeRemoteControlCommandsForTheChain() {
    application.beginReceivingRemoteControlEvents()
    focused.becomeFirstResponder()
    tap(KeyCode.playPause)
    tap(KeyCode.pauseCD)
    tap(KeyCode.stopCD)
    tap(KeyCode.nextSong)
    tap(KeyCode.previousSong)
    #expect(application.commands == [.togglePlayPause, .pause, .stop, .nextTrack, .previousTrack])
    #expect(application.events.first?.timestamp == 0.1)
    #expect(focused.received == ["enter", "modifiers 0 0 0 0"])
  }

  @Test mutating func heldSeekKeysBeginAndEndSeeking() {
    application.beginReceivingRemoteControlEvents()
    down(KeyCode.fastForward)
    down(KeyCode.rewind)
    up(KeyCode.fastForward)
    up(KeyCode.rewind)
    #expect(
      application.commands == [
        .beginSeekingForward, .beginSeekingBackward, .endSeekingForward, .endSeekingBackward,
      ])
  }

  @Test mutating func mediaKeysAreOrdinaryKeysUntilTheApplicationReceivesCommands() {
    focused.becomeFirstResponder()
    tap(KeyCode.playPause)
    #expect(application.commands.isEmpty)
    #expect(focused.received.suffix(2) == ["key 164 pressed ", "key 164 released"])
  }

  @Test mutating func theMediaKeyMapDecidesWhichKeysAreMediaKeys() throws {
    application.beginReceivingRemoteControlEvents()
    router.mediaKeys = MediaKeyMap([try #require(Keysym(name: "F5")): .play])
    tap(63)
    tap(KeyCode.playPause)
    #expect(application.commands == [.play])
  }

  @Test mutating func repeatedDownsAndStrayUpsAreDropped() {
    focused.becomeFirstResponder()
    down(KeyCode.a)
    down(KeyCode.a)
    up(KeyCode.a)
    up(KeyCode.a)
    up(KeyCode.leftShift)
    #expect(
      focused.received == ["enter", "modifiers 0 0 0 0", "key 30 pressed a", "key 30 released"])
    #expect(router.state.modifiers == SerializedModifiers())
  }

  @Test mutating func pressesCarryTheirKeyAndTime() {
    var seen: [Press] = []
    application.addPressObserver { event in
      seen.append(contentsOf: event.allPresses.filter { $0.phase != .stationary })
      return .deliver
    }
    focused.becomeFirstResponder()
    down(KeyCode.semicolon)
    #expect(seen.count == 1)
    #expect(seen.first?.key.keysym == Keysym(name: "odiaeresis"))
    #expect(seen.first?.key.characters == "ö")
    #expect(seen.first?.timestamp == 0.1)
    #expect(seen.first?.phase == .began)
  }
}
