import Testing
import Touchway
import TouchwayKeyboard

@Suite struct KeymapTests {
  @Test func anUnknownLayoutGivesAnErrorNamingItAndXkbcommonsReason() throws {
    let error = #expect(throws: KeyboardError.self) {
      try Keymap(names: KeymapNames(layout: "no-such-layout"))
    }
    guard case .keymapDoesNotCompile(let source, let messages) = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(source == "layout \"no-such-layout\"")
    #expect(messages.contains { $0.contains("no-such-layout") })
    #expect(
      error?.description.hasPrefix("the keymap layout \"no-such-layout\" does not compile: ")
        == true)
  }

  @Test func malformedKeymapTextGivesAnErrorNamingTheTextAndLine() throws {
    let error = #expect(throws: KeyboardError.self) {
      try Keymap(text: "xkb_keymap {\n  xkb_keycodes { <A> = ; };\n};\n", name: "broken.xkb")
    }
    guard case .keymapDoesNotCompile(let source, let messages) = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(source == "\"broken.xkb\"")
    #expect(messages.first?.hasPrefix("broken.xkb:2:24: syntax error") == true)
  }

  @Test func namesComeFromTheXkbDefaultVariables() throws {
    let names = KeymapNames(environment: [
      "XKB_DEFAULT_LAYOUT": "de", "XKB_DEFAULT_VARIANT": "", "XKB_DEFAULT_OPTIONS": "ctrl:nocaps",
      "UNRELATED": "x",
    ])
    #expect(names == KeymapNames(layout: "de", options: "ctrl:nocaps"))
    #expect(names.variant == nil)
    #expect(try Keymap(names: names).layoutNames == ["German"])
  }

  @Test func theDefaultKeymapIsUS() throws {
    #expect(try Keymap().layoutNames == ["English (US)"])
  }

  @Test func theKeymapTextCompilesAgain() throws {
    let keymap = try Keymap(names: KeymapNames(layout: "us,de"))
    let copy = try Keymap(text: keymap.text, name: "copy")
    #expect(copy.layoutNames == ["English (US)", "German"])
  }

  @Test func keysymsHaveXkbcommonsNames() {
    #expect(Keysym(name: "XF86AudioPlay") == .audioPlay)
    #expect(Keysym.audioForward.name == "XF86AudioForward")
    #expect(Keysym(name: "NoSuchKeysym") == nil)
  }

  @Test func repeatRejectsNegativeAndOversizedValues() throws {
    #expect(throws: KeyboardError.invalidRepeat(rate: -1, delay: 600)) {
      try KeyRepeat(rate: -1, delay: 600)
    }
    #expect(throws: KeyboardError.invalidRepeat(rate: 25, delay: 1 << 40)) {
      try KeyRepeat(rate: 25, delay: 1 << 40)
    }
    let custom = try KeyRepeat(rate: 0, delay: 200)
    #expect(custom.rate == 0 && custom.delay == 200)
    #expect(KeyRepeat.standard == (try KeyRepeat(rate: 25, delay: 600)))
  }
}
