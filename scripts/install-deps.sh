#!/usr/bin/env bash
# Installs the Debian packages Touchway builds and tests with, in one apt-get run (the
# package lists are fetched only if something is missing). Safe to run again.
set -euo pipefail
packages=(
  pkg-config libwayland-dev wayland-protocols plasma-wayland-protocols libinput-dev libwacom-dev libxkbcommon-dev xkb-data
  libudev-dev libpixman-1-dev umockdev libumockdev-dev libinput-tools evemu-tools weston
  libwlroots-dev libpng-dev
  # wlroots' xwayland.h includes xcb/xcb.h; Xwayland itself for X11 apps in the kiosk;
  # X-Resource, which tells the kiosk the process of an X11 window's client
  libxcb1-dev libxcb-res0-dev xwayland
  # the labels of the kiosk's on-screen keyboard
  libcairo2-dev
  # scripts/check-instructions.sh: instructions counted by callgrind
  valgrind
  # scripts/test-c-api.sh: C and C++ compilers for the C API's tests and example
  # compositor, wayland-scanner for their protocol code
  gcc g++ libwayland-bin
  # scripts/vm-test.sh: the VM and its host side (the guest's packages are downloaded)
  qemu-system-x86 python3 binutils
  # The real-app suite (Tests/RealAppTests, docs/apps.md):
  # GTK 3 and GTK 4 from Python (the typelibs pull the libraries in)
  python3-gi gir1.2-gtk-3.0 gir1.2-gtk-4.0
  # Tk from Python: an X11 toolkit, for the popup tests under Xwayland
  python3-tk
  # Qt 5 and Qt 6 from Python, each with its Wayland platform plugin: without it
  # QT_QPA_PLATFORM=wayland fails ("Could not find the Qt platform plugin").
  python3-pyqt5 qtwayland5 python3-pyqt6 qt6-wayland
  # SDL2 from Python: lighter than libsdl2-dev and a C compiler, and no build step
  python3-sdl2
  # Mesa's EGL and GL in software (llvmpipe): SDL's and GTK 4's windows render with GL
  libegl-mesa0 libgl1-mesa-dri
  # Wayland tools and browsers
  wev foot chromium firefox-esr
  # pointer-only apps (pointer emulation) and X11 apps through Xwayland (xev, xterm, and
  # Tk from Python for dialogs, long presses and typing)
  imv x11-utils xterm python3-tk
  # on-screen keyboards that run as clients (layer-shell, virtual-keyboard, input-method);
  # squeekboard wants a D-Bus session bus
  wvkbd squeekboard dbus-daemon
  # one font, so Qt, GTK and the browsers have glyphs on a minimal system
  fonts-dejavu-core
  # the proof of the C API (scripts/test-cage.sh): Debian's cage beside the patched one,
  # which scripts/build-cage.sh patches and builds with meson and a C compiler (which also
  # builds the test's injector, Tests/cage/touch-inject.c)
  cage meson ninja-build gcc patch
)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) == 0 ]] || sudo="sudo"
  echo "installing: ${missing[*]}" >&2
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
