internal import CWaylandServer

/// An object that implements a client's `wl_resource`: the resource holds it until the
/// client destroys the resource (or disconnects), and then tells it.
protocol ResourceOwner: AnyObject {
  /// The resource is going: the owner must not use it again.
  func resourceDestroyed()
}

extension ResourceOwner {
  /// Gives `resource` its `requests`, with this object as its user data (``fromOpaque(_:as:)``
  /// finds it in a request), retained until the resource is destroyed.
  func own(_ resource: OpaquePointer, requests: UnsafeRawPointer) {
    wl_resource_set_implementation(
      resource, requests, Unmanaged.passRetained(self).toOpaque(),
      { resource in
        let owner: AnyObject = fromOpaque(wl_resource_get_user_data(resource))
        (owner as! ResourceOwner).resourceDestroyed()
        Unmanaged.passUnretained(owner).release()
      })
  }
}
