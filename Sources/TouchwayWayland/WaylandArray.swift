internal import CWaylandServer

/// Calls `body` with a `wl_array` holding `values`, for events with an array argument.
func withWaylandArray<R>(_ values: [UInt32], _ body: (UnsafeMutablePointer<wl_array>) -> R) -> R {
  var array = wl_array()
  wl_array_init(&array)
  defer { wl_array_release(&array) }
  for value in values {
    wl_array_add(&array, MemoryLayout<UInt32>.size)?.storeBytes(of: value, as: UInt32.self)
  }
  return body(&array)
}
