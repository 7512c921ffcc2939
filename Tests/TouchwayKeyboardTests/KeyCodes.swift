/// Linux input event codes used by the tests (linux/input-event-codes.h).
enum KeyCode {
  static let two: UInt32 = 3
  static let tab: UInt32 = 15
  static let q: UInt32 = 16
  static let y: UInt32 = 21
  static let a: UInt32 = 30
  static let semicolon: UInt32 = 39
  static let leftShift: UInt32 = 42
  static let z: UInt32 = 44
  static let leftAlt: UInt32 = 56
  static let capsLock: UInt32 = 58
  static let nextSong: UInt32 = 163
  static let playPause: UInt32 = 164
  static let previousSong: UInt32 = 165
  static let stopCD: UInt32 = 166
  static let rewind: UInt32 = 168
  static let pauseCD: UInt32 = 201
  static let fastForward: UInt32 = 208
}
