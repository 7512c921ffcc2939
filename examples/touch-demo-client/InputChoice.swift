import ArgumentParser

/// Which of the seat's devices the demo binds (`--input`): a client with `wl_touch` gets
/// touches; one with only `wl_pointer` gets what the compositor makes of touches for a
/// client that takes none (Touchway emulates a pointer).
enum InputChoice: String, CaseIterable, ExpressibleByArgument {
  case touch, pointer, both

  var wantsTouch: Bool { self != .pointer }
  var wantsPointer: Bool { self != .touch }
}
