// What Swift cannot do with wlroots directly.
#ifndef TOUCHWAY_WLR_GLUE_H
#define TOUCHWAY_WLR_GLUE_H

#include <stdint.h>
#include <wlr/types/wlr_buffer.h>
#include <wlr/types/wlr_input_device.h>
#include <wlr/util/log.h>

// A log line, formatted; `message` is valid during the call only.
typedef void (*touchway_wlr_log_sink)(enum wlr_log_importance importance, const char *message);

// wlr_log_init with a callback that receives formatted lines: wlroots hands its callback a
// va_list, which Swift cannot format.
void touchway_wlr_log_init(enum wlr_log_importance verbosity, touchway_wlr_log_sink sink);

// A buffer of `width` × `height` ARGB8888 pixels (premultiplied), copied from `pixels`
// (`stride` bytes a row), for wlr_scene_buffer_create: wlroots 0.15 has no public way to
// make a buffer from pixels in memory. NULL if memory runs out. Drop it with
// wlr_buffer_drop once the scene holds it.
struct wlr_buffer *touchway_pixel_buffer_create(
    int width, int height, size_t stride, const void *pixels);

// A keyboard the compositor types with itself (an on-screen keyboard's keys without a
// text input): a wlr_input_device with a wlr_keyboard, for wlr_keyboard_set_keymap and
// wlr_keyboard_notify_key. It lives as long as the compositor.
struct wlr_input_device *touchway_emulated_keyboard_create(const char *name);

// A tablet the compositor's own input stands for (a recording's pen, a pen read through
// libinput by the compositor): a wlr_input_device with a wlr_tablet, for wlr_tablet_create.
// It lives as long as the compositor.
struct wlr_input_device *touchway_emulated_tablet_create(const char *name);

#endif
