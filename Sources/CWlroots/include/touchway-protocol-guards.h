// Guards against what a client can do to wlroots 0.15 that costs everyone else:
// - a popup that is its own parent, or one of a cycle of popups that are each other's
//   parents, makes wlr_xdg_popup_destroy recurse without end when the client goes away
//   (xdg-shell calls that invalid_popup_parent);
// - a popup given a layer surface as its parent when it has a parent already is linked
//   into two lists of popups (or one twice), which abort or crash the compositor;
// - wlroots maps a virtual keyboard's keymap with the size the client states and reads it
//   as a C string, past the end of a shorter descriptor (SIGBUS);
// - each level of nested subsurfaces costs wlroots' scene graph a walk up the tree when it
//   is made and when it goes: 16,000 levels stall the compositor for many seconds;
// - libwayland checks an shm buffer's stride against its width in pixels, not bytes, so a
//   renderer would read past the end of the client's pool.
#ifndef TOUCHWAY_PROTOCOL_GUARDS_H
#define TOUCHWAY_PROTOCOL_GUARDS_H

#include <stdbool.h>

struct wl_display;

// The deepest chain of popups, and of subsurfaces, a client may make: far more than any
// toolkit uses.
enum { touchway_maximum_nesting = 64 };

// Watches every client's requests on `display`, before wlroots handles them:
// - xdg_surface.get_popup whose parent's chain of parents leads back to the new popup's
//   surface, or is deeper than touchway_maximum_nesting, ends that client with
//   xdg_wm_base.invalid_popup_parent, and the popup is taken out of its parent's list, so
//   tearing the client down ends;
// - zwlr_layer_surface_v1.get_popup with a popup that has a parent ends that client with
//   xdg_wm_base.invalid_popup_parent, and the popup leaves the list it was in first;
// - wl_subcompositor.get_subsurface under a parent already touchway_maximum_nesting deep
//   ends the client with wl_subcompositor.bad_surface;
// - zwp_virtual_keyboard_v1.keymap whose descriptor is not a file of at least the stated
//   size (at most 1 MiB) whose text ends within the mapping ends the client with
//   no_keymap, and wlroots is handed a size of 0, which it refuses without reading;
// - wl_shm_pool.create_buffer with a stride shorter than a row of pixels ends the client
//   with wl_shm.invalid_stride.
// The guards stay until the display is destroyed; guarding a display again does nothing.
// Every WaylandSeat guards its display: call it for a display that has none. Returns
// false if memory ran out.
bool touchway_guard_protocol(struct wl_display *display);

#endif
