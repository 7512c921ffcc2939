/// The object behind a C callback's user data, which holds an unretained reference to it.
func fromOpaque<Owner: AnyObject>(_ data: UnsafeMutableRawPointer?) -> Owner {
  Unmanaged<Owner>.fromOpaque(data!).takeUnretainedValue()
}

/// The user data handed to C for `owner`; the owner outlives every call that uses it.
func opaque(_ owner: AnyObject) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(owner).toOpaque()
}
