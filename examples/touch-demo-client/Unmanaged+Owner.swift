/// The user data a listener is registered with: the Swift object that owns the proxy.
/// Unretained, because the owner destroys the proxy (and so its listener) in `deinit`.
func opaque(_ owner: AnyObject) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(owner).toOpaque()
}

/// Recovers the owner in a callback: the one way every listener gets back to Swift.
func fromOpaque<Owner: AnyObject>(_ data: UnsafeMutableRawPointer?, as _: Owner.Type) -> Owner {
  Unmanaged<Owner>.fromOpaque(data!).takeUnretainedValue()
}
