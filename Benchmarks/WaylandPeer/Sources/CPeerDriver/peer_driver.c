/* The harness's driver, compiled unchanged (found on the include path that Package.swift
 * sets to the harness folder), so the Touchway server runs the same phases, client,
 * shared page and report as bare_server.c and wlr_server.c. */
#include "driver.c"
