import Testing
import Touchway
import TouchwayKeyboard

/// Modifier bits of the standard keymaps: Shift is modifier 0, Lock 1, Mod1 (Alt) 3.
private let shiftBit: UInt32 = 1 << 0
private let lockBit: UInt32 = 1 << 1

@Suite struct KeyboardStateTests {
  func state(_ names: KeymapNames) throws -> KeyboardState {
    try KeyboardState(keymap: Keymap(names: names))
  }

  func tap(_ code: UInt32, on state: KeyboardState) {
    state.update(keyCode: code, change: .down)
    state.update(keyCode: code, change: .up)
  }

  @Test func usAndGermanLayoutsGiveTheirOwnSymbols() throws {
    let us = try state(KeymapNames(layout: "us"))
    let de = try state(KeymapNames(layout: "de"))
    #expect(us.text(forKeyCode: KeyCode.y) == "y")
    #expect(de.text(forKeyCode: KeyCode.y) == "z")
    #expect(de.text(forKeyCode: KeyCode.z) == "y")
    #expect(us.keysym(forKeyCode: KeyCode.semicolon) == Keysym(name: "semicolon"))
    #expect(de.keysym(forKeyCode: KeyCode.semicolon) == Keysym(name: "odiaeresis"))
    #expect(de.text(forKeyCode: KeyCode.semicolon) == "ö")
  }

  @Test func shiftChangesTheTextButNotTheUnmodifiedText() throws {
    let us = try state(KeymapNames(layout: "us"))
    let de = try state(KeymapNames(layout: "de"))
    for state in [us, de] { state.update(keyCode: KeyCode.leftShift, change: .down) }
    #expect(us.text(forKeyCode: KeyCode.two) == "@")
    #expect(de.text(forKeyCode: KeyCode.two) == "\"")
    let key = us.key(forKeyCode: KeyCode.a)
    #expect(key.characters == "A")
    #expect(key.charactersIgnoringModifiers == "a")
    #expect(key.keysym == Keysym(name: "A"))
    #expect(key.modifierFlags == .shift)
  }

  @Test func shiftSerializesAsDepressedWhileHeld() throws {
    let us = try state(KeymapNames(layout: "us"))
    #expect(us.update(keyCode: KeyCode.leftShift, change: .down))
    #expect(us.modifiers == SerializedModifiers(depressed: shiftBit))
    #expect(us.update(keyCode: KeyCode.leftShift, change: .up))
    #expect(us.modifiers == SerializedModifiers())
  }

  @Test func capsLockSerializesAsLockedUntilPressedAgain() throws {
    let us = try state(KeymapNames(layout: "us"))
    us.update(keyCode: KeyCode.capsLock, change: .down)
    #expect(us.modifiers == SerializedModifiers(depressed: lockBit, locked: lockBit))
    us.update(keyCode: KeyCode.capsLock, change: .up)
    #expect(us.modifiers == SerializedModifiers(locked: lockBit))
    #expect(us.text(forKeyCode: KeyCode.a) == "A")
    #expect(us.modifierFlags == .capsLock)
    tap(KeyCode.capsLock, on: us)
    #expect(us.modifiers == SerializedModifiers())
    #expect(us.text(forKeyCode: KeyCode.a) == "a")
  }

  @Test func theLayoutGroupSerializesAfterASwitch() throws {
    let state = try state(KeymapNames(layout: "us,de", options: "grp:alt_shift_toggle"))
    state.update(keyCode: KeyCode.leftAlt, change: .down)
    state.update(keyCode: KeyCode.leftShift, change: .down)
    state.update(keyCode: KeyCode.leftShift, change: .up)
    state.update(keyCode: KeyCode.leftAlt, change: .up)
    #expect(state.modifiers.group == 1)
    #expect(state.text(forKeyCode: KeyCode.y) == "z")
    #expect(state.key(forKeyCode: KeyCode.y).charactersIgnoringModifiers == "z")
  }

  @Test func observersHearOnlyChangesOfModifiers() throws {
    let us = try state(KeymapNames(layout: "us"))
    var heard: [SerializedModifiers] = []
    us.addModifiersObserver { heard.append($0) }
    tap(KeyCode.a, on: us)
    tap(KeyCode.leftShift, on: us)
    #expect(heard == [SerializedModifiers(depressed: shiftBit), SerializedModifiers()])
  }

  @Test func aKeyWithNoSymbolHasNoText() throws {
    let us = try state(KeymapNames(layout: "us"))
    #expect(us.keysym(forKeyCode: 0) == .none)
    #expect(us.text(forKeyCode: 0) == "")
    #expect(us.key(forKeyCode: KeyCode.leftShift).characters == "")
  }
}
