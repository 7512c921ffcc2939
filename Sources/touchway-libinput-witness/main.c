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

static void print_touch_events(struct libinput *context) {
  libinput_dispatch(context);
  struct libinput_event *event;
  while ((event = libinput_get_event(context)) != NULL) {
    enum libinput_event_type type = libinput_event_get_type(event);
    const char *name = touch_name(type);
    if (name != NULL) {
      struct libinput_event_touch *touch = libinput_event_get_touch_event(event);
      printf("%llu %s", (unsigned long long)libinput_event_touch_get_time_usec(touch), name);
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
  const char *events = read_file(events_path, &length);
  if (length % sizeof(struct input_event) != 0) fail(1, "%s is not a list of input_events", events_path);
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
