#include "kiosk-glue.h"

#include <drm_fourcc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wlr/interfaces/wlr_input_device.h>
#include <wlr/interfaces/wlr_keyboard.h>

static kiosk_wlr_log_sink log_sink;

static void forward_log(enum wlr_log_importance importance, const char *format, va_list args) {
  // wlroots hands a callback every line; only its own stderr logger filters.
  if (importance > wlr_log_get_verbosity()) return;
  char line[1024];
  vsnprintf(line, sizeof line, format, args);
  log_sink(importance, line);
}

void kiosk_wlr_log_init(enum wlr_log_importance verbosity, kiosk_wlr_log_sink sink) {
  log_sink = sink;
  wlr_log_init(verbosity, forward_log);
}

// MARK: Pixel buffers

struct pixel_buffer {
  struct wlr_buffer base;
  size_t stride;
  void *data;
};

static void pixel_buffer_destroy(struct wlr_buffer *buffer) {
  struct pixel_buffer *pixels = (struct pixel_buffer *)buffer;
  free(pixels->data);
  free(pixels);
}

static bool pixel_buffer_begin_access(struct wlr_buffer *buffer, uint32_t flags, void **data,
                                      uint32_t *format, size_t *stride) {
  struct pixel_buffer *pixels = (struct pixel_buffer *)buffer;
  *data = pixels->data;
  *format = DRM_FORMAT_ARGB8888;
  *stride = pixels->stride;
  return true;
}

static void pixel_buffer_end_access(struct wlr_buffer *buffer) {}

static const struct wlr_buffer_impl pixel_buffer_impl = {
    .destroy = pixel_buffer_destroy,
    .begin_data_ptr_access = pixel_buffer_begin_access,
    .end_data_ptr_access = pixel_buffer_end_access,
};

struct wlr_buffer *kiosk_pixel_buffer_create(int width, int height, size_t stride,
                                                const void *pixels) {
  struct pixel_buffer *buffer = calloc(1, sizeof *buffer);
  if (buffer == NULL) return NULL;
  buffer->data = malloc(stride * height);
  if (buffer->data == NULL) {
    free(buffer);
    return NULL;
  }
  memcpy(buffer->data, pixels, stride * height);
  buffer->stride = stride;
  wlr_buffer_init(&buffer->base, &pixel_buffer_impl, width, height);
  return &buffer->base;
}

// MARK: The emulated keyboard

static const struct wlr_input_device_impl emulated_device_impl = {0};
static const struct wlr_keyboard_impl emulated_keyboard_impl = {0};

struct wlr_input_device *kiosk_emulated_keyboard_create(const char *name) {
  struct wlr_input_device *device = calloc(1, sizeof *device);
  struct wlr_keyboard *keyboard = calloc(1, sizeof *keyboard);
  if (device == NULL || keyboard == NULL) {
    free(device);
    free(keyboard);
    return NULL;
  }
  wlr_input_device_init(device, WLR_INPUT_DEVICE_KEYBOARD, &emulated_device_impl, name, 0, 0);
  wlr_keyboard_init(keyboard, &emulated_keyboard_impl);
  device->keyboard = keyboard;
  return device;
}
