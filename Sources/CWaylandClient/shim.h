#include <wayland-client-core.h>
#include <wayland-client-protocol.h>
