import CWaylandClient
import Testing
import Touchway
import TouchwayKeyboard
import TouchwayWayland

/// The seat's keyboard over a real socket: keymap, focus, keys, modifiers, shortcuts and
/// media keys, as the clients receive them.
@Suite struct KeyboardTests {
  let application = RecordingApplication()
  let harness: Harness
  let keyboard: WaylandKeyboard
  let left: TestClient
  let right: TestClient

  /// Two clients' windows side by side: left at (0, 0), right at (300, 0), 200×200 each;
  /// their keyboards were made before the seat had a keyboard.
  init() throws {
    harness = try Harness(application: application)
    left = try harness.connect(devices: [.touch, .keyboard])
    right = try harness.connect(devices: [.touch, .keyboard])
    _ = harness.makeWindow(left, "left", width: 200, height: 200)
    _ = harness.makeWindow(right, "right", width: 200, height: 200)
    try #require(harness.window("right")).frame.origin = Point(x: 300, y: 0)
    #expect(left.events == ["keymap 0 0"])
    keyboard = try harness.attachKeyboard()
    harness.roundtrip(left, right)
    left.events = []
    right.events = []
  }

  var seat: WaylandSeat { harness.server.seat }

  func focus(_ title: String) throws {
    try #require(harness.window(title)?.mainSurface).becomeFirstResponder()
  }

  @Test func everyKeyboardGetsTheKeymapInASealedFileThatCompilesToTheSameKeymap() throws {
    let german = try harness.attachKeyboard(layout: "de")
    let late = try harness.connect(devices: [.keyboard])
    harness.roundtrip(left)
    let keymapEvents = ["keymap 1 \(german.keymapFile.size)", "repeat 25 600"]
    #expect(left.events == keymapEvents)
    #expect(late.events == keymapEvents)
    for client in [left, late] {
      let file = try #require(client.keymap)
      let received = try Keymap(text: try #require(file.text), name: "received")
      #expect(received.text == german.router.keymap.text)
      #expect(received.layoutNames == ["German"])
      #expect(!file.isWritable)
    }
  }

  @Test func keysReachTheFocusedClientWithASerialAndTheirTimeInMilliseconds() throws {
    try focus("left")
    harness.tap(KeyCode.a)
    harness.roundtrip(left, right)
    #expect(
      left.events == ["keyboard enter left 0 keys", "modifiers 0 0", "key 30 1", "key 30 0"])
    #expect(left.keys.map(\.time) == [1000, 1010])
    #expect(left.keyboardEnterSerial < left.keys[0].serial)
    #expect(left.keys[0].serial < left.keys[1].serial)
    #expect(right.events.isEmpty)
  }

  @Test func focusFollowsTouchFromOneClientToTheOther() {
    harness.touch(down(1, 10, 10))
    harness.touch(up(1))
    harness.tap(KeyCode.a)
    harness.touch(down(2, 310, 10))
    harness.touch(up(2))
    harness.tap(KeyCode.s)
    harness.roundtrip(left, right)
    #expect(
      left.events == [
        "keyboard enter left 0 keys", "modifiers 0 0", "down left 0 (10.0, 10.0)", "frame",
        "up 0", "frame", "key 30 1", "key 30 0", "keyboard leave left",
      ])
    #expect(
      right.events == [
        "keyboard enter right 0 keys", "modifiers 0 0", "down right 0 (10.0, 10.0)", "frame",
        "up 0", "frame", "key 31 1", "key 31 0",
      ])
    #expect(seat.keyboardFocus === harness.window("right")?.mainSurface)
  }

  @Test func shiftAndCapsLockReachTheClientAsModifiers() throws {
    try focus("left")
    harness.key(KeyCode.leftShift, .down)
    harness.tap(KeyCode.a)
    harness.key(KeyCode.leftShift, .up)
    harness.tap(KeyCode.capsLock)
    harness.tap(KeyCode.a)
    harness.tap(KeyCode.capsLock)
    harness.roundtrip(left)
    #expect(
      left.events == [
        "keyboard enter left 0 keys", "modifiers 0 0",
        "key 42 1", "modifiers 1 0", "key 30 1", "key 30 0", "key 42 0", "modifiers 0 0",
        "key 58 1", "modifiers 2 2", "key 58 0", "modifiers 0 2", "key 30 1", "key 30 0",
        "key 58 1", "modifiers 2 2", "key 58 0", "modifiers 0 0",
      ])
  }

  @Test func aClientThatWasNeverFocusedReceivesNoKeyAndNoModifier() throws {
    let compositorView = KeyView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    harness.application.addWindow(compositorView.inWindow())
    try focus("left")
    harness.tap(KeyCode.leftShift)
    compositorView.becomeFirstResponder()
    harness.tap(KeyCode.a)
    try focus("left")
    harness.tap(KeyCode.capsLock)
    harness.roundtrip(left, right)
    #expect(right.events.isEmpty)
    #expect(left.events.contains("key 58 1"))
  }

  @Test func aCompositorViewAsFirstResponderTakesTheKeysFromClients() throws {
    try focus("left")
    harness.key(KeyCode.a, .down)
    let field = KeyView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    harness.application.addWindow(field.inWindow())
    field.becomeFirstResponder()
    harness.key(KeyCode.a, .up)
    harness.tap(KeyCode.s)
    harness.roundtrip(left)
    #expect(
      left.events == [
        "keyboard enter left 0 keys", "modifiers 0 0", "key 30 1", "key 30 0",
        "keyboard leave left",
      ])
    #expect(field.lines == ["began 31", "ended 31"])
    #expect(seat.keyboardFocus == nil)
  }

  @Test func aShortcutTheApplicationTakesNeverReachesTheClient() throws {
    var shortcuts = 0
    harness.application.addPressObserver { event in
      let altTab = event.allPresses.contains {
        $0.phase == .began && $0.key.keysym == Keysym(name: "Tab")
          && $0.key.modifierFlags.contains(.alternate)
      }
      if altTab { shortcuts += 1 }
      return altTab ? .consume : .deliver
    }
    try focus("left")
    harness.key(KeyCode.leftAlt, .down)
    harness.tap(KeyCode.tab)
    harness.key(KeyCode.leftAlt, .up)
    harness.tap(KeyCode.tab)
    harness.roundtrip(left)
    #expect(shortcuts == 1)
    #expect(
      left.events == [
        "keyboard enter left 0 keys", "modifiers 0 0", "key 56 1", "modifiers 8 0",
        "key 56 0", "modifiers 0 0", "key 15 1", "key 15 0",
      ])
  }

  @Test func aShortcutThatMovesTheFocusSendsNoKeyAfterTheLeave() throws {
    let right = try #require(harness.window("right")?.mainSurface)
    harness.application.addPressObserver { event in
      let tab = event.allPresses.contains { $0.phase == .began && $0.key.keyCode == KeyCode.tab }
      if tab { right.becomeFirstResponder() }
      return tab ? .consume : .deliver
    }
    try focus("left")
    harness.key(KeyCode.leftAlt, .down)
    harness.tap(KeyCode.tab)
    harness.key(KeyCode.leftAlt, .up)
    harness.roundtrip(left, self.right)
    #expect(
      left.events == [
        "keyboard enter left 0 keys", "modifiers 0 0", "key 56 1", "modifiers 8 0",
        "keyboard leave left",
      ])
    #expect(self.right.events == ["keyboard enter right 0 keys", "modifiers 8 0", "modifiers 0 0"])
  }

  @Test func aMediaKeyIsARemoteControlEventAndNoKeyOfTheClient() throws {
    application.beginReceivingRemoteControlEvents()
    try focus("left")
    harness.tap(KeyCode.playPause)
    harness.key(KeyCode.fastForward, .down)
    harness.key(KeyCode.fastForward, .up)
    harness.roundtrip(left)
    #expect(
      application.lines == [
        "remote control togglePlayPause", "remote control beginSeekingForward",
        "remote control endSeekingForward",
      ])
    #expect(left.events == ["keyboard enter left 0 keys", "modifiers 0 0"])
  }

  @Test func withoutRemoteControlAMediaKeyIsAnOrdinaryKey() throws {
    try focus("left")
    harness.tap(KeyCode.playPause)
    harness.roundtrip(left)
    #expect(application.lines.isEmpty)
    #expect(left.events.suffix(2) == ["key 164 1", "key 164 0"])
  }

  @Test func withoutAKeyboardNoClientHasTheFocusUntilOneIsAttached() throws {
    let harness = try Harness()
    let client = try harness.connect(devices: [.keyboard])
    _ = harness.makeWindow(client, "alone", width: 10, height: 10)
    try #require(harness.window("alone")?.mainSurface).becomeFirstResponder()
    harness.roundtrip(client)
    #expect(client.events == ["keymap 0 0"])
    #expect(harness.server.seat.keyboardFocus == nil)
    let keyboard = try harness.attachKeyboard()
    harness.roundtrip(client)
    #expect(
      client.events == [
        "keymap 0 0", "keymap 1 \(keyboard.keymapFile.size)", "repeat 25 600",
        "keyboard enter alone 0 keys", "modifiers 0 0",
      ])
  }

  @Test func aNewKeymapReleasesHeldKeysAndReentersAfterIt() throws {
    try focus("left")
    harness.key(KeyCode.leftShift, .down)
    let german = try harness.attachKeyboard(layout: "de")
    harness.key(KeyCode.leftShift, .up)
    harness.tap(KeyCode.a)
    harness.roundtrip(left)
    #expect(
      left.events == [
        "keyboard enter left 0 keys", "modifiers 0 0", "key 42 1", "modifiers 1 0",
        "key 42 0", "keyboard leave left", "keymap 1 \(german.keymapFile.size)",
        "repeat 25 600", "keyboard enter left 0 keys", "modifiers 0 0", "key 30 1", "key 30 0",
      ])
  }

  @Test func aRepeatRateReachesEveryKeyboardNowAndLater() throws {
    keyboard.keyRepeat = try KeyRepeat(rate: 30, delay: 200)
    let late = try harness.connect(devices: [.keyboard])
    harness.roundtrip(left, right)
    #expect(left.events == ["repeat 30 200"])
    #expect(right.events == ["repeat 30 200"])
    #expect(late.events == ["keymap 1 \(keyboard.keymapFile.size)", "repeat 30 200"])
  }

  @Test func aSecondKeyboardOfTheFocusedClientEntersWithTheModifiersInEffect() throws {
    try focus("left")
    harness.key(KeyCode.leftShift, .down)
    let second = wl_seat_get_keyboard(left.seat)
    wl_keyboard_add_listener(second, TestClient.keyboardListener, opaque(left))
    harness.roundtrip(left)
    #expect(
      left.events.suffix(4) == [
        "keymap 1 \(keyboard.keymapFile.size)", "repeat 25 600", "keyboard enter left 0 keys",
        "modifiers 1 0",
      ])
  }

  @Test func aSurfaceLeavingItsWindowLosesTheFocus() throws {
    let client = try harness.connect(devices: [.keyboard])
    let window = harness.makeWindow(client, "third", width: 10, height: 10)
    try focus("third")
    wl_surface_attach(window.surface, nil, 0, 0)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(seat.keyboardFocus == nil)
    #expect(client.events.last == "keyboard leave third")
  }
}

/// A compositor view that takes keys and writes down the presses it gets.
final class KeyView: View {
  var lines: [String] = []

  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: PressSet, with event: PressEvent) {
    lines.append("began " + presses.map { "\($0.key.keyCode)" }.joined(separator: ","))
  }

  override func pressesEnded(_ presses: PressSet, with event: PressEvent) {
    lines.append("ended " + presses.map { "\($0.key.keyCode)" }.joined(separator: ","))
  }
}

/// Linux input event codes (linux/input-event-codes.h).
enum KeyCode {
  static let tab: UInt32 = 15
  static let a: UInt32 = 30
  static let s: UInt32 = 31
  static let leftShift: UInt32 = 42
  static let leftAlt: UInt32 = 56
  static let capsLock: UInt32 = 58
  static let playPause: UInt32 = 164
  static let fastForward: UInt32 = 208
}
