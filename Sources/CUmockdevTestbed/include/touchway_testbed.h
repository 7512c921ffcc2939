// A umockdev testbed for running real libinput on emulated evdev devices, in tests.
//
// libumockdev is loaded with dlopen, so that building needs no umockdev headers and a
// machine without umockdev can report what to install. The process must run with
// LD_PRELOAD="libTouchwayUmockdevShims.so libumockdev-preload.so.0" (see CUmockdevShims).
// Failures fill `error` (`error_size` bytes) with a sentence and return false or -1.

#ifndef TOUCHWAY_TESTBED_H
#define TOUCHWAY_TESTBED_H

#include <stdbool.h>
#include <stddef.h>

typedef struct touchway_testbed touchway_testbed;

// Loads libumockdev; false (with what to install) when umockdev is not available.
bool touchway_testbed_load(char *error, size_t error_size);

// A new, empty testbed (umockdev_testbed_new); sets $UMOCKDEV_DIR. Needs a successful
// touchway_testbed_load first.
touchway_testbed *touchway_testbed_new(void);

// Adds the devices of `description` (umockdev_testbed_add_from_string), answers the
// evdev ioctls of `node` from the file at `ioctls_path`, and writes `udev_database` as
// the node's udev database entry, so that libudev sees it initialized. Returns the pty
// master that feeds the node's readers, or -1.
int touchway_testbed_add_device(
    touchway_testbed *testbed, const char *node, const char *description,
    const char *ioctls_path, const char *udev_database, char *error, size_t error_size);

// Sends a uevent ("add", "remove") for the device at `syspath` (/sys/devices/…) to the
// udev monitors of the process.
void touchway_testbed_uevent(touchway_testbed *testbed, const char *syspath, const char *action);

// Removes the device at `syspath` from the testbed's sysfs.
void touchway_testbed_remove_device(touchway_testbed *testbed, const char *syspath);

// A second reader of `node`'s pty, opened past umockdev, for
// touchway_testbed_wait_for_bytes; -1 on failure.
int touchway_testbed_open_observer(const char *node, char *error, size_t error_size);

// Waits until `count` bytes can be read from the pty (woken by each arrival, at most
// `milliseconds` without one); false when they do not come.
bool touchway_testbed_wait_for_bytes(
    int observer, int count, int milliseconds, char *error, size_t error_size);

#endif
