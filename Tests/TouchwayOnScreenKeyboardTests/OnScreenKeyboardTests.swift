import Testing
import Touchway
import TouchwayOnScreenKeyboard

/// The built-in keyboard's views on a seat: keys typed, exclusive keys with a second
/// finger, long-press variants, backspace repeating on the seat's clock, shift and the
/// symbols page, and showing while the application has a text input.
@Suite struct OnScreenKeyboardTests {
  let harness = KeyboardHarness()

  init() {
    harness.application.becomeTextInput(harness.input)
  }

  @Test func theKeyboardShowsWhileThereIsATextInput() {
    #expect(harness.keyboard.isVisible)
    #expect(harness.application.windows.last === harness.keyboard.window)
    harness.application.resignTextInput(harness.input)
    #expect(!harness.keyboard.isVisible)
    #expect(harness.application.windows.count == 1)
  }

  @Test func theHideKeyPutsTheKeyboardAwayAndTheTextInputStays() {
    harness.tap("hide")
    #expect(!harness.keyboard.isVisible)
    #expect(harness.application.textInput === harness.input)
    harness.keyboard.show()
    #expect(harness.keyboard.isVisible)
    harness.tap("h")
    #expect(harness.input.text == "h")
  }

  @Test func aTextInputTheEmbedderDoesNotShowForWaitsToBeAsked() {
    harness.application.resignTextInput(harness.input)
    harness.keyboard.showsWhenTextInputBegins = { _ in false }
    harness.application.becomeTextInput(harness.input)
    #expect(!harness.keyboard.isVisible)
    harness.keyboard.show()
    #expect(harness.keyboard.isVisible)
    harness.application.resignTextInput(harness.input)
    harness.keyboard.show()
    #expect(!harness.keyboard.isVisible, "no text input, no keyboard")
  }

  @Test func aFieldForNumbersOpensOnTheDigits() {
    harness.application.resignTextInput(harness.input)
    let pin = RecordingTextInput(harness.field)
    pin.contentType = TextContentType(purpose: .pin)
    harness.application.becomeTextInput(pin)
    #expect(harness.keyboard.view.page == .symbols)
    harness.tap("q")
    #expect(pin.text == "1")
    harness.application.becomeTextInput(harness.input)
    #expect(harness.keyboard.view.page == .letters)
  }

  @Test func tappedKeysTypeIntoTheTextInput() {
    harness.tap("h", "i", "space", "h", "i")
    #expect(harness.input.text == "hi hi")
  }

  @Test func aKeyTypesWhenTheFingerLifts() {
    harness.down(1, at: harness.centre(of: "h"), time: 1)
    #expect(harness.input.text == "")
    #expect(harness.keyboard.view.keyViews.first { $0.key.label == "h" }!.isHighlighted)
    harness.up(1, time: 1.05)
    #expect(harness.input.text == "h")
  }

  @Test func aSecondFingerOnAnotherKeyTypesToo() {
    // The second key is withheld from its view (both are exclusive), and still types.
    harness.down(1, at: harness.centre(of: "h"), time: 1)
    harness.down(2, at: harness.centre(of: "i"), time: 1.02)
    #expect(!harness.keyboard.view.keyViews.first { $0.key.label == "i" }!.isHighlighted)
    harness.up(2, time: 1.06)
    harness.up(1, time: 1.08)
    #expect(harness.input.text == "ih")
  }

  @Test func aLongPressOffersTheVariantsAndTypesTheOnePicked() throws {
    let e = harness.centre(of: "e")
    harness.down(1, at: e, time: 1)
    harness.advance(to: 1.6)
    let variants = try #require(harness.keyboard.view.variantsView)
    #expect(variants.variants == ["è", "é", "ê", "ë"])
    // One key width to the right: the second variant.
    harness.move(1, to: Point(x: e.x + 80, y: e.y - 48), time: 1.7)
    #expect(variants.selected == "é")
    harness.up(1, time: 1.8)
    #expect(harness.input.text == "é")
    #expect(harness.keyboard.view.variantsView == nil)
  }

  @Test func aLongPressOnAKeyWithoutVariantsTypesTheKey() {
    harness.down(1, at: harness.centre(of: "h"), time: 1)
    harness.advance(to: 1.6)
    harness.up(1, time: 1.7)
    #expect(harness.input.text == "h")
  }

  @Test func backspaceDeletesAtOnceAndRepeatsOnTheSeatsClock() {
    harness.input.text = "abcdefgh"
    harness.down(1, at: harness.centre(of: "backspace"), time: 1)
    #expect(harness.input.text == "abcdefg")
    harness.advance(to: 1.49)
    #expect(harness.input.text == "abcdefg")
    harness.advance(to: 1.5)
    #expect(harness.input.text == "abcdef")
    // Two more, 0.1 s apart.
    harness.advance(to: 1.71)
    #expect(harness.input.text == "abcd")
    harness.up(1, time: 1.75)
    harness.advance(to: 3)
    #expect(harness.input.text == "abcd")
  }

  @Test func shiftCapitalizesTheNextLetterOnly() {
    harness.tap("shift")
    #expect(harness.keyboard.view.isShifted)
    harness.tap("a", "b", from: 2)
    #expect(harness.input.text == "Ab")
    #expect(!harness.keyboard.view.isShifted)
  }

  @Test func theSymbolsPageRelabelsTheKeysInPlace() {
    let q = harness.centre(of: "q")
    harness.tap("symbols")
    #expect(harness.keyboard.view.page == .symbols)
    harness.down(1, at: q, time: 2)
    harness.up(1, time: 2.05)
    #expect(harness.input.text == "1")
    // The page key is where the symbols key was.
    harness.tap("symbols", from: 3)
    #expect(harness.keyboard.view.page == .letters)
  }

  @Test func returnAndKeysWithoutATextInputGoToTheFallback() {
    harness.tap("enter")
    #expect(harness.fallback == [.enter])
    harness.application.resignTextInput(harness.input)
    harness.application.addWindow(harness.keyboard.window)
    harness.tap("x", from: 2)
    #expect(harness.fallback == [.enter, .text("x")])
  }
}

/// Where the keys go: the layout `--print-keyboard` prints.
@Suite struct KeyboardLayoutTests {
  let screen = Size(width: 800, height: 480)

  @Test func theKeyboardFillsTheBottomOfTheScreen() {
    let frame = OnScreenKeyboard.frame(on: screen)
    #expect(frame == Rect(x: 0, y: 288, width: 800, height: 192))
  }

  @Test func everyKeyIsOnTheKeyboardAndNoTwoOverlap() {
    let keyboard = OnScreenKeyboard.frame(on: screen)
    let keys = OnScreenKeyboard.keyFrames(on: screen)
    #expect(keys.count == 10 + 9 + 9 + 6)
    for (index, (key, frame)) in keys.enumerated() {
      #expect(frame.minX >= 0 && frame.maxX <= keyboard.maxX, "\(key.label)")
      #expect(frame.minY >= keyboard.minY && frame.maxY <= keyboard.maxY, "\(key.label)")
      for (other, otherFrame) in keys[(index + 1)...] {
        let overlaps =
          frame.minX < otherFrame.maxX && otherFrame.minX < frame.maxX
          && frame.minY < otherFrame.maxY && otherFrame.minY < frame.maxY
        #expect(!overlaps, "\(key.label) and \(other.label)")
      }
    }
  }

  @Test func everyLetterHasAKey() {
    let labels = Set(OnScreenKeyboard.keyFrames(on: screen).map(\.key.label))
    for letter in "abcdefghijklmnopqrstuvwxyz" { #expect(labels.contains(String(letter))) }
  }

  @Test func bothPagesHaveTheSameShape() {
    let letters = KeyboardLayout.letters.frames(in: Size(width: 800, height: 192)).map(\.frame)
    let symbols = KeyboardLayout.symbols.frames(in: Size(width: 800, height: 192)).map(\.frame)
    #expect(letters == symbols)
  }
}
