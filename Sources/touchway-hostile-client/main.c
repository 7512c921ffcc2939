// touchway-hostile-client: a Wayland client that attacks its compositor, one attack per
// run, for HostileClientTests (and for trying compositors by hand).
//
//   touchway-hostile-client ATTACK [ARGUMENTS]
//
//   stride [STRIDE]            a buffer whose stride (bytes) is below 4 × its width
//                              (default: the width itself), shown in a full-screen window
//   offset-overflow            wl_surface.offset(INT32_MAX, 0) twice (attach's dx on v<5)
//   popup-overflow             popups positioned past the int32 range
//   popup-self-parent          a popup whose parent is its own xdg_surface
//   popup-cycle                two popups, each the other's parent
//   nested-subsurfaces N       a chain of N synchronized subsurfaces, each the child of
//                              the one before
//   sibling-subsurfaces N [R]  N subsurfaces of one window, then R commit roundtrips,
//                              timed against R before them
//   touch-flood N              N wl_touch objects, then a disconnect
//   fd-flood [M] [HOLD_MS] [PID]
//                              up to M raw connections, held HOLD_MS, then closed; the
//                              compositor's CPU time meanwhile (PID: the compositor's)
//   newline-title              app_id and title with newlines and ESC; waits for a tap
//   text-input N               N zwp_text_input_v1 and N zwp_text_input_v2 objects with
//                              out-of-range state, each activated (enabled) on the focused
//                              window and again, then the window destroyed while they are
//                              active, then a disconnect
//   virtual-keyboard           a zwp_virtual_keyboard_v1 that never gets a keymap, while
//                              another connection (the bystander) has a wl_keyboard; then
//                              a key on it
//   virtual-keyboard-short-keymap
//                              a virtual keyboard's keymap whose descriptor is shorter
//                              than the size it states
//   virtual-keyboard-flood N   N virtual keyboards with keymaps, then a disconnect
//   input-method-text N [v1|v2]
//                              an input method's preedit and commit of N bytes each, to
//                              a v1 (or v2) text input of a window (the input method is
//                              a second connection)
//   text-input-flood N [v1|v2] [toggle|objects]
//                              N surrounding texts of 2,000 bytes, each committed, on a
//                              text input whose input method (a second connection) reads
//                              nothing meanwhile (toggle: N deactivations and activations;
//                              objects: N text inputs, then a disconnect)
//   layer-values VARIANT       a layer surface whose size, margins or exclusive zone are
//                              at the ends of their types (VARIANT: size-uint32-max,
//                              size-negative, margins-int32-max, margins-negative,
//                              margin-end-negative, zone-int32-max, zone-negative-margin,
//                              zone-margin-max)
//   layer-popup [twice|xdg-parent]
//                              a popup given a layer surface as its parent twice, or
//                              after an xdg_surface parent; then a disconnect
//   layer-flood N              N layer surfaces with exclusive zones, then a disconnect
//   unmap-mid-touch [unmap|destroy]
//                              unmaps (attach NULL + commit) or destroys the toplevel
//                              while a finger is down, remaps, prints every wl_touch
//                              event; ends after the next tap after the remap
//   stranger-toplevel [HOLD_MS]
//                              first leaves the process tree it was started in, then maps
//                              a full-screen toplevel and prints every wl_touch event and
//                              keyboard focus it gets, for HOLD_MS or until the kiosk goes
//   exclusion-strips N         a full-screen toplevel with N subsurfaces down the left
//                              edge, each excluding system gestures over all of itself;
//                              prints the touch events of the first two touches
//
// It connects to $WAYLAND_DISPLAY. Before the attack it opens a second, well-behaved
// connection (the probe) and times roundtrips on it before and after. Every line it
// prints on standard output is `key=value` words:
//
//   attack=NAME ...                 what it is about to do
//   measure NAME=VALUE ...          timings (milliseconds) and counts
//   touch EVENT ...                 a wl_touch event (unmap-mid-touch, newline-title)
//   step NAME                       a step of the attack done (unmapped, remapped, ...)
//   result=protocol-error interface=I id=N code=C during=STEP
//   result=disconnected errno=E during=STEP
//   result=timeout during=STEP      the compositor did not answer within the deadline
//   result=survived                 the attack ran; the compositor took it
//   probe=ok|timeout|dead label=L ms=T
//
// Exit status: 0 when the attack ran (whatever the outcome), 2 on bad usage or when the
// compositor cannot be reached at all. No waiting is done by sleeping: every wait is for
// an event or a roundtrip, with a deadline.
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>

#include "input-method-unstable-v2-client-protocol.h"
#include "text-input-unstable-v1-client-protocol.h"
#include "text-input-unstable-v2-client-protocol.h"
#include "touchway-responder-v1-client-protocol.h"
#include "virtual-keyboard-unstable-v1-client-protocol.h"
#include "wlr-layer-shell-unstable-v1-client-protocol.h"
#include "xdg-shell-client-protocol.h"

// Deadlines, in milliseconds.
enum { ANSWER_MS = 10000, EVENT_MS = 10000, LONG_MS = 60000 };

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void say(const char *format, ...) {
  va_list args;
  va_start(args, format);
  vprintf(format, args);
  va_end(args);
  putchar('\n');
  fflush(stdout);
}

// MARK: Connections

struct conn {
  struct wl_display *display;
  struct wl_registry *registry;
  struct wl_compositor *compositor;
  uint32_t compositor_version;
  struct wl_subcompositor *subcompositor;
  struct wl_shm *shm;
  struct wl_seat *seat;
  uint32_t seat_capabilities;
  bool seat_capabilities_known;
  struct xdg_wm_base *wm_base;
  struct zwp_text_input_manager_v1 *text_input_manager;
  struct zwp_text_input_manager_v2 *text_input_manager_v2;
  struct zwp_virtual_keyboard_manager_v1 *virtual_keyboard_manager;
  struct zwlr_layer_shell_v1 *layer_shell;
  struct zwp_input_method_manager_v2 *input_method_manager;
  struct touchway_responder_manager_v1 *responder_manager;
};

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
  struct conn *c = data;
  c->seat_capabilities = capabilities;
  c->seat_capabilities_known = true;
}
static void seat_name(void *data, struct wl_seat *seat, const char *name) {}
static const struct wl_seat_listener seat_listener = {seat_capabilities, seat_name};

static void wm_base_ping(void *data, struct xdg_wm_base *wm_base, uint32_t serial) {
  xdg_wm_base_pong(wm_base, serial);
}
static const struct xdg_wm_base_listener wm_base_listener = {wm_base_ping};

static uint32_t min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }

static void registry_global(
  void *data, struct wl_registry *registry, uint32_t name, const char *interface,
  uint32_t version) {
  struct conn *c = data;
  if (strcmp(interface, "wl_compositor") == 0 && !c->compositor) {
    c->compositor_version = min_u32(version, 5);
    c->compositor =
      wl_registry_bind(registry, name, &wl_compositor_interface, c->compositor_version);
  } else if (strcmp(interface, "wl_subcompositor") == 0 && !c->subcompositor) {
    c->subcompositor = wl_registry_bind(registry, name, &wl_subcompositor_interface, 1);
  } else if (strcmp(interface, "wl_shm") == 0 && !c->shm) {
    c->shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
  } else if (strcmp(interface, "wl_seat") == 0 && !c->seat) {
    c->seat = wl_registry_bind(registry, name, &wl_seat_interface, min_u32(version, 7));
    wl_seat_add_listener(c->seat, &seat_listener, c);
  } else if (strcmp(interface, "xdg_wm_base") == 0 && !c->wm_base) {
    c->wm_base = wl_registry_bind(registry, name, &xdg_wm_base_interface, 1);
    xdg_wm_base_add_listener(c->wm_base, &wm_base_listener, c);
  } else if (strcmp(interface, "zwp_text_input_manager_v1") == 0 && !c->text_input_manager) {
    c->text_input_manager =
      wl_registry_bind(registry, name, &zwp_text_input_manager_v1_interface, 1);
  } else if (strcmp(interface, "zwp_text_input_manager_v2") == 0 && !c->text_input_manager_v2) {
    c->text_input_manager_v2 =
      wl_registry_bind(registry, name, &zwp_text_input_manager_v2_interface, 1);
  } else if (strcmp(interface, "zwp_virtual_keyboard_manager_v1") == 0 &&
             !c->virtual_keyboard_manager) {
    c->virtual_keyboard_manager =
      wl_registry_bind(registry, name, &zwp_virtual_keyboard_manager_v1_interface, 1);
  } else if (strcmp(interface, "zwp_input_method_manager_v2") == 0 &&
             !c->input_method_manager) {
    c->input_method_manager =
      wl_registry_bind(registry, name, &zwp_input_method_manager_v2_interface, 1);
  } else if (strcmp(interface, "zwlr_layer_shell_v1") == 0 && !c->layer_shell) {
    c->layer_shell = wl_registry_bind(registry, name, &zwlr_layer_shell_v1_interface, 1);
  } else if (strcmp(interface, "touchway_responder_manager_v1") == 0 && !c->responder_manager) {
    c->responder_manager =
      wl_registry_bind(registry, name, &touchway_responder_manager_v1_interface, 1);
  }
}
static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {}
static const struct wl_registry_listener registry_listener = {
  registry_global, registry_global_remove};

// Dispatches events until *flag is set, the connection fails or timeout_ms pass.
// Returns 0 when the flag is set, -1 on a connection error, 1 on timeout.
static int dispatch_until(struct wl_display *display, volatile bool *flag, double timeout_ms) {
  double end = now_ms() + timeout_ms;
  while (true) {
    if (wl_display_dispatch_pending(display) < 0) return -1;
    if (*flag) return 0;
    while (wl_display_prepare_read(display) != 0) {
      if (wl_display_dispatch_pending(display) < 0) return -1;
    }
    if (*flag) {
      wl_display_cancel_read(display);
      return 0;
    }
    int flushed = wl_display_flush(display);
    if (flushed < 0 && errno != EAGAIN) {
      wl_display_cancel_read(display);
      return -1;
    }
    double left = end - now_ms();
    if (left <= 0) {
      wl_display_cancel_read(display);
      return 1;
    }
    struct pollfd pfd = {wl_display_get_fd(display), POLLIN | (flushed < 0 ? POLLOUT : 0), 0};
    int ready = poll(&pfd, 1, (int)ceil(left));
    if (ready <= 0) {
      wl_display_cancel_read(display);
      if (ready < 0 && errno == EINTR) continue;
      if (ready == 0) return 1;
      return -1;
    }
    if (pfd.revents & (POLLIN | POLLERR | POLLHUP)) {
      if (wl_display_read_events(display) < 0) return -1;
    } else {
      wl_display_cancel_read(display);
    }
  }
}

static void sync_done(void *data, struct wl_callback *callback, uint32_t time) {
  *(bool *)data = true;
}
static const struct wl_callback_listener sync_listener = {sync_done};

// Where a callback given up on (its wait timed out) may still write when it comes.
static bool late_callbacks;

// A callback whose wait ended: destroyed when done, else pointed away from the waiter's
// stack.
static void forget_callback(struct wl_callback *callback, int status) {
  if (status == 1) wl_callback_set_user_data(callback, &late_callbacks);
  else wl_callback_destroy(callback);
}

// A roundtrip with a deadline: 0 done, -1 connection error, 1 timeout.
static int roundtrip(struct wl_display *display, double timeout_ms) {
  bool done = false;
  struct wl_callback *callback = wl_display_sync(display);
  wl_callback_add_listener(callback, &sync_listener, &done);
  int result = dispatch_until(display, &done, timeout_ms);
  forget_callback(callback, result);
  return result;
}

// The outcome of a failed step, as a result line; the program then ends.
static void report_failure(struct wl_display *display, int status, const char *step) {
  if (status == 1) {
    say("result=timeout during=%s", step);
    return;
  }
  int error = wl_display_get_error(display);
  if (error == EPROTO) {
    const struct wl_interface *interface = NULL;
    uint32_t id = 0;
    uint32_t code = wl_display_get_protocol_error(display, &interface, &id);
    say("result=protocol-error interface=%s id=%u code=%u during=%s",
      interface ? interface->name : "unknown", id, code, step);
  } else {
    say("result=disconnected errno=%d during=%s", error, step);
  }
}

static struct conn *probe;

// Times a roundtrip on the probe connection and prints it.
static void probe_check(const char *label) {
  if (!probe) return;
  double start = now_ms();
  int status = wl_display_get_error(probe->display) ? -1 : roundtrip(probe->display, ANSWER_MS);
  double ms = now_ms() - start;
  const char *state = status == 0 ? "ok" : status == 1 ? "timeout" : "dead";
  say("probe=%s label=%s ms=%.3f", state, label, ms);
}

// Every attack ends here: the probe's last word, then exit 0.
static void finish(void) {
  probe_check("after");
  exit(0);
}

// Checks a step: on failure prints the result and ends the run.
static void check(struct conn *c, int status, const char *step) {
  if (status == 0 && wl_display_get_error(c->display) == 0) return;
  report_failure(c->display, status == 0 ? -1 : status, step);
  finish();
}

static struct conn *conn_open(void) {
  struct conn *c = calloc(1, sizeof *c);
  c->display = wl_display_connect(NULL);
  if (!c->display) {
    free(c);
    return NULL;
  }
  c->registry = wl_display_get_registry(c->display);
  wl_registry_add_listener(c->registry, &registry_listener, c);
  if (roundtrip(c->display, ANSWER_MS) != 0 || roundtrip(c->display, ANSWER_MS) != 0) {
    wl_display_disconnect(c->display);
    free(c);
    return NULL;
  }
  return c;
}

// MARK: Buffers and windows

static int memfd_of_size(size_t size) {
  int fd = memfd_create("touchway-hostile", MFD_CLOEXEC);
  if (fd < 0 || ftruncate(fd, (off_t)size) < 0) {
    perror("memfd");
    exit(2);
  }
  return fd;
}

// A width × height XRGB8888 buffer with `stride` bytes a row, in a pool of `pool_size`
// bytes filled with one grey.
static struct wl_buffer *make_buffer(
  struct conn *c, int32_t width, int32_t height, int32_t stride, size_t pool_size,
  uint8_t grey) {
  int fd = memfd_of_size(pool_size);
  void *pixels = mmap(NULL, pool_size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (pixels != MAP_FAILED) {
    memset(pixels, grey, pool_size);
    munmap(pixels, pool_size);
  }
  struct wl_shm_pool *pool = wl_shm_create_pool(c->shm, fd, (int32_t)pool_size);
  struct wl_buffer *buffer =
    wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_XRGB8888);
  wl_shm_pool_destroy(pool);
  close(fd);
  return buffer;
}

static struct wl_buffer *plain_buffer(struct conn *c, int32_t width, int32_t height) {
  return make_buffer(c, width, height, width * 4, (size_t)width * 4 * height, 0x80);
}

struct window {
  struct conn *conn;
  struct wl_surface *surface;
  struct xdg_surface *xdg_surface;
  struct xdg_toplevel *toplevel;
  bool configured;
  uint32_t serial;
  int32_t width, height;
  int32_t pending_width, pending_height;
  // The size it takes when the compositor leaves it the choice; 0: 640 × 480.
  int32_t own_width, own_height;
};

static void xdg_surface_configure(void *data, struct xdg_surface *xdg_surface, uint32_t serial) {
  struct window *window = data;
  window->serial = serial;
  window->width = window->pending_width > 0 ? window->pending_width
    : window->own_width > 0 ? window->own_width : 640;
  window->height = window->pending_height > 0 ? window->pending_height
    : window->own_height > 0 ? window->own_height : 480;
  window->configured = true;
}
static const struct xdg_surface_listener xdg_surface_listener = {xdg_surface_configure};

static void toplevel_configure(
  void *data, struct xdg_toplevel *toplevel, int32_t width, int32_t height,
  struct wl_array *states) {
  struct window *window = data;
  window->pending_width = width;
  window->pending_height = height;
}
static void toplevel_close(void *data, struct xdg_toplevel *toplevel) {}
static const struct xdg_toplevel_listener toplevel_listener = {
  toplevel_configure, toplevel_close};

// Gives the window's wl_surface a new toplevel role and makes its initial commit.
static void window_add_role(struct window *window) {
  struct conn *c = window->conn;
  window->configured = false;
  window->xdg_surface = xdg_wm_base_get_xdg_surface(c->wm_base, window->surface);
  xdg_surface_add_listener(window->xdg_surface, &xdg_surface_listener, window);
  window->toplevel = xdg_surface_get_toplevel(window->xdg_surface);
  xdg_toplevel_add_listener(window->toplevel, &toplevel_listener, window);
  xdg_toplevel_set_fullscreen(window->toplevel, NULL);
}

// Waits for the configure after an initial commit, then maps the window with a buffer of
// the size it was given.
static void window_map(struct window *window, const char *step) {
  struct conn *c = window->conn;
  window->configured = false;
  wl_surface_commit(window->surface);
  check(c, dispatch_until(c->display, &window->configured, EVENT_MS), step);
  xdg_surface_ack_configure(window->xdg_surface, window->serial);
  wl_surface_attach(window->surface, plain_buffer(c, window->width, window->height), 0, 0);
  wl_surface_damage(window->surface, 0, 0, INT32_MAX, INT32_MAX);
  wl_surface_commit(window->surface);
  check(c, roundtrip(c->display, ANSWER_MS), step);
}

static struct window *window_open(struct conn *c, const char *title, const char *app_id) {
  struct window *window = calloc(1, sizeof *window);
  window->conn = c;
  window->surface = wl_compositor_create_surface(c->compositor);
  window_add_role(window);
  xdg_toplevel_set_title(window->toplevel, title);
  xdg_toplevel_set_app_id(window->toplevel, app_id);
  window_map(window, "map-window");
  return window;
}

static void window_close(struct window *window) {
  xdg_toplevel_destroy(window->toplevel);
  xdg_surface_destroy(window->xdg_surface);
  wl_surface_destroy(window->surface);
  free(window);
}

// Commits `surface` with a frame callback and waits for the frame (the compositor drew
// it) for up to a second and a half; prints whether it came.
static void commit_and_wait_for_frame(struct conn *c, struct wl_surface *surface, const char *step) {
  bool done = false;
  struct wl_callback *callback = wl_surface_frame(surface);
  wl_callback_add_listener(callback, &sync_listener, &done);
  wl_surface_commit(surface);
  int status = dispatch_until(c->display, &done, 1500);
  forget_callback(callback, status);
  if (status == 1) {
    say("step frame=none during=%s", step);
    return;
  }
  check(c, status, step);
  say("step frame=done during=%s", step);
}

// MARK: Attacks

static void attack_stride(struct conn *c, int argc, char **argv) {
  struct window *window = window_open(c, "hostile stride", "touchway.hostile");
  int32_t width = window->width, height = window->height;
  int32_t stride = argc > 0 ? atoi(argv[0]) : width;
  size_t pool_size = (size_t)stride * height;
  say("attack=stride width=%d height=%d stride=%d pool=%zu", width, height, stride, pool_size);
  // The pool is kept until the compositor has answered, so that an error it posts on the
  // pool names its interface.
  int fd = memfd_of_size(pool_size);
  struct wl_shm_pool *pool = wl_shm_create_pool(c->shm, fd, (int32_t)pool_size);
  close(fd);
  struct wl_buffer *buffer =
    wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_XRGB8888);
  check(c, roundtrip(c->display, ANSWER_MS), "create-buffer");
  wl_shm_pool_destroy(pool);
  wl_surface_attach(window->surface, buffer, 0, 0);
  wl_surface_damage(window->surface, 0, 0, INT32_MAX, INT32_MAX);
  commit_and_wait_for_frame(c, window->surface, "commit");
  check(c, roundtrip(c->display, ANSWER_MS), "commit");
  say("result=survived");
}

static void attack_offset_overflow(struct conn *c) {
  struct window *window = window_open(c, "hostile offset", "touchway.hostile");
  bool offset_request = c->compositor_version >= 5;
  say("attack=offset-overflow method=%s", offset_request ? "wl_surface.offset" : "attach-dx");
  for (int round = 0; round < 2; round++) {
    struct wl_buffer *buffer = plain_buffer(c, window->width, window->height);
    if (offset_request) {
      wl_surface_offset(window->surface, INT32_MAX, 0);
      wl_surface_attach(window->surface, buffer, 0, 0);
    } else {
      wl_surface_attach(window->surface, buffer, INT32_MAX, 0);
    }
    wl_surface_damage(window->surface, 0, 0, INT32_MAX, INT32_MAX);
    commit_and_wait_for_frame(c, window->surface, "commit");
    check(c, roundtrip(c->display, ANSWER_MS), "commit");
  }
  say("result=survived");
}

struct popup {
  struct wl_surface *surface;
  struct xdg_surface *xdg_surface;
  struct xdg_popup *popup;
  bool configured;
  uint32_t serial;
  int32_t x, y, width, height;
};

static void popup_surface_configure(void *data, struct xdg_surface *xdg_surface, uint32_t serial) {
  struct popup *popup = data;
  popup->serial = serial;
  popup->configured = true;
}
static const struct xdg_surface_listener popup_surface_listener = {popup_surface_configure};

static void popup_configure(
  void *data, struct xdg_popup *xdg_popup, int32_t x, int32_t y, int32_t width, int32_t height) {
  struct popup *popup = data;
  popup->x = x, popup->y = y, popup->width = width, popup->height = height;
}
static void popup_done(void *data, struct xdg_popup *xdg_popup) {}
static const struct xdg_popup_listener popup_listener = {popup_configure, popup_done};

static struct popup *popup_surface(struct conn *c) {
  struct popup *popup = calloc(1, sizeof *popup);
  popup->surface = wl_compositor_create_surface(c->compositor);
  popup->xdg_surface = xdg_wm_base_get_xdg_surface(c->wm_base, popup->surface);
  xdg_surface_add_listener(popup->xdg_surface, &popup_surface_listener, popup);
  return popup;
}

static void popup_role(struct popup *popup, struct xdg_surface *parent, struct xdg_positioner *positioner) {
  popup->popup = xdg_surface_get_popup(popup->xdg_surface, parent, positioner);
  xdg_popup_add_listener(popup->popup, &popup_listener, popup);
}

static struct xdg_positioner *small_positioner(struct conn *c) {
  struct xdg_positioner *positioner = xdg_wm_base_create_positioner(c->wm_base);
  xdg_positioner_set_size(positioner, 50, 50);
  xdg_positioner_set_anchor_rect(positioner, 10, 10, 1, 1);
  return positioner;
}

// Initial commits of `count` popups, their configures, then buffers: each popup mapped.
static void popups_map(struct conn *c, struct popup **popups, int count) {
  for (int i = 0; i < count; i++) wl_surface_commit(popups[i]->surface);
  for (int i = 0; i < count; i++) {
    check(c, dispatch_until(c->display, &popups[i]->configured, EVENT_MS), "popup-configure");
    say("step configured popup=%d x=%d y=%d width=%d height=%d", i, popups[i]->x, popups[i]->y,
      popups[i]->width, popups[i]->height);
  }
  for (int i = 0; i < count; i++) {
    struct popup *popup = popups[i];
    xdg_surface_ack_configure(popup->xdg_surface, popup->serial);
    int32_t width = popup->width > 0 ? popup->width : 50;
    int32_t height = popup->height > 0 ? popup->height : 50;
    wl_surface_attach(popup->surface, plain_buffer(c, width, height), 0, 0);
    wl_surface_damage(popup->surface, 0, 0, INT32_MAX, INT32_MAX);
  }
  for (int i = 0; i < count; i++) commit_and_wait_for_frame(c, popups[i]->surface, "popup-map");
  check(c, roundtrip(c->display, ANSWER_MS), "popup-map");
}

static void attack_popup_overflow(struct conn *c) {
  struct window *window = window_open(c, "hostile popup", "touchway.hostile");
  say("attack=popup-overflow");
  // Once plainly, once with every constraint adjustment, so the compositor's
  // unconstraining arithmetic runs on the overflowed position too.
  for (int round = 0; round < 2; round++) {
    struct xdg_positioner *positioner = xdg_wm_base_create_positioner(c->wm_base);
    xdg_positioner_set_size(positioner, 100, 100);
    xdg_positioner_set_anchor_rect(positioner, INT32_MAX - 1, INT32_MAX - 1, 1, 1);
    xdg_positioner_set_anchor(positioner, XDG_POSITIONER_ANCHOR_BOTTOM_RIGHT);
    xdg_positioner_set_gravity(positioner, XDG_POSITIONER_GRAVITY_BOTTOM_RIGHT);
    xdg_positioner_set_offset(positioner, INT32_MAX, INT32_MAX);
    xdg_positioner_set_constraint_adjustment(positioner, round == 0 ? 0 : 0x3f);
    struct popup *popup = popup_surface(c);
    popup_role(popup, window->xdg_surface, positioner);
    xdg_positioner_destroy(positioner);
    popups_map(c, &popup, 1);
  }
  say("result=survived");
}

static void attack_popup_self_parent(struct conn *c) {
  window_open(c, "hostile popup", "touchway.hostile");
  say("attack=popup-self-parent");
  struct xdg_positioner *positioner = small_positioner(c);
  struct popup *popup = popup_surface(c);
  popup_role(popup, popup->xdg_surface, positioner);
  popups_map(c, &popup, 1);
  say("result=survived");
}

static void attack_popup_cycle(struct conn *c) {
  window_open(c, "hostile popup", "touchway.hostile");
  say("attack=popup-cycle");
  struct xdg_positioner *positioner = small_positioner(c);
  struct popup *popups[2] = {popup_surface(c), popup_surface(c)};
  popup_role(popups[0], popups[1]->xdg_surface, positioner);
  popup_role(popups[1], popups[0]->xdg_surface, positioner);
  popups_map(c, popups, 2);
  say("result=survived");
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

// `rounds` commits of `surface`, each followed by a roundtrip: prints the median and the
// largest time, returns the median.
static double time_commits(struct conn *c, struct wl_surface *surface, int rounds, const char *name) {
  double *times = calloc(rounds, sizeof *times);
  for (int i = 0; i < rounds; i++) {
    double start = now_ms();
    wl_surface_damage(surface, 0, 0, 1, 1);
    wl_surface_commit(surface);
    check(c, roundtrip(c->display, LONG_MS), name);
    times[i] = now_ms() - start;
  }
  qsort(times, rounds, sizeof *times, compare_doubles);
  double median = times[rounds / 2], largest = times[rounds - 1];
  say("measure %s_median_ms=%.3f %s_max_ms=%.3f", name, median, name, largest);
  free(times);
  return median;
}

// A subsurface of `parent` with `buffer` attached and committed (synchronized: applied
// with the parent's next commit).
static struct wl_surface *subsurface(
  struct conn *c, struct wl_surface *parent, struct wl_buffer *buffer, int32_t x, int32_t y) {
  struct wl_surface *surface = wl_compositor_create_surface(c->compositor);
  struct wl_subsurface *sub = wl_subcompositor_get_subsurface(c->subcompositor, surface, parent);
  wl_subsurface_set_position(sub, x, y);
  wl_surface_attach(surface, buffer, 0, 0);
  wl_surface_damage(surface, 0, 0, 1, 1);
  wl_surface_commit(surface);
  return surface;
}

static void usage(void);

static int count_argument(int argc, char **argv, int index, int fallback) {
  if (argc <= index) return fallback;
  int value = atoi(argv[index]);
  if (value <= 0) {
    fprintf(stderr, "touchway-hostile-client: a count must be above zero, not %s\n", argv[index]);
    exit(2);
  }
  return value;
}

static void attack_nested_subsurfaces(struct conn *c, int argc, char **argv) {
  if (!c->subcompositor) {
    say("result=skipped reason=no-subcompositor");
    finish();
  }
  int count = count_argument(argc, argv, 0, 16000);
  struct window *window = window_open(c, "hostile nested", "touchway.hostile");
  say("attack=nested-subsurfaces count=%d", count);
  time_commits(c, window->surface, 5, "baseline_commit");
  struct wl_buffer *pixel = plain_buffer(c, 1, 1);
  double start = now_ms();
  struct wl_surface *parent = window->surface;
  for (int i = 0; i < count; i++) {
    parent = subsurface(c, parent, pixel, 0, 0);
    if (i % 1000 == 999) check(c, roundtrip(c->display, LONG_MS), "create-subsurfaces");
  }
  check(c, roundtrip(c->display, LONG_MS), "create-subsurfaces");
  say("measure create_ms=%.3f", now_ms() - start);
  probe_check("during");
  time_commits(c, window->surface, 5, "commit");
  commit_and_wait_for_frame(c, window->surface, "commit");
  say("result=survived");
}

static void attack_sibling_subsurfaces(struct conn *c, int argc, char **argv) {
  if (!c->subcompositor) {
    say("result=skipped reason=no-subcompositor");
    finish();
  }
  int count = count_argument(argc, argv, 0, 10000);
  int rounds = count_argument(argc, argv, 1, 20);
  struct window *window = window_open(c, "hostile siblings", "touchway.hostile");
  say("attack=sibling-subsurfaces count=%d rounds=%d", count, rounds);
  double baseline = time_commits(c, window->surface, rounds, "baseline_commit");
  struct wl_buffer *pixel = plain_buffer(c, 1, 1);
  double start = now_ms();
  for (int i = 0; i < count; i++) {
    subsurface(c, window->surface, pixel, i % 400, (i / 400) % 240);
    if (i % 1000 == 999) check(c, roundtrip(c->display, LONG_MS), "create-subsurfaces");
  }
  check(c, roundtrip(c->display, LONG_MS), "create-subsurfaces");
  say("measure create_ms=%.3f", now_ms() - start);
  double loaded = time_commits(c, window->surface, rounds, "commit");
  probe_check("during");
  say("measure commit_ratio=%.2f", loaded / (baseline > 0.001 ? baseline : 0.001));
  commit_and_wait_for_frame(c, window->surface, "commit");
  say("result=survived");
}

// The end of a flood made since `start`: how long it took, then a disconnect whose
// teardown the probe's next roundtrip times (it is answered only once the compositor has
// dealt with the hang-up, read first or together with the probe's request).
static void disconnect_timed(struct conn *c, double start) {
  say("measure create_ms=%.3f", now_ms() - start);
  probe_check("before-disconnect");
  wl_display_disconnect(c->display);
  probe_check("teardown");
}

static void attack_touch_flood(struct conn *c, int argc, char **argv) {
  int count = count_argument(argc, argv, 0, 100000);
  if (!c->seat) {
    say("result=skipped reason=no-seat");
    finish();
  }
  say("attack=touch-flood count=%d seat_touch=%d", count,
    (c->seat_capabilities & WL_SEAT_CAPABILITY_TOUCH) != 0);
  double start = now_ms();
  for (int i = 0; i < count; i++) {
    wl_seat_get_touch(c->seat);
    if (i % 5000 == 4999) check(c, roundtrip(c->display, LONG_MS), "get-touch");
  }
  check(c, roundtrip(c->display, LONG_MS), "get-touch");
  disconnect_timed(c, start);
  probe_check("after-teardown");
  say("result=survived");
}

// Reads the compositor's CPU time (user + system), in milliseconds, from /proc.
static double process_cpu_ms(pid_t pid) {
  char path[64], text[4096];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t length = read(fd, text, sizeof text - 1);
  close(fd);
  if (length <= 0) return -1;
  text[length] = 0;
  char *rest = strrchr(text, ')');
  if (!rest) return -1;
  unsigned long utime = 0, stime = 0;
  // After the name: state, then fields 4..13, then utime (14) and stime (15).
  if (sscanf(rest + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2)
    return -1;
  return (double)(utime + stime) * 1000.0 / (double)sysconf(_SC_CLK_TCK);
}

// How many descriptors the process has open, from /proc; -1 when that cannot be read.
static int count_fds(pid_t pid) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/fd", (int)pid);
  DIR *directory = opendir(path);
  if (!directory) return -1;
  int count = 0;
  for (struct dirent *entry; (entry = readdir(directory));) count += entry->d_name[0] != '.';
  closedir(directory);
  return count;
}

// The process at the other end of the probe's connection: the compositor.
static pid_t peer_pid(void) {
  struct ucred peer = {0};
  socklen_t peer_size = sizeof peer;
  getsockopt(wl_display_get_fd(probe->display), SOL_SOCKET, SO_PEERCRED, &peer, &peer_size);
  return peer.pid;
}

static void attack_fd_flood(int argc, char **argv) {
  int limit = count_argument(argc, argv, 0, 4000);
  int hold = count_argument(argc, argv, 1, 1500);
  struct rlimit files;
  if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
    files.rlim_cur = files.rlim_max;
    setrlimit(RLIMIT_NOFILE, &files);
  }
  pid_t peer = peer_pid();
  // The compositor's process, for its CPU time: given (a sandbox's pid namespace may make
  // SO_PEERCRED's differ from /proc's), or the socket's peer.
  pid_t compositor = argc > 2 ? (pid_t)atoi(argv[2]) : peer;
  const char *display = getenv("WAYLAND_DISPLAY");
  const char *runtime = getenv("XDG_RUNTIME_DIR");
  struct sockaddr_un address = {.sun_family = AF_UNIX};
  if (!display) display = "wayland-0";
  if (display[0] == '/')
    snprintf(address.sun_path, sizeof address.sun_path, "%s", display);
  else
    snprintf(address.sun_path, sizeof address.sun_path, "%s/%s", runtime ? runtime : ".", display);
  say("attack=fd-flood limit=%d hold_ms=%d compositor_pid=%d peer_pid=%d", limit, hold,
    (int)compositor, (int)peer);

  int *sockets = calloc(limit, sizeof *sockets);
  int opened = 0, stop_errno = 0;
  while (opened < limit) {
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
      stop_errno = errno;
      break;
    }
    if (connect(fd, (struct sockaddr *)&address, sizeof address) < 0) {
      stop_errno = errno;
      close(fd);
      break;
    }
    sockets[opened++] = fd;
  }
  say("measure connections=%d stopped_errno=%d", opened, stop_errno);

  // Hold them: the compositor is at its limit (or has accepted them all). Meanwhile the
  // probe, connected before, waits for events (none come), then asks once; the
  // compositor's CPU time over the hold is read.
  double cpu_start = process_cpu_ms(compositor);
  double start = now_ms();
  bool never = false;
  int status = dispatch_until(probe->display, &never, hold);
  double held = now_ms() - start;
  double cpu = process_cpu_ms(compositor) - cpu_start;
  if (status == -1) say("probe=dead label=during ms=%.3f", held);
  say("measure held_ms=%.1f compositor_cpu_ms=%.1f cpu_fraction=%.3f compositor_fds=%d", held,
    cpu, cpu_start >= 0 ? cpu / held : -1.0, count_fds(compositor));
  probe_check("during");

  for (int i = 0; i < opened; i++) close(sockets[i]);
  probe_check("after-close");
  // Once they are closed, a new client gets in again. Its connect may come before the
  // compositor has seen every hang-up: try for a few seconds.
  double retry_start = now_ms();
  struct conn *fresh = NULL;
  int attempts = 0;
  while (!fresh && now_ms() - retry_start < ANSWER_MS) {
    fresh = conn_open();
    attempts++;
  }
  say("step new-connection=%s ms=%.3f attempts=%d", fresh ? "ok" : "failed",
    now_ms() - retry_start, attempts);
  say("result=survived");
}

// v1 and v2 text inputs whose state no client would send (surrounding text up to the
// wire's limit with the cursor past it, every content-type bit, a cursor rectangle at the
// int32 limits), each activated or enabled twice on the focused window, which is then
// destroyed under them; the disconnect destroys them all.
static void attack_text_input(struct conn *c, int argc, char **argv) {
  int count = count_argument(argc, argv, 0, 1000);
  if (!c->text_input_manager || !c->text_input_manager_v2 || !c->seat) {
    say("result=skipped reason=no-text-input-v1-v2");
    finish();
  }
  struct window *window = window_open(c, "hostile text input", "touchway.hostile");
  say("attack=text-input count=%d", count);
  char *text = malloc(3001);
  memset(text, 'x', 3000);
  text[3000] = '\0';
  for (int i = 0; i < count; i++) {
    struct zwp_text_input_v1 *v1 =
      zwp_text_input_manager_v1_create_text_input(c->text_input_manager);
    zwp_text_input_v1_set_surrounding_text(v1, text, UINT32_MAX, UINT32_MAX);
    zwp_text_input_v1_set_content_type(v1, UINT32_MAX, UINT32_MAX);
    zwp_text_input_v1_set_cursor_rectangle(v1, INT32_MIN, INT32_MAX, INT32_MAX, INT32_MAX);
    zwp_text_input_v1_commit_state(v1, (uint32_t)i);
    zwp_text_input_v1_activate(v1, c->seat, window->surface);
    zwp_text_input_v1_show_input_panel(v1);
    zwp_text_input_v1_activate(v1, c->seat, window->surface);
    zwp_text_input_v1_invoke_action(v1, UINT32_MAX, UINT32_MAX);
    zwp_text_input_v1_reset(v1);
    struct zwp_text_input_v2 *v2 =
      zwp_text_input_manager_v2_get_text_input(c->text_input_manager_v2, c->seat);
    zwp_text_input_v2_set_surrounding_text(v2, text, INT32_MIN, INT32_MAX);
    zwp_text_input_v2_set_content_type(v2, UINT32_MAX, UINT32_MAX);
    zwp_text_input_v2_set_cursor_rectangle(v2, INT32_MAX, INT32_MIN, INT32_MAX, INT32_MAX);
    zwp_text_input_v2_enable(v2, window->surface);
    zwp_text_input_v2_update_state(v2, UINT32_MAX, UINT32_MAX);
    zwp_text_input_v2_enable(v2, window->surface);
    if (i % 2) zwp_text_input_v2_destroy(v2);
    // A roundtrip every 10 keeps the socket from filling: libwayland-client fails on EAGAIN.
    if (i % 10 == 9) check(c, roundtrip(c->display, ANSWER_MS), "text-inputs");
  }
  free(text);
  check(c, roundtrip(c->display, ANSWER_MS), "text-inputs");
  say("step active");
  window_close(window);
  check(c, roundtrip(c->display, ANSWER_MS), "destroy-window");
  say("step destroyed");
  say("result=survived");
}

static void keyboard_keymap(
  void *data, struct wl_keyboard *keyboard, uint32_t format, int32_t fd, uint32_t size) {
  close(fd);
}
static void keyboard_enter(
  void *data, struct wl_keyboard *keyboard, uint32_t serial, struct wl_surface *surface,
  struct wl_array *keys) {}
static void keyboard_leave(
  void *data, struct wl_keyboard *keyboard, uint32_t serial, struct wl_surface *surface) {}
static void keyboard_key(
  void *data, struct wl_keyboard *keyboard, uint32_t serial, uint32_t time, uint32_t key,
  uint32_t state) {}
static void keyboard_modifiers(
  void *data, struct wl_keyboard *keyboard, uint32_t serial, uint32_t depressed,
  uint32_t latched, uint32_t locked, uint32_t group) {}
static void keyboard_repeat_info(
  void *data, struct wl_keyboard *keyboard, int32_t rate, int32_t delay) {}
static const struct wl_keyboard_listener keyboard_listener = {
  keyboard_keymap, keyboard_enter, keyboard_leave, keyboard_key, keyboard_modifiers,
  keyboard_repeat_info};

static void stranger_keyboard_enter(
  void *data, struct wl_keyboard *keyboard, uint32_t serial, struct wl_surface *surface,
  struct wl_array *keys) {
  say("keyboard enter");
}
static void stranger_keyboard_key(
  void *data, struct wl_keyboard *keyboard, uint32_t serial, uint32_t time, uint32_t key,
  uint32_t state) {
  say("keyboard key=%u state=%u", key, state);
}
static const struct wl_keyboard_listener stranger_keyboard_listener = {
  keyboard_keymap, stranger_keyboard_enter, keyboard_leave, stranger_keyboard_key,
  keyboard_modifiers, keyboard_repeat_info};

// Prints the keyboard focus and keys the client gets.
static void watch_keyboard(struct conn *c) {
  if (c->seat_capabilities & WL_SEAT_CAPABILITY_KEYBOARD) {
    wl_keyboard_add_listener(wl_seat_get_keyboard(c->seat), &stranger_keyboard_listener, NULL);
  }
}

static void require_virtual_keyboard(struct conn *c) {
  if (c->virtual_keyboard_manager && c->seat) return;
  say("result=skipped reason=no-virtual-keyboard");
  finish();
}

// A virtual keyboard without a keymap must not cost another client its connection: a
// compositor that makes it the seat's keyboard at once sends every wl_keyboard a keymap
// it does not have. Then a key before any keymap, which the protocol forbids.
static void attack_virtual_keyboard(struct conn *c) {
  require_virtual_keyboard(c);
  struct conn *bystander = conn_open();
  if (!bystander || !bystander->seat) {
    say("result=skipped reason=no-bystander");
    finish();
  }
  struct wl_keyboard *keyboard = wl_seat_get_keyboard(bystander->seat);
  wl_keyboard_add_listener(keyboard, &keyboard_listener, NULL);
  check(bystander, roundtrip(bystander->display, ANSWER_MS), "bystander-keyboard");
  say("attack=virtual-keyboard");
  struct zwp_virtual_keyboard_v1 *virtual_keyboard =
    zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(c->virtual_keyboard_manager, c->seat);
  check(c, roundtrip(c->display, ANSWER_MS), "create");
  say("step created");
  check(bystander, roundtrip(bystander->display, ANSWER_MS), "bystander-after-create");
  say("step bystander=ok");
  zwp_virtual_keyboard_v1_key(virtual_keyboard, 0, 30, WL_KEYBOARD_KEY_STATE_PRESSED);
  check(c, roundtrip(c->display, ANSWER_MS), "key-without-keymap");
  say("result=survived");
}

// MARK: Layer shell

struct layer {
  struct conn *conn;
  struct wl_surface *surface;
  struct zwlr_layer_surface_v1 *layer_surface;
  bool configured;
  uint32_t serial, width, height;
};

static void layer_configure(
  void *data, struct zwlr_layer_surface_v1 *layer_surface, uint32_t serial, uint32_t width,
  uint32_t height) {
  struct layer *layer = data;
  layer->serial = serial, layer->width = width, layer->height = height;
  layer->configured = true;
}
static void layer_closed(void *data, struct zwlr_layer_surface_v1 *layer_surface) {}
static const struct zwlr_layer_surface_v1_listener layer_listener = {layer_configure, layer_closed};

// A layer surface on `shell_layer`, not yet committed.
static struct layer *layer_create(struct conn *c, uint32_t shell_layer) {
  struct layer *layer = calloc(1, sizeof *layer);
  layer->conn = c;
  layer->surface = wl_compositor_create_surface(c->compositor);
  layer->layer_surface = zwlr_layer_shell_v1_get_layer_surface(
    c->layer_shell, layer->surface, NULL, shell_layer, "touchway.hostile");
  zwlr_layer_surface_v1_add_listener(layer->layer_surface, &layer_listener, layer);
  return layer;
}

// The initial commit, the configure, then a buffer of the configured size (at most a
// screenful; 1 pixel for a side left to the client).
static void layer_map(struct layer *layer, const char *step) {
  struct conn *c = layer->conn;
  wl_surface_commit(layer->surface);
  check(c, dispatch_until(c->display, &layer->configured, EVENT_MS), step);
  say("step configured width=%u height=%u", layer->width, layer->height);
  zwlr_layer_surface_v1_ack_configure(layer->layer_surface, layer->serial);
  int32_t width = layer->width ? (int32_t)min_u32(layer->width, 2000) : 1;
  int32_t height = layer->height ? (int32_t)min_u32(layer->height, 2000) : 1;
  wl_surface_attach(layer->surface, plain_buffer(c, width, height), 0, 0);
  wl_surface_damage(layer->surface, 0, 0, INT32_MAX, INT32_MAX);
  wl_surface_commit(layer->surface);
  check(c, roundtrip(c->display, ANSWER_MS), step);
}

static void require_layer_shell(struct conn *c) {
  if (c->layer_shell) return;
  say("result=skipped reason=no-layer-shell");
  finish();
}

enum {
  ALL_EDGES = ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP | ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM |
              ZWLR_LAYER_SURFACE_V1_ANCHOR_LEFT | ZWLR_LAYER_SURFACE_V1_ANCHOR_RIGHT,
};

// Sizes, margins and exclusive zones at the ends of their types, each with the anchors
// that make a compositor compute with it.
struct layer_values {
  const char *name;
  uint32_t anchor, width, height;
  int32_t zone, top, right, bottom, left;
};
static const struct layer_values layer_variants[] = {
  {"size-uint32-max", ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP, UINT32_MAX, UINT32_MAX, 0, 0, 0, 0, 0},
  {"size-negative", 0, 0x80000000u, 0x80000000u, 0, 0, 0, 0, 0},
  {"margins-int32-max", ALL_EDGES, 0, 0, 0, INT32_MAX, INT32_MAX, INT32_MAX, INT32_MAX},
  {"margins-negative", ALL_EDGES, 0, 0, 0, INT32_MIN, INT32_MIN, INT32_MIN, INT32_MIN},
  {"margin-end-negative",
    ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM | ZWLR_LAYER_SURFACE_V1_ANCHOR_RIGHT, 30, 30, 0, 0,
    INT32_MIN, INT32_MIN, 0},
  {"zone-int32-max", ALL_EDGES & ~ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM, 0, 30, INT32_MAX, 1, 0, 0,
    0},
  {"zone-negative-margin", ALL_EDGES & ~ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP, 0, 30, 10, 0, 0,
    INT32_MIN, 0},
  {"zone-margin-max", ALL_EDGES & ~ZWLR_LAYER_SURFACE_V1_ANCHOR_RIGHT, 30, 0, INT32_MAX, 0, 0, 0,
    INT32_MAX},
};

static void attack_layer_values(struct conn *c, int argc, char **argv) {
  require_layer_shell(c);
  const struct layer_values *values = NULL;
  for (size_t i = 0; i < sizeof layer_variants / sizeof *layer_variants; i++) {
    if (argc > 0 && strcmp(argv[0], layer_variants[i].name) == 0) values = &layer_variants[i];
  }
  if (!values) usage();
  say("attack=layer-values variant=%s", values->name);
  struct layer *layer = layer_create(c, ZWLR_LAYER_SHELL_V1_LAYER_TOP);
  zwlr_layer_surface_v1_set_anchor(layer->layer_surface, values->anchor);
  zwlr_layer_surface_v1_set_size(layer->layer_surface, values->width, values->height);
  zwlr_layer_surface_v1_set_exclusive_zone(layer->layer_surface, values->zone);
  zwlr_layer_surface_v1_set_margin(
    layer->layer_surface, values->top, values->right, values->bottom, values->left);
  layer_map(layer, "map-layer");
  say("result=survived");
}

// A popup made with no parent, then given one twice: a layer surface twice, or an
// xdg_surface and then a layer surface.
static void attack_layer_popup(struct conn *c, int argc, char **argv) {
  require_layer_shell(c);
  bool xdg_parent = argc > 0 && strcmp(argv[0], "xdg-parent") == 0;
  if (argc > 0 && !xdg_parent && strcmp(argv[0], "twice") != 0) usage();
  struct window *window = xdg_parent ? window_open(c, "hostile layer popup", "touchway.hostile")
                                     : NULL;
  struct layer *layer = layer_create(c, ZWLR_LAYER_SHELL_V1_LAYER_TOP);
  zwlr_layer_surface_v1_set_anchor(layer->layer_surface, ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP);
  zwlr_layer_surface_v1_set_size(layer->layer_surface, 200, 50);
  layer_map(layer, "map-layer");
  say("attack=layer-popup how=%s", xdg_parent ? "xdg-parent" : "twice");
  struct popup *popup = popup_surface(c);
  popup_role(popup, xdg_parent ? window->xdg_surface : NULL, small_positioner(c));
  zwlr_layer_surface_v1_get_popup(layer->layer_surface, popup->popup);
  if (!xdg_parent) zwlr_layer_surface_v1_get_popup(layer->layer_surface, popup->popup);
  check(c, roundtrip(c->display, ANSWER_MS), "get-popup");
  popups_map(c, &popup, 1);
  // The teardown walks the parents' lists of popups.
  wl_display_disconnect(c->display);
  probe_check("teardown");
  say("result=survived");
}

// N layer surfaces, each with an exclusive zone (so each one's going moves the others),
// then a disconnect that tears them all down at once.
static void attack_layer_flood(struct conn *c, int argc, char **argv) {
  require_layer_shell(c);
  int count = count_argument(argc, argv, 0, 5000);
  say("attack=layer-flood count=%d", count);
  double start = now_ms();
  for (int i = 0; i < count; i++) {
    struct layer *layer = layer_create(c, ZWLR_LAYER_SHELL_V1_LAYER_TOP);
    zwlr_layer_surface_v1_set_anchor(
      layer->layer_surface, ALL_EDGES & ~ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM);
    zwlr_layer_surface_v1_set_size(layer->layer_surface, 0, 1);
    zwlr_layer_surface_v1_set_exclusive_zone(layer->layer_surface, 1);
    wl_surface_commit(layer->surface);
    // A roundtrip each: a compositor that ends the client at a bound has its error read,
    // not lost to a write on the closed connection (EPIPE).
    check(c, roundtrip(c->display, LONG_MS), "create-layers");
  }
  disconnect_timed(c, start);
  say("result=survived");
}

// The smallest keymap xkbcommon compiles without include files: one key.
static const char small_keymap[] =
  "xkb_keymap {\n"
  "xkb_keycodes \"k\" { minimum = 8; maximum = 255; <ESC> = 9; };\n"
  "xkb_types \"t\" { type \"ONE_LEVEL\" { modifiers = none; level_name[Level1] = \"Any\"; }; };\n"
  "xkb_compatibility \"c\" { };\n"
  "xkb_symbols \"s\" { key <ESC> { [ Escape ] }; };\n"
  "};\n";

// A keymap that says it is `stated` bytes long, in a descriptor that holds the small
// keymap (with its NUL) or, if `empty`, nothing.
static void send_keymap(struct zwp_virtual_keyboard_v1 *keyboard, bool empty, uint32_t stated) {
  size_t size = empty ? 0 : sizeof small_keymap;
  int fd = memfd_of_size(size);
  if (pwrite(fd, small_keymap, size, 0) != (ssize_t)size) {
    perror("pwrite");
    exit(2);
  }
  zwp_virtual_keyboard_v1_keymap(keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd, stated);
  close(fd);
}

// A keymap that says it is a page long in an empty descriptor: whoever maps it and reads
// it reads past the descriptor's end, which is SIGBUS.
static void attack_virtual_keyboard_short_keymap(struct conn *c) {
  require_virtual_keyboard(c);
  say("attack=virtual-keyboard-short-keymap");
  struct zwp_virtual_keyboard_v1 *keyboard =
    zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(c->virtual_keyboard_manager, c->seat);
  send_keymap(keyboard, true, 4096);
  check(c, roundtrip(c->display, ANSWER_MS), "keymap");
  say("result=survived");
}

// N virtual keyboards, each with a keymap, then a disconnect.
static void attack_virtual_keyboard_flood(struct conn *c, int argc, char **argv) {
  require_virtual_keyboard(c);
  int count = count_argument(argc, argv, 0, 4000);
  say("attack=virtual-keyboard-flood count=%d compositor_fds=%d", count, count_fds(peer_pid()));
  double start = now_ms();
  for (int i = 0; i < count; i++) {
    struct zwp_virtual_keyboard_v1 *keyboard =
      zwp_virtual_keyboard_manager_v1_create_virtual_keyboard(c->virtual_keyboard_manager, c->seat);
    send_keymap(keyboard, false, sizeof small_keymap);
    // A roundtrip each, as for the layer surfaces.
    check(c, roundtrip(c->display, LONG_MS), "create-keyboards");
  }
  say("measure compositor_fds=%d", count_fds(peer_pid()));
  disconnect_timed(c, start);
  say("measure after_fds=%d", count_fds(peer_pid()));
  say("result=survived");
}

// MARK: Input method

struct input_method {
  struct conn *conn; // its own connection: an on-screen keyboard is another client
  struct zwp_input_method_v2 *method;
  bool done;
  uint32_t serial; // the number of done events, which commit echoes
};

static void method_activate(void *data, struct zwp_input_method_v2 *method) {}
static void method_deactivate(void *data, struct zwp_input_method_v2 *method) {}
static void method_surrounding_text(
  void *data, struct zwp_input_method_v2 *method, const char *text, uint32_t cursor,
  uint32_t anchor) {}
static void method_text_change_cause(void *data, struct zwp_input_method_v2 *method, uint32_t cause) {}
static void method_content_type(
  void *data, struct zwp_input_method_v2 *method, uint32_t hint, uint32_t purpose) {}
static void method_done(void *data, struct zwp_input_method_v2 *method) {
  struct input_method *input_method = data;
  input_method->serial++;
  input_method->done = true;
}
static void method_unavailable(void *data, struct zwp_input_method_v2 *method) {}
static const struct zwp_input_method_v2_listener input_method_listener = {
  method_activate, method_deactivate, method_surrounding_text, method_text_change_cause,
  method_content_type, method_done, method_unavailable};

static struct wl_surface *focused_window_surface;

// A window of its own with a text input on it (v1 activated, or v2 enabled and its state
// sent), and an input method on a connection of its own, once the compositor has told the
// input method about the text input. Returns the v1 or the v2 text input.
static void *text_input_with_method(struct conn *c, bool v2, struct input_method *method) {
  if (!c->text_input_manager || !c->text_input_manager_v2 || !c->input_method_manager ||
      !c->seat) {
    say("result=skipped reason=no-text-input-or-input-method");
    finish();
  }
  struct window *window = window_open(c, "hostile input method", "touchway.hostile");
  focused_window_surface = window->surface;
  void *input;
  if (v2) {
    input = zwp_text_input_manager_v2_get_text_input(c->text_input_manager_v2, c->seat);
    zwp_text_input_v2_enable(input, window->surface);
    zwp_text_input_v2_update_state(input, 0, ZWP_TEXT_INPUT_V2_UPDATE_STATE_ENTER);
  } else {
    input = zwp_text_input_manager_v1_create_text_input(c->text_input_manager);
    zwp_text_input_v1_activate(input, c->seat, window->surface);
    zwp_text_input_v1_commit_state(input, 0);
  }
  check(c, roundtrip(c->display, ANSWER_MS), "text-input");
  method->conn = conn_open();
  if (!method->conn) check(c, -1, "input-method-connect");
  struct conn *ime = method->conn;
  method->method =
    zwp_input_method_manager_v2_get_input_method(ime->input_method_manager, ime->seat);
  zwp_input_method_v2_add_listener(method->method, &input_method_listener, method);
  check(ime, dispatch_until(ime->display, &method->done, EVENT_MS), "input-method-done");
  return input;
}

// An input method's preedit and commit of N bytes each, to a text input of its own.
static void attack_input_method_text(struct conn *c, int argc, char **argv) {
  int bytes = count_argument(argc, argv, 0, 3000);
  bool v2 = argc > 1 && strcmp(argv[1], "v2") == 0;
  struct input_method method = {0};
  text_input_with_method(c, v2, &method);
  say("attack=input-method-text bytes=%d text_input=%s", bytes, v2 ? "v2" : "v1");
  char *text = malloc(bytes + 1);
  memset(text, 'x', bytes);
  text[bytes] = '\0';
  zwp_input_method_v2_set_preedit_string(method.method, text, 0, 0);
  zwp_input_method_v2_commit_string(method.method, text);
  zwp_input_method_v2_commit(method.method, method.serial);
  free(text);
  // The text input's client, which did nothing wrong, first; then the input method's
  // outcome.
  int status = roundtrip(method.conn->display, ANSWER_MS);
  check(c, roundtrip(c->display, ANSWER_MS), "text-input-after-commit");
  say("step text-input=ok");
  check(method.conn, status, "commit");
  say("result=survived");
}

// N text inputs that do nothing, then a disconnect that destroys them all.
static void text_input_objects(struct conn *c, int count, bool v2) {
  if (!c->text_input_manager || !c->text_input_manager_v2 || !c->seat) {
    say("result=skipped reason=no-text-input-v1-v2");
    finish();
  }
  say("attack=text-input-flood count=%d text_input=%s objects=1", count, v2 ? "v2" : "v1");
  double start = now_ms();
  for (int i = 0; i < count; i++) {
    if (v2) zwp_text_input_manager_v2_get_text_input(c->text_input_manager_v2, c->seat);
    else zwp_text_input_manager_v1_create_text_input(c->text_input_manager);
    if (i % 5000 == 4999) check(c, roundtrip(c->display, LONG_MS), "create-text-inputs");
  }
  check(c, roundtrip(c->display, LONG_MS), "create-text-inputs");
  disconnect_timed(c, start);
  say("result=survived");
}

// N changes of a text input's surrounding text, each committed, while the input method,
// which is told each one, reads nothing until they are all sent.
static void attack_text_input_flood(struct conn *c, int argc, char **argv) {
  int count = count_argument(argc, argv, 0, 100000);
  bool v2 = argc > 1 && strcmp(argv[1], "v2") == 0;
  if (argc > 2 && strcmp(argv[2], "objects") == 0) {
    text_input_objects(c, count, v2);
    return;
  }
  struct input_method method = {0};
  void *input = text_input_with_method(c, v2, &method);
  bool toggle = argc > 2 && strcmp(argv[2], "toggle") == 0;
  struct wl_surface *window_surface = focused_window_surface;
  say("attack=text-input-flood count=%d text_input=%s toggle=%d", count, v2 ? "v2" : "v1", toggle);
  char text[2001];
  memset(text, 'x', 2000);
  text[2000] = '\0';
  double start = now_ms();
  for (int i = 0; i < count; i++) {
    if (toggle && v2) {
      zwp_text_input_v2_disable(input, window_surface);
      zwp_text_input_v2_enable(input, window_surface);
      zwp_text_input_v2_update_state(input, (uint32_t)i, ZWP_TEXT_INPUT_V2_UPDATE_STATE_ENTER);
    } else if (toggle) {
      zwp_text_input_v1_deactivate(input, c->seat);
      zwp_text_input_v1_activate(input, c->seat, window_surface);
    } else if (v2) {
      zwp_text_input_v2_set_surrounding_text(input, text, i % 2000, i % 2000);
      zwp_text_input_v2_update_state(input, (uint32_t)i, ZWP_TEXT_INPUT_V2_UPDATE_STATE_CHANGE);
    } else {
      zwp_text_input_v1_set_surrounding_text(input, text, i % 2000, i % 2000);
      zwp_text_input_v1_commit_state(input, (uint32_t)i);
    }
    // Written as fast as the compositor reads them; nothing is read meanwhile.
    while (wl_display_flush(c->display) < 0) {
      if (errno != EAGAIN) break;
      struct pollfd pfd = {wl_display_get_fd(c->display), POLLOUT, 0};
      if (poll(&pfd, 1, ANSWER_MS) <= 0 || (pfd.revents & (POLLERR | POLLHUP))) break;
    }
    if (wl_display_get_error(c->display)) break;
  }
  say("measure send_ms=%.3f", now_ms() - start);
  probe_check("during");
  check(c, roundtrip(c->display, LONG_MS), "flood");
  check(method.conn, roundtrip(method.conn->display, LONG_MS), "input-method-after-flood");
  say("result=survived");
}

static void attack_newline_title(struct conn *c);
static void attack_unmap_mid_touch(struct conn *c, int argc, char **argv);

static void usage(void) {
  fprintf(stderr,
    "usage: touchway-hostile-client stride [STRIDE] | offset-overflow | popup-overflow |\n"
    "  popup-self-parent | popup-cycle | nested-subsurfaces N | sibling-subsurfaces N [R] |\n"
    "  touch-flood N | fd-flood [M] [HOLD_MS] [PID] | newline-title | text-input N |\n"
    "  virtual-keyboard | unmap-mid-touch [unmap|destroy] | layer-values VARIANT |\n"
    "  layer-popup [twice|xdg-parent] | layer-flood N | virtual-keyboard-short-keymap |\n"
    "  virtual-keyboard-flood N | input-method-text N [v1|v2] |\n"
    "  text-input-flood N [v1|v2] [toggle|objects] | registry |\n"
    "  overlay [opaque|invisible|pass-through|bottom|keyboard] [HOLD_MS] | dialog-edge |\n"
    "  stranger-toplevel [HOLD_MS] | exclusion-strips N\n");
  exit(2);
}

// MARK: Touches

struct touch_watch {
  struct conn *conn;
  bool any_down;             // a down arrived (any time)
  bool any_end;              // an up or a cancel arrived (any time)
  int32_t ends;              // ups and cancels so far
  bool two_ended;            // two of them arrived
  bool down_after_remap;     // a down arrived after the remap
  bool tap_after_remap_done; // ...and that touch ended (up or cancel)
  bool remapped;
  int32_t open_after_remap;
};

static void touch_down(
  void *data, struct wl_touch *touch, uint32_t serial, uint32_t time, struct wl_surface *surface,
  int32_t id, wl_fixed_t x, wl_fixed_t y) {
  struct touch_watch *watch = data;
  say("touch down serial=%u time=%u id=%d x=%.2f y=%.2f", serial, time, id,
    wl_fixed_to_double(x), wl_fixed_to_double(y));
  watch->any_down = true;
  if (watch->remapped && !watch->down_after_remap) {
    watch->down_after_remap = true;
    watch->open_after_remap = id;
  }
}
static void touch_up(void *data, struct wl_touch *touch, uint32_t serial, uint32_t time, int32_t id) {
  struct touch_watch *watch = data;
  say("touch up serial=%u time=%u id=%d", serial, time, id);
  watch->any_end = true;
  watch->two_ended = ++watch->ends >= 2;
  if (watch->down_after_remap && id == watch->open_after_remap) watch->tap_after_remap_done = true;
}
static void touch_motion(void *data, struct wl_touch *touch, uint32_t time, int32_t id, wl_fixed_t x, wl_fixed_t y) {
  say("touch motion time=%u id=%d x=%.2f y=%.2f", time, id, wl_fixed_to_double(x),
    wl_fixed_to_double(y));
}
static void touch_frame(void *data, struct wl_touch *touch) { say("touch frame"); }
static void touch_cancel(void *data, struct wl_touch *touch) {
  struct touch_watch *watch = data;
  say("touch cancel");
  watch->any_end = true;
  watch->two_ended = ++watch->ends >= 2;
  if (watch->down_after_remap) watch->tap_after_remap_done = true;
}
static void touch_shape(void *data, struct wl_touch *touch, int32_t id, wl_fixed_t major, wl_fixed_t minor) {}
static void touch_orientation(void *data, struct wl_touch *touch, int32_t id, wl_fixed_t orientation) {}
static const struct wl_touch_listener touch_listener = {
  touch_down, touch_up, touch_motion, touch_frame, touch_cancel, touch_shape, touch_orientation};

static struct touch_watch *watch_touches(struct conn *c) {
  struct touch_watch *watch = calloc(1, sizeof *watch);
  watch->conn = c;
  if (!c->seat || !(c->seat_capabilities & WL_SEAT_CAPABILITY_TOUCH)) {
    say("step touch=unavailable");
    return watch;
  }
  struct wl_touch *touch = wl_seat_get_touch(c->seat);
  wl_touch_add_listener(touch, &touch_listener, watch);
  return watch;
}

static void attack_newline_title(struct conn *c) {
  const char *forged = "hostile\n0.000 wl_surface@999 touchesBegan 0\n\x1b]0;owned\x07\x1b[2J\r";
  struct touch_watch *watch = watch_touches(c);
  say("attack=newline-title");
  window_open(c, forged, forged);
  // Waits for a tap, so that a trace has a delivery to this window to name.
  if (c->seat_capabilities & WL_SEAT_CAPABILITY_TOUCH) {
    int status = dispatch_until(c->display, &watch->any_down, EVENT_MS);
    if (status == 1) say("step touch=none");
    else check(c, status, "wait-touch");
    check(c, roundtrip(c->display, ANSWER_MS), "wait-touch");
  }
  say("result=survived");
}

static void attack_unmap_mid_touch(struct conn *c, int argc, char **argv) {
  bool destroy = argc > 0 && strcmp(argv[0], "destroy") == 0;
  if (argc > 0 && !destroy && strcmp(argv[0], "unmap") != 0) usage();
  struct touch_watch *watch = watch_touches(c);
  if (!(c->seat_capabilities & WL_SEAT_CAPABILITY_TOUCH)) {
    say("result=skipped reason=no-touch");
    finish();
  }
  struct window *window = window_open(c, "hostile unmap", "touchway.hostile");
  say("attack=unmap-mid-touch how=%s", destroy ? "destroy" : "unmap");
  check(c, dispatch_until(c->display, &watch->any_down, EVENT_MS), "wait-down");
  // The finger is down: take the window away under it.
  wl_surface_attach(window->surface, NULL, 0, 0);
  wl_surface_commit(window->surface);
  if (destroy) {
    xdg_toplevel_destroy(window->toplevel);
    xdg_surface_destroy(window->xdg_surface);
  }
  check(c, roundtrip(c->display, ANSWER_MS), destroy ? "destroy" : "unmap");
  say("step %s", destroy ? "destroyed" : "unmapped");
  if (destroy) window_add_role(window);
  window_map(window, "remap");
  watch->remapped = true;
  say("step remapped");
  check(c, dispatch_until(c->display, &watch->tap_after_remap_done, EVENT_MS), "wait-tap");
  check(c, roundtrip(c->display, ANSWER_MS), "wait-tap");
  say("result=survived");
}

// MARK: What the registry shows

// The globals a client of the app's is shown, one `global=INTERFACE` line each: the
// kiosk hides the privileged ones from clients it does not trust (docs/hostile-clients.md,
// "Trust model").
struct registry_listing {
  bool shown[256];
  uint32_t highest;
};

static void listing_global(
  void *data, struct wl_registry *registry, uint32_t name, const char *interface,
  uint32_t version) {
  struct registry_listing *listing = data;
  say("global=%s", interface);
  if (name < 256) listing->shown[name] = true;
  if (name > listing->highest) listing->highest = name;
}
static const struct wl_registry_listener listing_listener = {
  listing_global, registry_global_remove};

// Lists the registry, then binds the first name it skipped (a global it was not shown) as
// a virtual keyboard manager: a hidden global must not be bound either.
static void attack_registry(struct conn *c) {
  struct registry_listing listing = {0};
  struct wl_registry *registry = wl_display_get_registry(c->display);
  wl_registry_add_listener(registry, &listing_listener, &listing);
  check(c, roundtrip(c->display, ANSWER_MS), "list");
  uint32_t hidden = 0;
  for (uint32_t name = 1; name < listing.highest && name < 256 && !hidden; name++) {
    if (!listing.shown[name]) hidden = name;
  }
  if (!hidden) {
    say("step hidden=none");
    say("result=survived");
    return;
  }
  say("step hidden=%u", hidden);
  wl_registry_bind(registry, hidden, &zwp_virtual_keyboard_manager_v1_interface, 1);
  check(c, roundtrip(c->display, ANSWER_MS), "bind-hidden");
  say("result=survived");
}

// A 300 × 200 dialog (a toplevel with a parent) over a full-screen window, which the
// kiosk centres over it; prints the touch events of the first two touches (the first
// may come before the dialog is up). A swipe in from the dialog's left edge, away from
// the screen's, is the dialog's, not the back gesture's.
static void attack_dialog_edge(struct conn *c) {
  struct touch_watch *watch = watch_touches(c);
  if (!(c->seat_capabilities & WL_SEAT_CAPABILITY_TOUCH)) {
    say("result=skipped reason=no-touch");
    finish();
  }
  struct window *parent = window_open(c, "hostile parent", "touchway.hostile");
  struct window *dialog = calloc(1, sizeof *dialog);
  dialog->conn = c;
  dialog->surface = wl_compositor_create_surface(c->compositor);
  dialog->xdg_surface = xdg_wm_base_get_xdg_surface(c->wm_base, dialog->surface);
  xdg_surface_add_listener(dialog->xdg_surface, &xdg_surface_listener, dialog);
  dialog->toplevel = xdg_surface_get_toplevel(dialog->xdg_surface);
  xdg_toplevel_add_listener(dialog->toplevel, &toplevel_listener, dialog);
  xdg_toplevel_set_parent(dialog->toplevel, parent->toplevel);
  xdg_toplevel_set_min_size(dialog->toplevel, 300, 200);
  xdg_toplevel_set_max_size(dialog->toplevel, 300, 200);
  dialog->own_width = 300, dialog->own_height = 200;
  window_map(dialog, "map-dialog");
  say("attack=dialog-edge width=%d height=%d", dialog->width, dialog->height);
  // Counted from the start: the first may have ended while the dialog was mapping, and a
  // third touch is the witness's.
  check(c, dispatch_until(c->display, &watch->two_ended, 2 * EVENT_MS), "wait-tap");
  check(c, roundtrip(c->display, ANSWER_MS), "wait-tap");
  say("result=survived");
}

// A width × height ARGB8888 buffer of zeros: fully transparent.
static struct wl_buffer *make_argb_zeros(struct conn *c, int32_t width, int32_t height, size_t size) {
  int fd = memfd_of_size(size);
  struct wl_shm_pool *pool = wl_shm_create_pool(c->shm, fd, (int32_t)size);
  struct wl_buffer *buffer =
    wl_shm_pool_create_buffer(pool, 0, width, height, width * 4, WL_SHM_FORMAT_ARGB8888);
  wl_shm_pool_destroy(pool);
  close(fd);
  return buffer;
}

// Forks; the parent reports the attack survived and ends through finish(), the child
// leaves the app's process group, which the kiosk ends with the app, so that it ends when
// the kiosk is gone, having printed all it got. Returns in the child only.
static bool fork_and_detach(void) {
  pid_t child = fork();
  if (child < 0) {
    perror("fork");
    exit(2);
  }
  if (child > 0) {
    say("result=survived");
    finish();
  }
  setsid();
  return true;
}

// A full-screen overlay layer surface from this client, which is not the app's: `opaque`
// (a grey buffer), `invisible` (a fully transparent ARGB buffer) or `pass-through` (grey,
// with an empty input region); or `bottom`, grey over the bottom half of the output, where
// an on-screen keyboard shows; or `keyboard`, grey with exclusive keyboard interactivity,
// mapped after the fork, printing the keyboard focus and keys it gets too. Once it is
// mapped the client forks: the parent reports and ends, so that the witness starts under
// the overlay; the child keeps the overlay up and prints every touch event it gets until
// the kiosk goes or HOLD_MS pass.
static void attack_overlay(struct conn *c, int argc, char **argv) {
  require_layer_shell(c);
  const char *kind = argc > 0 ? argv[0] : "opaque";
  bool invisible = strcmp(kind, "invisible") == 0;
  bool pass_through = strcmp(kind, "pass-through") == 0;
  bool bottom = strcmp(kind, "bottom") == 0;
  bool keyboard = strcmp(kind, "keyboard") == 0;
  if (!invisible && !pass_through && !bottom && !keyboard && strcmp(kind, "opaque") != 0) usage();
  int hold_ms = count_argument(argc, argv, 1, 30000);
  struct touch_watch *watch = watch_touches(c);
  bool forked = false;
  if (keyboard) {
    // Bound while in the app's tree, mapped once out of it: the parent, whose pid the
    // connection carries, ends first.
    watch_keyboard(c);
    forked = fork_and_detach();
  }
  struct layer *layer = layer_create(c, ZWLR_LAYER_SHELL_V1_LAYER_OVERLAY);
  if (keyboard) zwlr_layer_surface_v1_set_keyboard_interactivity(layer->layer_surface, 1);
  zwlr_layer_surface_v1_set_anchor(layer->layer_surface,
    (bottom ? 0 : ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP) | ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM |
      ZWLR_LAYER_SURFACE_V1_ANCHOR_LEFT | ZWLR_LAYER_SURFACE_V1_ANCHOR_RIGHT);
  if (bottom) zwlr_layer_surface_v1_set_size(layer->layer_surface, 0, 240);
  zwlr_layer_surface_v1_set_exclusive_zone(layer->layer_surface, -1);
  wl_surface_commit(layer->surface);
  check(c, dispatch_until(c->display, &layer->configured, EVENT_MS), "configure");
  zwlr_layer_surface_v1_ack_configure(layer->layer_surface, layer->serial);
  int32_t width = (int32_t)min_u32(layer->width, 2000), height = (int32_t)min_u32(layer->height, 2000);
  size_t size = (size_t)width * 4 * height;
  struct wl_buffer *buffer = invisible
    ? make_argb_zeros(c, width, height, size)
    : plain_buffer(c, width, height);
  if (pass_through) {
    struct wl_region *empty = wl_compositor_create_region(c->compositor);
    wl_surface_set_input_region(layer->surface, empty);
    wl_region_destroy(empty);
  }
  wl_surface_attach(layer->surface, buffer, 0, 0);
  wl_surface_damage(layer->surface, 0, 0, INT32_MAX, INT32_MAX);
  wl_surface_commit(layer->surface);
  check(c, roundtrip(c->display, ANSWER_MS), "map");
  say("attack=overlay kind=%s width=%d height=%d", kind, width, height);
  if (!forked) fork_and_detach();
  bool never = false;
  int status = dispatch_until(c->display, &never, hold_ms);
  say("overlay ended status=%d downs=%d", status, watch->any_down ? 1 : 0);
  _exit(0);
}

// Leaves the process tree it was started in, as a process the kiosk did not start would
// be: the parent ends at once (its caller goes on) and the child carries on once it has a
// new parent (the kernel sends PR_SET_PDEATHSIG after re-parenting), in a session of its
// own, out of the app's process group, which the kiosk ends with the app.
static void leave_process_tree(void) {
  sigset_t orphaned;
  sigemptyset(&orphaned);
  sigaddset(&orphaned, SIGUSR2);
  sigprocmask(SIG_BLOCK, &orphaned, NULL);
  pid_t parent = getpid();
  pid_t child = fork();
  if (child < 0) {
    perror("fork");
    exit(2);
  }
  if (child > 0) _exit(0);
  prctl(PR_SET_PDEATHSIG, SIGUSR2);
  struct timespec deadline = {EVENT_MS / 1000, 0};
  if (getppid() == parent && sigtimedwait(&orphaned, NULL, &deadline) < 0) {
    fprintf(stderr, "touchway-hostile-client: not re-parented\n");
    exit(2);
  }
  prctl(PR_SET_PDEATHSIG, 0);
  setsid();
}

// A full-screen toplevel of a client that is not the app's (main left the process tree
// before connecting), mapped over the app's window: it prints every touch event and
// keyboard focus it gets until the kiosk goes or HOLD_MS pass, then `stranger ended`.
static void attack_stranger_toplevel(struct conn *c, int argc, char **argv) {
  int hold_ms = count_argument(argc, argv, 0, 30000);
  watch_touches(c);
  watch_keyboard(c);
  window_open(c, "stranger", "touchway.stranger");
  say("attack=stranger-toplevel");
  say("result=survived");
  bool never = false;
  int status = dispatch_until(c->display, &never, hold_ms);
  say("stranger ended status=%d", status);
  _exit(0);
}

// A full-screen toplevel with `count` subsurfaces 20 wide down its left edge, each
// excluding system gestures over all of itself (touchway-responder-v1), mapped with them
// in one commit; prints the touch events of the first two touches. Each strip is within
// the cap a surface had; together they cover the whole edge.
static void attack_exclusion_strips(struct conn *c, int argc, char **argv) {
  int count = count_argument(argc, argv, 0, 4);
  if (!c->subcompositor || !c->responder_manager) {
    say("result=skipped reason=missing-globals");
    finish();
  }
  struct touch_watch *watch = watch_touches(c);
  struct window *window = calloc(1, sizeof *window);
  window->conn = c;
  window->surface = wl_compositor_create_surface(c->compositor);
  window_add_role(window);
  window->configured = false;
  wl_surface_commit(window->surface);
  check(c, dispatch_until(c->display, &window->configured, EVENT_MS), "configure");
  xdg_surface_ack_configure(window->xdg_surface, window->serial);
  int32_t height = window->height / count;
  for (int index = 0; index < count; index++) {
    struct wl_surface *strip =
      subsurface(c, window->surface, plain_buffer(c, 20, height), 0, index * height);
    struct touchway_responder_v1 *responder =
      touchway_responder_manager_v1_get_responder(c->responder_manager, strip);
    struct wl_region *all = wl_compositor_create_region(c->compositor);
    wl_region_add(all, 0, 0, INT32_MAX, INT32_MAX);
    touchway_responder_v1_set_gesture_exclusion(responder, all);
    wl_region_destroy(all);
    wl_surface_commit(strip);
  }
  wl_surface_attach(window->surface, plain_buffer(c, window->width, window->height), 0, 0);
  wl_surface_damage(window->surface, 0, 0, INT32_MAX, INT32_MAX);
  wl_surface_commit(window->surface);
  check(c, roundtrip(c->display, ANSWER_MS), "map");
  say("attack=exclusion-strips count=%d height=%d", count, height);
  for (int touch = 0; touch < 2; touch++) {
    watch->any_end = false;
    check(c, dispatch_until(c->display, &watch->any_end, EVENT_MS), "wait-touch");
  }
  check(c, roundtrip(c->display, ANSWER_MS), "wait-touch");
  say("result=survived");
}

int main(int argc, char **argv) {
  if (argc < 2) usage();
  const char *attack = argv[1];
  int rest = argc - 2;
  char **arguments = argv + 2;
  if (strcmp(attack, "stranger-toplevel") == 0) leave_process_tree();
  // The probe: a well-behaved client connected before the attack.
  probe = conn_open();
  if (!probe) {
    fprintf(stderr, "touchway-hostile-client: cannot connect to the compositor\n");
    return 2;
  }
  probe_check("before");
  if (strcmp(attack, "fd-flood") == 0) {
    attack_fd_flood(rest, arguments);
    finish();
  }
  struct conn *c = conn_open();
  if (!c) {
    say("result=disconnected errno=%d during=connect", errno);
    finish();
  }
  if (!c->compositor || !c->shm || !c->wm_base) {
    say("result=skipped reason=missing-globals");
    finish();
  }
  if (strcmp(attack, "stride") == 0) attack_stride(c, rest, arguments);
  else if (strcmp(attack, "offset-overflow") == 0) attack_offset_overflow(c);
  else if (strcmp(attack, "popup-overflow") == 0) attack_popup_overflow(c);
  else if (strcmp(attack, "popup-self-parent") == 0) attack_popup_self_parent(c);
  else if (strcmp(attack, "popup-cycle") == 0) attack_popup_cycle(c);
  else if (strcmp(attack, "nested-subsurfaces") == 0) attack_nested_subsurfaces(c, rest, arguments);
  else if (strcmp(attack, "sibling-subsurfaces") == 0) attack_sibling_subsurfaces(c, rest, arguments);
  else if (strcmp(attack, "touch-flood") == 0) attack_touch_flood(c, rest, arguments);
  else if (strcmp(attack, "newline-title") == 0) attack_newline_title(c);
  else if (strcmp(attack, "text-input") == 0) attack_text_input(c, rest, arguments);
  else if (strcmp(attack, "virtual-keyboard") == 0) attack_virtual_keyboard(c);
  else if (strcmp(attack, "virtual-keyboard-short-keymap") == 0)
    attack_virtual_keyboard_short_keymap(c);
  else if (strcmp(attack, "virtual-keyboard-flood") == 0)
    attack_virtual_keyboard_flood(c, rest, arguments);
  else if (strcmp(attack, "input-method-text") == 0) attack_input_method_text(c, rest, arguments);
  else if (strcmp(attack, "text-input-flood") == 0) attack_text_input_flood(c, rest, arguments);
  else if (strcmp(attack, "layer-values") == 0) attack_layer_values(c, rest, arguments);
  else if (strcmp(attack, "layer-popup") == 0) attack_layer_popup(c, rest, arguments);
  else if (strcmp(attack, "layer-flood") == 0) attack_layer_flood(c, rest, arguments);
  else if (strcmp(attack, "registry") == 0) attack_registry(c);
  else if (strcmp(attack, "unmap-mid-touch") == 0) attack_unmap_mid_touch(c, rest, arguments);
  else if (strcmp(attack, "overlay") == 0) attack_overlay(c, rest, arguments);
  else if (strcmp(attack, "dialog-edge") == 0) attack_dialog_edge(c);
  else if (strcmp(attack, "stranger-toplevel") == 0) attack_stranger_toplevel(c, rest, arguments);
  else if (strcmp(attack, "exclusion-strips") == 0) attack_exclusion_strips(c, rest, arguments);
  else usage();
  finish();
}
