// What the example kiosk needs of wlroots that Swift cannot do directly: a log sink for
// swift-log, buffers of the pixels it draws, a keyboard it types with. None of it is the
// library's (TouchwayWayland needs none of it), so it is the example's own C target.
#ifndef KIOSK_GLUE_H
#define KIOSK_GLUE_H

#include <stddef.h>
#include <stdint.h>

// wlroots through the library's module, which opts in to its unstable API: its headers
// stay that module's, as the kiosk's Swift sees them.
#include "CWlroots.h"

// A log line, formatted; `message` is valid during the call only.
typedef void (*kiosk_wlr_log_sink)(enum wlr_log_importance importance, const char *message);

// wlr_log_init with a callback that receives formatted lines: wlroots hands its callback a
// va_list, which Swift cannot format.
void kiosk_wlr_log_init(enum wlr_log_importance verbosity, kiosk_wlr_log_sink sink);

// A buffer of `width` × `height` ARGB8888 pixels (premultiplied), copied from `pixels`
// (`stride` bytes a row), for wlr_scene_buffer_create: wlroots 0.15 has no public way to
// make a buffer from pixels in memory. NULL if memory runs out. Drop it with
// wlr_buffer_drop once the scene holds it.
struct wlr_buffer *kiosk_pixel_buffer_create(
    int width, int height, size_t stride, const void *pixels);

// A keyboard the compositor types with itself (an on-screen keyboard's keys without a
// text input): a wlr_input_device with a wlr_keyboard, for wlr_keyboard_set_keymap and
// wlr_keyboard_notify_key. It lives as long as the compositor.
struct wlr_input_device *kiosk_emulated_keyboard_create(const char *name);

#endif
