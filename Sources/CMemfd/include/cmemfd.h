// memfd_create(2) and file seals, which Glibc's Swift module leaves out (they need
// _GNU_SOURCE). Each function is one system call; on failure it returns -1 and sets errno.
#pragma once

/// The file seals of fcntl(2), with Linux's values (checked against <fcntl.h> in cmemfd.c).
enum {
  CMEMFD_SEAL_SEAL = 0x0001,
  CMEMFD_SEAL_SHRINK = 0x0002,
  CMEMFD_SEAL_GROW = 0x0004,
  CMEMFD_SEAL_WRITE = 0x0008,
};

/// memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING): an anonymous file that can be sealed.
int cmemfd_create_sealable(const char *name);

/// fcntl(fd, F_ADD_SEALS, seals).
int cmemfd_add_seals(int fd, int seals);

/// fcntl(fd, F_GET_SEALS): the seals the file has.
int cmemfd_get_seals(int fd);
