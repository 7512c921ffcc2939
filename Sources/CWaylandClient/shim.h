#include <wayland-client-core.h>
#include <wayland-client-protocol.h>

// Swift reads a C `const` global by copying it, but libwayland keeps and compares the
// address of an interface: these return the real one.
#define TOUCHWAY_INTERFACE(name)                                                          \
  static inline const struct wl_interface *touchway_##name##_interface(void) {            \
    return &name##_interface;                                                             \
  }
TOUCHWAY_INTERFACE(wl_compositor)
TOUCHWAY_INTERFACE(wl_subcompositor)
TOUCHWAY_INTERFACE(wl_shm)
TOUCHWAY_INTERFACE(wl_output)
TOUCHWAY_INTERFACE(wl_seat)
#undef TOUCHWAY_INTERFACE
