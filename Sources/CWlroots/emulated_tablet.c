#define WLR_USE_UNSTABLE 1

#include "touchway-emulated-tablet.h"

#include <stdlib.h>
#include <wlr/interfaces/wlr_input_device.h>
#include <wlr/interfaces/wlr_tablet_tool.h>

static const struct wlr_input_device_impl emulated_device_impl = {0};
static const struct wlr_tablet_impl emulated_tablet_impl = {0};

struct wlr_input_device *touchway_emulated_tablet_create(const char *name) {
  struct wlr_input_device *device = calloc(1, sizeof *device);
  struct wlr_tablet *tablet = calloc(1, sizeof *tablet);
  if (device == NULL || tablet == NULL) {
    free(device);
    free(tablet);
    return NULL;
  }
  wlr_input_device_init(device, WLR_INPUT_DEVICE_TABLET_TOOL, &emulated_device_impl, name, 0, 0);
  wlr_tablet_init(tablet, &emulated_tablet_impl);
  device->tablet = tablet;
  return device;
}
