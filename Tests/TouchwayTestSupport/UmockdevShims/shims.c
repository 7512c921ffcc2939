// Two gaps of umockdev 0.17 that keep libinput from opening an emulated evdev node, closed
// by interposing libc functions (load this library with LD_PRELOAD next to
// libumockdev-preload.so):
//
// 1. libudev decides whether a device is initialized by reading /run/udev/data/c13:N,
//    but umockdev redirects only /dev, /sys and /proc into its testbed. Opens under
//    /run/udev/data/ are redirected to $UMOCKDEV_DIR/run/udev/data/.
// 2. libinput compares fstat()'s st_rdev of the opened node with the udev device, but the
//    node is a pty and fstat reports the pty's number. For a pty that umockdev maps to an
//    emulated device ($UMOCKDEV_DIR/dev/.ptymap/<pty path with / as _> → "MAJ:MIN"),
//    fstat reports the emulated number.
//
// Outside a testbed (no UMOCKDEV_DIR) every call goes straight to the next definition.

#ifdef __linux__

#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

static const char udev_data_prefix[] = "/run/udev/data/";

// The next definition of a libc function, looked up once.
#define NEXT(name)                                 \
  static __typeof__(&name) next_##name;            \
  if (!next_##name) next_##name = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

// `path`, or its place in the testbed when it is a udev database file.
static const char *redirect(const char *path, char *buffer, size_t size) {
  const char *root = getenv("UMOCKDEV_DIR");
  if (root == NULL || path == NULL ||
      strncmp(path, udev_data_prefix, sizeof udev_data_prefix - 1) != 0)
    return path;
  snprintf(buffer, size, "%s%s", root, path);
  return buffer;
}

// The mode argument of open() and openat(), present only when a file may be created.
#define MODE_ARGUMENT(flags, mode)                             \
  mode_t mode = 0;                                             \
  if ((flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE) { \
    va_list arguments;                                         \
    va_start(arguments, flags);                                \
    mode = va_arg(arguments, mode_t);                          \
    va_end(arguments);                                         \
  }

#define WRAP_OPEN(name)                                           \
  int name(const char *path, int flags, ...) {                    \
    MODE_ARGUMENT(flags, mode)                                    \
    NEXT(name);                                                   \
    char buffer[PATH_MAX];                                        \
    return next_##name(redirect(path, buffer, sizeof buffer), flags, mode); \
  }

#define WRAP_OPENAT(name)                                                \
  int name(int directory, const char *path, int flags, ...) {            \
    MODE_ARGUMENT(flags, mode)                                           \
    NEXT(name);                                                          \
    char buffer[PATH_MAX];                                               \
    return next_##name(directory, redirect(path, buffer, sizeof buffer), flags, mode); \
  }

#define WRAP_FOPEN(name)                                          \
  FILE *name(const char *path, const char *mode) {                \
    NEXT(name);                                                   \
    char buffer[PATH_MAX];                                        \
    return next_##name(redirect(path, buffer, sizeof buffer), mode); \
  }

WRAP_OPEN(open)
WRAP_OPEN(open64)
WRAP_OPENAT(openat)
WRAP_OPENAT(openat64)
WRAP_FOPEN(fopen)
WRAP_FOPEN(fopen64)

// Replaces a pty's device number by the emulated device's, if umockdev maps it.
static void report_emulated_device(int fd, struct stat *status) {
  const char *root = getenv("UMOCKDEV_DIR");
  if (root == NULL || !S_ISCHR(status->st_mode)) return;
  char path[PATH_MAX];
  char target[PATH_MAX];
  snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  ssize_t length = readlink(path, target, sizeof target - 1);
  if (length <= 0) return;
  target[length] = '\0';
  for (char *c = target; *c != '\0'; c++)
    if (*c == '/') *c = '_';
  snprintf(path, sizeof path, "%s/dev/.ptymap/%s", root, target);
  char numbers[64];
  length = readlink(path, numbers, sizeof numbers - 1);
  if (length <= 0) return;
  numbers[length] = '\0';
  unsigned major_number, minor_number;
  if (sscanf(numbers, "%u:%u", &major_number, &minor_number) == 2)
    status->st_rdev = makedev(major_number, minor_number);
}

// struct stat64 and struct stat are the same on 64-bit Linux.
#define WRAP_FSTAT(name, type)                                            \
  int name(int fd, type *status) {                                        \
    NEXT(name);                                                           \
    int result = next_##name(fd, status);                                 \
    if (result == 0) report_emulated_device(fd, (struct stat *)status);   \
    return result;                                                        \
  }

WRAP_FSTAT(fstat, struct stat)
WRAP_FSTAT(fstat64, struct stat64)

#endif
