// swift-format-ignore-file: AlwaysUseLowerCamelCase

// touchway.h's names: `@c @implementation` finds a function's declaration by its name.
public import CTouchway

@c @implementation
public func touchway_version() -> UInt32 {
  UInt32(TOUCHWAY_VERSION_MAJOR) << 16 | UInt32(TOUCHWAY_VERSION_MINOR) << 8
    | UInt32(TOUCHWAY_VERSION_PATCH)
}

@c @implementation
public func touchway_status_string(_ status: touchway_status) -> UnsafePointer<CChar>? {
  let text: StaticString =
    switch status {
    case TOUCHWAY_OK: "success"
    case TOUCHWAY_INVALID_ARGUMENT: "invalid argument"
    case TOUCHWAY_INVALID_HANDLE: "invalid handle: destroyed, or of another kind"
    case TOUCHWAY_BUSY: "busy: not from inside a Touchway callback"
    case TOUCHWAY_UNSUPPORTED: "unsupported by this object"
    default: "unknown status"
    }
  return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}
