#include <stdio.h>

#include "touchway-wlr-glue.h"

static touchway_wlr_log_sink log_sink;

static void forward_log(enum wlr_log_importance importance, const char *format, va_list args) {
  char line[1024];
  vsnprintf(line, sizeof line, format, args);
  log_sink(importance, line);
}

void touchway_wlr_log_init(enum wlr_log_importance verbosity, touchway_wlr_log_sink sink) {
  log_sink = sink;
  wlr_log_init(verbosity, forward_log);
}
