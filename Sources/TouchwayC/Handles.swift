import CTouchway

/// The objects the C API's handles name: a handle is a number, never an address, so a
/// destroyed handle or one of another kind is found wanting in the table and never
/// dereferenced. Numbers are not reused: a handle destroyed long ago stays invalid.
enum Handles {
  // The display's thread only (docs/c-api.md), as the whole API.
  nonisolated(unsafe) private static var objects: [UInt: AnyObject] = [:]
  nonisolated(unsafe) private static var next: UInt = 1

  /// A new handle for `object`: a multiple of 16, as C code may expect of a pointer.
  static func register(_ object: AnyObject) -> OpaquePointer {
    let number = next << 4
    next += 1
    objects[number] = object
    return OpaquePointer(bitPattern: number)!
  }

  /// Forgets `handle`: from now on it is invalid.
  static func unregister(_ handle: OpaquePointer) {
    objects[UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))] = nil
  }

  /// The object of kind `Object` that `handle` names, or the status that says why none.
  static func lookup<Object: AnyObject>(_ handle: OpaquePointer?, as _: Object.Type) -> Result<
    Object, APIError
  > {
    guard let handle else { return .failure(.invalidArgument) }
    guard
      let object = objects[UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))] as? Object
    else { return .failure(.invalidHandle) }
    return .success(object)
  }
}

/// Why a call failed: one of touchway.h's statuses other than `TOUCHWAY_OK`.
enum APIError: Error {
  case invalidArgument
  case invalidHandle
  case busy
  case unsupported

  var status: touchway_status {
    switch self {
    case .invalidArgument: TOUCHWAY_INVALID_ARGUMENT
    case .invalidHandle: TOUCHWAY_INVALID_HANDLE
    case .busy: TOUCHWAY_BUSY
    case .unsupported: TOUCHWAY_UNSUPPORTED
    }
  }
}

/// Runs `body` on the object `handle` names; the call's status.
func withHandle<Object: AnyObject>(
  _ handle: OpaquePointer?, as kind: Object.Type, _ body: (Object) throws(APIError) -> Void
) -> touchway_status {
  switch Handles.lookup(handle, as: kind) {
  case .failure(let error): return error.status
  case .success(let object):
    do throws(APIError) {
      try body(object)
      return TOUCHWAY_OK
    } catch {
      return error.status
    }
  }
}

/// Writes `value` to an out parameter, which must not be null.
func write<Value>(_ value: Value, to out: UnsafeMutablePointer<Value>?) throws(APIError) {
  guard let out else { throw .invalidArgument }
  out.pointee = value
}

/// `value`, if it is a finite number.
func checkedFinite(_ value: Double) throws(APIError) -> Double {
  guard value.isFinite else { throw .invalidArgument }
  return value
}
