internal import CWaylandServer

/// A client's `wl_output`: one client's handle on an ``Output``.
final class OutputBinding: ResourceObject {
  /// The version of `wl_output` the server implements.
  static let version: Int32 = 4

  let output: Output

  /// Describes the output to the client, then tells it which of its mapped surfaces are
  /// on the output already.
  init(resource: OpaquePointer, client: WaylandClient, output: Output, windows: [ClientWindow]) {
    self.output = output
    super.init(resource: resource, client: client, implementation: Self.requests)
    client.outputBindings.append(self)
    output.describe(to: resource, version: version)
    for window in windows where window.client === client {
      for view in window.surfaces { view.surface?.outputBound(self) }
    }
  }

  override func resourceDestroyed() {
    client.outputBindings.removeAll { $0 === self }
    super.resourceDestroyed()
  }

  nonisolated(unsafe) private static let requests = implementation(
    wl_output_interface(release: destroyRequest))
}
