import CWlroots
import Glibc
import TouchwayWayland

/// One output of the compositor: enabled in its preferred mode, placed in the layout, and
/// drawn from the scene whenever wlroots asks for a frame.
final class Output {
  private var listeners: [Listener] = []

  init(_ output: UnsafeMutablePointer<wlr_output>, compositor: MinimalCompositor) {
    wlr_output_init_render(output, compositor.allocator, compositor.renderer)
    if let mode = wlr_output_preferred_mode(output) { wlr_output_set_mode(output, mode) }
    wlr_output_enable(output, true)
    guard wlr_output_commit(output) else { return }
    wlr_output_layout_add_auto(compositor.outputLayout, output)
    let scene = compositor.scene
    listeners.append(
      Listener(signal(output, \.events.frame)) { _ in
        guard let sceneOutput = wlr_scene_get_scene_output(scene, output) else { return }
        wlr_scene_output_commit(sceneOutput)
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        wlr_scene_output_send_frame_done(sceneOutput, &now)
      })
    listeners.append(
      Listener(signal(output, \.events.destroy)) { [unowned self] _ in listeners.removeAll() })
  }
}
