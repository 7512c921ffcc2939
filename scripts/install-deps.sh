#!/usr/bin/env bash
# Installs the Debian packages Touchway builds and tests with. Safe to run again.
set -euo pipefail
packages=(
  pkg-config libwayland-dev wayland-protocols libinput-dev libxkbcommon-dev xkb-data
  libudev-dev libpixman-1-dev umockdev libumockdev-dev libinput-tools evemu-tools weston
  libwlroots-dev libpng-dev
  # the labels of the kiosk's on-screen keyboard
  libcairo2-dev
  # scripts/vm-test.sh: the VM and its host side (the guest's packages are downloaded)
  qemu-system-x86 python3
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
