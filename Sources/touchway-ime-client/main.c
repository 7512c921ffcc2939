// touchway-ime-client: an input method (zwp_input_method_v2) for the keyboard tests, the
// smallest keyboard that runs as a client. It prints what the compositor tells it, one
// line each, flushed: `activate`, `deactivate`, `surrounding "TEXT" CURSOR ANCHOR`,
// `content-type HINT PURPOSE`, `done`, `unavailable`. On each `done` that activates it,
// it commits the text given as its argument (default "hi"), once per activation.
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wayland-client.h>

#include "input-method-unstable-v2-client-protocol.h"

struct state {
  struct wl_seat *seat;
  struct zwp_input_method_manager_v2 *manager;
  struct zwp_input_method_v2 *method;
  const char *text;
  bool pending_active, active, committed;
  uint32_t serial;
};

static void on_activate(void *data, struct zwp_input_method_v2 *method) {
  struct state *state = data;
  state->pending_active = true;
  printf("activate\n");
}

static void on_deactivate(void *data, struct zwp_input_method_v2 *method) {
  struct state *state = data;
  state->pending_active = false;
  printf("deactivate\n");
}

static void on_surrounding_text(void *data, struct zwp_input_method_v2 *method, const char *text,
                                uint32_t cursor, uint32_t anchor) {
  printf("surrounding \"%s\" %u %u\n", text, cursor, anchor);
}

static void on_text_change_cause(void *data, struct zwp_input_method_v2 *method, uint32_t cause) {}

static void on_content_type(void *data, struct zwp_input_method_v2 *method, uint32_t hint,
                            uint32_t purpose) {
  printf("content-type %u %u\n", hint, purpose);
}

// The compositor's state is complete: an activation gets the text, committed with the
// number of `done` events seen so far, as the protocol asks.
static void on_done(void *data, struct zwp_input_method_v2 *method) {
  struct state *state = data;
  state->serial++;
  bool activated = state->pending_active && !state->active;
  state->active = state->pending_active;
  printf("done\n");
  if (activated && !state->committed) {
    zwp_input_method_v2_commit_string(method, state->text);
    zwp_input_method_v2_commit(method, state->serial);
    state->committed = true;
    printf("committed \"%s\"\n", state->text);
  }
  if (!state->active) state->committed = false;
  fflush(stdout);
}

static void on_unavailable(void *data, struct zwp_input_method_v2 *method) {
  printf("unavailable\n");
  fflush(stdout);
  exit(1);
}

static const struct zwp_input_method_v2_listener method_listener = {
    .activate = on_activate,
    .deactivate = on_deactivate,
    .surrounding_text = on_surrounding_text,
    .text_change_cause = on_text_change_cause,
    .content_type = on_content_type,
    .done = on_done,
    .unavailable = on_unavailable,
};

static void on_global(void *data, struct wl_registry *registry, uint32_t name,
                      const char *interface, uint32_t version) {
  struct state *state = data;
  if (strcmp(interface, wl_seat_interface.name) == 0 && state->seat == NULL) {
    state->seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
  } else if (strcmp(interface, zwp_input_method_manager_v2_interface.name) == 0) {
    state->manager = wl_registry_bind(registry, name, &zwp_input_method_manager_v2_interface, 1);
  }
}

static void on_global_remove(void *data, struct wl_registry *registry, uint32_t name) {}

static const struct wl_registry_listener registry_listener = {on_global, on_global_remove};

int main(int argc, char **argv) {
  struct state state = {.text = argc > 1 ? argv[1] : "hi"};
  struct wl_display *display = wl_display_connect(NULL);
  if (display == NULL) {
    fprintf(stderr, "touchway-ime-client: cannot connect to the Wayland display\n");
    return 1;
  }
  struct wl_registry *registry = wl_display_get_registry(display);
  wl_registry_add_listener(registry, &registry_listener, &state);
  wl_display_roundtrip(display);
  if (state.seat == NULL || state.manager == NULL) {
    fprintf(stderr, "touchway-ime-client: no %s\n",
            state.seat == NULL ? "wl_seat" : "zwp_input_method_manager_v2");
    return 1;
  }
  state.method = zwp_input_method_manager_v2_get_input_method(state.manager, state.seat);
  zwp_input_method_v2_add_listener(state.method, &method_listener, &state);
  printf("ready\n");
  fflush(stdout);
  while (wl_display_dispatch(display) != -1) {
  }
  return 0;
}
