import Testing
import Touchway

@testable import TouchwayWayland

/// An input method is told a field's content type, but not the text of a secret field:
/// the keyboard needs to know it types a password, not the password.
@Suite struct SecretTextTests {
  func state(_ type: TextContentType?) -> InputMethodState {
    InputMethodState(surroundingText: ("hunter2", 7, 7), contentType: type, changeCause: 0)
  }

  @Test(arguments: [
    TextContentType(purpose: .password, hints: []), TextContentType(purpose: .pin, hints: []),
    TextContentType(purpose: .normal, hints: .hiddenText),
    TextContentType(purpose: .normal, hints: .sensitiveData),
  ])
  func aSecretFieldsTextIsWithheld(type: TextContentType) {
    let told = state(type).withoutSecretText
    #expect(told.surroundingText == nil)
    #expect(told.contentType == type)
  }

  @Test func anOrdinaryFieldsTextIsTold() {
    for type in [nil, TextContentType(purpose: .email, hints: .completion)] {
      #expect(state(type).withoutSecretText.surroundingText?.text == "hunter2")
    }
  }
}
