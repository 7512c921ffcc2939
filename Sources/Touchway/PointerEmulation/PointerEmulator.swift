/// Turns the touches that reach it along the responder chain into pointer input: the
/// responder, high in a window's chain, that stands in for a client that takes no touches.
///
/// A window whose views pass on touches they do not handle makes the emulator its next
/// responder and attaches it (``attach(to:)``). The first touch that reaches it drives
/// the pointer: the pointer enters that touch's hit view where the touch is
/// (``PointerAction/enter(_:)``). Other touches that reach it while that finger is down
/// are ignored. What the finger does is decided by four of Touchway's gesture
/// recognizers on the window, which watch the touches ``admits`` lets them see, never
/// take them from the views and act only for the touch that drives the pointer:
///
/// - ``tap``: a tap (one finger, moving at most ``allowableMovement``) clicks the left
///   button where the finger touched down.
/// - ``longPress``: a finger held for ``longPressDuration`` without moving more than
///   ``allowableMovement`` clicks the right button there.
/// - ``drag``: a finger that moves ``allowableMovement`` presses the left button where it
///   touched down, moves the pointer with it and releases the button where it lifts. It
///   requires the long press to fail, so a long press is never also a drag, and it does
///   not begin while two fingers are down.
/// - ``scroll``: two fingers that move ``allowableMovement`` together scroll by their
///   centroid's movement; lifting them ends the scroll.
///
/// Whichever of them recognizes first makes the others fail (R63); a drag that began
/// keeps a second finger from scrolling. They recognize alongside every other recognizer
/// (a compositor's edge swipe): if one of those takes the touch, the views and so the
/// emulator see it cancelled, and the emulator releases what it held.
///
/// A touch the recognizers were not shown (one a client declined after taking it, that
/// reaches the emulator mid-life) drives the pointer directly: the left button goes down
/// where it arrives, follows it and comes up where it lifts.
///
/// The emulator says what the pointer does through ``perform``; a compositor turns that
/// into `wl_pointer` events (TouchwayWayland's `ClientWindow` does).
public final class PointerEmulator: Responder, GestureRecognizerDelegate {
  /// How long a finger must stay down for a right click: UIKit's long press, 0.5 s.
  public static let longPressDuration = 0.5
  /// How far, in points, a finger may move and still tap or long-press, and must move to
  /// drag or scroll: UIKit's 10 pt.
  public static let allowableMovement = 10.0

  /// A left click.
  public let tap = TapGestureRecognizer(name: "pointer-tap")
  /// A right click.
  public let longPress = LongPressGestureRecognizer(name: "pointer-long-press")
  /// Motion with the left button held.
  public let drag = PanGestureRecognizer(name: "pointer-drag")
  /// Scrolling.
  public let scroll = PanGestureRecognizer(name: "pointer-scroll")

  /// Carries out what the pointer does.
  public var perform: (PointerAction) -> Void
  /// Which touches the recognizers watch: asked once as each touch begins, so the
  /// recognizers see the touches that will reach the emulator (those of views that do not
  /// handle touches). Default: every touch.
  public var admits: (Touch) -> Bool = { _ in true }
  /// Whether a touch that reaches the emulator may drive the pointer, besides the
  /// emulator's own rule that one touch drives it at a time: a compositor with one
  /// pointer and several windows keeps the windows from fighting over it. Default: yes.
  public var mayDrive: (Touch) -> Bool = { _ in true }

  /// The touch that drives the pointer, or drove it last.
  public private(set) var driver: Touch?
  /// Whether the driver's actions still reach the pointer: not once it was cancelled.
  private var isDriverLive = false
  /// Whether the driver moves the pointer itself, without the recognizers.
  private var isDirect = false
  private var heldButton: PointerButton?
  private var isScrolling = false
  private var scrolled = Point.zero
  /// The window the emulator is attached to.
  public private(set) weak var window: Window?

  /// An emulator that carries out its pointer's actions with `perform`.
  public init(perform: @escaping (PointerAction) -> Void) {
    self.perform = perform
    super.init()
    tap.allowableMovement = Self.allowableMovement
    longPress.minimumPressDuration = Self.longPressDuration
    longPress.allowableMovement = Self.allowableMovement
    drag.maximumNumberOfTouches = 1
    drag.hysteresis = Self.allowableMovement
    drag.require(toFail: longPress)
    scroll.minimumNumberOfTouches = 2
    scroll.maximumNumberOfTouches = 2
    scroll.hysteresis = Self.allowableMovement
    for recognizer in recognizers {
      // They watch: the views keep the touches, and pass them on to the emulator.
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false
      recognizer.delegate = self
    }
    tap.addTarget { [unowned self] in if drives($0) { click(.left) } }
    longPress.addTarget { [unowned self] in
      if $0.state == .began, drives($0) { click(.right) }
    }
    drag.addTarget { [unowned self] in dragChanged($0.state) }
    scroll.addTarget { [unowned self] in scrollChanged($0.state) }
  }

  /// The recognizers, in the order they are attached.
  public var recognizers: [GestureRecognizer] { [scroll, tap, longPress, drag] }

  /// After the emulator, the chain goes on to the window's application.
  public override var next: Responder? { window?.application }

  /// Attaches the recognizers to `window`, whose touches the emulator receives.
  public func attach(to window: Window) {
    self.window = window
    for recognizer in recognizers { window.addGestureRecognizer(recognizer) }
  }

  /// Detaches the recognizers (cancelling what they recognize) and releases what the
  /// pointer holds.
  public func detach() {
    for recognizer in recognizers { window?.removeGestureRecognizer(recognizer) }
    stopDriving()
    window = nil
  }

  // MARK: The responder: touches the views passed on

  public override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    for touch in touches where mayTakeOver && mayDrive(touch) {
      // A scroll that outlived its driver ends before the new finger takes over.
      stopDriving()
      driver = touch
      isDriverLive = true
      isDirect = !admits(touch)
      perform(.enter(touch))
      if isDirect { press(.left) }
    }
  }

  public override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    guard isDirect, let driver, isDriverLive, touches.contains(where: { $0 === driver }) else {
      return
    }
    perform(.move(driver))
  }

  public override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    guard isDirect, let driver, isDriverLive, touches.contains(where: { $0 === driver }) else {
      return
    }
    perform(.move(driver))
    stopDriving()
  }

  public override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    guard let driver, touches.contains(where: { $0 === driver }) else { return }
    stopDriving()
  }

  /// No finger drives the pointer now: the last driver, if any, lifted or was cancelled.
  private var mayTakeOver: Bool {
    guard let driver else { return true }
    return driver.phase.isTerminal
  }

  /// Releases what the pointer holds; the driver's later actions reach nothing.
  private func stopDriving() {
    if let heldButton { release(heldButton) }
    if isScrolling {
      isScrolling = false
      perform(.endScroll)
    }
    isDriverLive = false
  }

  // MARK: The recognizers' actions

  /// Whether `recognizer` follows the touch that drives the pointer.
  private func drives(_ recognizer: GestureRecognizer) -> Bool {
    guard isDriverLive, !isDirect, let driver else { return false }
    return driver.gestureRecognizers.contains { $0 === recognizer }
  }

  private func dragChanged(_ state: GestureRecognizer.State) {
    guard drives(drag), let driver else { return }
    switch state {
    case .began:
      press(.left)
      perform(.move(driver))
    case .changed:
      perform(.move(driver))
    case .ended:
      perform(.move(driver))
      if let heldButton { release(heldButton) }
    default:
      if let heldButton { release(heldButton) }
    }
  }

  private func scrollChanged(_ state: GestureRecognizer.State) {
    guard drives(scroll) else { return }
    switch state {
    case .began, .changed:
      if state == .began { scrolled = .zero }
      isScrolling = true
      let translation = scroll.translation(in: nil)
      let delta = Point(x: scrolled.x - translation.x, y: scrolled.y - translation.y)
      scrolled = translation
      if delta != .zero { perform(.scroll(delta)) }
    default:
      if isScrolling {
        isScrolling = false
        perform(.endScroll)
      }
    }
  }

  private func click(_ button: PointerButton) {
    press(button)
    release(button)
  }

  private func press(_ button: PointerButton) {
    heldButton = button
    perform(.press(button))
  }

  private func release(_ button: PointerButton) {
    heldButton = nil
    perform(.release(button))
  }

  // MARK: GestureRecognizerDelegate

  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  {
    admits(touch)
  }

  /// A drag is one finger's: not while two fingers are down.
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    recognizer !== drag || scroll.numberOfTouches < 2
  }

  /// The emulator's recognizers exclude each other, and no one else.
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    other.delegate !== self
  }
}
