// What Swift cannot do with wlroots directly.
#ifndef TOUCHWAY_WLR_GLUE_H
#define TOUCHWAY_WLR_GLUE_H

#include <wlr/util/log.h>

// A log line, formatted; `message` is valid during the call only.
typedef void (*touchway_wlr_log_sink)(enum wlr_log_importance importance, const char *message);

// wlr_log_init with a callback that receives formatted lines: wlroots hands its callback a
// va_list, which Swift cannot format.
void touchway_wlr_log_init(enum wlr_log_importance verbosity, touchway_wlr_log_sink sink);

#endif
