// Keep wl_resource opaque: the compatibility header would define deprecated structs.
#define WL_HIDE_DEPRECATED 1
#include <wayland-server-core.h>
#include <wayland-server-protocol.h>

// Swift cannot call C variadic functions: this posts an already formatted message.
static inline void touchway_resource_post_error(struct wl_resource *resource, uint32_t code,
                                                const char *message) {
  wl_resource_post_error(resource, code, "%s", message);
}

// Swift reads a C `const` global by copying it, but libwayland keeps and compares the
// address of an interface: these return the real one.
#define TOUCHWAY_INTERFACE(name)                                                          \
  static inline const struct wl_interface *touchway_##name##_interface(void) {            \
    return &name##_interface;                                                             \
  }
TOUCHWAY_INTERFACE(wl_callback)
TOUCHWAY_INTERFACE(wl_compositor)
TOUCHWAY_INTERFACE(wl_surface)
TOUCHWAY_INTERFACE(wl_region)
TOUCHWAY_INTERFACE(wl_subcompositor)
TOUCHWAY_INTERFACE(wl_subsurface)
TOUCHWAY_INTERFACE(wl_output)
TOUCHWAY_INTERFACE(wl_seat)
TOUCHWAY_INTERFACE(wl_pointer)
TOUCHWAY_INTERFACE(wl_keyboard)
TOUCHWAY_INTERFACE(wl_touch)
TOUCHWAY_INTERFACE(wl_buffer)
#undef TOUCHWAY_INTERFACE
