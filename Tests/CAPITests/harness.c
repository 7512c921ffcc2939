#define _GNU_SOURCE
#include "harness.h"

#include <poll.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

#include <wlr/render/pixman.h>
#include <wlr/render/wlr_renderer.h>
#include <wlr/types/wlr_compositor.h>
#include <wlr/types/wlr_layer_shell_v1.h>
#include <wlr/types/wlr_scene.h>
#include <wlr/types/wlr_seat.h>
#include <wlr/types/wlr_xdg_shell.h>

#include "wlr-layer-shell-unstable-v1-client-protocol.h"
#include "touchway-responder-v1-client-protocol.h"
#include "xdg-shell-client-protocol.h"

int harness_failures = 0;

struct impl {
  struct harness *harness;
  struct wlr_renderer *renderer;
  struct wl_listener new_xdg_surface;
  struct wl_listener new_layer_surface;
  struct wl_listener new_surface;
  struct wl_registry *registry;
  struct wl_compositor *compositor;
  struct wl_shm *shm;
  struct xdg_wm_base *wm_base;
  struct zwlr_layer_shell_v1 *layer_shell;
  uint32_t responders_name; /* the manager's global, bound only when a test asks: seats come
                               and go, and a bind of a global just removed is an error */
  struct wl_seat *seat;
  struct wl_touch *touch;
  struct wl_buffer *buffer;
};

static void fail(const char *what) {
  fprintf(stderr, "harness: %s\n", what);
  exit(1);
}

/* ---- Server ---- */

static void handle_new_xdg_surface(struct wl_listener *listener, void *data) {
  struct impl *impl = wl_container_of(listener, impl, new_xdg_surface);
  struct wlr_xdg_surface *surface = data;
  if (surface->role == WLR_XDG_SURFACE_ROLE_TOPLEVEL) impl->harness->last_xdg_surface = surface;
}

static void handle_new_layer_surface(struct wl_listener *listener, void *data) {
  struct impl *impl = wl_container_of(listener, impl, new_layer_surface);
  impl->harness->last_layer_surface = data;
}

static void handle_new_surface(struct wl_listener *listener, void *data) {
  struct impl *impl = wl_container_of(listener, impl, new_surface);
  impl->harness->last_surface = data;
}

/* ---- Client ---- */

static void touch_down(void *data, struct wl_touch *touch, uint32_t serial, uint32_t time,
                       struct wl_surface *surface, int32_t id, wl_fixed_t x, wl_fixed_t y) {
  struct client_touch *state = data;
  (void)touch, (void)serial, (void)time, (void)id;
  state->downs++;
  state->last_surface = surface;
  state->last_x = wl_fixed_to_double(x);
  state->last_y = wl_fixed_to_double(y);
}

static void touch_up(void *data, struct wl_touch *touch, uint32_t serial, uint32_t time,
                     int32_t id) {
  struct client_touch *state = data;
  (void)touch, (void)serial, (void)time, (void)id;
  state->ups++;
}

static void touch_motion(void *data, struct wl_touch *touch, uint32_t time, int32_t id,
                         wl_fixed_t x, wl_fixed_t y) {
  struct client_touch *state = data;
  (void)touch, (void)time, (void)id;
  state->motions++;
  state->last_x = wl_fixed_to_double(x);
  state->last_y = wl_fixed_to_double(y);
}

static void touch_frame(void *data, struct wl_touch *touch) {
  struct client_touch *state = data;
  (void)touch;
  state->frames++;
}

static void touch_cancel(void *data, struct wl_touch *touch) {
  struct client_touch *state = data;
  (void)touch;
  state->cancels++;
}

static void touch_shape(void *data, struct wl_touch *touch, int32_t id, wl_fixed_t major,
                        wl_fixed_t minor) {
  (void)data, (void)touch, (void)id, (void)major, (void)minor;
}

static void touch_orientation(void *data, struct wl_touch *touch, int32_t id,
                              wl_fixed_t orientation) {
  (void)data, (void)touch, (void)id, (void)orientation;
}

static const struct wl_touch_listener touch_listener = {
    .down = touch_down,
    .up = touch_up,
    .motion = touch_motion,
    .frame = touch_frame,
    .cancel = touch_cancel,
    .shape = touch_shape,
    .orientation = touch_orientation,
};

static void wm_base_ping(void *data, struct xdg_wm_base *wm_base, uint32_t serial) {
  (void)data;
  xdg_wm_base_pong(wm_base, serial);
}

static const struct xdg_wm_base_listener wm_base_listener = {.ping = wm_base_ping};

static void registry_global(void *data, struct wl_registry *registry, uint32_t name,
                            const char *interface, uint32_t version) {
  struct impl *impl = data;
  (void)version;
  if (strcmp(interface, wl_compositor_interface.name) == 0) {
    impl->compositor = wl_registry_bind(registry, name, &wl_compositor_interface, 4);
  } else if (strcmp(interface, wl_shm_interface.name) == 0) {
    impl->shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
  } else if (strcmp(interface, xdg_wm_base_interface.name) == 0) {
    impl->wm_base = wl_registry_bind(registry, name, &xdg_wm_base_interface, 1);
    xdg_wm_base_add_listener(impl->wm_base, &wm_base_listener, NULL);
  } else if (strcmp(interface, zwlr_layer_shell_v1_interface.name) == 0) {
    impl->layer_shell = wl_registry_bind(registry, name, &zwlr_layer_shell_v1_interface, 1);
  } else if (strcmp(interface, touchway_responder_manager_v1_interface.name) == 0) {
    impl->responders_name = name;
  } else if (strcmp(interface, wl_seat_interface.name) == 0) {
    impl->seat = wl_registry_bind(registry, name, &wl_seat_interface, 5);
  }
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
  struct impl *impl = data;
  (void)registry;
  if (impl->responders_name == name) impl->responders_name = 0;
}

static const struct wl_registry_listener registry_listener = {
    .global = registry_global,
    .global_remove = registry_global_remove,
};

static void sync_done(void *data, struct wl_callback *callback, uint32_t time) {
  (void)time;
  *(bool *)data = true;
  wl_callback_destroy(callback);
}

static const struct wl_callback_listener sync_listener = {.done = sync_done};

/* One turn: the client's requests to the server, the server's events to the client. */
static void turn(struct harness *harness) {
  wl_display_flush(harness->client);
  wl_event_loop_dispatch(wl_display_get_event_loop(harness->server), 0);
  wl_display_flush_clients(harness->server);
  while (wl_display_prepare_read(harness->client) != 0) {
    wl_display_dispatch_pending(harness->client);
  }
  struct pollfd pollfd = {.fd = wl_display_get_fd(harness->client), .events = POLLIN};
  if (poll(&pollfd, 1, 0) > 0) {
    wl_display_read_events(harness->client);
  } else {
    wl_display_cancel_read(harness->client);
  }
  wl_display_dispatch_pending(harness->client);
}

void harness_roundtrip(struct harness *harness) {
  bool done = false;
  struct wl_callback *callback = wl_display_sync(harness->client);
  wl_callback_add_listener(callback, &sync_listener, &done);
  for (int turns = 0; !done; turns++) {
    if (turns > 1000) fail("the roundtrip did not finish");
    if (wl_display_get_error(harness->client)) fail("the client has a protocol error");
    turn(harness);
  }
}

static struct wl_buffer *make_buffer(struct impl *impl) {
  const int width = 100, height = 100, stride = width * 4, size = stride * height;
  int fd = memfd_create("harness-buffer", MFD_CLOEXEC);
  if (fd < 0 || ftruncate(fd, size) < 0) fail("memfd");
  struct wl_shm_pool *pool = wl_shm_create_pool(impl->shm, fd, size);
  struct wl_buffer *buffer =
      wl_shm_pool_create_buffer(pool, 0, width, height, stride, WL_SHM_FORMAT_ARGB8888);
  wl_shm_pool_destroy(pool);
  close(fd);
  return buffer;
}

void harness_init(struct harness *harness) {
  memset(harness, 0, sizeof(*harness));
  struct impl *impl = calloc(1, sizeof(*impl));
  harness->impl = impl;
  impl->harness = harness;
  harness->server = wl_display_create();
  impl->renderer = wlr_pixman_renderer_create();
  if (!harness->server || !impl->renderer) fail("wl_display_create");
  wlr_renderer_init_wl_display(impl->renderer, harness->server);
  struct wlr_compositor *compositor = wlr_compositor_create(harness->server, impl->renderer);
  impl->new_surface.notify = handle_new_surface;
  wl_signal_add(&compositor->events.new_surface, &impl->new_surface);
  struct wlr_xdg_shell *xdg_shell = wlr_xdg_shell_create(harness->server);
  impl->new_xdg_surface.notify = handle_new_xdg_surface;
  wl_signal_add(&xdg_shell->events.new_surface, &impl->new_xdg_surface);
  struct wlr_layer_shell_v1 *layer_shell = wlr_layer_shell_v1_create(harness->server);
  impl->new_layer_surface.notify = handle_new_layer_surface;
  wl_signal_add(&layer_shell->events.new_surface, &impl->new_layer_surface);
  harness->seat = wlr_seat_create(harness->server, "seat0");
  wlr_seat_set_capabilities(harness->seat, WL_SEAT_CAPABILITY_TOUCH);
  harness->scene = wlr_scene_create();

  int fds[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) < 0) fail("socketpair");
  if (!wl_client_create(harness->server, fds[0])) fail("wl_client_create");
  harness->client = wl_display_connect_to_fd(fds[1]);
  if (!harness->client) fail("wl_display_connect_to_fd");
  impl->registry = wl_display_get_registry(harness->client);
  wl_registry_add_listener(impl->registry, &registry_listener, impl);
  harness_roundtrip(harness);
  if (!impl->compositor || !impl->shm || !impl->wm_base || !impl->layer_shell || !impl->seat) {
    fail("a global is missing");
  }
  impl->touch = wl_seat_get_touch(impl->seat);
  wl_touch_add_listener(impl->touch, &touch_listener, &harness->touch);
  impl->buffer = make_buffer(impl);
  harness_roundtrip(harness);
}

void harness_finish(struct harness *harness) {
  struct impl *impl = harness->impl;
  wl_display_disconnect(harness->client);
  wl_display_destroy_clients(harness->server);
  wlr_scene_node_destroy(&harness->scene->node);
  wl_list_remove(&impl->new_xdg_surface.link);
  wl_list_remove(&impl->new_layer_surface.link);
  wl_list_remove(&impl->new_surface.link);
  wl_display_destroy(harness->server);
  wlr_renderer_destroy(impl->renderer);
  free(impl);
}

static void xdg_surface_configure(void *data, struct xdg_surface *xdg_surface,
                                  uint32_t serial) {
  struct client_window *window = data;
  xdg_surface_ack_configure(xdg_surface, serial);
  window->configured = true;
}

static const struct xdg_surface_listener xdg_surface_listener = {
    .configure = xdg_surface_configure,
};

static void layer_configure(void *data, struct zwlr_layer_surface_v1 *layer_surface,
                            uint32_t serial, uint32_t width, uint32_t height) {
  struct client_window *window = data;
  (void)width, (void)height;
  zwlr_layer_surface_v1_ack_configure(layer_surface, serial);
  window->configured = true;
}

static void layer_closed(void *data, struct zwlr_layer_surface_v1 *layer_surface) {
  (void)data, (void)layer_surface;
}

static const struct zwlr_layer_surface_v1_listener layer_listener = {
    .configure = layer_configure,
    .closed = layer_closed,
};

/* Attaches the buffer once the window is configured, and commits. */
static void map(struct harness *harness, struct client_window *window) {
  struct impl *impl = harness->impl;
  harness_roundtrip(harness);
  if (!window->configured) fail("the window was not configured");
  wl_surface_attach(window->surface, impl->buffer, 0, 0);
  wl_surface_damage(window->surface, 0, 0, 100, 100);
  wl_surface_commit(window->surface);
  harness_roundtrip(harness);
}

struct client_window *harness_map_toplevel(struct harness *harness,
                                           struct wlr_xdg_surface **out) {
  struct impl *impl = harness->impl;
  struct client_window *window = calloc(1, sizeof(*window));
  window->surface = wl_compositor_create_surface(impl->compositor);
  window->xdg_surface = xdg_wm_base_get_xdg_surface(impl->wm_base, window->surface);
  xdg_surface_add_listener(window->xdg_surface, &xdg_surface_listener, window);
  window->toplevel = xdg_surface_get_toplevel(window->xdg_surface);
  wl_surface_commit(window->surface);
  map(harness, window);
  if (!harness->last_xdg_surface || !harness->last_xdg_surface->mapped) fail("not mapped");
  *out = harness->last_xdg_surface;
  return window;
}

struct client_window *harness_map_layer(struct harness *harness,
                                        struct wlr_layer_surface_v1 **out) {
  struct impl *impl = harness->impl;
  struct client_window *window = calloc(1, sizeof(*window));
  window->surface = wl_compositor_create_surface(impl->compositor);
  window->layer_surface = zwlr_layer_shell_v1_get_layer_surface(
      impl->layer_shell, window->surface, NULL, ZWLR_LAYER_SHELL_V1_LAYER_TOP, "test");
  zwlr_layer_surface_v1_add_listener(window->layer_surface, &layer_listener, window);
  zwlr_layer_surface_v1_set_size(window->layer_surface, 100, 100);
  wl_surface_commit(window->surface);
  harness_roundtrip(harness);
  if (!harness->last_layer_surface) fail("no layer surface");
  wlr_layer_surface_v1_configure(harness->last_layer_surface, 100, 100);
  map(harness, window);
  if (!harness->last_layer_surface->mapped) fail("layer surface not mapped");
  *out = harness->last_layer_surface;
  return window;
}

struct client_window *harness_make_surface(struct harness *harness, struct wlr_surface **out) {
  struct impl *impl = harness->impl;
  struct client_window *window = calloc(1, sizeof(*window));
  window->surface = wl_compositor_create_surface(impl->compositor);
  window->configured = true;
  map(harness, window);
  *out = harness->last_surface;
  return window;
}

void harness_destroy_window(struct harness *harness, struct client_window *window) {
  if (window->toplevel) xdg_toplevel_destroy(window->toplevel);
  if (window->xdg_surface) xdg_surface_destroy(window->xdg_surface);
  if (window->layer_surface) zwlr_layer_surface_v1_destroy(window->layer_surface);
  wl_surface_destroy(window->surface);
  harness_roundtrip(harness);
  free(window);
}

void harness_unmap(struct harness *harness, struct client_window *window) {
  wl_surface_attach(window->surface, NULL, 0, 0);
  wl_surface_commit(window->surface);
  harness_roundtrip(harness);
}

bool harness_provoke_responder_error(struct harness *harness, struct client_window *window) {
  struct impl *impl = harness->impl;
  harness_roundtrip(harness); /* the manager's global, announced since the client started */
  if (!impl->responders_name) return false;
  struct touchway_responder_manager_v1 *responders = wl_registry_bind(
      impl->registry, impl->responders_name, &touchway_responder_manager_v1_interface, 1);
  struct touchway_responder_v1 *responder =
      touchway_responder_manager_v1_get_responder(responders, window->surface);
  touchway_responder_v1_set_exclusive_touch(responder, 7); /* no state */
  for (int turns = 0; turns < 1000 && !wl_display_get_error(harness->client); turns++) {
    turn(harness);
  }
  return wl_display_get_error(harness->client) != 0;
}
