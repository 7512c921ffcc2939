// swift-format-ignore-file: AlwaysUseLowerCamelCase

// touchway.h's names: `@c @implementation` finds a function's declaration by its name.
public import CTouchway
public import CWlroots
import Touchway

@c @implementation
public func touchway_view_create(
  _ seat: OpaquePointer?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    let frame = Rect(x: x, y: y, width: width, height: height)
    try checkFinite(frame)
    guard let out else { throw .invalidArgument }
    out.pointee = try ViewHandle(seat: seat, frame: frame).handle
  }
}

@c @implementation
public func touchway_view_create_for_surface(
  _ seat: OpaquePointer?, _ surface: UnsafeMutablePointer<wlr_surface>?,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    guard let surface, let out else { throw .invalidArgument }
    guard let waylandSeat = seat.waylandSeat else { throw .invalidHandle }
    out.pointee = try ViewHandle(seat: seat, surface: surface, waylandSeat: waylandSeat).handle
  }
}

@c @implementation
public func touchway_view_destroy(_ view: OpaquePointer?) -> touchway_status {
  withHandle(view, as: ViewHandle.self) { $0.destroy() }
}

@c @implementation
public func touchway_view_set_frame(
  _ view: OpaquePointer?, _ x: Double, _ y: Double, _ width: Double, _ height: Double
) -> touchway_status {
  withHandle(view, as: ViewHandle.self) { view throws(APIError) in
    try view.setFrame(Rect(x: x, y: y, width: width, height: height))
  }
}

@c @implementation
public func touchway_view_add_subview(_ view: OpaquePointer?, _ subview: OpaquePointer?)
  -> touchway_status
{
  withHandle(view, as: ViewHandle.self) { view throws(APIError) in
    try view.add(Handles.lookup(subview, as: ViewHandle.self).get())
  }
}

@c @implementation
public func touchway_view_remove_from_superview(_ view: OpaquePointer?) -> touchway_status {
  withHandle(view, as: ViewHandle.self) { $0.removeFromSuperview() }
}

@c @implementation
public func touchway_view_set_flag(
  _ view: OpaquePointer?, _ flag: touchway_view_flag, _ value: Bool
) -> touchway_status {
  withHandle(view, as: ViewHandle.self) { view throws(APIError) in
    try view.setFlag(flag.rawValue, value)
  }
}

@c @implementation
public func touchway_view_set_alpha(_ view: OpaquePointer?, _ alpha: Double) -> touchway_status {
  withHandle(view, as: ViewHandle.self) { view throws(APIError) in try view.setAlpha(alpha) }
}

@c @implementation
public func touchway_view_set_name(_ view: OpaquePointer?, _ name: UnsafePointer<CChar>?)
  -> touchway_status
{
  withHandle(view, as: ViewHandle.self) { $0.setName(name.map { String(cString: $0) }) }
}
