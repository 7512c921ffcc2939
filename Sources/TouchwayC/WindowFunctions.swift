// swift-format-ignore-file: AlwaysUseLowerCamelCase

// touchway.h's names: `@c @implementation` finds a function's declaration by its name.
public import CTouchway
public import CWlroots
import Touchway
import TouchwayWayland

@c @implementation
public func touchway_window_create_xdg(
  _ seat: OpaquePointer?, _ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>?,
  _ node: UnsafeMutablePointer<wlr_scene_node>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> touchway_status {
  makeWindow(seat, out) { seat throws(APIError) in
    guard let xdgSurface, xdgSurface.pointee.role == WLR_XDG_SURFACE_ROLE_TOPLEVEL,
      let surface = xdgSurface.pointee.surface
    else { throw .invalidArgument }
    return try .client(
      .xdg, seat: seat, node: node, surface: surface,
      roleSignals: [signal(xdgSurface, \.events.unmap), signal(xdgSurface, \.events.destroy)]
    ) { ClientWindow(xdgSurface: xdgSurface, sceneNode: $1, seat: $0) }
  }
}

@c @implementation
public func touchway_window_create_xwayland(
  _ seat: OpaquePointer?, _ xwaylandSurface: UnsafeMutablePointer<wlr_xwayland_surface>?,
  _ node: UnsafeMutablePointer<wlr_scene_node>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> touchway_status {
  makeWindow(seat, out) { seat throws(APIError) in
    guard let xwaylandSurface, let surface = xwaylandSurface.pointee.surface else {
      throw .invalidArgument
    }
    return try .client(
      .xwayland, seat: seat, node: node, surface: surface,
      roleSignals: [
        signal(xwaylandSurface, \.events.unmap), signal(xwaylandSurface, \.events.destroy),
      ]
    ) { X11Window(xwaylandSurface: xwaylandSurface, sceneNode: $1, seat: $0) }
  }
}

@c @implementation
public func touchway_window_create_layer(
  _ seat: OpaquePointer?, _ layerSurface: UnsafeMutablePointer<wlr_layer_surface_v1>?,
  _ node: UnsafeMutablePointer<wlr_scene_node>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> touchway_status {
  makeWindow(seat, out) { seat throws(APIError) in
    guard let layerSurface, let surface = layerSurface.pointee.surface else {
      throw .invalidArgument
    }
    return try .client(
      .layer, seat: seat, node: node, surface: surface,
      roleSignals: [signal(layerSurface, \.events.unmap), signal(layerSurface, \.events.destroy)]
    ) { LayerWindow(layerSurface: layerSurface, sceneNode: $1, seat: $0) }
  }
}

@c @implementation
public func touchway_window_create(
  _ seat: OpaquePointer?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> touchway_status {
  makeWindow(seat, out) { seat throws(APIError) in
    let frame = Rect(x: x, y: y, width: width, height: height)
    try checkFinite(frame)
    return try .compositor(seat: seat, frame: frame)
  }
}

/// Makes a window on the live seat `seat` names, and hands out its handle.
private func makeWindow(
  _ seat: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?,
  _ make: (SeatHandle) throws(APIError) -> WindowHandle
) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    guard let out else { throw .invalidArgument }
    out.pointee = try make(seat).handle
  }
}

@c @implementation
public func touchway_window_destroy(_ window: OpaquePointer?) -> touchway_status {
  withHandle(window, as: WindowHandle.self) { $0.destroy() }
}

@c @implementation
public func touchway_window_set_position(_ window: OpaquePointer?, _ x: Int32, _ y: Int32)
  -> touchway_status
{
  withHandle(window, as: WindowHandle.self) { window throws(APIError) in
    try window.setPosition(x: x, y: y)
  }
}

@c @implementation
public func touchway_window_set_frame(
  _ window: OpaquePointer?, _ x: Double, _ y: Double, _ width: Double, _ height: Double
) -> touchway_status {
  withHandle(window, as: WindowHandle.self) { window throws(APIError) in
    try window.setFrame(Rect(x: x, y: y, width: width, height: height))
  }
}

@c @implementation
public func touchway_window_set_level(_ window: OpaquePointer?, _ level: Int32) -> touchway_status {
  withHandle(window, as: WindowHandle.self) { window throws(APIError) in try window.setLevel(level)
  }
}

@c @implementation
public func touchway_window_raise(_ window: OpaquePointer?) -> touchway_status {
  withHandle(window, as: WindowHandle.self) { window throws(APIError) in
    guard window.isStacked else { throw .unsupported }
    if window.window != nil { window.seat.stacking.raise(window) }
  }
}

@c @implementation
public func touchway_window_lower(_ window: OpaquePointer?) -> touchway_status {
  withHandle(window, as: WindowHandle.self) { window throws(APIError) in
    guard window.isStacked else { throw .unsupported }
    if window.window != nil { window.seat.stacking.lower(window) }
  }
}

@c @implementation
public func touchway_window_set_pointer_emulation(_ window: OpaquePointer?, _ enabled: Bool)
  -> touchway_status
{
  withHandle(window, as: WindowHandle.self) { window throws(APIError) in
    try window.setPointerEmulation(enabled)
  }
}

@c @implementation
public func touchway_window_is_inert(_ window: OpaquePointer?, _ inert: UnsafeMutablePointer<Bool>?)
  -> touchway_status
{
  withHandle(window, as: WindowHandle.self) { window throws(APIError) in
    try write(window.window == nil, to: inert)
  }
}

@c @implementation
public func touchway_window_add_view(_ window: OpaquePointer?, _ view: OpaquePointer?)
  -> touchway_status
{
  withHandle(window, as: WindowHandle.self) { window throws(APIError) in
    try window.add(Handles.lookup(view, as: ViewHandle.self).get())
  }
}

@c @implementation
public func touchway_window_set_name(_ window: OpaquePointer?, _ name: UnsafePointer<CChar>?)
  -> touchway_status
{
  withHandle(window, as: WindowHandle.self) { $0.setName(name.map { String(cString: $0) }) }
}
