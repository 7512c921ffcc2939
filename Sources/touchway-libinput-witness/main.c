// touchway-libinput-witness: replays evdev events through the real libinput (the system's
// library) on a device emulated by umockdev, and prints the touch events libinput
// reports. TouchwayRecordingTests compares them with TouchDecoder's.
//
//   touchway-libinput-witness NODE DESCRIPTION IOCTLS UDEV-DB EVENTS
//
// NODE is the emulated node (/dev/input/eventN); DESCRIPTION a umockdev device
// description; IOCTLS a umockdev ioctl file answering the evdev ioctls; UDEV-DB the udev
// database entry (copied to $UMOCKDEV_DIR/run/udev/data/c13:N); EVENTS the events as
// raw `struct input_event`s. Run it with LD_PRELOAD="libTouchwayUmockdevShims.so
// libumockdev-preload.so.0". One line per event:
//
//   TIME_USEC TOUCH_DOWN|TOUCH_MOTION SLOT SEAT_SLOT X Y   (X, Y transformed onto 100×100, %.17g)
//   TIME_USEC TOUCH_UP|TOUCH_CANCEL SLOT SEAT_SLOT
//   TIME_USEC TOUCH_FRAME
//
// and for a tablet's tool the lines of a pen recording's `.libinput-events.txt`: what
// `libinput debug-events` prints, its device column dropped, blanks made one, the time in
// seconds since the first tablet event (`touchway events --help`).
//
// The events are given a time an hour ahead of the monotonic clock (times are printed
// back on the recording's clock): libinput sets its timers from event times and runs them
// on that clock, so the tablet's forced proximity out, due 50 ms after an event, would
// otherwise fire at once between two chunks of a recording made long ago.
//
// Exit status: 0 on success, 77 when umockdev is not available, 1 on any other failure.
//
// The testbed comes from CUmockdevTestbed (libumockdev loaded with dlopen, so that
// building this program needs only libinput's headers); the emulated pty is fed one chunk
// at a time, and each chunk is handed to
// libinput only once all of it can be read, so that the output does not depend on timing.

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <libinput.h>
#include <linux/input.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <touchway_testbed.h>
#include <unistd.h>

enum { exit_skip = 77, chunk_events = 64, wait_milliseconds = 10000 };

// The message of the last testbed call that failed.
static char error[512];

static void fail(int status, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  fputs("touchway-libinput-witness: ", stderr);
  vfprintf(stderr, format, arguments);
  fputc('\n', stderr);
  va_end(arguments);
  exit(status);
}

static void check(bool succeeded, const char *message) {
  if (!succeeded) fail(1, "%s", message);
}

// The whole of a file, NUL-terminated; `length` receives its size.
static char *read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) fail(1, "cannot open %s: %s", path, strerror(errno));
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  rewind(file);
  char *contents = malloc((size_t)size + 1);
  if (contents == NULL || fread(contents, 1, (size_t)size, file) != (size_t)size)
    fail(1, "cannot read %s", path);
  contents[size] = '\0';
  fclose(file);
  if (length != NULL) *length = (size_t)size;
  return contents;
}

static int open_restricted(const char *path, int flags, void *data) {
  (void)data;
  int fd = open(path, flags);
  return fd < 0 ? -errno : fd;
}

static void close_restricted(int fd, void *data) {
  (void)data;
  close(fd);
}

static const struct libinput_interface interface = {
    .open_restricted = open_restricted,
    .close_restricted = close_restricted,
};

// The offset added to every event's time, in microseconds.
static uint64_t time_shift;
// The time of the first tablet event, on the recording's clock; 0 before it.
static uint64_t tablet_origin;
static bool has_tablet_origin;

static const char *touch_name(enum libinput_event_type type) {
  switch (type) {
    case LIBINPUT_EVENT_TOUCH_DOWN: return "TOUCH_DOWN";
    case LIBINPUT_EVENT_TOUCH_MOTION: return "TOUCH_MOTION";
    case LIBINPUT_EVENT_TOUCH_UP: return "TOUCH_UP";
    case LIBINPUT_EVENT_TOUCH_CANCEL: return "TOUCH_CANCEL";
    case LIBINPUT_EVENT_TOUCH_FRAME: return "TOUCH_FRAME";
    default: return NULL;
  }
}

#define CHANGED(t, axis) (libinput_event_tablet_tool_##axis##_has_changed(t) ? "*" : "")

// print_tablet_axes of libinput's tools/libinput-debug-events.c, one blank apart.
static void print_tablet_axes(struct libinput_event_tablet_tool *t) {
  struct libinput_tablet_tool *tool = libinput_event_tablet_tool_get_tool(t);
  printf(" %.2f%s/%.2f%s", libinput_event_tablet_tool_get_x(t), CHANGED(t, x),
         libinput_event_tablet_tool_get_y(t), CHANGED(t, y));
  if (libinput_tablet_tool_has_tilt(tool))
    printf(" tilt: %.2f%s/%.2f%s", libinput_event_tablet_tool_get_tilt_x(t), CHANGED(t, tilt_x),
           libinput_event_tablet_tool_get_tilt_y(t), CHANGED(t, tilt_y));
  if (libinput_tablet_tool_has_distance(tool) || libinput_tablet_tool_has_pressure(tool)) {
    double distance = libinput_event_tablet_tool_get_distance(t);
    if (distance)
      printf(" distance: %.2f%s", distance, CHANGED(t, distance));
    else
      printf(" pressure: %.2f%s", libinput_event_tablet_tool_get_pressure(t), CHANGED(t, pressure));
  }
  if (libinput_tablet_tool_has_rotation(tool))
    printf(" rotation: %.2f%s", libinput_event_tablet_tool_get_rotation(t), CHANGED(t, rotation));
  if (libinput_tablet_tool_has_slider(tool))
    printf(" slider: %.2f%s", libinput_event_tablet_tool_get_slider_position(t), CHANGED(t, slider));
  if (libinput_tablet_tool_has_wheel(tool))
    printf(" wheel: %.2f%s (%d)", libinput_event_tablet_tool_get_wheel_delta(t), CHANGED(t, wheel),
           (int)libinput_event_tablet_tool_get_wheel_delta_discrete(t));
  if (libinput_tablet_tool_has_size(tool))
    printf(" size: %.2f%s/%.2f%s", libinput_event_tablet_tool_get_size_major(t), CHANGED(t, size_major),
           libinput_event_tablet_tool_get_size_minor(t), CHANGED(t, size_minor));
}

static const char *tool_name(enum libinput_tablet_tool_type type) {
  static const char *names[] = {"?", "pen", "eraser", "brush", "pencil", "airbrush", "mouse", "lens", "totem"};
  return type >= 1 && type <= 8 ? names[type] : "?";
}

// libevdev's names of the buttons a tablet tool reports.
static const char *button_name(uint32_t code) {
  switch (code) {
    case BTN_LEFT: return "BTN_LEFT";
    case BTN_RIGHT: return "BTN_RIGHT";
    case BTN_MIDDLE: return "BTN_MIDDLE";
    case BTN_SIDE: return "BTN_SIDE";
    case BTN_EXTRA: return "BTN_EXTRA";
    case BTN_FORWARD: return "BTN_FORWARD";
    case BTN_BACK: return "BTN_BACK";
    case BTN_TASK: return "BTN_TASK";
    case BTN_STYLUS: return "BTN_STYLUS";
    case BTN_STYLUS2: return "BTN_STYLUS2";
    default: return "???";
  }
}

// One tablet tool event, as `libinput debug-events` prints it.
static void print_tablet_event(struct libinput_event *event, enum libinput_event_type type) {
  struct libinput_event_tablet_tool *t = libinput_event_get_tablet_tool_event(event);
  uint64_t time = libinput_event_tablet_tool_get_time_usec(t) - time_shift;
  if (!has_tablet_origin) {
    tablet_origin = time;
    has_tablet_origin = true;
  }
  uint64_t elapsed = time - tablet_origin;
  printf("%llu.%06llu ", (unsigned long long)(elapsed / 1000000), (unsigned long long)(elapsed % 1000000));
  struct libinput_tablet_tool *tool = libinput_event_tablet_tool_get_tool(t);
  switch (type) {
    case LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY: {
      bool in = libinput_event_tablet_tool_get_proximity_state(t) == LIBINPUT_TABLET_TOOL_PROXIMITY_STATE_IN;
      printf("TABLET_TOOL_PROXIMITY");
      print_tablet_axes(t);
      printf(" %s (%#llx, id %#llx) %s", tool_name(libinput_tablet_tool_get_type(tool)),
             (unsigned long long)libinput_tablet_tool_get_serial(tool),
             (unsigned long long)libinput_tablet_tool_get_tool_id(tool), in ? "proximity-in" : "proximity-out");
      if (in) {
        printf(" axes:%s%s%s%s%s%s%s", libinput_tablet_tool_has_distance(tool) ? "d" : "",
               libinput_tablet_tool_has_pressure(tool) ? "p" : "", libinput_tablet_tool_has_tilt(tool) ? "t" : "",
               libinput_tablet_tool_has_rotation(tool) ? "r" : "", libinput_tablet_tool_has_slider(tool) ? "s" : "",
               libinput_tablet_tool_has_wheel(tool) ? "w" : "", libinput_tablet_tool_has_size(tool) ? "S" : "");
        static const struct { uint32_t code; const char *name; } buttons[] = {
            {BTN_TOUCH, "T"}, {BTN_STYLUS, "S"}, {BTN_STYLUS2, "S2"}, {BTN_LEFT, "L"}, {BTN_MIDDLE, "M"},
            {BTN_RIGHT, "R"}, {BTN_SIDE, "Sd"}, {BTN_EXTRA, "Ex"}, {BTN_0, "0"}};
        printf(" btn:");
        for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++)
          if (libinput_tablet_tool_has_button(tool, buttons[i].code)) printf("%s", buttons[i].name);
      }
      break;
    }
    case LIBINPUT_EVENT_TABLET_TOOL_TIP:
      printf("TABLET_TOOL_TIP");
      print_tablet_axes(t);
      printf(" %s", libinput_event_tablet_tool_get_tip_state(t) == LIBINPUT_TABLET_TOOL_TIP_DOWN ? "down" : "up");
      break;
    case LIBINPUT_EVENT_TABLET_TOOL_AXIS:
      printf("TABLET_TOOL_AXIS");
      print_tablet_axes(t);
      break;
    default: {
      uint32_t button = libinput_event_tablet_tool_get_button(t);
      printf("TABLET_TOOL_BUTTON %u (%s) %s, seat count: %u", button, button_name(button),
             libinput_event_tablet_tool_get_button_state(t) == LIBINPUT_BUTTON_STATE_PRESSED ? "pressed" : "released",
             libinput_event_tablet_tool_get_seat_button_count(t));
      break;
    }
  }
  putchar('\n');
}

static void print_touch_events(struct libinput *context) {
  libinput_dispatch(context);
  struct libinput_event *event;
  while ((event = libinput_get_event(context)) != NULL) {
    enum libinput_event_type type = libinput_event_get_type(event);
    if (type >= LIBINPUT_EVENT_TABLET_TOOL_AXIS && type <= LIBINPUT_EVENT_TABLET_TOOL_BUTTON) {
      print_tablet_event(event, type);
      libinput_event_destroy(event);
      continue;
    }
    const char *name = touch_name(type);
    if (name != NULL) {
      struct libinput_event_touch *touch = libinput_event_get_touch_event(event);
      printf("%llu %s", (unsigned long long)(libinput_event_touch_get_time_usec(touch) - time_shift), name);
      if (type != LIBINPUT_EVENT_TOUCH_FRAME)
        printf(" %d %d", libinput_event_touch_get_slot(touch), libinput_event_touch_get_seat_slot(touch));
      if (type == LIBINPUT_EVENT_TOUCH_DOWN || type == LIBINPUT_EVENT_TOUCH_MOTION)
        printf(" %.17g %.17g", libinput_event_touch_get_x_transformed(touch, 100),
               libinput_event_touch_get_y_transformed(touch, 100));
      putchar('\n');
    }
    libinput_event_destroy(event);
  }
}

// Writes the events to the pty a chunk at a time, letting libinput read each chunk.
static void replay(const char *events_path, int master, int observer, struct libinput *context) {
  size_t length;
  char *events = read_file(events_path, &length);
  if (length % sizeof(struct input_event) != 0) fail(1, "%s is not a list of input_events", events_path);
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  time_shift = ((uint64_t)now.tv_sec + 3600) * 1000000;
  for (struct input_event *e = (struct input_event *)events; (char *)(e + 1) <= events + length; e++)
    e->input_event_sec += (long)(time_shift / 1000000);
  const size_t chunk = chunk_events * sizeof(struct input_event);
  for (size_t offset = 0; offset < length; offset += chunk) {
    size_t count = length - offset < chunk ? length - offset : chunk;
    for (size_t written = 0; written < count;) {
      ssize_t result = write(master, events + offset + written, count - written);
      if (result < 0 && errno != EINTR) fail(1, "cannot write to the pty: %s", strerror(errno));
      if (result > 0) written += (size_t)result;
    }
    check(touchway_testbed_wait_for_bytes(observer, (int)count, wait_milliseconds, error,
                                          sizeof error),
          error);
    print_touch_events(context);
  }
}

int main(int argc, char **argv) {
  if (argc != 6) fail(1, "usage: %s NODE DESCRIPTION IOCTLS UDEV-DB EVENTS", argv[0]);
  if (!touchway_testbed_load(error, sizeof error)) fail(exit_skip, "%s", error);
  int master = touchway_testbed_add_device(touchway_testbed_new(), argv[1],
                                           read_file(argv[2], NULL), argv[3],
                                           read_file(argv[4], NULL), error, sizeof error);
  check(master >= 0, error);
  int observer = touchway_testbed_open_observer(argv[1], error, sizeof error);
  check(observer >= 0, error);
  struct libinput *context = libinput_path_create_context(&interface, NULL);
  if (libinput_path_add_device(context, argv[1]) == NULL)
    fail(1, "libinput does not accept %s", argv[1]);
  print_touch_events(context);
  replay(argv[5], master, observer, context);
  libinput_unref(context);
  return 0;
}
