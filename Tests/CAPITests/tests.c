/* The C API's tests: every function of touchway.h, on a real wlroots server and client. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>

#include <wlr/types/wlr_layer_shell_v1.h>
#include <wlr/types/wlr_scene.h>
#include <wlr/types/wlr_xdg_shell.h>
#include <wlr/util/log.h>

#include <touchway.h>

#include "harness.h"
#include "tests.h"

/* ---- Helpers ---- */

/* A clock the test sets, in seconds. */
static double fake_now = 1000.0;

static double fake_clock(void *userdata) {
  (void)userdata;
  return fake_now;
}

/* The fake clock's time as wlroots stamps events. */
static uint32_t fake_msec(void) { return (uint32_t)(uint64_t)llround(fake_now * 1000); }

static touchway_seat *make_seat(struct harness *harness) {
  touchway_seat *seat = NULL;
  CHECK_OK(touchway_seat_create(harness->seat, harness->server, &seat));
  CHECK_OK(touchway_seat_set_clock(seat, fake_clock, NULL));
  return seat;
}

/* One finger down and up at (x, y), each its own frame, 50 ms apart on the fake clock. */
static void tap(touchway_seat *seat, double x, double y) {
  CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), 0, x, y));
  CHECK_OK(touchway_seat_touch_frame(seat));
  fake_now += 0.05;
  CHECK_OK(touchway_seat_touch_up(seat, fake_msec(), 0));
  CHECK_OK(touchway_seat_touch_frame(seat));
  fake_now += 0.05;
}

/* Fingers from (x, y), each `spread` apart in x, moved by (dx, dy) in steps, then lifted. */
static void drag(touchway_seat *seat, int fingers, double x, double y, double spread,
                 double dx, double dy, int steps) {
  for (int finger = 0; finger < fingers; finger++) {
    CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), finger, x + finger * spread, y));
  }
  CHECK_OK(touchway_seat_touch_frame(seat));
  for (int step = 1; step <= steps; step++) {
    fake_now += 0.016;
    for (int finger = 0; finger < fingers; finger++) {
      CHECK_OK(touchway_seat_touch_motion(seat, fake_msec(), finger,
                                          x + finger * spread + dx * step / steps,
                                          y + dy * step / steps));
    }
    CHECK_OK(touchway_seat_touch_frame(seat));
  }
  fake_now += 0.016;
  for (int finger = 0; finger < fingers; finger++) {
    CHECK_OK(touchway_seat_touch_up(seat, fake_msec(), finger));
  }
  CHECK_OK(touchway_seat_touch_frame(seat));
  fake_now += 0.5;
}

/* What a gesture's callback saw. */
struct gesture_log {
  int began, changed, ended, cancelled;
  double value;                 /* value_kind read at the last call */
  touchway_gesture_value value_kind;
};

static void log_gesture(touchway_gesture *gesture, touchway_gesture_state state, void *data) {
  struct gesture_log *log = data;
  switch (state) {
  case TOUCHWAY_GESTURE_BEGAN: log->began++; break;
  case TOUCHWAY_GESTURE_CHANGED: log->changed++; break;
  case TOUCHWAY_GESTURE_ENDED: log->ended++; break;
  case TOUCHWAY_GESTURE_CANCELLED: log->cancelled++; break;
  default: break;
  }
  CHECK_OK(touchway_gesture_get_value(gesture, log->value_kind, &log->value));
}

/* ---- Tests ---- */

static void test_library(void) {
  CHECK(touchway_version() == (TOUCHWAY_VERSION_MAJOR << 16 | TOUCHWAY_VERSION_MINOR << 8 |
                               TOUCHWAY_VERSION_PATCH));
  for (int status = 0; status <= 5; status++) {
    const char *text = touchway_status_string((touchway_status)status);
    CHECK(text != NULL && strlen(text) > 0);
  }
}

/* Null handles and out pointers, values out of range: statuses, never a crash. */
static void test_arguments(struct harness *harness) {
  touchway_seat *seat = NULL;
  CHECK_STATUS(touchway_seat_create(NULL, NULL, &seat), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_seat_create(harness->seat, NULL, NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_seat_destroy(NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_seat_touch_down(NULL, 0, 0, 0, 0), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_seat_touch_frame(NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_window_destroy(NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_view_destroy(NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_destroy(NULL), TOUCHWAY_INVALID_ARGUMENT);

  seat = make_seat(harness);
  uint32_t msec;
  CHECK_STATUS(touchway_seat_get_time(seat, NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_OK(touchway_seat_get_time(seat, &msec));
  CHECK(msec == fake_msec());
  CHECK_STATUS(touchway_seat_touch_down(seat, 0, 0, NAN, 0), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_seat_touch_motion(seat, 0, 0, 0, INFINITY), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_seat_set_trace_fd(seat, -2), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_seat_set_trace_fd(seat, 9999), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_window_create_xdg(seat, NULL, NULL, NULL), TOUCHWAY_INVALID_ARGUMENT);
  touchway_window *window = NULL;
  CHECK_STATUS(touchway_window_create_xdg(seat, NULL, NULL, &window), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_window_create_xwayland(seat, NULL, NULL, &window),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_window_create_layer(seat, NULL, NULL, &window),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_window_create(seat, 0, 0, NAN, 1, &window), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_OK(touchway_window_create(seat, 0, 0, 10, 10, &window));
  CHECK_STATUS(touchway_window_set_level(window, 1001), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_window_is_inert(window, NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_window_add_view(window, NULL), TOUCHWAY_INVALID_ARGUMENT);
  touchway_view *view = NULL;
  CHECK_STATUS(touchway_view_create(seat, 0, 0, 1, 1, NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_OK(touchway_view_create(seat, 0, 0, 1, 1, &view));
  CHECK_STATUS(touchway_view_set_alpha(view, 2), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_view_set_alpha(view, NAN), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_view_set_flag(view, (touchway_view_flag)7, true),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_view_set_frame(view, 0, -INFINITY, 1, 1), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_view_add_subview(view, view), TOUCHWAY_INVALID_ARGUMENT);
  touchway_gesture *gesture = NULL;
  CHECK_STATUS(touchway_gesture_create(seat, (touchway_gesture_kind)99, &gesture),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_TAP, &gesture));
  CHECK_STATUS(touchway_gesture_set_property(gesture, TOUCHWAY_GESTURE_TAPS_REQUIRED, 0),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_set_property(gesture, TOUCHWAY_GESTURE_TAPS_REQUIRED, 1.5),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_set_property(gesture, TOUCHWAY_GESTURE_ENABLED, 2),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_set_property(gesture, (touchway_gesture_property)99, 1),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_set_property(gesture, TOUCHWAY_GESTURE_EDGES, 1),
               TOUCHWAY_UNSUPPORTED);
  CHECK_STATUS(touchway_gesture_set_system_gesture(gesture, (touchway_system_gesture)9),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_require_to_fail(gesture, gesture), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_require_to_fail(gesture, NULL), TOUCHWAY_INVALID_ARGUMENT);
  double value;
  CHECK_STATUS(touchway_gesture_get_value(gesture, TOUCHWAY_GESTURE_SCALE, &value),
               TOUCHWAY_UNSUPPORTED);
  CHECK_STATUS(touchway_gesture_get_value(gesture, (touchway_gesture_value)99, &value),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_get_value(gesture, TOUCHWAY_GESTURE_LOCATION_X, NULL),
               TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_get_state(gesture, NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_STATUS(touchway_gesture_attach_to_view(gesture, NULL), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_OK(touchway_seat_destroy(seat));
  CHECK_OK(touchway_gesture_destroy(gesture));
  CHECK_OK(touchway_view_destroy(view));
  CHECK_OK(touchway_window_destroy(window));
}

/* Destroyed handles and handles of another kind are errors, found without reading them. */
static void test_handles(struct harness *harness) {
  touchway_seat *seat = make_seat(harness);
  touchway_seat *second = NULL;
  CHECK_STATUS(touchway_seat_create(harness->seat, NULL, &second), TOUCHWAY_INVALID_ARGUMENT);
  touchway_window *window = NULL;
  touchway_view *view = NULL;
  touchway_gesture *gesture = NULL;
  CHECK_OK(touchway_window_create(seat, 0, 0, 10, 10, &window));
  CHECK_OK(touchway_view_create(seat, 0, 0, 10, 10, &view));
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_PAN, &gesture));
  /* Wrong kinds. */
  CHECK_STATUS(touchway_view_destroy((touchway_view *)window), TOUCHWAY_INVALID_HANDLE);
  CHECK_STATUS(touchway_window_destroy((touchway_window *)seat), TOUCHWAY_INVALID_HANDLE);
  CHECK_STATUS(touchway_seat_touch_frame((touchway_seat *)gesture), TOUCHWAY_INVALID_HANDLE);
  CHECK_STATUS(touchway_gesture_attach_to_view(gesture, (touchway_view *)window),
               TOUCHWAY_INVALID_HANDLE);
  CHECK_STATUS(touchway_window_add_view(window, (touchway_view *)gesture),
               TOUCHWAY_INVALID_HANDLE);
  /* Something that was never a handle. */
  int not_a_handle = 0;
  CHECK_STATUS(touchway_view_set_alpha((touchway_view *)&not_a_handle, 1),
               TOUCHWAY_INVALID_HANDLE);
  /* Destroyed ones. */
  CHECK_OK(touchway_view_destroy(view));
  CHECK_STATUS(touchway_view_destroy(view), TOUCHWAY_INVALID_HANDLE);
  CHECK_STATUS(touchway_window_add_view(window, view), TOUCHWAY_INVALID_HANDLE);
  CHECK_OK(touchway_seat_destroy(seat));
  CHECK_STATUS(touchway_seat_destroy(seat), TOUCHWAY_INVALID_HANDLE);
  CHECK_STATUS(touchway_seat_touch_frame(seat), TOUCHWAY_INVALID_HANDLE);
  /* The seat's wlr_seat is free again. */
  CHECK_OK(touchway_seat_create(harness->seat, NULL, &second));
  /* Windows and gestures of the destroyed seat are inert, and still valid. */
  bool inert = false;
  CHECK_OK(touchway_window_is_inert(window, &inert));
  CHECK(inert);
  CHECK_OK(touchway_window_set_frame(window, 0, 0, 5, 5));
  CHECK_OK(touchway_gesture_attach_to_window(gesture, window));
  CHECK_OK(touchway_window_destroy(window));
  CHECK_OK(touchway_gesture_destroy(gesture));
  CHECK_OK(touchway_seat_destroy(second));
}

/* Client windows: positions by coordinates or scene node, stacking, layers, focus. */
static touchway_window *focused_window;
static struct wlr_surface *focused_surface;

static void record_focus(touchway_window *window, struct wlr_surface *surface, void *data) {
  (void)data;
  focused_window = window;
  focused_surface = surface;
}

static void test_client_windows(struct harness *harness) {
  touchway_seat *seat = make_seat(harness);
  CHECK_OK(touchway_seat_set_focus_callback(seat, record_focus, NULL));
  struct wlr_xdg_surface *first_xdg, *second_xdg;
  struct client_window *first = harness_map_toplevel(harness, &first_xdg);
  struct client_window *second = harness_map_toplevel(harness, &second_xdg);

  /* Positioned by coordinates: a touch at (15, 27) is at (5, 7) in a window at (10, 20). */
  touchway_window *a = NULL;
  CHECK_OK(touchway_window_create_xdg(seat, first_xdg, NULL, &a));
  CHECK_OK(touchway_window_set_position(a, 10, 20));
  CHECK_OK(touchway_window_set_name(a, "first"));
  CHECK_STATUS(touchway_window_set_frame(a, 0, 0, 1, 1), TOUCHWAY_UNSUPPORTED);
  tap(seat, 15, 27);
  harness_roundtrip(harness);
  CHECK(harness->touch.downs == 1 && harness->touch.ups == 1);
  CHECK(harness->touch.last_x == 5 && harness->touch.last_y == 7);
  CHECK(harness->touch.last_surface == first->surface);
  CHECK(focused_window == a && focused_surface == first_xdg->surface);

  /* Positioned by a scene node: the window is where the node is drawn. */
  struct wlr_scene_node *node = wlr_scene_xdg_surface_create(&harness->scene->node, second_xdg);
  wlr_scene_node_set_position(node, 300, 0);
  touchway_window *b = NULL;
  CHECK_OK(touchway_window_create_xdg(seat, second_xdg, node, &b));
  CHECK_STATUS(touchway_window_set_position(b, 0, 0), TOUCHWAY_UNSUPPORTED);
  tap(seat, 302, 3);
  harness_roundtrip(harness);
  CHECK(harness->touch.downs == 2 && harness->touch.last_surface == second->surface);
  CHECK(harness->touch.last_x == 2 && harness->touch.last_y == 3);

  /* Stacking: b over a at the same place; raising and lowering, then levels. */
  wlr_scene_node_set_position(node, 10, 20);
  tap(seat, 50, 50);
  harness_roundtrip(harness);
  CHECK(harness->touch.last_surface == second->surface);
  CHECK_OK(touchway_window_raise(a));
  tap(seat, 50, 50);
  harness_roundtrip(harness);
  CHECK(harness->touch.last_surface == first->surface);
  CHECK_OK(touchway_window_lower(a));
  tap(seat, 50, 50);
  harness_roundtrip(harness);
  CHECK(harness->touch.last_surface == second->surface);
  CHECK_OK(touchway_window_set_level(a, 1));
  CHECK_OK(touchway_window_raise(b));
  tap(seat, 50, 50);
  harness_roundtrip(harness);
  CHECK(harness->touch.last_surface == first->surface);
  CHECK_OK(touchway_window_set_level(a, 0));

  /* A layer surface on the top layer is in front of toplevels. */
  struct wlr_layer_surface_v1 *layer_surface;
  struct client_window *layer = harness_map_layer(harness, &layer_surface);
  touchway_window *c = NULL;
  CHECK_OK(touchway_window_create_layer(seat, layer_surface, NULL, &c));
  CHECK_OK(touchway_window_set_position(c, 10, 20));
  CHECK_STATUS(touchway_window_set_level(c, 0), TOUCHWAY_UNSUPPORTED);
  CHECK_STATUS(touchway_window_raise(c), TOUCHWAY_UNSUPPORTED);
  CHECK_STATUS(touchway_window_lower(c), TOUCHWAY_UNSUPPORTED);
  CHECK_OK(touchway_window_raise(a));
  tap(seat, 50, 50);
  harness_roundtrip(harness);
  CHECK(harness->touch.last_surface == layer->surface);

  /* Pointer emulation is a client window's; a compositor window has none. */
  touchway_window *own = NULL;
  CHECK_OK(touchway_window_create(seat, 0, 0, 5, 5, &own));
  CHECK_OK(touchway_window_set_pointer_emulation(a, true));
  CHECK_OK(touchway_window_set_pointer_emulation(a, false));
  CHECK_STATUS(touchway_window_set_pointer_emulation(own, true), TOUCHWAY_UNSUPPORTED);
  CHECK_STATUS(touchway_window_set_position(own, 1, 1), TOUCHWAY_UNSUPPORTED);

  /* Xwayland surfaces need an X server; only their arguments are checked here. */
  touchway_window *x11 = NULL;
  CHECK_STATUS(touchway_window_create_xwayland(seat, NULL, NULL, &x11),
               TOUCHWAY_INVALID_ARGUMENT);

  CHECK_OK(touchway_window_destroy(own));
  CHECK_OK(touchway_window_destroy(c));
  CHECK_OK(touchway_window_destroy(b));
  CHECK_OK(touchway_window_destroy(a));
  wlr_scene_node_destroy(node);
  CHECK_OK(touchway_seat_destroy(seat));
  harness_destroy_window(harness, layer);
  harness_destroy_window(harness, second);
  harness_destroy_window(harness, first);
}

/* A client surface with no role, as a view in a window of the compositor's. */
static void test_surface_view(struct harness *harness) {
  touchway_seat *seat = make_seat(harness);
  struct wlr_surface *surface;
  struct client_window *client = harness_make_surface(harness, &surface);
  touchway_window *window = NULL;
  touchway_view *view = NULL;
  CHECK_STATUS(touchway_view_create_for_surface(seat, NULL, &view), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_OK(touchway_window_create(seat, 200, 200, 100, 100, &window));
  CHECK_OK(touchway_view_create_for_surface(seat, surface, &view));
  CHECK_OK(touchway_view_set_frame(view, 10, 10, 100, 100));
  CHECK_OK(touchway_window_add_view(window, view));
  int downs = harness->touch.downs;
  tap(seat, 215, 218);
  harness_roundtrip(harness);
  CHECK(harness->touch.downs == downs + 1 && harness->touch.last_surface == client->surface);
  CHECK(harness->touch.last_x == 5 && harness->touch.last_y == 8);
  /* The surface goes: the view leaves the window and stays out. */
  harness_destroy_window(harness, client);
  CHECK_OK(touchway_window_add_view(window, view));
  CHECK_OK(touchway_view_set_frame(view, 0, 0, 100, 100));
  tap(seat, 215, 218);
  CHECK_OK(touchway_view_destroy(view));
  CHECK_OK(touchway_window_destroy(window));
  CHECK_OK(touchway_seat_destroy(seat));
}

/*
 * wlroots destroys or unmaps a surface that a window still names: the window goes inert by
 * itself, and nothing reads the freed surface (the run sets MALLOC_PERTURB_, so a read of
 * freed memory finds garbage).
 */
static void test_surface_gone_first(struct harness *harness) {
  touchway_seat *seat = make_seat(harness);
  struct wlr_xdg_surface *xdg;

  /* Destroyed mid-touch. */
  struct client_window *client = harness_map_toplevel(harness, &xdg);
  touchway_window *window = NULL;
  CHECK_OK(touchway_window_create_xdg(seat, xdg, NULL, &window));
  int downs = harness->touch.downs;
  CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), 3, 5, 5));
  CHECK_OK(touchway_seat_touch_frame(seat));
  harness_roundtrip(harness);
  CHECK(harness->touch.downs == downs + 1);
  harness_destroy_window(harness, client);
  bool inert = false;
  CHECK_OK(touchway_window_is_inert(window, &inert));
  CHECK(inert);
  CHECK_OK(touchway_seat_touch_motion(seat, fake_msec(), 3, 6, 6));
  CHECK_OK(touchway_seat_touch_frame(seat));
  CHECK_OK(touchway_seat_touch_up(seat, fake_msec(), 3));
  CHECK_OK(touchway_seat_touch_frame(seat));
  CHECK_OK(touchway_window_set_position(window, 1, 1));
  CHECK_OK(touchway_window_raise(window));
  CHECK_OK(touchway_window_destroy(window));

  /* Unmapped mid-touch: the client hears wl_touch.cancel. */
  client = harness_map_toplevel(harness, &xdg);
  CHECK_OK(touchway_window_create_xdg(seat, xdg, NULL, &window));
  int cancels = harness->touch.cancels;
  CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), 0, 5, 5));
  CHECK_OK(touchway_seat_touch_frame(seat));
  harness_roundtrip(harness);
  harness_unmap(harness, client);
  CHECK_OK(touchway_window_is_inert(window, &inert));
  CHECK(inert);
  CHECK(harness->touch.cancels == cancels + 1);
  CHECK_OK(touchway_seat_touch_up(seat, fake_msec(), 0));
  CHECK_OK(touchway_seat_touch_frame(seat));

  /* Its scene node destroyed: the window reads it no more. */
  harness_destroy_window(harness, client);
  client = harness_map_toplevel(harness, &xdg);
  struct wlr_scene_node *node = wlr_scene_xdg_surface_create(&harness->scene->node, xdg);
  touchway_window *placed = NULL;
  CHECK_OK(touchway_window_create_xdg(seat, xdg, node, &placed));
  wlr_scene_node_destroy(node);
  CHECK_OK(touchway_window_is_inert(placed, &inert));
  CHECK(inert);
  tap(seat, 5, 5);
  CHECK_OK(touchway_window_destroy(placed));

  /* Never destroyed before the surface or the seat: it leaks nothing that is read. */
  harness_destroy_window(harness, client);
  struct wlr_layer_surface_v1 *layer_surface;
  client = harness_map_layer(harness, &layer_surface);
  touchway_window *layer = NULL;
  CHECK_OK(touchway_window_create_layer(seat, layer_surface, NULL, &layer));
  harness_destroy_window(harness, client);
  CHECK_OK(touchway_window_is_inert(layer, &inert));
  CHECK(inert);
  tap(seat, 5, 5);
  CHECK_OK(touchway_seat_destroy(seat));
  CHECK_OK(touchway_window_destroy(window));
  CHECK_OK(touchway_window_destroy(layer));
}

/* The compositor's own windows and views, with each kind of gesture recognizer. */
static void test_views_and_gestures(struct harness *harness) {
  touchway_seat *seat = make_seat(harness);
  touchway_window *window = NULL;
  CHECK_OK(touchway_window_create(seat, 1000, 0, 400, 400, &window));
  CHECK_OK(touchway_window_set_frame(window, 500, 0, 400, 400));
  CHECK_OK(touchway_window_set_level(window, 5));
  touchway_view *button = NULL, *inner = NULL;
  CHECK_OK(touchway_view_create(seat, 0, 0, 10, 10, &button));
  CHECK_OK(touchway_view_set_frame(button, 10, 10, 100, 100));
  CHECK_OK(touchway_view_set_name(button, "button"));
  CHECK_OK(touchway_window_add_view(window, button));
  CHECK_OK(touchway_view_create(seat, 0, 0, 50, 50, &inner));
  CHECK_OK(touchway_view_add_subview(button, inner));
  CHECK_STATUS(touchway_view_add_subview(inner, button), TOUCHWAY_INVALID_ARGUMENT);
  CHECK_OK(touchway_view_set_flag(inner, TOUCHWAY_VIEW_MULTIPLE_TOUCH, true));
  CHECK_OK(touchway_view_set_flag(inner, TOUCHWAY_VIEW_EXCLUSIVE_TOUCH, false));
  CHECK_OK(touchway_view_set_alpha(inner, 1));

  /* A tap on the button; its location in output-layout coordinates. */
  struct gesture_log tap_log = {.value_kind = TOUCHWAY_GESTURE_LOCATION_X};
  touchway_gesture *tap_gesture = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_TAP, &tap_gesture));
  CHECK_OK(touchway_gesture_set_name(tap_gesture, "tap"));
  CHECK_OK(touchway_gesture_set_callback(tap_gesture, log_gesture, &tap_log));
  CHECK_OK(touchway_gesture_set_property(tap_gesture, TOUCHWAY_GESTURE_TAPS_REQUIRED, 1));
  CHECK_OK(touchway_gesture_set_property(tap_gesture, TOUCHWAY_GESTURE_TOUCHES_REQUIRED, 1));
  CHECK_OK(touchway_gesture_set_property(tap_gesture, TOUCHWAY_GESTURE_ALLOWABLE_MOVEMENT, 10));
  CHECK_OK(touchway_gesture_set_property(tap_gesture, TOUCHWAY_GESTURE_CANCELS_TOUCHES_IN_VIEW, 1));
  CHECK_OK(touchway_gesture_set_property(tap_gesture, TOUCHWAY_GESTURE_DELAYS_TOUCHES_BEGAN, 0));
  CHECK_OK(touchway_gesture_set_property(tap_gesture, TOUCHWAY_GESTURE_DELAYS_TOUCHES_ENDED, 1));
  CHECK_OK(touchway_gesture_attach_to_view(tap_gesture, button));
  tap(seat, 530, 40);
  CHECK(tap_log.ended == 1 && tap_log.value == 530);
  touchway_gesture_state state;
  CHECK_OK(touchway_gesture_get_state(tap_gesture, &state));
  CHECK(state == TOUCHWAY_GESTURE_POSSIBLE);
  /* Hidden, disabled for interaction, transparent: not hit. */
  CHECK_OK(touchway_view_set_flag(button, TOUCHWAY_VIEW_HIDDEN, true));
  tap(seat, 530, 40);
  CHECK_OK(touchway_view_set_flag(button, TOUCHWAY_VIEW_HIDDEN, false));
  CHECK_OK(touchway_view_set_flag(button, TOUCHWAY_VIEW_USER_INTERACTION, false));
  tap(seat, 530, 40);
  CHECK_OK(touchway_view_set_flag(button, TOUCHWAY_VIEW_USER_INTERACTION, true));
  CHECK_OK(touchway_view_set_alpha(button, 0));
  tap(seat, 530, 40);
  CHECK_OK(touchway_view_set_alpha(button, 1));
  CHECK(tap_log.ended == 1);
  CHECK_OK(touchway_gesture_set_property(tap_gesture, TOUCHWAY_GESTURE_ENABLED, 0));
  tap(seat, 530, 40);
  CHECK(tap_log.ended == 1);
  CHECK_OK(touchway_gesture_set_property(tap_gesture, TOUCHWAY_GESTURE_ENABLED, 1));
  tap(seat, 530, 40);
  CHECK(tap_log.ended == 2);
  CHECK_OK(touchway_view_remove_from_superview(button));
  tap(seat, 530, 40);
  CHECK(tap_log.ended == 2);
  CHECK_OK(touchway_window_add_view(window, button));

  /* A pan on the window: its translation when it ends. */
  struct gesture_log pan_log = {.value_kind = TOUCHWAY_GESTURE_TRANSLATION_X};
  touchway_gesture *pan = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_PAN, &pan));
  CHECK_OK(touchway_gesture_set_callback(pan, log_gesture, &pan_log));
  CHECK_OK(touchway_gesture_set_property(pan, TOUCHWAY_GESTURE_MINIMUM_TOUCHES, 1));
  CHECK_OK(touchway_gesture_set_property(pan, TOUCHWAY_GESTURE_MAXIMUM_TOUCHES, 1));
  CHECK_OK(touchway_gesture_attach_to_window(pan, window));
  drag(seat, 1, 700, 300, 0, 80, 0, 8);
  CHECK(pan_log.began == 1 && pan_log.changed > 0 && pan_log.ended == 1);
  CHECK(pan_log.value == 80);
  double value;
  CHECK_OK(touchway_gesture_get_value(pan, TOUCHWAY_GESTURE_TRANSLATION_Y, &value));
  CHECK_OK(touchway_gesture_get_value(pan, TOUCHWAY_GESTURE_VELOCITY_X, &value));
  CHECK_OK(touchway_gesture_get_value(pan, TOUCHWAY_GESTURE_VELOCITY_Y, &value));
  CHECK_OK(touchway_gesture_get_value(pan, TOUCHWAY_GESTURE_NUMBER_OF_TOUCHES, &value));
  CHECK_OK(touchway_gesture_get_value(pan, TOUCHWAY_GESTURE_LOCATION_Y, &value));
  CHECK_OK(touchway_gesture_detach(pan));

  /* A pinch of two fingers spreading apart. */
  struct gesture_log pinch_log = {.value_kind = TOUCHWAY_GESTURE_SCALE};
  touchway_gesture *pinch = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_PINCH, &pinch));
  CHECK_OK(touchway_gesture_set_callback(pinch, log_gesture, &pinch_log));
  CHECK_OK(touchway_gesture_attach_to_window(pinch, window));
  for (int finger = 0; finger < 2; finger++) {
    CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), finger, 650 + finger * 100, 300));
  }
  CHECK_OK(touchway_seat_touch_frame(seat));
  for (int step = 1; step <= 10; step++) {
    fake_now += 0.016;
    CHECK_OK(touchway_seat_touch_motion(seat, fake_msec(), 0, 650 - step * 5, 300));
    CHECK_OK(touchway_seat_touch_motion(seat, fake_msec(), 1, 750 + step * 5, 300));
    CHECK_OK(touchway_seat_touch_frame(seat));
  }
  CHECK(pinch_log.began == 1 && pinch_log.value == 2);
  CHECK_OK(touchway_gesture_get_value(pinch, TOUCHWAY_GESTURE_VELOCITY, &value));
  CHECK_OK(touchway_seat_cancel_touches(seat));
  CHECK(pinch_log.cancelled == 1);
  fake_now += 0.5;
  CHECK_OK(touchway_gesture_destroy(pinch));

  /* A rotation of two fingers, a quarter turn about their middle. */
  struct gesture_log rotation_log = {.value_kind = TOUCHWAY_GESTURE_ROTATION_ANGLE};
  touchway_gesture *rotation = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_ROTATION, &rotation));
  CHECK_OK(touchway_gesture_set_callback(rotation, log_gesture, &rotation_log));
  CHECK_OK(touchway_gesture_attach_to_window(rotation, window));
  for (int finger = 0; finger < 2; finger++) {
    CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), finger, 650 + finger * 100, 300));
  }
  CHECK_OK(touchway_seat_touch_frame(seat));
  for (int step = 1; step <= 10; step++) {
    double angle = M_PI / 2 * step / 10;
    fake_now += 0.016;
    CHECK_OK(touchway_seat_touch_motion(seat, fake_msec(), 0, 700 - 50 * cos(angle),
                                        300 - 50 * sin(angle)));
    CHECK_OK(touchway_seat_touch_motion(seat, fake_msec(), 1, 700 + 50 * cos(angle),
                                        300 + 50 * sin(angle)));
    CHECK_OK(touchway_seat_touch_frame(seat));
  }
  CHECK(rotation_log.began == 1 && fabs(rotation_log.value - M_PI / 2) < 1e-9);
  CHECK_OK(touchway_gesture_get_value(rotation, TOUCHWAY_GESTURE_VELOCITY, &value));
  CHECK_OK(touchway_seat_cancel_touches(seat));
  fake_now += 0.5;
  CHECK_OK(touchway_gesture_destroy(rotation));

  /* A swipe left, and a screen-edge pan from the window's left edge, a system gesture. */
  struct gesture_log swipe_log = {.value_kind = TOUCHWAY_GESTURE_NUMBER_OF_TOUCHES};
  touchway_gesture *swipe = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_SWIPE, &swipe));
  CHECK_OK(touchway_gesture_set_callback(swipe, log_gesture, &swipe_log));
  CHECK_OK(touchway_gesture_set_property(swipe, TOUCHWAY_GESTURE_DIRECTION, TOUCHWAY_SWIPE_LEFT));
  CHECK_OK(touchway_gesture_set_property(swipe, TOUCHWAY_GESTURE_TOUCHES_REQUIRED, 1));
  CHECK_OK(touchway_gesture_attach_to_window(swipe, window));
  drag(seat, 1, 800, 300, 0, -150, 0, 6);
  CHECK(swipe_log.ended == 1);
  CHECK_OK(touchway_gesture_destroy(swipe));
  struct gesture_log edge_log = {.value_kind = TOUCHWAY_GESTURE_TRANSLATION_X};
  touchway_gesture *edge = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_SCREEN_EDGE_PAN, &edge));
  CHECK_OK(touchway_gesture_set_callback(edge, log_gesture, &edge_log));
  CHECK_OK(touchway_gesture_set_property(edge, TOUCHWAY_GESTURE_EDGES, TOUCHWAY_EDGE_LEFT));
  CHECK_OK(touchway_gesture_set_property(edge, TOUCHWAY_GESTURE_EDGE_WIDTH, 20));
  CHECK_OK(touchway_gesture_set_system_gesture(edge, TOUCHWAY_SYSTEM_GESTURE_BACK));
  CHECK_OK(touchway_gesture_attach_to_window(edge, window));
  drag(seat, 1, 505, 300, 0, 100, 0, 10);
  CHECK(edge_log.began == 1 && edge_log.ended == 1 && edge_log.value == 100);
  CHECK_OK(touchway_gesture_set_system_gesture(edge, TOUCHWAY_SYSTEM_GESTURE_NONE));

  /* A long press, on the seat's timers; a tap that must wait for it to fail. */
  struct gesture_log press_log = {.value_kind = TOUCHWAY_GESTURE_NUMBER_OF_TOUCHES};
  touchway_gesture *press = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_LONG_PRESS, &press));
  CHECK_OK(touchway_gesture_set_callback(press, log_gesture, &press_log));
  CHECK_OK(touchway_gesture_set_property(press, TOUCHWAY_GESTURE_MINIMUM_PRESS_DURATION, 0.3));
  CHECK_OK(touchway_gesture_set_property(press, TOUCHWAY_GESTURE_TOUCHES_REQUIRED, 1));
  CHECK_OK(touchway_gesture_set_property(press, TOUCHWAY_GESTURE_ALLOWABLE_MOVEMENT, 5));
  CHECK_OK(touchway_gesture_attach_to_view(press, inner));
  CHECK_OK(touchway_gesture_require_to_fail(tap_gesture, press));
  CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), 0, 520, 20));
  CHECK_OK(touchway_seat_touch_frame(seat));
  bool has_deadline = false;
  uint32_t deadline = 0;
  int32_t timeout = 0;
  CHECK_OK(touchway_seat_next_deadline(seat, &has_deadline, &deadline, &timeout));
  CHECK(has_deadline && deadline == fake_msec() + 300 && timeout == 300);
  CHECK_OK(touchway_seat_next_deadline(seat, NULL, NULL, NULL));
  CHECK_OK(touchway_seat_advance(seat, deadline - 1));
  CHECK(press_log.began == 0);
  CHECK_OK(touchway_seat_advance(seat, deadline));
  CHECK(press_log.began == 1 && press_log.value == 1);
  fake_now += 0.4;
  CHECK_OK(touchway_seat_touch_up(seat, fake_msec(), 0));
  CHECK_OK(touchway_seat_touch_frame(seat));
  CHECK(press_log.ended == 1 && tap_log.ended == 2);
  fake_now += 0.5;
  CHECK_OK(touchway_seat_advance(seat, fake_msec()));
  CHECK_OK(touchway_seat_next_deadline(seat, &has_deadline, NULL, NULL));
  CHECK(!has_deadline);

  CHECK_OK(touchway_gesture_destroy(press));
  CHECK_OK(touchway_gesture_destroy(edge));
  CHECK_OK(touchway_gesture_destroy(pan));
  CHECK_OK(touchway_view_destroy(inner));
  CHECK_OK(touchway_window_destroy(window));
  CHECK_OK(touchway_gesture_destroy(tap_gesture));
  CHECK_OK(touchway_view_destroy(button));
  CHECK_OK(touchway_seat_destroy(seat));
}

/* What may run inside a callback: what feeds the seat is busy, the rest works. */
struct busy_probe {
  touchway_seat *seat;
  touchway_window *window;
  touchway_view *view;
  int calls;
};

static void probe_busy(touchway_gesture *gesture, touchway_gesture_state state, void *data) {
  struct busy_probe *probe = data;
  (void)state;
  probe->calls++;
  CHECK_STATUS(touchway_seat_touch_down(probe->seat, fake_msec(), 7, 1, 1), TOUCHWAY_BUSY);
  CHECK_STATUS(touchway_seat_touch_motion(probe->seat, fake_msec(), 7, 1, 1), TOUCHWAY_BUSY);
  CHECK_STATUS(touchway_seat_touch_up(probe->seat, fake_msec(), 7), TOUCHWAY_BUSY);
  CHECK_STATUS(touchway_seat_touch_cancel(probe->seat, fake_msec(), 7), TOUCHWAY_BUSY);
  CHECK_STATUS(touchway_seat_touch_frame(probe->seat), TOUCHWAY_BUSY);
  CHECK_STATUS(touchway_seat_advance(probe->seat, fake_msec()), TOUCHWAY_BUSY);
  CHECK_STATUS(touchway_seat_cancel_touches(probe->seat), TOUCHWAY_BUSY);
  CHECK_STATUS(touchway_seat_destroy(probe->seat), TOUCHWAY_BUSY);
  /* The rest of the API works: the view goes, the window moves back, the gesture goes. */
  CHECK_OK(touchway_view_destroy(probe->view));
  CHECK_OK(touchway_window_lower(probe->window));
  touchway_view *made = NULL;
  CHECK_OK(touchway_view_create(probe->seat, 0, 0, 1, 1, &made));
  CHECK_OK(touchway_window_add_view(probe->window, made));
  CHECK_OK(touchway_gesture_destroy(gesture));
}

static double reentrant_clock(void *data) {
  struct busy_probe *probe = data;
  probe->calls++;
  CHECK_STATUS(touchway_seat_touch_frame(probe->seat), TOUCHWAY_BUSY);
  return fake_now;
}

static void test_busy(struct harness *harness) {
  touchway_seat *seat = make_seat(harness);
  struct busy_probe probe = {.seat = seat};
  CHECK_OK(touchway_window_create(seat, 0, 0, 100, 100, &probe.window));
  CHECK_OK(touchway_view_create(seat, 0, 0, 100, 100, &probe.view));
  CHECK_OK(touchway_window_add_view(probe.window, probe.view));
  touchway_gesture *gesture = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_TAP, &gesture));
  CHECK_OK(touchway_gesture_set_callback(gesture, probe_busy, &probe));
  CHECK_OK(touchway_gesture_attach_to_view(gesture, probe.view));
  tap(seat, 50, 50);
  CHECK(probe.calls == 1);
  CHECK_STATUS(touchway_gesture_destroy(gesture), TOUCHWAY_INVALID_HANDLE);
  CHECK_STATUS(touchway_view_destroy(probe.view), TOUCHWAY_INVALID_HANDLE);
  /* The seat works on after the callback. */
  tap(seat, 50, 50);
  /* The clock is a callback too. */
  probe.calls = 0;
  CHECK_OK(touchway_seat_set_clock(seat, reentrant_clock, &probe));
  CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), 0, 5, 5));
  CHECK(probe.calls > 0);
  CHECK_OK(touchway_seat_touch_frame(seat));
  CHECK_OK(touchway_seat_set_clock(seat, NULL, NULL));
  CHECK_OK(touchway_seat_destroy(seat));
  CHECK_OK(touchway_window_destroy(probe.window));
}

/*
 * wlroots' event times are CLOCK_MONOTONIC milliseconds cut to 32 bits. Across their wrap
 * a long press still takes its 0.5 s: a touch 100 ms before the wrap is due 400 ms after.
 */
static void test_clock_wrap(struct harness *harness) {
  touchway_seat *seat = make_seat(harness);
  fake_now = (double)(UINT64_C(1) << 32) / 1000 * 3 - 0.1; /* 100 ms before the third wrap */
  touchway_window *window = NULL;
  CHECK_OK(touchway_window_create(seat, 0, 0, 100, 100, &window));
  struct gesture_log log = {.value_kind = TOUCHWAY_GESTURE_NUMBER_OF_TOUCHES};
  touchway_gesture *press = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_LONG_PRESS, &press));
  CHECK_OK(touchway_gesture_set_callback(press, log_gesture, &log));
  CHECK_OK(touchway_gesture_attach_to_window(press, window));
  uint32_t now;
  CHECK_OK(touchway_seat_get_time(seat, &now));
  CHECK(now == UINT32_MAX - 99);
  CHECK_OK(touchway_seat_touch_down(seat, now, 0, 50, 50));
  CHECK_OK(touchway_seat_touch_frame(seat));
  fake_now += 0.2;
  CHECK_OK(touchway_seat_touch_motion(seat, 100, 0, 51, 50));
  CHECK_OK(touchway_seat_touch_frame(seat));
  CHECK(log.began == 0);
  bool has_deadline = false;
  uint32_t deadline = 0;
  int32_t timeout = 0;
  CHECK_OK(touchway_seat_next_deadline(seat, &has_deadline, &deadline, &timeout));
  CHECK(has_deadline && deadline == 400 && timeout == 300);
  CHECK_OK(touchway_seat_advance(seat, 399));
  CHECK(log.began == 0);
  CHECK_OK(touchway_seat_advance(seat, 400));
  CHECK(log.began == 1);
  CHECK_OK(touchway_seat_touch_up(seat, 500, 0));
  CHECK_OK(touchway_seat_touch_frame(seat));
  CHECK(log.ended == 1);
  fake_now = 1000;
  CHECK_OK(touchway_seat_destroy(seat));
  CHECK_OK(touchway_gesture_destroy(press));
  CHECK_OK(touchway_window_destroy(window));
}

/* The trace: lines of deliveries and gesture states on a pipe. */
static void test_trace(struct harness *harness) {
  touchway_seat *seat = make_seat(harness);
  int fds[2];
  CHECK(pipe2(fds, O_NONBLOCK | O_CLOEXEC) == 0);
  CHECK_OK(touchway_seat_set_trace_fd(seat, fds[1]));
  close(fds[1]); /* the seat writes to its own duplicate */
  touchway_window *window = NULL;
  touchway_view *view = NULL;
  touchway_gesture *gesture = NULL;
  CHECK_OK(touchway_window_create(seat, 0, 0, 100, 100, &window));
  CHECK_OK(touchway_view_create(seat, 0, 0, 100, 100, &view));
  CHECK_OK(touchway_view_set_name(view, "pad"));
  CHECK_OK(touchway_window_add_view(window, view));
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_TAP, &gesture));
  CHECK_OK(touchway_gesture_set_name(gesture, "knock"));
  CHECK_OK(touchway_gesture_attach_to_view(gesture, view));
  tap(seat, 50, 50);
  CHECK_OK(touchway_seat_set_trace_fd(seat, -1));
  char text[4096] = {0};
  ssize_t length = read(fds[0], text, sizeof(text) - 1);
  CHECK(length > 0);
  CHECK(strstr(text, "pad touchesBegan 0") != NULL);
  CHECK(strstr(text, "knock possible->recognized") != NULL);
  /* Tracing stopped: the pipe's write end is closed, so it reads end of file. */
  tap(seat, 50, 50);
  CHECK(read(fds[0], text, sizeof(text)) == 0);
  close(fds[0]);
  CHECK_OK(touchway_view_set_name(view, NULL));
  CHECK_OK(touchway_window_set_name(window, NULL));
  CHECK_OK(touchway_gesture_set_name(gesture, NULL));
  CHECK_OK(touchway_seat_destroy(seat));
  CHECK_OK(touchway_view_destroy(view));
  CHECK_OK(touchway_gesture_destroy(gesture));
  CHECK_OK(touchway_window_destroy(window));
}

/* Every order of destroying a seat, a client window, a view and a gesture, mid-touch. */
static void test_destroy_orders(struct harness *harness) {
  static const int orders[24][4] = {
      {0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {0, 3, 2, 1},
      {1, 0, 2, 3}, {1, 0, 3, 2}, {1, 2, 0, 3}, {1, 2, 3, 0}, {1, 3, 0, 2}, {1, 3, 2, 0},
      {2, 0, 1, 3}, {2, 0, 3, 1}, {2, 1, 0, 3}, {2, 1, 3, 0}, {2, 3, 0, 1}, {2, 3, 1, 0},
      {3, 0, 1, 2}, {3, 0, 2, 1}, {3, 1, 0, 2}, {3, 1, 2, 0}, {3, 2, 0, 1}, {3, 2, 1, 0},
  };
  struct wlr_xdg_surface *xdg;
  struct client_window *client = harness_map_toplevel(harness, &xdg);
  for (int order = 0; order < 24; order++) {
    touchway_seat *seat = make_seat(harness);
    touchway_window *window = NULL;
    touchway_view *view = NULL;
    touchway_gesture *gesture = NULL;
    CHECK_OK(touchway_window_create_xdg(seat, xdg, NULL, &window));
    CHECK_OK(touchway_view_create(seat, 50, 50, 50, 50, &view));
    CHECK_OK(touchway_window_add_view(window, view));
    CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_PAN, &gesture));
    CHECK_OK(touchway_gesture_attach_to_view(gesture, view));
    CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), 0, 10, 10)); /* the client's */
    CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), 1, 60, 60)); /* the view's */
    CHECK_OK(touchway_seat_touch_frame(seat));
    for (int step = 0; step < 4; step++) {
      switch (orders[order][step]) {
      case 0: CHECK_OK(touchway_seat_destroy(seat)); break;
      case 1: CHECK_OK(touchway_window_destroy(window)); break;
      case 2: CHECK_OK(touchway_view_destroy(view)); break;
      case 3: CHECK_OK(touchway_gesture_destroy(gesture)); break;
      }
    }
    harness_roundtrip(harness);
  }
  harness_destroy_window(harness, client);
}

/* The display (and its wlr_seat and surfaces) destroyed before the seat and its windows. */
static void test_display_destroyed_first(void) {
  struct harness harness;
  harness_init(&harness);
  touchway_seat *seat = make_seat(&harness);
  struct wlr_xdg_surface *xdg;
  struct client_window *client = harness_map_toplevel(&harness, &xdg);
  touchway_window *window = NULL, *own = NULL;
  CHECK_OK(touchway_window_create_xdg(seat, xdg, NULL, &window));
  CHECK_OK(touchway_window_create(seat, 0, 0, 100, 100, &own));
  touchway_gesture *press = NULL;
  CHECK_OK(touchway_gesture_create(seat, TOUCHWAY_GESTURE_LONG_PRESS, &press));
  CHECK_OK(touchway_gesture_attach_to_window(press, own));
  CHECK_OK(touchway_seat_touch_down(seat, fake_msec(), 0, 5, 5));
  CHECK_OK(touchway_seat_touch_frame(seat)); /* a timer on the display's event loop */
  harness_finish(&harness);
  free(client);
  bool inert = false;
  CHECK_OK(touchway_window_is_inert(window, &inert));
  CHECK(inert);
  fake_now += 1;
  CHECK_OK(touchway_seat_advance(seat, fake_msec()));
  CHECK_OK(touchway_seat_touch_up(seat, fake_msec(), 0));
  CHECK_OK(touchway_seat_touch_frame(seat));
  CHECK_OK(touchway_window_destroy(window));
  CHECK_OK(touchway_seat_destroy(seat));
  CHECK_OK(touchway_gesture_destroy(press));
  CHECK_OK(touchway_window_destroy(own));
}

/* Touchway's log messages go to wlroots' log: a client's protocol error is one. */
static char logged[4096];

static void capture_log(enum wlr_log_importance importance, const char *format, va_list args) {
  (void)importance;
  size_t length = strlen(logged);
  vsnprintf(logged + length, sizeof(logged) - length, format, args);
}

static void test_log_and_responder_protocol(void) {
  struct harness harness;
  harness_init(&harness);
  touchway_seat *seat = make_seat(&harness); /* serves touchway-responder-v1 on the display */
  struct wlr_xdg_surface *xdg;
  struct client_window *client = harness_map_toplevel(&harness, &xdg);
  touchway_window *window = NULL;
  CHECK_OK(touchway_window_create_xdg(seat, xdg, NULL, &window));
  wlr_log_init(WLR_INFO, capture_log);
  CHECK(harness_provoke_responder_error(&harness, client));
  wlr_log_init(WLR_ERROR, NULL);
  CHECK(strstr(logged, "protocol error: touchway_responder_v1@") != NULL);
  CHECK_OK(touchway_seat_destroy(seat));
  CHECK_OK(touchway_window_destroy(window));
  harness_finish(&harness);
  free(client);
}

void run_tests(void) {
  struct harness harness;
  harness_init(&harness);
  test_library();
  test_arguments(&harness);
  test_handles(&harness);
  test_client_windows(&harness);
  test_surface_view(&harness);
  test_surface_gone_first(&harness);
  test_views_and_gestures(&harness);
  test_busy(&harness);
  test_clock_wrap(&harness);
  test_trace(&harness);
  test_destroy_orders(&harness);
  harness_finish(&harness);
  test_display_destroyed_first();
  test_log_and_responder_protocol();
}
