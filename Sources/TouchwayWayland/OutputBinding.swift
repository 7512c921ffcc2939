internal import CWaylandServer

/// A client's `wl_output`: one client's handle on an ``Output``.
final class OutputBinding: ResourceObject {
  /// The version of `wl_output` the server implements.
  static let version: Int32 = 4

  let output: Output

  init(resource: OpaquePointer, client: WaylandClient, output: Output) {
    self.output = output
    super.init(resource: resource, client: client, implementation: Self.requests)
    client.outputBindings.append(self)
    output.describe(to: resource, version: version)
  }

  override func resourceDestroyed() {
    client.outputBindings.removeAll { $0 === self }
    super.resourceDestroyed()
  }

  nonisolated(unsafe) private static let requests = implementation(
    wl_output_interface(release: destroyRequest))
}
