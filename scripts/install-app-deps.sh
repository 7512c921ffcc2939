#!/usr/bin/env bash
# Installs the Debian 12 packages the real-app suite (Tests/RealAppTests) runs: the toolkits
# its test apps are written with and the apps it starts. Safe to run again; the package
# lists are fetched only if something is missing. `--cage` also installs cage, the wlroots
# kiosk the apps were validated under (docs/apps.md).
set -euo pipefail
packages=(
  # GTK 3 and GTK 4 from Python (the typelibs pull the libraries in)
  python3-gi gir1.2-gtk-3.0 gir1.2-gtk-4.0
  # Qt 5 and Qt 6 from Python, each with its Wayland platform plugin: without it
  # QT_QPA_PLATFORM=wayland fails ("Could not find the Qt platform plugin").
  python3-pyqt5 qtwayland5 python3-pyqt6 qt6-wayland
  # SDL2 from Python: lighter than libsdl2-dev and a C compiler, and no build step
  python3-sdl2
  # Mesa's EGL and GL in software (llvmpipe): SDL's and GTK 4's windows render with GL
  libegl-mesa0 libgl1-mesa-dri
  # Wayland tools and browsers
  wev foot chromium firefox-esr
  # an on-screen keyboard that runs as a client (layer-shell, virtual-keyboard)
  wvkbd
  # one font, so Qt, GTK and the browsers have glyphs on a minimal system
  fonts-dejavu-core
)
[[ ${1-} == --cage ]] && packages+=(cage)
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
