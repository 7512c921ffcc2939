/* The harness's driver (driver.h in the harness folder), for Swift. */
#include "driver.h"
