/*
 * The seeded fuzz: random sequences of C API calls, with random handles (live, destroyed,
 * of the wrong kind, NULL), arguments (NaN, out of range), times, client surfaces that
 * unmap and go away, and callbacks that call the API back. Nothing may crash, and every
 * call must return one of touchway.h's statuses.
 */
#include <math.h>
#include <stdlib.h>

#include <wlr/types/wlr_layer_shell_v1.h>
#include <wlr/types/wlr_xdg_shell.h>

#include <touchway.h>

#include "harness.h"
#include "tests.h"

#define SLOTS 12

static uint64_t state;

static uint64_t next_random(void) {
  /* xorshift64* */
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return state * UINT64_C(2685821657736338717);
}

static int below(int bound) { return (int)(next_random() % (uint64_t)bound); }

static const double interesting[] = {-1, 0, 0.5, 1, 1.5, 2, 3, 8, 15, 20, 21, 100, 1e300,
                                     -INFINITY};

static double random_value(void) {
  if (below(10) == 0) return NAN;
  return interesting[below(sizeof(interesting) / sizeof(interesting[0]))];
}

static double random_coordinate(void) {
  if (below(50) == 0) return below(2) ? NAN : INFINITY;
  return below(4) ? below(200) : below(700) - 50;
}

struct world {
  struct harness *harness;
  touchway_seat *seat; /* the live seat, or a destroyed one */
  void *handles[SLOTS];
  struct client_window *clients[3];
  struct wlr_xdg_surface *xdg[2];
  struct wlr_layer_surface_v1 *layer;
  double now;
  int depth;
  int callbacks; /* gesture and focus callbacks: the fuzz re-enters the API from them */
};

static struct world world;

static double fuzz_clock(void *data) {
  (void)data;
  return world.now;
}

static uint32_t msec(void) {
  return (uint32_t)(uint64_t)llround(world.now * 1000) + (uint32_t)below(3) - 1;
}

/* Any handle: live or not, of any kind, sometimes the seat, sometimes NULL. */
static void *any_handle(void) {
  int pick = below(SLOTS + 2);
  if (pick == SLOTS) return world.seat;
  if (pick == SLOTS + 1) return NULL;
  return world.handles[pick];
}

static void keep(void *handle) {
  if (handle) world.handles[below(SLOTS)] = handle;
}

static void check(touchway_status status) {
  CHECK(status >= TOUCHWAY_OK && status <= TOUCHWAY_UNSUPPORTED);
}

static void random_call(void);

static void fuzz_gesture_callback(touchway_gesture *gesture, touchway_gesture_state state,
                                  void *data) {
  (void)gesture, (void)state, (void)data;
  world.callbacks++;
  if (world.depth > 0) return;
  world.depth++;
  for (int calls = below(4); calls > 0; calls--) random_call();
  world.depth--;
}

static void fuzz_focus(touchway_window *window, struct wlr_surface *surface, void *data) {
  (void)surface, (void)data;
  world.callbacks++;
  check(touchway_window_raise(window));
}

/* A new mapped client surface in slot `index` (two toplevels, one layer surface). */
static void map_client(int index) {
  if (index < 2) {
    world.clients[index] = harness_map_toplevel(world.harness, &world.xdg[index]);
  } else {
    world.clients[index] = harness_map_layer(world.harness, &world.layer);
  }
}

static void random_call(void) {
  void *handle = any_handle();
  touchway_window *out_window = NULL;
  touchway_view *out_view = NULL;
  touchway_gesture *out_gesture = NULL;
  int id = below(6);
  switch (below(41)) {
  case 0:
    if (world.depth == 0 && below(20) == 0) {
      check(touchway_seat_destroy(world.seat));
      touchway_seat *seat = NULL;
      if (touchway_seat_create(world.harness->seat, below(2) ? world.harness->server : NULL,
                               &seat) == TOUCHWAY_OK) {
        world.seat = seat;
        check(touchway_seat_set_clock(seat, fuzz_clock, NULL));
        check(touchway_seat_set_focus_callback(seat, fuzz_focus, NULL));
      }
    }
    break;
  case 1:
  case 2:
    check(touchway_seat_touch_down(below(8) ? world.seat : handle, msec(), id,
                                   random_coordinate(), random_coordinate()));
    break;
  case 3:
  case 4:
  case 5:
    check(touchway_seat_touch_motion(world.seat, msec(), id, random_coordinate(),
                                     random_coordinate()));
    break;
  case 6:
    check(touchway_seat_touch_up(world.seat, msec(), id));
    break;
  case 7:
    check(touchway_seat_touch_cancel(world.seat, msec(), id));
    break;
  case 8:
  case 9:
    check(touchway_seat_touch_frame(below(8) ? world.seat : handle));
    break;
  case 10:
    world.now += below(700) / 1000.0;
    check(touchway_seat_advance(world.seat, msec()));
    break;
  case 11: {
    bool has;
    uint32_t deadline;
    int32_t timeout;
    check(touchway_seat_next_deadline(handle, &has, &deadline, &timeout));
    uint32_t time;
    check(touchway_seat_get_time(handle, &time));
    break;
  }
  case 12:
    check(touchway_seat_cancel_touches(handle));
    break;
  case 13:
    check(touchway_window_create(world.seat, random_coordinate(), random_coordinate(),
                                 below(300), below(300), &out_window));
    keep(out_window);
    break;
  case 14: {
    int index = below(2);
    if (world.clients[index]) {
      check(touchway_window_create_xdg(world.seat, world.xdg[index], NULL, &out_window));
      keep(out_window);
    }
    break;
  }
  case 15:
    if (world.clients[2]) {
      check(touchway_window_create_layer(world.seat, world.layer, NULL, &out_window));
      keep(out_window);
    }
    break;
  case 16:
    check(touchway_window_destroy(handle));
    break;
  case 17:
    check(touchway_window_set_position(handle, below(400), below(400)));
    break;
  case 18:
    check(touchway_window_set_frame(handle, random_coordinate(), random_coordinate(),
                                    random_value(), random_value()));
    break;
  case 19:
    check(touchway_window_set_level(handle, below(5) - 2));
    break;
  case 20:
    check(below(2) ? touchway_window_raise(handle) : touchway_window_lower(handle));
    break;
  case 21:
    check(touchway_window_set_pointer_emulation(handle, below(2)));
    break;
  case 22: {
    bool inert;
    check(touchway_window_is_inert(handle, &inert));
    check(touchway_window_set_name(handle, below(2) ? "w" : NULL));
    break;
  }
  case 23:
    check(touchway_window_add_view(handle, any_handle()));
    break;
  case 24:
    check(touchway_view_create(world.seat, random_coordinate(), random_coordinate(), below(200),
                               below(200), &out_view));
    keep(out_view);
    break;
  case 25:
    check(touchway_view_destroy(handle));
    break;
  case 26:
    check(touchway_view_set_frame(handle, random_coordinate(), random_coordinate(),
                                  random_value(), random_value()));
    break;
  case 27:
    check(touchway_view_add_subview(handle, any_handle()));
    break;
  case 28:
    check(touchway_view_remove_from_superview(handle));
    break;
  case 29:
    check(touchway_view_set_flag(handle, (touchway_view_flag)below(5), below(2)));
    check(touchway_view_set_alpha(handle, random_value()));
    check(touchway_view_set_name(handle, below(2) ? "v" : NULL));
    break;
  case 30:
    check(touchway_gesture_create(world.seat, (touchway_gesture_kind)below(8), &out_gesture));
    if (out_gesture) {
      check(touchway_gesture_set_callback(out_gesture, fuzz_gesture_callback, NULL));
      check(touchway_gesture_attach_to_window(out_gesture, any_handle()));
    }
    keep(out_gesture);
    break;
  case 31:
    check(touchway_gesture_destroy(handle));
    break;
  case 32:
    check(touchway_gesture_attach_to_window(handle, any_handle()));
    break;
  case 33:
    check(touchway_gesture_attach_to_view(handle, any_handle()));
    break;
  case 34:
    check(touchway_gesture_detach(handle));
    check(touchway_gesture_set_callback(handle, below(4) ? fuzz_gesture_callback : NULL, NULL));
    break;
  case 35:
    check(touchway_gesture_set_property(handle, (touchway_gesture_property)below(14),
                                        random_value()));
    break;
  case 36: {
    double value;
    touchway_gesture_state gesture_state;
    check(touchway_gesture_get_value(handle, (touchway_gesture_value)below(11), &value));
    check(touchway_gesture_get_state(handle, &gesture_state));
    break;
  }
  case 37:
    check(touchway_gesture_set_system_gesture(handle, (touchway_system_gesture)below(6)));
    check(touchway_gesture_set_name(handle, below(2) ? "g" : NULL));
    break;
  case 38:
    check(touchway_gesture_require_to_fail(handle, any_handle()));
    break;
  case 40: {
    int index = below(2);
    if (world.clients[index]) {
      check(touchway_view_create_for_surface(world.seat, world.xdg[index]->surface, &out_view));
      keep(out_view);
    }
    break;
  }
  case 39:
    /* A client surface unmaps and goes away, or comes back; not from a callback, which
       runs inside the server's dispatch. */
    if (world.depth == 0) {
      int index = below(3);
      if (world.clients[index]) {
        if (below(2)) harness_unmap(world.harness, world.clients[index]);
        harness_destroy_window(world.harness, world.clients[index]);
        world.clients[index] = NULL;
      } else {
        map_client(index);
      }
    }
    break;
  }
}

void run_fuzz(uint64_t seed, int iterations) {
  struct harness harness;
  harness_init(&harness);
  world = (struct world){.harness = &harness, .now = 5000};
  state = seed * UINT64_C(0x9E3779B97F4A7C15) + 1;
  CHECK_OK(touchway_seat_create(harness.seat, harness.server, &world.seat));
  CHECK_OK(touchway_seat_set_clock(world.seat, fuzz_clock, NULL));
  for (int index = 0; index < 3; index++) map_client(index);
  for (int call = 0; call < iterations; call++) {
    random_call();
    if (below(50) == 0) harness_roundtrip(&harness);
  }
  /* A fuzz that never reached a callback would test little of what matters. */
  CHECK(iterations < 1000 || world.callbacks > 0);
  /* Whatever is left, in slot order; destroying a handle twice is an error, not a crash. */
  for (int slot = 0; slot < SLOTS; slot++) {
    check(touchway_window_destroy(world.handles[slot]));
    check(touchway_view_destroy(world.handles[slot]));
    check(touchway_gesture_destroy(world.handles[slot]));
  }
  check(touchway_seat_destroy(world.seat));
  for (int index = 0; index < 3; index++) {
    if (world.clients[index]) harness_destroy_window(&harness, world.clients[index]);
  }
  harness_finish(&harness);
}
