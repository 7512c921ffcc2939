/*
 * touchway-c-compositor: a small wlroots 0.15 compositor in C whose touches go through
 * Touchway's C API (docs/c-api.md). Like tinywl, it shows xdg toplevels with the scene
 * graph, here on top of each other, and takes touch input through a wlr_cursor. Its own UI
 * is a bar along the bottom of the screen: a tap on its button closes the front toplevel.
 *
 * Build (after scripts/install-c-api.sh PREFIX, with PKG_CONFIG_PATH=PREFIX/lib/pkgconfig):
 *   wayland-scanner server-header xdg-shell.xml xdg-shell-protocol.h
 *   wayland-scanner private-code xdg-shell.xml xdg-shell-protocol.c
 *   cc -DWLR_USE_UNSTABLE -I. compositor.c xdg-shell-protocol.c \
 *     $(pkg-config --cflags --libs touchway wayland-server) -o touchway-c-compositor
 *
 * Run: touchway-c-compositor [--self-test] [COMMAND]. With --self-test it runs headless,
 * taps the bar's button through a headless touch device and exits 0 if the tap arrived.
 */
#define _POSIX_C_SOURCE 200112L
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <wayland-server-core.h>
#include <wlr/backend.h>
#include <wlr/backend/headless.h>
#include <wlr/render/allocator.h>
#include <wlr/render/pixman.h>
#include <wlr/render/wlr_renderer.h>
#include <wlr/types/wlr_compositor.h>
#include <wlr/types/wlr_cursor.h>
#include <wlr/types/wlr_input_device.h>
#include <wlr/types/wlr_output.h>
#include <wlr/types/wlr_output_layout.h>
#include <wlr/types/wlr_scene.h>
#include <wlr/types/wlr_seat.h>
#include <wlr/types/wlr_touch.h>
#include <wlr/types/wlr_xdg_shell.h>
#include <wlr/util/log.h>

#include <touchway.h>

#define BAR_HEIGHT 60

struct server {
  struct wl_display *display;
  struct wlr_backend *backend;
  struct wlr_renderer *renderer;
  struct wlr_allocator *allocator;
  struct wlr_scene *scene;
  struct wlr_output_layout *layout;
  struct wlr_cursor *cursor;
  struct wlr_seat *seat;
  struct wl_list toplevels; /* struct toplevel::link, front first */

  /* Touchway: the seat, and the compositor's bar with its button and the button's tap. */
  touchway_seat *touchway;
  touchway_window *bar;
  touchway_view *button;
  touchway_gesture *button_tap;
  int button_taps;

  struct wl_listener new_output;
  struct wl_listener new_input;
  struct wl_listener new_xdg_surface;
  struct wl_listener touch_down;
  struct wl_listener touch_motion;
  struct wl_listener touch_up;
  struct wl_listener touch_cancel;
  struct wl_listener touch_frame;
};

struct toplevel {
  struct wl_list link;
  struct server *server;
  struct wlr_xdg_surface *xdg_surface;
  struct wlr_scene_node *node;
  touchway_window *window; /* while mapped */
  struct wl_listener map;
  struct wl_listener unmap;
  struct wl_listener destroy;
};

struct output {
  struct server *server;
  struct wlr_output *wlr_output;
  struct wlr_scene_output *scene_output;
  struct wl_listener frame;
  struct wl_listener destroy;
};

/* A Touchway call that fails is the compositor's bug: say which and go on. */
static void check(touchway_status status, const char *call) {
  if (status != TOUCHWAY_OK) wlr_log(WLR_ERROR, "%s: %s", call, touchway_status_string(status));
}

#define CHECK(call) check((call), #call)

/* ---- Touch input: wlr_cursor's five touch signals, in output-layout coordinates ---- */

static void handle_touch_down(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, touch_down);
  struct wlr_event_touch_down *event = data;
  double x, y;
  wlr_cursor_absolute_to_layout_coords(server->cursor, event->device, event->x, event->y, &x, &y);
  CHECK(touchway_seat_touch_down(server->touchway, event->time_msec, event->touch_id, x, y));
}

static void handle_touch_motion(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, touch_motion);
  struct wlr_event_touch_motion *event = data;
  double x, y;
  wlr_cursor_absolute_to_layout_coords(server->cursor, event->device, event->x, event->y, &x, &y);
  CHECK(touchway_seat_touch_motion(server->touchway, event->time_msec, event->touch_id, x, y));
}

static void handle_touch_up(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, touch_up);
  struct wlr_event_touch_up *event = data;
  CHECK(touchway_seat_touch_up(server->touchway, event->time_msec, event->touch_id));
}

static void handle_touch_cancel(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, touch_cancel);
  struct wlr_event_touch_cancel *event = data;
  CHECK(touchway_seat_touch_cancel(server->touchway, event->time_msec, event->touch_id));
}

static void handle_touch_frame(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, touch_frame);
  (void)data;
  CHECK(touchway_seat_touch_frame(server->touchway));
}

static void handle_new_input(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, new_input);
  struct wlr_input_device *device = data;
  if (device->type == WLR_INPUT_DEVICE_TOUCH) wlr_cursor_attach_input_device(server->cursor, device);
}

/* ---- Focus: Touchway says which window a touch went down on ---- */

static void handle_focus(touchway_window *window, struct wlr_surface *surface, void *data) {
  struct server *server = data;
  (void)window;
  struct wlr_xdg_surface *xdg_surface = wlr_xdg_surface_from_wlr_surface(surface);
  struct toplevel *toplevel;
  wl_list_for_each(toplevel, &server->toplevels, link) {
    if (toplevel->xdg_surface->role == WLR_XDG_SURFACE_ROLE_TOPLEVEL) {
      wlr_xdg_toplevel_set_activated(toplevel->xdg_surface, toplevel->xdg_surface == xdg_surface);
    }
  }
}

/* ---- The bar's button: closes the front toplevel ---- */

static void handle_button_tap(touchway_gesture *gesture, touchway_gesture_state state,
                              void *data) {
  struct server *server = data;
  (void)gesture;
  if (state != TOUCHWAY_GESTURE_ENDED) return;
  server->button_taps++;
  struct toplevel *toplevel;
  wl_list_for_each(toplevel, &server->toplevels, link) {
    if (toplevel->window) {
      wlr_xdg_toplevel_send_close(toplevel->xdg_surface);
      return;
    }
  }
}

static void make_bar(struct server *server, int width, int height) {
  CHECK(touchway_window_create(server->touchway, 0, height - BAR_HEIGHT, width, BAR_HEIGHT,
                               &server->bar));
  CHECK(touchway_window_set_level(server->bar, 10));
  CHECK(touchway_window_set_name(server->bar, "bar"));
  CHECK(touchway_view_create(server->touchway, width / 2.0 - 50, 10, 100, 40, &server->button));
  CHECK(touchway_view_set_name(server->button, "button"));
  CHECK(touchway_window_add_view(server->bar, server->button));
  CHECK(touchway_gesture_create(server->touchway, TOUCHWAY_GESTURE_TAP, &server->button_tap));
  CHECK(touchway_gesture_set_callback(server->button_tap, handle_button_tap, server));
  CHECK(touchway_gesture_attach_to_view(server->button_tap, server->button));
}

/* ---- Toplevels: a Touchway window from map to unmap ---- */

static void handle_map(struct wl_listener *listener, void *data) {
  struct toplevel *toplevel = wl_container_of(listener, toplevel, map);
  (void)data;
  CHECK(touchway_window_create_xdg(toplevel->server->touchway, toplevel->xdg_surface,
                                   toplevel->node, &toplevel->window));
  /* Clients that take no touches get pointer input instead. */
  CHECK(touchway_window_set_pointer_emulation(toplevel->window, true));
  wl_list_remove(&toplevel->link);
  wl_list_insert(&toplevel->server->toplevels, &toplevel->link);
  wlr_scene_node_raise_to_top(toplevel->node);
}

static void handle_unmap(struct wl_listener *listener, void *data) {
  struct toplevel *toplevel = wl_container_of(listener, toplevel, unmap);
  (void)data;
  CHECK(touchway_window_destroy(toplevel->window));
  toplevel->window = NULL;
}

static void handle_toplevel_destroy(struct wl_listener *listener, void *data) {
  struct toplevel *toplevel = wl_container_of(listener, toplevel, destroy);
  (void)data;
  wl_list_remove(&toplevel->map.link);
  wl_list_remove(&toplevel->unmap.link);
  wl_list_remove(&toplevel->destroy.link);
  wl_list_remove(&toplevel->link);
  free(toplevel);
}

static void handle_new_xdg_surface(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, new_xdg_surface);
  struct wlr_xdg_surface *xdg_surface = data;
  if (xdg_surface->role == WLR_XDG_SURFACE_ROLE_POPUP) {
    /* A popup's node goes into its parent's, which the parent's window covers. */
    struct wlr_xdg_surface *parent = wlr_xdg_surface_from_wlr_surface(xdg_surface->popup->parent);
    xdg_surface->data = wlr_scene_xdg_surface_create(parent->data, xdg_surface);
    return;
  }
  if (xdg_surface->role != WLR_XDG_SURFACE_ROLE_TOPLEVEL) return;
  struct toplevel *toplevel = calloc(1, sizeof(*toplevel));
  toplevel->server = server;
  toplevel->xdg_surface = xdg_surface;
  toplevel->node = wlr_scene_xdg_surface_create(&server->scene->node, xdg_surface);
  xdg_surface->data = toplevel->node;
  wl_list_insert(&server->toplevels, &toplevel->link);
  toplevel->map.notify = handle_map;
  wl_signal_add(&xdg_surface->events.map, &toplevel->map);
  toplevel->unmap.notify = handle_unmap;
  wl_signal_add(&xdg_surface->events.unmap, &toplevel->unmap);
  toplevel->destroy.notify = handle_toplevel_destroy;
  wl_signal_add(&xdg_surface->events.destroy, &toplevel->destroy);
}

/* ---- Outputs ---- */

static void handle_frame(struct wl_listener *listener, void *data) {
  struct output *output = wl_container_of(listener, output, frame);
  (void)data;
  wlr_scene_output_commit(output->scene_output);
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  wlr_scene_output_send_frame_done(output->scene_output, &now);
}

static void handle_output_destroy(struct wl_listener *listener, void *data) {
  struct output *output = wl_container_of(listener, output, destroy);
  (void)data;
  wl_list_remove(&output->frame.link);
  wl_list_remove(&output->destroy.link);
  free(output);
}

static void handle_new_output(struct wl_listener *listener, void *data) {
  struct server *server = wl_container_of(listener, server, new_output);
  struct wlr_output *wlr_output = data;
  wlr_output_init_render(wlr_output, server->allocator, server->renderer);
  struct wlr_output_mode *mode = wlr_output_preferred_mode(wlr_output);
  if (mode) wlr_output_set_mode(wlr_output, mode);
  wlr_output_enable(wlr_output, true);
  if (!wlr_output_commit(wlr_output)) return;
  struct output *output = calloc(1, sizeof(*output));
  output->server = server;
  output->wlr_output = wlr_output;
  output->frame.notify = handle_frame;
  wl_signal_add(&wlr_output->events.frame, &output->frame);
  output->destroy.notify = handle_output_destroy;
  wl_signal_add(&wlr_output->events.destroy, &output->destroy);
  wlr_output_layout_add_auto(server->layout, wlr_output);
  output->scene_output = wlr_scene_output_create(server->scene, wlr_output);
  if (!server->bar) make_bar(server, wlr_output->width, wlr_output->height);
}

/* ---- Set-up ---- */

static bool start(struct server *server, bool headless) {
  server->display = wl_display_create();
  server->backend =
      headless ? wlr_headless_backend_create(server->display) : wlr_backend_autocreate(server->display);
  if (!server->backend) return false;
  server->renderer =
      headless ? wlr_pixman_renderer_create() : wlr_renderer_autocreate(server->backend);
  if (!server->renderer) return false;
  wlr_renderer_init_wl_display(server->renderer, server->display);
  server->allocator = wlr_allocator_autocreate(server->backend, server->renderer);
  if (!server->allocator) return false;
  wlr_compositor_create(server->display, server->renderer);
  server->layout = wlr_output_layout_create();
  server->scene = wlr_scene_create();
  wlr_scene_attach_output_layout(server->scene, server->layout);
  wl_list_init(&server->toplevels);
  server->new_output.notify = handle_new_output;
  wl_signal_add(&server->backend->events.new_output, &server->new_output);
  struct wlr_xdg_shell *xdg_shell = wlr_xdg_shell_create(server->display);
  server->new_xdg_surface.notify = handle_new_xdg_surface;
  wl_signal_add(&xdg_shell->events.new_surface, &server->new_xdg_surface);

  server->seat = wlr_seat_create(server->display, "seat0");
  wlr_seat_set_capabilities(server->seat, WL_SEAT_CAPABILITY_TOUCH | WL_SEAT_CAPABILITY_POINTER);
  /* Touchway takes the seat's touches; its timers run on the display's event loop. */
  CHECK(touchway_seat_create(server->seat, server->display, &server->touchway));
  CHECK(touchway_seat_set_focus_callback(server->touchway, handle_focus, server));

  server->cursor = wlr_cursor_create();
  wlr_cursor_attach_output_layout(server->cursor, server->layout);
  server->new_input.notify = handle_new_input;
  wl_signal_add(&server->backend->events.new_input, &server->new_input);
  server->touch_down.notify = handle_touch_down;
  wl_signal_add(&server->cursor->events.touch_down, &server->touch_down);
  server->touch_motion.notify = handle_touch_motion;
  wl_signal_add(&server->cursor->events.touch_motion, &server->touch_motion);
  server->touch_up.notify = handle_touch_up;
  wl_signal_add(&server->cursor->events.touch_up, &server->touch_up);
  server->touch_cancel.notify = handle_touch_cancel;
  wl_signal_add(&server->cursor->events.touch_cancel, &server->touch_cancel);
  server->touch_frame.notify = handle_touch_frame;
  wl_signal_add(&server->cursor->events.touch_frame, &server->touch_frame);
  if (headless) wlr_headless_add_output(server->backend, 800, 600);
  return wlr_backend_start(server->backend);
}

static void stop(struct server *server) {
  wl_display_destroy_clients(server->display);
  /* Touchway's handles may go in any order, before or after the display. */
  CHECK(touchway_seat_destroy(server->touchway));
  CHECK(touchway_gesture_destroy(server->button_tap));
  CHECK(touchway_view_destroy(server->button));
  CHECK(touchway_window_destroy(server->bar));
  wl_display_destroy(server->display);
}

/* A tap through the headless touch device, as a touchscreen's driver would send it. */
static void self_test_tap(struct wlr_input_device *device, double x, double y) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  uint32_t time = (uint32_t)(now.tv_sec * 1000 + now.tv_nsec / 1000000);
  struct wlr_event_touch_down down = {.device = device, .time_msec = time, .x = x, .y = y};
  wl_signal_emit(&device->touch->events.down, &down);
  wl_signal_emit(&device->touch->events.frame, NULL);
  struct wlr_event_touch_up up = {.device = device, .time_msec = time + 50};
  wl_signal_emit(&device->touch->events.up, &up);
  wl_signal_emit(&device->touch->events.frame, NULL);
}

int main(int argc, char **argv) {
  bool self_test = argc > 1 && strcmp(argv[1], "--self-test") == 0;
  if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
    printf("usage: %s [--self-test] [COMMAND]\n", argv[0]);
    return 0;
  }
  wlr_log_init(self_test ? WLR_ERROR : WLR_INFO, NULL);
  struct server server = {0};
  if (!start(&server, self_test)) {
    fprintf(stderr, "touchway-c-compositor: could not start the back end\n");
    return 1;
  }
  if (self_test) {
    /* A touchscreen: new_input attaches it to the cursor. */
    struct wlr_input_device *device =
        wlr_headless_add_input_device(server.backend, WLR_INPUT_DEVICE_TOUCH);
    /* The button is in the middle of the bar, at the bottom of the 800x600 output; the
       second tap is on no toplevel and no button. */
    self_test_tap(device, 400.0 / 800, 580.0 / 600);
    self_test_tap(device, 100.0 / 800, 100.0 / 600);
    int taps = server.button_taps;
    stop(&server);
    if (taps != 1) {
      fprintf(stderr, "touchway-c-compositor: the button saw %d taps, not 1\n", taps);
      return 1;
    }
    printf("touchway-c-compositor: self-test passed\n");
    return 0;
  }
  const char *socket = wl_display_add_socket_auto(server.display);
  if (!socket) return 1;
  setenv("WAYLAND_DISPLAY", socket, true);
  if (argc > 1 && fork() == 0) execl("/bin/sh", "/bin/sh", "-c", argv[1], (char *)NULL);
  wlr_log(WLR_INFO, "running on WAYLAND_DISPLAY=%s", socket);
  wl_display_run(server.display);
  stop(&server);
  return 0;
}
