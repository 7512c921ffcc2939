/// What an application keeps about its first responder and the events that start there.
struct FirstResponderState {
  var firstResponder: Responder?
  var observers: [FirstResponderObserver] = []
  var pressObservers: [PressObserver] = []
  var remoteControlObservers: [RemoteControlObserver] = []
  var isReceivingRemoteControlEvents = false
  /// The first responder's input client (``Application/textInput``).
  var textInput: TextInputClient?
  var textInputObservers: [TextInputObserver] = []
  /// The dispatchers whose presses start at this application's first responder.
  var dispatchers: [WeakPressDispatcher] = []
}

struct WeakPressDispatcher {
  weak var dispatcher: PressDispatcher?
}
