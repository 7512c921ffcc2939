// A guard against a crash in wlroots 0.15: a popup that is its own parent, or one of a
// cycle of popups that are each other's parents, makes wlr_xdg_popup_destroy recurse
// without end when the client goes away. xdg-shell calls that invalid_popup_parent.
#ifndef TOUCHWAY_POPUP_GUARD_H
#define TOUCHWAY_POPUP_GUARD_H

struct wl_display;
struct wl_protocol_logger;

// Watches every client's xdg_surface.get_popup on `display`: a parent whose chain of
// parents leads back to the new popup's surface ends that client with the protocol error
// xdg_wm_base.invalid_popup_parent, and the popup is taken out of its parent's list, so
// tearing the client down ends. Returns the logger (wl_protocol_logger_destroy removes it).
struct wl_protocol_logger *touchway_guard_popup_parents(struct wl_display *display);

#endif
