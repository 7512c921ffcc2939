/*
 * The C API tests' world: a wlroots 0.15 server (no back end: wl_shm, wl_compositor,
 * xdg-shell, layer-shell and a seat with touch) and a libwayland client of its own, over a
 * socket pair, in this process. The test drives both from one thread, in turns
 * (harness_roundtrip), so nothing waits on a clock.
 */
#ifndef HARNESS_H
#define HARNESS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <wayland-client.h>
#include <wayland-server-core.h>

struct wlr_seat;
struct wlr_surface;
struct wlr_xdg_surface;
struct wlr_layer_surface_v1;
struct wlr_scene;

/* What the client's wl_touch received. */
struct client_touch {
  int downs, ups, motions, cancels, frames;
  double last_x, last_y; /* the last down's or motion's surface-local position */
  struct wl_surface *last_surface; /* the last down's */
};

/* A client toplevel or layer surface, mapped with a 100x100 buffer. */
struct client_window {
  struct wl_surface *surface;
  struct xdg_surface *xdg_surface;
  struct xdg_toplevel *toplevel;
  struct zwlr_layer_surface_v1 *layer_surface;
  uint32_t configure_serial;
  bool configured;
};

struct harness {
  struct wl_display *server;
  struct wlr_seat *seat;
  struct wlr_scene *scene;
  struct wlr_xdg_surface *last_xdg_surface;
  struct wlr_layer_surface_v1 *last_layer_surface;
  struct wlr_surface *last_surface;
  struct wl_display *client;
  struct client_touch touch;
  /* private */
  void *impl;
};

void harness_init(struct harness *harness);
/* Destroys the client, then the server (its wlr_seat goes with it). */
void harness_finish(struct harness *harness);
/* Lets each side handle what the other sent until the client's sync returns. */
void harness_roundtrip(struct harness *harness);

/* Makes and maps a toplevel: *out is the server's wlr_xdg_surface. */
struct client_window *harness_map_toplevel(struct harness *harness,
                                           struct wlr_xdg_surface **out);
/* Makes and maps a layer surface (top layer): *out is the server's. */
struct client_window *harness_map_layer(struct harness *harness,
                                        struct wlr_layer_surface_v1 **out);
/* Makes a surface with a buffer and no role: *out is the server's. */
struct client_window *harness_make_surface(struct harness *harness, struct wlr_surface **out);
/* The client destroys the window's objects and surface. */
void harness_destroy_window(struct harness *harness, struct client_window *window);

/* The client attaches no buffer: the surface unmaps. */
void harness_unmap(struct harness *harness, struct client_window *window);

/* The client sets a flag of the window surface's touchway_responder_v1 to a value that is no
   state, a protocol error: true once the server has disconnected it. The client is of no
   more use. */
bool harness_provoke_responder_error(struct harness *harness, struct client_window *window);

extern int harness_failures;

/* Checks a condition; a failure is reported and counted, and the test goes on. */
#define CHECK(condition)                                                                   \
  do {                                                                                     \
    if (!(condition)) {                                                                    \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition);       \
      harness_failures++;                                                                  \
    }                                                                                      \
  } while (0)

/* Checks that a call returns a status. */
#define CHECK_STATUS(call, expected)                                                       \
  do {                                                                                     \
    touchway_status status_ = (call);                                                      \
    if (status_ != (expected)) {                                                           \
      fprintf(stderr, "%s:%d: %s returned %s, not %s\n", __FILE__, __LINE__, #call,        \
              touchway_status_string(status_), touchway_status_string(expected));         \
      harness_failures++;                                                                  \
    }                                                                                      \
  } while (0)

#define CHECK_OK(call) CHECK_STATUS(call, TOUCHWAY_OK)

#endif
