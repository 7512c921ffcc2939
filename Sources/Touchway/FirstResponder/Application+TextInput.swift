/// A change of an application's text input, as a keyboard observes it: UIKit's keyboard
/// show, frame-change and hide notifications, from the text field's side.
public enum TextInputChange {
  /// `client` became the text input: a keyboard comes up for it.
  case began(TextInputClient)
  /// The text input's content type or cursor rectangle changed.
  case changed(TextInputClient)
  /// `client` resigned: the keyboard goes away unless another began.
  case ended(TextInputClient)
}

/// Called on each ``TextInputChange``, on the compositor's event loop.
public typealias TextInputObserver = (TextInputChange) -> Void

extension Application {
  /// The first responder's input client: the text field keys and a keyboard's text go
  /// to, or `nil` when nothing takes text and no keyboard shows.
  public var textInput: TextInputClient? { firstResponderState.textInput }

  /// Makes `client` the text input, as a text field that becomes first responder brings
  /// up its `inputView`. The one it replaces resigns first (observers see it end).
  ///
  /// It fails when the client's responder is in no window of this application.
  ///
  /// - Returns: whether `client` is the text input now.
  @discardableResult
  public func becomeTextInput(_ client: TextInputClient) -> Bool {
    if textInput === client { return true }
    guard client.responder?.chainApplication === self else { return false }
    if let current = textInput { resignTextInput(current) }
    firstResponderState.textInput = client
    notifyTextInputObservers(.began(client))
    return true
  }

  /// Makes `client` stop being the text input, if it is: the keyboard goes away.
  public func resignTextInput(_ client: TextInputClient) {
    guard textInput === client else { return }
    firstResponderState.textInput = nil
    notifyTextInputObservers(.ended(client))
  }

  /// Tells the observers that the text input's content type or cursor rectangle changed;
  /// nothing happens for a client that is not the text input.
  public func textInputDidChange(_ client: TextInputClient) {
    guard textInput === client else { return }
    notifyTextInputObservers(.changed(client))
  }

  /// Adds an observer that is told each time the text input begins, changes or ends, in
  /// the order observers were added.
  public func addTextInputObserver(_ observer: @escaping TextInputObserver) {
    firstResponderState.textInputObservers.append(observer)
  }

  /// A view leaving its window takes the text input with it if the input's responder is
  /// inside (the surface went away).
  func resignTextInput(inside view: View) {
    guard let client = textInput, let responder = client.responder as? View,
      responder.isDescendant(of: view)
    else { return }
    resignTextInput(client)
  }

  /// Another responder became first responder: a text input of a different responder
  /// resigns, as a text field does when focus moves on.
  func firstResponderMoved(to responder: Responder?) {
    guard let responder, let client = textInput, client.responder !== responder else { return }
    resignTextInput(client)
  }

  private func notifyTextInputObservers(_ change: TextInputChange) {
    for observer in firstResponderState.textInputObservers { observer(change) }
  }
}
