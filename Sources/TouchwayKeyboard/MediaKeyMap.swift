public import Touchway

/// Which keysyms are media keys, and the remote-control command each one sends.
///
/// A media key sends its command when it goes down; a command that has an
/// `RemoteControlEvent/Subtype/ending` (a seek) sends that when the key comes up.
public struct MediaKeyMap: Hashable, Sendable {
  /// The command of each media key.
  public var commands: [Keysym: RemoteControlEvent.Subtype]

  /// Maps the given keysyms.
  public init(_ commands: [Keysym: RemoteControlEvent.Subtype]) {
    self.commands = commands
  }

  /// XF86AudioPlay toggles play and pause (it is the play/pause key of nearly every
  /// keyboard); XF86AudioPause pauses, XF86AudioStop stops, XF86AudioNext and XF86AudioPrev
  /// change track, and XF86AudioForward and XF86AudioRewind seek while they are held.
  public static let standard = MediaKeyMap([
    .audioPlay: .togglePlayPause,
    .audioPause: .pause,
    .audioStop: .stop,
    .audioNext: .nextTrack,
    .audioPrevious: .previousTrack,
    .audioForward: .beginSeekingForward,
    .audioRewind: .beginSeekingBackward,
  ])

  /// The command `keysym` sends, or `nil` if it is not a media key.
  public subscript(keysym: Keysym) -> RemoteControlEvent.Subtype? {
    commands[keysym]
  }
}
