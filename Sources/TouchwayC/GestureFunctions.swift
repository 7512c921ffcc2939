// swift-format-ignore-file: AlwaysUseLowerCamelCase

// touchway.h's names: `@c @implementation` finds a function's declaration by its name.
public import CTouchway
import Touchway

@c @implementation
public func touchway_gesture_create(
  _ seat: OpaquePointer?, _ kind: touchway_gesture_kind,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    guard let out else { throw .invalidArgument }
    out.pointee = try GestureHandle(seat: seat, kind: kind).handle
  }
}

@c @implementation
public func touchway_gesture_destroy(_ gesture: OpaquePointer?) -> touchway_status {
  withHandle(gesture, as: GestureHandle.self) { $0.destroy() }
}

@c @implementation
public func touchway_gesture_attach_to_window(_ gesture: OpaquePointer?, _ window: OpaquePointer?)
  -> touchway_status
{
  withHandle(gesture, as: GestureHandle.self) { gesture throws(APIError) in
    gesture.attach(to: try Handles.lookup(window, as: WindowHandle.self).get().window)
  }
}

@c @implementation
public func touchway_gesture_attach_to_view(_ gesture: OpaquePointer?, _ view: OpaquePointer?)
  -> touchway_status
{
  withHandle(gesture, as: GestureHandle.self) { gesture throws(APIError) in
    gesture.attach(to: try Handles.lookup(view, as: ViewHandle.self).get().view)
  }
}

@c @implementation
public func touchway_gesture_detach(_ gesture: OpaquePointer?) -> touchway_status {
  withHandle(gesture, as: GestureHandle.self) { $0.detach() }
}

@c @implementation
public func touchway_gesture_set_callback(
  _ gesture: OpaquePointer?, _ callback: touchway_gesture_fn?,
  _ userdata: UnsafeMutableRawPointer?
) -> touchway_status {
  withHandle(gesture, as: GestureHandle.self) { $0.setCallback(callback, userdata: userdata) }
}

@c @implementation
public func touchway_gesture_set_property(
  _ gesture: OpaquePointer?, _ property: touchway_gesture_property, _ value: Double
) -> touchway_status {
  withHandle(gesture, as: GestureHandle.self) { gesture throws(APIError) in
    try gesture.set(property, to: value)
  }
}

@c @implementation
public func touchway_gesture_get_value(
  _ gesture: OpaquePointer?, _ value: touchway_gesture_value, _ out: UnsafeMutablePointer<Double>?
) -> touchway_status {
  withHandle(gesture, as: GestureHandle.self) { gesture throws(APIError) in
    guard let out else { throw .invalidArgument }
    out.pointee = try gesture.value(value)
  }
}

@c @implementation
public func touchway_gesture_get_state(
  _ gesture: OpaquePointer?, _ state: UnsafeMutablePointer<touchway_gesture_state>?
) -> touchway_status {
  withHandle(gesture, as: GestureHandle.self) { gesture throws(APIError) in
    try write(gesture.state, to: state)
  }
}

@c @implementation
public func touchway_gesture_set_system_gesture(
  _ gesture: OpaquePointer?, _ kind: touchway_system_gesture
) -> touchway_status {
  withHandle(gesture, as: GestureHandle.self) { gesture throws(APIError) in
    try gesture.setSystemGesture(kind)
  }
}

@c @implementation
public func touchway_gesture_require_to_fail(_ gesture: OpaquePointer?, _ other: OpaquePointer?)
  -> touchway_status
{
  withHandle(gesture, as: GestureHandle.self) { gesture throws(APIError) in
    try gesture.requireToFail(Handles.lookup(other, as: GestureHandle.self).get())
  }
}

@c @implementation
public func touchway_gesture_set_name(_ gesture: OpaquePointer?, _ name: UnsafePointer<CChar>?)
  -> touchway_status
{
  withHandle(gesture, as: GestureHandle.self) { $0.setName(name.map { String(cString: $0) }) }
}
