/// The C user-data pointer for `object`, which stays owned by Swift: the C side must stop
/// using it before `object` goes away.
func opaque(_ object: AnyObject) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(object).toOpaque()
}

/// The object behind a C user-data pointer made by ``opaque(_:)`` or
/// `Unmanaged.passRetained`: the one way C callbacks find their owner.
func fromOpaque<T: AnyObject>(_ pointer: UnsafeRawPointer?, as type: T.Type = T.self) -> T {
  Unmanaged<T>.fromOpaque(pointer!).takeUnretainedValue()
}
