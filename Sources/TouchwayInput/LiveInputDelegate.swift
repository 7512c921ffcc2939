public import Touchway
public import TouchwayKeyboard
public import TouchwayRecording

/// Hears what ``LiveInput`` reads, on the thread that calls ``LiveInput/dispatch()``.
/// Every method has a default that does nothing.
public protocol LiveInputDelegate: AnyObject {
  /// A touch frame: hand it to the seat (`Seat/process(_:)`). Frames that cancel the
  /// touches of a device that went away come before its ``liveInput(_:didRemove:)``.
  func liveInput(_ input: LiveInput, didReceive frame: TouchFrame)
  /// One of libinput's touch events, before the frame that holds it is delivered.
  func liveInput(_ input: LiveInput, didRead event: DeviceTouchEvent)
  /// One of libinput's tablet tool events (a pen's), with its position in millimetres
  /// from the tablet's origin, before the frame that holds it is delivered.
  func liveInput(
    _ input: LiveInput, didRead event: TabletToolEvent, millimetres: (x: Double, y: Double))
  /// A key went down or up: hand it to the keyboard (`KeyboardRouter/process(_:)`).
  func liveInput(_ input: LiveInput, didReceive key: KeyEvent)
  /// A pointer moved, pressed a button or scrolled.
  func liveInput(_ input: LiveInput, didReceive pointer: PointerEvent)
  /// A device appeared and works from now on.
  func liveInput(_ input: LiveInput, didAdd device: InputDevice)
  /// A device went away; its touches were cancelled, its node is closed.
  func liveInput(_ input: LiveInput, didRemove device: InputDevice)
  /// The kinds of device the seat has changed (`wl_seat.capabilities`).
  func liveInput(_ input: LiveInput, didChange capabilities: InputCapabilities)
}

extension LiveInputDelegate {
  /// Default: nothing.
  public func liveInput(_ input: LiveInput, didReceive frame: TouchFrame) {}
  /// Default: nothing.
  public func liveInput(_ input: LiveInput, didRead event: DeviceTouchEvent) {}
  /// Default: nothing.
  public func liveInput(
    _ input: LiveInput, didRead event: TabletToolEvent, millimetres: (x: Double, y: Double)
  ) {}
  /// Default: nothing.
  public func liveInput(_ input: LiveInput, didReceive key: KeyEvent) {}
  /// Default: nothing.
  public func liveInput(_ input: LiveInput, didReceive pointer: PointerEvent) {}
  /// Default: nothing.
  public func liveInput(_ input: LiveInput, didAdd device: InputDevice) {}
  /// Default: nothing.
  public func liveInput(_ input: LiveInput, didRemove device: InputDevice) {}
  /// Default: nothing.
  public func liveInput(_ input: LiveInput, didChange capabilities: InputCapabilities) {}
}
