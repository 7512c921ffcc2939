/* wlroots' headers include xdg-shell's server header by the name wlroots' build gives it;
 * it is WaylandProtocols' (scripts/generate-protocols.sh), included, not copied. */
#include "xdg-shell-server-protocol.h"
