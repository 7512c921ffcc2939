// A tablet that the compositor's own input stands for: a recording's pen, or a pen the
// compositor reads through libinput itself. wlroots' tablet-v2 helpers take a
// wlr_input_device with a wlr_tablet (wlr_tablet_create), and wlroots 0.15 has no public
// constructor for one outside its back ends.
#ifndef TOUCHWAY_EMULATED_TABLET_H
#define TOUCHWAY_EMULATED_TABLET_H

struct wlr_input_device;

// A wlr_input_device with a wlr_tablet, or NULL when memory runs out. It lives as long as
// the compositor (nothing destroys it: wlroots' tablet-v2 keeps pointers to it).
struct wlr_input_device *touchway_emulated_tablet_create(const char *name);

#endif
