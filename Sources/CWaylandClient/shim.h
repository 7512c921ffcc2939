#include <wayland-client-core.h>
#include <wayland-client-protocol.h>
#include <sys/mman.h>

// Anonymous shared memory for wl_shm pools. <sys/mman.h> declares memfd_create only under
// _GNU_SOURCE, which Swift's Glibc module is built without; this is glibc's prototype.
int memfd_create(const char *name, unsigned int flags);

// The addresses of the interfaces a Swift client binds. Swift imports a `const` global as a
// value and hands out the address of a copy, but libwayland keeps the interface pointer a
// proxy was made with, so it must be the library's own.
extern const struct wl_interface xdg_wm_base_interface;  // from WaylandProtocols

static inline const struct wl_interface *wl_compositor_interface_address(void) {
  return &wl_compositor_interface;
}
static inline const struct wl_interface *wl_shm_interface_address(void) {
  return &wl_shm_interface;
}
static inline const struct wl_interface *wl_seat_interface_address(void) {
  return &wl_seat_interface;
}
static inline const struct wl_interface *xdg_wm_base_interface_address(void) {
  return &xdg_wm_base_interface;
}
