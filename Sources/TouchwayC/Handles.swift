import CTouchway

/// The objects the C API's handles name: a handle is a number, never an address, so a
/// destroyed handle or one of another kind is found wanting in the table and never
/// dereferenced.
///
/// A handle is a slot of the table and the slot's generation: `generation << 28 | slot << 4`
/// (a multiple of 16, as C code may expect of a pointer). A slot is used again once its
/// handle is destroyed, under the next generation, so the table is as long as the most
/// handles alive at once, and a handle destroyed long ago stays invalid. A lookup is an
/// index and two compares: the seat's functions look their handle up for every touch event.
enum Handles {
  private struct Slot {
    var generation: UInt = 0
    var object: AnyObject?
    /// The object again, for calls that borrow it without a retain.
    var borrowed: Unmanaged<AnyObject>?
    /// The object's class: the lookup compares it instead of casting dynamically.
    var kind: ObjectIdentifier?
  }

  // The display's thread only (docs/c-api.md), as the whole API. Unchecked: the table is
  // read for every touch event, and never by two accesses at once.
  @exclusivity(unchecked) nonisolated(unsafe) private static var slots: ContiguousArray<Slot> =
    []
  nonisolated(unsafe) private static var freeSlots: [Int] = []
  /// 2^24 handles alive at once (more than memory holds objects for), generations of 36
  /// bits.
  private static let slotBits = 24

  /// A new handle for `object`; `unsupported` when 2^24 are alive.
  static func register(_ object: AnyObject) throws(APIError) -> OpaquePointer {
    let index = freeSlots.popLast() ?? slots.count
    guard index < 1 << slotBits else { throw .unsupported }
    if index == slots.count { slots.append(Slot()) }
    slots[index].generation += 1
    slots[index].object = object
    slots[index].borrowed = .passUnretained(object)
    slots[index].kind = ObjectIdentifier(type(of: object))
    return OpaquePointer(bitPattern: slots[index].generation << (slotBits + 4) | UInt(index) << 4)!
  }

  /// Forgets `handle`: from now on it is invalid.
  static func unregister(_ handle: OpaquePointer) {
    guard let index = slot(of: handle) else { return }
    slots[index].object = nil
    slots[index].borrowed = nil
    slots[index].kind = nil
    freeSlots.append(index)
  }

  /// The slot of a live handle.
  @inline(__always)
  private static func slot(of handle: OpaquePointer) -> Int? {
    let bits = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))
    let index = Int(bits >> 4 & (1 << slotBits - 1))
    guard bits & 0xF == 0, index < slots.count,
      slots[index].generation == bits >> (slotBits + 4), slots[index].object != nil
    else { return nil }
    return index
  }

  /// The object of kind `Object` that `handle` names, or the status that says why none.
  @inline(__always)
  static func lookup<Object: AnyObject>(_ handle: OpaquePointer?, as _: Object.Type) -> Result<
    Object, APIError
  > {
    guard let handle else { return .failure(.invalidArgument) }
    guard let index = slot(of: handle), slots[index].kind == ObjectIdentifier(Object.self),
      let object = slots[index].object
    else { return .failure(.invalidHandle) }
    return .success(unsafeDowncast(object, to: Object.self))
  }

  /// The object of kind `Object` that `handle` names, unretained: the table holds it.
  @inline(__always)
  static func borrow<Object: AnyObject>(_ handle: OpaquePointer, as _: Object.Type)
    -> Unmanaged<Object>?
  {
    guard let index = slot(of: handle), slots[index].kind == ObjectIdentifier(Object.self),
      let borrowed = slots[index].borrowed
    else { return nil }
    return Unmanaged<Object>.fromOpaque(borrowed.toOpaque())
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
@inline(__always)
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

/// Runs `body` on the object `handle` names without retaining it, as ``withHandle(_:as:_:)``
/// does with a retain: for the seat's touch events, which cannot destroy the seat (from a
/// callback, destroying it is busy), and whose retain of the seat was a tenth of their cost.
@inline(__always)
func withBorrowedHandle<Object: AnyObject>(
  _ handle: OpaquePointer?, as kind: Object.Type, _ body: (Object) throws(APIError) -> Void
) -> touchway_status {
  guard let handle else { return TOUCHWAY_INVALID_ARGUMENT }
  guard let borrowed = Handles.borrow(handle, as: kind) else { return TOUCHWAY_INVALID_HANDLE }
  return borrowed._withUnsafeGuaranteedRef { object in
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
