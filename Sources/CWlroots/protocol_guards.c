#define WLR_USE_UNSTABLE 1

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wayland-server-core.h>
#include <wlr/types/wlr_xdg_shell.h>

#include <wlr/types/wlr_compositor.h>

#include "touchway-protocol-guards.h"


struct cycle_breaker {
  struct wl_listener new_popup;
};

// The parent's new_popup fires inside wlroots' get_popup, once the popup is in the
// parent's list: take it out again and end the client.
static void break_cycle(struct wl_listener *listener, void *data) {
  struct cycle_breaker *breaker = wl_container_of(listener, breaker, new_popup);
  wl_list_remove(&breaker->new_popup.link);
  free(breaker);
  struct wlr_xdg_popup *popup = data;
  wl_list_remove(&popup->link);
  wl_list_init(&popup->link);
  wl_resource_post_error(popup->base->client->resource, XDG_WM_BASE_ERROR_INVALID_POPUP_PARENT,
                         "xdg_popup@%u: its parents lead back to it",
                         wl_resource_get_id(popup->resource));
}

// Whether `surface` is `parent` or one of the popups `parent` descends from, or the chain
// is deeper than any real one. It walks wlr_surfaces: a surface that has no xdg role yet
// (the new popup's own, before this request gives it one) is not an xdg surface to wlroots.
static bool makes_cycle(struct wlr_xdg_surface *surface, struct wlr_xdg_surface *parent) {
  struct wlr_surface *ancestor = parent->surface;
  for (int depth = 0; ancestor != NULL; depth++) {
    if (ancestor == surface->surface || depth > touchway_maximum_nesting) return true;
    if (!wlr_surface_is_xdg_surface(ancestor)) return false;
    struct wlr_xdg_surface *xdg = wlr_xdg_surface_from_wlr_surface(ancestor);
    if (xdg->role != WLR_XDG_SURFACE_ROLE_POPUP) return false;
    ancestor = xdg->popup->parent;
  }
  return false;
}

// How many subsurface levels `surface` is below its root surface.
static int subsurface_depth(struct wlr_surface *surface) {
  int depth = 0;
  while (depth <= touchway_maximum_nesting && wlr_surface_is_subsurface(surface)) {
    struct wlr_subsurface *subsurface = wlr_subsurface_from_wlr_surface(surface);
    if (subsurface == NULL || subsurface->parent == NULL) break;
    surface = subsurface->parent;
    depth++;
  }
  return depth;
}

static void guard_popup(const struct wl_protocol_logger_message *message) {
  struct wl_resource *parent_resource = (struct wl_resource *)message->arguments[1].o;
  if (parent_resource == NULL) return;
  struct wlr_xdg_surface *surface = wlr_xdg_surface_from_resource(message->resource);
  struct wlr_xdg_surface *parent = wlr_xdg_surface_from_resource(parent_resource);
  if (surface == NULL || parent == NULL || !makes_cycle(surface, parent)) return;
  struct cycle_breaker *breaker = calloc(1, sizeof(*breaker));
  if (breaker == NULL) return;
  breaker->new_popup.notify = break_cycle;
  wl_signal_add(&parent->events.new_popup, &breaker->new_popup);
}

// zwlr_layer_surface_v1.get_popup takes a popup that has a parent already: wlroots 0.15
// links it into the layer surface's list of popups while it is still in another (its xdg
// parent's, or the same one), and the lists it leaves corrupt abort or crash the
// compositor. The popup leaves the list it is in before wlroots links it again.
static void guard_layer_popup(const struct wl_protocol_logger_message *message) {
  struct wl_resource *popup_resource = (struct wl_resource *)message->arguments[0].o;
  if (popup_resource == NULL) return;
  struct wlr_xdg_surface *surface = wlr_xdg_surface_from_popup_resource(popup_resource);
  if (surface == NULL || surface->popup == NULL || surface->popup->parent == NULL) return;
  wl_list_remove(&surface->popup->link);
  wl_list_init(&surface->popup->link);
  wl_resource_post_error(surface->client->resource, XDG_WM_BASE_ERROR_INVALID_POPUP_PARENT,
                         "xdg_popup@%u has a parent already",
                         wl_resource_get_id(popup_resource));
}

static void guard_subsurface(const struct wl_protocol_logger_message *message) {
  struct wl_resource *parent_resource = (struct wl_resource *)message->arguments[2].o;
  if (parent_resource == NULL) return;
  struct wlr_surface *parent = wlr_surface_from_resource(parent_resource);
  if (subsurface_depth(parent) < touchway_maximum_nesting) return;
  wl_resource_post_error(message->resource, WL_SUBCOMPOSITOR_ERROR_BAD_SURFACE,
                         "wl_surface@%u: subsurfaces nested deeper than %d levels",
                         wl_resource_get_id(parent_resource), touchway_maximum_nesting);
}

// Bytes a pixel of a wl_shm format takes: 2 or 3 for the 16- and 24-bit formats pixman
// draws, 4 for the rest (0 and 1 are wl_shm's ARGB8888 and XRGB8888).
static int32_t bytes_per_pixel(uint32_t format) {
  switch (format) {
  case 0x36314752: // RGB565
  case 0x36314742: // BGR565
  case 0x32315241: // ARGB4444
  case 0x32315258: // XRGB4444
  case 0x35315241: // ARGB1555
  case 0x35315258: // XRGB1555
    return 2;
  case 0x34324752: // RGB888
  case 0x34324742: // BGR888
    return 3;
  default:
    return 4;
  }
}

// libwayland checks a buffer's stride against its width in pixels, not bytes: a stride
// shorter than a row makes the renderer read past the end of the client's pool.
static void guard_buffer(const struct wl_protocol_logger_message *message) {
  int32_t width = message->arguments[2].i;
  int32_t stride = message->arguments[4].i;
  int32_t bytes = bytes_per_pixel(message->arguments[5].u);
  if (width <= 0 || stride >= width * (int64_t)bytes) return;
  wl_resource_post_error(message->resource, WL_SHM_ERROR_INVALID_STRIDE,
                         "stride %d is less than %d pixels of %d bytes", stride, width, bytes);
}

// The largest keymap a virtual keyboard may send: xkeyboard-config's largest compiled
// keymaps are under 100 kB. The guard reads the keymap through once to find its end.
enum { maximum_keymap_size = 1 << 20 };

// zwp_virtual_keyboard_v1.error.no_keymap: wlroots installs no header with it.
enum { virtual_keyboard_error_no_keymap = 0 };

// Whether `fd` is a regular file of at least `size` bytes whose mapping of `size` bytes
// reads as a C string that ends inside it, as xkbcommon reads a keymap: a NUL in the
// file, or the zeros that follow a file's end in its last page (a client that states the
// text's length without its NUL).
static bool holds_c_string(int fd, uint32_t size) {
  struct stat file;
  if (fstat(fd, &file) != 0 || !S_ISREG(file.st_mode) || file.st_size < (off_t)size) return false;
  off_t page = sysconf(_SC_PAGESIZE);
  off_t mapped = ((off_t)size + page - 1) / page * page;
  off_t end = file.st_size < mapped ? file.st_size : mapped;
  char chunk[4096];
  for (off_t at = 0; at < end;) {
    size_t want = end - at < (off_t)sizeof chunk ? (size_t)(end - at) : sizeof chunk;
    ssize_t got = pread(fd, chunk, want, at);
    if (got <= 0) return false;
    if (memchr(chunk, 0, (size_t)got) != NULL) return true;
    at += got;
  }
  return end < mapped && end % page != 0;
}

// wlroots 0.15 maps a virtual keyboard's keymap with the size the client states and reads
// it as a C string: a descriptor shorter than that (or one whose text does not end in the
// mapping, or one that is no file) makes the compositor read past the mapping, SIGBUS or
// SIGSEGV, before any signal reaches it. The request's size becomes 0, which wlroots' mmap refuses, so it
// takes its error path; the client is ended with no_keymap.
static void guard_keymap(const struct wl_protocol_logger_message *message) {
  int32_t fd = message->arguments[1].h;
  uint32_t size = message->arguments[2].u;
  if (size > 0 && size <= maximum_keymap_size && holds_c_string(fd, size)) return;
  ((union wl_argument *)message->arguments)[2].u = 0;
  wl_resource_post_error(message->resource, virtual_keyboard_error_no_keymap,
                         "keymap of %u bytes: not a file that long holding its text", size);
}

static void watch_requests(void *data, enum wl_protocol_logger_type direction,
                           const struct wl_protocol_logger_message *message) {
  (void)data;
  if (direction != WL_PROTOCOL_LOGGER_REQUEST) return;
  const char *request = message->message->name;
  const char *interface = wl_resource_get_class(message->resource);
  if (strcmp(request, "get_popup") == 0 && strcmp(interface, "xdg_surface") == 0) {
    guard_popup(message);
  } else if (strcmp(request, "get_popup") == 0
             && strcmp(interface, "zwlr_layer_surface_v1") == 0) {
    guard_layer_popup(message);
  } else if (strcmp(request, "get_subsurface") == 0
             && strcmp(interface, "wl_subcompositor") == 0) {
    guard_subsurface(message);
  } else if (strcmp(request, "keymap") == 0
             && strcmp(interface, "zwp_virtual_keyboard_v1") == 0) {
    guard_keymap(message);
  } else if (strcmp(request, "create_buffer") == 0 && strcmp(interface, "wl_shm_pool") == 0) {
    guard_buffer(message);
  }
}

// The guards of one display: its protocol logger, removed with the display.
struct guards {
  struct wl_protocol_logger *logger;
  struct wl_listener display_destroy;
};

static void end_guards(struct wl_listener *listener, void *data) {
  (void)data;
  struct guards *guards = wl_container_of(listener, guards, display_destroy);
  wl_list_remove(&guards->display_destroy.link);
  wl_protocol_logger_destroy(guards->logger);
  free(guards);
}

bool touchway_guard_protocol(struct wl_display *display) {
  // Found by its notify function: one set of guards a display, however many ask.
  if (wl_display_get_destroy_listener(display, end_guards) != NULL) return true;
  struct guards *guards = calloc(1, sizeof *guards);
  if (guards == NULL) return false;
  guards->logger = wl_display_add_protocol_logger(display, watch_requests, NULL);
  if (guards->logger == NULL) {
    free(guards);
    return false;
  }
  guards->display_destroy.notify = end_guards;
  wl_display_add_destroy_listener(display, &guards->display_destroy);
  return true;
}
