// LD_PRELOAD shims that let libinput 1.22 open a device emulated by umockdev 0.17. They
// export no API of their own: they replace libc's open, fopen and fstat families.
