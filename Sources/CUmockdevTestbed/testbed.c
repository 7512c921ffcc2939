#define _GNU_SOURCE
#include "touchway_testbed.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

// The parts of libumockdev's API used here (umockdev.h, GLib types reduced).
typedef struct {
  unsigned domain;
  int code;
  char *message;
} GError;

static struct {
  touchway_testbed *(*testbed_new)(void);
  int (*add_from_string)(touchway_testbed *, const char *, GError **);
  int (*load_ioctl)(touchway_testbed *, const char *, const char *, GError **);
  int (*get_dev_fd)(touchway_testbed *, const char *);
  char *(*get_root_dir)(touchway_testbed *);
  void (*uevent)(touchway_testbed *, const char *, const char *);
  void (*remove_device)(touchway_testbed *, const char *);
} umockdev;

static bool failure(char *error, size_t size, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(error, size, format, arguments);
  va_end(arguments);
  return false;
}

bool touchway_testbed_load(char *error, size_t error_size) {
  const char *preload = getenv("LD_PRELOAD");
  if (preload == NULL || strstr(preload, "libumockdev-preload") == NULL)
    return failure(error, error_size,
                   "run with LD_PRELOAD=libumockdev-preload.so.0 (Debian package umockdev)");
  void *library = dlopen("libumockdev.so.0", RTLD_NOW);
  if (library == NULL)
    return failure(error, error_size,
                   "cannot load libumockdev.so.0 (Debian package libumockdev0): %s", dlerror());
  struct {
    void **address;
    const char *name;
  } symbols[] = {
      {(void **)&umockdev.testbed_new, "umockdev_testbed_new"},
      {(void **)&umockdev.add_from_string, "umockdev_testbed_add_from_string"},
      {(void **)&umockdev.load_ioctl, "umockdev_testbed_load_ioctl"},
      {(void **)&umockdev.get_dev_fd, "umockdev_testbed_get_dev_fd"},
      {(void **)&umockdev.get_root_dir, "umockdev_testbed_get_root_dir"},
      {(void **)&umockdev.uevent, "umockdev_testbed_uevent"},
      {(void **)&umockdev.remove_device, "umockdev_testbed_remove_device"},
  };
  for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++) {
    *symbols[i].address = dlsym(library, symbols[i].name);
    if (*symbols[i].address == NULL)
      return failure(error, error_size, "libumockdev.so.0 lacks %s", symbols[i].name);
  }
  return true;
}

touchway_testbed *touchway_testbed_new(void) { return umockdev.testbed_new(); }

// Writes the node's udev database entry under the testbed's /run/udev/data (where the
// shims redirect libudev).
static bool write_database(touchway_testbed *testbed, const char *node, const char *contents,
                           char *error, size_t size) {
  char path[PATH_MAX];
  const char *root = umockdev.get_root_dir(testbed);
  const char *parts[] = {"/run", "/run/udev", "/run/udev/data"};
  for (size_t i = 0; i < 3; i++) {
    snprintf(path, sizeof path, "%s%s", root, parts[i]);
    mkdir(path, 0755);
  }
  struct stat status;
  if (stat(node, &status) != 0) return failure(error, size, "umockdev did not create %s", node);
  snprintf(path, sizeof path, "%s/run/udev/data/c%u:%u", root, major(status.st_rdev),
           minor(status.st_rdev));
  FILE *file = fopen(path, "w");
  if (file == NULL || fputs(contents, file) < 0 || fclose(file) != 0)
    return failure(error, size, "cannot write %s: %s", path, strerror(errno));
  return true;
}

int touchway_testbed_add_device(touchway_testbed *testbed, const char *node,
                                const char *description, const char *ioctls_path,
                                const char *udev_database, char *error, size_t error_size) {
  GError *problem = NULL;
  if (!umockdev.add_from_string(testbed, description, &problem)) {
    failure(error, error_size, "umockdev rejects the device: %s",
            problem ? problem->message : "?");
    return -1;
  }
  if (!umockdev.load_ioctl(testbed, node, ioctls_path, &problem)) {
    failure(error, error_size, "umockdev rejects the ioctls: %s",
            problem ? problem->message : "?");
    return -1;
  }
  if (!write_database(testbed, node, udev_database, error, error_size)) return -1;
  int master = umockdev.get_dev_fd(testbed, node);
  if (master < 0)
    failure(error, error_size, "umockdev did not emulate %s as a stream device", node);
  return master;
}

void touchway_testbed_uevent(touchway_testbed *testbed, const char *syspath,
                             const char *action) {
  umockdev.uevent(testbed, syspath, action);
}

void touchway_testbed_remove_device(touchway_testbed *testbed, const char *syspath) {
  umockdev.remove_device(testbed, syspath);
}

// The observer is linked outside /dev, so that umockdev leaves its open alone.
int touchway_testbed_open_observer(const char *node, char *error, size_t error_size) {
  const char *root = getenv("UMOCKDEV_DIR");
  char path[PATH_MAX], pty[PATH_MAX], link[PATH_MAX];
  snprintf(path, sizeof path, "%s%s", root ? root : "", node);
  ssize_t length = readlink(path, pty, sizeof pty - 1);
  if (length <= 0) return failure(error, error_size, "%s is not a pty link", path), -1;
  pty[length] = '\0';
  snprintf(link, sizeof link, "%s/pty-observer-%s", root, strrchr(node, '/') + 1);
  if (symlink(pty, link) != 0)
    return failure(error, error_size, "cannot link %s: %s", link, strerror(errno)), -1;
  int observer = open(link, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
  if (observer < 0)
    return failure(error, error_size, "cannot open %s: %s", pty, strerror(errno)), -1;
  return observer;
}

bool touchway_testbed_wait_for_bytes(int observer, int count, int milliseconds, char *error,
                                     size_t error_size) {
  int poller = epoll_create1(EPOLL_CLOEXEC);
  struct epoll_event interest = {.events = EPOLLIN | EPOLLET};
  epoll_ctl(poller, EPOLL_CTL_ADD, observer, &interest);
  bool result = true;
  for (;;) {
    int available = 0;
    if (ioctl(observer, FIONREAD, &available) != 0) {
      result = failure(error, error_size, "FIONREAD: %s", strerror(errno));
      break;
    }
    if (available >= count) break;
    struct epoll_event event;
    if (epoll_wait(poller, &event, 1, milliseconds) == 0) {
      result = failure(error, error_size, "only %d of %d bytes reached the emulated device",
                       available, count);
      break;
    }
  }
  close(poller);
  return result;
}
