#define WLR_USE_UNSTABLE 1

#include <stdio.h>
#include <stdlib.h>

#include "touchway-wlr-glue.h"

static touchway_wlr_log_sink log_sink;

static void forward_log(enum wlr_log_importance importance, const char *format, va_list args) {
  // wlroots hands a callback every line; only its own stderr logger filters.
  if (importance > wlr_log_get_verbosity()) return;
  char line[1024];
  vsnprintf(line, sizeof line, format, args);
  log_sink(importance, line);
}

void touchway_wlr_log_init(enum wlr_log_importance verbosity, touchway_wlr_log_sink sink) {
  log_sink = sink;
  wlr_log_init(verbosity, forward_log);
}

#include <wlr/interfaces/wlr_input_device.h>
#include <wlr/interfaces/wlr_keyboard.h>
#include <xkbcommon/xkbcommon.h>

static void compositor_keyboard_destroy(struct wlr_keyboard *keyboard) {
  free(keyboard);
}

static const struct wlr_keyboard_impl compositor_keyboard_impl = {
  .destroy = compositor_keyboard_destroy,
};

static void compositor_keyboard_device_destroy(struct wlr_input_device *device) {
  free(device);
}

static const struct wlr_input_device_impl compositor_keyboard_device_impl = {
  .destroy = compositor_keyboard_device_destroy,
};

struct wlr_input_device *touchway_compositor_keyboard_create(const char *name) {
  struct wlr_input_device *device = calloc(1, sizeof(*device));
  struct wlr_keyboard *keyboard = calloc(1, sizeof(*keyboard));
  if (device == NULL || keyboard == NULL) {
    free(device);
    free(keyboard);
    return NULL;
  }
  wlr_input_device_init(device, WLR_INPUT_DEVICE_KEYBOARD, &compositor_keyboard_device_impl,
                        name, 0, 0);
  wlr_keyboard_init(keyboard, &compositor_keyboard_impl);
  device->keyboard = keyboard;
  struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
  struct xkb_keymap *keymap = xkb_keymap_new_from_names(context, NULL, XKB_KEYMAP_COMPILE_NO_FLAGS);
  if (keymap != NULL) wlr_keyboard_set_keymap(keyboard, keymap);
  xkb_keymap_unref(keymap);
  xkb_context_unref(context);
  return device;
}

void touchway_compositor_keyboard_destroy(struct wlr_input_device *device) {
  wlr_input_device_destroy(device);
}
