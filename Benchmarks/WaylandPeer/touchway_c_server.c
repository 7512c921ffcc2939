/* The peer harness's wlroots compositor (wlr_server.c) with its touches routed through
 * Touchway's C API (libtouchway, docs/c-api.md): a C compositor's contestant. The driver's
 * events go to touchway_seat_touch_*, as a compositor's wlr_cursor touch handlers would
 * send them; the client's surface is a view in a window of the compositor's, as the Swift
 * contestant (Sources/touchway-server) has it. run-peer.sh builds it against libtouchway
 * installed by scripts/install-c-api.sh, and rounds.sh runs it. */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <wayland-server-core.h>
#include <wlr/backend.h>
#include <wlr/backend/headless.h>
#include <wlr/render/wlr_renderer.h>
#include <wlr/types/wlr_compositor.h>
#include <wlr/types/wlr_seat.h>
#include <wlr/types/wlr_surface.h>
#include <wlr/util/log.h>
#include <touchway.h>
#include "driver.h"

#define WIDTH 1920
#define HEIGHT 1080

struct server {
	struct wlr_seat *seat;
	struct wlr_surface *surface;
	touchway_seat *touchway;
	touchway_window *window;
	touchway_view *view;
	struct wl_listener new_surface;
	struct wl_listener commit;
};

/* The client attaches no buffer: its surface gets the window's size, as in the Swift
 * contestant, so that it can be hit. */
static void handle_commit(struct wl_listener *l, void *data) {
	struct server *s = wl_container_of(l, s, commit);
	if (s->surface->current.width == 0) {
		s->surface->current.width = WIDTH;
		s->surface->current.height = HEIGHT;
	}
}

static void handle_new_surface(struct wl_listener *l, void *data) {
	struct server *s = wl_container_of(l, s, new_surface);
	if (s->surface)
		return;
	s->surface = data;
	touchway_view_create_for_surface(s->touchway, s->surface, &s->view);
	touchway_view_set_frame(s->view, 0, 0, WIDTH, HEIGHT);
	touchway_window_add_view(s->window, s->view);
	s->commit.notify = handle_commit;
	wl_signal_add(&s->surface->events.commit, &s->commit);
}

static int ready(void *ctx) {
	struct server *s = ctx;
	if (!s->surface || s->surface->current.width == 0)
		return 0;
	struct wlr_seat_client *sc = wlr_seat_client_for_wl_client(s->seat,
		wl_resource_get_client(s->surface->resource));
	return sc && !wl_list_empty(&sc->touches);
}

static void down(void *ctx, uint32_t t, int32_t id, double x, double y) {
	/* Half a point in, as the Swift contestant: a touch on the surface's edge is its. */
	touchway_seat_touch_down(((struct server *)ctx)->touchway, t, id, x + 0.5, y);
}
static void motion(void *ctx, uint32_t t, int32_t id, double x, double y) {
	touchway_seat_touch_motion(((struct server *)ctx)->touchway, t, id, x, y);
}
static void frame(void *ctx) {
	touchway_seat_touch_frame(((struct server *)ctx)->touchway);
}
static void up(void *ctx, uint32_t t, int32_t id) {
	touchway_seat_touch_up(((struct server *)ctx)->touchway, t, id);
}

int main(void) {
	wlr_log_init(WLR_ERROR, NULL);
	setenv("WLR_RENDERER", "pixman", 1);
	/* As docs/wayland.md ("The heap") says a compositor should, C or Swift. */
	mallopt(M_TOP_PAD, 16 * 1024);
	mallopt(M_TRIM_THRESHOLD, 64 * 1024);
	struct server s = {0};
	struct wl_display *dpy = wl_display_create();
	struct wlr_backend *backend = wlr_headless_backend_create(dpy);
	struct wlr_renderer *renderer = backend ? wlr_renderer_autocreate(backend) : NULL;
	if (!renderer) {
		fprintf(stderr, "touchway_c_server: no headless backend / pixman renderer\n");
		return 1;
	}
	wlr_renderer_init_wl_display(renderer, dpy);
	struct wlr_compositor *compositor = wlr_compositor_create(dpy, renderer);
	s.new_surface.notify = handle_new_surface;
	wl_signal_add(&compositor->events.new_surface, &s.new_surface);
	s.seat = wlr_seat_create(dpy, "seat0");
	wlr_seat_set_capabilities(s.seat, WL_SEAT_CAPABILITY_TOUCH);
	if (touchway_seat_create(s.seat, NULL, &s.touchway) != TOUCHWAY_OK ||
	    touchway_window_create(s.touchway, 0, 0, WIDTH, HEIGHT, &s.window) != TOUCHWAY_OK) {
		fprintf(stderr, "touchway_c_server: no Touchway seat\n");
		return 1;
	}

	const char *socket = wl_display_add_socket_auto(dpy);
	if (!socket || !wlr_backend_start(backend)) {
		fprintf(stderr, "touchway_c_server: no socket (XDG_RUNTIME_DIR?) or backend\n");
		return 1;
	}
	driver_spawn_client(socket);
	driver_wait_ready(dpy, ready, &s);

	struct seat_ops ops = { &s, down, motion, frame, up };
	driver_run("touchway-c", dpy, &ops);
	if (wlr_seat_touch_num_points(s.seat) != 0)
		fprintf(stderr, "touchway_c_server: touch points left after ups\n");

	driver_finish(dpy);
	wl_list_remove(&s.new_surface.link);
	touchway_seat_destroy(s.touchway);
	touchway_view_destroy(s.view);
	touchway_window_destroy(s.window);
	wl_display_destroy(dpy);
	return 0;
}
