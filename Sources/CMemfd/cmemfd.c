#define _GNU_SOURCE
#include "cmemfd.h"

#include <fcntl.h>
#include <sys/mman.h>

_Static_assert(CMEMFD_SEAL_SEAL == F_SEAL_SEAL, "F_SEAL_SEAL");
_Static_assert(CMEMFD_SEAL_SHRINK == F_SEAL_SHRINK, "F_SEAL_SHRINK");
_Static_assert(CMEMFD_SEAL_GROW == F_SEAL_GROW, "F_SEAL_GROW");
_Static_assert(CMEMFD_SEAL_WRITE == F_SEAL_WRITE, "F_SEAL_WRITE");

int cmemfd_create_sealable(const char *name) {
  return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
}

int cmemfd_add_seals(int fd, int seals) { return fcntl(fd, F_ADD_SEALS, seals); }

int cmemfd_get_seals(int fd) { return fcntl(fd, F_GET_SEALS); }
