#include <wayland-server-core.h>
#include <wayland-server-protocol.h>
