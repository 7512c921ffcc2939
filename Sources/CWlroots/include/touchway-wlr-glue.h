// What Swift cannot do with wlroots directly.
#ifndef TOUCHWAY_WLR_GLUE_H
#define TOUCHWAY_WLR_GLUE_H

#include <wlr/util/log.h>

// A log line, formatted; `message` is valid during the call only.
typedef void (*touchway_wlr_log_sink)(enum wlr_log_importance importance, const char *message);

// wlr_log_init with a callback that receives formatted lines: wlroots hands its callback a
// va_list, which Swift cannot format.
void touchway_wlr_log_init(enum wlr_log_importance verbosity, touchway_wlr_log_sink sink);

#endif

struct wlr_input_device;

// A keyboard device of the compositor's own, with no hardware behind it: the seat's
// keyboard when no physical one is plugged in, so clients get a keymap (and typing from
// an on-screen keyboard has a device). Its keymap comes from XKB_DEFAULT_* (or the
// defaults). wlroots makes backend devices only; this is what wlroots' own virtual
// keyboard does.
struct wlr_input_device *touchway_compositor_keyboard_create(const char *name);
void touchway_compositor_keyboard_destroy(struct wlr_input_device *device);
