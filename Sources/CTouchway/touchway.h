/*
 * touchway.h: Touchway's C API, for wlroots 0.15 compositors written in C.
 *
 * Touchway routes touches with UIKit's responder semantics (windows, views, gesture
 * recognizers, responder chains) and hands them to Wayland clients through a wlr_seat.
 * This API is a thin layer over the Swift API of the same names (docs/c-api.md).
 *
 * Rules that hold for every function:
 * - Everything is called on the thread of the wl_display's event loop.
 * - Handles are opaque. Each *_create has one *_destroy; handles may be destroyed in any
 *   order. A destroyed handle, or a handle of another kind, is never dereferenced: the
 *   call returns TOUCHWAY_INVALID_HANDLE.
 * - Functions return a touchway_status and never abort on bad input. Calls that feed
 *   input, move the clock or destroy a seat return TOUCHWAY_BUSY from inside a callback
 *   of this library.
 * - Out parameters are written only when the call returns TOUCHWAY_OK.
 */
#ifndef TOUCHWAY_H
#define TOUCHWAY_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TOUCHWAY_VERSION_MAJOR 0
#define TOUCHWAY_VERSION_MINOR 1
#define TOUCHWAY_VERSION_PATCH 0

/* wlroots' and libwayland's types, used through pointers only. */
struct wl_display;
struct wlr_seat;
struct wlr_surface;
struct wlr_xdg_surface;
struct wlr_xwayland_surface;
struct wlr_layer_surface_v1;
struct wlr_scene_node;

/* A Touchway seat over a wlr_seat: it takes the wlr_seat's touches. */
typedef struct touchway_seat touchway_seat;
/* A window: a client's toplevel (xdg or Xwayland), a layer surface, or the compositor's. */
typedef struct touchway_window touchway_window;
/* A view of the compositor's own UI, inside a window or another view. */
typedef struct touchway_view touchway_view;
/* A gesture recognizer, attached to a window or a view. */
typedef struct touchway_gesture touchway_gesture;

typedef enum touchway_status {
  TOUCHWAY_OK = 0,
  /* A null pointer where an object is needed, a value out of range, a NaN. */
  TOUCHWAY_INVALID_ARGUMENT = 1,
  /* A handle that was destroyed, or is of another kind. */
  TOUCHWAY_INVALID_HANDLE = 2,
  /* Called from inside one of this library's callbacks, where it cannot run. */
  TOUCHWAY_BUSY = 3,
  /* The object cannot do that: it has no such property, or something else decides it. */
  TOUCHWAY_UNSUPPORTED = 4
} touchway_status;

/* The library's version: major << 16 | minor << 8 | patch. */
uint32_t touchway_version(void);

/* A short English description of a status, never NULL. */
const char *touchway_status_string(touchway_status status);

/* ---- Seat ------------------------------------------------------------------------ */

/*
 * Routes wlr_seat's touches through a new Touchway seat: it installs itself as the
 * wlr_seat's default touch grab, and sends wl_touch events to clients from now on. With a
 * display (may be NULL), it serves touchway-responder-v1 there and fires its own timers
 * (long press, tap timeout) on the display's event loop. One Touchway seat per wlr_seat.
 * Touchway's log messages go to wlroots' log (wlr_log_init decides what is shown).
 */
touchway_status touchway_seat_create(struct wlr_seat *wlr_seat, struct wl_display *display,
                                     touchway_seat **out);

/*
 * Gives the wlr_seat back its own touch grab (touches still down are cancelled) and frees
 * the seat. Its windows, views and gestures become inert: their handles stay valid until
 * they are destroyed, and calls on them do nothing. BUSY from a callback.
 */
touchway_status touchway_seat_destroy(touchway_seat *seat);

/*
 * Input: the events of wlr_cursor's touch_down, touch_motion, touch_up and touch_cancel
 * signals, with positions in output-layout coordinates
 * (wlr_cursor_absolute_to_layout_coords), then touch_frame, which delivers them as one
 * frame. time_msec is the event's time_msec (CLOCK_MONOTONIC in milliseconds, cut to 32
 * bits: times across the wrap are handled). A second event for a touch id already in the
 * frame delivers the frame so far first. All five are BUSY from a callback.
 */
touchway_status touchway_seat_touch_down(touchway_seat *seat, uint32_t time_msec,
                                         int32_t touch_id, double x, double y);
touchway_status touchway_seat_touch_motion(touchway_seat *seat, uint32_t time_msec,
                                           int32_t touch_id, double x, double y);
touchway_status touchway_seat_touch_up(touchway_seat *seat, uint32_t time_msec,
                                       int32_t touch_id);
touchway_status touchway_seat_touch_cancel(touchway_seat *seat, uint32_t time_msec,
                                           int32_t touch_id);
touchway_status touchway_seat_touch_frame(touchway_seat *seat);

/* Cancels every touch that is down, as for a session pause. BUSY from a callback. */
touchway_status touchway_seat_cancel_touches(touchway_seat *seat);

/*
 * The clock. The seat reads CLOCK_MONOTONIC unless given a clock of its own; its time is
 * *time_msec as wlroots stamps events (milliseconds cut to 32 bits).
 */
touchway_status touchway_seat_get_time(const touchway_seat *seat, uint32_t *time_msec);

/*
 * When the seat's next timer is due: *has_deadline false if there is none; otherwise
 * *deadline_msec on the seat's clock and *timeout_msec the milliseconds until then, at
 * least 1 (for wl_event_source_timer_update). Each out pointer may be NULL.
 */
touchway_status touchway_seat_next_deadline(const touchway_seat *seat, bool *has_deadline,
                                            uint32_t *deadline_msec, int32_t *timeout_msec);

/* Fires every timer due at or before time_msec (on the seat's clock). BUSY from a callback. */
touchway_status touchway_seat_advance(touchway_seat *seat, uint32_t time_msec);

/*
 * Replaces the seat's clock: now(userdata) returns the time in seconds (a compositor that
 * replays input, a test). NULL gives CLOCK_MONOTONIC back.
 */
typedef double (*touchway_clock_fn)(void *userdata);
touchway_status touchway_seat_set_clock(touchway_seat *seat, touchway_clock_fn now,
                                        void *userdata);

/*
 * Called when a touch goes down on a client surface whose client takes it (or the pointer
 * emulated for it enters it): where a compositor gives that window keyboard focus.
 * NULL removes it.
 */
typedef void (*touchway_focus_fn)(touchway_window *window, struct wlr_surface *surface,
                                  void *userdata);
touchway_status touchway_seat_set_focus_callback(touchway_seat *seat, touchway_focus_fn focus,
                                                 void *userdata);

/*
 * Writes the seat's trace (docs/trace-format.md: deliveries, gesture states and actions)
 * to fd, one line at a time. The seat writes to a duplicate of fd; the caller keeps fd.
 * -1 stops tracing.
 */
touchway_status touchway_seat_set_trace_fd(touchway_seat *seat, int fd);

/* ---- Windows --------------------------------------------------------------------- */

/*
 * A window for a mapped client surface, in front of the other windows of its level: make
 * it when the surface maps, destroy it when it unmaps. With a scene node, the window is
 * where the node is drawn; with NULL, at the position set by touchway_window_set_position
 * (0, 0 until then), for compositors without a scene graph. When wlroots unmaps or
 * destroys the surface, or destroys the scene node, before the window is destroyed, the
 * window becomes inert by itself: its touches are cancelled, and it stays inert until
 * destroyed.
 *
 * xdg: a toplevel's wlr_xdg_surface (its subsurfaces and popups are part of the window).
 * xwayland: an Xwayland surface with its wlr_surface. layer: a layer surface, whose layer
 * sets its level (background -2, bottom -1, top 1, overlay 2; toplevels are at 0).
 */
touchway_status touchway_window_create_xdg(touchway_seat *seat,
                                           struct wlr_xdg_surface *xdg_surface,
                                           struct wlr_scene_node *node, touchway_window **out);
touchway_status touchway_window_create_xwayland(touchway_seat *seat,
                                                struct wlr_xwayland_surface *xwayland_surface,
                                                struct wlr_scene_node *node,
                                                touchway_window **out);
touchway_status touchway_window_create_layer(touchway_seat *seat,
                                             struct wlr_layer_surface_v1 *layer_surface,
                                             struct wlr_scene_node *node, touchway_window **out);

/* A window of the compositor's own, for its views: frame in output-layout coordinates. */
touchway_status touchway_window_create(touchway_seat *seat, double x, double y, double width,
                                       double height, touchway_window **out);

/* Takes the window away (its touches are cancelled) and frees the handle. */
touchway_status touchway_window_destroy(touchway_window *window);

/* Moves a client window made without a scene node; UNSUPPORTED for the others. */
touchway_status touchway_window_set_position(touchway_window *window, int32_t x, int32_t y);

/* A compositor window's frame; UNSUPPORTED for client windows (their surfaces size them). */
touchway_status touchway_window_set_frame(touchway_window *window, double x, double y,
                                          double width, double height);

/*
 * Windows of a higher level are in front; -1000 to 1000. UNSUPPORTED for layer windows
 * (their layer decides).
 */
touchway_status touchway_window_set_level(touchway_window *window, int32_t level);

/* In front of, or behind, the other windows of its level. UNSUPPORTED for layer windows. */
touchway_status touchway_window_raise(touchway_window *window);
touchway_status touchway_window_lower(touchway_window *window);

/*
 * Whether touches the client does not take (it has no wl_touch, or declines them) become
 * pointer input for it; all of an Xwayland window's touches, while on. Off when made.
 * UNSUPPORTED for compositor windows.
 */
touchway_status touchway_window_set_pointer_emulation(touchway_window *window, bool enabled);

/* Whether the window is inert: its surface unmapped or destroyed, or its seat destroyed. */
touchway_status touchway_window_is_inert(const touchway_window *window, bool *inert);

/* Adds a view in front of the window's views (and of a client window's surfaces). */
touchway_status touchway_window_add_view(touchway_window *window, touchway_view *view);

/* A name for the trace (copied); NULL clears it. */
touchway_status touchway_window_set_name(touchway_window *window, const char *name);

/* ---- Views ----------------------------------------------------------------------- */

/* A view of the compositor's UI, not in any window yet; frame in its superview's space. */
touchway_status touchway_view_create(touchway_seat *seat, double x, double y, double width,
                                     double height, touchway_view **out);

/*
 * A view for a client surface that no window above covers: a surface with a role of the
 * compositor's own shell, or none. Touches on it go to its client as on a client window's
 * surfaces. Put it in a window and keep its frame where the surface is shown; it takes
 * several touches at once. When the surface is destroyed, the view leaves its superview
 * and goes inert by itself.
 */
touchway_status touchway_view_create_for_surface(touchway_seat *seat, struct wlr_surface *surface,
                                                 touchway_view **out);

/* Takes the view out of its superview (its touches are cancelled) and frees the handle. */
touchway_status touchway_view_destroy(touchway_view *view);

touchway_status touchway_view_set_frame(touchway_view *view, double x, double y, double width,
                                        double height);

/* Adds a subview in front of the others; a view cannot contain itself (INVALID_ARGUMENT). */
touchway_status touchway_view_add_subview(touchway_view *view, touchway_view *subview);

/* Takes the view out of its window or superview; its touches are cancelled. */
touchway_status touchway_view_remove_from_superview(touchway_view *view);

/* UIKit's flags of a view. */
typedef enum touchway_view_flag {
  /* isUserInteractionEnabled (default true): false lets touches through to what is behind. */
  TOUCHWAY_VIEW_USER_INTERACTION = 0,
  /* isHidden (default false): never hit, nor anything inside. */
  TOUCHWAY_VIEW_HIDDEN = 1,
  /* isExclusiveTouch (default false): while it tracks a touch, no other view does. */
  TOUCHWAY_VIEW_EXCLUSIVE_TOUCH = 2,
  /* isMultipleTouchEnabled (default false): it may track several touches. */
  TOUCHWAY_VIEW_MULTIPLE_TOUCH = 3
} touchway_view_flag;

touchway_status touchway_view_set_flag(touchway_view *view, touchway_view_flag flag, bool value);

/* alpha, 0 to 1: below 0.01 the view is never hit. */
touchway_status touchway_view_set_alpha(touchway_view *view, double alpha);

/* A name for the trace (copied); NULL clears it. */
touchway_status touchway_view_set_name(touchway_view *view, const char *name);

/* ---- Gesture recognizers --------------------------------------------------------- */

typedef enum touchway_gesture_kind {
  TOUCHWAY_GESTURE_TAP = 0,
  TOUCHWAY_GESTURE_LONG_PRESS = 1,
  TOUCHWAY_GESTURE_PAN = 2,
  TOUCHWAY_GESTURE_SWIPE = 3,
  TOUCHWAY_GESTURE_PINCH = 4,
  TOUCHWAY_GESTURE_ROTATION = 5,
  TOUCHWAY_GESTURE_SCREEN_EDGE_PAN = 6
} touchway_gesture_kind;

typedef enum touchway_gesture_state {
  TOUCHWAY_GESTURE_POSSIBLE = 0,
  TOUCHWAY_GESTURE_BEGAN = 1,
  TOUCHWAY_GESTURE_CHANGED = 2,
  /* Also a discrete gesture's "recognized". */
  TOUCHWAY_GESTURE_ENDED = 3,
  TOUCHWAY_GESTURE_CANCELLED = 4,
  TOUCHWAY_GESTURE_FAILED = 5
} touchway_gesture_state;

/* A recognizer of kind, attached to nothing yet. */
touchway_status touchway_gesture_create(touchway_seat *seat, touchway_gesture_kind kind,
                                        touchway_gesture **out);

/* Detaches the recognizer (cancelling it if it was recognizing) and frees the handle. */
touchway_status touchway_gesture_destroy(touchway_gesture *gesture);

/* Attaches it to a window or a view (moving it from where it was), or detaches it. */
touchway_status touchway_gesture_attach_to_window(touchway_gesture *gesture,
                                                  touchway_window *window);
touchway_status touchway_gesture_attach_to_view(touchway_gesture *gesture, touchway_view *view);
touchway_status touchway_gesture_detach(touchway_gesture *gesture);

/*
 * Called on every transition into began, changed, ended (recognized) and cancelled, after
 * the views' deliveries of that frame. NULL removes it.
 */
typedef void (*touchway_gesture_fn)(touchway_gesture *gesture, touchway_gesture_state state,
                                    void *userdata);
touchway_status touchway_gesture_set_callback(touchway_gesture *gesture,
                                              touchway_gesture_fn callback, void *userdata);

/* The recognizer's properties; UNSUPPORTED for one its kind does not have. */
typedef enum touchway_gesture_property {
  /* Every kind; booleans are 0 or 1. */
  TOUCHWAY_GESTURE_ENABLED = 0,              /* default 1 */
  TOUCHWAY_GESTURE_CANCELS_TOUCHES_IN_VIEW = 1, /* default 1 */
  TOUCHWAY_GESTURE_DELAYS_TOUCHES_BEGAN = 2, /* default 0 */
  TOUCHWAY_GESTURE_DELAYS_TOUCHES_ENDED = 3, /* default 1 */
  /* Tap: taps (default 1); tap, long press, swipe: fingers (default 1). */
  TOUCHWAY_GESTURE_TAPS_REQUIRED = 4,
  TOUCHWAY_GESTURE_TOUCHES_REQUIRED = 5,
  /* Tap, long press: points a finger may move (default 10). */
  TOUCHWAY_GESTURE_ALLOWABLE_MOVEMENT = 6,
  /* Long press: seconds (default 0.5). */
  TOUCHWAY_GESTURE_MINIMUM_PRESS_DURATION = 7,
  /* Pan, screen-edge pan: fingers (defaults 1 and unlimited). */
  TOUCHWAY_GESTURE_MINIMUM_TOUCHES = 8,
  TOUCHWAY_GESTURE_MAXIMUM_TOUCHES = 9,
  /* Swipe: TOUCHWAY_SWIPE_* bits (default right). */
  TOUCHWAY_GESTURE_DIRECTION = 10,
  /* Screen-edge pan: TOUCHWAY_EDGE_* bits (default none); points from the edge (20). */
  TOUCHWAY_GESTURE_EDGES = 11,
  TOUCHWAY_GESTURE_EDGE_WIDTH = 12
} touchway_gesture_property;

#define TOUCHWAY_SWIPE_RIGHT 1
#define TOUCHWAY_SWIPE_LEFT 2
#define TOUCHWAY_SWIPE_UP 4
#define TOUCHWAY_SWIPE_DOWN 8
#define TOUCHWAY_EDGE_TOP 1
#define TOUCHWAY_EDGE_LEFT 2
#define TOUCHWAY_EDGE_BOTTOM 4
#define TOUCHWAY_EDGE_RIGHT 8

touchway_status touchway_gesture_set_property(touchway_gesture *gesture,
                                              touchway_gesture_property property, double value);

/* What a recognizer measured, read in its callback (or at any time). */
typedef enum touchway_gesture_value {
  /* Every kind: the centroid of its touches in output-layout coordinates, their number. */
  TOUCHWAY_GESTURE_LOCATION_X = 0,
  TOUCHWAY_GESTURE_LOCATION_Y = 1,
  TOUCHWAY_GESTURE_NUMBER_OF_TOUCHES = 2,
  /* Pan, screen-edge pan: points moved since it began; points a second. */
  TOUCHWAY_GESTURE_TRANSLATION_X = 3,
  TOUCHWAY_GESTURE_TRANSLATION_Y = 4,
  TOUCHWAY_GESTURE_VELOCITY_X = 5,
  TOUCHWAY_GESTURE_VELOCITY_Y = 6,
  /* Pinch: scale, and its rate a second. Rotation: radians, and its rate a second. */
  TOUCHWAY_GESTURE_SCALE = 7,
  TOUCHWAY_GESTURE_ROTATION_ANGLE = 8,
  TOUCHWAY_GESTURE_VELOCITY = 9
} touchway_gesture_value;

touchway_status touchway_gesture_get_value(const touchway_gesture *gesture,
                                           touchway_gesture_value value, double *out);

touchway_status touchway_gesture_get_state(const touchway_gesture *gesture,
                                           touchway_gesture_state *state);

/*
 * Marks the recognizer as a system gesture of the compositor: clients are told which
 * kind took their touches, and may keep system gestures off parts of their surfaces
 * (touchway-responder-v1).
 */
typedef enum touchway_system_gesture {
  TOUCHWAY_SYSTEM_GESTURE_NONE = 0,
  TOUCHWAY_SYSTEM_GESTURE_BACK = 1,
  TOUCHWAY_SYSTEM_GESTURE_HOME = 2,
  TOUCHWAY_SYSTEM_GESTURE_SWITCHER = 3,
  TOUCHWAY_SYSTEM_GESTURE_OTHER = 4
} touchway_system_gesture;

touchway_status touchway_gesture_set_system_gesture(touchway_gesture *gesture,
                                                    touchway_system_gesture kind);

/* gesture waits for other to fail before it leaves possible; if other recognizes, it fails. */
touchway_status touchway_gesture_require_to_fail(touchway_gesture *gesture,
                                                 touchway_gesture *other);

/* A name for the trace (copied); NULL clears it. */
touchway_status touchway_gesture_set_name(touchway_gesture *gesture, const char *name);

#ifdef __cplusplus
}
#endif

#endif /* TOUCHWAY_H */
