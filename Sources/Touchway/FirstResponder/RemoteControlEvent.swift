/// A media command (a keyboard's media keys, a headset button), as UIKit's `UIEvent` of
/// type `remoteControl`.
///
/// It travels from the first responder up the responder chain (R70) through
/// ``Responder/remoteControlReceived(with:)``, sent by the application's `sendEvent(_:)`.
public struct RemoteControlEvent: Hashable, Sendable {
  /// The command, as UIKit's `UIEvent.EventSubtype.remoteControl…` cases.
  public enum Subtype: Hashable, Sendable, CaseIterable {
    /// Start playing.
    case play
    /// Pause playing.
    case pause
    /// Stop playing.
    case stop
    /// Play if paused, pause if playing.
    case togglePlayPause
    /// Skip to the next track.
    case nextTrack
    /// Go back to the previous track.
    case previousTrack
    /// Start seeking backward; an ``endSeekingBackward`` follows.
    case beginSeekingBackward
    /// Stop seeking backward.
    case endSeekingBackward
    /// Start seeking forward; an ``endSeekingForward`` follows.
    case beginSeekingForward
    /// Stop seeking forward.
    case endSeekingForward

    /// The command that ends this one when its key comes up: the end of a seek, or `nil`
    /// for a command that is over at once.
    public var ending: Subtype? {
      switch self {
      case .beginSeekingBackward: .endSeekingBackward
      case .beginSeekingForward: .endSeekingForward
      default: nil
      }
    }
  }

  /// The command.
  public var subtype: Subtype
  /// When it happened, in seconds.
  public var timestamp: TimeInterval

  /// Creates an event.
  public init(subtype: Subtype, timestamp: TimeInterval) {
    self.subtype = subtype
    self.timestamp = timestamp
  }
}

/// An observer that sees a remote-control event before any responder does, and may take
/// it (``EventDisposition/consume``: no responder sees it). It is called on the
/// compositor's event loop.
public typealias RemoteControlObserver = (RemoteControlEvent) -> EventDisposition
