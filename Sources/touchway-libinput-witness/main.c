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
// libumockdev is loaded with dlopen, so that building this program needs only libinput's
// headers; the emulated pty is fed one chunk at a time, and each chunk is handed to
// libinput only once all of it can be read, so that the output does not depend on timing.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <libinput.h>
#include <limits.h>
#include <linux/input.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

enum { exit_skip = 77, chunk_events = 64, wait_milliseconds = 10000 };

static void fail(int status, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  fputs("touchway-libinput-witness: ", stderr);
  vfprintf(stderr, format, arguments);
  fputc('\n', stderr);
  va_end(arguments);
  exit(status);
}

// The parts of libumockdev's API the witness uses (umockdev.h, GLib types reduced).
typedef struct {
  unsigned domain;
  int code;
  char *message;
} GError;
typedef struct UMockdevTestbed UMockdevTestbed;
static struct {
  UMockdevTestbed *(*testbed_new)(void);
  int (*add_from_string)(UMockdevTestbed *, const char *, GError **);
  int (*load_ioctl)(UMockdevTestbed *, const char *, const char *, GError **);
  int (*get_dev_fd)(UMockdevTestbed *, const char *);
  char *(*get_root_dir)(UMockdevTestbed *);
} umockdev;

static void *symbol(void *library, const char *name) {
  void *address = dlsym(library, name);
  if (address == NULL) fail(exit_skip, "libumockdev.so.0 lacks %s", name);
  return address;
}

static void load_umockdev(void) {
  const char *preload = getenv("LD_PRELOAD");
  if (preload == NULL || strstr(preload, "libumockdev-preload") == NULL)
    fail(exit_skip, "run with LD_PRELOAD=libumockdev-preload.so.0 (Debian package umockdev)");
  void *library = dlopen("libumockdev.so.0", RTLD_NOW);
  if (library == NULL)
    fail(exit_skip, "cannot load libumockdev.so.0 (Debian package libumockdev0): %s", dlerror());
  umockdev.testbed_new = symbol(library, "umockdev_testbed_new");
  umockdev.add_from_string = symbol(library, "umockdev_testbed_add_from_string");
  umockdev.load_ioctl = symbol(library, "umockdev_testbed_load_ioctl");
  umockdev.get_dev_fd = symbol(library, "umockdev_testbed_get_dev_fd");
  umockdev.get_root_dir = symbol(library, "umockdev_testbed_get_root_dir");
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

static void write_file(const char *path, const char *contents) {
  FILE *file = fopen(path, "w");
  if (file == NULL || fputs(contents, file) < 0 || fclose(file) != 0)
    fail(1, "cannot write %s: %s", path, strerror(errno));
}

// Sets up the testbed; returns the pty master that feeds the node.
static int emulate(const char *node, const char *description, const char *ioctls, const char *database) {
  UMockdevTestbed *testbed = umockdev.testbed_new();
  GError *error = NULL;
  if (!umockdev.add_from_string(testbed, read_file(description, NULL), &error))
    fail(1, "umockdev rejects the device: %s", error ? error->message : "?");
  if (!umockdev.load_ioctl(testbed, node, ioctls, &error))
    fail(1, "umockdev rejects the ioctls: %s", error ? error->message : "?");
  const char *root = umockdev.get_root_dir(testbed);
  char path[PATH_MAX];
  snprintf(path, sizeof path, "%s/run", root);
  mkdir(path, 0755);
  snprintf(path, sizeof path, "%s/run/udev", root);
  mkdir(path, 0755);
  snprintf(path, sizeof path, "%s/run/udev/data", root);
  mkdir(path, 0755);
  struct stat status;
  if (stat(node, &status) != 0) fail(1, "umockdev did not create %s", node);
  snprintf(path, sizeof path, "%s/run/udev/data/c%u:%u", root, major(status.st_rdev), minor(status.st_rdev));
  write_file(path, read_file(database, NULL));
  int master = umockdev.get_dev_fd(testbed, node);
  if (master < 0) fail(1, "umockdev did not emulate %s as a stream device", node);
  return master;
}

// A second reader of the node's pty, opened past umockdev (through a link outside /dev)
// so that FIONREAD tells how much of what was written has arrived.
static int open_pty_observer(const char *node) {
  const char *root = getenv("UMOCKDEV_DIR");
  char path[PATH_MAX], pty[PATH_MAX], link[PATH_MAX];
  snprintf(path, sizeof path, "%s%s", root, node);
  ssize_t length = readlink(path, pty, sizeof pty - 1);
  if (length <= 0) fail(1, "%s is not a pty link", path);
  pty[length] = '\0';
  snprintf(link, sizeof link, "%s/pty-observer", root);
  if (symlink(pty, link) != 0) fail(1, "cannot link %s: %s", link, strerror(errno));
  int observer = open(link, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
  if (observer < 0) fail(1, "cannot open %s: %s", pty, strerror(errno));
  return observer;
}

// Waits until `count` bytes can be read from the pty, woken by each arrival.
static void wait_for_bytes(int observer, int count) {
  static int poller = -1;
  if (poller < 0) {
    poller = epoll_create1(EPOLL_CLOEXEC);
    struct epoll_event interest = {.events = EPOLLIN | EPOLLET};
    epoll_ctl(poller, EPOLL_CTL_ADD, observer, &interest);
  }
  for (;;) {
    int available = 0;
    if (ioctl(observer, FIONREAD, &available) != 0) fail(1, "FIONREAD: %s", strerror(errno));
    if (available >= count) return;
    struct epoll_event event;
    if (epoll_wait(poller, &event, 1, wait_milliseconds) == 0)
      fail(1, "only %d of %d bytes reached the emulated device", available, count);
  }
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
    wait_for_bytes(observer, (int)count);
    print_touch_events(context);
  }
}

int main(int argc, char **argv) {
  if (argc != 6) fail(1, "usage: %s NODE DESCRIPTION IOCTLS UDEV-DB EVENTS", argv[0]);
  load_umockdev();
  int master = emulate(argv[1], argv[2], argv[3], argv[4]);
  int observer = open_pty_observer(argv[1]);
  struct libinput *context = libinput_path_create_context(&interface, NULL);
  if (libinput_path_add_device(context, argv[1]) == NULL)
    fail(1, "libinput does not accept %s", argv[1]);
  print_touch_events(context);
  replay(argv[5], master, observer, context);
  libinput_unref(context);
  return 0;
}
