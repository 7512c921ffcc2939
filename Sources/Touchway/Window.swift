/// The root of a view tree that occupies part of the screen: a compositor layer, or a
/// client's toplevel with its surfaces.
///
/// A window's ``View/frame`` is in screen coordinates. Touches belong to the window they began
/// in (R3); the window gives each frame to the gesture recognizers of those touches, and
/// once every window of the frame has been served, the seat gives it to the touches' hit
/// views (R5, R49).
open class Window: View {
  /// The application the window is shown in, set by ``Application/addWindow(_:)``.
  public internal(set) weak var application: Application?

  /// Windows with a higher level are in front of lower ones; equal levels stack in the
  /// order they were added (R4).
  public var windowLevel = 0.0 {
    didSet { application?.restack() }
  }

  let observers = EventObserverList()

  /// A window's next responder is its application (R37).
  open override var next: Responder? { application }

  /// Adds an observer that sees every event of this window before its recognizers and
  /// views do, and may consume it.
  public func addEventObserver(_ observer: @escaping EventObserver) {
    observers.append(observer)
  }

  /// Lets an event's touches that belong to this window through: their gesture recognizers
  /// see the frame now; their hit views get it when every window of the frame has had its
  /// recognizers served, with the other windows' views (R5, R49, R54).
  ///
  /// Override it to intercept events; call `super` to let an event through. An event
  /// that does not reach `super` is consumed (see ``EventDisposition/consume``).
  open func sendEvent(_ event: TouchEvent) {
    if observers.consume(event) { return }
    event.engine.deliver(in: self)
  }
}
