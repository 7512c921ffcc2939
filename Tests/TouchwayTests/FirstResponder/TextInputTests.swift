import Testing
import Touchway

/// A text field's input, recording what it is sent.
final class RecordingTextInput: TextInputClient {
  weak var responder: Responder?
  var contentType = TextContentType()
  var cursorRectangle: Rect?
  var typed: [String] = []

  init(_ responder: Responder?) {
    self.responder = responder
  }

  func insertText(_ text: String) { typed.append(text) }
  func deleteBackward() { typed.append("⌫") }
}

/// The application's text input: the first responder's input client, which brings up a
/// keyboard when it begins and puts it away when it ends.
@Suite struct TextInputTests {
  let scene = KeyScene()
  var application: Application { scene.application }
  let field: KeyRecordingView
  let other: KeyRecordingView

  init() {
    field = scene.view("F")
    other = scene.view("O")
  }

  /// Observes the application's text input changes as `began F`, `changed F`, `ended F`.
  private func observe() -> () -> [String] {
    final class Box { var lines: [String] = [] }
    let box = Box()
    application.addTextInputObserver { change in
      switch change {
      case .began(let client): box.lines.append("began \(Self.name(client))")
      case .changed(let client): box.lines.append("changed \(Self.name(client))")
      case .ended(let client): box.lines.append("ended \(Self.name(client))")
      }
    }
    return { box.lines }
  }

  private static func name(_ client: TextInputClient) -> String {
    (client.responder as? View)?.name ?? "?"
  }

  @Test func becomingAndResigningTellTheObservers() {
    let lines = observe()
    let input = RecordingTextInput(field)
    #expect(application.becomeTextInput(input))
    #expect(application.textInput === input)
    application.textInputDidChange(input)
    application.resignTextInput(input)
    #expect(application.textInput == nil)
    #expect(lines() == ["began F", "changed F", "ended F"])
  }

  @Test func aNewTextInputEndsTheOldOneFirst() {
    let lines = observe()
    let first = RecordingTextInput(field)
    let second = RecordingTextInput(other)
    application.becomeTextInput(first)
    application.becomeTextInput(second)
    #expect(application.textInput === second)
    #expect(lines() == ["began F", "ended F", "began O"])
  }

  @Test func becomingAgainChangesNothing() {
    let lines = observe()
    let input = RecordingTextInput(field)
    application.becomeTextInput(input)
    #expect(application.becomeTextInput(input))
    #expect(lines() == ["began F"])
  }

  @Test func aTextInputOutsideTheApplicationIsRefused() {
    let detached = KeyRecordingView("D", log: scene.log)
    let input = RecordingTextInput(detached)
    #expect(!application.becomeTextInput(input))
    #expect(application.textInput == nil)
  }

  @Test func onlyTheTextInputResignsOrChanges() {
    let lines = observe()
    let input = RecordingTextInput(field)
    let stranger = RecordingTextInput(other)
    application.becomeTextInput(input)
    application.textInputDidChange(stranger)
    application.resignTextInput(stranger)
    #expect(application.textInput === input)
    #expect(lines() == ["began F"])
  }

  @Test func theResponderLeavingItsWindowResigns() {
    let lines = observe()
    let input = RecordingTextInput(field)
    application.becomeTextInput(input)
    field.removeFromSuperview()
    #expect(application.textInput == nil)
    #expect(lines() == ["began F", "ended F"])
  }

  @Test func anotherFirstResponderResignsTheTextInput() {
    let input = RecordingTextInput(field)
    field.becomeFirstResponder()
    application.becomeTextInput(input)
    #expect(other.becomeFirstResponder())
    #expect(application.textInput == nil)
  }

  @Test func itsOwnResponderBecomingFirstKeepsIt() {
    let input = RecordingTextInput(field)
    application.becomeTextInput(input)
    field.becomeFirstResponder()
    #expect(application.textInput === input)
  }
}
